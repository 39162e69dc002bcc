import { ScreenStub } from '../shared/ScreenStub';

export function GestionDonneesPage() {
  return <ScreenStub title="GÉRER MES DONNÉES">Export des données et points de restauration.</ScreenStub>;
}
