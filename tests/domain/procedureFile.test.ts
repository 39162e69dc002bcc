import { jsPDF } from 'jspdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  layoutProcedureFile, procedureFileCover, procedureFileName, procedureFileSteps, stepDocumentHashes, stepDocuments, TOC_LINES_PER_PAGE,
  type ProcedureFileStep,
} from '../../src/domain/documents/procedureFile';
import type { Contact } from '../../src/domain/entities/contact';
import type { DocumentRow } from '../../src/domain/entities/document';
import type { Procedure } from '../../src/domain/entities/procedure';
import { renderGravePhoto } from '../../server/demo/photos';
import { createRandom } from '../../server/demo/random';
import { assembleProcedureFile, type FileBytes } from '../../workers/procedureFile';

/**
 * The file of a procedure (issue 12): which documents go in, the table of contents with each document's first
 * page, and the PDF assembled from them, read back with unpdf as a reader of the file would.
 */

const sha = (n: number) => n.toString(16).padStart(64, '0');
const doc = (n: number, nom: string): DocumentRow => ({
  id: `d${n}`, espaceId: 'e', version: 1, seq: 1, updatedAt: '', deletedAt: null, locationId: 'l', emplacementId: null, nom, description: null, mediaSha256: sha(n), slug: null, dateDocument: null, remplacePar: null,
});

/** A PDF of `pages` pages, each saying its title and its page. */
function pdf(title: string, pages: number): FileBytes {
  const d = new jsPDF({ unit: 'mm', format: 'a4' });
  for (let i = 0; i < pages; i++) {
    if (i > 0) d.addPage();
    d.text(`${title} feuillet ${i + 1}`, 20, 30);
  }
  return { bytes: new Uint8Array(d.output('arraybuffer')), mime: 'application/pdf' };
}

async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

describe('the documents of a step', () => {
  it('reads every documents field, in order, each hash once, nothing that is not a hash', () => {
    expect(stepDocumentHashes({ documents: [sha(1), sha(2)], documentsAffichage: [sha(3), sha(1)], photos: [sha(9)], autre: sha(4), documentsX: 'x' })).toEqual([sha(1), sha(2), sha(3)]);
    expect(stepDocumentHashes({ documents: ['../etc/passwd', 42, sha(0xabc).toUpperCase()] })).toEqual([]);
  });

  it('names each from the concession documents, a deleted row or none giving "Document n"', () => {
    const deleted = { ...doc(2, 'Effacé'), deletedAt: '2026-01-01T00:00:00Z' };
    const out = stepDocuments({ documents: [sha(1), sha(2)] }, [doc(1, 'Arrêté municipal'), deleted]);
    expect(out.map((d) => [d.nom, d.document?.id ?? null])).toEqual([['Arrêté municipal', 'd1'], ['Document 2', null]]);
  });

  it('lists the recorded steps in step order, a step under way dated by its start', () => {
    const proc = {
      etapes: [
        { etape: 4, dateFin: null, enCours: true, dateDebut: '2026-03-02', phase: 'affichage', champs: { documents: [sha(3)] } },
        { etape: 1, dateFin: '2026-01-10', enCours: false, champs: { documents: [] } },
      ],
    } as unknown as Procedure;
    const steps = procedureFileSteps(proc, (e) => (e === 1 ? 'Conditions' : ''), [doc(3, 'Certificat d’affichage')]);
    expect(steps.map((s) => [s.etape, s.titre, s.date, s.enCours, s.documents.length])).toEqual([
      [1, 'Conditions', '2026-01-10', false, 0],
      [4, '', '2026-03-02', true, 1],
    ]);
  });
});

describe('layoutProcedureFile', () => {
  const step = (etape: number, date: string, docs: Array<[number, string]>): ProcedureFileStep => ({
    etape, titre: `Titre ${etape}`, date, enCours: false, documents: docs.map(([n, nom]) => ({ sha256: sha(n), nom, document: null })),
  });

  it('cover on page 1, contents on page 2, each document on the page after the last one ends', () => {
    const layout = layoutProcedureFile([step(0, '2026-01-05', [[1, 'Courrier']]), step(1, '2026-02-01', [[2, 'Acte'], [3, 'Reçu']]), step(2, '2026-03-01', [])], (s) => ({ [sha(1)]: 2, [sha(2)]: 3 })[s] ?? 1);
    expect(layout.parts.map((p) => [p.nom, p.firstPage, p.pages])).toEqual([['Courrier', 3, 2], ['Acte', 5, 3], ['Reçu', 8, 1]]);
    expect(layout.totalPages).toBe(8);
    expect(layout.tocPages).toHaveLength(1);
    expect(layout.tocPages[0]).toEqual([
      { kind: 'step', text: 'Étape 0 : Titre 0 — effectuée le 05/01/2026' },
      { kind: 'document', text: 'Courrier', page: 3 },
      { kind: 'step', text: 'Étape 1 : Titre 1 — effectuée le 01/02/2026' },
      { kind: 'document', text: 'Acte', page: 5 },
      { kind: 'document', text: 'Reçu', page: 8 },
      { kind: 'step', text: 'Étape 2 : Titre 2 — effectuée le 01/03/2026' },
      { kind: 'none', text: 'Aucun document enregistré à cette étape.' },
    ]);
  });

  it('a contents longer than a page pushes every document one page further', () => {
    const docs = Array.from({ length: TOC_LINES_PER_PAGE }, (_, i): [number, string] => [i + 1, `Pièce ${i + 1}`]);
    const layout = layoutProcedureFile([step(1, '2026-01-01', docs)], () => 1);
    expect(layout.tocPages.map((p) => p.length)).toEqual([TOC_LINES_PER_PAGE, 1]);
    expect(layout.parts[0]?.firstPage).toBe(4);
    expect(layout.totalPages).toBe(3 + TOC_LINES_PER_PAGE);
  });

  it('a document of no readable pages still takes one page', () => {
    expect(layoutProcedureFile([step(1, '2026-01-01', [[1, 'Vide']])], () => 0).parts[0]?.pages).toBe(1);
  });
});

describe('procedureFileCover', () => {
  it('states the commune, cemetery, plot, concession, holders, procedure and the day of assembly', () => {
    const holder = { civilite: 'F', prenom: 'Anne', nom: 'Le Goff', typeDeContact: 'Concessionnaire', deletedAt: null } as unknown as Contact;
    const cover = procedureFileCover({
      procedure: { kind: 'repriseAbandon', dateDebut: '2024-02-01', dateFin: null, regime: '2022' },
      emplacement: { carre: 'B', allee: '3', numero: '12', libelle: null },
      location: { famille: 'Le Goff', numero: 'B-12', type: 'Concession', duree: null, perpetuelle: true, dateDebut: '1950-05-02', dateFin: null },
      contacts: [holder], espace: { nom: 'Cimetière du Bourg', adresse: null, codePostal: null, ville: 'Plouguerneau' }, commune: null, today: '2026-11-22',
    });
    expect(cover.subtitle).toBe("Reprise après constat d'abandon");
    expect(Object.fromEntries(cover.lines.map((l) => [l.label, l.value]))).toEqual({
      Commune: 'Plouguerneau',
      Cimetière: 'Cimetière du Bourg',
      Emplacement: 'Carré B - Allée 3 - N° 12',
      Concession: 'n° B-12, famille Le Goff, Concession, perpétuelle depuis le 02/05/1950',
      'Concessionnaire(s)': 'Madame Anne LE GOFF',
      Procédure: "Reprise après constat d'abandon, démarrée le 01/02/2024, en cours, régime issu du décret 2022-1127",
      'Dossier constitué le': '22/11/2026',
    });
    expect(procedureFileName('repriseAbandon', { famille: 'Le Goff', numero: 'B-12' }, '2026-11-22')).toBe('dossier-reprise-apres-constat-d-abandon-le-goff-b-12-2026-11-22.pdf');
  });
});

describe('assembleProcedureFile', () => {
  const cover = { title: 'DOSSIER DE PROCÉDURE', subtitle: 'Renouvellement', lines: [{ label: 'Commune', value: 'Morlaix' }] };
  const steps: ProcedureFileStep[] = [
    { etape: 0, titre: 'Courriers de renouvellement', date: '2026-01-05', enCours: false, documents: [{ sha256: sha(1), nom: 'Courrier de renouvellement', document: null }] },
    {
      etape: 1, titre: 'Renouvellement de la concession', date: '2026-02-01', enCours: false,
      documents: [
        { sha256: sha(2), nom: 'Acte de renouvellement de concession', document: null },
        { sha256: sha(3), nom: 'Accusé de réception (photo)', document: null },
        { sha256: sha(4), nom: 'Reçu absent', document: null },
        { sha256: sha(5), nom: 'Fichier abîmé', document: null },
      ],
    },
  ];

  it('puts each document on the page its table of contents line gives, read back from the PDF', async () => {
    const files: Record<string, FileBytes> = {
      [sha(1)]: pdf('COURRIER', 2),
      [sha(2)]: pdf('ACTE', 1),
      [sha(3)]: { bytes: renderGravePhoto(createRandom(7, Date.UTC(2026, 0, 1)), 200, 300), mime: 'image/png' },
      [sha(5)]: { bytes: new TextEncoder().encode('%PDF-1.7 not really'), mime: 'application/pdf' },
    };
    const bytes = await assembleProcedureFile({ cover, steps, today: '2026-11-22', footer: 'Renouvellement — famille Martin', files });
    const pages = await pagesText(bytes);
    expect(pages).toHaveLength(8);
    expect(pages[0]).toContain('DOSSIER DE PROCÉDURE');
    expect(pages[0]).toContain('Morlaix');
    const toc = pages[1] as string;
    expect(toc).toContain('Sommaire');
    expect(toc).toContain('Dossier constitué le 22/11/2026');
    expect(toc).toContain('Étape 0 : Courriers de renouvellement — effectuée le 05/01/2026');
    expect(toc).toMatch(/Courrier de renouvellement \.+ page 3/);
    expect(toc).toMatch(/Acte de renouvellement de concession \.+ page 5/);
    expect(toc).toMatch(/Accusé de réception \(photo\) \.+ page 6/);
    expect(toc).toMatch(/Reçu absent \.+ page 7/);
    expect(toc).toMatch(/Fichier abîmé \.+ page 8/);
    // The pages the contents name hold what it says.
    expect(pages[2]).toContain('COURRIER feuillet 1');
    expect(pages[3]).toContain('COURRIER feuillet 2');
    expect(pages[4]).toContain('ACTE feuillet 1');
    expect(pages[5]).toContain('Accusé de réception (photo)');
    expect(pages[6]).toContain("Ce document n'est pas sur cet appareil");
    expect(pages.every((p, i) => p.includes(`page ${i + 1} / ${pages.length}`))).toBe(true);
  });

  it('with nothing on the device, each document keeps one page that says so; the hostile one says it could not be read', async () => {
    const files: Record<string, FileBytes> = { [sha(5)]: { bytes: new TextEncoder().encode('%PDF-1.7 not really'), mime: 'application/pdf' } };
    const pages = await pagesText(await assembleProcedureFile({ cover, steps, today: '2026-11-22', footer: 'x', files }));
    expect(pages).toHaveLength(7);
    expect(pages[1]).toMatch(/Fichier abîmé \.+ page 7/);
    expect(pages[2]).toContain("Ce document n'est pas sur cet appareil");
    expect(pages[6]).toContain('Fichier abîmé');
    expect(pages[6]).toContain("Ce document n'a pas pu être lu");
  });

  it('writes names the standard fonts cannot hold with "?", never failing', async () => {
    const odd = [{ ...steps[0], documents: [{ sha256: sha(1), nom: 'Reçu 🙂 Œuvre ∑', document: null }] }] as ProcedureFileStep[];
    const pages = await pagesText(await assembleProcedureFile({ cover, steps: odd, today: '2026-11-22', footer: 'x', files: {} }));
    expect(pages[1]).toContain('Reçu ? Œuvre ?');
  });
});
