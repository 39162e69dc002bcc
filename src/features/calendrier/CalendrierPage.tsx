import { ScreenStub } from '../shared/ScreenStub';

export function CalendrierPage() {
  return <ScreenStub title="CALENDRIER"></ScreenStub>;
}
