import type { PartialDate } from '../entities/replicated';
import { formatPartialDate, isoOf } from './dates';
import type { ImportPerson } from './names';
import type { LocationState } from './planConcession';
import type { LineWork } from './planLine';
import { birthFields, fillOf, identityOf, personName, uncertainWarning, type PersonBook, type PersonRecord } from './planPeople';
import type { RegisterLine } from './rows';

/**
 * The holders, rights holders and deceased of an imported line (spec 001 §3 Contact, Occupant; issue 26),
 * each matched by the rules of identity.ts against the concession's or the plot's records and the lines
 * before: created, completed where certain, or left out with the reason.
 */
type Holder = RegisterLine['holders'][number];

const CONTACT_LABELS: Record<string, string> = {
  civilite: 'civilité', nomJeuneFille: 'nom de jeune fille', adresse: 'adresse', codePostal: 'code postal', commune: 'commune', telephone: 'téléphone', email: 'e-mail',
};
const OCCUPANT_LABELS: Record<string, string> = {
  civilite: 'civilité', nomJeuneFille: 'nom de jeune fille', naissance: 'naissance', dateDeces: 'décès', dateInhumCrema: 'inhumation', specificites: 'spécificités',
};

function personArgs(p: ImportPerson) {
  return { nom: p.nom, prenom: p.prenom, ...(p.nomJeuneFille ? { nomJeuneFille: p.nomJeuneFille } : {}), ...(p.civilite ? { civilite: p.civilite } : {}) };
}

function contactArgs(h: Holder | ImportPerson) {
  const contact = h as Partial<Holder>;
  const defined = Object.entries({ adresse: contact.adresse, codePostal: contact.codePostal, commune: contact.commune, telephone: contact.telephone, email: contact.email })
    .filter(([, v]) => v !== null && v !== undefined);
  return { ...personArgs(h), ...Object.fromEntries(defined) };
}

const recordOf = (id: string, p: ImportPerson, fields: Record<string, unknown>): PersonRecord => ({ id, identity: identityOf(p), fields });

/** Decides one contact of the line against a book: the record it is, or null when it is new; warns when uncertain. */
function decideContact(p: Holder | ImportPerson, book: PersonBook, who: string, work: LineWork): { kind: 'new' } | { kind: 'known'; record: PersonRecord } | { kind: 'skip' } {
  const match = book.match(identityOf(p), work.line);
  if (match.kind === 'none') return { kind: 'new' };
  if (match.kind === 'uncertain') {
    work.warnings.push(uncertainWarning(who, p, match.indexes.map((i) => book.records[i]!)));
    return { kind: 'skip' };
  }
  book.take(match.index, work);
  return { kind: 'known', record: book.records[match.index]! };
}

/** The contacts a new concession is created with: its holders (the first 'Concessionnaire') and rights holders, each once. */
export function holderContacts(line: RegisterLine, holders: PersonBook, ayants: PersonBook, work: LineWork): Array<Record<string, unknown>> {
  const contacts: Array<Record<string, unknown>> = [];
  const add = (p: Holder | ImportPerson, book: PersonBook, typeDeContact: string, who: string) => {
    const decided = decideContact(p, book, who, work);
    if (decided.kind !== 'new') return;
    const id = work.newId();
    const args = { id, typeDeContact, ...contactArgs(p) };
    book.add(recordOf(id, p, args), work);
    contacts.push(args);
    work.details.push(`${typeDeContact === 'Ayant-droit' ? 'Ayant droit ajouté' : 'Concessionnaire ajouté'} : ${personName(p)}.`);
    if (typeDeContact !== 'Ayant-droit') work.count('concessionnairesAjoutes');
  };
  for (const h of line.holders) add(h, holders, holders.records.length === 0 ? 'Concessionnaire' : 'Co-concessionnaire', 'Concessionnaire');
  for (const a of line.ayantsDroit) add(a, ayants, 'Ayant-droit', 'Ayant droit');
  return contacts;
}

/** The line's holders and rights holders on a concession that exists (or that an earlier line created). */
export function planHolders(line: RegisterLine, location: LocationState, work: LineWork): void {
  const handle = (p: Holder | ImportPerson, book: PersonBook, holder: boolean) => {
    const decided = decideContact(p, book, holder ? 'Concessionnaire' : 'Ayant droit', work);
    if (decided.kind === 'skip') return;
    if (decided.kind === 'known') {
      const wanted = contactArgs(p);
      const fill = fillOf(decided.record, { ...wanted, nom: undefined, prenom: undefined }, CONTACT_LABELS, work);
      if (Object.keys(fill).length > 0) {
        work.push('contact.update', { id: decided.record.id, ...fill });
        work.effect(() => Object.assign(decided.record.fields, fill));
      }
      return;
    }
    const id = work.newId();
    const typeDeContact = holder ? (book.records.length > 0 ? 'Co-concessionnaire' : 'Concessionnaire') : 'Ayant-droit';
    const args = { id, locationId: location.id, typeDeContact, ...contactArgs(p) };
    work.push('contact.create', args);
    book.add(recordOf(id, p, args), work);
    work.details.push(`${holder ? 'Concessionnaire ajouté' : 'Ayant droit ajouté'} : ${personName(p)}.`);
    if (holder) work.count('concessionnairesAjoutes');
  };
  for (const h of line.holders) handle(h, location.holders, true);
  for (const a of line.ayantsDroit) handle(a, location.ayants, false);
}

/** The line's deceased on the plot: created, completed where the match is certain, or left out when it is not. */
export function planDeceased(line: RegisterLine, plotId: string, location: LocationState | null, book: PersonBook, work: LineWork): void {
  for (const d of line.deceased) {
    const match = book.match(identityOf(d), work.line);
    if (match.kind === 'uncertain') {
      work.warnings.push(uncertainWarning('Défunt', d, match.indexes.map((i) => book.records[i]!)));
      continue;
    }
    const specificites = d.mentions.length > 0 ? d.mentions.join(' ; ') : null;
    const wanted: Record<string, unknown> = {
      civilite: d.civilite, nomJeuneFille: d.nomJeuneFille, naissance: d.dateDeNaissance, dateDeces: d.dateDeces, dateInhumCrema: isoOf(d.dateInhumation), specificites,
    };
    if (d.dateInhumation && !isoOf(d.dateInhumation)) work.warnings.push(`Date d’inhumation incomplète de ${personName(d)} (${formatPartialDate(d.dateInhumation)}) : laissée vide.`);
    if (match.kind === 'identical' || match.kind === 'same') {
      book.take(match.index, work);
      const record = book.records[match.index]!;
      const fill = fillOf(record, wanted, OCCUPANT_LABELS, work);
      if (Object.keys(fill).length === 0) continue;
      const { naissance, ...rest } = fill;
      const args = { id: record.id, ...rest, ...(naissance ? birthFields(naissance as PartialDate) : {}) };
      work.push('occupant.update', args);
      work.effect(() => Object.assign(record.fields, fill));
      work.count('defuntsMisAJour');
      continue;
    }
    const id = work.newId();
    const args: Record<string, unknown> = { id, emplacementId: plotId, ...personArgs(d) };
    if (d.dateDeces) args.dateDeces = d.dateDeces;
    if (d.dateDeNaissance) Object.assign(args, Object.fromEntries(Object.entries(birthFields(d.dateDeNaissance)).filter(([, v]) => v !== null)));
    if (wanted.dateInhumCrema) args.dateInhumCrema = wanted.dateInhumCrema;
    if (specificites) args.specificites = specificites;
    if (location) args.locationId = location.id;
    work.push('occupant.create', args);
    // Object.assign, not a spread: a spread copy of these args got a hidden class of its own per deceased (issue 26, memory).
    book.add(recordOf(id, d, Object.assign({}, args, { naissance: d.dateDeNaissance })), work);
    const dates = [d.dateDeNaissance && `naissance ${formatPartialDate(d.dateDeNaissance)}`, d.dateDeces && `décès ${formatPartialDate(d.dateDeces)}`].filter(Boolean);
    work.details.push(`Défunt ajouté : ${personName(d)}${d.nomJeuneFille ? ` née ${d.nomJeuneFille}` : ''}${dates.length > 0 ? ` (${dates.join(', ')})` : ''}.`);
    if (specificites) work.details.push(`Mention « ${specificites} » gardée dans les spécificités de ${personName(d)}.`);
    work.count('defuntsCrees');
  }
}
