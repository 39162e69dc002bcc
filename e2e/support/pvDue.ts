import { type APIRequestContext, expect } from '@playwright/test';
import { abandonActs } from '../../server/demo/repriseAbandon';
import { addDays } from '../../src/domain/dates';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure } from '../../src/domain/entities/procedure';
import { procedurePrecondition } from '../../src/domain/procedures';
import { live, pullAll, soleCurrentConcessions, type Row } from './ficheServer';

function localToday(): string {
  return new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

async function push(request: APIRequestContext, bearer: string, espaceId: string, name: string, args: Record<string, unknown>, base: Record<string, unknown>): Promise<Row> {
  const res = await request.post('/api/sync/push', {
    headers: { authorization: `Bearer ${bearer}` },
    data: { espaceId, clientId: crypto.randomUUID(), mutations: [{ id: crypto.randomUUID(), seq: 1, name, args, base, createdAt: new Date().toISOString() }] },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: Array<{ status: string }>; cursor: number };
  expect(body.results[0], name).toMatchObject({ status: 'applied' });
  const pulled = await request.get(`/api/sync/pull?espace=${espaceId}&cursor=${Math.max(0, body.cursor - 20)}&limit=100`, { headers: { authorization: `Bearer ${bearer}` } });
  const row = (((await pulled.json()) as { changes: Record<string, Row[]> }).changes['procedures'] ?? []).find((r) => r.id === args['id']);
  expect(row).toBeDefined();
  return row as Row;
}

/**
 * A reprise after abandonment whose first PV (step 3) is due today, as the server holds it: steps 1 and 2
 * pushed on their lawful dates for a concession the law lets the town take back (as e2e/repriseAbandonPv does).
 * Returns the plot's id.
 */
export async function plotWithPvDue(request: APIRequestContext, bearer: string, espaceId: string): Promise<string> {
  const today = localToday();
  const state = await pullAll(request, bearer, espaceId);
  const procedures = live(state['procedures']) as unknown as Procedure[];
  const location = soleCurrentConcessions(state)
    .map((r) => r as unknown as Location)
    .find((l) => {
      if (!l.famille || procedures.some((p) => p.emplacementId === l.emplacementId)) return false;
      const occupants = live(state['occupants']).filter((o) => o['emplacementId'] === l.emplacementId) as unknown as Occupant[];
      return procedurePrecondition('repriseAbandon', { location: l, occupants, procedures: [], today }).possible;
    });
  if (!location) throw new Error('no concession open to a reprise after abandonment in the demo data');
  const [notice, posted, ended] = abandonActs(addDays(today, -40), { regime: '2022' });
  if (!notice || !posted || !ended) throw new Error('no acts');
  const id = crypto.randomUUID();
  let row = await push(request, bearer, espaceId, 'procedure.start', {
    id, kind: 'repriseAbandon', emplacementId: location.emplacementId, locationId: location.id, etape: { etape: 1, phase: null, champs: { ...notice.champs, valide: true } }, notificationId: crypto.randomUUID(),
  }, {});
  for (const act of [posted, ended]) {
    row = await push(request, bearer, espaceId, 'procedure.recordStep', { id, etape: act.etape, phase: act.phase, champs: { ...act.champs, valide: true }, notificationId: crypto.randomUUID() },
      { etat: row['etat'], etapes: row['etapes'], dateFin: row['dateFin'], data: row['data'] });
  }
  return location.emplacementId;
}
