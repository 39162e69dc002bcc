import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/domain/dates';
import { parisToday } from '../../server/sync/clock';
import { bearer } from '../helpers/fixtures';
import { openWorld, seedEmplacement, seedLocation, seedRow, type SyncWorld } from './syncKit';

/**
 * The calendar subscription link (issue 18): made and revoked by its owner, read without a session with the token
 * of its URL, valid iCalendar text (CRLF, escaped text) of the cemetery's renewals and works; a revoked or replaced
 * link, or one whose user left the municipality, answers 404 with a French message.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
}, 120_000);
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

async function newLink(token: string, espaceId = w.espace.id) {
  const res = await w.app.inject({ method: 'POST', url: '/api/calendrier/abonnement', headers: bearer(token), payload: { espaceId } });
  return { status: res.statusCode, body: res.json() as { url: string; createdAt: string; message?: string } };
}
const pathOf = (url: string) => new URL(url).pathname;

describe('calendar subscription (.ics)', () => {
  it('serves the renewals and works of the cemetery as iCalendar text, to anyone holding the link', async () => {
    const today = parisToday(Date.now());
    const plot = await seedEmplacement(w.db, w.espace.id, { carre: 'C', allee: '4', numero: '12' });
    await seedLocation(w.db, w.espace.id, plot.id, { famille: 'Dupont, Durand; et fils', dateDebut: '1997-01-01', dateFin: addMonths(today, 3), duree: 30 });
    await seedRow(w.db, 'travaux', w.espace.id, { emplacementId: plot.id, type: 'Gravure', dateDebut: addMonths(today, 1), dateFin: null, valide: true, description: 'Ligne 1\nLigne 2' });

    const link = await newLink(w.reader.token);
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/\/api\/calendrier\/ics\/[A-Za-z0-9_-]{43}$/);

    const res = await w.app.inject({ method: 'GET', url: pathOf(link.body.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:À renouveler : famille Dupont\\, Durand\\; et fils\r\n');
    expect(unfolded).toContain('SUMMARY:Travaux : Gravure\r\n');
    expect(unfolded).toMatch(/DESCRIPTION:[^\r]*Ligne 1\\nLigne 2\r\n/);
    expect(unfolded).toContain(`URL:http://localhost:3000/fiche-concession/${plot.id}`.replace('http://localhost:3000', new URL(link.body.url).origin));
  });

  it('a new link replaces the old one; a revoked link answers 404 in French', async () => {
    const first = await newLink(w.writer.token);
    const second = await newLink(w.writer.token);
    expect((await w.app.inject({ method: 'GET', url: pathOf(first.body.url) })).statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: pathOf(second.body.url) })).statusCode).toBe(200);

    const state = await w.app.inject({ method: 'GET', url: `/api/calendrier/abonnement?espace=${w.espace.id}`, headers: bearer(w.writer.token) });
    expect(state.json()).toMatchObject({ actif: true });

    const revoked = await w.app.inject({ method: 'DELETE', url: `/api/calendrier/abonnement?espace=${w.espace.id}`, headers: bearer(w.writer.token) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: "Le lien d'abonnement a été révoqué." });
    const gone = await w.app.inject({ method: 'GET', url: pathOf(second.body.url) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "Lien d'abonnement inconnu ou révoqué." });
    const again = await w.app.inject({ method: 'DELETE', url: `/api/calendrier/abonnement?espace=${w.espace.id}`, headers: bearer(w.writer.token) });
    expect(again.statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: `/api/calendrier/abonnement?espace=${w.espace.id}`, headers: bearer(w.writer.token) })).json()).toEqual({ actif: false, createdAt: null });
  });

  it("another town's user gets 404 for the town's cemetery, and a made-up or malformed token 404", async () => {
    expect((await newLink(w.stranger.token)).status).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: `/api/calendrier/ics/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await w.app.inject({ method: 'GET', url: '/api/calendrier/ics/court' })).statusCode).toBe(404);
    const nul = await w.app.inject({ method: 'GET', url: '/api/calendrier/ics/%00%0D%0A' });
    expect(nul.statusCode).toBe(400);
    expect(typeof (nul.json() as { message: unknown }).message).toBe('string');
    const bad = await newLink(w.writer.token, 'pas-un-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Requête invalide/);
  });
});
