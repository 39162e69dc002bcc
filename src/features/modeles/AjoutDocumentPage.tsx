import { ScreenStub } from '../shared/ScreenStub';

export function AjoutDocumentPage() {
  return <ScreenStub title="AJOUTER UN MODÈLE"></ScreenStub>;
}
