import { ScreenStub } from '../shared/ScreenStub';

export function EmplacementsPage() {
  return <ScreenStub title="EMPLACEMENTS">Plan et liste des emplacements.</ScreenStub>;
}
