import { ScreenStub } from '../shared/ScreenStub';

export function ListeMaquettePage() {
  return <ScreenStub title="LISTE DES CONCESSIONS">Maquette statique avec des données d'exemple.</ScreenStub>;
}
