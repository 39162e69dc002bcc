import { ScreenStub } from '../shared/ScreenStub';

export function ModelesPage() {
  return <ScreenStub title="MODÈLES">Modèles de documents et de messages.</ScreenStub>;
}
