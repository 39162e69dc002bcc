import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MUTATIONS } from '../../src/domain/mutations/catalogue';
import type { Row, TableName } from '../../src/domain/mutations/types';
import { eq } from 'drizzle-orm';
import { replicatedTables } from '../../server/db/replicatedTables';
import type { emplacements } from '../../server/db/schema';
import { bearer } from '../helpers/fixtures';
import { frenchMessageOf } from './frenchMessage';
import { listApiRoutes, openRouteWorld, PNG_BYTES, type ListedRoute, type RouteWorld } from './routeWorld';
import { arbitraryOf, type JsonSchema } from './schemaArbitrary';
import { seedLocation } from './syncKit';

/**
 * Every route's input fuzzed from its own zod schema (docs/CONTRACTS.md: bad input gets a French message and
 * changes nothing; no route ever answers 500 to a malformed request), sent by the town's administrator so
 * that the checks behind the validation are reached too. Routes are read from Fastify's route table: one
 * added later is fuzzed with no change here. Then every mutation of the catalogue, its args from its schema,
 * pushed as a device would. Bounded: a few dozen requests per route.
 */

const RUNS_PER_ROUTE = 30;
const RUNS_PER_MUTATION = 20;

const routes = await listApiRoutes();
let w: RouteWorld;
let ids: string[];
/** A stored row per table, to aim most mutations at (with it as their base, so they reach the write). */
let rowOf: Record<string, Row>;
beforeAll(async () => {
  w = await openRouteWorld();
  const location = await seedLocation(w.db, w.espace.id, w.plot.id);
  rowOf = { emplacements: w.plot, locations: location };
  ids = [w.espace.id, w.otherEspace.id, w.plot.id, location.id, w.societe.id, ...Object.values(w.callers).map((c) => c.id), await w.pendingRequest()];
}, 180_000);
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const jsonSchemaOf = (schema: unknown): JsonSchema | undefined =>
  schema instanceof z.ZodType ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const CONTENT_TYPES = ['application/json', 'application/octet-stream', 'image/svg+xml', 'text/plain', 'multipart/form-data; boundary=----x', 'application/x-www-form-urlencoded'];
const MARKUP = ['<svg width="10" height="10">', '<svg>', '</svg>', '<rect x="1" y="1" width="2" height="2" id="A-1-3"/>', '<path d="M0 0 L10 0 L10 10 Z"/>', '<script>alert(1)</script>', '<!DOCTYPE svg [<!ENTITY x "y">]>', '<?xml version="1.0"?>', '<g transform="scale(1e308)">', '</g>', '<foreignObject>', '<image href="http://x/y.png"/>', '&x;', '<', '"'];

/** A raw body: bytes, a PNG head, markup pieces or JSON text, under a random declared type. */
const rawBody: fc.Arbitrary<{ payload: string | Buffer; type: string }> = fc.record({
  payload: fc.oneof(
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
    fc.uint8Array({ maxLength: 100 }).map((b) => Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.from(b)])),
    fc.array(fc.constantFrom(...MARKUP), { maxLength: 12 }).map((parts) => parts.join('')),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    // JSON nested hundreds of thousands of levels deep, and JSON escapes of lone surrogates and NUL (issue 27).
    fc.integer({ min: 100, max: 300_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    fc.constantFrom('{"a":"\\ud83c"}', '["\\udf37"]', '{"\\ud83c":1}', '"\\u0000"'),
  ),
  type: fc.constantFrom(...CONTENT_TYPES),
});

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/**
 * encodeURIComponent, except that a lone surrogate (no UTF-8 for it) goes as the three bytes a careless encoder
 * writes for it (%ED%A0%BC): what a hostile client may send in a query or a path.
 */
function encodeLoose(s: string): string {
  return s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|([\uD800-\uDFFF])|[^\uD800-\uDFFF]+/g, (part, lone: string | undefined) => {
    if (lone === undefined) return encodeURIComponent(part);
    const c = lone.charCodeAt(0);
    return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeLoose(asText(value))}`;
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(asText(v))}`)
    .join('&');
}

function requestArbitrary(route: ListedRoute, token: string, usernames: string[]): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const paramsSchema = jsonSchemaOf(route.schema?.params) ?? { type: 'object', properties: Object.fromEntries(paramNames.map((n) => [n, { type: 'string' }])), required: paramNames };
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);

  const params = arbitraryOf(paramsSchema, ids);
  const query = querySchema ? fc.option(arbitraryOf(querySchema, ids), { freq: 8 }) : fc.constant(null);
  const body: fc.Arbitrary<{ payload: string | Buffer; type: string } | null> = !hasBody
    ? fc.constant(null)
    : bodySchema
      ? fc.oneof(
          { weight: 7, arbitrary: arbitraryOf(bodySchema, ids).map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' })) },
          { weight: 2, arbitrary: rawBody },
          { weight: 1, arbitrary: fc.constant(null) },
        )
      : fc.option(rawBody, { freq: 8 });
  // Now and then acting as someone else (x-switch-user), known or not.
  const switchUser = fc.option(fc.oneof(fc.constantFrom(...usernames), fc.string({ maxLength: 20 })), { freq: 10 });

  return fc.record({ params, query, body, switchUser }).map(({ params: p, query: q, body: b, switchUser: s }) => {
    const values = (p !== null && typeof p === 'object' ? p : {}) as Record<string, unknown>;
    const path = route.url.replace(/:(\w+)/g, (_all, name: string) => encodeLoose(asText(values[name] ?? '')));
    const headers: Record<string, string> = { ...bearer(token) };
    if (s !== null && s.trim() && !/[\r\n]/.test(s)) headers['x-switch-user'] = s;
    if (b) headers['content-type'] = b.type;
    return { url: q === null ? path : `${path}?${queryString(q)}`, headers, ...(b ? { payload: b.payload } : {}) };
  });
}

async function expectNoFault(request: FuzzRequest & { method: string }): Promise<void> {
  const res = await w.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
  const shown = `${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, shown).toBeLessThan(500);
  if (res.statusCode >= 400) expect(frenchMessageOf(res.body), `French message: ${shown}`).toBeDefined();
}

describe.each(routes)('fuzzing $key', (route) => {
  it('never answers 500; every refusal is a 4xx with a French message', async () => {
    const usernames = Object.values(w.callers).map((c) => c.username);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, w.callers.ROLE_ADMIN.token, usernames), (request) => expectNoFault({ ...request, method: route.method })),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});

async function currentRow(table: TableName, id: string): Promise<Record<string, unknown>> {
  const target = replicatedTables[table] as unknown as typeof emplacements;
  const [row] = await w.db.select().from(target).where(eq(target.id, id));
  return row ?? {};
}

describe.each(Object.keys(MUTATIONS))('pushing %s with args from its schema', (name) => {
  it('never answers 500; each mutation is applied, or refused with a French reason', async () => {
    const def = MUTATIONS[name];
    const argsSchema = def ? jsonSchemaOf(def.args) : undefined;
    if (!argsSchema) throw new Error(`no args schema for ${name}`);
    const stored = def ? rowOf[def.table] : undefined;
    const envelope = fc.record({
      args: arbitraryOf(argsSchema, ids),
      aimed: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
      createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    });
    await fc.assert(
      fc.asyncProperty(envelope, async ({ args: generated, aimed, createdAt }) => {
        const clientId = randomUUID();
        const onStored = aimed && stored && generated !== null && typeof generated === 'object' && !Array.isArray(generated);
        const args = onStored ? { ...generated, id: stored.id } : generated;
        // The row as it is now (earlier runs changed it): the base a device would send.
        const base = onStored && def ? await currentRow(def.table, stored.id) : {};
        const payload = { espaceId: w.espace.id, clientId, mutations: [{ id: randomUUID(), seq: 1, name, args, base, createdAt }] };
        const res = await w.app.inject({ method: 'POST', url: '/api/sync/push', headers: bearer(w.callers.ROLE_ADMIN.token), payload });
        const shown = `${name} ${JSON.stringify(args).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, shown).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(frenchMessageOf(res.body), shown).toBeDefined();
          return;
        }
        for (const result of res.json<{ results: Array<{ status: string; error?: string }> }>().results) {
          if (result.status === 'rejected' || result.status === 'conflict') expect(frenchMessageOf(JSON.stringify({ message: result.error })), shown).toBeDefined();
        }
      }),
      { numRuns: RUNS_PER_MUTATION },
    );
  });
});
