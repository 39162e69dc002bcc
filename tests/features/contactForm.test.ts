import { describe, expect, it } from 'vitest';
import type { Contact } from '../../src/domain/entities/contact';
import { BLANK_CONTACT, changedContactFields, contactFieldErrors, contactFormValues } from '../../src/features/fiche/concession/contactForm';

const contact: Contact = {
  id: '01a2020e-1fc2-741b-b8fe-bf5e7ea012aa', espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null,
  locationId: '01a2020e-1fc2-741b-b8fe-bf5e7ea012ab', civilite: 'H', prenom: 'Michel', nom: 'Boyer', nomJeuneFille: null, decede: false,
  adresse: '3 rue Haute', commune: 'Morlaix', codePostal: '29600', telephone: null, telephoneMobile: '0685129269', email: null,
  typeDeContact: 'Concessionnaire', dateDeNaissance: null, nomSociete: null, fonction: null,
} as Contact;

describe('the sheet contact form', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedContactFields(contact, contactFormValues(contact))).toEqual({});
  });

  it('sends only the changed fields, trimmed, an emptied one as null, an unknown type as null', () => {
    const v = { ...contactFormValues(contact), commune: '  Saint-Thégonnec ', adresse: ' ', decede: true, civilite: 'F' as const, typeDeContact: 'Ayant-droit' };
    expect(changedContactFields(contact, v)).toEqual({ commune: 'Saint-Thégonnec', adresse: null, decede: true, civilite: 'F', typeDeContact: 'Ayant-droit' });
    expect(changedContactFields(contact, { ...contactFormValues(contact), typeDeContact: '' })).toEqual({ typeDeContact: null });
  });

  it("sends 'Non renseignée' as civilite null, accepted by the catalogue, and a new contact left unknown sends no civility (issue 26)", () => {
    const cleared = changedContactFields(contact, { ...contactFormValues(contact), civilite: null });
    expect(cleared).toEqual({ civilite: null });
    expect(contactFieldErrors(cleared)).toEqual({});
    expect(contactFormValues(BLANK_CONTACT).civilite).toBeNull();
    expect(changedContactFields(BLANK_CONTACT, { ...contactFormValues(BLANK_CONTACT), nom: 'Durand' })).toEqual({ nom: 'Durand' });
  });

  it.each([
    ['telephone', '06 12 ab', 'Le numéro de téléphone ne doit contenir que des chiffres.'],
    ['telephoneMobile', 'zéro six', 'Le numéro de téléphone ne doit contenir que des chiffres.'],
    ['email', 'pas-une-adresse', 'Adresse e-mail invalide.'],
    ['dateDeNaissance', '31/12/1950', 'Date invalide (AAAA-MM-JJ attendu).'],
  ] as const)('marks %s = %s with the catalogue message', (field, value, message) => {
    const changed = changedContactFields(contact, { ...contactFormValues(contact), [field]: value });
    expect(contactFieldErrors(changed)).toEqual({ [field]: message });
  });

  it.each([
    ['telephone', '06 12 34 56 78'],
    ['telephoneMobile', '+33 6 12 34 56 78'],
    ['email', 'famille@exemple.fr'],
    ['dateDeNaissance', '1950-12-31'],
  ] as const)('accepts %s = %s', (field, value) => {
    const changed = changedContactFields(contact, { ...contactFormValues(contact), [field]: value });
    expect(contactFieldErrors(changed)).toEqual({});
  });
});
