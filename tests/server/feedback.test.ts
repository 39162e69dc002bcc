import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../helpers/fixtures';
import { openWorld, type SyncWorld } from './syncKit';

/** The feedback form's route (spec 000 §2.7, §5, §8) and the provider's reading of it. */
let w: SyncWorld;
let superToken: string;
beforeAll(async () => {
  w = await openWorld();
  const provider = await createUser(w.db, { roles: ['ROLE_SUPER_ADMIN'] });
  superToken = (await login(w.app, provider.username)).token;
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const send = (token: string, payload: unknown) => w.app.inject({ method: 'POST', url: '/api/notifications/envoyer-avis', headers: bearer(token), payload: payload as Record<string, unknown> });
const list = (token: string) => w.app.inject({ method: 'GET', url: '/api/feedback', headers: bearer(token) });

describe('POST /api/notifications/envoyer-avis', () => {
  it("stores the rating and texts and answers the spec's thanks; the provider reads it with who and where", async () => {
    const res = await send(w.reader.token, { note: 9, questions: '  ', suggestions: 'Un export PDF du plan', remarques: null, espaceId: w.espace.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Merci d\'avoir partager votre avis.' });
    const page = await list(superToken);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, items: [{ note: 9, questions: null, suggestions: 'Un export PDF du plan', remarques: null, espaceId: w.espace.id }] });
  });

  it('refuses a missing or out-of-range rating with the spec\'s message, and stores nothing', async () => {
    for (const note of [undefined, 0, 11, 7.5, '8']) {
      const res = await send(w.writer.token, { note, suggestions: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Requête invalide : vérifiez les champs envoyés.', details: [{ champ: 'note', message: 'Veuillez sélectionner une notation entre 1 et 10' }] });
    }
    expect((await list(superToken)).json().total).toBe(1);
  });

  it("answers 404 for another town's cemetery", async () => {
    expect((await send(w.stranger.token, { note: 5, espaceId: w.espace.id })).statusCode).toBe(404);
  });

  it('is limited per account too, whatever the addresses it comes from (issue 27)', async () => {
    const sender = await createUser(w.db, { roles: ['ROLE_USER'], societeIds: [w.espace.societeId] });
    const token = (await login(w.app, sender.username)).token;
    const from = (i: number) =>
      w.app.inject({ method: 'POST', url: '/api/notifications/envoyer-avis', remoteAddress: `198.51.100.${i + 1}`, headers: bearer(token), payload: { note: 7, remarques: `avis ${i}` } });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await from(i));
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    for (const refused of answers.slice(10)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Vous avez déjà envoyé 10 avis en une heure : veuillez réessayer dans \d+ minutes?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = (await list(superToken)).json<{ items: Array<{ username: string }> }>().items.filter((i) => i.username === sender.username);
    expect(stored).toHaveLength(10);
    // Another account is not held back by it.
    expect((await send(w.writer.token, { note: 6 })).statusCode).toBe(201);
  });

  it("is not readable by a town's administrator", async () => {
    const res = await list(w.admin.token);
    expect(res.statusCode).toBe(403);
  });
});
