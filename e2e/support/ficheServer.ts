import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** What the server ends up with, and the network switch, for the plot sheet's end-to-end tests. */

export type Row = Record<string, unknown> & { id: string };
export type ServerState = Record<string, Row[]>;

export async function token(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const login = await request.post('/api/login_check', { data: { username: account.username, password: account.password } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Every replicated row of the cemetery, tombstones included, as the server holds it. */
export async function pullAll(request: APIRequestContext, bearer: string, espaceId: string): Promise<ServerState> {
  const all: ServerState = {};
  let cursor = 0;
  for (;;) {
    const res = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=5000`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as { changes: Record<string, Row[]>; cursor: number; hasMore: boolean };
    for (const [table, rows] of Object.entries(page.changes)) (all[table] ??= []).push(...rows);
    cursor = page.cursor;
    if (!page.hasMore) return all;
  }
}

/** The cemetery opened on this device: the one replica database there is. */
export async function deviceEspaceId(page: Page): Promise<string> {
  const find = () =>
    page.evaluate(async () => {
      const dbs = await indexedDB.databases();
      return dbs.map((d) => d.name ?? '').find((n) => n.startsWith('cimetiere-')) ?? '';
    });
  // The replica is created by the first sync after sign-in.
  await expect.poll(find).not.toBe('');
  return (await find()).slice('cimetiere-'.length);
}

/** Every row of one store of the device's replica, read straight from IndexedDB (rows without blobs). */
export async function replicaStore<T = Record<string, unknown>>(page: Page, espaceId: string, store: string): Promise<T[]> {
  return page.evaluate(
    async ({ name, store }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        return await new Promise<T[]>((resolve, reject) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result as T[]);
          req.onerror = () => reject(req.error);
        });
      } finally {
        db.close();
      }
    },
    { name: `cimetiere-${espaceId}`, store },
  );
}

/** The device replica's pull cursor (0 before its first page is applied). */
async function replicaCursor(page: Page, espaceId: string): Promise<number> {
  const meta = await replicaStore<{ key: string; value: unknown }>(page, espaceId, 'meta');
  const cursor = meta.find((m) => m.key === 'cursor')?.value;
  return typeof cursor === 'number' ? cursor : 0;
}

/**
 * Waits until the device's replica holds every change the server has: the server has nothing after the
 * replica's cursor. The sync button's 'synchronisé' is no such proof: it is the state kept from the last sync,
 * shown at once after a reload, and a navigation stops a first sync part-way (it resumes on the next page).
 */
export async function waitForReplicaUpToDate(page: Page, request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const espaceId = await deviceEspaceId(page);
  const headers = { authorization: `Bearer ${await token(request, account)}` };
  await expect
    .poll(
      async () => {
        const cursor = await replicaCursor(page, espaceId);
        if (cursor === 0) return 'vide';
        const res = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${cursor}&limit=1`, { headers });
        const next = (await res.json()) as { changes: Record<string, unknown[]>; hasMore: boolean };
        return next.hasMore || Object.values(next.changes).some((rows) => rows.length > 0) ? 'en retard' : 'à jour';
      },
      { timeout: 120_000 },
    )
    .toBe('à jour');
  return espaceId;
}

export async function goOffline(page: Page): Promise<void> {
  // setOffline does not stop the service worker's own requests (TOOLCHAIN pitfall 6): abort the API too.
  await page.context().setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(page: Page): Promise<void> {
  await page.unroute('**/api/**');
  await page.context().setOffline(false);
}

export const live = (rows: Row[] | undefined): Row[] => (rows ?? []).filter((r) => !r.deletedAt);

/**
 * Current concessions of the granted types whose plot holds no other current concession, so the sheet shows
 * exactly that one (the sheet's own rule picks one when there are several).
 */
export function soleCurrentConcessions(state: ServerState, types: readonly string[] = ['Concession']): Row[] {
  const current = live(state.locations).filter((l) => !l.isArchived);
  const perPlot = new Map<unknown, number>();
  for (const l of current) perPlot.set(l.emplacementId, (perPlot.get(l.emplacementId) ?? 0) + 1);
  return current.filter((l) => types.includes(String(l.type)) && perPlot.get(l.emplacementId) === 1);
}

/** The deceased the sheet of this concession lists and counts: of its plot and of this concession, still present. */
export function presentOccupants(state: ServerState, location: Row): Row[] {
  return live(state.occupants).filter((o) => o.emplacementId === location.emplacementId && o.locationId === location.id && o.etat === 'present');
}

/** A date N days from today (the device's clock), YYYY-MM-DD. */
export function isoDay(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}
