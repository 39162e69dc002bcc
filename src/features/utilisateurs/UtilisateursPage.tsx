import { ScreenStub } from '../shared/ScreenStub';

export function UtilisateursPage() {
  return <ScreenStub title="UTILISATEURS">Gestion des utilisateurs et des espaces clients.</ScreenStub>;
}
