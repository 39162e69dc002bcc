import { ScreenStub } from '../shared/ScreenStub';

export function AjoutEmplacementPage() {
  return <ScreenStub title="AJOUTER UN EMPLACEMENT"></ScreenStub>;
}
