import { ScreenStub } from '../shared/ScreenStub';

export function GestionComptePage() {
  return <ScreenStub title="GÉRER MON COMPTE"></ScreenStub>;
}
