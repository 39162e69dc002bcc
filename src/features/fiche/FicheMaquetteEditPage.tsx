import { ScreenStub } from '../shared/ScreenStub';

export function FicheMaquetteEditPage() {
  return <ScreenStub title="MODIFIER L'EMPLACEMENT">Maquette statique avec des données d'exemple.</ScreenStub>;
}
