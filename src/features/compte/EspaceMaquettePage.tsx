import { ScreenStub } from '../shared/ScreenStub';

export function EspaceMaquettePage() {
  return <ScreenStub title="MON ESPACE">Maquette statique avec des données d'exemple.</ScreenStub>;
}
