import type { PartialDate } from '../entities/replicated';
import { formatPartialDate, isoOf } from './dates';
import { datesAgree, describeIdentity, matchPerson, type Identity } from './identity';
import type { ImportPerson } from './names';
import type { LineWork } from './planLine';

/**
 * The people of an imported line against those the cemetery records (issue 26), by the rules of identity.ts:
 * a certain match may only fill what the record lacks or make a date more precise, each change listed
 * old → new; an identical record takes nothing; an uncertain one takes nothing and the line says which record
 * it could be; anyone else is created.
 */
export interface PersonRecord {
  id: string;
  /** The register line that created it in this import, if any: the people one line names are distinct. */
  createdBy?: number;
  identity: Identity;
  /** The stored fields the import may fill, as the record has them now. */
  fields: Record<string, unknown>;
}

/** The records a plan compares with, and which of them a line has already paired or created. */
export class PersonBook {
  readonly records: PersonRecord[] = [];
  /**
   * The indexes of the records paired, in an array of their exact number (copied at each change, a book pairs
   * one or two): a plan of 100,000 lines holds three books per plot, and a Set, or an array grown by push,
   * weighs about 150 bytes even for one index (issue 26, memory).
   */
  private taken: readonly number[] = [];

  constructor(records: readonly PersonRecord[] = []) {
    this.records.push(...records);
  }

  /** The record a person of `line` is; records that very line created are not candidates ('M. et Mme DUPONT' are two). */
  match(identity: Identity, line: number) {
    const mine = new Set(this.records.flatMap((r, i) => (r.createdBy === line ? [i] : [])));
    return matchPerson(identity, this.records.map((r) => r.identity), { has: (i) => this.taken.includes(i) }, mine);
  }

  /** Pairs a record with the line; undone if the line is refused. */
  take(index: number, work: LineWork): void {
    if (this.taken.includes(index)) return;
    this.taken = this.taken.concat(index);
    work.undo(() => this.untake(index));
  }

  /** A record created by the line: paired with it at once; removed if the line is refused. */
  add(record: PersonRecord, work: LineWork): void {
    // Written out, not spread: a spread copy got a hidden class of its own per record (about 250 bytes each).
    this.records.push({ id: record.id, createdBy: work.line, identity: record.identity, fields: record.fields });
    const index = this.records.length - 1;
    this.taken = this.taken.concat(index);
    work.undo(() => {
      this.records.splice(index, 1);
      this.untake(index);
    });
  }

  private untake(index: number): void {
    this.taken = this.taken.filter((i) => i !== index);
  }
}

export const personName = (p: { nom: string | null; prenom: string | null }) => [p.nom, p.prenom].filter(Boolean).join(' ') || 'Inconnu';

export function identityOf(p: ImportPerson): Identity {
  return { nom: p.nom, prenom: p.prenom, nomJeuneFille: p.nomJeuneFille, dateDeNaissance: p.dateDeNaissance, dateDeces: p.dateDeces, civilite: p.civilite };
}

const CIVILITE_WORDS = { H: 'Monsieur', F: 'Madame' } as const;
const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? formatPartialDate(v as PartialDate) : v === 'H' || v === 'F' ? CIVILITE_WORDS[v] : String(v));

/** A more precise date that agrees with the recorded one ('1950' → '12/03/1950'); never a different one. */
function refines(before: PartialDate | null, after: PartialDate | null): boolean {
  if (!after) return false;
  if (!before) return true;
  if (!datesAgree(before, after)) return false;
  return (['annee', 'mois', 'jour'] as const).some((p) => before[p] === null && after[p] !== null);
}

/**
 * What a certain match may write: each empty field the line fills, each date it makes more precise; a value
 * that differs from the record's is not written and is a warning. `labels` names the fields for the user.
 */
export function fillOf(
  record: PersonRecord,
  wanted: Record<string, unknown>,
  labels: Record<string, string>,
  work: LineWork,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const before = record.fields[field] ?? null;
    const isDate = typeof value === 'object' && !Array.isArray(value);
    if (isDate ? refines(before as PartialDate | null, value as PartialDate) : before === null) {
      changes[field] = value;
      work.details.push(`${personName(record.identity)} : ${labels[field] ?? field} ${show(before)} → ${show(value)}.`);
    } else if (isDate ? !datesAgree(before as PartialDate | null, value as PartialDate) : before !== value && !(typeof before === 'string' && typeof value === 'string' && before.trim().toLowerCase() === value.trim().toLowerCase())) {
      work.warnings.push(`${personName(record.identity)} : ${labels[field] ?? field} du fichier (${show(value)}) différent de celui enregistré (${show(before)}) : non modifié.`);
    }
  }
  return changes;
}

/** The line's warning when a person could be one of several records: nothing written. */
export function uncertainWarning(who: string, person: ImportPerson, candidates: readonly PersonRecord[]): string {
  const names = candidates.map((c) => describeIdentity(c.identity)).join(' ; ');
  return `${who} « ${describeIdentity(identityOf(person))} » non importé : c’est peut-être ${names}, déjà enregistré${candidates.length > 1 ? 's' : ''} ici. Précisez le prénom ou les dates dans le fichier pour l’importer.`;
}

/** A birth date as the deceased's fields keep it: the whole date, or the known part. */
export function birthFields(date: PartialDate | null): { dateDeNaissance: string | null; dateNaissanceIncomplete: PartialDate | null } {
  const iso = isoOf(date);
  return iso ? { dateDeNaissance: iso, dateNaissanceIncomplete: null } : { dateDeNaissance: null, dateNaissanceIncomplete: date };
}
