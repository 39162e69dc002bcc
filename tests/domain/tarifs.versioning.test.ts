import { describe, expect, it } from 'vitest';
import type { Tarif } from '../../src/domain/entities/tarif';
import { MSG_TARIF_ARCHIVED, MSG_TARIF_SAME_DATE } from '../../src/domain/mutations/tarif';
import { findTarif } from '../../src/domain/tarifs/lookup';
import {
  CONFIRM_DELETE, CONFIRM_DELETE_FOR_GOOD, CONFIRM_TARIF_SAME_DATE, planTarifDelete, planTarifSave, splitTarifs, tarifGrid,
} from '../../src/domain/tarifs/versioning';
import { ctx, rejection, row, run, uid } from './mutationsKit';

/** The versioning rules of the price list, spec 000 §4 'Tariff', one test each, as the device and the server decide them. */

function tarif(over: Partial<Tarif> = {}): Tarif {
  return row({
    typeEmplacement: 'Concession', parMetreCarre: false, tarifFixe: 300, tarifRenouv: 250, duree: 30, perpetuelle: false,
    tarifDuree: 10, surface: 1, dateApplication: '2024-01-01', ccas: null, isCCASTier: false,
    prestationsAttribution: [], prestationsRenouv: [], archive: false, ...over,
  }) as unknown as Tarif;
}

const form = (over: Record<string, unknown> = {}) => ({
  typeEmplacement: 'Concession', surface: 1, duree: 30, tarifFixe: 360, tarifRenouv: 300, dateApplication: '2026-01-01', ...over,
});

function writesOf(decision: ReturnType<typeof run>) {
  if (decision.status !== 'applied') throw new Error(`expected applied, got ${JSON.stringify(decision)}`);
  return decision.writes;
}

describe('modifying a price with a different dateApplication archives the old one and creates a new one', () => {
  it('plans a supersede, and tarif.modify writes the old row archived and a new row with the new values', () => {
    const old = tarif();
    expect(planTarifSave([old], old, { ...old, dateApplication: '2026-01-01' })).toEqual({ kind: 'supersede', previousId: old.id });
    const newId = uid();
    const writes = writesOf(run('tarif.modify', { id: old.id, newId, ...form() }, { row: old as never, reads: { tarifs: [old as never] } }));
    expect(writes.map((w) => [w.id, w.row.archive, w.row.tarifFixe, w.row.dateApplication])).toEqual([
      [old.id, true, 300, '2024-01-01'],
      [newId, false, 360, '2026-01-01'],
    ]);
  });

  it('keeps the old price for the dates before the new one (the lookup reads archived rows for a past date)', () => {
    const old = tarif();
    const newId = uid();
    const writes = writesOf(run('tarif.modify', { id: old.id, newId, ...form() }, { row: old as never, reads: { tarifs: [old as never] } }));
    const after = writes.map((w) => ({ ...w.row, espaceId: 'e', version: 1, seq: 1, updatedAt: ctx.now }) as unknown as Tarif);
    const q = { typeEmplacement: 'Concession' as const, duree: 30, perpetuelle: false, surfaceClasse: 1 as const };
    expect(findTarif(after, { ...q, date: '2025-12-31' })?.tarifFixe).toBe(300);
    expect(findTarif(after, { ...q, date: '2026-01-01' })?.tarifFixe).toBe(360);
  });
});

describe('modifying a price with the same dateApplication asks confirmation and updates in place', () => {
  it('plans an update with the spec question, and tarif.modify writes only the same row', () => {
    const old = tarif({ dateApplication: '2026-01-01' });
    expect(planTarifSave([old], old, { ...old })).toEqual({ kind: 'update', id: old.id, confirm: CONFIRM_TARIF_SAME_DATE });
    expect(CONFIRM_TARIF_SAME_DATE).toBe("Un tarif existe déjà à cette date d'application, êtes-vous sûr(e) de vouloir modifier ?");
    const writes = writesOf(run('tarif.modify', { id: old.id, newId: uid(), ...form({ tarifFixe: 999 }) }, { row: old as never, reads: { tarifs: [old as never] } }));
    expect(writes).toHaveLength(1);
    expect(writes[0]?.id).toBe(old.id);
    expect(writes[0]?.row).toMatchObject({ tarifFixe: 999, archive: false, tarifDuree: 33.3 });
  });

  it("adding a price for a combination that has one on the same date is that confirmation too, and a bare create is refused", () => {
    const old = tarif({ dateApplication: '2026-01-01' });
    expect(planTarifSave([old], null, { ...old })).toEqual({ kind: 'update', id: old.id, confirm: CONFIRM_TARIF_SAME_DATE });
    expect(rejection(run('tarif.create', { id: uid(), ...form() }, { reads: { tarifs: [old as never] } }))).toBe(MSG_TARIF_SAME_DATE);
  });

  it('an archived price cannot be modified', () => {
    const old = tarif({ archive: true });
    expect(rejection(run('tarif.modify', { id: old.id, newId: uid(), ...form() }, { row: old as never, reads: { tarifs: [] } }))).toBe(MSG_TARIF_ARCHIVED);
  });
});

describe('deleting a price in use archives it; an archived price is deleted for good after confirmation', () => {
  it('a price in force (dateApplication on or before today) is archived, not deleted', () => {
    const inUse = tarif({ dateApplication: ctx.today });
    expect(planTarifDelete(inUse, ctx.today)).toEqual({ kind: 'archive', confirm: CONFIRM_DELETE });
    const [w] = writesOf(run('tarif.delete', { id: inUse.id }, { row: inUse as never }));
    expect(w?.row).toMatchObject({ archive: true, deletedAt: null });
  });

  it('an archived price is deleted for good, after "Toute suppression est définitive, voulez-vous poursuivre ?"', () => {
    const archived = tarif({ archive: true });
    expect(planTarifDelete(archived, ctx.today)).toEqual({ kind: 'delete', confirm: CONFIRM_DELETE_FOR_GOOD });
    expect(CONFIRM_DELETE_FOR_GOOD).toBe('Toute suppression est définitive, voulez-vous poursuivre ?');
    const [w] = writesOf(run('tarif.delete', { id: archived.id }, { row: archived as never }));
    expect(w?.row.deletedAt).toBe(ctx.now);
  });

  it('a price not in force yet (dated tomorrow) has priced nothing: deleted outright', () => {
    const future = tarif({ dateApplication: '2026-11-23' });
    expect(planTarifDelete(future, ctx.today).kind).toBe('delete');
    const [w] = writesOf(run('tarif.delete', { id: future.id }, { row: future as never }));
    expect(w?.row.deletedAt).toBe(ctx.now);
  });
});

describe('the latest dated price prevails', () => {
  it('a new price dated after the active one archives it; one dated before is stored archived', () => {
    const active = tarif({ dateApplication: '2025-01-01' });
    const later = uid();
    const writes = writesOf(run('tarif.create', { id: later, ...form({ dateApplication: '2026-06-01' }) }, { reads: { tarifs: [active as never] } }));
    expect(writes.map((w) => [w.id, w.row.archive])).toEqual([[active.id, true], [later, false]]);
    const earlier = uid();
    const back = writesOf(run('tarif.create', { id: earlier, ...form({ dateApplication: '2020-01-01' }) }, { reads: { tarifs: [active as never] } }));
    expect(back.map((w) => [w.id, w.row.archive])).toEqual([[earlier, true]]);
  });

  it('a price of another combination is left alone', () => {
    const other = tarif({ duree: 50, dateApplication: '2025-01-01' });
    const writes = writesOf(run('tarif.create', { id: uid(), ...form() }, { reads: { tarifs: [other as never] } }));
    expect(writes).toHaveLength(1);
  });
});

describe('the screen reading', () => {
  it("splits current and archived prices, and leaves the missing surface classes 'à renseigner' (null)", () => {
    const a = tarif({ surface: 1 });
    const b = tarif({ surface: 3, duree: 30 });
    const p = tarif({ perpetuelle: true, duree: null, surface: 2 });
    const old = tarif({ archive: true, surface: 1, dateApplication: '2010-01-01' });
    const { current, archived } = splitTarifs([a, b, p, old]);
    expect(current.map((t) => t.id)).toEqual([a.id, b.id, p.id]);
    expect(archived.map((t) => t.id)).toEqual([old.id]);
    const grid = tarifGrid(current, 'Concession');
    expect(grid.map((r) => [r.perpetuelle, r.duree, r.bySurface.map((c) => c.tarif?.id ?? null)])).toEqual([
      [false, 30, [a.id, null, b.id, null, null]],
      [true, null, [null, p.id, null, null, null]],
    ]);
    expect(tarifGrid(current, 'Colombarium')).toEqual([]);
  });
});

describe('bad input is refused in French', () => {
  it.each([
    [{ surface: null }, 'Veuillez choisir une surface ou cocher « au m² ».'],
    [{ duree: null }, 'Veuillez choisir une durée ou cocher « perpétuelle ».'],
    [{ tarifFixe: -1 }, 'Le montant ne peut pas être négatif.'],
    [{ dateApplication: 'demain' }, "La date d'application est obligatoire (JJ/MM/AAAA)."],
  ])('%j', (over, message) => {
    const old = tarif();
    expect(rejection(run('tarif.modify', { id: old.id, newId: uid(), ...form(over) }, { row: old as never, reads: { tarifs: [] } }))).toBe(message);
  });
});
