import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { societes, users } from '../../server/db/schema';
import { bearer, createEspace, createUser, login, type EspaceRow } from '../helpers/fixtures';
import { openWorld, seedEmplacement, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * Issue 27, 'Owned by their users': GET /api/media/{sha} honours a user's restriction to some cemeteries of the
 * town (users.espace_ids, set in /utilisateurs), as every other read does. A file belongs to the cemeteries
 * whose live rows link it; the town hall's logo and mayor's signature stay readable by the town's members.
 */
let w: SyncWorld;
let second: EspaceRow;
let restricted: { id: string; token: string };
beforeAll(async () => {
  w = await openWorld();
  second = await createEspace(w.db, w.espace.societeId);
  const user = await createUser(w.db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [w.espace.societeId] });
  await w.db.update(users).set({ espaceIds: [w.espace.id] }).where(eq(users.id, user.id));
  restricted = { id: user.id, token: (await login(w.app, user.username)).token };
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const jpeg = (salt: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`JFIF ${salt} ${uuid()}`)]);
const get = (token: string, hash: string) => w.app.inject({ method: 'GET', url: `/api/media/${hash}`, headers: bearer(token) });

/** The writer (every cemetery of the town) uploads a photo for a cemetery and links it to a plot there. */
async function photoOf(espaceId: string): Promise<string> {
  const bytes = jpeg(espaceId);
  const put = await w.app.inject({ method: 'PUT', url: `/api/media/${sha(bytes)}?espace=${espaceId}`, headers: { ...bearer(w.writer.token), 'content-type': 'application/octet-stream' }, payload: bytes });
  expect(put.statusCode).toBe(201);
  const plot = await seedEmplacement(w.db, espaceId);
  await seedRow(w.db, 'media', espaceId, { sha256: sha(bytes), nom: 'tombe.jpg', mime: 'image/jpeg', size: bytes.length, kind: 'photo', emplacementId: plot.id });
  return sha(bytes);
}

describe('GET /api/media/{sha256} and the cemeteries a user is restricted to (issue 27)', () => {
  it('a photo of a cemetery the user may not open answers 404, as its rows do; of their own cemetery, the file', async () => {
    const elsewhere = await photoOf(second.id);
    const mine = await photoOf(w.espace.id);
    const refused = await get(restricted.token, elsewhere);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Fichier introuvable.' });
    expect((await get(restricted.token, mine)).statusCode).toBe(200);
    // A member of the town with no restriction reads both.
    expect((await get(w.writer.token, elsewhere)).statusCode).toBe(200);
    // The pull of that cemetery is refused to them too: the same rule.
    const pull = await w.app.inject({ method: 'GET', url: `/api/sync/pull?espace=${second.id}&cursor=0`, headers: bearer(restricted.token) });
    expect(pull.statusCode).toBe(404);
  });

  it('a file linked by both cemeteries is readable through the one the user may open', async () => {
    const hash = await photoOf(second.id);
    const plot = await seedEmplacement(w.db, w.espace.id);
    await seedRow(w.db, 'media', w.espace.id, { sha256: hash, nom: 'copie.jpg', mime: 'image/jpeg', size: 10, kind: 'photo', emplacementId: plot.id });
    expect((await get(restricted.token, hash)).statusCode).toBe(200);
  });

  it('the town hall’s logo and the mayor’s signature stay readable by every member of the town', async () => {
    const logo = jpeg('logo');
    const put = await w.app.inject({ method: 'PUT', url: `/api/media/${sha(logo)}?espace=${second.id}`, headers: { ...bearer(w.writer.token), 'content-type': 'application/octet-stream' }, payload: logo });
    expect(put.statusCode).toBe(201);
    await w.db.update(societes).set({ logo: sha(logo) }).where(eq(societes.id, w.espace.societeId));
    expect((await get(restricted.token, sha(logo))).statusCode).toBe(200);
  });
});
