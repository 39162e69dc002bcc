import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emplacements, espaces, mediaFiles } from '../../server/db/schema';
import { readPlanOffThread } from '../../server/svg/readPlanOffThread';
import { bearer } from '../helpers/fixtures';
import { openWorld, type SyncWorld } from './syncKit';

// Issue 13: hostile and huge plans, all generated here. Each refusal is a French 400 or 413 and changes nothing.
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const post = (body: string | Buffer) =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_svg?espaceId=${w.espace.id}`,
    headers: { ...bearer(w.admin.token), 'content-type': 'image/svg+xml' },
    payload: body,
  });

const ROOT = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4000 3000">';

/** `shapes` shapes: the first `plots` name a plot (carré P<n>), the others are decorations such as CAD exports draw. */
function bigPlan(shapes: number, plots: number, decoration = (i: number) => `<path d="M${i % 4000} ${i % 3000} l 5 5 l 3 -2 z" fill="#ccc"/>`): Buffer {
  const parts = [ROOT];
  for (let i = 0; i < shapes; i += 1) {
    parts.push(i < plots ? `<rect id="P${i}-1-1" x="${(i % 100) * 40}" y="${Math.floor(i / 100) * 70}" width="30" height="60"/>` : decoration(i));
  }
  parts.push('</svg>');
  return Buffer.from(parts.join('\n'));
}

async function counts() {
  const rows = await w.db.select().from(emplacements).where(eq(emplacements.espaceId, w.espace.id));
  const [espace] = await w.db.select().from(espaces).where(eq(espaces.id, w.espace.id));
  return { plots: rows.length, mapSha256: espace?.mapSha256 ?? null, media: (await w.db.select().from(mediaFiles)).length };
}

async function storedPlan(): Promise<string> {
  const { mapSha256 } = await counts();
  const res = await w.app.inject({ method: 'GET', url: `/api/media/${mapSha256}`, headers: bearer(w.writer.token) });
  return res.body;
}

describe('SVG plan import limits (issue 13)', () => {
  it('keeps answering other requests while a 54,000-shape plan is read, then imports it', { timeout: 180_000 }, async () => {
    const plan = bigPlan(54_000, 300);
    const finished: string[] = [];
    let other: Promise<void> | null = null;
    // As soon as the plan's reading has started in its worker, another user asks for something.
    const onEvent = (message: unknown) => {
      const { event, name } = message as { event: string; name: string };
      if (event !== 'started' || name !== 'readPlan' || other) return;
      other = w.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(w.writer.token) }).then((res) => {
        expect(res.statusCode).toBe(200);
        finished.push('other request');
      });
    };
    subscribe('cimetiere.offthread', onEvent);
    try {
      const res = await post(plan);
      finished.push('import');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 300, updated: 0, ignored: 0, width: 4000, height: 3000 });
      await other;
      expect(finished).toEqual(['other request', 'import']);
    } finally {
      unsubscribe('cimetiere.offthread', onEvent);
    }
    expect((await counts()).plots).toBe(300);
  });

  it('imports a 19 MB plan of 175,000 shapes without exhausting the server', { timeout: 180_000 }, async () => {
    const plan = bigPlan(175_000, 0, (i) => `<path d="M${i % 4000} ${i % 3000} l 5 5 l 3 -2 l 4 4 l -2 -3 l 1 1 l 2 2 l 3 3 l -1 -1 l 2 2 l 6 6 z" fill="#ddd" stroke="#999"/>`);
    expect(plan.byteLength).toBeGreaterThan(19 * 1024 * 1024);
    expect(plan.byteLength).toBeLessThan(20 * 1024 * 1024);
    const res = await post(plan);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, width: 4000, height: 3000 });
  });

  it('refuses a 19 MB plan of more than 200,000 shapes with 413, and changes nothing', { timeout: 180_000 }, async () => {
    const before = await counts();
    const plan = bigPlan(305_000, 305_000);
    expect(plan.byteLength).toBeGreaterThan(19 * 1024 * 1024);
    const res = await post(plan);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('Le plan SVG contient trop d’éléments (200 000 au maximum). Simplifiez-le ou découpez-le.');
    expect(await counts()).toEqual(before);
  });

  it('refuses 5,000 nested groups with 400 and a French message, and changes nothing', async () => {
    const before = await counts();
    const res = await post(`${ROOT}${'<g>'.repeat(5000)}<rect id="A-1-1" width="1" height="1"/>${'</g>'.repeat(5000)}</svg>`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Le plan SVG est trop imbriqué (256 niveaux de groupes au maximum).');
    expect(await counts()).toEqual(before);
  });

  it('refuses a plan whose reading passes the time limit with 413: its worker is stopped', async () => {
    expect(await readPlanOffThread(bigPlan(54_000, 0), 1)).toEqual({
      ok: false,
      status: 413,
      message: 'Le plan SVG est trop complexe : sa lecture dépasse 20 secondes. Simplifiez-le ou découpez-le.',
    });
  });

  it.each([
    ['an external entity (XXE)', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'],
    ['an entity expansion (billion laughs)', '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>'],
  ])('refuses a DOCTYPE declaring %s with 400, and changes nothing', async (_name, doctype) => {
    const before = await counts();
    const res = await post(`${doctype}${ROOT}<text>&xxe;&b;</text></svg>`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Le fichier SVG contient une déclaration DOCTYPE ou ENTITY, refusée par sécurité.');
    expect(await counts()).toEqual(before);
  });

  it('imports a plan that starts with an XML declaration, as Inkscape, Illustrator and CAD tools write it', async () => {
    const res = await post(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Généré par un logiciel de DAO -->\n${ROOT}<rect id="X-1-1" width="5" height="5"/></svg>`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, width: 4000, height: 3000 });
    expect(await storedPlan()).toMatch(/^<svg [^>]*width="4000" height="3000"/);
  });

  it('stores the plan without its external references: url(http…), escaped url in style, image-set(), xlink:href to http', async () => {
    const res = await post(
      `${ROOT}<rect id="Y-1-1" width="5" height="5" fill="url(http://evil.example/a)"/>` +
        '<rect width="1" height="1" style="fill:u\\72l(https://evil.example/b)"/><rect width="1" height="1" style="stroke:\\75rl(https://evil.example/c)"/>' +
        '<rect width="1" height="1" style="fill:red;background-image:image-set(\'https://evil.example/d.png\' 1x)"/>' +
        '<use xlink:href="http://evil.example/e.svg#a"/><rect id="Y-1-2" width="5" height="5" fill="#eee"/></svg>',
    );
    expect(res.statusCode).toBe(200);
    const stored = await storedPlan();
    expect(stored).not.toContain('evil');
    expect(stored).toContain('<rect id="Y-1-2" width="5" height="5" fill="#eee"/>');
  });
});
