import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../server/db/schema';
import { bearer } from '../helpers/fixtures';
import { tinyPng } from '../features/pvImages';
import { mutation, openWorld, push, seedEmplacement, seedLocation, uuid, type SyncWorld } from './syncKit';

/**
 * The signatures of a PV de constat d'abandon (issue 12, CGCT R2223-14) are PNG media rows of the concession,
 * linked by location.addSignature once their bytes are uploaded, and only by the municipality that uploaded
 * them (DESIGN §8).
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const put = (token: string, bytes: Uint8Array, espaceId: string) =>
  w.app.inject({ method: 'PUT', url: `/api/media/${sha(bytes)}?espace=${espaceId}`, headers: { ...bearer(token), 'content-type': 'application/octet-stream' }, payload: Buffer.from(bytes) });

describe('location.addSignature', () => {
  it('links an uploaded PNG to the concession as a signature, and serves it back', async () => {
    const png = tinyPng(40, 20, 3);
    expect((await put(w.writer.token, png, w.espace.id)).statusCode).toBe(201);
    const plot = await seedEmplacement(w.db, w.espace.id);
    const location = await seedLocation(w.db, w.espace.id, plot.id);
    const clientId = uuid();
    const id = uuid();
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'location.addSignature', { id, locationId: location.id, sha256: sha(png), nom: 'Signature de Marc Blanc', size: png.length })] });
    expect(res.body.results[0]?.status).toBe('applied');
    const [row] = await w.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ kind: 'signature', mime: 'image/png', locationId: location.id, emplacementId: plot.id, sha256: sha(png) });
    const back = await w.app.inject({ method: 'GET', url: `/api/media/${sha(png)}`, headers: bearer(w.writer.token) });
    expect(back.statusCode).toBe(200);
    expect(new Uint8Array(back.rawPayload)).toEqual(png);
  });

  it('refuses, with the French reason and no row, a signature whose bytes another town uploaded', async () => {
    const png = tinyPng(40, 20, 11);
    expect((await put(w.writer.token, png, w.espace.id)).statusCode).toBe(201);
    const plot = await seedEmplacement(w.db, w.otherEspace.id);
    const location = await seedLocation(w.db, w.otherEspace.id, plot.id);
    const clientId = uuid();
    const id = uuid();
    const res = await push(w.app, w.stranger.token, { espaceId: w.otherEspace.id, clientId, mutations: [mutation(clientId, 'location.addSignature', { id, locationId: location.id, sha256: sha(png), nom: 'Signature', size: png.length })] });
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', error: 'Ce fichier n’a jamais été envoyé par votre commune : il ne peut pas être joint. Ajoutez-le à nouveau depuis cet appareil.' });
    expect(await w.db.select().from(media).where(eq(media.id, id))).toEqual([]);
  });
});
