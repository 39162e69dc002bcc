import { describe, expect, it } from 'vitest';
import { letterAddressees, letterAddresseesNotice, MSG_NO_ADDRESSEE, MSG_TO_RIGHTS_HOLDERS } from '../../src/domain/documents/addressees';
import type { DocumentContent } from '../../src/domain/documents/content';
import { acteConcessionContent } from '../../src/domain/documents/acteConcession';
import { APPLICANT_SIGNATORY, HOLDERS_SIGNATORY, RIGHTS_HOLDERS_SIGNATORY, withHoldersSignatory } from '../../src/domain/documents/deedHolders';
import { NO_LIVING_HOLDER, procedureDocumentContent } from '../../src/domain/documents/procedureDocuments';
import type { Contact } from '../../src/domain/entities/contact';
import type { Location } from '../../src/domain/entities/location';
import { addresseesOf } from '../../src/domain/mail/addressees';
import { DEFAULT_TEMPLATES, findTemplate } from '../../src/domain/templates/defaults';
import { templateDocuments } from '../../src/domain/templates/generate';
import type { TemplateFacts } from '../../src/domain/templates/values';
import { sanitizeTemplateHtml as sanitize } from '../../server/templates/sanitize';

/** Issue 28, 'Letters go to dead holders': every document addressed to holders goes to the living ones, else to the rights holders. */

const repl = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };
const location: Location = {
  ...repl, id: 'loc-1', emplacementId: 'p-1', famille: 'Lefèvre', numero: '2001-07', type: 'Concession', typeConcession: 'Familiale', duree: 30,
  perpetuelle: false, dateDebut: '1996-03-01', dateFin: '2026-03-01', dateOriginelle: null, nbPlaces: 3, etatAbandon: null, facture: null,
  notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: 1234.56, exclus: [], champsSupp: null,
};
const contact = (f: Partial<Contact>): Contact => ({
  ...repl, id: `c-${f.nom}-${f.prenom}`, locationId: 'loc-1', civilite: 'H', prenom: null, nom: null, nomJeuneFille: null, decede: false, adresse: null, commune: null,
  codePostal: null, telephone: null, telephoneMobile: null, email: 'x@exemple.fr', typeDeContact: 'Concessionnaire', dateDeNaissance: null, nomSociete: null, fonction: null, ...f,
});
const facts = (contacts: Contact[]): TemplateFacts => ({
  location, emplacement: { carre: 'B', allee: '2', numero: '14', libelle: null, surface: 2.5 }, contacts, occupants: [],
  espace: { nom: 'Cimetière du Château', adresse: null, codePostal: null, ville: 'Nîmes' }, commune: 'Nîmes', today: '2026-11-01', mairie: null,
});
const text = (c: DocumentContent) => [...(c.recipient ?? []), ...c.blocks.flatMap((b) => (b.kind === 'text' ? [b.heading ?? '', ...b.lines] : []))].join('\n');

const mort = contact({ nom: 'Durand', prenom: 'Paul', decede: true });
const vivante = contact({ nom: 'Durand', prenom: 'Anne', civilite: 'F', typeDeContact: 'Co-concessionnaire' });
const supprime = contact({ nom: 'Durand', prenom: 'Effacé', typeDeContact: 'Co-concessionnaire', deletedAt: '2026-02-01T00:00:00Z' });
const ayantDroit = contact({ nom: 'Martin', prenom: 'Léa', civilite: 'F', typeDeContact: 'Ayant-droit' });
const successeur = contact({ nom: 'Martin', prenom: 'Hugo', typeDeContact: 'Successeur' });
const ayantDroitMort = contact({ nom: 'Martin', prenom: 'Jules', typeDeContact: 'Ayant-droit', decede: true });
const secours = contact({ nom: 'Secours', prenom: 'Ana', typeDeContact: 'Contact de secours' });

describe('letterAddressees: living holders, else rights holders, else nobody (issue 28)', () => {
  it.each<[string, Contact[], string, string[]]>([
    ['a deceased holder beside a living one: the living one only', [mort, vivante, ayantDroit], 'titulaires', ['Anne']],
    ['every holder deceased: the living rights holders, Ayant-droit before Successeur', [mort, successeur, ayantDroit, ayantDroitMort], 'ayantsDroit', ['Léa', 'Hugo']],
    ['no holder at all: the rights holders', [ayantDroit, secours], 'ayantsDroit', ['Léa']],
    ['a deleted holder is not one', [supprime, ayantDroit], 'ayantsDroit', ['Léa']],
    ['nobody alive to write to: nobody (the emergency contact is not an heir)', [mort, ayantDroitMort, secours], 'personne', []],
    ['no contact', [], 'personne', []],
  ])('%s', (_case, contacts, to, prenoms) => {
    const out = letterAddressees(contacts);
    expect(out.to).toBe(to);
    expect(out.contacts.map((c) => c.prenom)).toEqual(prenoms);
  });

  it('agrees with the e-mail composer: a deceased contact is never an addressee', () => {
    const contacts = [mort, vivante, ayantDroitMort, ayantDroit];
    const mailed = new Set(addresseesOf(contacts, 'email').map((a) => a.contactId));
    for (const c of letterAddressees(contacts).contacts) expect(mailed.has(c.id)).toBe(true);
    expect(mailed.has(mort.id)).toBe(false);
  });

  it.each<[string, Contact[], string | null]>([
    ['living holders: nothing to say', [vivante], null],
    ['rights holders only', [mort, ayantDroit], MSG_TO_RIGHTS_HOLDERS],
    ['nobody', [mort], MSG_NO_ADDRESSEE],
  ])('the screen says before generating: %s', (_case, contacts, notice) => {
    expect(letterAddresseesNotice(contacts)).toBe(notice);
  });
});

describe('the renewal letter (step 0, template) is written to the living only', () => {
  const letter = findTemplate(DEFAULT_TEMPLATES, 'lettre-renouvellement')!;
  it('a deceased holder gets no letter, and is not named among the addressees', () => {
    const docs = templateDocuments(letter, facts([mort, vivante, contact({ nom: 'Roux', prenom: 'Marc', typeDeContact: 'Co-concessionnaire' })]), null, sanitize);
    expect(docs.map((d) => d.recipient?.[0])).toEqual(['Madame Anne DURAND', 'Monsieur Marc ROUX']);
    const all = docs.map(text).join('\n');
    expect(all).not.toContain('Paul DURAND');
    expect(all).toContain('Ce courrier est adressé à chacun des destinataires : Madame Anne DURAND, Monsieur Marc ROUX.');
    expect(all).toContain('dont vous êtes titulaire,');
  });
  it('every holder deceased: one letter per living rights holder, who is told as an ayant droit', () => {
    const docs = templateDocuments(letter, facts([mort, ayantDroit]), null, sanitize);
    expect(docs.map((d) => d.recipient?.[0])).toEqual(['Madame Léa MARTIN']);
    expect(text(docs[0]!)).toContain('dont vous êtes ayant droit,');
    expect(text(docs[0]!)).toContain('Madame,');
  });
  it('nobody alive: one letter to the heirs, unnamed', () => {
    const docs = templateDocuments(letter, facts([mort]), null, sanitize);
    expect(docs.map((d) => d.recipient?.[0])).toEqual(['Aux ayants droit de la concession']);
    expect(text(docs[0]!)).not.toContain('DURAND');
  });
  it('the convocation to the finding (R2223-13) goes to the living as well', () => {
    const convocation = findTemplate(DEFAULT_TEMPLATES, 'convocation-constat-abandon')!;
    const docs = templateDocuments(convocation, facts([mort, vivante]), null, sanitize);
    expect(docs.map((d) => d.recipient?.[0])).toEqual(['Madame Anne DURAND']);
  });
});

describe('the built-in letters (a template switched off) address the same people', () => {
  const input = (contacts: Contact[]) => ({ ...facts(contacts), emplacement: facts([]).emplacement });
  it.each<[string, number, Contact[], string[], string[]]>([
    ['renouvellement', 0, [mort, vivante], ['Anne DURAND'], ['Paul DURAND']],
    ['renouvellement', 0, [mort, ayantDroit], ['Léa MARTIN (Ayant-droit)'], ['Paul DURAND']],
    ['renouvellement', 0, [mort], ['Aux ayants droit de la concession'], ['Paul DURAND']],
    ['repriseAbandon', 1, [mort, vivante], ['Anne DURAND'], ['Paul DURAND']],
    ['repriseAbandon', 7, [mort, successeur], ['Hugo MARTIN (Successeur)'], ['Paul DURAND']],
  ])('%s step %i', (kind, etape, contacts, present, absent) => {
    const content = procedureDocumentContent(kind as 'renouvellement', etape, input(contacts), {});
    const all = text(content!);
    for (const p of present) expect(all).toContain(p);
    for (const a of absent) expect(all).not.toContain(a);
  });
});

describe('the deeds name the living holders only under « Concessionnaire(s) » (issue 28)', () => {
  const input = (contacts: Contact[]) => ({ ...facts(contacts), emplacement: facts([]).emplacement });
  const holdersText = (kind: string, etape: number, contacts: Contact[], heading: string) => {
    const content = procedureDocumentContent(kind as 'renouvellement', etape, input(contacts), {});
    const block = content?.blocks.find((b) => b.kind === 'text' && b.heading === heading);
    return block && block.kind === 'text' ? block.lines.join('\n') : '';
  };
  it.each<[string, number, string, Contact[], string]>([
    ['renouvellement', 1, 'Concessionnaire(s)', [mort, vivante], 'Anne DURAND'],
    ['conversion', 1, 'Concessionnaire(s)', [mort, vivante], 'Anne DURAND'],
    ['retrocession', 1, 'Titulaire', [mort, vivante], 'Anne DURAND'],
    ['renouvellement', 1, 'Concessionnaire(s)', [mort], NO_LIVING_HOLDER],
  ])('%s step %i, %s', (kind, etape, heading, contacts, expected) => {
    const lines = holdersText(kind, etape, contacts, heading);
    expect(lines).toContain(expected);
    expect(lines).not.toContain('Paul DURAND');
  });
});

describe('the holders sign a deed only when alive: else the rights holders, else the applicant (issue 28)', () => {
  const input = (contacts: Contact[]) => ({ ...facts(contacts), emplacement: facts([]).emplacement });
  const cases: Array<[string, Contact[], string]> = [
    ['a living holder beside a deceased one', [mort, vivante, ayantDroit], HOLDERS_SIGNATORY],
    ['every holder deceased, a living rights holder', [mort, ayantDroit, ayantDroitMort], RIGHTS_HOLDERS_SIGNATORY],
    ['every holder deceased and no living heir known', [mort, ayantDroitMort, secours], APPLICANT_SIGNATORY],
    ['no contact at all', [], APPLICANT_SIGNATORY],
  ];

  it.each(cases)('built-in renewal and conversion deeds and the concession deed: %s', (_case, contacts, signatory) => {
    for (const kind of ['renouvellement', 'conversion'] as const) {
      expect(procedureDocumentContent(kind, 1, input(contacts), {})?.signatures).toEqual(['Le Maire', signatory]);
    }
    expect(acteConcessionContent(input(contacts) as never).signatures).toEqual(['Le Maire', signatory]);
  });

  it.each(cases)('the default deed templates: %s', (_case, contacts, signatory) => {
    for (const slug of ['acte-creation-de-concession', 'acte-renouvellement', 'acte-conversion']) {
      const template = findTemplate(DEFAULT_TEMPLATES, slug);
      if (!template) throw new Error(`modèle ${slug} absent`);
      const [deed] = templateDocuments(template, facts(contacts), null, sanitize);
      expect(deed?.signatures, slug).toEqual(['Le Maire', signatory]);
    }
  });

  it('leaves every other signature box as the template wrote it', () => {
    expect(withHoldersSignatory(['Le Maire', 'Le fossoyeur', HOLDERS_SIGNATORY], [mort])).toEqual(['Le Maire', 'Le fossoyeur', APPLICANT_SIGNATORY]);
  });
});
