import { ScreenStub } from '../shared/ScreenStub';

export function PostMaquettePage() {
  return <ScreenStub title="PUBLICATION">Maquette statique avec des données d'exemple.</ScreenStub>;
}
