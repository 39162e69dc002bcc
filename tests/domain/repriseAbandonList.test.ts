import { read, utils } from '@e965/xlsx';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { toSheetBody, toTable } from '../../src/domain/export';
import {
  currentStepText, pvDateOf, REPRISE_ABANDON_LIST_COLUMNS, REPRISE_ABANDON_LIST_FOOTNOTE, REPRISE_ABANDON_LIST_TITLE, repriseAbandonListRows,
} from '../../src/domain/export/repriseAbandonList';
import type { Contact, Location, Procedure } from '../../src/domain/entities';
import { EMPTY_FILTERS, joinLists, matchesFilters, type ListSource } from '../../src/domain/filters';
import { planPlotMatches, PlanFromLists } from '../../src/domain/plan';
import { procedureDef } from '../../src/domain/procedures';
import { isRepriseAbandonEnCours } from '../../src/domain/rules/concessionStatus';
import { runTableExport } from '../../workers/export.run';
import { SOURCE, TODAY } from './filtersData';

/**
 * The R2223-17 list (issue 12) and the one rule behind it and the plan's 'Reprise par abandon en cours' filter:
 * an unfinished procedure of kind repriseAbandon. The reprises are written as rows, as the engine will write them.
 */

const base = { espaceId: 'E', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function reprise(id: string, emplacementId: string, locationId: string, over: Partial<Procedure>): Procedure {
  return { ...base, id, emplacementId, locationId, kind: 'repriseAbandon', etat: 1, dateDebut: '2024-01-01', dateFin: null, regime: '2022', etapes: [], data: {}, ...over };
}

const done = (etape: number, dateFin: string, champs: Record<string, unknown> = {}) => ({ etape, dateFin, enCours: false, champs });

/** The handwritten cemetery of the filter tests, with three reprises after abandonment on P4, P7 and P5 (finished). */
function source(): ListSource {
  const p7 = reprise('R1', 'P7', 'L7', {
    etat: 4, dateDebut: '2024-01-10',
    etapes: [done(1, '2024-01-10'), done(2, '2024-01-20'), done(3, '2024-03-04', { dateHeure: '2024-03-04T10:30' }), done(4, '2024-03-08')],
  });
  const p4 = reprise('R3', 'P4', 'L4', {
    etat: 9, dateDebut: '2021-05-02', regime: 'avant-2022',
    etapes: [
      done(1, '2021-05-02'), done(3, '2021-06-15', { dateHeure: '2021-06-15T09:00' }), done(4, '2021-06-20'),
      done(9, '2025-02-03'), { etape: 10, dateFin: null, enCours: true, dateDebut: '2025-02-06', phase: 'affichage' as const, champs: {} },
    ],
  });
  const finished = reprise('R4', 'P5', 'L5', { etat: 13, dateFin: '2025-01-01' });
  const deleted = { ...reprise('R5', 'P2', 'L2', {}), deletedAt: '2026-01-02T00:00:00Z' };
  const coHolder: Contact = { ...(SOURCE.contacts[1] as Contact), id: 'C9', prenom: 'Lucie', nom: 'Zola', typeDeContact: 'Co-concessionnaire' };
  const lefevre: Contact = { ...(SOURCE.contacts[0] as Contact), id: 'C8', locationId: 'L7', prenom: 'Paul', nom: 'Lefèvre' };
  return {
    ...SOURCE,
    contacts: [...SOURCE.contacts, coHolder, lefevre],
    procedures: [SOURCE.procedures[1] as Procedure, p7, p4, finished, deleted],
  };
}

describe('the rule: a reprise after abandonment under way', () => {
  it.each([
    ['unfinished', {}, true],
    ['finished', { dateFin: '2026-01-01' }, false],
    ['deleted', { deletedAt: '2026-01-01T00:00:00Z' }, false],
    ['another kind', { kind: 'repriseNonRenouvellement' as const }, false],
  ])('%s: %s', (_name, over, expected) => {
    expect(isRepriseAbandonEnCours({ ...reprise('R', 'P', 'L', {}), ...over })).toBe(expected);
  });

  it('the plan and the lists put a plot in the filter by its procedures, not by the state of the grave', () => {
    const src = source();
    // A grave marked 'Abandonnée' with no procedure is not in the filter; one under reprise is, whatever its state.
    const marked = { ...src, locations: src.locations.map((l) => (l.id === 'L2' ? ({ ...l, etatAbandon: 5 } as Location) : l)) };
    const rows = joinLists(marked, TODAY);
    const state = { ...EMPTY_FILTERS, statuts: ['abandon_en_cours' as const] };
    const listed = rows.plots.filter((r) => matchesFilters(r, state, TODAY)).map((r) => r.id).sort();
    const planned = new PlanFromLists().plots(rows).filter((p) => planPlotMatches(p, state, TODAY)).map((p) => p.id).sort();
    expect(listed).toEqual(['P4', 'P7']);
    expect(planned).toEqual(listed);
    // Once the reprise of P7 is finished, P7 leaves the filter.
    const ended = { ...marked, procedures: marked.procedures.map((p) => (p.id === 'R1' ? { ...p, dateFin: '2026-06-01' } : p)) };
    const after = new PlanFromLists().plots(joinLists(ended, TODAY)).filter((p) => planPlotMatches(p, state, TODAY)).map((p) => p.id);
    expect(after).toEqual(['P4']);
  });
});

describe('repriseAbandonListRows (R2223-17)', () => {
  const rows = joinLists(source(), TODAY);
  const list = repriseAbandonListRows(rows.procedures, rows.holders);
  const title = (e: number) => procedureDef('repriseAbandon')?.steps.find((s) => s.etape === e)?.titre;
  const step = (e: number) => (title(e) ? `Étape ${e} : ${title(e) as string}` : `Étape ${e}`);

  it('lists the unfinished reprises only, in plot order, with their holders and PV dates', () => {
    expect(list.map((r) => r.id)).toEqual(['R3', 'R1']);
    const [p4, p7] = list;
    expect(p4?.holders).toEqual(['Jean ZOLA', 'Lucie ZOLA']);
    expect(p7?.holders).toEqual(['Paul LEFÈVRE']);
    expect(p4?.pv).toEqual([{ date: '2021-06-15', heure: '09:00' }, { date: '2025-02-03', heure: null }]);
    expect(p7?.pv).toEqual([{ date: '2024-03-04', heure: '10:30' }, null]);
    expect(p7?.etapeCourante).toBe(step(4));
    expect(p4?.etapeCourante).toBe(`${step(10)} (en cours : affichage)`);
  });

  it('the PV date falls back on the day the step was done; a step under way has none', () => {
    const proc = reprise('R', 'P', 'L', { etapes: [done(3, '2024-05-06'), { etape: 9, dateFin: null, enCours: true, champs: { dateHeure: '2025-01-01T10:00' } }] });
    expect(pvDateOf(proc, 3)).toEqual({ date: '2024-05-06', heure: null });
    expect(pvDateOf(proc, 9)).toBeNull();
    expect(currentStepText(reprise('R', 'P', 'L', { etat: 0 }))).toBe('Aucune étape effectuée');
  });

  it('the columns: plot, concession, holders, start, both PVs, step reached, next step and from when', () => {
    const { headers, body } = toTable(list, REPRISE_ABANDON_LIST_COLUMNS, { today: TODAY });
    expect(headers).toEqual(['Carré/Allée/Num', 'Concession', 'Concessionnaire(s)', 'Début de la procédure', '1er procès-verbal', '2e procès-verbal', 'Étape atteinte', 'Prochaine étape', 'Possible à partir du']);
    expect(body[0]?.slice(0, 6)).toEqual(['B / 1 / 1', 'famille Zola', 'Jean ZOLA, Lucie ZOLA', '02/05/2021', '15/06/2021 à 9 h 00', '03/02/2025']);
    expect(body[1]?.slice(0, 6)).toEqual(['C / 1 / 1', 'famille Lefèvre', 'Paul LEFÈVRE', '10/01/2024', '04/03/2024 à 10 h 30', '']);
  });

  it('exports as Excel, read back cell by cell, dates as dates, the footnote under the rows', () => {
    const { headers, body } = toTable(list, REPRISE_ABANDON_LIST_COLUMNS, { today: TODAY });
    const sheetBody = toSheetBody(list, REPRISE_ABANDON_LIST_COLUMNS, { today: TODAY }, body);
    const result = runTableExport({ title: REPRISE_ABANDON_LIST_TITLE, headers, body, sheetBody, footnote: REPRISE_ABANDON_LIST_FOOTNOTE, format: 'xlsx', cemetery: 'Saint-Éloi', today: TODAY });
    expect(result.fileName).toBe('concessions-en-cours-de-reprise-pour-etat-d-abandon-2026-06-15.xlsx');
    const book = read(result.bytes);
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    const cells = utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    expect(cells[0]).toEqual(headers);
    expect(cells[1]?.slice(0, 4)).toEqual(['B / 1 / 1', 'famille Zola', 'Jean ZOLA, Lucie ZOLA', '02/05/2021']);
    expect(sheet['D2']).toMatchObject({ t: 'n', w: '02/05/2021' });
    expect(cells.at(-1)?.[0]).toContain('article R2223-17 du CGCT');
    expect(cells.at(-1)?.[0]).toContain('Référence non confirmée');
  });

  it('exports as PDF with the footnote saying R2223-17 is unconfirmed', async () => {
    const { headers, body } = toTable(list, REPRISE_ABANDON_LIST_COLUMNS, { today: TODAY });
    const result = runTableExport({ title: REPRISE_ABANDON_LIST_TITLE, headers, body, sheetBody: [], footnote: REPRISE_ABANDON_LIST_FOOTNOTE, format: 'pdf', cemetery: 'Saint-Éloi', today: TODAY });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(result.bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`${REPRISE_ABANDON_LIST_TITLE} - Saint-Éloi - 15/06/2026`);
    expect(flat).toContain('Paul LEFÈVRE');
    expect(flat).toContain('Référence non confirmée');
  });

  it('with no reprise under way, the list is empty and still exports its headers and footnote', () => {
    const none = joinLists({ ...SOURCE, procedures: [] }, TODAY);
    const empty = repriseAbandonListRows(none.procedures, none.holders);
    expect(empty).toEqual([]);
    const { headers, body } = toTable(empty, REPRISE_ABANDON_LIST_COLUMNS, { today: TODAY });
    const result = runTableExport({ title: REPRISE_ABANDON_LIST_TITLE, headers, body, sheetBody: [], footnote: REPRISE_ABANDON_LIST_FOOTNOTE, format: 'xlsx', cemetery: 'x', today: TODAY });
    const book = read(result.bytes);
    const cells = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] as never, { header: 1, raw: false, defval: '' });
    expect(cells[0]).toEqual(headers);
  });
});
