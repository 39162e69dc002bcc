import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, addYears } from '../../src/domain/dates';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { history, locations, notifications, procedures } from '../../server/db/schema';
import { parisToday } from '../../server/sync/clock';
import { mutation, openWorld, pullAll, push, resetSeqs, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * Procedures through POST /api/sync/push (issue 11): the server runs the same engine as the device; a step out
 * of order or with a date the law forbids is rejected with the French message and changes nothing; a valid
 * renewal changes the concession as the law says, in the same transaction, with its history.
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

const tarif = (values: Record<string, unknown>) =>
  seedRow(w.db, 'tarifs', w.espace.id, { typeEmplacement: 'Concession', parMetreCarre: false, tarifFixe: 400, tarifRenouv: 350, duree: 15, perpetuelle: false, surface: 1, dateApplication: '2000-01-01', ...values });

async function plot(values: Record<string, unknown>) {
  const emp = await seedEmplacement(w.db, w.espace.id, { surface: 2.5 });
  const loc = await seedLocation(w.db, w.espace.id, emp.id, { duree: 15, surfaceClasse: 1, prix: 300, ...values });
  return { emp, loc };
}

async function send(name: string, args: Record<string, unknown>, base: Record<string, unknown> = {}, clientId = uuid()) {
  const m = mutation(clientId, name, args, base);
  const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m] });
  expect(res.status).toBe(200);
  return { m, result: res.body.results[0] };
}

async function locationOf(id: string) {
  const [r] = await w.db.select().from(locations).where(eq(locations.id, id));
  return r;
}

describe('procedures pushed to the server', () => {
  it('a valid renewal: priced at the tariff of the expiry date, new term from expiry, the first-renewal notification, all in history', async () => {
    const expiry = addYears(today, -1);
    const { emp, loc } = await plot({ dateDebut: addYears(expiry, -15), dateFin: expiry });
    await tarif({ dateApplication: addYears(expiry, -3), tarifRenouv: 350 });
    await tarif({ dateApplication: addDays(expiry, 1), tarifRenouv: 500 });
    const id = uuid();
    const notificationId = uuid();
    const { m, result } = await send('procedure.start', {
      id, kind: 'renouvellement', emplacementId: emp.id, locationId: loc.id, notificationId,
      etape: { etape: 1, champs: { dateRenouvellement: today, nouvelleDuree: 15, valide: true } },
    });
    expect(result).toEqual({ id: m.id, status: 'applied' });
    expect(await locationOf(loc.id)).toMatchObject({ dateDebut: expiry, dateFin: addYears(expiry, 15), duree: 15, prix: 350, version: 2 });
    const [proc] = await w.db.select().from(procedures).where(eq(procedures.id, id));
    expect(proc).toMatchObject({ kind: 'renouvellement', etat: 1, dateDebut: today, dateFin: today, locationId: loc.id });
    const [notif] = await w.db.select().from(notifications).where(eq(notifications.id, notificationId));
    expect(notif).toMatchObject({ titre: 'Première procédure de renouvellement', userId: w.writer.id });
    const entries = await w.db.select().from(history).where(eq(history.mutationId, m.id));
    expect(entries.map((e) => e.tableName).sort()).toEqual(['locations', 'notifications', 'procedures']);
    const pulled = await pullAll(w.app, w.writer.token, w.espace.id);
    expect(pulled.rows.get(`procedures/${id}`)).toMatchObject({ etat: 1 });
  });

  it('a step out of order is rejected with the French message and changes nothing', async () => {
    const { emp, loc } = await plot({ dateDebut: '2010-01-01', dateFin: '2060-01-01', duree: 50 });
    const id = uuid();
    expect((await send('procedure.start', { id, kind: 'donation', emplacementId: emp.id, locationId: loc.id })).result?.status).toBe('applied');
    const [before] = await w.db.select().from(procedures).where(eq(procedures.id, id));
    const { m, result } = await send('procedure.recordStep', {
      id, etape: 2, champs: { dateActe: today, notaire: 'Maître Le Bris', donateurId: uuid(), beneficiaire: { id: uuid(), nom: 'Lefèvre' }, valide: true },
    }, { etat: 0, etapes: [], dateFin: null, data: {} });
    expect(result).toEqual({ id: m.id, status: 'rejected', error: "Veuillez d'abord effectuer l'étape 1 : Vérifier." });
    const [after] = await w.db.select().from(procedures).where(eq(procedures.id, id));
    expect(after).toEqual(before);
    expect(await w.db.select().from(history).where(eq(history.mutationId, m.id))).toEqual([]);
  });

  it('a date the law forbids is rejected and changes nothing: a reprise ordered less than two years after expiry', async () => {
    const expiry = addYears(today, -3);
    const { emp, loc } = await plot({ dateDebut: addYears(expiry, -30), dateFin: expiry, duree: 30, champsSupp: { informationRenouvellement: { date: expiry, moyens: ['courrier'] } } });
    const id = uuid();
    const { m, result } = await send('procedure.start', {
      id, kind: 'repriseNonRenouvellement', emplacementId: emp.id, locationId: loc.id,
      etape: { etape: 1, champs: { dateArrete: addDays(addYears(expiry, 2), -1), valide: true } },
    });
    expect(result).toEqual({ id: m.id, status: 'rejected', error: MSG_PROCEDURES.rnrPasEchue });
    expect(await w.db.select().from(procedures).where(eq(procedures.id, id))).toEqual([]);
    expect(await locationOf(loc.id)).toMatchObject({ version: 1, isArchived: false });
  });

  it('an unticked validation box, a date before the concession and a shorter conversion are rejected', async () => {
    const { emp, loc } = await plot({ dateDebut: addYears(today, -10), dateFin: addYears(today, 20), duree: 30 });
    await tarif({ duree: 50, tarifFixe: 900 });
    const convert = (champs: Record<string, unknown>) => send('procedure.start', {
      id: uuid(), kind: 'conversion', emplacementId: emp.id, locationId: loc.id,
      etape: { etape: 1, champs: { prixInitial: 300, dateContratInitial: addYears(today, -10), dateConversion: today, nouvelleDuree: 50, valide: true, ...champs } },
    });
    expect((await convert({ valide: false })).result?.error).toBe('Veuillez cocher la case de validation.');
    expect((await convert({ dateConversion: addYears(today, -11) })).result?.error).toMatch(/^La date ne peut pas être antérieure au début de la concession/);
    expect((await convert({ nouvelleDuree: 15 })).result?.error).toBe('La conversion ne peut se faire que vers une durée plus longue que la durée actuelle (article L2223-16 du CGCT).');
    expect(await w.db.select().from(procedures).where(eq(procedures.emplacementId, emp.id))).toEqual([]);
    expect((await convert({})).result?.status).toBe('applied');
    expect(await locationOf(loc.id)).toMatchObject({ duree: 50, dateDebut: today, dateFin: addYears(today, 50), prix: 900 });
  });

  it('the same step recorded on two devices: the second is refused, nothing applied twice', async () => {
    const { emp, loc } = await plot({ dateDebut: '2010-01-01', dateFin: '2060-01-01', duree: 50 });
    const id = uuid();
    await send('procedure.start', { id, kind: 'donation', emplacementId: emp.id, locationId: loc.id });
    const verify = { id, etape: 1, champs: { dateVerification: today, demandeeTitulaire: true, valide: true } };
    const base = { etat: 0, etapes: [], dateFin: null, data: {} };
    expect((await send('procedure.recordStep', verify, base)).result?.status).toBe('applied');
    const second = await send('procedure.recordStep', { ...verify, champs: { ...verify.champs, heritierMemeSang: true } }, base);
    expect(second.result?.status).toBe('rejected');
    expect(second.result?.error).toMatch(/^Cette étape a déjà été effectuée le /);
  });
});
