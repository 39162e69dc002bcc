import { ScreenStub } from '../shared/ScreenStub';

export function EditDocumentPage() {
  return <ScreenStub title="MODIFIER LE MODÈLE" />;
}
