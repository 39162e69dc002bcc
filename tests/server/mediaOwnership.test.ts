import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../server/commands';
import { documents, espaces, exhumations, media, mediaFiles, mediaOwners } from '../../server/db/schema';
import { requireEspace } from '../../server/http/authenticate';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, push, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * DESIGN §8 media ownership: bytes belong to the municipality that uploaded them. Town A (the world's
 * writer, w.espace) uploads; town B (the stranger, an administrator of w.otherEspace) knows the hash.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld((app) => {
    // A REST route of the spec that links a photo goes through the same command layer (runCommand).
    app.post<{ Querystring: { espaceId: string }; Body: Record<string, unknown> }>('/api/test/photo', async (request) => {
      const espace = await requireEspace(request, request.query.espaceId);
      return runCommand(request, espace.id, 'emplacement.addPhoto', request.body);
    });
  });
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const MSG_NOT_OWNED = 'Ce fichier n’a jamais été envoyé par votre commune : il ne peut pas être joint. Ajoutez-le à nouveau depuis cet appareil.';
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const jpeg = (salt: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`JFIF ${salt} ${uuid()}`)]);
const svg = (salt: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${salt} ${uuid()}</title></svg>`);

function put(token: string, bytes: Buffer, espaceId?: string) {
  const query = espaceId ? `?espace=${espaceId}` : '';
  return w.app.inject({ method: 'PUT', url: `/api/media/${sha(bytes)}${query}`, headers: { ...bearer(token), 'content-type': 'application/octet-stream' }, payload: bytes });
}
const get = (token: string, hash: string) => w.app.inject({ method: 'GET', url: `/api/media/${hash}`, headers: bearer(token) });

/** Town A uploads a file for its cemetery. */
async function uploadedByA(bytes: Buffer): Promise<string> {
  const res = await put(w.writer.token, bytes, w.espace.id);
  expect(res.statusCode).toBe(201);
  return sha(bytes);
}

async function pushAsB(name: string, args: Record<string, unknown>) {
  const clientId = uuid();
  const res = await push(w.app, w.stranger.token, { espaceId: w.otherEspace.id, clientId, mutations: [mutation(clientId, name, args)] });
  expect(res.status).toBe(200);
  return res.body.results[0];
}

async function seedOccupant(espaceId: string) {
  const plot = await seedEmplacement(w.db, espaceId);
  const location = await seedLocation(w.db, espaceId, plot.id);
  return seedRow(w.db, 'occupants', espaceId, { emplacementId: plot.id, locationId: location.id, nom: 'Martin', prenom: 'Jean', etat: 'present', modeSepulture: 'inhumation' });
}

describe('uploads record the municipality that sends the bytes', () => {
  it('owns the bytes for the named cemetery’s municipality, and for each town that uploads them itself', async () => {
    const bytes = jpeg('shared');
    const hash = await uploadedByA(bytes);
    const ownersOf = async () => (await w.db.select().from(mediaOwners).where(eq(mediaOwners.sha256, hash))).map((o) => o.societeId).sort();
    expect(await ownersOf()).toEqual([w.espace.societeId]);
    // Town B has the same bytes and sends them: the same file belongs to both; still stored once (200).
    expect((await put(w.stranger.token, bytes, w.otherEspace.id)).statusCode).toBe(200);
    expect(await ownersOf()).toEqual([w.espace.societeId, w.otherEspace.societeId].sort());
  });

  it('refuses to upload for a cemetery the caller may not see (404), and records nothing', async () => {
    const bytes = jpeg('foreign espace');
    const res = await put(w.stranger.token, bytes, w.espace.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Cimetière introuvable.' });
    expect(await w.db.select().from(mediaOwners).where(eq(mediaOwners.sha256, sha(bytes)))).toEqual([]);
    expect((await put(w.writer.token, bytes, 'pas-un-uuid')).statusCode).toBe(404);
  });
});

describe('linking bytes another town uploaded', () => {
  it('rejects a photo of town A’s hash pushed by town B, and changes nothing', async () => {
    const bytes = jpeg('photo of A');
    const hash = await uploadedByA(bytes);
    const plot = await seedEmplacement(w.db, w.otherEspace.id);
    const id = uuid();
    const result = await pushAsB('emplacement.addPhoto', { id, emplacementId: plot.id, sha256: hash, nom: 'vol.jpg', mime: 'image/jpeg', size: bytes.length });
    expect(result).toMatchObject({ status: 'rejected', error: MSG_NOT_OWNED });
    expect(await w.db.select().from(media).where(eq(media.id, id))).toEqual([]);
    expect((await get(w.stranger.token, hash)).statusCode).toBe(404);
  });

  it('rejects a document, an exhumation’s files and a plan naming town A’s bytes', async () => {
    const [pdf, acte, plan] = [Buffer.from(`%PDF-1.4 acte ${uuid()}`), jpeg('acte'), svg('plan')];
    for (const bytes of [pdf, acte, plan]) await uploadedByA(bytes);
    const plot = await seedEmplacement(w.db, w.otherEspace.id);
    const location = await seedLocation(w.db, w.otherEspace.id, plot.id);
    const docId = uuid();
    expect(await pushAsB('document.create', { id: docId, locationId: location.id, nom: 'Acte', mediaSha256: sha(pdf) })).toMatchObject({ status: 'rejected', error: MSG_NOT_OWNED });
    expect(await w.db.select().from(documents).where(eq(documents.id, docId))).toEqual([]);

    const occupant = await seedOccupant(w.otherEspace.id);
    const mine = jpeg('entry authorisation of B');
    expect((await put(w.stranger.token, mine, w.otherEspace.id)).statusCode).toBe(201);
    const exhumationId = uuid();
    const exhume = { id: exhumationId, occupantId: occupant.id, typeDemande: 'famille', valide: true, date: '2026-11-01', destinationCorps: 'autreCimetiere' };
    // One foreign file among B's own is enough to refuse the whole mutation.
    const refused = await pushAsB('exhumation.create', { ...exhume, autreCimetiere: { commune: 'Lyon', acteConcession: sha(acte), autorisationEntree: sha(mine) } });
    expect(refused).toMatchObject({ status: 'rejected', error: MSG_NOT_OWNED });
    expect(await w.db.select().from(exhumations).where(eq(exhumations.id, exhumationId))).toEqual([]);

    const planArgs = { id: w.otherEspace.id, mapSha256: sha(plan), mapWidth: 10, mapHeight: 10 };
    expect(await pushAsB('espace.setPlan', planArgs)).toMatchObject({ status: 'rejected', error: MSG_NOT_OWNED });
    const [b] = await w.db.select().from(espaces).where(eq(espaces.id, w.otherEspace.id));
    expect(b?.mapSha256).not.toBe(sha(plan));
  });

  it('applies the same links once town B has uploaded the bytes itself', async () => {
    const bytes = jpeg('both towns');
    const hash = await uploadedByA(bytes);
    expect((await put(w.stranger.token, bytes, w.otherEspace.id)).statusCode).toBe(200);
    const plot = await seedEmplacement(w.db, w.otherEspace.id);
    const result = await pushAsB('emplacement.addPhoto', { id: uuid(), emplacementId: plot.id, sha256: hash, nom: 'b.jpg', mime: 'image/jpeg', size: bytes.length });
    expect(result?.status).toBe('applied');
    expect((await get(w.stranger.token, hash)).rawPayload.equals(bytes)).toBe(true);
  });

  it('answers a REST route that links town A’s bytes for town B with 400 and the French reason', async () => {
    const bytes = jpeg('rest');
    const hash = await uploadedByA(bytes);
    const plot = await seedEmplacement(w.db, w.otherEspace.id);
    const args = { id: uuid(), emplacementId: plot.id, sha256: hash, nom: 'rest.jpg', mime: 'image/jpeg', size: bytes.length };
    const res = await w.app.inject({ method: 'POST', url: `/api/test/photo?espaceId=${w.otherEspace.id}`, headers: bearer(w.stranger.token), payload: args });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(MSG_NOT_OWNED);
    expect(await w.db.select().from(media).where(and(eq(media.espaceId, w.otherEspace.id), eq(media.sha256, hash)))).toEqual([]);
  });

  it('keeps accepting changes to a row that already links its files (archive a photo)', async () => {
    const bytes = jpeg('archive');
    const hash = await uploadedByA(bytes);
    const plot = await seedEmplacement(w.db, w.espace.id);
    const clientId = uuid();
    const id = uuid();
    const add = mutation(clientId, 'emplacement.addPhoto', { id, emplacementId: plot.id, sha256: hash, nom: 'a.jpg', mime: 'image/jpeg', size: bytes.length });
    const archive = mutation(clientId, 'emplacement.archivePhoto', { id }, { archive: false });
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [add, archive] });
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
  });
});

describe('reading bytes through a forged link', () => {
  it('answers 404 to town B for town A’s bytes linked by a row inserted in B’s cemetery, and serves A', async () => {
    const bytes = jpeg('forged');
    const hash = await uploadedByA(bytes);
    const plotB = await seedEmplacement(w.db, w.otherEspace.id);
    await seedRow(w.db, 'media', w.otherEspace.id, { sha256: hash, nom: 'vol.jpg', mime: 'image/jpeg', size: bytes.length, kind: 'photo', emplacementId: plotB.id });
    const plotA = await seedEmplacement(w.db, w.espace.id);
    await seedRow(w.db, 'media', w.espace.id, { sha256: hash, nom: 'tombe.jpg', mime: 'image/jpeg', size: bytes.length, kind: 'photo', emplacementId: plotA.id });

    const stolen = await get(w.stranger.token, hash);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'Fichier introuvable.' });
    const served = await get(w.reader.token, hash);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 for a forged plan link too', async () => {
    const plan = svg('forged plan');
    const hash = await uploadedByA(plan);
    await w.db.update(espaces).set({ mapSha256: hash }).where(eq(espaces.id, w.otherEspace.id));
    expect((await get(w.stranger.token, hash)).statusCode).toBe(404);
  });
});

describe('migration 0001', () => {
  it('gives bytes stored before ownership to the municipalities already linking them, and to no one else', async () => {
    const [linked, unlinked] = [jpeg('legacy linked'), jpeg('legacy unlinked')];
    await w.db.insert(mediaFiles).values([linked, unlinked].map((b) => ({ sha256: sha(b), mime: 'image/jpeg', size: b.length })));
    const plot = await seedEmplacement(w.db, w.otherEspace.id);
    await seedRow(w.db, 'media', w.otherEspace.id, { sha256: sha(linked), nom: 'ancienne.jpg', mime: 'image/jpeg', size: linked.length, kind: 'photo', emplacementId: plot.id, deletedAt: '2026-01-01T00:00:00Z' });
    const migration = readFileSync(new URL('../../server/db/migrations/0003_media_owners.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').map((s) => s.trim()).find((s) => s.includes('INSERT INTO "media_owners"'));
    expect(backfill).toBeDefined();
    await w.db.execute(sql.raw(backfill ?? ''));
    const owners = await w.db.select().from(mediaOwners).where(sql`${mediaOwners.sha256} in (${sha(linked)}, ${sha(unlinked)})`);
    expect(owners.map((o) => [o.sha256, o.societeId])).toEqual([[sha(linked), w.otherEspace.societeId]]);
  });
});
