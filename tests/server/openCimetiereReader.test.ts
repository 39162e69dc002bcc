import { gzipSync as nodeGzip } from 'node:zlib';
import { gzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openCimetiereSheet } from '../../src/domain/import/sources/openCimetiere';
import { gunzipBounded, readOpenCimetiere, type OcReadResult } from '../../server/import/openCimetiereReader';
import { OC_REFUSALS, ocRefusal } from '../../server/import/openCimetiereLimits';
import { readSqlDump } from '../../server/import/openCimetiereSql';
import { csvTable, csvZip, COLUMNS, plouvern, sqlDump } from '../corpus/opencimetiere/export';
import { piecesOf } from '../corpus/opencimetiere/pieces';
import { xlsxOf } from '../helpers/registers';

/** The sheet the conversion makes of the corpus itself: what every file format must read to. */
function expectedRows(cimetiere = '1') {
  const result = openCimetiereSheet(piecesOf(plouvern()), { cimetiere });
  if (!result.ok) throw new Error(result.message);
  return result.sheet.rows;
}

function read(bytes: Uint8Array, cimetiere: string | null = '1'): Extract<OcReadResult, { ok: true }> {
  const result = readOpenCimetiere({ bytes, cimetiere });
  if (!result.ok) throw new Error(result.message);
  return result;
}

const refusalOf = (bytes: Uint8Array, cimetiere: string | null = '1') => {
  const result = readOpenCimetiere({ bytes, cimetiere });
  return result.ok ? null : { status: result.status, message: result.message };
};

describe('reading an openCimetière export (issue 26)', () => {
  it('a ZIP of the tables’ CSV exports, in Latin-1: the same sheet as the base, other files listed as not taken', () => {
    const file = read(csvZip(plouvern()));
    expect(file.format).toBe('zip');
    expect(file.sheet.rows).toEqual(expectedRows());
    expect(file.sheet.rows.flat()).toContain('GUÉGUEN');
    expect(file.ignored).toEqual([
      'export/dossier-12-03-2026.csv (documents scannés : à joindre par l’import des actes scannés (ZIP))',
      'export/LISEZMOI.txt (pas une table d’openCimetière reprise)',
      'export/voie_type-12-03-2026.csv (types de voie : non repris (le libellé de la voie suffit))',
      'export/zone_type-12-03-2026.csv (types de zone : non repris (le libellé de la zone suffit))',
    ]);
  });

  it('the same ZIP in UTF-8, with the plots split into their natures’ listings (concession.csv, ossuaire.csv…)', () => {
    const corpus = plouvern();
    const files: Zippable = {};
    for (const table of ['cimetiere', 'zone', 'voie', 'titre', 'defunt', 'autorisation'] as const) files[`${table}.csv`] = new TextEncoder().encode(csvTable(corpus[table], COLUMNS[table]));
    const withoutNature = COLUMNS.emplacement.filter((c) => c !== 'nature');
    for (const nature of ['concession', 'terraincommunal', 'ossuaire', 'colombarium', 'depositoire']) {
      files[`${nature}-12-03-2026.csv`] = new TextEncoder().encode(csvTable(corpus.emplacement.filter((e) => e.nature === nature), withoutNature));
    }
    expect(read(zipSync(files)).sheet.rows).toEqual(expectedRows());
  });

  it.each([
    ['COPY blocks', { style: 'copy' as const }],
    ['INSERTs without column lists (columns from CREATE TABLE)', { style: 'inserts' as const }],
    ['INSERTs with column lists', { style: 'column-inserts' as const }],
    ['COPY blocks in LATIN1', { style: 'copy' as const, latin1: true }],
  ])('a plain-SQL pg_dump with %s: the same sheet, nothing executed', (_label, opts) => {
    const file = read(sqlDump(plouvern(), opts));
    expect(file.format).toBe('sql');
    expect(file.sheet.rows).toEqual(expectedRows());
  });

  it('a gzipped dump, and a dump inside a ZIP, read the same', () => {
    expect(read(gzipSync(sqlDump(plouvern()))).sheet.rows).toEqual(expectedRows());
    expect(read(zipSync({ 'sauvegarde/opencimetiere.sql': sqlDump(plouvern()) })).sheet.rows).toEqual(expectedRows('1'));
  });

  it('the cemetery chosen is read; several and none chosen: all of them, none chosen', () => {
    expect(read(sqlDump(plouvern()), '2').sheet.rows).toEqual(expectedRows('2'));
    const all = read(sqlDump(plouvern()), null);
    expect(all.sheet.cimetiere).toBeNull();
    expect(all.sheet.cimetieres.map((c) => c.libelle)).toEqual(['Cimetière de Kergoat', 'Cimetière du Bourg']);
  });

  it('COPY text: \\N is NULL, \\t \\n \\\\ and octal escapes decoded, a line "\\." inside a value is data', () => {
    const dump = [
      'COPY opencimetiere.emplacement (emplacement, observation, famille) FROM stdin;',
      '1\tligne 1\\nligne 2\\ttab \\\\ fin\t\\N',
      '2\t\\\\.\tA\\303\\251', // octal escapes are bytes: left as their characters
      '\\.',
      '',
    ].join('\n');
    const result = readSqlDump(dump, () => true);
    expect(result.ok && result.tables.get('emplacement')?.rows).toEqual([
      ['1', 'ligne 1\nligne 2\ttab \\ fin', null],
      ['2', '\\.', 'A\u00c3\u00a9'],
    ]);
  });

  it('INSERT values: quotes doubled, E-strings, casts, NULL, booleans, several rows in one statement', () => {
    const dump = [
      'SET standard_conforming_strings = on;',
      "INSERT INTO \"opencimetiere\".\"defunt\" (defunt, nom, observation, datedeces, verrou) VALUES (1, 'D''ARTAGNAN', E'l\\'un\\nl''autre', '1954-03-12'::date, true), (2, 'X; Y', NULL, NULL::date, false);",
    ].join('\n');
    const result = readSqlDump(dump, (t) => t === 'defunt');
    expect(result.ok && result.tables.get('defunt')?.rows).toEqual([
      ['1', "D'ARTAGNAN", "l'un\nl'autre", '1954-03-12', 'true'],
      ['2', 'X; Y', null, null, 'false'],
    ]);
  });

  it('statements it does not read are stepped over whole: $$ bodies, comments, strings holding ; and COPY', () => {
    const dump = [
      "CREATE FUNCTION f() RETURNS void AS $body$ BEGIN PERFORM 'COPY emplacement (x) FROM stdin;'; END; $body$ LANGUAGE plpgsql;",
      "/* COPY emplacement (emplacement) FROM stdin; */ COMMENT ON TABLE x IS 'a ; b';",
      'COPY opencimetiere.emplacement (emplacement) FROM stdin;',
      '7',
      '\\.',
    ].join('\n');
    const result = readSqlDump(dump, () => true);
    expect(result.ok && result.tables.get('emplacement')?.rows).toEqual([['7']]);
  });
});

describe('files refused in French, nothing read', () => {
  it.each([
    ['an empty body', new Uint8Array(), OC_REFUSALS.empty],
    ['pg_dump’s custom format', new TextEncoder().encode('PGDMP\u0001\u000e\u0000binary'), OC_REFUSALS.customDump],
    ['an Excel workbook', xlsxOf([['Carré', 'N°'], ['A', 1]]), OC_REFUSALS.excel],
    ['a single CSV table', new TextEncoder().encode('emplacement;numero;famille\n1;1;DUPONT\n'), OC_REFUSALS.singleCsv],
    ['a PDF', new TextEncoder().encode('%PDF-1.4\n\u0000\u0001binary'), OC_REFUSALS.notExport],
    ['a ZIP without openCimetière tables', zipSync({ 'notes.txt': new TextEncoder().encode('rien') }), OC_REFUSALS.noTable],
    ['a damaged ZIP', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), OC_REFUSALS.badZip],
    ['a damaged gzip', new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5]), OC_REFUSALS.badGzip],
  ])('%s', (_label, bytes, refusal) => {
    expect(refusalOf(bytes)).toEqual(refusal);
  });

  it('a zip bomb (an entry inflating a thousand times) is refused before anything is inflated', () => {
    const bomb = zipSync({ 'emplacement.csv': [new Uint8Array(4 * 1024 * 1024), { level: 9 }] });
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(refusalOf(bomb)).toEqual(OC_REFUSALS.bomb);
  });

  it('a gzip bomb is stopped as it inflates (the limit lowered to 1 MB here)', () => {
    const bomb = nodeGzip(new Uint8Array(8 * 1024 * 1024), { level: 9 });
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(gunzipBounded(bomb, 1024 * 1024)).toEqual(ocRefusal('bomb'));
    const under = gunzipBounded(bomb, 16 * 1024 * 1024);
    expect('bytes' in under && under.bytes.byteLength).toBe(8 * 1024 * 1024);
  });

  it('a truncated dump (a COPY block without its end, a string never closed) is refused and says where', () => {
    const truncated = sqlDump(plouvern()).subarray(0, sqlDump(plouvern()).indexOf('\\.\n', sqlDump(plouvern()).indexOf('COPY opencimetiere.defunt')));
    expect(refusalOf(truncated)).toEqual({ status: 400, message: 'La sauvegarde SQL est tronquée ou mal formée (données de la table defunt sans leur fin « \\. ») : rien n’a été importé.' });
    expect(refusalOf(new TextEncoder().encode("INSERT INTO emplacement (emplacement, famille) VALUES (1, 'DUPONT);"))).toEqual({
      status: 400,
      message: 'La sauvegarde SQL est tronquée ou mal formée (texte ou commentaire non terminé à la fin du fichier) : rien n’a été importé.',
    });
  });

  it('a COPY line with a wrong number of values is refused with its table and line', () => {
    const dump = 'COPY opencimetiere.emplacement (emplacement, numero, voie) FROM stdin;\n1\t1\t1\n2\t2\n\\.\n';
    expect(refusalOf(new TextEncoder().encode(dump))).toEqual({
      status: 400,
      message: 'La sauvegarde SQL est tronquée ou mal formée (table emplacement, ligne 2 du COPY : 2 valeurs pour 3 colonnes) : rien n’a été importé.',
    });
  });

  it('INSERTs that name no columns, in a dump without the table’s definition, are left aside and said', () => {
    const dump = `${sqlDump(plouvern(), { style: 'column-inserts' }).toString('utf8')}\nINSERT INTO opencimetiere.sepulture_type VALUES (1, 'Caveau');\n`;
    expect(read(new TextEncoder().encode(dump)).ignored).toEqual([
      'sepulture_type (sauvegarde : ses INSERT ne nomment pas leurs colonnes et le fichier ne contient pas sa définition CREATE TABLE)',
    ]);
  });

  it('an export of plots only, naming voies by number, asks for the voie table', () => {
    expect(refusalOf(csvZip(plouvern(), { only: ['emplacement'] }))).toEqual({
      status: 400,
      message: 'Les emplacements de cet export nomment leur voie par un numéro, mais la table des voies (voie) n’y est pas : ajoutez-la (et la table zone) à l’export.',
    });
  });
});
