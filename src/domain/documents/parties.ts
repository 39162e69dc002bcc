import { HOLDER_TYPES } from '../constants/contacts';
import { datePhrase } from '../dates';
import type { Contact } from '../entities/contact';
import type { Espace } from '../entities/espace';
import { accord, withCivilite } from '../rules/civilite';
import { personName } from '../rules/labels';

/** The cemetery and town facts a generated document names. */
export type EspaceFacts = Pick<Espace, 'nom' | 'adresse' | 'codePostal' | 'ville'>;

/** The town: the cemetery's city, else the municipality of the account, else a blank to fill by hand. */
export function communeOf(espace: EspaceFacts | null, commune: string | null): string {
  return espace?.ville?.trim() || commune?.trim() || '....................';
}

/** 'Commune de X' and 'Cimetière Y, address': the lines above every generated document's title. */
export function documentHeader(espace: EspaceFacts | null, commune: string | null): string[] {
  const lines = [`Commune de ${communeOf(espace, commune)}`];
  if (espace) {
    const address = [espace.adresse, [espace.codePostal, espace.ville].filter(Boolean).join(' ')].filter((s) => s && s.trim()).join(', ');
    lines.push(address ? `${espace.nom} — ${address}` : espace.nom);
  }
  return lines;
}

/** The live holders of a concession (Concessionnaire, Co-concessionnaire, successeur), main holder first. */
export function holdersOf(contacts: readonly Contact[]): Contact[] {
  const rank = (c: Contact) => HOLDER_TYPES.indexOf(c.typeDeContact as (typeof HOLDER_TYPES)[number]);
  return contacts.filter((c) => !c.deletedAt && rank(c) >= 0).sort((a, b) => rank(a) - rank(b));
}

/**
 * 'Madame Marie DURAND, née le 01/02/1950, demeurant 3 rue X, 30000 Nîmes (Co-concessionnaire)'; without a
 * title and 'né(e)' when the civility is unknown (issue 26).
 */
export function holderLine(c: Contact): string {
  const parts = [withCivilite(c.civilite, personName(c))];
  const born = datePhrase(c.dateDeNaissance);
  if (born) parts.push(`${accord(c.civilite, 'né', 'née')} ${born}`);
  const address = [c.adresse, [c.codePostal, c.commune].filter(Boolean).join(' ')].filter((s) => s && s.trim()).join(', ');
  if (address) parts.push(`demeurant ${address}`);
  return `${parts.join(', ')}${c.typeDeContact && c.typeDeContact !== 'Concessionnaire' ? ` (${c.typeDeContact})` : ''}`;
}
