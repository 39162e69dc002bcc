import { afterEach, describe, expect, it } from 'vitest';
import { enqueue } from '../../src/replica/enqueue';
import type { ReplicaRow } from '../../src/replica/types';
import { ReplicaSearch } from '../../workers/search.replica';
import { EDITOR, ESPACE, freshDb } from './fixtures';

const repl = { espaceId: ESPACE, version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null };
const PLOT = '01900000-0000-7000-8000-0000000000e1';
const LOC = '01900000-0000-7000-8000-0000000000a1';
const OCC = '01900000-0000-7000-8000-0000000000b1';

function seedRows(): Record<string, ReplicaRow[]> {
  return {
    emplacements: [{ ...repl, id: PLOT, carre: 'A', allee: '3', numero: '12', libelle: null, surface: 2, preReservation: false, notes: null, typeOccupation: null, geometry: null, posX: null, posY: null, zone: null, uid: null, adresse: null }],
    locations: [{ ...repl, id: LOC, emplacementId: PLOT, famille: 'Durand', numero: '7', type: 'Concession', typeConcession: 'Familiale', duree: 30, perpetuelle: false, dateDebut: '2000-01-01', dateFin: '2030-01-01', dateOriginelle: null, nbPlaces: 4, etatAbandon: null, facture: null, notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: null, exclus: [], champsSupp: null }],
    occupants: [{ ...repl, id: OCC, emplacementId: PLOT, locationId: LOC, civilite: 'F', prenom: 'Marie', nom: 'Lefèvre', nomJeuneFille: 'Martin', dateDeNaissance: null, dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: null, lieuDeces: null, dateInhumCrema: null, dateExhumation: null, specificites: null, criteresSpecifiques: [], modeSepulture: 'inhumation', cremation: null, etat: 'present' }],
  };
}

let open: ReplicaSearch | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

async function setup() {
  const db = freshDb();
  const rows = seedRows();
  for (const [table, list] of Object.entries(rows)) await db.table(table).bulkPut(list);
  open = await ReplicaSearch.open(db);
  return { db, search: open };
}

const titles = (hits: Array<{ doc: { title: string } }>) => hits.map((h) => h.doc.title);

describe('search index over the replica (issue 6)', () => {
  it('is built from the replica: accents, case, maiden name and plot label', async () => {
    const { search } = await setup();
    for (const q of ['lefevre', 'LEFEVRE', 'Lefèvre', 'lefevr', 'lefebre', 'martin']) {
      expect(titles(search.index.search(q).defunt), q).toEqual(['Marie LEFÈVRE née MARTIN']);
    }
    expect(search.index.search('A 3 12').emplacement.map((h) => h.doc.rowId)).toEqual([PLOT]);
    expect(search.index.search('durand').concession.map((h) => h.doc.emplacementId)).toEqual([PLOT]);
  });

  it('follows an enqueued change at once: a new deceased is found, an edit re-indexes, a delete removes', async () => {
    const { db, search } = await setup();
    const id = '01900000-0000-7000-8000-0000000000b2';
    await enqueue(db, { name: 'occupant.create', args: { id, emplacementId: PLOT, nom: 'Zéphyrin', prenom: 'Paul' } }, { actor: EDITOR });
    await search.settled();
    expect(search.index.search('zephyrin').defunt.map((h) => h.doc.rowId)).toEqual([id]);

    await enqueue(db, { name: 'occupant.update', args: { id, nom: 'Quentin' } }, { actor: EDITOR });
    await search.settled();
    expect(search.index.search('zephyrin').defunt).toEqual([]);
    expect(search.index.search('quentin').defunt.map((h) => h.doc.rowId)).toEqual([id]);

    await enqueue(db, { name: 'occupant.delete', args: { id } }, { actor: EDITOR });
    await search.settled();
    expect(search.index.search('quentin').defunt).toEqual([]);
  });

  it('re-labels the documents that show a changed plot', async () => {
    const { db, search } = await setup();
    await db.emplacements.update(PLOT, { carre: 'Z' });
    await search.settled();
    const hit = search.index.search('lefevre').defunt[0];
    expect(hit?.doc.subtitle).toContain('Carré Z');
  });

  it('follows a pull-sized page (Dexie names no key for 50 rows or more): new names found, deleted ones gone', async () => {
    const { db, search } = await setup();
    const base = seedRows().occupants![0]!;
    const page = Array.from({ length: 60 }, (_, i) => ({ ...base, id: `01900000-0000-7000-8000-0000001${String(i).padStart(5, '0')}`, nom: `Page${String(i).padStart(2, '0')}x`, seq: 10 + i }));
    await db.transaction('rw', db.occupants, async () => {
      await db.occupants.bulkPut(page);
      await db.occupants.delete(OCC);
    });
    await search.settled();
    // Exact word first; the other names of the page are one typo away.
    expect(search.index.search('page07x').defunt[0]?.doc.rowId).toBe(page[7]!.id);
    expect(search.index.search('lefevre').defunt).toEqual([]);
    expect(search.index.size).toBe(1 + 1 + 60);
  });
});
