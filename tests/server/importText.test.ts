import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/fixtures';
import { readOpenCimetiere } from '../../server/import/openCimetiereReader';
import { plouvern, sqlDump } from '../corpus/opencimetiere/export';
import { geojsonOf, type TestPlot } from '../helpers/geojson';
import { csvOf, xlsxOf, type SheetRow } from '../helpers/registers';
import { openWorld, type SyncWorld } from './syncKit';

/**
 * Issue 27, 'A town's sync must never be stuck', for text that enters through imported files: a register's
 * cell, a GIS layer's attribute (name or value), an openCimetière value holding a NUL or half an emoji is left
 * empty and said on its line in French; the rest of the line is imported, the report is kept, and no such character is ever stored
 * (before: the whole line was refused, and its report was lost because PostgreSQL refused its cells).
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

type Line = { line: number; status: string; details: string[]; warnings: string[] };
const send = (route: string, body: Buffer | string, contentType: string) =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/${route}?espaceId=${w.espace.id}&nomFichier=registre.xlsx`,
    headers: { ...bearer(w.admin.token), 'content-type': contentType },
    payload: body,
  });

const rowsOf = async (query: ReturnType<typeof sql>) => (await w.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
/** Every text the import stored, as JSON: the rows it wrote and its report. */
async function storedText(carre: string): Promise<string> {
  const plots = await rowsOf(sql`select e.*, to_jsonb(l) as loc from emplacements e left join locations l on l.emplacement_id = e.id where e.espace_id = ${w.espace.id} and e.carre = ${carre}`);
  const people = await rowsOf(sql`select o.nom, o.prenom from occupants o join locations l on l.id = o.location_id join emplacements e on e.id = l.emplacement_id where e.carre = ${carre}`);
  const reports = await rowsOf(sql`select headers, lines from import_reports where espace_id = ${w.espace.id}`);
  return JSON.stringify([plots.rows, people.rows, reports.rows]);
}
// eslint-disable-next-line no-control-regex -- the very characters that must never be stored
const UNSTORABLE = /\u0000|\\u0000|[\uD800-\uDFFF]|\\ud[89ab]/i;

const MSG_NAME = 'Concessionnaire(s) : caractère illisible dans « DUPONT� Jean » (caractère nul, emoji coupé ou octet invalide dans le fichier), valeur laissée vide.';
const MSG_DEFUNT = 'Défunt(s) : caractère illisible dans « DUPONT �Pierre » (caractère nul, emoji coupé ou octet invalide dans le fichier), valeur laissée vide.';

describe('text that cannot be stored, in an imported file', () => {
  it('a register: the cell is left empty and said on its line, the rest imported, the report kept', async () => {
    const register: SheetRow[] = [
      ['CARRÉ', 'Allée', 'N°', 'Type', 'Concessionnaire(s)', 'Durée', 'Date acte', 'Défunt(s)', 'Date de décès'],
      ['X', '1', '1', 'Concession', 'DUPONT\u0000 Jean', '30 ans', '12/03/1954', 'DUPONT Pierre', '1954'],
      ['X', '1', '2', 'Concession', 'MARTIN Paul', '30 ans', '12/03/1954', 'MARTIN Luc', '1960'],
    ];
    const res = await send('front_import_excel', xlsxOf(register), 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; partielles: Line[]; refusees: Line[]; rapport: unknown }>();
    expect(body.message).toBe('Import réalisé');
    expect(body.refusees).toEqual([]);
    expect(body.partielles.map((l) => [l.line, l.warnings])).toEqual([[2, [MSG_NAME]]]);
    expect(body.rapport).not.toBeNull();
    const stored = await storedText('X');
    expect(stored).toContain('DUPONT');
    expect(stored).not.toMatch(UNSTORABLE);
  });

  it('a CSV register cannot hold half an emoji (UTF-8), and one with a NUL byte is refused whole in French, as not text', async () => {
    const res = await send('front_import_excel', Buffer.concat([csvOf([['Carré', 'N°', 'Défunt'], ['V', '1', 'DUPONT']]), Buffer.from([0])]), 'application/octet-stream');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Ce fichier n’est ni un classeur Excel (.xlsx) ni un fichier CSV : rien n’a été importé.' });
  });

  it('a GIS layer: an attribute value or name with half an emoji or a NUL is left empty and said, the polygon imported', async () => {
    const plots: TestPlot[] = [
      { sw: [652_000, 6_862_000], properties: { CARRE: 'Y', ALLEE: '1', NUMERO: '1', CONCESSIONNAIRE: 'DUPONT\u0000 Jean', 'DEFUNT(S)': 'DUPONT \ud83cPierre', 'REMARQUE\ud83c': 'x' } },
      { sw: [652_003, 6_862_000], properties: { CARRE: 'Y', ALLEE: '1', NUMERO: '2', CONCESSIONNAIRE: 'MARTIN Paul', 'DEFUNT(S)': 'MARTIN Luc' } },
    ];
    const preview = await send('front_import_geojson/apercu', geojsonOf(plots, 'Lambert-93'), 'application/geo+json');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ colonnes: Array<{ entete: string }> }>().colonnes.map((c) => c.entete)).toContain('REMARQUE�');
    const res = await send('front_import_geojson', geojsonOf(plots, 'Lambert-93'), 'application/geo+json');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; refusees: Line[]; rapport: unknown; compteurs: Record<string, number> }>();
    expect(body.refusees).toEqual([]);
    expect(body.compteurs).toMatchObject({ emplacementsCrees: 2, lignesPartielles: 1 });
    expect(body.rapport).not.toBeNull();
    const report = await rowsOf(sql`select lines from import_reports where espace_id = ${w.espace.id} order by rank desc limit 1`);
    const reasons = (report.rows[0]?.lines as Array<{ reasons: string[] }>).flatMap((l) => l.reasons);
    expect(reasons).toEqual(expect.arrayContaining([MSG_NAME, MSG_DEFUNT]));
    expect(await storedText('Y')).not.toMatch(UNSTORABLE);
  });

  it('an openCimetière dump: a \\x00 or \\uD83C escape becomes U+FFFD in the sheet read, never a character PostgreSQL refuses', () => {
    const dump = sqlDump(plouvern(), { style: 'inserts' }).toString('utf8');
    expect(dump).toContain("'GUÉGUEN'");
    const hostile = dump.replace("'GUÉGUEN'", "E'GU\\x00ÉG\\uD83CUEN'");
    const read = readOpenCimetiere({ bytes: Buffer.from(hostile, 'utf8'), cimetiere: '1' });
    if (!read.ok) throw new Error(read.message);
    const cells = read.sheet.rows.flat().filter((c): c is string => typeof c === 'string');
    expect(cells).toContain('GU�ÉG�UEN');
    expect(JSON.stringify([read.sheet.headers, read.sheet.rows])).not.toMatch(UNSTORABLE);
  });
});
