import { describe, expect, it } from 'vitest';
import type { DocumentContent } from '../../src/domain/documents/content';
import { procedureDocumentContent } from '../../src/domain/documents/procedureDocuments';
import { pvDateHeureText } from '../../src/domain/documents/pvConstatDocument';
import { datePhrase, dateTimeWords, hourWords } from '../../src/domain/dates';
import type { Contact } from '../../src/domain/entities/contact';
import type { Location } from '../../src/domain/entities/location';
import { DEFAULT_TEMPLATES, findTemplate } from '../../src/domain/templates/defaults';
import { templateDocuments } from '../../src/domain/templates/generate';
import { templateValues, type TemplateFacts } from '../../src/domain/templates/values';
import { sanitizeTemplateHtml as sanitize } from '../../server/templates/sanitize';

/** Issue 28, 'The convocation to the finding prints a machine date': every date and hour in a document in French. */

describe('dateTimeWords: a day and hour as a document writes it (R2223-13: the day and the hour)', () => {
  it.each<[string | null, string]>([
    ['2027-01-05T10:00', 'mardi 5 janvier 2027 à 10 h 00'],
    ['2027-02-01T09:05', 'lundi 1er février 2027 à 9 h 05'],
    ['2026-11-23T14:30:00', 'lundi 23 novembre 2026 à 14 h 30'],
    ['2028-02-29T00:00', 'mardi 29 février 2028 à 0 h 00'],
    ['2027-02-29T10:00', ''],
    ['2027-01-05T24:00', ''],
    ['2027-01-05', ''],
    ['05/01/2027 10:00', ''],
    [null, ''],
  ])('%j → %j', (value, words) => {
    expect(dateTimeWords(value)).toBe(words);
  });

  it.each<[Parameters<typeof datePhrase>[0], string]>([
    ['2027-01-05T10:00', 'le mardi 5 janvier 2027 à 10 h 00'],
    ['2027-01-05', 'le 05/01/2027'],
    [{ jour: null, mois: null, annee: 1932 }, 'en 1932'],
    [{ jour: null, mois: 3, annee: 1932 }, 'en mars 1932'],
    [{ jour: 12, mois: 3, annee: 1932 }, 'le 12/03/1932'],
  ])('datePhrase(%j) → %j (a year alone stays "en 1932")', (value, phrase) => {
    expect(datePhrase(value)).toBe(phrase);
  });
});

const repl = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };
const location: Location = {
  ...repl, id: 'loc-1', emplacementId: 'p-1', famille: 'Lefèvre', numero: '1950-07', type: 'Concession', typeConcession: 'Familiale', duree: null,
  perpetuelle: true, dateDebut: '1950-03-01', dateFin: null, dateOriginelle: null, nbPlaces: 3, etatAbandon: null, facture: null,
  notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: null, exclus: [], champsSupp: null,
};
const holder: Contact = {
  ...repl, id: 'c-1', locationId: 'loc-1', civilite: 'F', prenom: 'Anne', nom: 'Durand', nomJeuneFille: null, decede: false, adresse: null, commune: null,
  codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: 'Concessionnaire', dateDeNaissance: null, nomSociete: null, fonction: null,
};
const facts = (etape: number, values: Record<string, unknown>): TemplateFacts => ({
  location, emplacement: { carre: 'B', allee: '2', numero: '14', libelle: null, surface: 2.5 }, contacts: [holder], occupants: [],
  espace: { nom: 'Cimetière du Château', adresse: null, codePostal: null, ville: 'Nîmes' }, commune: 'Nîmes', today: '2026-11-01', mairie: null,
  procedure: { kind: 'repriseAbandon', etape, values },
});
const text = (c: DocumentContent) => c.blocks.flatMap((b) => (b.kind === 'text' ? b.lines : [])).join('\n');
const MACHINE = /\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}/;

describe('the convocations state the day and the hour in words', () => {
  it.each<[string, number, string]>([
    ['convocation-constat-abandon', 1, 'dateHeurePV1'],
    ['convocation-second-constat', 7, 'dateHeurePV2'],
  ])('template %s (step %i)', (slug, etape, key) => {
    const [doc] = templateDocuments(findTemplate(DEFAULT_TEMPLATES, slug)!, facts(etape, { dateHeurePV: '2027-01-05T10:00', [key]: '2027-01-05T10:00' }), null, sanitize);
    expect(text(doc!)).toContain('le mardi 5 janvier 2027 à 10 h 00');
    expect(text(doc!)).not.toMatch(MACHINE);
  });
  it.each([1, 7])('built-in convocation, step %i', (etape) => {
    const doc = procedureDocumentContent('repriseAbandon', etape, facts(etape, {}), { dateHeurePV: '2027-01-05T10:00', dateNotification: '2026-11-20' });
    expect(text(doc!)).toContain('le mardi 5 janvier 2027 à 10 h 00, sur place');
    expect(text(doc!)).toContain('Courrier du 20/11/2026.');
    expect(text(doc!)).not.toMatch(MACHINE);
  });
  it('no step value of a template is left as a machine date', () => {
    const v = templateValues(facts(3, { dateHeure: '2027-01-05T10:00', dateNotification: '2026-11-20', note: 'texte' }));
    expect(v['etape.dateHeure']).toBe('mardi 5 janvier 2027 à 10 h 00');
    expect(v['etape.dateNotification']).toBe('20/11/2026');
    expect(v['etape.note']).toBe('texte');
  });
  it('the PV writes its day and hour in words', () => {
    expect(pvDateHeureText('2027-01-05T10:00')).toBe('mardi 5 janvier 2027 à 10 h 00');
  });
});

describe('hourWords: an hour as French writes it, in lists and step summaries (issue 28: no « 10h00 »)', () => {
  it.each<[string | null, string]>([['10:00', '10 h 00'], ['09:05', '9 h 05'], ['00:30', '0 h 30'], ['23:59', '23 h 59'], ['24:00', ''], ['10:60', ''], ['10h00', ''], [null, '']])('%j → %j', (v, out) => {
    expect(hourWords(v)).toBe(out);
  });
});
