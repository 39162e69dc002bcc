import { ScreenStub } from '../shared/ScreenStub';

export function ConcessionnairesPage() {
  return <ScreenStub title="CONCESSIONNAIRES">Liste des concessionnaires.</ScreenStub>;
}
