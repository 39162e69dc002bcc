import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ } from '../../src/domain/aide/faq';
import { LEXIQUE } from '../../src/domain/aide/lexique';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { faqs, lexiques } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createSociete, createUser, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

let database: Database;
let app: FastifyInstance;
let token = '';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock: manualClock(), mailer: new MemoryMailer() });
  const societe = await createSociete(database.db, { commune: 'Metz', nom: 'Mairie de Metz' });
  await createUser(database.db, { username: 'lecteur', societeIds: [societe.id] });
  token = (await login(app, 'lecteur')).token;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, auth = true) => app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });

describe('help centre content (spec 002 §7 GET /lexiques, GET /faqs)', () => {
  it('serves the whole glossary in alphabetical order, seeded once however many readers ask at once', async () => {
    const answers = await Promise.all([get('/api/lexiques?order[titre]=asc'), get('/api/lexiques')]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    const body = answers[0]?.json() as Array<{ titre: string; contenu: string }>;
    expect(body).toHaveLength(LEXIQUE.length);
    expect(body[0]?.titre).toBe('Acte de concession');
    expect(body.findIndex((e) => e.titre === 'Échéance')).toBeLessThan(body.findIndex((e) => e.titre === 'Emplacement'));
    expect(await database.db.$count(lexiques)).toBe(LEXIQUE.length);
    const desc = (await get('/api/lexiques?order[titre]=desc')).json() as Array<{ titre: string }>;
    expect(desc[0]?.titre).toBe('Vacation funéraire');
  });

  it('searches the glossary by ?titre=, accents ignored', async () => {
    const res = await get('/api/lexiques?titre=reliquaire');
    expect(res.statusCode).toBe(200);
    const found = res.json() as Array<{ titre: string }>;
    expect(found[0]?.titre).toBe('Reliquaire');
    expect((await get('/api/lexiques?titre=ecHEance')).json()[0].titre).toBe('Échéance');
  });

  it('gives the FAQ of a type of cemetery: the general answers and that type’s', async () => {
    const all = (await get('/api/faqs')).json() as unknown[];
    expect(all).toHaveLength(FAQ.length);
    expect(await database.db.$count(faqs)).toBe(FAQ.length);
    const moselle = (await get('/api/faqs?typeEspace=alsace-moselle')).json() as Array<{ typeEspace: string | null }>;
    expect(moselle.some((f) => f.typeEspace === 'alsace-moselle')).toBe(true);
    expect(moselle.every((f) => f.typeEspace === null || f.typeEspace === 'alsace-moselle')).toBe(true);
  });

  it('refuses a bad query with a French message, and strangers', async () => {
    const bad = await get('/api/faqs?typeEspace=lunaire');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Requête invalide : vérifiez les champs envoyés.');
    expect(JSON.stringify(bad.json().details)).toMatch(/Type de cimetière invalide/);
    const long = await get(`/api/lexiques?titre=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().details)).toMatch(/trop long/);
    expect((await get('/api/lexiques', false)).statusCode).toBe(401);
  });
});
