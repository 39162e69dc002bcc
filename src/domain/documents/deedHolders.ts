import { datePhrase } from '../dates';
import type { Contact } from '../entities/contact';
import { accord, withCivilite } from '../rules/civilite';
import { personName } from '../rules/labels';
import { livingHolders, livingRightsHolders } from './addressees';
import { holderLine, holdersOf } from './parties';

/**
 * Who a deed and a procès-verbal name as the concession's holders (issue 28, 'Deeds and PV use the unfiltered
 * holder list'). A deceased person is never named as if alive, nor as one who signs:
 * - the concession deed (acte de concession) grants the plot: it names the living holders as concessionnaires
 *   (main holder first); a deceased holder is still a party to the grant the deed records, so it follows,
 *   apart, marked « (décédé) » / « (décédée) », without an address, as the plot sheet marks them
 *   (plotSheet.ts). A deed made today for people who act today (renewal, conversion, rétrocession) names the
 *   living only (procedureDocuments.ts `holdersBlock`).
 * - the PV de constat d'abandon (R2223-13 and R2223-14: the parties and the rightful claimants known) names the
 *   living holders, then the living rights holders ('Ayant-droit', 'Successeur'), then the deceased holders
 *   marked as such; a deceased rights holder claims nothing and is left out.
 */

/** ' (décédé)', ' (décédée)', or ' (décédé(e))' when the civility is unknown (issue 26). */
export function deceasedMark(c: Pick<Contact, 'civilite'>): string {
  return ` (${accord(c.civilite, 'décédé', 'décédée')})`;
}

/** 'Monsieur Paul DURAND (décédé), né le 01/02/1930 (Co-concessionnaire)': a deceased party, with no address. */
export function deceasedHolderLine(c: Contact): string {
  const born = datePhrase(c.dateDeNaissance);
  const type = c.typeDeContact && c.typeDeContact !== 'Concessionnaire' ? ` (${c.typeDeContact})` : '';
  return `${withCivilite(c.civilite, personName(c))}${deceasedMark(c)}${born ? `, ${accord(c.civilite, 'né', 'née')} ${born}` : ''}${type}`;
}

/** The holders marked deceased (not deleted), main holder first. */
export function deceasedHolders(contacts: readonly Contact[]): Contact[] {
  return holdersOf(contacts).filter((c) => c.decede);
}

/** What a deed says of its holders: the living ones (with their addresses), and the deceased ones apart, marked. */
export interface DeedHolders {
  living: string[];
  deceased: string[];
}

/** The holders of the concession deed: living ones as concessionnaires, deceased ones marked, apart. */
export function deedHolders(contacts: readonly Contact[]): DeedHolders {
  return { living: livingHolders(contacts).map(holderLine), deceased: deceasedHolders(contacts).map(deceasedHolderLine) };
}

/** The parties a PV names (R2223-14): living holders, living rights holders, then the deceased holders marked. */
export function pvPartyLines(contacts: readonly Contact[]): string[] {
  return [...livingHolders(contacts).map(holderLine), ...livingRightsHolders(contacts).map(holderLine), ...deceasedHolders(contacts).map(deceasedHolderLine)];
}

/** The holders' signature box of a deed, as the built-in layouts and the default templates write it. */
export const HOLDERS_SIGNATORY = 'Le(s) concessionnaire(s)';
export const RIGHTS_HOLDERS_SIGNATORY = 'Le(s) ayant(s) droit';
export const APPLICANT_SIGNATORY = 'Le demandeur';

/**
 * Who signs a deed beside the mayor for the concession (issue 28: no deceased person is asked to sign): its
 * living holders; when none is alive, its living rights holders, who act for it (the heirs' right to the
 * concession, CGCT L2223-13 and L2223-15); when nobody living is known, the applicant, whoever asks for the deed.
 */
export function holdersSignatory(contacts: readonly Contact[]): string {
  if (livingHolders(contacts).length > 0) return HOLDERS_SIGNATORY;
  if (livingRightsHolders(contacts).length > 0) return RIGHTS_HOLDERS_SIGNATORY;
  return APPLICANT_SIGNATORY;
}

/** A document's signature boxes with the holders' box named for who can sign it today (the others unchanged). */
export function withHoldersSignatory(signatures: readonly string[], contacts: readonly Contact[]): string[] {
  return signatures.map((s) => (s === HOLDERS_SIGNATORY ? holdersSignatory(contacts) : s));
}
