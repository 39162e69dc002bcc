import { createHash, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalUrl } from '../../src/domain/constants/portail';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { emplacements, occupants } from '../../server/db/schema';
import { shapePath } from '../../src/domain/portail/planCrop';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { seedDemo, type SeedResult } from '../../server/demo/seed';
import { DEMO_PASSWORD } from '../../server/demo/types';
import { MemoryMailer } from '../../server/mail/mailer';
import { openMediaStore } from '../../server/media/openStore';
import { rowHistory } from '../../server/sync/history.repository';
import { PORTAL_SEARCH_RATE_LIMIT } from '../../server/routes/portail.routes';
import { bearer, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';
import { mutation, push, seedEmplacement, seedLocation, seedRow } from './syncKit';

/**
 * The cemetery's public portal (issue 30) on the demo data: the page, the search (accents, maiden names,
 * typos), a hidden deceased and the death delay, an inactive or unknown cemetery, the rate limit, malformed
 * requests, and no holder's name, address or phone in any answer.
 */
const UID = 'saint-martin-des-champs-bourg';
const NOW = Date.parse('2026-11-22T10:00:00Z');
let database: Database;
let app: FastifyInstance;
let seeded: SeedResult;
let espaceId: string;
let token: string;
let address = 0;
/** Each test its own visitor address, so the rate limit of one does not count another's searches. */
const visitor = () => `198.51.100.${++address}`;

const get = (url: string, remoteAddress = visitor()) => app.inject({ method: 'GET', url, remoteAddress });
const search = (q: string, remoteAddress = visitor()) => get(`/portail/${UID}/recherche?${q}`, remoteAddress);

/** A mutation through the sync pipeline, as a device records it: `base` holds the values it saw. */
async function run(name: string, args: Record<string, unknown>, base: Record<string, unknown> = {}) {
  const clientId = randomUUID();
  const envelope = mutation(clientId, name, args, base);
  const res = await push(app, token, { espaceId, clientId, mutations: [envelope] });
  expect(res.body.results[0]?.status, JSON.stringify(res.body)).toBe('applied');
  return envelope.id;
}

const ids: Record<string, string> = {};
beforeAll(async () => {
  database = await openTestDatabase();
  const mediaStore = await openMediaStore({ dataDir: 'memory://' }, database.db);
  seeded = await seedDemo(database.db, { seed: 3, plots: 150, today: '2026-11-22', media: mediaStore });
  app = await buildApp({ config: testConfig(), database, clock: manualClock(NOW), mailer: new MemoryMailer(), mediaStore });
  const main = seeded.data.cemeteries.find((c) => c.espace.uid === UID);
  espaceId = main?.espace.id as string;
  token = (await login(app, 'admin@demo.fr', DEMO_PASSWORD)).token;
  const plot = await seedEmplacement(database.db, espaceId, { carre: 'Z', allee: '7', numero: '42' });
  const location = await seedLocation(database.db, espaceId, plot.id, { famille: 'Kerlévénez' });
  const deceased = (values: Record<string, unknown>) =>
    seedRow(database.db, 'occupants', espaceId, { emplacementId: plot.id, locationId: location.id, etat: 'present', ...values });
  ids.marie = (await deceased({ civilite: 'F', prenom: 'Marie-Thérèse', nom: 'Kerlévénez', nomJeuneFille: 'Penhoët', dateDeNaissance: '1931-02-03', dateDeces: { jour: 4, mois: 5, annee: 1998 }, lieuDeNaissance: 'Quimperlé-sur-Mer' })).id;
  ids.recent = (await deceased({ civilite: 'H', prenom: 'Gwénaël', nom: 'Kerlévénez', dateDeces: { jour: 1, mois: 3, annee: 2020 } })).id;
  ids.sansDate = (await deceased({ civilite: 'H', prenom: 'Yves', nom: 'Kerlévénez', dateDeces: null })).id;
  ids.exhume = (await deceased({ civilite: 'H', prenom: 'Paul', nom: 'Kerlévénez', etat: 'exhume', dateDeces: { jour: null, mois: null, annee: 1950 } })).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the cemetery page', () => {
  it('shows the name, address, hours and a search form that works without script, indexable and cached', async () => {
    const res = await get(`/portail/${UID}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('<meta name="robots" content="index, follow">');
    // Robots allowed on the cemetery page (issue 30): nothing in its headers or HTML says noindex.
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.body).not.toContain('noindex');
    expect(res.body).toContain('Cimetière communal du Bourg');
    expect(res.body).toMatch(/<dt>Lundi<\/dt><dd>8h00 - 19h00<\/dd>/);
    expect(res.body).toContain(`<form method="get" action="/portail/${UID}/recherche"`);
    expect(res.body).toContain('<label for="nom">Nom de famille ou nom de naissance</label>');
    expect(res.body).not.toContain('<script');
  });

  it('links the rules document only once it is published, and serves it as a PDF; never another file', async () => {
    expect((await get(`/portail/${UID}`)).body).not.toContain('reglement.pdf');
    expect((await get(`/portail/${UID}/reglement.pdf`)).statusCode).toBe(404);
    const pdf = Buffer.from('%PDF-1.4\n% Règlement du cimetière\n%%EOF\n');
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const put = await app.inject({ method: 'PUT', url: `/api/media/${sha256}?espace=${espaceId}`, headers: { ...bearer(token), 'content-type': 'application/pdf' }, payload: pdf });
    expect(put.statusCode, put.body).toBeLessThan(300);
    await run('espace.setDocument', { id: espaceId, kind: 'reglement', document: { nom: 'Règlement 2024.pdf', sha256 } });
    const page = (await get(`/portail/${UID}`)).body;
    expect(page).toContain(`<a href="/portail/${UID}/reglement.pdf">Règlement 2024.pdf</a>`);
    const file = await get(`/portail/${UID}/reglement.pdf`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await get(`/portail/${UID}/patrimoine.pdf`)).statusCode).toBe(404);
    expect((await get(`/portail/${UID}/${sha256}`)).statusCode).toBe(404);
  });
});

describe('the QR code for the gate', () => {
  it('encodes the portal address the public is given (PUBLIC_URL), for a cemetery online only', async () => {
    const res = await get(`/portail/${UID}/qr.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const address = portalUrl(UID, testConfig().publicUrl);
    expect(address).toMatch(new RegExp(`^https?://[^/]+/portail/${UID}$`));
    // The same drawing as the code of that address, and not of another one.
    expect(res.body).toBe(await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }));
    expect(res.body).not.toBe(await QRCode.toString(`${address}-autre`, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }));
    expect((await get('/portail/cimetiere-inconnu/qr.svg')).statusCode).toBe(404);
  });
});

describe('the search', () => {
  it.each([
    ['nom=kerlevenez', 'no accents'],
    ['nom=KERL%C3%88V%C3%8BNEZ&prenom=marie', 'capitals and other accents'],
    ['nom=Kerlevenes&prenom=Marie-Therese', 'one typo'],
    ['nom=Penho%C3%ABt', 'the maiden name'],
    ['nom=penhoet&prenom=mari', 'the maiden name and the start of a first name'],
  ])('finds Marie-Thérèse Kerlévénez née Penhoët by %s (%s), with her grave and years, noindex', async (q) => {
    const res = await search(q);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain('Marie-Thérèse KERLÉVÉNEZ née PENHOËT');
    expect(res.body).toContain('1931 – 1998 · Carré Z, Allée 7, N° 42');
    expect(res.body).toContain(`/portail/${UID}/defunt/${ids.marie}`);
    expect(res.body).not.toContain('Quimperlé');
  });

  it('says so in French when nobody matches, and lists no exhumed deceased', async () => {
    const res = await search('nom=Zyxwvutsr');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Aucun défunt trouvé pour « Zyxwvutsr »');
    expect((await search('nom=Kerlevenez&prenom=Paul')).body).toContain('Aucun défunt trouvé');
  });

  it('sends an empty search back to the cemetery page', async () => {
    const res = await search('nom=&prenom=');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/portail/${UID}`);
  });

  it('shows the grave on the plan on the deceased page, with the plan served from the portal', async () => {
    const res = await get(`/portail/${UID}/defunt/${ids.marie}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<h2>Marie-Thérèse KERLÉVÉNEZ née PENHOËT</h2>');
    // The seeded plot has no outline: the page says it rather than guessing a place.
    expect(res.body).toContain('n’est pas encore dessiné sur le plan');
    const drawn = seeded.data.cemeteries.find((c) => c.espace.uid === UID)?.rows.occupants.find((o) => o.etat === 'present' && o.dateDeces);
    const page = await get(`/portail/${UID}/defunt/${drawn?.id}`);
    expect(page.statusCode).toBe(200);
    const box = /<svg class="plan" id="plan" viewBox="(\d+) (\d+) (\d+) \3" width="\3" height="\3"/.exec(page.body);
    expect(box).not.toBeNull();
    const [x, y, side] = (box ?? []).slice(1).map(Number) as [number, number, number];
    // The grave in red, drawn from its own outline, inside the frame.
    const plots = await database.db.select({ id: emplacements.id, geometry: emplacements.geometry }).from(emplacements).where(eq(emplacements.espaceId, espaceId));
    const grave = plots.find((p) => p.id === drawn?.emplacementId);
    expect(page.body).toContain(`<path class="tombe" d="${shapePath({ geometry: grave?.geometry ?? null, posX: null, posY: null })}"/>`);
    // Its neighbours: the plots that meet the frame, and none of the others; the town's whole plan is only linked.
    const inFrame = plots.filter((p) => p.id !== grave?.id && p.geometry?.coordinates[0]?.some(([px, py]) => px >= x && px <= x + side && py >= y && py <= y + side));
    const neighbours = /<path class="voisins" d="([^"]+)"\/>/.exec(page.body)?.[1] ?? '';
    expect(inFrame.length).toBeGreaterThan(20);
    expect(neighbours.split('M').filter(Boolean).length).toBe(inFrame.length);
    expect(inFrame.length).toBeLessThan(plots.length - 1);
    expect(page.body).not.toContain('<image');
    expect(page.body).toContain(`/portail/${UID}/plan.svg?v=`);
    expect(page.body).toContain('<button type="button" id="me-guider" hidden>Me guider</button>');
    expect(page.body).toMatch(/<script src="\/portail\/me-guider\.js\?v=[0-9a-f]{12}" defer><\/script>/);
    const plan = await get(`/portail/${UID}/plan.svg`);
    expect(plan.statusCode).toBe(200);
    expect(plan.headers['content-type']).toBe('image/svg+xml');
    const script = await get(/<script src="([^"]+)"/.exec(page.body)?.[1] ?? '');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toContain('navigator.geolocation');
  });
});

describe('privacy', () => {
  it('a deceased hidden from the portal (a mutation, in the history) is not found any more, and shown again', async () => {
    const hidden = await run('occupant.setPortailMasque', { id: ids.marie, masque: true }, { portailMasque: false });
    expect((await search('nom=penhoet')).body).toContain('Aucun défunt trouvé');
    expect((await get(`/portail/${UID}/defunt/${ids.marie}`)).statusCode).toBe(404);
    const history = await rowHistory(database.db, espaceId, ids.marie as string);
    expect(history[0]).toMatchObject({ mutationId: hidden, tableName: 'occupants', user: { username: 'admin@demo.fr' } });
    await run('occupant.setPortailMasque', { id: ids.marie, masque: false }, { portailMasque: true });
    expect((await search('nom=penhoet')).body).toContain('Marie-Thérèse KERLÉVÉNEZ');
  });

  it('lists no death under the delay the town chose (none hidden by default), nor an undated death while a delay is set', async () => {
    const names = async () => (await search('nom=kerlevenez')).body;
    expect(await names()).toContain('Gwénaël KERLÉVÉNEZ');
    expect(await names()).toContain('Yves KERLÉVÉNEZ');
    await run('espace.update', { id: espaceId, portailDelai: 10 }, { portailDelai: null });
    const body = await names();
    expect(body).not.toContain('Gwénaël');
    expect(body).not.toContain('Yves');
    expect(body).toContain('Marie-Thérèse KERLÉVÉNEZ');
    expect((await get(`/portail/${UID}/defunt/${ids.recent}`)).statusCode).toBe(404);
    await run('espace.update', { id: espaceId, portailDelai: null }, { portailDelai: 10 });
    expect(await names()).toContain('Gwénaël KERLÉVÉNEZ');
  });

  it('never shows a holder’s name, address, phone or e-mail, whatever is asked', async () => {
    const main = seeded.data.cemeteries.find((c) => c.espace.uid === UID);
    const contacts = main?.rows.contacts ?? [];
    // A holder may share a deceased's first and family name (a widow and her late husband's namesake): that name is a deceased's.
    const everyDeceased = await database.db.select({ prenom: occupants.prenom, nom: occupants.nom }).from(occupants).where(eq(occupants.espaceId, espaceId));
    const deceasedNames = new Set(everyDeceased.map((o) => `${o.prenom} ${o.nom}`.toUpperCase()));
    const secrets = new Set<string>();
    for (const c of contacts) {
      for (const v of [c.adresse, c.telephone, c.telephoneMobile, c.email]) if (v && v.length > 4) secrets.add(v);
      if (c.prenom && c.nom && !deceasedNames.has(`${c.prenom} ${c.nom}`.toUpperCase())) {
        secrets.add(`${c.prenom} ${c.nom.toUpperCase()}`);
        secrets.add(`${c.prenom} ${c.nom}`);
      }
    }
    expect(secrets.size).toBeGreaterThan(50);
    const families = [...new Set((main?.rows.occupants ?? []).map((o) => o.nom).filter((n): n is string => !!n))].slice(0, 25);
    const answers = [await get(`/portail/${UID}`), await get(`/portail/${UID}/plan.svg`)];
    for (const nom of families) answers.push(await search(`nom=${encodeURIComponent(nom)}`));
    for (const o of (main?.rows.occupants ?? []).slice(0, 25)) answers.push(await get(`/portail/${UID}/defunt/${o.id}`));
    for (const c of contacts.slice(0, 10)) if (c.nom) answers.push(await search(`nom=${encodeURIComponent(c.nom)}&prenom=${encodeURIComponent(c.prenom ?? '')}`));
    const text = answers.map((a) => a.body).join('\n');
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(40);
    // A whole name, not a part of another ('Claude LE GALL' in a deceased 'Jean-Claude LE GALL').
    const whole = (v: string) => new RegExp(`(?<![\\p{L}-])${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
    const leaked = [...secrets].filter((v) => whole(v).test(text));
    expect(leaked).toEqual([]);
  });
});

describe('public internet', () => {
  it('answers a French 404 page for an unknown identifier or an inactive cemetery', async () => {
    for (const url of ['/portail/cimetiere-inconnu', '/portail/cimetiere-inconnu/recherche?nom=a', '/portail', '/portail/a/b/c', `/portail/${UID}/defunt/${randomUUID()}`, `/portail/${UID}/defunt/pas-un-id`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<html lang="fr">');
      expect(res.body, url).toMatch(/n’existe pas ou n’est pas en ligne|ne figure pas sur le portail/);
    }
    await run('espace.setActif', { id: espaceId, actif: 0 }, { actif: 1 });
    for (const url of [`/portail/${UID}`, `/portail/${UID}/qr.svg`, `/portail/${UID}/recherche?nom=kerlevenez`, `/portail/${UID}/plan.svg`, `/portail/${UID}/defunt/${ids.marie}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Ce portail n’existe pas ou n’est pas en ligne.');
    }
    await run('espace.setActif', { id: espaceId, actif: 1 }, { actif: 0 });
    expect((await get(`/portail/${UID}`)).statusCode).toBe(200);
  });

  it('limits the searches of one address, with a French page and Retry-After; another address still searches', async () => {
    const ip = visitor();
    for (let i = 0; i < PORTAL_SEARCH_RATE_LIMIT.max; i++) expect((await search('nom=kerlevenez', ip)).statusCode).toBe(200);
    const refused = await search('nom=kerlevenez', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toContain('Trop de demandes envoyées depuis cette adresse. Veuillez réessayer dans');
    expect((await get(`/portail/${UID}`, ip)).statusCode).toBe(200);
    expect((await search('nom=kerlevenez')).statusCode).toBe(200);
  });

  it.each([
    ['a name of 5,000 characters', `nom=${'a'.repeat(5000)}`, 400, 'Recherche trop longue'],
    ['a repeated field', 'nom=a&nom=b', 400, 'Recherche invalide'],
    ['half an emoji (a lone surrogate, percent-encoded as UTF-8)', 'nom=%ED%A0%80', 200, ''],
    ['a cut UTF-8 sequence', 'nom=%F0%9F', 200, ''],
    ['a NUL', 'nom=a%00b', 400, ''],
    ['bad percent-encoding', 'nom=%E0%A4%A', 200, ''],
    ['brackets (other field names: no name, back to the page)', 'nom[]=a&prenom[x]=b', 303, ''],
    ['only punctuation', 'nom=%22%3Cscript%3E', 200, '&lt;script&gt;'],
  ])('answers %s without a 500, in French HTML', async (_label, q, status, text) => {
    const res = await search(q);
    expect(res.statusCode).toBe(status);
    if (status === 303) return;
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="fr">');
    if (text) expect(res.body).toContain(text);
    expect(res.body).not.toContain('<script>');
  });

  it('answers odd paths and identifiers without a 500', async () => {
    for (const url of [`/portail/${'a'.repeat(90)}`, '/portail/%E0%A4%A', '/portail/A%20B', '/portail/..%2F..%2Fapi', `/portail/${UID}/defunt/${'0'.repeat(36)}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
