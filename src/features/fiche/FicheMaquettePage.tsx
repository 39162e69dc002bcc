import { ScreenStub } from '../shared/ScreenStub';

export function FicheMaquettePage() {
  return <ScreenStub title="FICHE EMPLACEMENT">Maquette statique avec des données d'exemple.</ScreenStub>;
}
