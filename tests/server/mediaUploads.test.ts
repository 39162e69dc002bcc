import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { mediaFiles, mediaOwners } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createEspace, createSociete, createUser, login, testConfig, type EspaceRow } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/** Uploads on a server whose media are files in DATA_DIR, as in production by default. */
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let espace: EspaceRow;
let token: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'media-uploads-'));
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ dataDir }), database, mailer: new MemoryMailer() });
  espace = await createEspace(database.db, (await createSociete(database.db)).id);
  const writer = await createUser(database.db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [espace.societeId] });
  token = (await login(app, writer.username)).token;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const png = (salt: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`photo ${salt}`)]);

function put(url: string, payload: Buffer, headers: Record<string, string> = { 'content-type': 'image/png' }) {
  return app.inject({ method: 'PUT', url, headers: { ...bearer(token), ...headers }, payload });
}

describe('PUT /api/media on the data folder', () => {
  it('answers 2xx to 20 concurrent uploads of the same bytes and keeps one copy', async () => {
    const bytes = png('concurrent');
    const hash = sha(bytes);
    const answers = await Promise.all(Array.from({ length: 20 }, () => put(`/api/media/${hash}?espace=${espace.id}`, bytes)));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(readdirSync(join(dataDir, 'media')).filter((name) => !name.startsWith('.'))).toEqual([hash]);
    expect(readdirSync(join(dataDir, 'media', '.incoming'))).toEqual([]);
    expect(await database.db.select().from(mediaFiles).where(eq(mediaFiles.sha256, hash))).toHaveLength(1);
    expect(await database.db.select().from(mediaOwners).where(eq(mediaOwners.sha256, hash))).toHaveLength(1);
  });

  it.each([
    ['a malformed hash', () => put('/api/media/pas-un-hash', png('a')), 400, 'Requête invalide : vérifiez les champs envoyés.'],
    ['a hash one digit short', () => put(`/api/media/${'a'.repeat(63)}`, png('b')), 400, 'Requête invalide : vérifiez les champs envoyés.'],
    ['a path in place of the hash', () => put('/api/media/..%2F..%2Fetc%2Fpasswd', png('c')), 400, 'Requête invalide : vérifiez les champs envoyés.'],
    ['bytes of another hash', () => put(`/api/media/${sha(png('d'))}`, png('e')), 400, 'Empreinte du fichier incorrecte.'],
    ['an empty body', () => put(`/api/media/${sha(Buffer.alloc(0))}`, Buffer.alloc(0)), 400, 'Le fichier est vide.'],
    ['no content type at all', () => put(`/api/media/${sha(png('f'))}`, png('f'), {}), null, null],
    ['a type the server does not take', () => put(`/api/media/${sha(Buffer.from('GIF89a...'))}`, Buffer.from('GIF89a...')), 415, 'Type de fichier non pris en charge : seuls JPEG, PNG, PDF, SVG et XLSX sont acceptés.'],
    ['two cemeteries', () => put(`/api/media/${sha(png('g'))}?espace=${espace.id}&espace=${espace.id}`, png('g')), 400, 'Requête invalide : vérifiez les champs envoyés.'],
    ['an unknown cemetery', () => put(`/api/media/${sha(png('h'))}?espace=${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`, png('h')), 404, 'Cimetière introuvable.'],
  ])('answers %s with a French 4xx', async (_label, send, status, message) => {
    const res = await send();
    if (status === null) {
      expect([200, 201]).toContain(res.statusCode);
      return;
    }
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('answers GET of a malformed or unknown hash with 400 or 404, never 500', async () => {
    const get = (hash: string) => app.inject({ method: 'GET', url: `/api/media/${hash}`, headers: bearer(token) });
    expect((await get('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await get('z'.repeat(64))).statusCode).toBe(400);
    expect((await get('0'.repeat(64))).statusCode).toBe(404);
  });
});
