import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReports, occupants } from '../../server/db/schema';
import { saveImportOutcome } from '../../server/import/importReports.repository';
import { keepImportOutcome } from '../../server/import/importReports.service';
import type { Db } from '../../server/db/client';
import { MAX_REPORTS_PER_ESPACE } from '../../src/domain/import/importReport';
import { bearer, createEspace } from '../helpers/fixtures';
import { csvOf, xlsxOf, type SheetRow } from '../helpers/registers';
import { csvZip, plouvern } from '../corpus/opencimetiere/export';
import { openWorld, type SyncWorld } from './syncKit';

/**
 * Issue 26: the remembered mapping (the next preview proposes the last import's fields by header) and the import
 * reports (kept with their refused and partial lines, downloaded as a workbook with 'Motif', corrected and
 * imported again). Each test works in a cemetery of its own, since the mapping is remembered per cemetery.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const newCemetery = async () => (await createEspace(w.db, w.espace.societeId)).id;

type Kind = 'excel' | 'geojson' | 'opencimetiere';
interface Send {
  step?: 'apercu' | 'simulation' | '';
  espaceId: string;
  mapping?: string;
  nomFichier?: string;
  token?: string;
  kind?: Kind;
}
function send(body: Buffer | string, { step = '', espaceId, mapping, nomFichier, token = w.admin.token, kind = 'excel', cimetiere }: Send & { cimetiere?: string }) {
  const query = new URLSearchParams({ espaceId, ...(mapping !== undefined ? { mapping } : {}), ...(nomFichier ? { nomFichier } : {}), ...(cimetiere ? { cimetiere } : {}) });
  return w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_${kind}${step ? `/${step}` : ''}?${query.toString()}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

interface Preview {
  colonnes: Array<{ entete: string; memorisee: boolean }>;
  correspondance: Array<string | null>;
  correspondanceMemorisee: boolean;
}
interface Report {
  id: string;
  source: string;
  fichier: string;
  taille: number;
  sha256: string;
  par: { username: string } | null;
  compteurs: Record<string, number>;
  lignesConservees: number;
  lignesOmises: number;
}
const list = (espaceId: string, token = w.admin.token) => w.app.inject({ method: 'GET', url: `/api/ESpaces/imports?espaceId=${espaceId}`, headers: bearer(token) });
const workbook = (id: string, token = w.admin.token) => w.app.inject({ method: 'GET', url: `/api/ESpaces/imports/${id}/lignes.xlsx`, headers: bearer(token) });
const sheetOf = (bytes: Buffer) => {
  const book = XLSX.read(bytes, { type: 'buffer', cellNF: true });
  return { name: book.SheetNames, sheet: book.Sheets[book.SheetNames[0] ?? '']! };
};
/** Each cell's value as the import's reader gets it (numbers stay numbers, dates too). */
function rowsOf(bytes: Buffer): SheetRow[] {
  const { sheet } = sheetOf(bytes);
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  return Array.from({ length: range.e.r + 1 }, (_, r) =>
    Array.from({ length: range.e.c + 1 }, (_, c) => ((sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined)?.v as string | number | undefined) ?? null),
  );
}

describe('remembered mapping (per cemetery and kind of file)', () => {
  const HEADERS = ['Emplacement', 'Nom', 'Prénom', 'Remarque'];

  it('the next preview proposes the fields of the last import by header, and says so; other headers get the guess', async () => {
    const espaceId = await newCemetery();
    const first = await send(csvOf([HEADERS, ['41', 'MÉMOIRE', 'Jeanne', 'près du mur']]), { step: 'apercu', espaceId });
    expect(first.json<Preview>()).toMatchObject({ correspondanceMemorisee: false, correspondance: ['numero', 'defuntNom', 'defuntPrenom', 'notes'] });
    // The user sets 'Remarque' aside and imports.
    const done = await send(csvOf([HEADERS, ['41', 'MÉMOIRE', 'Jeanne', 'près du mur']]), { espaceId, mapping: 'numero,defuntNom,defuntPrenom,' });
    expect(done.statusCode).toBe(200);

    // Same headers, in another order and case: every field as last time, 'Remarque' still set aside.
    const again = await send(csvOf([['prénom', 'REMARQUE', 'Emplacement', 'nom', 'Date de décès'], ['Louis', 'x', '42', 'MÉMOIRE', '1990']]), { step: 'apercu', espaceId });
    expect(again.json<Preview>()).toMatchObject({
      correspondanceMemorisee: true,
      correspondance: ['defuntPrenom', null, 'numero', 'defuntNom', 'dateDeces'],
      colonnes: [{ memorisee: true }, { memorisee: true }, { memorisee: true }, { memorisee: true }, { memorisee: false }],
    });
    // A dry run sent without a mapping uses the proposed one: 'Remarque' is not read into the notes.
    const dry = await send(csvOf([['prénom', 'REMARQUE', 'Emplacement', 'nom'], ['Louis', 'x', '42', 'MÉMOIRE']]), { step: 'simulation', espaceId });
    expect(dry.json<{ lignes: Array<{ status: string; details: string[] }> }>().lignes[0]?.details.join(' ')).toMatch(/MÉMOIRE Louis/);

    // A file with other headers gets the guess, and is told so.
    const other = await send(csvOf([['Carré', 'N°', 'Défunt'], ['M', '3', 'AUTRE Jean']]), { step: 'apercu', espaceId });
    expect(other.json<Preview>()).toMatchObject({ correspondanceMemorisee: false, correspondance: ['carre', 'numero', 'defunt'] });
  });

  it('is kept per cemetery and per kind of file', async () => {
    const espaceId = await newCemetery();
    await send(csvOf([['Emplacement', 'Nom'], ['11', 'GARDÉ']]), { espaceId, mapping: 'numero,famille' });
    const otherCemetery = await send(csvOf([['Emplacement', 'Nom'], ['11', 'GARDÉ']]), { step: 'apercu', espaceId: await newCemetery() });
    expect(otherCemetery.json<Preview>()).toMatchObject({ correspondanceMemorisee: false, correspondance: ['numero', 'defuntNom'] });
    const layer = JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { Emplacement: '12', Nom: 'GARDÉ' }, geometry: { type: 'Polygon', coordinates: [[[2.3, 48.8], [2.30002, 48.8], [2.30002, 48.80001], [2.3, 48.8]]] } }],
    });
    const gis = await send(layer, { step: 'apercu', espaceId, kind: 'geojson' });
    expect(gis.statusCode).toBe(200);
    expect(gis.json<Preview>()).toMatchObject({ correspondanceMemorisee: false, correspondance: ['numero', 'defuntNom'] });
  });
});

describe('import reports', () => {
  // Line 5 continues the plot of line 4 (a second deceased under merged cells) with a death date that cannot be
  // read (a partial line: imported, the date left empty); line 6 names no plot number (refused).
  const REGISTER: SheetRow[] = [
    ['Registre des concessions'],
    ['Carré', 'Allée', 'N°', 'Concessionnaire', 'Défunt', 'Date de décès'],
    ['RP', '1', '1', 'REPRISE Jean', 'REPRISE Pierre', 19795],
    ['RP', '1', '2', 'REPRISE Paul', 'REPRISE Anne', '12/03/1960'],
    [null, null, null, null, 'REPRISE Louise', '31/02/1950'],
    ['RP', '1', null, 'SANS NUMERO', 'OUBLIÉ Marc', 20000],
  ];

  it('keeps each import’s report; its workbook has the original cells and Motif; corrected, it imports the refused line and completes the partial one', async () => {
    const espaceId = await newCemetery();
    const file = xlsxOf(REGISTER);
    const res = await send(file, { espaceId, nomFichier: 'C:\\fakepath\\registre-reprise.xlsx' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ rapport: { id: string; lignes: number; lignesOmises: number } }>();
    expect(answer.rapport).toMatchObject({ lignes: 2, lignesOmises: 0 });

    const listed = await list(espaceId);
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{ limite: number; rapports: Report[] }>();
    expect(body.limite).toBe(MAX_REPORTS_PER_ESPACE);
    expect(body.rapports).toHaveLength(1);
    expect(body.rapports[0]).toMatchObject({ id: answer.rapport.id, source: 'excel', fichier: 'registre-reprise.xlsx', taille: file.byteLength, lignesConservees: 2, lignesOmises: 0 });
    expect(body.rapports[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.rapports[0]?.par?.username).toBeTruthy();
    expect(body.rapports[0]?.compteurs).toMatchObject({ emplacementsCrees: 2, lignesRefusees: 1, lignesPartielles: 1 });

    // Kept in the database with the mapping used, the header row and each line's cells and reasons.
    const [row] = await w.db.select().from(importReports).where(eq(importReports.id, answer.rapport.id));
    expect(row).toMatchObject({
      mapping: ['carre', 'allee', 'numero', 'concessionnaire', 'defunt', 'dateDeces'],
      headers: REGISTER[1],
      lines: [
        { line: 5, status: 'créé', cells: ['RP', '1', '2', null, 'REPRISE Louise', '31/02/1950'], reasons: ['Date de décès illisible : « 31/02/1950 », valeur laissée vide.'] },
        { line: 6, status: 'refusé', cells: ['RP', '1', null, 'SANS NUMERO', 'OUBLIÉ Marc', 20000], reasons: ['Numéro d’emplacement manquant.'] },
      ],
    });

    const download = await workbook(answer.rapport.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''lignes-a-reprendre-registre-reprise.xlsx");
    const bytes = download.rawPayload;
    expect(sheetOf(bytes).name).toEqual(['Lignes à reprendre']);
    const rows = rowsOf(bytes);
    expect(rows).toEqual([
      ['Carré', 'Allée', 'N°', 'Concessionnaire', 'Défunt', 'Date de décès', 'Motif'],
      ['RP', '1', '2', null, 'REPRISE Louise', '31/02/1950', 'À vérifier : Date de décès illisible : « 31/02/1950 », valeur laissée vide.'],
      ['RP', '1', null, 'SANS NUMERO', 'OUBLIÉ Marc', 20000, 'Refusée : Numéro d’emplacement manquant.'],
    ]);
    // The Excel date is shown as a date and kept as the same number.
    expect(sheetOf(bytes).sheet.F3).toMatchObject({ v: 20000, z: 'dd/mm/yyyy' });

    // The secretary corrects both lines in the workbook and imports it again, with no mapping chosen: the
    // remembered one is proposed, and Motif is not imported. Louise, imported without her date, gets it.
    const corrected = rows.map((r) => [...r]);
    corrected[1]![5] = '28/02/1950';
    corrected[2]![2] = '3';
    const again = xlsxOf(corrected);
    const preview = await send(again, { step: 'apercu', espaceId });
    expect(preview.json<Preview>()).toMatchObject({
      correspondanceMemorisee: true,
      correspondance: ['carre', 'allee', 'numero', 'concessionnaire', 'defunt', 'dateDeces', null],
      colonnes: [{ memorisee: true }, { memorisee: true }, { memorisee: true }, { memorisee: true }, { memorisee: true }, { memorisee: true }, { memorisee: false }],
    });
    const reimport = await send(again, { espaceId, nomFichier: 'lignes-a-reprendre-registre-reprise.xlsx' });
    expect(reimport.statusCode).toBe(200);
    expect(reimport.json()).toMatchObject({ compteurs: { lignesRefusees: 0, lignesPartielles: 0, emplacementsCrees: 1, defuntsCrees: 1, defuntsMisAJour: 1 }, rapport: { lignes: 0 } });
    const people = await w.db.select().from(occupants).where(and(eq(occupants.espaceId, espaceId)));
    expect(people.map((p) => `${p.nom} ${p.prenom}`).sort()).toEqual(['REPRISE Anne', 'REPRISE Louise', 'REPRISE Pierre', 'OUBLIÉ Marc'].sort());
    expect(people.find((p) => p.prenom === 'Louise')?.dateDeces).toEqual({ jour: 28, mois: 2, annee: 1950 });

    // Newest first; the second import has nothing to take up: its workbook is a French 404.
    const after = (await list(espaceId)).json<{ rapports: Report[] }>().rapports;
    expect(after.map((r) => [r.fichier, r.lignesConservees])).toEqual([['lignes-a-reprendre-registre-reprise.xlsx', 0], ['registre-reprise.xlsx', 2]]);
    const empty = await workbook(after[0]!.id);
    expect(empty.statusCode).toBe(404);
    expect(empty.json<{ message: string }>().message).toBe('Cet import n’a aucune ligne refusée ni à vérifier : il n’y a rien à reprendre.');
  });

  it('keeps a partial line (imported with values to check) with its warnings', async () => {
    const espaceId = await newCemetery();
    const kept = await keepImportOutcome(w.db, w.app.log, {
      espaceId, userId: w.admin.id, nowMs: Date.now(), kind: 'excel', fileName: 'partiel.csv', bytes: Buffer.from('x'),
      headers: ['N°', 'Durée'], mapping: ['numero', 'duree'],
      lines: [{ line: 2, status: 'créé', plot: 'N° 1', details: ['Emplacement créé.'], warnings: ['Durée illisible : « trentenaire » (laissée vide).'] }],
      counts: { lignesPartielles: 1 },
      cellsOf: () => ['1', 'trentenaire'],
    });
    expect(kept).toMatchObject({ lignes: 1 });
    const rows = rowsOf((await workbook(kept!.id)).rawPayload);
    expect(rows).toEqual([['N°', 'Durée', 'Motif'], ['1', 'trentenaire', 'À vérifier : Durée illisible : « trentenaire » (laissée vide).']]);
  });

  it('a GIS import keeps its refused polygons with their attributes', async () => {
    const espaceId = await newCemetery();
    const square = (x: number) => [[x, 48.8], [x + 0.00002, 48.8], [x + 0.00002, 48.80001], [x, 48.8]];
    const layer = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { carre: 'G', numero: '1', nom: 'SIG Jean' }, geometry: { type: 'Polygon', coordinates: [square(2.3)] } },
        { type: 'Feature', properties: { carre: 'G', numero: null, nom: 'SANS NUMERO' }, geometry: { type: 'Polygon', coordinates: [square(2.3001)] } },
      ],
    });
    const res = await send(layer, { espaceId, kind: 'geojson', nomFichier: 'cimetiere.geojson' });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ rapport: { id: string } }>().rapport.id;
    expect((await list(espaceId)).json<{ rapports: Report[] }>().rapports[0]).toMatchObject({ source: 'geojson', fichier: 'cimetiere.geojson', lignesConservees: 1 });
    const rows = rowsOf((await workbook(id)).rawPayload);
    expect(rows[0]).toEqual(['carre', 'numero', 'nom', 'Motif']);
    expect(rows[1]?.slice(0, 3)).toEqual(['G', null, 'SANS NUMERO']);
    expect(String(rows[1]?.[3])).toMatch(/^Refusée : /);
  });

  it('an openCimetière import keeps its report and its mapping, of its own kind', async () => {
    const espaceId = await newCemetery();
    const zip = Buffer.from(csvZip(plouvern()));
    const res = await send(zip, { espaceId, kind: 'opencimetiere', cimetiere: '1', nomFichier: 'export-plouvern.zip' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ rapport: { lignes: number } }>().rapport).toMatchObject({ lignes: expect.any(Number) });
    expect((await list(espaceId)).json<{ rapports: Report[] }>().rapports[0]).toMatchObject({ source: 'opencimetiere', fichier: 'export-plouvern.zip', taille: zip.byteLength });
    const again = await send(zip, { espaceId, kind: 'opencimetiere', cimetiere: '1', step: 'apercu' });
    expect(again.json<Preview>().correspondanceMemorisee).toBe(true);
  });

  it(`keeps the last ${MAX_REPORTS_PER_ESPACE} reports of a cemetery`, async () => {
    const espaceId = await newCemetery();
    for (let i = 1; i <= MAX_REPORTS_PER_ESPACE + 2; i += 1) {
      await saveImportOutcome(w.db, { espaceId, kind: 'excel', columns: {}, updatedAt: new Date().toISOString() }, {
        id: crypto.randomUUID(), espaceId, kind: 'excel', fileName: `f${i}.csv`, fileSize: 1, fileSha256: '0'.repeat(64), createdAt: new Date().toISOString(),
        counts: {}, mapping: [], headers: [], lines: [],
      });
    }
    const names = (await list(espaceId)).json<{ rapports: Report[] }>().rapports.map((r) => r.fichier);
    expect(names).toHaveLength(MAX_REPORTS_PER_ESPACE);
    expect(names[0]).toBe(`f${MAX_REPORTS_PER_ESPACE + 2}.csv`);
    expect(names.at(-1)).toBe('f3.csv');
  });

  it('a report that cannot be kept never undoes the import: logged, and the answer has no report', async () => {
    const broken = { transaction: () => Promise.reject(new Error('disque plein')) } as unknown as Db;
    const errors: unknown[] = [];
    const log = { ...w.app.log, error: (...args: unknown[]) => errors.push(args) } as typeof w.app.log;
    const kept = await keepImportOutcome(broken, log, {
      espaceId: w.espace.id, userId: w.admin.id, nowMs: Date.now(), kind: 'excel', fileName: 'x.csv', bytes: Buffer.from('x'),
      headers: [], mapping: [], lines: [], counts: {}, cellsOf: () => null,
    });
    expect(kept).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('who may read the reports', () => {
  let id: string;
  let espaceId: string;
  beforeAll(async () => {
    espaceId = await newCemetery();
    const res = await send(csvOf([['Carré', 'N°', 'Défunt'], ['W', '', 'SANS NUMERO']]), { espaceId });
    id = res.json<{ rapport: { id: string } }>().rapport.id;
  });

  it('another town’s administrator gets 404 for the list and the workbook, as for an unknown report', async () => {
    expect((await list(espaceId, w.stranger.token)).statusCode).toBe(404);
    const foreign = await workbook(id, w.stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe('Rapport d’import introuvable.');
    const unknown = await workbook(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('Rapport d’import introuvable.');
  });

  it('a read-only user and a clerk get 403', async () => {
    for (const token of [w.reader.token, w.writer.token]) {
      expect((await list(espaceId, token)).statusCode).toBe(403);
      expect((await workbook(id, token)).statusCode).toBe(403);
    }
  });

  it('a malformed id is a French 400', async () => {
    const res = await workbook('pas-un-identifiant');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string; details: Array<{ message: string }> }>()).toMatchObject({ message: 'Requête invalide : vérifiez les champs envoyés.', details: [{ message: 'Rapport d’import introuvable.' }] });
  });
});
