import { describe, expect, it } from 'vitest';
import { MSG_ADMIN_ONLY } from '../../src/domain/mutations/decide';
import { MSG_PLOT_HAS_CONCESSION, MSG_PLOT_HAS_DECEASED } from '../../src/domain/mutations/emplacementPlan';
import { ctx, emplacement, ESPACE, location, rejection, row, run, uid, written } from './mutationsKit';

const admin = { ...ctx, roles: ['ROLE_ADMIN'] };
const square = { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]] };

describe('emplacement.create (map editor, SVG import)', () => {
  it('creates a plot with its shape, for administrators only', () => {
    const id = uid();
    const out = written(run('emplacement.create', { id, carre: ' B ', allee: '2', numero: '14', typeOccupation: 'Concession', geometry: square }, {}, {}, admin));
    expect(out).toMatchObject({ id, carre: 'B', allee: '2', numero: '14', geometry: square, deletedAt: null, preReservation: false });
    expect(rejection(run('emplacement.create', { id: uid(), geometry: square }))).toBe(MSG_ADMIN_ONLY);
  });

  it('refuses a shape with fewer than three corners or a bad number', () => {
    expect(rejection(run('emplacement.create', { id: uid(), geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 1], [0, 0]]] } }, {}, {}, admin))).toContain('trois sommets');
    expect(rejection(run('emplacement.create', { id: uid(), geometry: { type: 'Polygon', coordinates: [[[0, 0], [1, 'x'], [2, 2], [0, 0]]] } }, {}, {}, admin))).toContain('Coordonnée');
  });
});

describe('emplacement.setGeometry', () => {
  it('reshapes a live plot, declaring the geometry as its base field', () => {
    const plot = emplacement({ geometry: null });
    expect(written(run('emplacement.setGeometry', { id: plot.id, geometry: square }, { row: plot }, { geometry: null }, admin)).geometry).toEqual(square);
    expect(run('emplacement.setGeometry', { id: plot.id, geometry: square }, { row: { ...plot, geometry: { ...square, coordinates: [] } } }, { geometry: null }, admin).status).toBe('conflict');
  });
});

describe('emplacement.delete (spec 001 §2 side panel, §6)', () => {
  it('tombstones a free plot for an administrator, never for a sous-admin', () => {
    const plot = emplacement();
    expect(written(run('emplacement.delete', { id: plot.id }, { row: plot, reads: { locations: [], occupants: [] } }, {}, admin)).deletedAt).toBe(ctx.now);
    expect(rejection(run('emplacement.delete', { id: plot.id }, { row: plot }))).toBe(MSG_ADMIN_ONLY);
  });

  it('refuses a plot with a current concession or deceased present; an archived one does not block', () => {
    const plot = emplacement();
    const reads = (locations: unknown[], occupants: unknown[]) => ({ row: plot, reads: { locations, occupants } as never });
    expect(rejection(run('emplacement.delete', { id: plot.id }, reads([location({ emplacementId: plot.id })], []), {}, admin))).toBe(MSG_PLOT_HAS_CONCESSION);
    expect(rejection(run('emplacement.delete', { id: plot.id }, reads([], [row({ etat: 'present' })]), {}, admin))).toBe(MSG_PLOT_HAS_DECEASED);
    expect(run('emplacement.delete', { id: plot.id }, reads([location({ isArchived: true })], [row({ etat: 'exhume' })]), {}, admin).status).toBe('applied');
  });
});

describe('espace.setControlPoints and espace.setPlan', () => {
  const espace = row({ id: ESPACE, controlPoints: null, mapSha256: null, mapWidth: null, mapHeight: null });
  const point = (x: number) => ({ px: [x, 0], lonLat: [2.35, 48.85] });

  it('stores three or more points, or none', () => {
    const pts = [point(0), point(1), point(2)];
    expect(written(run('espace.setControlPoints', { id: ESPACE, controlPoints: pts }, { row: espace }, { controlPoints: null }, admin)).controlPoints).toEqual(pts);
    expect(written(run('espace.setControlPoints', { id: ESPACE, controlPoints: [] }, { row: espace }, { controlPoints: null }, admin)).controlPoints).toBeNull();
    expect(rejection(run('espace.setControlPoints', { id: ESPACE, controlPoints: pts.slice(0, 2) }, { row: espace }, {}, admin))).toContain('trois points');
    expect(rejection(run('espace.setControlPoints', { id: ESPACE, controlPoints: [{ px: [0, 0], lonLat: [200, 0] }, point(1), point(2)] }, { row: espace }, {}, admin))).toContain('Longitude');
    expect(rejection(run('espace.setControlPoints', { id: ESPACE, controlPoints: pts }, { row: espace }))).toBe(MSG_ADMIN_ONLY);
  });

  it('points the cemetery at a new plan', () => {
    const sha = 'a'.repeat(64);
    expect(written(run('espace.setPlan', { id: ESPACE, mapSha256: sha, mapWidth: 800, mapHeight: 600 }, { row: espace }, { mapSha256: null, mapWidth: null, mapHeight: null }, admin))).toMatchObject({ mapSha256: sha, mapWidth: 800, mapHeight: 600 });
    expect(rejection(run('espace.setPlan', { id: ESPACE, mapSha256: 'x', mapWidth: 800, mapHeight: 600 }, { row: espace }, {}, admin))).toContain('Empreinte');
  });
});
