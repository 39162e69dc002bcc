import { ScreenStub } from '../shared/ScreenStub';

export function FonctionMaquettePage() {
  return <ScreenStub title="MON COMPTE">Maquette statique avec des données d'exemple.</ScreenStub>;
}
