import { describe, expect, it } from 'vitest';
import { MSG_PHOTO_MISSING, MSG_PHOTO_NOT_ARCHIVED } from '../../src/domain/mutations/media';
import { NOTHING_TO_CHANGE } from '../../src/domain/mutations/helpers';
import { ctx, emplacement, rejection, row, run, uid, written } from './mutationsKit';

const SHA = 'ab'.repeat(32);

describe('emplacement.update (spec 001 §2 Éditer emplacement)', () => {
  it('writes only the fields given, surface kept to 2 decimals, empty text as null', () => {
    const plot = emplacement({ notes: 'ancienne', surface: 2 });
    const out = written(run('emplacement.update', { id: plot.id, surface: 3.456, notes: '  ', carre: ' B ' }, { row: plot }, { surface: 2, notes: 'ancienne', carre: 'A' }));
    expect(out).toMatchObject({ surface: 3.46, notes: null, carre: 'B', allee: '1', numero: '12', preReservation: false });
  });

  it('refuses an empty change, a negative surface and a missing plot', () => {
    const plot = emplacement();
    expect(rejection(run('emplacement.update', { id: plot.id }, { row: plot }))).toBe(NOTHING_TO_CHANGE);
    expect(rejection(run('emplacement.update', { id: plot.id, surface: -1 }, { row: plot }))).toMatch(/négative/);
    expect(rejection(run('emplacement.update', { id: plot.id, notes: 'x' }, { row: null }))).toBe('Emplacement introuvable.');
  });

  it('ignores fields it does not own (the map shape, bookkeeping)', () => {
    const plot = emplacement();
    const out = written(run('emplacement.update', { id: plot.id, notes: 'n', geometry: { type: 'Polygon' }, version: 99 }, { row: plot }, { notes: null }));
    expect(out).not.toHaveProperty('geometry');
    expect(out).not.toHaveProperty('version');
  });

  it('two fields edited on two tablets do not conflict; the same field does', () => {
    const plot = emplacement({ notes: 'mise à jour ailleurs', surface: 2 });
    expect(run('emplacement.update', { id: plot.id, surface: 4 }, { row: plot }, { surface: 2 }).status).toBe('applied');
    expect(run('emplacement.update', { id: plot.id, notes: 'moi' }, { row: plot }, { notes: null }).status).toBe('conflict');
  });
});

describe('photos (spec 001 §4 Photos)', () => {
  const args = (emplacementId: string) => ({ id: uid(), emplacementId, sha256: SHA, nom: 'tombe.jpg', mime: 'image/jpeg', size: 1234 });

  it('addPhoto creates a displayed photo media row linked to the plot', () => {
    const plot = emplacement();
    const a = { ...args(plot.id), takenAt: '2026-11-20T09:00:00Z', latitude: 43.8, longitude: 4.36 };
    const out = written(run('emplacement.addPhoto', a, { reads: { emplacement: plot } }));
    expect(out).toEqual({
      id: a.id, sha256: SHA, nom: 'tombe.jpg', mime: 'image/jpeg', size: 1234, kind: 'photo', emplacementId: plot.id,
      locationId: null, archive: false, takenAt: '2026-11-20T09:00:00Z', latitude: 43.8, longitude: 4.36, deletedAt: null,
    });
  });

  it('addPhoto refuses a missing plot, a bad hash, a non-photo type and an existing id', () => {
    const plot = emplacement();
    expect(rejection(run('emplacement.addPhoto', args(plot.id), { reads: { emplacement: null } }))).toBe('Emplacement introuvable.');
    expect(rejection(run('emplacement.addPhoto', { ...args(plot.id), sha256: 'xyz' }, { reads: { emplacement: plot } }))).toMatch(/Empreinte/);
    expect(rejection(run('emplacement.addPhoto', { ...args(plot.id), mime: 'image/gif' }, { reads: { emplacement: plot } }))).toMatch(/\.jpg/);
    const a = args(plot.id);
    expect(run('emplacement.addPhoto', a, { row: row({ id: a.id, kind: 'photo' }), reads: { emplacement: plot } }).status).toBe('conflict');
  });

  it('archivePhoto moves a photo to the old ones; deletePhoto only removes an archived one', () => {
    const photo = row({ kind: 'photo', archive: false, sha256: SHA });
    expect(written(run('emplacement.archivePhoto', { id: photo.id }, { row: photo }, { archive: false })).archive).toBe(true);
    expect(rejection(run('emplacement.deletePhoto', { id: photo.id }, { row: photo }))).toBe(MSG_PHOTO_NOT_ARCHIVED);
    const archived = { ...photo, archive: true };
    expect(written(run('emplacement.deletePhoto', { id: photo.id }, { row: archived }))).toMatchObject({ archive: true, deletedAt: ctx.now });
  });

  it('photo mutations touch photos only, and a second delete changes nothing', () => {
    const document = row({ kind: 'document', archive: true });
    expect(rejection(run('emplacement.archivePhoto', { id: document.id }, { row: document }))).toBe(MSG_PHOTO_MISSING);
    expect(rejection(run('emplacement.deletePhoto', { id: document.id }, { row: document }))).toBe(MSG_PHOTO_MISSING);
    const gone = row({ kind: 'photo', archive: true, deletedAt: '2026-01-01T00:00:00.000Z' });
    expect(run('emplacement.deletePhoto', { id: gone.id }, { row: gone })).toEqual({ status: 'applied', writes: [] });
  });
});
