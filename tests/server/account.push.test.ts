import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { espaces, history, tarifs } from '../../server/db/schema';
import { parisToday } from '../../server/sync/clock';
import { addDays } from '../../src/domain/dates';
import { getMutation } from '../../src/domain/mutations/catalogue';
import { baseOf } from '../../src/domain/mutations/decide';
import type { Row } from '../../src/domain/mutations/types';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, push, resetSeqs, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * The account page's mutations through POST /api/sync/push (issue 15): the price list's versioning, the
 * cemetery's fields, toggles, state and documents. Bad input is refused in French and changes nothing.
 */

let w: SyncWorld;
const today = parisToday(Date.now());
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});
beforeEach(() => resetSeqs());

async function send(name: string, args: Record<string, unknown>, base: Record<string, unknown> = {}, token = w.writer.token) {
  const clientId = uuid();
  const m = mutation(clientId, name, args, base);
  const res = await push(w.app, token, { espaceId: w.espace.id, clientId, mutations: [m] });
  expect(res.status).toBe(200);
  return { m, result: res.body.results[0] as { status: string; error?: string } };
}

const tarifRow = (values: Record<string, unknown> = {}) =>
  seedRow(w.db, 'tarifs', w.espace.id, { typeEmplacement: 'Colombarium', parMetreCarre: false, tarifFixe: 400, tarifRenouv: 350, duree: 15, perpetuelle: false, surface: 1, dateApplication: '2020-01-01', ...values });
const form = (values: Record<string, unknown> = {}) => ({ typeEmplacement: 'Colombarium', surface: 1, duree: 15, tarifFixe: 450, tarifRenouv: 380, dateApplication: today, ...values });
/** What the device sends as `base`: the row's values of the fields the mutation writes, as the user saw them. */
function seen(name: string, args: Record<string, unknown> & { id: string }, row: Row): Record<string, unknown> {
  const def = getMutation(name);
  if (!def) throw new Error(name);
  return baseOf(def, args, row);
}
const tarifById = async (id: string) => (await w.db.select().from(tarifs).where(eq(tarifs.id, id)))[0];
const espaceRow = async () => (await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id)))[0];

describe('the price list pushed to the server', () => {
  it('modify with a different date: the old price archived, a new one created, both in history', async () => {
    const old = await tarifRow();
    const newId = uuid();
    const { m, result } = await send('tarif.modify', { id: old.id, newId, ...form() }, { dateApplication: '2020-01-01', tarifFixe: 400, archive: false });
    expect(result.status).toBe('applied');
    expect(await tarifById(old.id)).toMatchObject({ archive: true, tarifFixe: 400, dateApplication: '2020-01-01' });
    expect(await tarifById(newId)).toMatchObject({ archive: false, tarifFixe: 450, dateApplication: today, tarifDuree: 30 });
    const entries = await w.db.select().from(history).where(eq(history.mutationId, m.id));
    expect(entries).toHaveLength(2);
  });

  it('modify with the same date updates in place', async () => {
    const old = await tarifRow({ dateApplication: today, duree: 20 });
    const args = { id: old.id, newId: uuid(), ...form({ duree: 20, tarifFixe: 999 }) };
    const { result } = await send('tarif.modify', args, seen('tarif.modify', args, (await tarifById(old.id)) as unknown as Row));
    expect(result.status).toBe('applied');
    expect(await tarifById(old.id)).toMatchObject({ archive: false, tarifFixe: 999, version: 2 });
  });

  it('delete: in use archives, archived deletes for good', async () => {
    const t = await tarifRow({ duree: 25 });
    expect((await send('tarif.delete', { id: t.id }, { archive: false })).result.status).toBe('applied');
    expect(await tarifById(t.id)).toMatchObject({ archive: true, deletedAt: null });
    expect((await send('tarif.delete', { id: t.id }, { archive: true })).result.status).toBe('applied');
    expect((await tarifById(t.id))?.deletedAt).not.toBeNull();
  });

  it.each([
    ['a negative price', { tarifFixe: -5 }, 'Le montant ne peut pas être négatif.'],
    ['no surface', { surface: null }, 'Veuillez choisir une surface ou cocher « au m² ».'],
    ['an unknown type', { typeEmplacement: 'Piscine' }, "Type d'emplacement inconnu."],
  ])('modify with %s is refused in French and changes nothing', async (_label, over, message) => {
    const old = await tarifRow({ duree: 30 });
    const { result } = await send('tarif.modify', { id: old.id, newId: uuid(), ...form({ duree: 30, ...over }) });
    expect(result).toMatchObject({ status: 'rejected', error: message });
    expect(await tarifById(old.id)).toMatchObject({ archive: false, tarifFixe: 400, version: 1 });
  });

  it('a Consultation user cannot change the price list', async () => {
    const t = await tarifRow({ duree: 40 });
    const { result } = await send('tarif.delete', { id: t.id }, { archive: false }, w.reader.token);
    expect(result.status).toBe('rejected');
    expect(await tarifById(t.id)).toMatchObject({ archive: false, version: 1 });
  });
});

describe('the cemetery pushed to the server', () => {
  it('espace.update changes only the fields sent; a bad portal identifier is refused and changes nothing', async () => {
    const before = await espaceRow();
    const horaires = ['8h-18h', '8h-18h', '8h-18h', '8h-18h', '8h-18h', '9h-12h', 'Fermé'];
    expect((await send('espace.update', { id: w.espace.id, uid: 'saint-roch', horaires }, { uid: before?.uid ?? null, horaires: before?.horaires ?? [] })).result.status).toBe('applied');
    expect(await espaceRow()).toMatchObject({ uid: 'saint-roch', horaires, nom: before?.nom });
    const { result } = await send('espace.update', { id: w.espace.id, uid: 'Saint Roch !' }, { uid: 'saint-roch' });
    expect(result).toMatchObject({ status: 'rejected', error: 'Identifiant du portail invalide : lettres minuscules, chiffres et tirets seulement.' });
    expect((await espaceRow())?.uid).toBe('saint-roch');
    expect((await send('espace.update', { id: w.espace.id, nom: '  ' }, { nom: before?.nom })).result).toMatchObject({ error: 'Le nom du cimetière est obligatoire.' });
  });

  it('the online state is for administrators only', async () => {
    const { result } = await send('espace.setActif', { id: w.espace.id, actif: 0 }, { actif: 1 });
    expect(result).toMatchObject({ status: 'rejected', error: 'Seul un administrateur peut effectuer cette modification.' });
    expect((await espaceRow())?.actif).toBe(1);
    expect((await send('espace.setActif', { id: w.espace.id, actif: 0 }, { actif: 1 }, w.admin.token)).result.status).toBe('applied');
    expect((await espaceRow())?.actif).toBe(0);
    await send('espace.setActif', { id: w.espace.id, actif: 1 }, { actif: 0 }, w.admin.token);
  });

  it('the notification toggles store the list of kinds', async () => {
    expect((await send('espace.setNotificationToggle', { id: w.espace.id, toggle: 'principale', on: false })).result.status).toBe('applied');
    expect((await espaceRow())?.notifications).toEqual(['critique']);
    await send('espace.setNotificationToggle', { id: w.espace.id, toggle: 'all', on: true });
    expect((await espaceRow())?.notifications).toEqual(['critique', 'principale']);
  });

  it('documents: a PDF the town uploaded is linked, another town’s hash is refused, the extra one removed', async () => {
    const pdf = Buffer.from(`%PDF-1.4\n% règlement ${uuid()}\n%%EOF\n`);
    const sha = createHash('sha256').update(pdf).digest('hex');
    const up = await w.app.inject({ method: 'PUT', url: `/api/media/${sha}?espace=${w.espace.id}`, payload: pdf, headers: { ...bearer(w.writer.token), 'content-type': 'application/pdf' } });
    expect(up.statusCode).toBe(201);
    expect((await send('espace.setDocument', { id: w.espace.id, kind: 'reglement', document: { nom: 'reglement.pdf', sha256: sha } }, { nomReglement: null, reglementSha256: null })).result.status).toBe('applied');
    expect(await espaceRow()).toMatchObject({ nomReglement: 'reglement.pdf', reglementSha256: sha });
    const read = await w.app.inject({ method: 'GET', url: `/api/media/${sha}`, headers: bearer(w.reader.token) });
    expect(read.statusCode).toBe(200);

    const foreign = 'a'.repeat(64);
    const { result } = await send('espace.setDocument', { id: w.espace.id, kind: 'patrimoine', document: { nom: 'x.pdf', sha256: foreign } }, { nomPatrimoine: null, patrimoineSha256: null });
    expect(result.status).toBe('rejected');
    expect((await espaceRow())?.patrimoineSha256).toBeNull();

    const docId = uuid();
    expect((await send('espace.addAutreDocument', { id: w.espace.id, document: { id: docId, nom: 'Plan ancien', description: '1920', sha256: sha } })).result.status).toBe('applied');
    expect((await espaceRow())?.autresDocuments).toEqual([{ id: docId, nom: 'Plan ancien', description: '1920', sha256: sha }]);
    expect((await send('espace.removeAutreDocument', { id: w.espace.id, documentId: docId })).result.status).toBe('applied');
    expect((await espaceRow())?.autresDocuments).toEqual([]);
  });

  it('an extra document without a name is refused in French', async () => {
    const { result } = await send('espace.addAutreDocument', { id: w.espace.id, document: { id: uuid(), nom: '', description: '', sha256: 'b'.repeat(64) } });
    expect(result).toMatchObject({ status: 'rejected', error: 'Le nom du document est obligatoire.' });
  });
});

it('a future-dated price, never in force, is deleted outright', async () => {
  const t = await tarifRow({ duree: 11, dateApplication: addDays(today, 10) });
  expect((await send('tarif.delete', { id: t.id }, { archive: false })).result.status).toBe('applied');
  expect((await tarifById(t.id))?.deletedAt).not.toBeNull();
});
