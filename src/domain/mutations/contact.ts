import { z } from 'zod';
import { CONTACT_TYPES } from '../constants/contacts';
import { defineMutation, readOne, type ReadSpec } from './types';
import {
  changedFields, definedEntries, hasAChange, isArchivedLocation, locationLockReason, locationOfRow, MSG_LOCATION_ARCHIVED, NOTHING_TO_CHANGE,
  optionalDate, optionalText, rowId, tombstone, updateRow,
} from './helpers';
import { civilite } from './occupantFields';

/** Holders, heirs and other contacts of a concession, or companies (spec 001 §3 Contact). */

export const MSG_CONTACT_MISSING = 'Contact introuvable.';
const PHONE = /^[0-9+ .()-]*$/;
const PHONE_MESSAGE = 'Le numéro de téléphone ne doit contenir que des chiffres.';

const phone = optionalText(30).refine((p) => p === null || PHONE.test(p), PHONE_MESSAGE);
const email = optionalText(254).refine((e) => e === null || z.email().safeParse(e).success, 'Adresse e-mail invalide.');

/**
 * The fields of a contact, each optional: an unknown main holder may leave the form empty (spec 001 §5),
 * and the phone inputs are numeric.
 */
const contactFieldShape = {
  civilite: civilite.optional(),
  prenom: optionalText(200).optional(),
  nom: optionalText(200).optional(),
  nomJeuneFille: optionalText(200).optional(),
  decede: z.boolean({ error: 'Le champ « décédé » doit être oui ou non.' }).optional(),
  adresse: optionalText(500).optional(),
  commune: optionalText(200).optional(),
  codePostal: optionalText(10).optional(),
  telephone: phone.optional(),
  telephoneMobile: phone.optional(),
  email: email.optional(),
  typeDeContact: z.enum(CONTACT_TYPES, { error: 'Type de contact inconnu.' }).nullable().optional(),
  dateDeNaissance: optionalDate.optional(),
  nomSociete: optionalText(200).optional(),
  fonction: optionalText(200).optional(),
};

/** Adds a contact, linked to a concession or free-standing (a company, spec 001 §3). */
export const createContact = defineMutation({
  name: 'contact.create',
  table: 'contacts',
  kind: 'create',
  args: z.object({ id: rowId, locationId: rowId.nullable().optional(), ...contactFieldShape }),
  fields: () => [],
  reads: (args): Record<string, ReadSpec> => (args.locationId ? { location: { table: 'locations', id: args.locationId } } : {}),
  apply: (state, args) => {
    if (args.locationId) {
      const locked = locationLockReason(readOne(state, 'location'));
      if (locked) return { reject: locked };
    }
    const { id, locationId, ...fields } = args;
    const row = {
      id,
      locationId: locationId ?? null,
      civilite: null,
      prenom: null,
      nom: null,
      nomJeuneFille: null,
      decede: false,
      adresse: null,
      commune: null,
      codePostal: null,
      telephone: null,
      telephoneMobile: null,
      email: null,
      typeDeContact: null,
      dateDeNaissance: null,
      nomSociete: null,
      fonction: null,
      ...definedEntries(fields),
      deletedAt: null,
    };
    return { writes: [{ table: 'contacts', id, row }] };
  },
});

/** Edits a contact; only the fields present are written. */
export const updateContact = defineMutation({
  name: 'contact.update',
  table: 'contacts',
  kind: 'update',
  args: z.object({ id: rowId, ...contactFieldShape }).refine(hasAChange, NOTHING_TO_CHANGE),
  fields: (args) => changedFields(args),
  reads: (_args, row) => locationOfRow(row),
  apply: (state, args) => {
    if (isArchivedLocation(readOne(state, 'location'))) return { reject: MSG_LOCATION_ARCHIVED };
    const { id: _id, ...changes } = args;
    return updateRow('contacts', state.row, changes, MSG_CONTACT_MISSING);
  },
});

/** Deletes a contact after 'Etes vous sûr de vouloir supprimer ce contact ?' (spec 001 §7, §8): a tombstone. */
export const deleteContact = defineMutation({
  name: 'contact.delete',
  table: 'contacts',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => [],
  reads: (_args, row) => locationOfRow(row),
  apply: (state, _args, ctx) => {
    if (isArchivedLocation(readOne(state, 'location'))) return { reject: MSG_LOCATION_ARCHIVED };
    return tombstone('contacts', state.row, ctx.now, MSG_CONTACT_MISSING);
  },
});

export const contactMutations = [createContact, updateContact, deleteContact];
