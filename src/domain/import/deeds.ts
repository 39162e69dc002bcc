import { currentLocation } from '../mutations/helpers';
import type { Row } from '../mutations/types';
import { normalizeText, plotPartKey } from './text';

/**
 * Scanned deeds (issue 16 'Importing existing data'): a town hall's scans are named after their plot
 * ('A-12.pdf', 'a 1 12.pdf', 'Carré B n°7.pdf') or their concession's number ('concession 154.pdf',
 * 'Acte 0154.PDF'); case, accents, spaces and leading zeros vary. Each file is matched with one current
 * concession of the cemetery, by its number first, then by the plot's carré, allée and numéro; a name that
 * matches nothing, or several concessions, is listed and attached to none.
 */
export interface DeedTarget {
  locationId: string;
  /** 'Concession n° 154 · Carré A · N° 12', as the dry run shows it. */
  label: string;
}

export type DeedMatch = { ok: true; target: DeedTarget } | { ok: false; reason: string };

export const MSG_NO_MATCH = 'Aucune concession ni aucun emplacement ne correspond à ce nom.';
export const MSG_AMBIGUOUS = 'Ce nom correspond à plusieurs concessions : renommez le fichier avec le numéro de concession.';

/** Words around the key that say what it is: 'concession', 'acte', 'carré', 'n°'… */
const CONCESSION_WORDS = /^(?:acte|actes|titre|concession|concessions|conc|cession)\b/;
const FILLER = new Set(['acte', 'actes', 'titre', 'concession', 'concessions', 'conc', 'de', 'du', 'la', 'le', 'n', 'no', 'num', 'numero', 'carre', 'allee', 'emplacement', 'emp', 'scan', 'pdf']);

/** The file's own name, without folders or extension, normalised: 'Actes/Concession N°0154.PDF' → 'concession n 0154'. */
export function deedName(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? '';
  return normalizeText(base.replace(/\.pdf$/i, ''));
}

const keyOfTokens = (tokens: readonly string[]) => tokens.map((t) => plotPartKey(t)).join(' ');

export class DeedIndex {
  private readonly byNumber = new Map<string, DeedTarget[]>();
  private readonly byPlot = new Map<string, DeedTarget[]>();

  /** The cemetery's plots and their current concessions (spec 001 §3: one concession in force per plot). */
  constructor(emplacements: readonly Row[], locations: readonly Row[]) {
    const byPlotId = new Map<string, Row[]>();
    for (const l of locations) {
      if (l.deletedAt) continue;
      const list = byPlotId.get(String(l.emplacementId)) ?? [];
      list.push(l);
      byPlotId.set(String(l.emplacementId), list);
    }
    for (const plot of emplacements) {
      if (plot.deletedAt) continue;
      const location = currentLocation(byPlotId.get(String(plot.id)) ?? []);
      if (!location || location.isArchived) continue;
      const parts = [plot.carre, plot.allee, plot.numero].map((v) => (typeof v === 'string' && v.trim() !== '' ? normalizeText(v) : null));
      const numero = typeof location.numero === 'string' && location.numero.trim() !== '' ? location.numero : null;
      const label = [numero ? `Concession n° ${numero}` : 'Concession', parts[0] && `Carré ${String(plot.carre)}`, parts[1] && `Allée ${String(plot.allee)}`, parts[2] && `N° ${String(plot.numero)}`]
        .filter(Boolean)
        .join(' · ');
      const target: DeedTarget = { locationId: String(location.id), label };
      if (numero) add(this.byNumber, keyOfTokens(normalizeText(numero).split(' ')), target);
      const [carre, allee, num] = parts;
      if (!num) continue;
      const keys = new Set<string>();
      keys.add(keyOfTokens([carre, allee, num].filter((p): p is string => p !== null).flatMap((p) => p.split(' '))));
      if (carre) keys.add(keyOfTokens([...carre.split(' '), ...num.split(' ')]));
      for (const key of keys) add(this.byPlot, key, target);
    }
  }

  /** The concession a file name designates: its number when the name says 'concession' or 'acte', else number or plot. */
  match(path: string): DeedMatch {
    const name = deedName(path);
    const tokens = name.split(' ').filter((t) => t !== '' && !FILLER.has(t));
    if (tokens.length === 0) return { ok: false, reason: MSG_NO_MATCH };
    const key = keyOfTokens(tokens);
    const byNumber = this.byNumber.get(key) ?? [];
    const byPlot = CONCESSION_WORDS.test(name) ? [] : (this.byPlot.get(key) ?? []);
    const found = byNumber.length > 0 ? byNumber : byPlot;
    const distinct = [...new Map(found.map((t) => [t.locationId, t])).values()];
    if (distinct.length === 0) return { ok: false, reason: MSG_NO_MATCH };
    if (distinct.length > 1) return { ok: false, reason: MSG_AMBIGUOUS };
    return { ok: true, target: distinct[0]! };
  }
}

function add(map: Map<string, DeedTarget[]>, key: string, target: DeedTarget): void {
  if (key === '') return;
  const list = map.get(key) ?? [];
  list.push(target);
  map.set(key, list);
}

export type DeedStatus = 'joint' | 'déjà présent' | 'non reconnu';

export interface DeedLine {
  fichier: string;
  status: DeedStatus;
  concession: string;
  details: string;
}

export interface DeedsPlan {
  lines: DeedLine[];
  envelopes: Array<{ id: string; name: 'document.create'; args: Record<string, unknown> }>;
  counts: { actesJoints: number; actesDejaPresents: number; fichiersNonReconnus: number };
}

/**
 * The dry run and the mutations of a deeds import: each PDF matched is a document of its concession
 * (document.create, named after the file), unless the concession already holds those bytes (same SHA-256):
 * importing the same archive twice attaches nothing the second time. Two files of the archive with the same
 * bytes for one concession are attached once.
 */
export function planDeedsImport(
  files: ReadonlyArray<{ name: string; sha256: string }>,
  existing: { emplacements: readonly Row[]; locations: readonly Row[]; documents: readonly Row[] },
  newId: () => string,
): DeedsPlan {
  const index = new DeedIndex(existing.emplacements, existing.locations);
  const held = new Set(existing.documents.filter((d) => !d.deletedAt).map((d) => `${String(d.locationId)}|${String(d.mediaSha256)}`));
  const plan: DeedsPlan = { lines: [], envelopes: [], counts: { actesJoints: 0, actesDejaPresents: 0, fichiersNonReconnus: 0 } };
  for (const file of files) {
    const match = index.match(file.name);
    if (!match.ok) {
      plan.counts.fichiersNonReconnus += 1;
      plan.lines.push({ fichier: file.name, status: 'non reconnu', concession: '', details: match.reason });
      continue;
    }
    const key = `${match.target.locationId}|${file.sha256}`;
    if (held.has(key)) {
      plan.counts.actesDejaPresents += 1;
      plan.lines.push({ fichier: file.name, status: 'déjà présent', concession: match.target.label, details: 'Cet acte figure déjà dans les documents de la concession.' });
      continue;
    }
    held.add(key);
    const nom = (file.name.split(/[\\/]/).pop() ?? file.name).slice(0, 255);
    plan.envelopes.push({ id: newId(), name: 'document.create', args: { id: newId(), locationId: match.target.locationId, nom, description: 'Acte scanné importé', mediaSha256: file.sha256 } });
    plan.counts.actesJoints += 1;
    plan.lines.push({ fichier: file.name, status: 'joint', concession: match.target.label, details: 'Joint aux documents de la concession.' });
  }
  return plan;
}
