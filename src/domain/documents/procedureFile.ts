import { PROCEDURE_LABELS } from '../constants/procedures';
import { formatFrDate } from '../dates';
import type { Contact } from '../entities/contact';
import type { DocumentRow } from '../entities/document';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Procedure, ProcedureEtape } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import { isPerpetual } from '../rules/concessionStatus';
import { plotLabel } from '../rules/labels';
import { pdfFileName } from './content';
import { communeOf, holderLine, holdersOf, type EspaceFacts } from './parties';

/**
 * The file of a procedure (issue 12, "The file of the reprise"): every document its steps recorded, in step
 * order, behind a cover page and a dated table of contents giving each document's first page. What a mayor
 * hands to the council or to a judge. This module decides what goes in and on which page; the PDF is drawn
 * from it on the device (workers/procedureFile.ts), offline. It works for every procedure kind.
 */

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The documents a step recorded: the hashes of its `documents` field, and of any other field whose name
 * starts with 'documents' (a posting certificate kept apart from the PV, say), in the order recorded, each once.
 */
export function stepDocumentHashes(champs: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(champs)) {
    if (!key.startsWith('documents') || !Array.isArray(value)) continue;
    for (const v of value) if (typeof v === 'string' && SHA256.test(v) && !out.includes(v)) out.push(v);
  }
  return out;
}

/** One document of a step: its bytes by hash and the name it has among the concession's documents. */
export interface StepDocument {
  sha256: string;
  nom: string;
  /** The concession's document row, when the replica has it (a hash with no row still downloads by hash). */
  document: DocumentRow | null;
}

/** The documents of a step's fields, named from the concession's document rows ('Document 2' when none names it). */
export function stepDocuments(champs: Record<string, unknown>, rows: readonly DocumentRow[]): StepDocument[] {
  return stepDocumentHashes(champs).map((sha256, i) => {
    const document = rows.find((d) => d.mediaSha256 === sha256 && !d.deletedAt) ?? null;
    return { sha256, nom: document?.nom ?? `Document ${i + 1}`, document };
  });
}

/** A recorded step in the file: its title, its date, whether it is still under way, and its documents. */
export interface ProcedureFileStep {
  etape: number;
  titre: string;
  /** The day it was done; for a step under way, the day it started. */
  date: IsoDate | null;
  enCours: boolean;
  documents: StepDocument[];
}

/**
 * The recorded steps of a procedure, in step order, with their documents. Steps never recorded (passed over,
 * not reached) are not in the file. `titre` names a step ('' when the kind's steps are unknown: 'Étape n').
 */
export function procedureFileSteps(proc: Pick<Procedure, 'etapes'>, titre: (etape: number) => string, rows: readonly DocumentRow[]): ProcedureFileStep[] {
  return [...proc.etapes]
    .sort((a, b) => a.etape - b.etape)
    .map((rec: ProcedureEtape) => ({
      etape: rec.etape,
      titre: titre(rec.etape),
      date: rec.dateFin ?? rec.dateDebut ?? null,
      enCours: rec.enCours,
      documents: stepDocuments(rec.champs, rows),
    }));
}

/** What the cover page states (issue 12): commune, cemetery, plot, concession, holders, procedure, date of assembly. */
export interface ProcedureFileCover {
  title: string;
  subtitle: string;
  lines: Array<{ label: string; value: string }>;
}

export interface ProcedureFileFacts {
  procedure: Pick<Procedure, 'kind' | 'dateDebut' | 'dateFin' | 'regime'>;
  emplacement: Pick<Emplacement, 'carre' | 'allee' | 'numero' | 'libelle'>;
  location: Pick<Location, 'famille' | 'numero' | 'type' | 'duree' | 'perpetuelle' | 'dateDebut' | 'dateFin'> | null;
  contacts: readonly Contact[];
  espace: EspaceFacts | null;
  commune: string | null;
  /** The day the file is assembled. */
  today: IsoDate;
}

function concessionText(l: ProcedureFileFacts['location']): string {
  if (!l) return 'non renseignée';
  const parts = [`n° ${l.numero ?? 'non renseigné'}`];
  if (l.famille) parts.push(`famille ${l.famille}`);
  parts.push(l.type);
  if (isPerpetual(l)) parts.push(`perpétuelle${l.dateDebut ? ` depuis le ${formatFrDate(l.dateDebut)}` : ''}`);
  else if (l.dateDebut || l.dateFin) parts.push(`du ${formatFrDate(l.dateDebut) || 'date non renseignée'} au ${formatFrDate(l.dateFin) || 'date non renseignée'}`);
  return parts.join(', ');
}

/** The cover page of a procedure's file. */
export function procedureFileCover(f: ProcedureFileFacts): ProcedureFileCover {
  const holders = holdersOf(f.contacts).map(holderLine);
  const p = f.procedure;
  const etat = p.dateFin ? `terminée le ${formatFrDate(p.dateFin)}` : 'en cours';
  const regime = p.kind === 'repriseAbandon' && p.regime ? `, régime ${p.regime === '2022' ? 'issu du décret 2022-1127' : 'antérieur au décret 2022-1127'}` : '';
  return {
    title: 'DOSSIER DE PROCÉDURE',
    subtitle: PROCEDURE_LABELS[p.kind],
    lines: [
      { label: 'Commune', value: communeOf(f.espace, f.commune) },
      { label: 'Cimetière', value: f.espace?.nom ?? 'cimetière communal' },
      { label: 'Emplacement', value: plotLabel(f.emplacement) || 'non renseigné' },
      { label: 'Concession', value: concessionText(f.location) },
      { label: 'Concessionnaire(s)', value: holders.length > 0 ? holders.join(' ; ') : 'non renseigné' },
      { label: 'Procédure', value: `${PROCEDURE_LABELS[p.kind]}, démarrée le ${formatFrDate(p.dateDebut) || 'date non renseignée'}, ${etat}${regime}` },
      { label: 'Dossier constitué le', value: formatFrDate(f.today) },
    ],
  };
}

/** 'dossier-renouvellement-martin-a12.pdf'. */
export function procedureFileName(kind: Procedure['kind'], location: Pick<Location, 'famille' | 'numero'> | null, today: IsoDate): string {
  return pdfFileName('dossier', PROCEDURE_LABELS[kind], location?.famille, location?.numero, today);
}

/** Lines of the table of contents on one A4 page (the renderer draws one line per entry, never wrapped). */
export const TOC_LINES_PER_PAGE = 34;

/** One line of the table of contents: a step, one of its documents with its first page, or the note that it has none. */
export type TocLine =
  | { kind: 'step'; text: string }
  | { kind: 'document'; text: string; page: number }
  | { kind: 'none'; text: string };

/** A document's place in the file: its first page and how many pages it takes. */
export interface FilePart {
  etape: number;
  sha256: string;
  nom: string;
  firstPage: number;
  pages: number;
}

export interface ProcedureFileLayout {
  /** The table of contents, one list of lines per page. */
  tocPages: TocLine[][];
  parts: FilePart[];
  totalPages: number;
}

/** 'Étape 3 : Procès-verbal de constat d'abandon — effectuée le 12/03/2026'. */
export function tocStepText(step: ProcedureFileStep): string {
  const head = step.titre ? `Étape ${step.etape} : ${step.titre}` : `Étape ${step.etape}`;
  const date = formatFrDate(step.date);
  if (!date) return head;
  return `${head} — ${step.enCours ? 'en cours depuis le' : 'effectuée le'} ${date}`;
}

/**
 * Where everything goes: page 1 is the cover, the table of contents follows, then each step's documents in
 * step order. `pagesOf` gives a document's page count; a document that cannot be read or is not on the device
 * takes one page (the renderer says so on it), so every line of the table points at a real page.
 */
export function layoutProcedureFile(steps: readonly ProcedureFileStep[], pagesOf: (sha256: string) => number): ProcedureFileLayout {
  const lineCount = steps.reduce((n, s) => n + 1 + Math.max(1, s.documents.length), 0);
  const tocPageCount = Math.max(1, Math.ceil(lineCount / TOC_LINES_PER_PAGE));
  let page = 2 + tocPageCount;
  const lines: TocLine[] = [];
  const parts: FilePart[] = [];
  for (const step of steps) {
    lines.push({ kind: 'step', text: tocStepText(step) });
    if (step.documents.length === 0) lines.push({ kind: 'none', text: 'Aucun document enregistré à cette étape.' });
    for (const doc of step.documents) {
      const pages = Math.max(1, Math.floor(pagesOf(doc.sha256)) || 1);
      parts.push({ etape: step.etape, sha256: doc.sha256, nom: doc.nom, firstPage: page, pages });
      lines.push({ kind: 'document', text: doc.nom, page });
      page += pages;
    }
  }
  const tocPages: TocLine[][] = [];
  for (let i = 0; i < tocPageCount; i++) tocPages.push(lines.slice(i * TOC_LINES_PER_PAGE, (i + 1) * TOC_LINES_PER_PAGE));
  return { tocPages, parts, totalPages: page - 1 };
}
