import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emplacements, occupants } from '../../server/db/schema';
import { decodeWindows1252 } from '../../server/import/csv';
import { REGISTERS } from '../corpus/registers';
import type { CorpusRegister } from '../corpus/types';
import { bearer, createEspace } from '../helpers/fixtures';
import { csvOf, windows1252, xlsxOf } from '../helpers/registers';
import { openWorld, type SyncWorld } from './syncKit';

/**
 * The corpus of messy registers (tests/corpus/registers, issue 26) as the files a town hall sends: the .xlsx with
 * its merged cells, and the .csv in the encoding Excel saves it in, each through the routes into a cemetery of
 * its own. Both give what the pure pipeline gives (tests/domain/import/registerCorpus.test.ts): the same people
 * with the same dates, the same warnings on the same lines; the same file again writes nothing.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const send = (espaceId: string, step: string, body: Buffer) =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_excel${step}?espaceId=${espaceId}`,
    headers: { ...bearer(w.admin.token), 'content-type': 'application/octet-stream' },
    payload: body,
  });

interface Line {
  line: number;
  status: string;
  warnings: string[];
}

async function deceasedOf(espaceId: string): Promise<string[]> {
  const plots = new Map((await w.db.select().from(emplacements).where(eq(emplacements.espaceId, espaceId))).map((e) => [e.id, `${e.carre ?? ''}-${e.allee ?? ''}-${e.numero ?? ''}`]));
  const rows = await w.db.select().from(occupants).where(eq(occupants.espaceId, espaceId));
  return rows.map((o) => `${plots.get(o.emplacementId)} ${o.nom} ${o.prenom ?? '—'} ${o.nomJeuneFille ?? '—'} ${o.dateDeces ? [o.dateDeces.jour, o.dateDeces.mois, o.dateDeces.annee].filter((v) => v !== null).join('/') : '—'}`).sort();
}

const expectedDeceased = (register: CorpusRegister) =>
  register.expect.deceased
    .map((p) => `${p.plot} ${p.nom} ${p.prenom ?? '—'} ${p.nomJeuneFille ?? '—'} ${p.deces ? p.deces.split('/').map(Number).join('/') : '—'}`)
    .sort();

describe.each(REGISTERS.flatMap((r) => [[`${r.name} (.xlsx)`, r, 'xlsx'] as const, [`${r.name} (.csv)`, r, 'csv'] as const]))('%s', (_name, register, format) => {
  const file = () => (format === 'xlsx' ? xlsxOf(register.rows, { merges: register.merges ?? [] }) : csvOf(register.rows, register.encoding === 'latin1'));

  it('imports what the register holds, says what it left empty, and writes nothing the second time', async () => {
    const espace = await createEspace(w.db, w.espace.societeId);
    const dry = await send(espace.id, '/simulation', file());
    expect(dry.statusCode).toBe(200);
    const lines = dry.json<{ lignes: Line[] }>().lignes;
    for (const [line, says] of register.expect.warnings) expect(lines.find((l) => l.line === line)?.warnings.some((m) => says.test(m)), `line ${line}`).toBe(true);
    expect(lines.filter((l) => l.status === 'refusé').map((l) => l.line)).toEqual(register.expect.refused);

    const done = await send(espace.id, '', file());
    expect(done.statusCode).toBe(200);
    expect(await deceasedOf(espace.id)).toEqual(expectedDeceased(register));

    const again = await send(espace.id, '/simulation', file());
    expect(again.json<{ lignes: Line[] }>().lignes.filter((l) => l.status === 'créé' || l.status === 'mis à jour')).toEqual([]);
  });
});

describe('a date typed as a date in Excel', () => {
  it('is read as its day, even when its serial looks like a year (1902 to 1905)', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['Carré', 'N°', 'Nom', 'Prénom', 'Date de décès'], ['X', '1', 'ANCIEN', 'Louis', new Date(Date.UTC(1903, 0, 15))]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Registre');
    const espace = await createEspace(w.db, w.espace.societeId);
    const res = await send(espace.id, '', XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(res.statusCode).toBe(200);
    const [row] = await w.db.select().from(occupants).where(eq(occupants.espaceId, espace.id));
    expect(row?.dateDeces).toEqual({ jour: 15, mois: 1, annee: 1903 });
  });
});

describe('a CSV saved by Excel in Windows-1252', () => {
  it('reads its typographic characters (’ œ € † —), which Node’s own decoder turns into control characters', () => {
    const text = 'L’ŒUVRE de MARTIN Paul † 1960 — 12 €';
    expect(decodeWindows1252(windows1252(text))).toBe(text);
  });
});
