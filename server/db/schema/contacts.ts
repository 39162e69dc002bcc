import { boolean, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Civilite, ContactType } from '../../../src/domain/constants/contacts';
import { replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** Holders, heirs and other contacts of a concession, and companies (spec 001 §3 Contact). */
export const contacts = pgTable('contacts', {
  ...replicated(),
  locationId: uuid(),
  /** 'H', 'F', or null when unknown (issue 26): no default, an unknown civility is never stored as H. */
  civilite: text().$type<Civilite>(),
  prenom: text(),
  nom: text(),
  nomJeuneFille: text(),
  decede: boolean().notNull().default(false),
  adresse: text(),
  commune: text(),
  codePostal: text(),
  telephone: text(),
  telephoneMobile: text(),
  email: text(),
  typeDeContact: text().$type<ContactType>(),
  dateDeNaissance: date({ mode: 'string' }),
  nomSociete: text(),
  fonction: text(),
}, (t) => [...replicatedIndexes('contacts', t), linkIndex('contacts', 'location_id', t.locationId)]);
