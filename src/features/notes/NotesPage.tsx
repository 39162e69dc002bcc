import { ScreenStub } from '../shared/ScreenStub';

export function NotesPage() {
  return <ScreenStub title="NOTES"></ScreenStub>;
}
