import { SearchIndex } from '../search/searchIndex';
import type { SearchDoc } from '../search/types';
import type { PortalDeceased } from './publicRecord';

/** The most names one answer of the portal shows; beyond, the visitor is asked to add a first name. */
export const PORTAL_RESULTS_MAX = 20;
/** The longest name a visitor may type in one field of the portal's search. */
export const PORTAL_FIELD_MAX = 100;

export const MSG_PORTAL_QUERY_INVALID = 'Recherche invalide : saisissez un seul nom et un seul prénom, en texte.';
export const MSG_PORTAL_QUERY_TOO_LONG = `Recherche trop longue : ${PORTAL_FIELD_MAX} caractères au plus par champ.`;
export const MSG_PORTAL_NAME_REQUIRED = 'Saisissez au moins le nom du défunt.';

export interface PortalQuery {
  nom: string;
  prenom: string;
}

/**
 * Reads the portal's search form (issue 30) from a query string's values, as sent by any browser or script:
 * each field absent, or one text of at most PORTAL_FIELD_MAX characters once trimmed; a repeated field (an
 * array), an object or an over-long text is refused with a French message (never guessed, never a 500). An
 * empty name is not an error here: the page shows the form without answer.
 */
export function parsePortalQuery(raw: Record<string, unknown>): { ok: true; query: PortalQuery } | { ok: false; message: string } {
  const fields = { nom: raw.nom, prenom: raw.prenom };
  const query: PortalQuery = { nom: '', prenom: '' };
  for (const key of ['nom', 'prenom'] as const) {
    const value = fields[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { ok: false, message: MSG_PORTAL_QUERY_INVALID };
    const text = value.trim().replace(/\s+/g, ' ');
    if (text.length > PORTAL_FIELD_MAX) return { ok: false, message: MSG_PORTAL_QUERY_TOO_LONG };
    query[key] = text;
  }
  return { ok: true, query };
}

function docOf(d: PortalDeceased): SearchDoc {
  return {
    key: `defunt:${d.id}`, kind: 'defunt', rowId: d.id, emplacementId: d.emplacementId,
    nom: d.nom, prenom: d.prenom, nomJeuneFille: d.nomJeuneFille, label: '', extra: '', title: '', subtitle: '',
  };
}

/**
 * The portal's search over the deceased it lists (issue 30): the app's own index of src/domain/search, so the
 * visitor gets the same forgiveness as the staff (case and accents ignored, completions from three letters,
 * one typo from four letters; every word typed must be found, in the family name, the first name or the
 * maiden name, so 'Le Gall' finds a woman born Le Gall). Only names are indexed: never a place, a holder or
 * a note. Built once per state of the cemetery and queried for each visitor.
 */
export class PortalSearch {
  private readonly index = new SearchIndex();
  private readonly byId = new Map<string, PortalDeceased>();

  constructor(deceased: readonly PortalDeceased[]) {
    for (const d of deceased) this.byId.set(d.id, d);
    this.index.upsert(deceased.map(docOf));
  }

  get size(): number {
    return this.byId.size;
  }

  /** A listed deceased by its id; undefined when it is not listed (hidden, too recent, unknown). */
  find(id: string): PortalDeceased | undefined {
    return this.byId.get(id);
  }

  /** The best matches, at most `limit`, and how many matched in all; none without a family name. */
  search(q: PortalQuery, limit = PORTAL_RESULTS_MAX): { results: PortalDeceased[]; total: number } {
    if (q.nom.trim() === '') return { results: [], total: 0 };
    const answer = this.index.answer(`${q.nom} ${q.prenom}`, ['defunt'], limit);
    const results = answer.hits.defunt.map((h) => this.byId.get(h.doc.rowId)).filter((d): d is PortalDeceased => d !== undefined);
    return { results, total: answer.totals.defunt };
  }
}
