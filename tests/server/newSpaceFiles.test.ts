import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { documents, espaces, occupants, societes } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createUser, login, manualClock, testConfig } from '../helpers/fixtures';
import { xlsxOf } from '../helpers/registers';
import { openTestDatabase } from '../helpers/testDb';

/**
 * The wizard's files (spec 000 §2.12 steps 2-3, docs/CONTRACTS.md 'New space'): once POST /api/espace/creer
 * answered, the super administrator sends them through the routes of Infos mairie and Infos cimetière, acting
 * on the new town it is no member of. Each route must accept it.
 */

let database: Database;
let app: FastifyInstance;
let token: string;
let created: { societeId: string; espaceIds: string[] };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const PLAN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect id="A-1-1" x="0" y="0" width="80" height="90"/><rect id="A-1-2" x="100" y="0" width="80" height="90"/></svg>';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), mailer: new MemoryMailer() });
  const user = await createUser(database.db, { roles: ['ROLE_SUPER_ADMIN'], username: 'fournisseur@example.fr' });
  token = (await login(app, user.username, user.password)).token;
  const res = await app.inject({
    method: 'POST',
    url: '/api/espace/creer',
    headers: bearer(token),
    payload: {
      utilisateurs: [{ username: `admin.${randomUUID().slice(0, 6)}@mairie.fr`, role: 'ROLE_ADMIN' }],
      mairie: { commune: 'Fichiers-sur-Yonne' },
      maire: { civilite: 'F', nom: 'Maire', prenom: 'Marie' },
      espaces: [{ nom: 'Cimetière des fichiers', planSvg: PLAN }],
      abonnement: { dateDebut: '2026-12-01' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  created = res.json();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const putMedia = (bytes: Buffer, mime: string) =>
  app.inject({ method: 'PUT', url: `/api/media/${sha(bytes)}?espace=${created.espaceIds[0]}`, headers: { ...bearer(token), 'content-type': mime }, payload: bytes });

describe('the new space wizard files, sent by the super administrator', () => {
  it('logo and signature: PUT /api/media for the new town, then PUT /api/societes/{id}', async () => {
    expect((await putMedia(PNG, 'image/png')).statusCode).toBe(201);
    const logo = await app.inject({ method: 'PUT', url: `/api/societes/${created.societeId}`, headers: bearer(token), payload: { logo: sha(PNG) } });
    expect(logo.statusCode, logo.body).toBe(200);
    const signature = await app.inject({ method: 'PUT', url: `/api/societes/${created.societeId}`, headers: bearer(token), payload: { maire: { civilite: 'F', nom: 'Maire', prenom: 'Marie', signature: sha(PNG) } } });
    expect(signature.statusCode, signature.body).toBe(200);
    const [row] = await database.db.select().from(societes).where(eq(societes.id, created.societeId));
    expect(row?.logo).toBe(sha(PNG));
  });

  it('PDF plan: PUT /api/media then espace.addAutreDocument pushed on a chain of its own', async () => {
    const plan = pdf('plan du cimetière');
    expect((await putMedia(plan, 'application/pdf')).statusCode).toBe(201);
    const id = randomUUID();
    const push = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: bearer(token),
      payload: { espaceId: created.espaceIds[0], clientId: randomUUID(), mutations: [{ id, seq: 1, name: 'espace.addAutreDocument', args: { id: created.espaceIds[0], document: { id: randomUUID(), nom: 'Plan PDF', description: 'plan.pdf', sha256: sha(plan) } }, base: {}, createdAt: new Date().toISOString() }] },
    });
    expect(push.json<{ results: Array<{ status: string; error?: string }> }>().results[0]).toMatchObject({ status: 'applied' });
    const [espace] = await database.db.select().from(espaces).where(eq(espaces.id, created.espaceIds[0] ?? ''));
    expect(espace?.autresDocuments).toEqual([expect.objectContaining({ nom: 'Plan PDF', sha256: sha(plan) })]);
  });

  it('data file then ZIP: the register import creates the deceased, the deeds import joins the PDF named after the plot', async () => {
    const register = xlsxOf([['Carré', 'Allée', 'N°', 'Type', 'Concessionnaire(s)', 'Défunt'], ['A', '1', '1', 'Concession', 'DUPONT Jean', 'DUPONT Pierre']]);
    const url = (path: string) => `/api/ESpaces/${path}?espaceId=${created.espaceIds[0]}`;
    const preview = await app.inject({ method: 'POST', url: url('front_import_excel/apercu'), headers: { ...bearer(token), 'content-type': 'application/octet-stream' }, payload: register });
    expect(preview.statusCode, preview.body).toBe(200);
    const mapping = preview.json<{ correspondance: Array<string | null> }>().correspondance.map((f) => f ?? '').join(',');
    const done = await app.inject({ method: 'POST', url: `${url('front_import_excel')}&mapping=${encodeURIComponent(mapping)}`, headers: { ...bearer(token), 'content-type': 'application/octet-stream' }, payload: register });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Import réalisé', compteurs: { defuntsCrees: 1 } });
    const dead = await database.db.select().from(occupants).where(eq(occupants.espaceId, created.espaceIds[0] ?? ''));
    expect(dead.map((o) => o.nom)).toEqual(['DUPONT']);
    const zip = Buffer.from(zipSync({ 'A-1-1.pdf': new Uint8Array(pdf('acte A-1-1')) }));
    const deeds = await app.inject({ method: 'POST', url: url('front_import_actes'), headers: { ...bearer(token), 'content-type': 'application/zip' }, payload: zip });
    expect(deeds.statusCode, deeds.body).toBe(200);
    expect(deeds.json()).toMatchObject({ message: 'Import réalisé', compteurs: { actesJoints: 1 } });
    const docs = await database.db.select().from(documents);
    expect(docs.filter((d) => d.nom.includes('A-1-1'))).toHaveLength(1);
  });
});
