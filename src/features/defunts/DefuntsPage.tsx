import { ScreenStub } from '../shared/ScreenStub';

export function DefuntsPage() {
  return <ScreenStub title="DÉFUNTS">Liste des défunts.</ScreenStub>;
}
