import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NUL_CHARACTER } from '../../src/domain/rules/nulCharacter';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, push, uuid, type SyncWorld } from './syncKit';

/** PostgreSQL stores no U+0000: a NUL anywhere in a request answered 500 (found by tests/server/routeFuzz.test.ts). */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

describe('a NUL character (U+0000) in a request', () => {
  it('is refused with 400 and a French message, in a body, a query, a path or the impersonation header', async () => {
    const login = await w.app.inject({ method: 'POST', url: '/api/login_check', payload: { username: '\u0000a', password: 'a' } });
    const query = await w.app.inject({ method: 'GET', url: `/api/account-requests?status=%00`, headers: bearer(w.admin.token) });
    const path = await w.app.inject({ method: 'PUT', url: `/api/users/%00`, headers: bearer(w.admin.token), payload: { firstConnection: true } });
    const header = await w.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: { ...bearer(w.admin.token), 'x-switch-user': 'a\u0000b' } });
    const clientId = uuid();
    const pushed = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'note.create', { id: uuid(), titre: 'Note\u0000' })] });
    for (const res of [login, query, path, header]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG_NUL_CHARACTER });
    }
    expect(pushed.status).toBe(400);
    expect(pushed.body.message).toBe(MSG_NUL_CHARACTER);
  });
});
