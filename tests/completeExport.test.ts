import { describe, expect, it } from 'vitest';
import { read, utils } from '@e965/xlsx';
import { unzipSync, strFromU8 } from 'fflate';
import { DEFAULT_EXPORT_FILTER, exportFiles, filterCemeteryData, type CemeteryData } from '../src/domain/donnees/exportSheets';
import { safeFileStem } from '../src/domain/donnees/mediaNames';
import type { Media, Tarif } from '../src/domain/entities';
import { buildCompleteExport } from '../workers/completeExport.build';
import { SOURCE, TODAY } from './domain/filtersData';

/**
 * The complete export of a cemetery (issue 15): the workbook is read back sheet by sheet, column by column,
 * one row per live record; the ZIP is opened and its files are named after their plots.
 */

const repl = { espaceId: 'E', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };
const photo = (id: string, emplacementId: string, sha: string, takenAt: string): Media => ({
  ...repl, id, sha256: sha.repeat(64).slice(0, 64), nom: 'IMG_0001.JPG', mime: 'image/jpeg', size: 3, kind: 'photo', emplacementId,
  locationId: null, archive: false, takenAt, latitude: null, longitude: null,
});
const tarif: Tarif = {
  ...repl, id: 'T1', typeEmplacement: 'Concession', parMetreCarre: false, tarifFixe: 450, tarifRenouv: 300, duree: 30, perpetuelle: false,
  tarifDuree: 15, surface: 1, dateApplication: '2025-01-01', ccas: 30, isCCASTier: false, prestationsAttribution: [{ nom: 'Creusement', montant: 120.5 }],
  prestationsRenouv: [], archive: false,
} as Tarif;

const data: CemeteryData = {
  espace: { id: 'E', nom: 'Cimetière de Saint-Éloi', mapSha256: 'c'.repeat(64) },
  ...SOURCE,
  exhumations: [],
  tarifs: [tarif],
  media: [photo('M1', 'P3', 'a', '2026-01-02T10:00:00Z'), photo('M2', 'P3', 'b', '2026-01-03T10:00:00Z'), photo('M3', 'P8', 'd', '2026-01-01T10:00:00Z')],
  documents: [{ ...repl, id: 'DOC1', locationId: 'L2', emplacementId: 'P2', nom: 'Acte de concession', description: null, mediaSha256: 'e'.repeat(64), slug: 'acte-creation-de-concession', dateDocument: '2026-01-02', remplacePar: null }],
};

function sheetRows(bytes: Uint8Array, name: string): string[][] {
  const book = read(bytes);
  const sheet = book.Sheets[name];
  if (!sheet) throw new Error(`no sheet ${name}`);
  return utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

describe('complete export of a cemetery (issue 15)', () => {
  const filtered = filterCemeteryData(data, DEFAULT_EXPORT_FILTER);
  const files = exportFiles(filtered);
  const bytes = new Map([[files[0]?.sha256 ?? '', new TextEncoder().encode('<svg/>')], ['a'.repeat(64), new Uint8Array([1, 2, 3])]]);
  const result = buildCompleteExport({ data, filter: DEFAULT_EXPORT_FILTER, today: TODAY, cemetery: 'Cimetière de Saint-Éloi', files, bytes });

  it('has a sheet per entity, in French columns, one row per live record', () => {
    const book = read(result.workbook.bytes);
    expect(book.SheetNames).toEqual(['Emplacements', 'Concessions', 'Défunts', 'Concessionnaires et contacts', 'Travaux', 'Procédures', 'Tarifs', 'Fichiers']);
    const plots = sheetRows(result.workbook.bytes, 'Emplacements');
    expect(plots[0]?.slice(0, 7)).toEqual(['Emplacement', 'Carré', 'Allée', 'N°', 'Libellé', "Type d'occupation", 'Surface']);
    // P8 is deleted: 7 live plots.
    expect(plots).toHaveLength(1 + 7);
    expect(plots.find((r) => r[0] === 'Carré A - Allée 2 - N° 10')?.slice(10, 14)).toEqual(['Échue', 'emile', '1', '2']);
    const concessions = sheetRows(result.workbook.bytes, 'Concessions');
    expect(concessions).toHaveLength(1 + SOURCE.locations.length);
    const l7 = concessions.find((r) => r[2] === 'Lefèvre');
    expect(l7?.slice(3, 8)).toEqual(['Cavurne', 'Familiale', 'Perpétuelle', '01/03/1950', '']);
    const defunts = sheetRows(result.workbook.bytes, 'Défunts');
    expect(defunts).toHaveLength(1 + SOURCE.occupants.filter((o) => !o.deletedAt && SOURCE.emplacements.find((e) => e.id === o.emplacementId && !e.deletedAt)).length);
    expect(defunts.find((r) => r[4] === 'Marie')?.slice(0, 6)).toEqual(['Carré C - Allée 1 - N° 1', 'Lefèvre', 'Monsieur', 'Lefèvre', 'Marie', 'Durand']);
    expect(sheetRows(result.workbook.bytes, 'Concessionnaires et contacts')[0]?.slice(0, 5)).toEqual(['Emplacement', 'Concession', 'Qualité', 'Civilité', 'Nom']);
    expect(sheetRows(result.workbook.bytes, 'Tarifs')[1]?.slice(0, 11)).toEqual(['Concession', '30', 'Simple (2-4 m²)', 'Non', '450', '300', '15', '01/01/2025', '30', 'Non', 'Creusement (120,5 €)']);
  });

  it('writes dates as date cells and labels, not codes', () => {
    const book = read(result.workbook.bytes);
    const sheet = book.Sheets['Concessions'];
    const rows = sheetRows(result.workbook.bytes, 'Concessions');
    const row = rows.findIndex((r) => r[2] === 'Zola') + 1;
    expect(sheet?.[`G${row}`]).toMatchObject({ t: 'n', w: '01/01/1970' });
    expect(rows[row - 1]?.[14]).toBe('Échue');
  });

  it('zips the workbook, the plan and every photo and document named after its plot, and says what is missing', () => {
    if (!result.zip) throw new Error('no zip');
    const zip = unzipSync(result.zip.bytes);
    expect(Object.keys(zip).sort()).toEqual([
      'LISEZMOI.txt',
      'export-complet-cimetiere-de-saint-eloi-2026-06-15.xlsx',
      'photos/Carré A - Allée 2 - N° 10 - photo 1.jpg',
      'plan/Plan - Cimetière de Saint-Éloi.svg',
    ]);
    expect(files.map((f) => f.path)).toEqual([
      'plan/Plan - Cimetière de Saint-Éloi.svg',
      'photos/Carré A - Allée 2 - N° 10 - photo 1.jpg',
      'photos/Carré A - Allée 2 - N° 10 - photo 2.jpg',
      'documents/Carré A - Allée 1 - N° 2 - Acte de concession.pdf',
    ]);
    expect(result.missing.map((f) => f.path)).toEqual(['photos/Carré A - Allée 2 - N° 10 - photo 2.jpg', 'documents/Carré A - Allée 1 - N° 2 - Acte de concession.pdf']);
    expect(strFromU8(zip['LISEZMOI.txt'] ?? new Uint8Array())).toContain('2 fichier(s) n’ont pas pu être inclus');
    const listed = sheetRows(result.workbook.bytes, 'Fichiers');
    expect(listed.find((r) => r[3] === 'photos/Carré A - Allée 2 - N° 10 - photo 2.jpg')?.[4]).toBe('Non : indisponible lors de l’export');
    // The workbook inside the ZIP is the same workbook.
    expect(read(zip['export-complet-cimetiere-de-saint-eloi-2026-06-15.xlsx'] ?? new Uint8Array()).SheetNames).toContain('Tarifs');
  });

  it('the filter keeps the chosen carrés and can leave the archived concessions and the files out', () => {
    const only = buildCompleteExport({ data, filter: { archivees: false, fichiers: false, carres: ['A'] }, today: TODAY, cemetery: 'X', files: [], bytes: new Map() });
    expect(only.zip).toBeNull();
    expect(sheetRows(only.workbook.bytes, 'Emplacements').slice(1).map((r) => r[1])).toEqual(['A', 'A', 'A']);
    expect(sheetRows(only.workbook.bytes, 'Concessions').slice(1).map((r) => r[2]).sort()).toEqual(['emile', 'Émile']);
  });

  it('makes file names safe on every system', () => {
    expect(safeFileStem('Carré A/B - N° 1: "x" ?')).toBe('Carré A B - N° 1 x');
    expect(safeFileStem('..\\..\\etc')).toBe('etc');
    expect(safeFileStem('CON')).toBe('_CON');
    expect(safeFileStem('   ')).toBe('fichier');
    expect(safeFileStem('a'.repeat(300))).toHaveLength(120);
  });
});
