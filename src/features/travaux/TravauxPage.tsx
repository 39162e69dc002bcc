import { ScreenStub } from '../shared/ScreenStub';

export function TravauxPage() {
  return <ScreenStub title="TRAVAUX">Liste des travaux.</ScreenStub>;
}
