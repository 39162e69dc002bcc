import type { PartialDate } from '../entities/replicated';
import { formatPartialDate } from './dates';
import { normalizeText } from './text';

/**
 * When a person of an imported line is a person the cemetery already records (issue 26: a register is a legal
 * record; people were merged and corrupted without a word). Two records are:
 * - 'same' only when their identities agree for certain: the same family name and the same first names, both
 *   written, no date of one contradicting the other's, no maiden name contradicting; the import may then fill
 *   what the record lacks, each change listed old → new;
 * - 'identical' when every part of their identity is written alike, absences included ('DUPONT', no first
 *   name, no date, twice): the line adds nothing to that record, so it is paired with it and nothing is
 *   written (re-importing a file creates nothing); each record is paired once, so two such lines in one grave
 *   stay two people;
 * - 'uncertain' when they may be one person and nothing proves it (a first name missing on one side, 'Jean'
 *   beside 'Jean Pierre', a family name that is the other's maiden name, or several records that would be
 *   'same'): the import writes nothing of that person and says which record it could be;
 * - 'none' otherwise: a different person, created.
 * A civility counts only when both records know it: 'Madame DUPONT' is not 'Monsieur DUPONT'.
 * A missing value never makes a match.
 */
export interface Identity {
  nom: string | null;
  prenom: string | null;
  nomJeuneFille: string | null;
  dateDeNaissance: PartialDate | null;
  dateDeces: PartialDate | null;
  /** Known or not; two known civilities that differ are two people. */
  civilite: 'H' | 'F' | null;
}

export type Match = { kind: 'same' | 'identical'; index: number } | { kind: 'uncertain'; indexes: number[] } | { kind: 'none' };

const key = (v: string | null) => (v === null ? '' : normalizeText(v));
const date = (d: PartialDate | null) => (d ? formatPartialDate(d) : '');

/** Two dates agree when every part written on both sides is equal ('1950' agrees with '12/03/1950'). */
export function datesAgree(a: PartialDate | null, b: PartialDate | null): boolean {
  if (!a || !b) return true;
  const parts = ['annee', 'mois', 'jour'] as const;
  return parts.every((p) => a[p] === null || b[p] === null || a[p] === b[p]);
}

const civilitesAgree = (a: Identity, b: Identity) => a.civilite === null || b.civilite === null || a.civilite === b.civilite;

function identical(a: Identity, b: Identity): boolean {
  return civilitesAgree(a, b) && key(a.nom) === key(b.nom) && key(a.prenom) === key(b.prenom) && key(a.nomJeuneFille) === key(b.nomJeuneFille)
    && date(a.dateDeNaissance) === date(b.dateDeNaissance) && date(a.dateDeces) === date(b.dateDeces);
}

function noContradiction(a: Identity, b: Identity): boolean {
  const maiden = key(a.nomJeuneFille) === '' || key(b.nomJeuneFille) === '' || key(a.nomJeuneFille) === key(b.nomJeuneFille);
  return maiden && civilitesAgree(a, b) && datesAgree(a.dateDeces, b.dateDeces) && datesAgree(a.dateDeNaissance, b.dateDeNaissance);
}

function same(a: Identity, b: Identity): boolean {
  return key(a.nom) !== '' && key(a.nom) === key(b.nom) && key(a.prenom) !== '' && key(a.prenom) === key(b.prenom) && noContradiction(a, b);
}

/** Could be one person: the names overlap without being equal and nothing contradicts. */
function maybe(a: Identity, b: Identity): boolean {
  if (!noContradiction(a, b)) return false;
  const names = (p: Identity) => new Set([key(p.nom), key(p.nomJeuneFille)].filter((n) => n !== ''));
  const na = names(a);
  if (![...names(b)].some((n) => na.has(n))) return false;
  const pa = key(a.prenom);
  const pb = key(b.prenom);
  if (pa === '' || pb === '') return true;
  const first = (p: string) => p.split(' ')[0];
  return pa === pb || first(pa) === first(pb);
}

/**
 * The record `person` is among `records`. A person with a family name and first names is matched by the rule
 * of 'same' against every record (a register repeating a person on several lines names one person); an
 * incomplete one (no first name) can only be paired with an identical record not yet paired (`taken`: the
 * records paired or created by the lines before), so that two 'DUPONT' of one grave stay two. `excluded`
 * records are no candidates at all (those created by the very line: the people one cell names are distinct).
 */
export function matchPerson(person: Identity, records: readonly Identity[], taken: Pick<ReadonlySet<number>, 'has'>, excluded: Pick<ReadonlySet<number>, 'has'> = new Set()): Match {
  const all = records.map((r, index) => ({ r, index })).filter(({ index }) => !excluded.has(index));
  if (key(person.nom) !== '' && key(person.prenom) !== '') {
    const certain = all.filter(({ r }) => same(person, r));
    const twin = certain.find(({ r }) => identical(person, r));
    if (twin) return { kind: 'identical', index: twin.index };
    if (certain.length === 1) return { kind: 'same', index: certain[0]!.index };
    if (certain.length > 1) return { kind: 'uncertain', indexes: certain.map((c) => c.index) };
  } else {
    const twin = all.find(({ r, index }) => !taken.has(index) && identical(person, r));
    if (twin) return { kind: 'identical', index: twin.index };
  }
  const possible = all.filter(({ r, index }) => maybe(person, r) && !(taken.has(index) && identical(person, r)));
  return possible.length > 0 ? { kind: 'uncertain', indexes: possible.map((p) => p.index) } : { kind: 'none' };
}

/** 'DUPONT Jean (décès 1950)': how the dry run names a record the import compares with. */
export function describeIdentity(p: Identity): string {
  const name = [p.nom, p.prenom].filter(Boolean).join(' ') || 'Inconnu';
  const maiden = p.nomJeuneFille ? ` née ${p.nomJeuneFille}` : '';
  const dates = [p.dateDeNaissance && `naissance ${formatPartialDate(p.dateDeNaissance)}`, p.dateDeces && `décès ${formatPartialDate(p.dateDeces)}`].filter(Boolean);
  return `${name}${maiden}${dates.length > 0 ? ` (${dates.join(', ')})` : ''}`;
}
