import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/fixtures';
import { frenchMessageOf } from './frenchMessage';
import { ROUTE_POLICIES, type Access, type RoutePolicy } from './routePolicies';
import { listApiRoutes, openRouteWorld, ROLES_OF_TOWN, type Caller, type CallerName, type RouteWorld } from './routeWorld';

/**
 * Route × role × municipality (DESIGN §4: a row of another cemetery answers 404, never its content). Every
 * route Fastify registers is checked against its line in routePolicies.ts: without a token, as each role of
 * the town, and as another town's administrator. A new route fails here until it is declared there.
 */

const routes = await listApiRoutes();
let w: RouteWorld;
beforeAll(async () => {
  w = await openRouteWorld();
}, 180_000);
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const RANK: Record<Access, number> = { public: -1, signedIn: 0, writer: 1, admin: 2 };
const ROLE_RANK: Record<CallerName, number> = { ROLE_USER: 0, ROLE_SOUS_ADMIN: 1, ROLE_ADMIN: 2, ROLE_SUPER_ADMIN: 3, stranger: 2 };

/** The status this caller must get with the route's valid request: 'ok' is any 2xx. */
function expected(policy: RoutePolicy, caller: CallerName): number | 'ok' {
  const override = policy.expect?.[caller];
  if (override !== undefined) return override;
  if (caller === 'stranger' && policy.foreign === 'notFound') return 404;
  return ROLE_RANK[caller] >= RANK[policy.access] ? 'ok' : 403;
}

async function call(policy: RoutePolicy, method: string, caller: Caller | undefined, as: CallerName) {
  const who = caller ?? w.callers.ROLE_USER;
  const request = await policy.sample(w, who);
  const res = await w.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: { ...(caller ? bearer(caller.token) : {}), ...request.headers },
    ...(request.payload !== undefined ? { payload: request.payload as string } : {}),
  });
  return { status: res.statusCode, body: res.body, label: `${method} ${request.url} as ${caller ? as : 'anonymous'}` };
}

function expectStatus(got: { status: number; body: string; label: string }, want: number | 'ok'): void {
  if (want === 'ok') {
    expect(got.status, `${got.label}: ${got.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
    expect(got.status, `${got.label}: ${got.body.slice(0, 300)}`).toBeLessThan(300);
  } else {
    expect(got.status, `${got.label}: ${got.body.slice(0, 300)}`).toBe(want);
    if (want >= 400) expect(frenchMessageOf(got.body), `${got.label}: French message`).toBeDefined();
  }
}

describe('route table', () => {
  it('declares every registered /api route in routePolicies.ts, and nothing else', () => {
    const registered = routes.map((r) => r.key).sort();
    expect(registered.filter((key) => !(key in ROUTE_POLICIES)), 'routes to declare in tests/server/routePolicies.ts').toEqual([]);
    expect(Object.keys(ROUTE_POLICIES).filter((key) => !registered.includes(key)), 'declared routes that no longer exist').toEqual([]);
  });
});

describe.each(routes.filter((r) => r.key in ROUTE_POLICIES))('$key', (route) => {
  const policy = ROUTE_POLICIES[route.key] as RoutePolicy;

  it(policy.access === 'public' ? 'answers without a token' : 'answers 401 without a token', async () => {
    expectStatus(await call(policy, route.method, undefined, 'ROLE_USER'), policy.access === 'public' ? 'ok' : 401);
  });

  it.each(ROLES_OF_TOWN)('as %s of the town', async (role) => {
    const caller = policy.fresh ? await w.freshCaller(role) : w.callers[role];
    expectStatus(await call(policy, route.method, caller, role), expected(policy, role));
  });

  it("as another town's administrator: never the town's content", async () => {
    const caller = policy.fresh ? await w.freshCaller('stranger') : w.callers.stranger;
    const got = await call(policy, route.method, caller, 'stranger');
    expectStatus(got, expected(policy, 'stranger'));
    if (policy.access !== 'public') for (const marker of w.markers) expect(got.body, got.label).not.toContain(marker);
  });
});
