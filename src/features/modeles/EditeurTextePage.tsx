import { ScreenStub } from '../shared/ScreenStub';

export function EditeurTextePage() {
  return <ScreenStub title="ÉDITEUR DE TEXTE"></ScreenStub>;
}
