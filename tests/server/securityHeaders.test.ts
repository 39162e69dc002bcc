import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/** Security headers on the app and the API, and no source map served (a built front end in a temp folder). */

let database: Database;
let dist: string;
let local: FastifyInstance;
let secure: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  dist = mkdtempSync(join(tmpdir(), 'cimetiere-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cimetière</title><script type="module" src="/assets/app-1234.js"></script>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["src/secret-source.ts"]}');
  local = await buildApp({ config: testConfig(), database, staticDir: dist });
  secure = await buildApp({ config: testConfig({ secureCookies: true }), database, staticDir: dist });
});
afterAll(async () => {
  await local.close();
  await secure.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(csp: unknown): Map<string, string[]> {
  const entries = String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0]);
  return new Map(entries.map(([name, ...values]) => [name as string, values]));
}

describe('security headers', () => {
  it('gives the app shell a CSP fit for the app, no framing, no sniffing, no referrer', async () => {
    for (const url of ['/', '/plan', '/assets/app-1234.js']) {
      const res = await local.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(csp.get('worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('puts the same headers on the API', async () => {
    const res = await local.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds HSTS and upgrade-insecure-requests only when served over HTTPS (secure cookies)', async () => {
    const res = await secure.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('never serves a source map', async () => {
    const res = await local.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret-source');
    expect((await local.inject({ method: 'GET', url: '/assets/autre.js.map?x=1' })).statusCode).toBe(404);
  });
});
