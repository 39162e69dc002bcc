import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/**
 * Issue 14, first load: the app shell is sent compressed on every client route, /login with its page drawn in
 * it (dist/login.html, scripts/prerenderLogin.ts), and /robots.txt is a robots file.
 */

let database: Database;
let dist: string;
let app: FastifyInstance;
// As large as the built index.html (over the compression threshold of 1 KB).
const shell = `<!doctype html><html lang="fr"><head><title>Cimetière</title>${'<link rel="modulepreload" href="/assets/chunk-1234.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
// A built chunk and the brotli copy the build made of it (scripts/precompress.ts), at a quality the server's
// on-the-fly compression does not use, so the copy is recognisable byte for byte.
const chunk = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'ligne ${i}'`).join(',')}];`;
const chunkBr = brotliCompressSync(chunk, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const loginShell = shell.replace('<div id="root"></div>', '<div id="root" data-prerendered="login"><main><h1>Connexion</h1></main></div>');

beforeAll(async () => {
  database = await openTestDatabase();
  dist = mkdtempSync(join(tmpdir(), 'cimetiere-shell-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'login.html'), loginShell);
  copyFileSync(join('public', 'robots.txt'), join(dist, 'robots.txt'));
  writeFileSync(join(dist, 'assets', 'rows-1234.js'), chunk);
  writeFileSync(join(dist, 'assets', 'rows-1234.js.br'), chunkBr);
  app = await buildApp({ config: testConfig(), database, staticDir: dist });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the app shell', () => {
  it.each([
    ['/login', loginShell],
    ['/login?redirect=%2Fdefunts', loginShell],
    ['/concessions', shell],
    ['/fiche-concession/abc', shell],
    ['/', shell],
    ['/register', shell],
  ])('%s answers its shell compressed with brotli', async (url, expected) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(expected);
  });

  it('unknown API paths, source maps and other methods stay JSON 404s in French', async () => {
    for (const [method, url] of [
      ['GET', '/api/nulle-part'],
      ['GET', '/assets/app-1234.js.map'],
      ['POST', '/concessions'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Ressource introuvable.' });
    }
  });
});

describe('assets', () => {
  it("are sent as the build's brotli copy to a browser that takes brotli, and as the file itself to others", async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/rows-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(br.rawPayload, chunkBr)).toBe(0);

    const gzip = await app.inject({ method: 'GET', url: '/assets/rows-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(chunk);

    const plain = await app.inject({ method: 'GET', url: '/assets/rows-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });
});

/**
 * Whether robots.txt lets a robot of group `*` fetch `path` (RFC 9309 §2.2.2: the longest matching rule wins,
 * an allow over a disallow of the same length, none allows; `*` matches any characters, a final `$` the end).
 */
function robotsAllow(robots: string, path: string): boolean {
  const rules = robots.split('\n').map((l) => /^(allow|disallow):\s*(\S*)/i.exec(l.trim())).filter((m) => m !== null)
    .map((m) => ({ allow: m[1]!.toLowerCase() === 'allow', pattern: m[2]! })).filter((r) => r.pattern !== '');
  const matches = (pattern: string) => {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
  };
  const best = rules.filter((r) => matches(r.pattern)).sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return best ? best.allow : true;
}

describe('/robots.txt', () => {
  // Disallowing the app's screens made Lighthouse's SEO fail (is-crawlable) on every screen after sign-in
  // (issue 14); their HTML is the public shell, so only the API is kept from robots. The portal (issue 30):
  // robots allowed on a cemetery's page, not on its search results.
  it('is a robots file, not the app shell: every page may be crawled but the API and the portal searches', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(['User-agent: *', 'Disallow: /api/', 'Disallow: /portail/*/recherche']);
  });

  it.each([
    ['/portail/saint-martin-des-champs-bourg', true],
    ['/portail/sainte-seve', true],
    ['/portail/sainte-seve/reglement.pdf', true],
    ['/portail/sainte-seve/defunt/0b8e7c1e-5f7a-4c1e-9d55-3c2f6a1b2c3d', true],
    ['/portail/saint-martin-des-champs-bourg/recherche?nom=lefevre', false],
    ['/portail/sainte-seve/recherche?nom=le%20goff&prenom=anne', false],
    ['/portail/sainte-seve/recherche', false],
    ['/login', true],
    ['/concessions', true],
    ['/', true],
    ['/api/users/currentUser', false],
  ])('%s: robots allowed %s', async (path, allowed) => {
    const robots = (await app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robotsAllow(robots, path)).toBe(allowed);
  });
});
