import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiText } from '../../server/http/openapi';
import { openApiApp } from '../../server/http/openapiApp';

/**
 * The OpenAPI document comes from the routes' schemas; the committed copy (docs/openapi.json) must be what
 * the code generates today, or CI fails: run `npm run openapi` and commit the result.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await openApiApp();
});
afterAll(async () => {
  await app.close();
});

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json as OpenAPI 3.1', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login_check', '/api/sync/pull', '/api/sync/push', '/api/media/{sha256}']));
    expect(doc.paths).not.toHaveProperty('/api/openapi.json');
  });

  it('matches the committed docs/openapi.json (run `npm run openapi` after changing a route)', () => {
    const committed = readFileSync(resolve('docs/openapi.json'), 'utf8');
    expect(committed, 'docs/openapi.json is out of date: run `npm run openapi` and commit it').toBe(openApiText(app));
  });
});
