import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, pullAll, push, seedEmplacement, seedLocation, uuid, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const pdf = Buffer.from('%PDF-1.4\n% acte de concession Fabre\n%%EOF\n');
const sha = createHash('sha256').update(pdf).digest('hex');
const get = (token: string) => w.app.inject({ method: 'GET', url: `/api/media/${sha}`, headers: bearer(token) });

describe('documents of a concession on the server (generic apply of document.create / document.delete)', () => {
  it('links an uploaded PDF to a concession, serves it to the cemetery only, and forgets the link on delete', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const location = await seedLocation(w.db, w.espace.id, plot.id, { famille: 'Fabre', isArchived: false });
    const put = await w.app.inject({ method: 'PUT', url: `/api/media/${sha}`, headers: { ...bearer(w.writer.token), 'content-type': 'application/pdf' }, payload: pdf });
    expect(put.statusCode).toBe(201);

    const clientId = uuid();
    const id = uuid();
    const create = mutation(clientId, 'document.create', { id, locationId: location.id, nom: 'Acte de concession funéraire', mediaSha256: sha, slug: 'acte-creation-de-concession' });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [create] })).body.results[0]?.status).toBe('applied');

    const { rows } = await pullAll(w.app, w.reader.token, w.espace.id);
    expect(rows.get(`documents/${id}`)).toMatchObject({ locationId: location.id, emplacementId: plot.id, nom: 'Acte de concession funéraire', mediaSha256: sha, slug: 'acte-creation-de-concession', deletedAt: null });
    const served = await get(w.reader.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await get(w.stranger.token)).statusCode).toBe(404);

    // Consultation cannot delete it; the writer can, and the file is then linked by nothing.
    const readerClient = uuid();
    const refused = await push(w.app, w.reader.token, { espaceId: w.espace.id, clientId: readerClient, mutations: [mutation(readerClient, 'document.delete', { id })] });
    expect(refused.body.results[0]?.status).toBe('rejected');
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'document.delete', { id })] })).body.results[0]?.status).toBe('applied');
    expect((await get(w.reader.token)).statusCode).toBe(404);
  });

  it('refuses a document on an archived concession with the French reason', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const location = await seedLocation(w.db, w.espace.id, plot.id, { isArchived: true, archivedAt: '2026-01-01T00:00:00.000Z' });
    const clientId = uuid();
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'document.create', { id: uuid(), locationId: location.id, nom: 'Plan', mediaSha256: sha })] });
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', error: 'Cette concession est archivée : elle ne peut plus être modifiée.' });
  });

  it('a redone PV replaces the former one: both pulled, the former dated and marked replaced (issue 28)', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const location = await seedLocation(w.db, w.espace.id, plot.id, { famille: 'Vidal', isArchived: false });
    await w.app.inject({ method: 'PUT', url: `/api/media/${sha}`, headers: { ...bearer(w.writer.token), 'content-type': 'application/pdf' }, payload: pdf });
    const clientId = uuid();
    const first = uuid();
    const redone = uuid();
    const pv = { locationId: location.id, nom: 'Procès-verbal de constat d’abandon', mediaSha256: sha, slug: 'pv-constat-abandon' };
    const res = await push(w.app, w.writer.token, {
      espaceId: w.espace.id,
      clientId,
      mutations: [mutation(clientId, 'document.create', { id: first, ...pv, date: '2027-01-05' }), mutation(clientId, 'document.create', { id: redone, ...pv, date: '2027-01-20', remplace: first })],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const { rows } = await pullAll(w.app, w.reader.token, w.espace.id);
    expect(rows.get(`documents/${first}`)).toMatchObject({ dateDocument: '2027-01-05', remplacePar: redone, deletedAt: null });
    expect(rows.get(`documents/${redone}`)).toMatchObject({ dateDocument: '2027-01-20', remplacePar: null });
  });
});
