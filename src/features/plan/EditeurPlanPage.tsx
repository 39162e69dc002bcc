import { ScreenStub } from '../shared/ScreenStub';

export function EditeurPlanPage() {
  return <ScreenStub title="ÉDITEUR DU PLAN">Dessin des emplacements sur le plan du cimetière.</ScreenStub>;
}
