import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { MSG_ABANDON } from '../../src/domain/procedures/abandon/messages';
import { history, locations, procedures } from '../../server/db/schema';
import { abandonActs, type AbandonAct } from '../../server/demo/repriseAbandon';
import { parisToday } from '../../server/sync/clock';
import { mutation, openWorld, push, resetSeqs, seedEmplacement, seedLocation, uuid, type SyncWorld } from './syncKit';

/**
 * The reprise after abandonment through POST /api/sync/push (issue 12): the server runs the engine; its steps in
 * order apply; a step out of order, or a PV posted after the eight days (R2223-16), is rejected with the French
 * message and changes nothing.
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

async function send(name: string, args: Record<string, unknown>, base: Record<string, unknown> = {}) {
  const clientId = uuid();
  const m = mutation(clientId, name, args, base);
  const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [m] });
  expect(res.status).toBe(200);
  return { m, result: res.body.results[0] as { status: string; error?: string } };
}

async function row(id: string) {
  const [r] = await w.db.select().from(procedures).where(eq(procedures.id, id));
  return r;
}

/** Records an act on the procedure as the device would: the base is what it saw. */
async function record(id: string, act: AbandonAct) {
  const current = await row(id);
  const base = current ? { etat: current.etat, etapes: current.etapes, dateFin: current.dateFin, data: current.data } : {};
  return send('procedure.recordStep', { id, etape: act.etape, phase: act.phase, champs: { ...act.champs, valide: true } }, base);
}

describe('reprise après constat d’abandon pushed to the server', () => {
  it('applies its steps in order; refuses a late posting and a step out of order, changing nothing', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id, { surface: 2.5 });
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { duree: null, perpetuelle: true, dateDebut: '1962-04-01', dateFin: null, dateOriginelle: '1962-04-01' });
    const acts = abandonActs(addDays(today, -200), { regime: '2022' });
    const [first, ...rest] = acts as [AbandonAct, ...AbandonAct[]];
    const id = uuid();
    const started = await send('procedure.start', { id, kind: 'repriseAbandon', emplacementId: emp.id, locationId: loc.id, etape: { etape: 1, champs: { ...first.champs, valide: true } }, notificationId: uuid() });
    expect(started.result.status).toBe('applied');
    expect(await row(id)).toMatchObject({ kind: 'repriseAbandon', etat: 1, regime: '2022', dateDebut: first.today });
    for (const act of rest.slice(0, 3)) expect((await record(id, act)).result).toMatchObject({ status: 'applied' });
    const pv = await row(id);
    expect(pv).toMatchObject({ etat: 3 });

    const pvDay = (acts.find((a) => a.etape === 3) as AbandonAct).today;
    const late = addDays(pvDay, 9);
    const posting: AbandonAct = { etape: 4, phase: 'affichage', champs: { affichageMairie: late, affichageCimetiere: late }, today: late };
    const refused = await record(id, posting);
    expect(refused.result).toEqual({ id: refused.m.id, status: 'rejected', error: MSG_ABANDON.affichageHorsDelai });
    expect(await row(id)).toEqual(pv);
    expect(await w.db.select().from(history).where(eq(history.mutationId, refused.m.id))).toEqual([]);

    const outOfOrder = await record(id, acts.find((a) => a.etape === 5) as AbandonAct);
    expect(outOfOrder.result.error).toBe("Veuillez d'abord effectuer l'étape 4 : Notification et affichage du premier procès-verbal (1/3).");
    expect(await row(id)).toEqual(pv);

    const onTime = await record(id, { ...posting, champs: { affichageMairie: addDays(pvDay, 8), affichageCimetiere: addDays(pvDay, 8) } });
    expect(onTime.result.status).toBe('applied');
    expect(await row(id)).toMatchObject({ etat: 3, etapes: expect.arrayContaining([expect.objectContaining({ etape: 4, enCours: true, phase: 'affichage', dateDebut: addDays(pvDay, 8) })]) });
    const [concession] = await w.db.select().from(locations).where(eq(locations.id, loc.id));
    expect(concession).toMatchObject({ isArchived: false });
  });

  it('refuses a finding less than a month after the notice to the families (R2223-13)', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id, { surface: 2.5 });
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { duree: null, perpetuelle: true, dateDebut: '1962-04-01', dateFin: null, dateOriginelle: '1962-04-01' });
    const notice = addDays(today, -20);
    const id = uuid();
    const { result } = await send('procedure.start', {
      id, kind: 'repriseAbandon', emplacementId: emp.id, locationId: loc.id,
      etape: { etape: 1, champs: { dateNotification: notice, dateHeurePV: `${addDays(notice, 20)}T10:00`, valide: true } },
    });
    expect(result.error).toBe(MSG_ABANDON.convocationTropProche);
    expect(await row(id)).toBeUndefined();
  });
});
