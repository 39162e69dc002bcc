import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears } from '../../src/domain/dates';
import { buildApp } from '../../server/app';
import { espaces, notifications, notificationSubjects, scheduledJobs, tarifs } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { JobScheduler, serverJobs } from '../../server/jobs';
import { generateForCemetery, NOTIFICATIONS_JOB } from '../../server/notifications/generation.job';
import { liveCemeteries } from '../../server/notifications/generation.repository';
import { createEspace, createSociete, createUser, login, testConfig } from '../helpers/fixtures';
import { mutation, openWorld, pullAll, push, resetSeqs, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * The notifications that arrive by themselves (issue 15, spec 000 §4) written by the server's daily job: the
 * rules are tested in tests/domain/notifications.generation.test.ts; here, what the database and the devices
 * get: rows pulled like any other, nothing twice, closed stays closed, toggles and 'ne plus me le rappeler'
 * honoured, once across two processes.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const DAY = 24 * 3600 * 1000;
const NOW = Date.parse('2026-11-23T08:00:00Z');
const TODAY = '2026-11-23';

/** A cemetery of its own (the job reads every cemetery), complete account, with the plots given. */
async function cemetery(opts: { toggles?: string[]; tarif?: boolean; admin?: boolean } = {}) {
  const societe = await createSociete(w.db, {
    tresorerie: 'Trésorerie de Morlaix',
    adresse: '1 place',
    email: 'mairie@example.fr',
    telephone: '0298000000',
    maireNom: 'Le Goff',
    maireSignature: 'b'.repeat(64),
  });
  const espace = await createEspace(w.db, societe.id, { notifications: opts.toggles ?? ['critique', 'principale'], mapSha256: 'a'.repeat(64) });
  const mayor = await createUser(w.db, { roles: [opts.admin ? 'ROLE_ADMIN' : 'ROLE_SOUS_ADMIN'], societeIds: [societe.id] });
  if (opts.tarif !== false) await seedRow(w.db, 'tarifs', espace.id, { typeEmplacement: 'Concession', duree: 30, tarifFixe: 300, dateApplication: '2020-01-01' });
  return { societe, espace, mayor };
}

async function concession(espaceId: string, dateFin: string, numero: string) {
  const emp = await seedEmplacement(w.db, espaceId, { carre: 'A', allee: '2', numero });
  const loc = await seedLocation(w.db, espaceId, emp.id, { dateDebut: addYears(dateFin, -30), duree: 30, dateFin, famille: `Famille ${numero}` });
  return { emp, loc };
}

async function generate(espaceId: string, nowMs = NOW) {
  const row = (await liveCemeteries(w.db)).find((c) => c.id === espaceId);
  if (!row) throw new Error('cimetière absent');
  return generateForCemetery(w.db, row, nowMs, []);
}

const rowsOf = (espaceId: string) => w.db.select().from(notifications).where(eq(notifications.espaceId, espaceId)).orderBy(notifications.seq);

describe('the daily generation', () => {
  it('writes each kind at its level, linked to its plot, with seqs a device pulls', async () => {
    const { espace } = await cemetery();
    const soon = await concession(espace.id, addDays(TODAY, 100), '1');
    const renew = await concession(espace.id, addDays(TODAY, -100), '2');
    const old = await concession(espace.id, addYears(TODAY, -3), '3');
    await generate(espace.id);
    const rows = await rowsOf(espace.id);
    expect(rows.map((r) => [r.criticite, r.titre, r.emplacementId])).toEqual([
      ['critique', 'Concession arrivant à échéance dans l\'année', soon.emp.id],
      ['critique', 'Concession échue depuis plus de deux ans', old.emp.id],
      ['principale', 'Concession à renouveler', renew.emp.id],
      ['principale', 'Donnez votre avis', null],
    ]);
    expect(rows.every((r) => r.dateLue === null && r.archive === false && r.userId === null)).toBe(true);
    const [counter] = await w.db.select({ changeSeq: espaces.changeSeq }).from(espaces).where(eq(espaces.id, espace.id));
    expect(Math.max(...rows.map((r) => r.seq))).toBe(counter?.changeSeq);
    // They arrive together: the panel sorts them by id after the date, newest first, which keeps this order.
    expect([...rows].sort((a, b) => b.id.localeCompare(a.id)).map((r) => r.titre)).toEqual(rows.map((r) => r.titre));
  });

  it('reaches a device through the pull like any row', async () => {
    const { societe, espace } = await cemetery();
    await concession(espace.id, addDays(TODAY, 30), '7');
    const reader = await createUser(w.db, { roles: ['ROLE_USER'], societeIds: [societe.id] });
    const token = (await login(w.app, reader.username)).token;
    const before = await pullAll(w.app, token, espace.id);
    await generate(espace.id);
    const after = await pullAll(w.app, token, espace.id, before.cursor);
    expect([...after.rows.keys()].filter((k) => k.startsWith('notifications/'))).toHaveLength(2);
  });

  it('nothing twice: a second run the same day and the next day adds nothing for the same subjects', async () => {
    const { espace } = await cemetery();
    await concession(espace.id, addDays(TODAY, 10), '1');
    await generate(espace.id);
    const first = await rowsOf(espace.id);
    expect(await generate(espace.id)).toEqual([]);
    expect(await generate(espace.id, NOW + DAY)).toEqual([]);
    expect(await rowsOf(espace.id)).toEqual(first);
  });

  it('a notification the user closed stays closed', async () => {
    const { espace } = await cemetery({ admin: true });
    await concession(espace.id, addDays(TODAY, 10), '1');
    await generate(espace.id);
    const [critical] = (await rowsOf(espace.id)).filter((r) => r.criticite === 'critique');
    resetSeqs();
    const clientId = uuid();
    const admin = await createUser(w.db, { roles: ['ROLE_ADMIN'], societeIds: [espace.societeId] });
    const token = (await login(w.app, admin.username)).token;
    const res = await push(w.app, token, { espaceId: espace.id, clientId, mutations: [mutation(clientId, 'notification.archive', { id: critical?.id }, { archive: false })] });
    expect(res.body.results[0]?.status).toBe('applied');
    expect(await generate(espace.id, NOW + 2 * DAY)).toEqual([]);
    expect((await rowsOf(espace.id)).filter((r) => r.criticite === 'critique' && !r.archive)).toEqual([]);
  });

  it('a cemetery with critical notifications off gets none of them; main off, none of those', async () => {
    const principal = await cemetery({ toggles: ['principale'] });
    await concession(principal.espace.id, addDays(TODAY, 10), '1');
    await concession(principal.espace.id, addYears(TODAY, -5), '2');
    await generate(principal.espace.id);
    expect((await rowsOf(principal.espace.id)).map((r) => r.criticite)).toEqual(['principale']);

    const critical = await cemetery({ toggles: ['critique'], tarif: false });
    await concession(critical.espace.id, addDays(TODAY, 10), '1');
    await generate(critical.espace.id);
    expect((await rowsOf(critical.espace.id)).map((r) => r.titre)).toEqual(['Concession arrivant à échéance dans l\'année']);

    // Switched on again, the subjects held back arrive.
    await w.db.update(espaces).set({ notifications: ['critique', 'principale'] }).where(eq(espaces.id, principal.espace.id));
    await generate(principal.espace.id, NOW + DAY);
    expect((await rowsOf(principal.espace.id)).filter((r) => r.criticite === 'critique')).toHaveLength(2);
  });

  it("reminds each administrator of the account setup monthly, until 'ne plus me le rappeler'", async () => {
    const { espace } = await cemetery({ tarif: false, admin: true });
    const admin = await createUser(w.db, { roles: ['ROLE_ADMIN'], societeIds: [espace.societeId] });
    await generate(espace.id);
    const setup = (await rowsOf(espace.id)).filter((r) => r.titre === 'Paramétrage du compte');
    expect(setup.map((r) => r.description)).toEqual(['Renseignez la grille tarifaire du cimetière : les actes, titres de recette et prix les reprennent.', 'Renseignez la grille tarifaire du cimetière : les actes, titres de recette et prix les reprennent.']);
    const mine = setup.find((r) => r.userId === admin.id);
    const token = (await login(w.app, admin.username)).token;
    resetSeqs();
    const clientId = uuid();
    const res = await push(w.app, token, { espaceId: espace.id, clientId, mutations: [mutation(clientId, 'notification.nePlusRappeler', { id: mine?.id }, { archive: false, nePlusRappeler: false })] });
    expect(res.body.results[0]?.status).toBe('applied');
    await generate(espace.id, Date.parse('2026-12-02T08:00:00Z'));
    const december = (await rowsOf(espace.id)).filter((r) => r.titre === 'Paramétrage du compte' && r.dateRecu.startsWith('2026-12'));
    expect(december.map((r) => r.userId)).toEqual([setup.find((r) => r.userId !== admin.id)?.userId]);
    // A price added: nothing left to set up, no reminder at all.
    await seedRow(w.db, 'tarifs', espace.id, { typeEmplacement: 'Concession', duree: 15, tarifFixe: 100, dateApplication: '2026-01-01' });
    const january = await generate(espace.id, Date.parse('2027-01-04T08:00:00Z'));
    expect(january.filter((d) => d.kind === 'parametrage')).toEqual([]);
    expect(await w.db.select().from(tarifs).where(and(eq(tarifs.espaceId, espace.id)))).toHaveLength(1);
  });

  it('groups a dozen concessions to renew into one notification, and covers each of them', async () => {
    const { espace } = await cemetery();
    for (let i = 0; i < 12; i++) await concession(espace.id, addDays(TODAY, -10 - i), String(i + 1));
    await generate(espace.id);
    const rows = await rowsOf(espace.id);
    expect(rows.map((r) => r.titre)).toEqual(['12 concessions à renouveler', 'Donnez votre avis']);
    const covered = await w.db.select().from(notificationSubjects).where(eq(notificationSubjects.espaceId, espace.id));
    expect(covered.filter((s) => s.cle.startsWith('renouveler:'))).toHaveLength(12);
    expect(await generate(espace.id, NOW + DAY)).toEqual([]);
  });
});

describe('the job across processes', () => {
  it('two app instances sharing the database, ticking at once, generate the day once', async () => {
    const { espace } = await cemetery();
    await concession(espace.id, addDays(TODAY, 10), '1');
    const second = await buildApp({ config: testConfig(), database: w.database, mailer: new MemoryMailer() });
    const log = { info: () => undefined, error: () => undefined };
    const a = new JobScheduler(w.app.deps.database.db, serverJobs({ elections: [] }), { log, now: () => NOW });
    const b = new JobScheduler(second.deps.database.db, serverJobs({ elections: [] }), { log, now: () => NOW });
    const [ta, tb] = await Promise.all([a.tick(), b.tick()]);
    expect([ta.get(NOTIFICATIONS_JOB), tb.get(NOTIFICATIONS_JOB)].filter((o) => o === 'ran')).toHaveLength(1);
    expect((await rowsOf(espace.id)).map((r) => r.titre)).toEqual(['Concession arrivant à échéance dans l\'année', 'Donnez votre avis']);
    const [record] = await w.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, NOTIFICATIONS_JOB));
    expect(record?.runs).toBe(1);
    await second.close();
  });
});
