import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emplacements, espaces, mediaFiles } from '../../server/db/schema';
import { bearer } from '../helpers/fixtures';
import { openWorld, pullAll, seedEmplacement, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const url = () => `/api/ESpaces/front_import_svg?espaceId=${w.espace.id}`;
const post = (token: string, body: string | Buffer, contentType = 'image/svg+xml') =>
  w.app.inject({ method: 'POST', url: url(), headers: { ...bearer(token), 'content-type': contentType }, payload: body });

/** A plan of `n` plots in a grid, named carré-allée-numéro, plus decorations without a plot name. */
function planOf(n: number, extra = ''): string {
  const out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2000 1500">', '<rect x="0" y="0" width="2000" height="1500" fill="#eee"/>'];
  for (let i = 0; i < n; i += 1) {
    const x = 10 + (i % 50) * 38;
    const y = 10 + Math.floor(i / 50) * 70;
    out.push(`<rect id="C${Math.floor(i / 100)}-${Math.floor(i / 10) % 10}-${i % 10}" x="${x}" y="${y}" width="30" height="60"/>`);
  }
  out.push(extra, '</svg>');
  return out.join('\n');
}

async function counts() {
  const rows = await w.db.select().from(emplacements).where(eq(emplacements.espaceId, w.espace.id));
  const [espace] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
  return { plots: rows.length, mapSha256: espace?.mapSha256 ?? null, media: (await w.db.select().from(mediaFiles)).length };
}

describe('POST /api/ESpaces/front_import_svg (spec 000 §2.8)', () => {
  it('refuses a non-administrator and changes nothing', async () => {
    const before = await counts();
    const res = await post(w.writer.token, planOf(3));
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/droits/);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for a cemetery of another municipality', async () => {
    const res = await post(w.stranger.token, planOf(3));
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['not an SVG', 'bonjour', /n'est pas un plan SVG/],
    ['malformed', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect></svg>', /mal formé/],
    ['billion laughs', '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><svg xmlns="http://www.w3.org/2000/svg">&lol;</svg>', /DOCTYPE/],
  ])('refuses a bad file (%s) with a French message and changes nothing', async (_name, body, message) => {
    const before = await counts();
    const res = await post(w.admin.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses an empty upload and a file over 20 MB', async () => {
    expect((await post(w.admin.token, '')).statusCode).toBe(400);
    const huge = Buffer.alloc(21 * 1024 * 1024, 0x20);
    const res = await post(w.admin.token, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/volumineux/);
  });

  // One command per shape, each with its seq, history and ledger row: about 40 s on PGlite here.
  it('imports a 1,000-shape plan: plots created, the plan set on the espace, all replicated', { timeout: 180_000 }, async () => {
    const res = await post(w.admin.token, planOf(1000, '<circle id="fontaine" cx="5" cy="5" r="3"/>'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 1000, updated: 0, ignored: 1, width: 2000, height: 1500 });
    const after = await counts();
    expect(after.plots).toBe(1000);
    expect(after.mapSha256).toMatch(/^[0-9a-f]{64}$/);
    const pulled = [...(await pullAll(w.app, w.writer.token, w.espace.id)).rows.entries()];
    const pulledPlots = pulled.filter(([key]) => key.startsWith('emplacements/')).map(([, r]) => r);
    expect(pulledPlots).toHaveLength(1000);
    const espaceRow = pulled.find(([key]) => key === `espaces/${w.espace.id}`)?.[1];
    expect(espaceRow).toMatchObject({ mapSha256: after.mapSha256, mapWidth: 2000, mapHeight: 1500 });
    const plot = pulledPlots.find((e) => e.carre === 'C0' && e.allee === '0' && e.numero === '0');
    expect(plot?.geometry).toEqual({ type: 'Polygon', coordinates: [[[10, 10], [40, 10], [40, 70], [10, 70], [10, 10]]] });
    // The stored plan is the sanitised one, served as an image.
    const img = await w.app.inject({ method: 'GET', url: `/api/media/${after.mapSha256}`, headers: bearer(w.writer.token) });
    expect(img.headers['content-type']).toBe('image/svg+xml');
  });

  it('imports again: same plots updated, a plot named by its id reshaped, nothing created twice; multipart works', { timeout: 180_000 }, async () => {
    const known = await seedEmplacement(w.db, w.espace.id, { carre: 'Z', allee: '9', numero: '99', geometry: null });
    const extra = `<polygon data-emplacement-id="${known.id}" points="0,0 10,0 10,10"/><rect data-emplacement-id="0192f000-0000-7000-8000-00000000dead" width="5" height="5"/>`;
    const boundary = '----plan';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${planOf(1000, extra)}\r\n--${boundary}--\r\n`,
    );
    const res = await post(w.admin.token, body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 1001, ignored: 1 });
    const [row] = await w.db.select().from(emplacements).where(eq(emplacements.id, known.id));
    expect(row?.geometry).toEqual({ type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 0]]] });
    expect((await counts()).plots).toBe(1001);
  });
});
