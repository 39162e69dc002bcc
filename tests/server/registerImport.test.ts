import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, emplacements, locations, occupants } from '../../server/db/schema';
import { bearer } from '../helpers/fixtures';
import { csvOf, xlsxBomb, xlsxOf, xlsxWithExternalLink, type SheetRow } from '../helpers/registers';
import { openWorld, pullAll, type SyncWorld } from './syncKit';

let w: SyncWorld;
let commune: string;
beforeAll(async () => {
  w = await openWorld();
  commune = (await w.db.query.societes.findFirst({ where: (s, { eq: is }) => is(s.id, w.espace.societeId) }))?.commune ?? '';
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

type Step = 'apercu' | 'simulation' | '';
const send = (step: Step, body: Buffer | string, token = w.admin.token, mapping?: string, espaceId = w.espace.id) =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_excel${step ? `/${step}` : ''}?espaceId=${espaceId}${mapping !== undefined ? `&mapping=${encodeURIComponent(mapping)}` : ''}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: body,
  });

async function counts(espaceId = w.espace.id) {
  return {
    plots: (await w.db.select().from(emplacements).where(eq(emplacements.espaceId, espaceId))).length,
    locations: (await w.db.select().from(locations).where(eq(locations.espaceId, espaceId))).length,
    occupants: (await w.db.select().from(occupants).where(eq(occupants.espaceId, espaceId))).length,
    contacts: (await w.db.select().from(contacts).where(eq(contacts.espaceId, espaceId))).length,
  };
}

/** Carré R (for Register) keeps this file's plots apart from the other tests'. */
const REGISTER: SheetRow[] = [
  ['Registre du cimetière communal'],
  [],
  ['CARRÉ', 'Allée', 'N°', 'Type', 'Concessionnaire(s)', 'Durée', 'Date acte', 'Défunt', 'Date de décès'],
  ['R', '1', '1', 'Concession', 'DUPONT Jean et Marie', '30 ans', '12/03/1954', 'DUPONT Pierre', 'mars 1954'],
  [null, null, null, null, null, null, null, 'DUPONT Louise', 19795],
  [],
  ['R', '1', '2', 'Columbarium', 'MARTIN Paul', 'Perpétuelle', '1961', 'MARTIN Anne, MARTIN Luc', '02/02/1962'],
  ['R', '1', '', 'Concession', 'SANS NUMERO', '30', '1970', 'PERDU Jean', '1970'],
];

describe('POST /api/ESpaces/front_import_excel (spec 000 §2.8 Excel update)', () => {
  it('preview: the columns found below the title line, a few values, the guessed mapping', async () => {
    const res = await send('apercu', xlsxOf(REGISTER, { merges: [] }));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ ligneEntete: number; lignes: number; colonnes: Array<{ entete: string; exemples: string[] }>; correspondance: string[] }>();
    expect(body.ligneEntete).toBe(3);
    expect(body.lignes).toBe(4);
    expect(body.colonnes.map((c) => c.entete)).toEqual(REGISTER[2]);
    expect(body.colonnes[0]?.exemples).toEqual(['R', '', 'R']);
    expect(body.correspondance).toEqual(['carre', 'allee', 'numero', 'type', 'concessionnaire', 'duree', 'dateDebut', 'defunt', 'dateDeces']);
  });

  it('dry run: line by line, created or refused and why, and nothing written', async () => {
    const before = await counts();
    const res = await send('simulation', xlsxOf(REGISTER));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ lignes: Array<{ line: number; status: string; details: string[] }>; compteurs: Record<string, number> }>();
    expect(body.lignes.map((l) => [l.line, l.status])).toEqual([[4, 'créé'], [5, 'créé'], [7, 'créé'], [8, 'refusé']]);
    expect(body.lignes[3]?.details).toEqual(['Numéro d’emplacement manquant.']);
    expect(body.compteurs).toMatchObject({ emplacementsCrees: 2, concessionsCreees: 2, concessionnairesAjoutes: 3, defuntsCrees: 4, lignesRefusees: 1 });
    expect(await counts()).toEqual(before);
  });

  it('imports (merged cells in .xlsx), answers Import réalisé with counts, devices receive the rows, and a second import changes nothing', async () => {
    const before = await counts();
    const { cursor } = await pullAll(w.app, w.writer.token, w.espace.id);
    // The plot cells of the second deceased are merged with the line above, as secretaries do.
    const file = xlsxOf(REGISTER, { merges: [{ s: { r: 3, c: 0 }, e: { r: 4, c: 0 } }, { s: { r: 3, c: 1 }, e: { r: 4, c: 1 } }, { s: { r: 3, c: 2 }, e: { r: 4, c: 2 } }] });
    const res = await send('', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Import réalisé', compteurs: { emplacementsCrees: 2, defuntsCrees: 4, lignesRefusees: 1 } });
    expect(await counts()).toEqual({ plots: before.plots + 2, locations: before.locations + 2, occupants: before.occupants + 4, contacts: before.contacts + 3 });
    const pulled = await pullAll(w.app, w.writer.token, w.espace.id, cursor);
    const names = [...pulled.rows.entries()].filter(([k]) => k.startsWith('occupants/')).map(([, r]) => `${String(r.nom)} ${String(r.prenom)}`).sort();
    expect(names).toEqual(['DUPONT Louise', 'DUPONT Pierre', 'MARTIN Anne', 'MARTIN Luc']);
    const louise = [...pulled.rows.values()].find((r) => r.prenom === 'Louise');
    expect(louise?.dateDeces).toEqual({ jour: 12, mois: 3, annee: 1954 });
    const perpetual = await w.db.select().from(locations).where(and(eq(locations.espaceId, w.espace.id), eq(locations.type, 'Colombarium')));
    // '1961' alone is no start date: left empty, and the line says so (issue 26: no silent 01/01).
    expect(perpetual[0]).toMatchObject({ perpetuelle: true, dateDebut: null });
    expect(res.json<{ partielles: Array<{ line: number; warnings: string[] }> }>().partielles).toEqual([
      expect.objectContaining({ line: 7, warnings: ['La ligne nomme 2 défunts et une seule série de dates : dates attribuées à aucun d’eux.', 'Date de début incomplète (1961) : laissée vide, une date de début doit avoir jour, mois et année.'] }),
    ]);

    const again = await send('', file);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Import réalisé', compteurs: { emplacementsCrees: 0, concessionsCreees: 0, defuntsCrees: 0, concessionnairesAjoutes: 0, lignesInchangees: 3 } });
    expect(await counts()).toEqual({ plots: before.plots + 2, locations: before.locations + 2, occupants: before.occupants + 4, contacts: before.contacts + 3 });
    expect((await pullAll(w.app, w.writer.token, w.espace.id, pulled.cursor)).rows.size).toBe(0);
  });

  it('reads a French CSV in Windows-1252 with semicolons and the mapping the user chose', async () => {
    const csv = csvOf([['Emplacement', 'Rangée', 'Nom', 'Prénom', 'Décédé(e) le', 'Remarque'], ['S-9', '', 'LÉGER', 'Hélène', '1er février 1960', 'près du mur']], true);
    const preview = await send('apercu', csv);
    expect(preview.json<{ colonnes: Array<{ entete: string }> }>().colonnes.map((c) => c.entete)).toEqual(['Emplacement', 'Rangée', 'Nom', 'Prénom', 'Décédé(e) le', 'Remarque']);
    // The user sends 'Remarque' to nothing.
    const res = await send('', csv, w.admin.token, 'numero,allee,defuntNom,defuntPrenom,dateDeces,');
    expect(res.statusCode).toBe(200);
    const [row] = await w.db.select().from(occupants).where(and(eq(occupants.espaceId, w.espace.id), eq(occupants.nom, 'LÉGER')));
    expect(row).toMatchObject({ prenom: 'Hélène', dateDeces: { jour: 1, mois: 2, annee: 1960 } });
    const [loc] = await w.db.select().from(locations).where(eq(locations.id, row?.locationId ?? ''));
    expect(loc?.notes).toBeNull();
  });

  it('refuses a mapping naming an unknown field', async () => {
    const res = await send('simulation', csvOf([['N°'], ['1']]), w.admin.token, 'numero,motDePasse');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/Correspondance des colonnes invalide/);
  });

  it('reads the cached value of a formula and says it was not calculated', async () => {
    const file = xlsxOf([['Carré', 'N°', 'Défunt'], ['F', null, 'FORMULE Jean']], { formulas: [{ cell: 'B2', f: 'WEBSERVICE("http://example.invalid")', v: 41 }] });
    const preview = await send('apercu', file);
    expect(preview.json<{ avertissements: string[]; colonnes: Array<{ exemples: string[] }> }>()).toMatchObject({
      avertissements: ['1 cellule(s) contiennent des formules : elles ne sont pas calculées, la valeur enregistrée par Excel est lue.'],
      colonnes: [{ exemples: ['F'] }, { exemples: ['41'] }, { exemples: ['FORMULE Jean'] }],
    });
  });
});

describe('hostile files get a French message and change nothing', () => {
  it.each<[string, () => Buffer, number, RegExp]>([
    ['a PDF named .xlsx', () => Buffer.from('%PDF-1.7\n\u0000\u0001binary'), 400, /ni un classeur Excel \(\.xlsx\) ni un fichier CSV/],
    ['an old .xls', () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 400, /Ancien format Excel/],
    ['a ZIP that is not a workbook', () => Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 400, /endommagé/],
    ['a workbook with external links', () => xlsxWithExternalLink([['Carré', 'N°'], ['X', 1]]), 400, /liaisons vers d’autres fichiers/],
    ['a zip bomb', () => xlsxBomb(40), 413, /volume anormal/],
    ['an empty file', () => Buffer.alloc(0), 400, /Aucun fichier reçu/],
  ])('%s', async (_name, make, status, message) => {
    const before = await counts();
    for (const step of ['apercu', 'simulation', ''] as const) {
      const res = await send(step, make());
      expect(res.statusCode).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('lines naming another municipality are refused; the cemetery of another municipality answers 404', async () => {
    const before = await counts();
    const file = csvOf([['Commune', 'Carré', 'N°', 'Défunt'], ['Villeneuve-sur-Ailleurs', 'Z', '1', 'INTRUS Jean'], [commune.toUpperCase(), 'Z', '2', 'LOCAL Jean']]);
    const res = await send('', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ compteurs: { emplacementsCrees: 1, lignesRefusees: 1 }, refusees: [{ line: 2, status: 'refusé', details: ['Cette ligne concerne un emplacement d’une autre commune (« Villeneuve-sur-Ailleurs ») : elle n’est pas importée.'] }] });
    expect((await counts()).plots).toBe(before.plots + 1);
    const foreign = await send('', file, w.stranger.token);
    expect(foreign.statusCode).toBe(404);
    const otherBefore = await counts(w.otherEspace.id);
    const intoOther = await send('', file, w.admin.token, undefined, w.otherEspace.id);
    expect(intoOther.statusCode).toBe(404);
    expect(await counts(w.otherEspace.id)).toEqual(otherBefore);
  });

  it('refuses a non-administrator', async () => {
    const res = await send('', csvOf([['N°'], ['1']]), w.writer.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('the file’s status values (issue 26)', () => {
  const STATES: SheetRow[] = [['Carré', 'N°', 'État', 'Défunt'], ['ST', '1', 'Concédée', 'ETAT Jean'], ['ST', '2', 'Rendue', 'ETAT Paul']];

  it('the dry run shows each value and its reading; the user’s reading is used; another text is refused in French', async () => {
    const proposed = await send('simulation', csvOf(STATES));
    expect(proposed.json<{ etats: unknown[] }>().etats).toEqual([
      { valeur: 'Concédée', cle: 'concedee', etat: 'concede', libelle: 'Concession en cours', lignes: 1 },
      { valeur: 'Rendue', cle: 'rendue', etat: 'ignore', libelle: 'Valeur non reprise', lignes: 1 },
    ]);
    const chosen = await w.app.inject({
      method: 'POST',
      url: `/api/ESpaces/front_import_excel/simulation?espaceId=${w.espace.id}&etats=${encodeURIComponent('rendue=reprise')}`,
      headers: { ...bearer(w.admin.token), 'content-type': 'application/octet-stream' },
      payload: csvOf(STATES),
    });
    const body = chosen.json<{ etats: Array<{ cle: string; etat: string }>; lignes: Array<{ line: number; details: string[] }> }>();
    expect(body.etats.find((e) => e.cle === 'rendue')?.etat).toBe('reprise');
    expect(body.lignes.find((l) => l.line === 3)?.details).toContain('Sépulture reprise : emplacement laissé libre ; ce que le fichier en dit est noté dans les observations de l’emplacement.');
    const bad = await w.app.inject({
      method: 'POST',
      url: `/api/ESpaces/front_import_excel/simulation?espaceId=${w.espace.id}&etats=${encodeURIComponent('rendue=perdue')}`,
      headers: { ...bearer(w.admin.token), 'content-type': 'application/octet-stream' },
      payload: csvOf(STATES),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Lecture des états invalide : choisissez pour chaque valeur un état de la liste.');
  });
});
