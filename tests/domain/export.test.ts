import { describe, expect, it } from 'vitest';
import {
  CONCESSION_COLUMNS, CSV_BOM, DEFUNT_COLUMNS, dateSortValue, excelDateSerial, sortValueOf, HOLDER_COLUMNS, PLOT_COLUMNS, PROCEDURE_COLUMNS,
  TRAVAUX_COLUMNS, exportFileName, parseCsv, toCsv, toSheetBody, toTable,
} from '../../src/domain/export';
import { joinLists, sortRows } from '../../src/domain/filters';
import { SOURCE, TODAY } from './filtersData';

const rows = joinLists(SOURCE, TODAY);
const ctx = { today: TODAY };

describe('CSV writer (issue 6)', () => {
  it('starts with a BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(['Nom', 'Prénom'], [['Lefèvre', 'Zoé']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Nom;Prénom\r\nLefèvre;Zoé\r\n`);
  });

  it('quotes cells holding ; quotes or line breaks, and reads them back', () => {
    const body = [['a;b', 'dit "Jo"', 'ligne 1\r\nligne 2', ''], ['plain', 'é', 'ß', 'x']];
    const csv = toCsv(['h1', 'h2', 'h3', 'h4'], body);
    expect(csv).toContain('"a;b";"dit ""Jo"""');
    expect(parseCsv(csv)).toEqual([['h1', 'h2', 'h3', 'h4'], ...body]);
  });
});

describe('list columns', () => {
  it("deceased: French headers, dates DD/MM/YYYY, an unnamed person reads 'Inconnu' (spec 001 §3)", () => {
    const t = toTable(rows.defunts.filter((r) => r.id === 'D1' || r.id === 'D5'), DEFUNT_COLUMNS, ctx);
    expect(t.headers).toEqual(['Nom', 'Prénom', 'Nom de jeune fille', 'Date de naissance', 'Date de décès', 'Âge', 'Carré/Allée/Num', 'Concession']);
    expect(t.body).toEqual([
      ['Émile', 'Jean', '', '', '10/01/2026', '', 'A / 1 / 2', 'Émile'],
      ['Inconnu', '', '', '', '1990', '', 'C / 1 / 1', 'Lefèvre'],
    ]);
  });

  it('deceased: a first name alone is not Inconnu', () => {
    const named = rows.defunts.find((r) => r.id === 'D5');
    if (!named) throw new Error('no D5');
    const row = { ...named, occupant: { ...named.occupant, prenom: 'Rose' } };
    expect(toTable([row], DEFUNT_COLUMNS, ctx).body[0]?.slice(0, 2)).toEqual(['', 'Rose']);
  });

  it('plots: Libre OUI/NON and surfaces with a decimal comma', () => {
    const t = toTable(rows.plots.filter((r) => r.id === 'P1' || r.id === 'P3'), PLOT_COLUMNS, ctx);
    expect(t.headers).toEqual(['Carré/Allée/Num', 'N°', 'Famille', 'Type', 'Surface', 'Libre']);
    expect(t.body).toEqual([
      ['A / 1 / 1', '', '', '', '0,8 m²', 'OUI'],
      ['A / 2 / 10', '', 'emile', 'Terrain commun', '2,5 m²', 'NON'],
    ]);
  });

  it("concessions: a caveau provisoire's Durée reads '6 mois' and sorts before every duration in years", () => {
    const durees = toTable(rows.concessions, CONCESSION_COLUMNS, ctx).body.map((r) => r[4]);
    const caveau = rows.concessions.find((r) => r.location.type === 'Caveau' && r.location.duree === null);
    expect(caveau).toBeDefined();
    expect(toTable([caveau!], CONCESSION_COLUMNS, ctx).body[0]?.[4]).toBe('6 mois');
    expect(durees).toContain('6 mois');
    const duree = CONCESSION_COLUMNS.find((c) => c.id === 'duree')!;
    const byDuree = sortRows(rows.concessions.filter((r) => r.location.duree !== null || r.location.type === 'Caveau'), (r) => sortValueOf(duree, r, ctx));
    expect(byDuree[0]?.location.type).toBe('Caveau');
  });

  it("plots: a free plot's Type is the plot's own type", () => {
    const free = rows.plots.find((r) => r.id === 'P1');
    if (!free?.emplacement) throw new Error('no P1');
    const row = { ...free, emplacement: { ...free.emplacement, typeOccupation: 'Concession' } };
    expect(toTable([row], PLOT_COLUMNS, ctx).body[0]?.[3]).toBe('Concession');
  });

  it('holders state, works and procedure status', () => {
    const state = Object.fromEntries(rows.holders.map((r) => [r.id, HOLDER_COLUMNS.find((c) => c.id === 'etat')?.text(r, ctx)]));
    expect(state).toEqual({ C1: 'En cours', C2: 'échue', C3: 'pas de données' });
    const works = Object.fromEntries(rows.travaux.map((r) => [r.id, TRAVAUX_COLUMNS.find((c) => c.id === 'statut')?.text(r, ctx)]));
    expect(works).toEqual({ T1: 'EN COURS', T2: 'PAS DE DONNEES' });
    const procs = Object.fromEntries(rows.procedures.map((r) => [r.id, PROCEDURE_COLUMNS.find((c) => c.id === 'statut')?.text(r, ctx)]));
    expect(procs).toEqual({ R1: 'en cours', R2: 'réalisé' });
  });

  it('file names carry no accents or spaces', () => {
    expect(exportFileName('DÉFUNTS', TODAY, 'xlsx')).toBe('defunts-2026-06-15.xlsx');
    expect(exportFileName('Emplacement Carré A', TODAY, 'pdf')).toBe('emplacement-carre-a-2026-06-15.pdf');
  });
});

describe('sort values', () => {
  it('dates sort as numbers, partial dates of death at the start of what is known', () => {
    expect(dateSortValue('2026-06-15')).toBe(20260615);
    expect(dateSortValue(null)).toBeNull();
    const deces = DEFUNT_COLUMNS.find((c) => c.id === 'dateDeces');
    if (!deces) throw new Error('column');
    const sorted = sortRows(rows.defunts, (r) => sortValueOf(deces, r, ctx)).map((r) => r.id);
    // D5 died in 1990 (year only), D4 has no date of death: blanks last.
    expect(sorted).toEqual(['D5', 'D3', 'D2', 'D1', 'D4']);
  });
});

describe('spreadsheet cells (issue 6: Excel sorts and filters dates and numbers)', () => {
  it("dates are Excel's serial day numbers, 1900 system; none before 01/01/1900", () => {
    expect(excelDateSerial('2026-11-22')).toBe(46348);
    expect(excelDateSerial('1900-03-01')).toBe(61);
    // Excel's fictitious 29/02/1900 shifts the days before it by one.
    expect(excelDateSerial('1900-02-28')).toBe(59);
    expect(excelDateSerial('1900-01-01')).toBe(1);
    expect(excelDateSerial('1899-12-31')).toBeNull();
    expect(excelDateSerial('2026-02-30')).toBeNull();
    expect(excelDateSerial(null)).toBeNull();
  });

  it('typed cells where the column has a value, the text of toTable everywhere else', () => {
    const chosen = rows.concessions.filter((r) => r.id === 'L2' || r.id === 'L7');
    const body = toTable(chosen, CONCESSION_COLUMNS, ctx).body;
    expect(toSheetBody(chosen, CONCESSION_COLUMNS, ctx, body)).toEqual([
      ['A / 1 / 2', '', 'Émile', 'Concession', { t: 'n', v: 15, z: 'General" ans"' }, { t: 'n', v: 45901, z: 'dd/mm/yyyy' }, { t: 'n', v: 51380, z: 'dd/mm/yyyy' }, body[0]?.[7]],
      ['C / 1 / 1', '', 'Lefèvre', 'Cavurne', 'Perpétuelle', { t: 'n', v: 18323, z: 'dd/mm/yyyy' }, '', body[1]?.[7]],
    ]);
    // The text table itself is unchanged: CSV and PDF read it.
    expect(body[0]?.slice(4, 7)).toEqual(['15 ans', '01/09/2025', '01/09/2040']);
  });
});
