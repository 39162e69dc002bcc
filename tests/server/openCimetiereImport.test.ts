import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OC_MAPPING } from '../../src/domain/import/sources/openCimetiere';
import { contacts, emplacements, locations, occupants } from '../../server/db/schema';
import { csvZip, plouvern, sqlDump } from '../corpus/opencimetiere/export';
import { bearer } from '../helpers/fixtures';
import { openWorld, pullAll, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

type Step = 'apercu' | 'simulation' | '';
const send = (step: Step, body: Uint8Array, opts: { cimetiere?: string; mapping?: string; token?: string; espaceId?: string } = {}) =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_opencimetiere${step ? `/${step}` : ''}?espaceId=${opts.espaceId ?? w.espace.id}${opts.cimetiere !== undefined ? `&cimetiere=${encodeURIComponent(opts.cimetiere)}` : ''}${opts.mapping !== undefined ? `&mapping=${encodeURIComponent(opts.mapping)}` : ''}`,
    headers: { ...bearer(opts.token ?? w.admin.token), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(body),
  });

async function counts(espaceId = w.espace.id) {
  return {
    plots: (await w.db.select().from(emplacements).where(eq(emplacements.espaceId, espaceId))).length,
    locations: (await w.db.select().from(locations).where(eq(locations.espaceId, espaceId))).length,
    occupants: (await w.db.select().from(occupants).where(eq(occupants.espaceId, espaceId))).length,
    contacts: (await w.db.select().from(contacts).where(eq(contacts.espaceId, espaceId))).length,
  };
}

const ZIP = csvZip(plouvern());
const DUMP = sqlDump(plouvern());

describe('POST /api/ESpaces/front_import_opencimetiere (issue 26, the openCimetière export)', () => {
  it('preview: the export read as a register, its cemeteries, the proposed mapping, what it leaves out', async () => {
    const res = await send('apercu', ZIP);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ format: string; feuille: string; colonnes: Array<{ entete: string; exemples: string[] }>; correspondance: string[]; cimetieres: unknown[]; cimetiere: string | null; avertissements: string[] }>();
    expect(body.format).toBe('opencimetiere');
    expect(body.feuille).toBe('emplacement (8), defunt (9), autorisation (6), voie (4), zone (3), cimetiere (2), titre (4)');
    expect(body.cimetieres).toEqual([
      { id: '2', libelle: 'Cimetière de Kergoat', ville: 'Plouvern', emplacements: 2 },
      { id: '1', libelle: 'Cimetière du Bourg', ville: 'Plouvern', emplacements: 6 },
    ]);
    // Several cemeteries and none chosen yet.
    expect(body.cimetiere).toBeNull();
    expect(body.correspondance).toEqual(OC_MAPPING);
    expect(body.colonnes[0]).toEqual({ index: 0, entete: 'Zone (zone.zonelib)', exemples: ['A', 'A', 'A'], memorisee: false });
    expect(body.avertissements).toContain('Fichiers ou tables non repris : export/dossier-12-03-2026.csv (documents scannés : à joindre par l’import des actes scannés (ZIP)) ; export/LISEZMOI.txt (pas une table d’openCimetière reprise) ; export/voie_type-12-03-2026.csv (types de voie : non repris (le libellé de la voie suffit)) ; export/zone_type-12-03-2026.csv (types de zone : non repris (le libellé de la zone suffit)).');
    const bourg = (await send('apercu', ZIP, { cimetiere: '1' })).json<{ cimetiere: string; lignes: number }>();
    expect(bourg).toMatchObject({ cimetiere: '1', lignes: 12 });
  });

  it('a dry run or an import needs one cemetery of the export: without a choice, a French refusal', async () => {
    for (const step of ['simulation', ''] as const) {
      const res = await send(step, ZIP);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Cet export contient plusieurs cimetières (Cimetière de Kergoat, Cimetière du Bourg) : choisissez celui à importer dans ce cimetière.');
    }
    const unknown = await send('simulation', ZIP, { cimetiere: '9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('Cimetière openCimetière inconnu : « 9 ». Cet export contient : Cimetière de Kergoat (2), Cimetière du Bourg (1).');
  });

  it('dry run: line by line, and nothing written', async () => {
    const before = await counts();
    const res = await send('simulation', ZIP, { cimetiere: '1' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ lignes: Array<{ line: number; status: string; plot: string; details: string[] }>; compteurs: Record<string, number> }>();
    expect(body.lignes).toHaveLength(12);
    expect(body.lignes[0]).toMatchObject({ line: 2, status: 'créé', plot: 'Carré A · Allée 1 · N° 1' });
    expect(body.compteurs).toMatchObject({ emplacementsCrees: 6, concessionsCreees: 5, defuntsCrees: 6, lignesRefusees: 0 });
    expect(await counts()).toEqual(before);
  });

  it('imports the cemetery chosen; devices receive its rows; the same export again, or its SQL dump, changes nothing', async () => {
    const before = await counts();
    const { cursor } = await pullAll(w.app, w.writer.token, w.espace.id);
    const res = await send('', ZIP, { cimetiere: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Import réalisé', compteurs: { emplacementsCrees: 6, concessionsCreees: 5, defuntsCrees: 6, lignesRefusees: 0 }, refusees: [] });
    expect(await counts()).toMatchObject({ plots: before.plots + 6, locations: before.locations + 5, occupants: before.occupants + 6 });

    const plot = async (carre: string, allee: string, numero: string) => {
      const [row] = await w.db.select().from(emplacements).where(and(eq(emplacements.espaceId, w.espace.id), eq(emplacements.carre, carre), eq(emplacements.allee, allee), eq(emplacements.numero, numero)));
      return row;
    };
    const concessionOf = async (carre: string, allee: string, numero: string) => {
      const row = await plot(carre, allee, numero);
      return (await w.db.select().from(locations).where(eq(locations.emplacementId, row?.id ?? '')))[0];
    };
    expect(await concessionOf('A', '1', '1')).toMatchObject({ type: 'Concession', numero: '1954-12', famille: 'LE GOFF', duree: 50, perpetuelle: false, dateDebut: '1954-03-12', nbPlaces: 3, notes: expect.stringMatching(/^Caveau 3 places\s+renouvelé en 2004$/) });
    expect(await concessionOf('A', '1', '2 bis')).toMatchObject({ famille: 'TANGUY', perpetuelle: true, dateDebut: '1962-07-14' });
    expect(await concessionOf('A', '2', '1')).toMatchObject({ type: 'Terrain commun', duree: 5 });
    expect(await concessionOf('A', '2', '99')).toMatchObject({ type: 'Ossuaire' });
    // The free niche: a plot and no concession.
    expect(await plot('B', 'Allée des Ifs', '4')).toBeDefined();
    expect(await concessionOf('B', 'Allée des Ifs', '4')).toBeUndefined();
    // Kergoat stayed out.
    expect(await plot('Nord', 'Rangée 1', '1')).toBeUndefined();

    const leGoff = await concessionOf('A', '1', '1');
    const dead = await w.db.select().from(occupants).where(eq(occupants.locationId, leGoff?.id ?? ''));
    expect(dead.map((d) => [d.nom, d.prenom, d.nomJeuneFille, d.civilite]).sort()).toEqual([
      ['LE GOFF', 'Jean', null, 'H'],
      ['LE GOFF', 'Jeanne', 'QUÉMÉNER', 'F'],
    ]);
    expect(dead.find((d) => d.prenom === 'Jean')).toMatchObject({ dateDeces: { jour: 1, mois: 3, annee: 1954 }, dateDeNaissance: '1921-05-02', dateInhumCrema: '1954-03-05' });
    const people = await w.db.select().from(contacts).where(eq(contacts.locationId, leGoff?.id ?? ''));
    expect(people.map((c) => [c.typeDeContact, c.nom, c.prenom, c.nomJeuneFille]).sort()).toEqual([
      ['Ayant-droit', 'LE GOFF', 'Marie', null],
      ['Co-concessionnaire', 'LE GOFF', 'Anne', 'KERBRAT'],
      ['Concessionnaire', 'LE GOFF', 'Yves', null],
    ]);
    expect(people.find((c) => c.prenom === 'Yves')).toMatchObject({ adresse: '3 rue de Brest, Appartement 2', codePostal: '29000', commune: 'Quimper', telephone: '0298000001' });
    const [helene] = await w.db.select().from(occupants).where(and(eq(occupants.espaceId, w.espace.id), eq(occupants.prenom, 'Hélène')));
    expect(helene?.nom).toBe('GUÉGUEN');

    const pulled = await pullAll(w.app, w.writer.token, w.espace.id, cursor);
    expect([...pulled.rows.keys()].filter((k) => k.startsWith('occupants/'))).toHaveLength(6);

    const after = await counts();
    for (const again of [ZIP, DUMP]) {
      const res2 = await send('', again, { cimetiere: '1' });
      expect(res2.statusCode).toBe(200);
      expect(res2.json()).toMatchObject({ compteurs: { emplacementsCrees: 0, concessionsCreees: 0, concessionnairesAjoutes: 0, defuntsCrees: 0, defuntsMisAJour: 0 } });
      expect(await counts()).toEqual(after);
    }
    expect((await pullAll(w.app, w.writer.token, w.espace.id, pulled.cursor)).rows.size).toBe(0);
  });

  it('the mapping the user changed is followed: a column sent to nothing is not imported', async () => {
    const corpus = plouvern();
    corpus.cimetiere = corpus.cimetiere.slice(1);
    corpus.zone = corpus.zone.slice(2);
    corpus.emplacement = corpus.emplacement.filter((e) => Number(e.voie) === 4);
    const file = sqlDump(corpus);
    // The only cemetery is read without a choice; 'Famille' sent to nothing.
    const mapping = OC_MAPPING.map((f) => (f === 'famille' ? '' : (f ?? ''))).join(',');
    const res = await send('', file, { mapping });
    expect(res.statusCode).toBe(200);
    const [row] = await w.db.select().from(emplacements).where(and(eq(emplacements.espaceId, w.espace.id), eq(emplacements.carre, 'Nord'), eq(emplacements.numero, '1')));
    const [loc] = await w.db.select().from(locations).where(eq(locations.emplacementId, row?.id ?? ''));
    expect(loc).toMatchObject({ numero: 'K-12', famille: null });
    // The empty dépositoire is the town's equipment: a plot with its (temporary vault) concession.
    const [depot] = await w.db.select().from(emplacements).where(and(eq(emplacements.espaceId, w.espace.id), eq(emplacements.carre, 'Nord'), eq(emplacements.numero, '2')));
    expect((await w.db.select().from(locations).where(eq(locations.emplacementId, depot?.id ?? '')))[0]?.type).toBe('Caveau');
  });
});

describe('openCimetière files refused in French, nothing changed', () => {
  it.each<[string, () => Uint8Array, number, RegExp]>([
    ['an empty body', () => new Uint8Array(), 400, /^Aucun fichier reçu\.$/],
    ['a zip bomb', () => zipSync({ 'emplacement.csv': [new Uint8Array(8 * 1024 * 1024), { level: 9 }] }), 413, /volume anormal/],
    ['pg_dump’s custom format', () => new TextEncoder().encode('PGDMP\u0001binary'), 400, /format personnalisé/],
    ['a truncated dump', () => DUMP.subarray(0, DUMP.indexOf('\\.\n', DUMP.indexOf('COPY opencimetiere.defunt'))), 400, /tronquée ou mal formée/],
    ['a ZIP with no table of openCimetière', () => zipSync({ 'notes.txt': new TextEncoder().encode('x') }), 400, /Aucune table d’openCimetière/],
  ])('%s', async (_name, make, status, message) => {
    const before = await counts();
    for (const step of ['apercu', 'simulation', ''] as const) {
      const res = await send(step, make(), { cimetiere: '1' });
      expect(res.statusCode).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a mapping naming an unknown field, a non-administrator, and another town', async () => {
    const bad = await send('simulation', ZIP, { cimetiere: '1', mapping: 'carre,motDePasse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/Correspondance des colonnes invalide/);
    expect((await send('', ZIP, { cimetiere: '1', token: w.writer.token })).statusCode).toBe(403);
    expect((await send('', ZIP, { cimetiere: '1', token: w.stranger.token })).statusCode).toBe(404);
  });
});
