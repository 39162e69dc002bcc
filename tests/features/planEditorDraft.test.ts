import { describe, expect, it } from 'vitest';
import type { PlanPolygon } from '../../src/domain/entities/emplacement';
import { deleteDraftShape, draftMutation, type Draft } from '../../src/features/plan/editor/draft';
import { ctx, emplacement, run, written } from '../domain/mutationsKit';

const square: PlanPolygon = { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]] };
const draft = (fields: Partial<Draft>): Draft => ({ key: 'k', geometry: square, plotId: null, fromPlan: false, carre: '', allee: '', numero: '', type: null, ...fields });
const admin = { ...ctx, roles: ['ROLE_ADMIN'] };

describe("the map editor's 'Supprimer la forme'", () => {
  it("turns a plot's own shape into a removal and forgets a new drawing", () => {
    const picked = draft({ key: 'a', plotId: 'p1', fromPlan: true });
    const drawn = draft({ key: 'b' });
    const linkedDrawing = draft({ key: 'c', plotId: 'p2' });
    const drafts = [picked, drawn, linkedDrawing];
    expect(deleteDraftShape(drafts, 'a')).toEqual([{ ...picked, geometry: null }, drawn, linkedDrawing]);
    expect(deleteDraftShape(drafts, 'b')).toEqual([picked, linkedDrawing]);
    // A new shape linked to an existing plot is only a drawing: deleting it leaves the plot's saved shape alone.
    expect(deleteDraftShape(drafts, 'c')).toEqual([picked, drawn]);
  });

  it('saves a removal as emplacement.setGeometry with no geometry, which keeps the plot and clears its shape', () => {
    const plot = emplacement({ geometry: square, numero: '12' });
    const request = draftMutation(draft({ plotId: plot.id, fromPlan: true, geometry: null }), 'unused');
    expect(request).toEqual({ name: 'emplacement.setGeometry', args: { id: plot.id, geometry: null } });
    const out = written(run(request.name, request.args, { row: plot }, { geometry: square }, admin));
    expect(out).toMatchObject({ id: plot.id, geometry: null, numero: '12', deletedAt: null });
  });

  it('saves a new drawing as the creation of a plot with its shape', () => {
    expect(draftMutation(draft({ numero: '7', carre: 'B' }), 'new-id')).toEqual({
      name: 'emplacement.create',
      args: { id: 'new-id', carre: 'B', allee: '', numero: '7', typeOccupation: null, geometry: square },
    });
  });
});
