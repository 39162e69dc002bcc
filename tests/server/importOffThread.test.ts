import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessMapping } from '../../src/domain/import/headers';
import { dryRunJson, dryRunJsonOf, envelopeBatches, packedSheet, planRegisterOffThread, planRegisterParts, PLAN_ON_THREAD_MAX } from '../../server/import/planOffThread';
import { planOf, type RegisterSheet } from '../../server/import/register.service';
import { PACK_CHUNK, unpack } from '../../server/offthread/packed';
import type { ImportEnvelope } from '../../src/domain/import/plan';
import { parisToday } from '../../server/sync/clock';
import { bearer, createEspace } from '../helpers/fixtures';
import { xlsxOf, type SheetRow } from '../helpers/registers';
import { openWorld, pullAll, type SyncWorld } from './syncKit';
import { byRank } from '../helpers/byRank';

// Issue 26: a register past PLAN_ON_THREAD_MAX lines is planned in a worker thread, its rows and plan crossing by
// chunks. These pin that the plan that comes back is planOf's, mutations and their validation included.
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const LINES = PLAN_ON_THREAD_MAX + 200;

/** Two deceased per plot; every tenth line without a number (refused), every seventh with an unreadable duration. */
function register(): SheetRow[] {
  const rows: SheetRow[] = [['Carré', 'Allée', 'N°', 'Type', 'Concessionnaire', 'Durée', 'Date acte', 'Défunt', 'Date de décès']];
  for (let i = 0; i < LINES; i += 1) {
    const plot = Math.floor(i / 2);
    const first = i % 2 === 0;
    rows.push([
      `C${plot % 3}`, String(Math.floor(plot / 20)), i % 10 === 9 ? null : String(plot % 20),
      first ? 'Concession' : null, first ? `DURAND${plot} Paul` : null, first ? (i % 7 === 0 ? 'trentenaire' : '30 ans') : null, first ? `0${(plot % 9) + 1}/03/1980` : null,
      `DURAND${plot} ${first ? 'Luc' : 'Anne'}`, first ? '1990' : `avril 19${60 + (plot % 40)}`,
    ]);
  }
  return rows;
}

const sheetOf = (rows: SheetRow[]): RegisterSheet => ({ format: 'xlsx', sheet: 'Registre', rows, headerRow: 0, formulas: 0 });
const none = { emplacements: [], locations: [], occupants: [], contacts: [] };

describe('a register planned off the main thread', () => {
  it('gives back planOf’s plan: lines, counts, mutations with their validated args', { timeout: 120_000 }, async () => {
    const rows = register();
    const mapping = guessMapping(rows[0]!.map(String));
    const events: string[] = [];
    const listener = (m: unknown) => events.push(`${(m as { event: string }).event} ${(m as { name: string }).name}`);
    subscribe('cimetiere.offthread', listener);
    let crossed;
    try {
      crossed = await planRegisterOffThread([sheetOf(rows), mapping, none, []], { envelopes: 'validated' });
    } finally {
      unsubscribe('cimetiere.offthread', listener);
    }
    expect(events).toEqual(['started planRegisterPacked', 'ended planRegisterPacked']);
    const here = planOf(sheetOf(rows), mapping, none, []);
    expect(crossed.lines).toEqual(here.lines);
    expect(crossed.counts).toEqual(here.counts);
    expect(crossed.lines.some((l) => l.status === 'refusé')).toBe(true);
    expect(crossed.envelopes.length).toBe(here.envelopes.length);
    // Each mutation crosses with the args its schema validated, and that validation is found again by name.
    expect(crossed.envelopes.every((e) => e.prepared?.ok && e.prepared.def.name === e.name && e.prepared.args === e.args)).toBe(true);
    expect(byRank(crossed.envelopes.map((e) => [e.name, e.line, e.args]))).toEqual(byRank(here.envelopes.map((e) => [e.name, e.line, e.prepared?.args ?? e.args])));
  });

  it('answers the dry run as JSON text made by parts, and imports it: devices receive every row', { timeout: 180_000 }, async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const file = xlsxOf(register());
    const post = (step: string) =>
      w.app.inject({ method: 'POST', url: `/api/ESpaces/front_import_excel${step}?espaceId=${espace.id}`, headers: { ...bearer(w.admin.token), 'content-type': 'application/octet-stream' }, payload: file });
    const dry = await post('/simulation');
    expect(dry.statusCode).toBe(200);
    expect(dry.headers['content-type']).toMatch(/^application\/json/);
    const rows = register();
    const here = planOf(sheetOf(rows), guessMapping(rows[0]!.map(String)), none, [], { today: parisToday(w.app.security.clock.now()) });
    expect(dry.body).toBe(await dryRunJson({ lignes: here.lines, compteurs: here.counts, etats: here.etats }));
    const done = await post('');
    expect(done.statusCode).toBe(200);
    const answer = done.json<{ compteurs: Record<string, number>; refusees: unknown[]; partielles: unknown[] }>();
    expect(answer.compteurs).toEqual(here.counts);
    expect(answer.refusees).toEqual(here.lines.filter((l) => l.status === 'refusé'));
    expect(answer.partielles).toEqual(here.lines.filter((l) => l.status !== 'refusé' && l.warnings.length > 0));
    const pulled = await pullAll(w.app, w.writer.token, espace.id);
    const plots = [...pulled.rows.keys()].filter((k) => k.startsWith('emplacements/')).length;
    expect(plots).toBe(here.counts.emplacementsCrees);
  });

  it('plans by parts: the mutations come back in chunks, in order, and the dry run’s text is the same', { timeout: 120_000 }, async () => {
    const rows = register();
    const mapping = guessMapping(rows[0]!.map(String));
    const here = planOf(sheetOf(rows), mapping, none, []);
    const parts = await planRegisterParts([await packedSheet(sheetOf(rows)), mapping, none, []], { envelopes: 'validated', lines: 'reported' });
    expect(parts.counts).toEqual(here.counts);
    // Only the lines an import reports come back with its mutations.
    expect(await unpack(parts.lines)).toEqual(here.lines.filter((l) => l.status === 'refusé' || l.warnings.length > 0));
    const batches: ImportEnvelope[][] = [];
    for await (const batch of envelopeBatches(parts)) batches.push(batch);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((b) => b.length <= PACK_CHUNK)).toBe(true);
    const crossed = batches.flat();
    expect(crossed.every((e) => e.prepared?.ok && e.prepared.def.name === e.name && e.prepared.args === e.args)).toBe(true);
    expect(byRank(crossed.map((e) => [e.name, e.line, e.args]))).toEqual(byRank(here.envelopes.map((e) => [e.name, e.line, e.prepared?.args ?? e.args])));
    const dry = await planRegisterParts([await packedSheet(sheetOf(rows)), mapping, none, []], { envelopes: false, lines: 'all' });
    expect(dry.envelopes).toBeNull();
    expect(byRank(await dryRunJsonOf(dry.lines, { compteurs: dry.counts, etats: dry.etats }))).toEqual(byRank(await dryRunJson({ lignes: here.lines, compteurs: here.counts, etats: here.etats })));
  });
});
