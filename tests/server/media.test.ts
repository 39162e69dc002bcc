import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/domain/constants/media';
import { espaces, exhumations } from '../../server/db/schema';
import { detectMediaType } from '../../server/sync/mediaType';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, push, seedEmplacement, uuid, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const jpeg = (salt: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`JFIF photo ${salt}`)]);
const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

async function put(token: string, bytes: Buffer, hash = sha(bytes), contentType = 'application/octet-stream') {
  return w.app.inject({ method: 'PUT', url: `/api/media/${hash}`, headers: { ...bearer(token), 'content-type': contentType }, payload: bytes });
}
const get = (token: string, hash: string) => w.app.inject({ method: 'GET', url: `/api/media/${hash}`, headers: bearer(token) });

describe('detectMediaType (magic bytes)', () => {
  it.each([
    ['JPEG', jpeg('x'), 'image/jpeg'],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ'), 'application/pdf'],
    ['SVG', svg, 'image/svg+xml'],
    ['SVG with BOM and comment', Buffer.from('\uFEFF<!-- plan --><svg viewBox="0 0 1 1"/>'), 'image/svg+xml'],
    ['XLSX', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....xl/workbook.xml')]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['plain zip', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('word/document.xml')]), null],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), null],
    ['text', Buffer.from('bonjour'), null],
    ['GIF', Buffer.from('GIF89a....'), null],
  ])('%s', (_name, bytes, expected) => {
    expect(detectMediaType(bytes)).toBe(expected);
  });
});

describe('PUT /api/media/:sha256', () => {
  it('stores once: 201, then 200 for the same bytes', async () => {
    const bytes = jpeg('idempotent');
    const first = await put(w.writer.token, bytes);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ sha256: sha(bytes), size: bytes.length, mime: 'image/jpeg' });
    const again = await put(w.writer.token, bytes, sha(bytes).toUpperCase(), 'image/jpeg');
    expect(again.statusCode).toBe(200);
  });

  it('takes any declared content type and trusts only the bytes', async () => {
    const bytes = jpeg('declared as json');
    const res = await put(w.writer.token, bytes, sha(bytes), 'application/json');
    expect(res.statusCode).toBe(201);
    expect(res.json<{ mime: string }>().mime).toBe('image/jpeg');
  });

  it('refuses a hash that does not match the bytes', async () => {
    const res = await put(w.writer.token, jpeg('a'), sha(jpeg('b')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Empreinte du fichier incorrecte.' });
  });

  it('refuses a type it does not know by its magic bytes (415)', async () => {
    const html = Buffer.from('<html><body>pas une image</body></html>');
    const res = await put(w.writer.token, html, sha(html), 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toMatch(/JPEG, PNG, PDF, SVG et XLSX/);
  });

  it('refuses more than 1e8 bytes with 413 and a French message', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff);
    const res = await put(w.writer.token, big, 'a'.repeat(64));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/volumineux/);
  });

  it('refuses a malformed hash, an empty body, a reader and an anonymous caller', async () => {
    expect((await put(w.writer.token, jpeg('x'), 'pas-un-hash')).statusCode).toBe(400);
    expect((await put(w.writer.token, Buffer.alloc(0), sha(Buffer.alloc(0)))).statusCode).toBe(400);
    expect((await put(w.reader.token, jpeg('reader'))).statusCode).toBe(403);
    const bytes = jpeg('anonymous');
    const anonymous = await w.app.inject({ method: 'PUT', url: `/api/media/${sha(bytes)}`, headers: { 'content-type': 'image/jpeg' }, payload: bytes });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/media/:sha256', () => {
  it('serves a photo only to those who may see a cemetery linking it', async () => {
    const bytes = jpeg('linked photo');
    const hash = sha(bytes);
    expect((await put(w.writer.token, bytes)).statusCode).toBe(201);
    // Uploaded but not linked yet: unknown to everyone.
    expect((await get(w.writer.token, hash)).statusCode).toBe(404);

    const plot = await seedEmplacement(w.db, w.espace.id);
    const clientId = uuid();
    const link = mutation(clientId, 'emplacement.addPhoto', { id: uuid(), emplacementId: plot.id, sha256: hash, nom: 'tombe.jpg', mime: 'image/jpeg', size: bytes.length });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [link] })).body.results[0]?.status).toBe('applied');

    const res = await get(w.reader.token, hash);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
    // The app's CSP, as on every answer (server/http/securityHeaders.ts); only SVG files get the sandbox.
    expect(res.headers['content-security-policy']).not.toContain('sandbox');
    expect(res.rawPayload.equals(bytes)).toBe(true);

    expect((await get(w.stranger.token, hash)).statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: `/api/media/${hash}` })).statusCode).toBe(401);
  });

  it('serves a cemetery plan (espaces.mapSha256) as a sandboxed SVG', async () => {
    const hash = sha(svg);
    expect([200, 201]).toContain((await put(w.writer.token, svg, hash, 'image/svg+xml')).statusCode);
    await w.db.update(espaces).set({ mapSha256: hash }).where(eq(espaces.id, w.espace.id));
    const res = await get(w.reader.token, hash);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect((await get(w.stranger.token, hash)).statusCode).toBe(404);
  });

  it("serves an exhumation's files (another cemetery's deed and entry authorisation, the authorisation) while the exhumation lives", async () => {
    const [acte, entree, autorisation] = [jpeg('acte'), jpeg('entree'), jpeg('autorisation')];
    for (const bytes of [acte, entree, autorisation]) expect((await put(w.writer.token, bytes)).statusCode).toBe(201);
    const plot = await seedEmplacement(w.db, w.espace.id);
    const id = uuid();
    await w.db.insert(exhumations).values({
      id, espaceId: w.espace.id, seq: 0, occupantId: uuid(), emplacementId: plot.id, destinationCorps: 'autreCimetiere',
      autreCimetiere: { commune: 'Quimper', adresse: null, references: null, acteConcession: sha(acte), autorisationEntree: sha(entree) },
      autorisation: sha(autorisation),
    });
    for (const bytes of [acte, entree, autorisation]) {
      const res = await get(w.reader.token, sha(bytes));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect((await get(w.stranger.token, sha(bytes))).statusCode).toBe(404);
    }
    await w.db.update(exhumations).set({ deletedAt: '2026-11-22T10:00:00Z' }).where(eq(exhumations.id, id));
    expect((await get(w.reader.token, sha(acte))).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed hash', async () => {
    expect((await get(w.writer.token, 'f'.repeat(64))).statusCode).toBe(404);
    expect((await get(w.writer.token, 'nope')).statusCode).toBe(400);
  });
});
