import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../src/domain/templates/defaults';
import type { TemplateDocument } from '../../src/domain/templates/types';
import { renderDocumentsPdf } from '../../src/features/fiche/documents/renderPdf';
import { addHookedDocuments, type HookedDocumentResult } from '../../src/features/modeles/hookedDocuments';
import { enqueue } from '../../src/replica/enqueue';
import { onRecorded } from '../../src/replica/events';
import type { ReplicaDb } from '../../src/replica/db';
import type { ReplicaRow } from '../../src/replica/types';
import { sanitizeTemplateHtml } from '../../server/templates/sanitize';
import { EDITOR, ESPACE, freshDb } from './fixtures';

/** Issue 17, spec 002 §4 'Templates': a document template's hook adds its document to the concession, on the recording device. */

const repl = { espaceId: ESPACE, version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null };
const PLOT = '01900000-0000-7000-8000-0000000000e1';
const LOC = '01900000-0000-7000-8000-0000000000a1';

const attestation: TemplateDocument = {
  ...DEFAULT_TEMPLATES[0]!,
  id: 'own-1',
  slug: 'attestation-inhumation',
  nom: 'Attestation d’inhumation',
  parDefaut: false,
  hooks: ['Inhumation : après création'],
  content: { pdf: '<p>Inhumation dans la concession de la famille {{concession.famille}} : {{defunts}}.</p>' },
  moredata: null,
};
const TEMPLATES = [...DEFAULT_TEMPLATES, attestation, { ...attestation, id: 'own-2', slug: 'un-mail', type: 'mails' as const }];

async function seeded(): Promise<ReplicaDb> {
  const db = freshDb();
  const rows: Record<string, ReplicaRow[]> = {
    espaces: [{ ...repl, id: ESPACE, nom: 'Cimetière du Château', adresse: null, codePostal: null, ville: 'Nîmes' }],
    emplacements: [{ ...repl, id: PLOT, carre: 'A', allee: '3', numero: '12', libelle: null, surface: 2, preReservation: false, notes: null, typeOccupation: null, geometry: null, posX: null, posY: null, zone: null, uid: null, adresse: null }],
    locations: [{ ...repl, id: LOC, emplacementId: PLOT, famille: 'Durand', numero: '7', type: 'Concession', typeConcession: 'Familiale', duree: 30, perpetuelle: false, dateDebut: '2000-01-01', dateFin: '2030-01-01', dateOriginelle: null, nbPlaces: 4, etatAbandon: null, facture: null, notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: null, exclus: [], champsSupp: null }],
  };
  for (const [table, list] of Object.entries(rows)) await db.table(table).bulkPut(list);
  return db;
}

let off: (() => void) | null = null;
afterEach(() => {
  off?.();
  off = null;
});

/** Listens as the app does (src/features/modeles/useDocumentHooks.ts), keeping each step's promise to await it. */
function listen(): Array<Promise<HookedDocumentResult[]>> {
  const steps: Array<Promise<HookedDocumentResult[]>> = [];
  off = onRecorded((recorded) => {
    steps.push(
      addHookedDocuments(recorded, {
        templates: async () => TEMPLATES,
        townHall: async () => ({ commune: 'Nîmes', mairie: null }),
        draw: (contents) => renderDocumentsPdf(contents),
        sanitize: sanitizeTemplateHtml,
      }),
    );
  });
  return steps;
}

describe('document hooks on the recording device (issue 17)', () => {
  it('a new deceased adds exactly one document of the template, linked to the concession, its PDF stored by hash', async () => {
    const db = await seeded();
    const steps = listen();
    await enqueue(db, { name: 'occupant.create', args: { id: '01900000-0000-7000-8000-0000000000b2', emplacementId: PLOT, nom: 'Zéphyrin', prenom: 'Paul' } }, { actor: EDITOR });
    const results = (await Promise.all(steps)).flat();
    expect(results.map((r) => [r.template.slug, r.ok])).toEqual([['attestation-inhumation', true]]);

    const documents = await db.documents.toArray();
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ locationId: LOC, emplacementId: PLOT, slug: 'attestation-inhumation', nom: 'Attestation d’inhumation' });
    const media = await db.mediaBlobs.get(String(documents[0]!.mediaSha256));
    expect(media?.mime).toBe('application/pdf');
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => e.name)).toEqual(['occupant.create', 'document.create']);
    expect(outbox[1]!.author.userId).toBe(EDITOR.userId);
  });

  it('a mutation no document template names adds none', async () => {
    const db = await seeded();
    const steps = listen();
    await enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOC, etatAbandon: 3 } }, { actor: EDITOR });
    expect((await Promise.all(steps)).flat()).toEqual([]);
    expect(await db.documents.count()).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['location.setEtatAbandon']);
  });
});
