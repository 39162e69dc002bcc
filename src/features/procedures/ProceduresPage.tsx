import { ScreenStub } from '../shared/ScreenStub';

export function ProceduresPage() {
  return <ScreenStub title="PROCÉDURES">Liste des procédures.</ScreenStub>;
}
