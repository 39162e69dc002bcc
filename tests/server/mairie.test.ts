import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { societes } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createEspace, createSociete, createUser, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/**
 * Infos mairie (spec 000 §2.8, issue 15): GET and PUT /api/societes/{id}. Members read it, administrators of
 * the municipality change it; bad input is refused in French and changes nothing; images must have been
 * uploaded by the town, and are then readable by its members only.
 */

type World = Awaited<ReturnType<typeof open>>;
async function open() {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), mailer: new MemoryMailer() });
  const db = database.db;
  const societe = await createSociete(db, { commune: 'Saint-Privat' });
  const other = await createSociete(db);
  const espace = await createEspace(db, societe.id);
  const admin = await createUser(db, { roles: ['ROLE_ADMIN'], societeIds: [societe.id] });
  const agent = await createUser(db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [societe.id] });
  const stranger = await createUser(db, { roles: ['ROLE_ADMIN'], societeIds: [other.id] });
  const [a, g, s] = await Promise.all([login(app, admin.username), login(app, agent.username), login(app, stranger.username)]);
  return { database, db, app, societe, other, espace, admin: a.token, agent: g.token, stranger: s.token };
}

let w: World;
beforeAll(async () => {
  w = await open();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const put = (token: string, payload: unknown, id = w.societe.id) => w.app.inject({ method: 'PUT', url: `/api/societes/${id}`, payload: payload as object, headers: bearer(token) });
const get = (token: string, id = w.societe.id) => w.app.inject({ method: 'GET', url: `/api/societes/${id}`, headers: bearer(token) });
const stored = async () => (await w.db.select().from(societes).where(eq(societes.id, w.societe.id)))[0];

async function upload(token: string, bytes: Buffer) {
  const sha = createHash('sha256').update(bytes).digest('hex');
  const res = await w.app.inject({ method: 'PUT', url: `/api/media/${sha}?espace=${w.espace.id}`, payload: bytes, headers: { ...bearer(token), 'content-type': 'application/octet-stream' } });
  expect(res.statusCode).toBeLessThan(300);
  return sha;
}
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);

describe('Infos mairie', () => {
  it('an administrator sets the mayor with the signature image; members read it back, with seven opening hours', async () => {
    const signature = await upload(w.admin, png());
    const res = await put(w.admin, { maire: { civilite: 'F', nom: 'Delmas', prenom: 'Claire', signature }, tresorerie: 'Trésorerie d’Alès', telephone: '04 66 00 00 00' });
    expect(res.statusCode).toBe(200);
    const read = await get(w.agent);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ commune: 'Saint-Privat', tresorerie: 'Trésorerie d’Alès', maire: { civilite: 'F', nom: 'Delmas', prenom: 'Claire', signature } });
    expect(read.json().horaires).toHaveLength(7);
    expect((await w.app.inject({ method: 'GET', url: `/api/media/${signature}`, headers: bearer(w.agent) })).statusCode).toBe(200);
    expect((await w.app.inject({ method: 'GET', url: `/api/media/${signature}`, headers: bearer(w.stranger) })).statusCode).toBe(404);
  });

  it.each([
    ['an empty commune', { commune: ' ' }, 'La commune est obligatoire.'],
    ['letters in the phone', { telephone: 'appelez-moi' }, 'Le téléphone ne doit contenir que des chiffres.'],
    ['six opening hours', { horaires: ['', '', '', '', '', ''] }, 'Sept horaires attendus, du lundi au dimanche.'],
    ['a bad e-mail', { email: 'mairie@' }, 'Adresse e-mail invalide.'],
    ['nothing', {}, 'Aucune modification à enregistrer.'],
    ['a list instead of the fields', [1, 2], 'Requête invalide : les champs de la mairie sont attendus.'],
    ['a mayor given as text', { maire: 'Jean' }, 'Maire invalide.'],
  ])('%s is refused in French and changes nothing', async (_label, payload, message) => {
    const before = await stored();
    const res = await put(w.admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('an image the town never uploaded cannot be linked', async () => {
    const before = await stored();
    const res = await put(w.admin, { logo: 'c'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('a non-administrator cannot change it; another town gets 404', async () => {
    expect((await put(w.agent, { tresorerie: 'X' })).statusCode).toBe(403);
    expect((await put(w.stranger, { tresorerie: 'X' })).statusCode).toBe(404);
    expect((await get(w.stranger)).statusCode).toBe(404);
    expect((await get(w.admin, 'pas-un-uuid')).statusCode).toBe(404);
    expect((await stored())?.tresorerie).toBe('Trésorerie d’Alès');
  });
});
