import { ScreenStub } from '../shared/ScreenStub';

export function FicheConcessionPage() {
  return <ScreenStub title="FICHE CONCESSION"></ScreenStub>;
}
