import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../../src/replica/sync/transport';

/**
 * `fetch` over Fastify's `app.inject`: the sync engine talks HTTP to the real in-process server, routes,
 * validation and SQL included, with no socket. `getApp` is called per request so a test can "restart"
 * the server (rebuild the app on the same database) under a running client.
 */
export function injectFetch(getApp: () => FastifyInstance): FetchLike {
  return async (url, init) => {
    const target = new URL(url, 'http://cimetiere.test');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let payload: string | Buffer | undefined;
    if (typeof init.body === 'string') payload = init.body;
    else if (init.body instanceof Blob) payload = Buffer.from(await init.body.arrayBuffer());
    const res = await getApp().inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    const body = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0 ? null : new Uint8Array(res.rawPayload);
    return new Response(body, { status: res.statusCode, headers: out });
  };
}
