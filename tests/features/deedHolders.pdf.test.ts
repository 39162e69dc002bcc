import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { DocumentContent } from '../../src/domain/documents/content';
import { pvConstatDocumentContent } from '../../src/domain/documents/pvConstatDocument';
import type { Contact } from '../../src/domain/entities/contact';
import type { Location } from '../../src/domain/entities/location';
import { pvConstatFields } from '../../src/domain/procedures/abandon/pvConstat';
import { DEFAULT_TEMPLATES, effectiveTemplates, findTemplate } from '../../src/domain/templates/defaults';
import { deedContent } from '../../src/domain/templates/deeds';
import { renderDocumentPdf } from '../../src/features/fiche/documents/renderPdf';
import { sanitizeTemplateHtml as sanitize } from '../../server/templates/sanitize';
import { sha, tinyPng } from './pvImages';

/**
 * Issue 28, 'Deeds and PV use the unfiltered holder list': the concession deed (default template and built-in
 * layout) and the PV de constat d'abandon, drawn as PDFs and read back as text, never name a deceased holder as
 * if alive: the living are the concessionnaires, a deceased holder appears apart, marked « (décédé) ».
 */

const repl = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };
const location: Location = {
  ...repl, id: 'loc-1', emplacementId: 'p-1', famille: 'Durand', numero: '1988-12', type: 'Concession', typeConcession: 'Familiale', duree: 50,
  perpetuelle: false, dateDebut: '1988-04-02', dateFin: '2038-04-02', dateOriginelle: null, nbPlaces: 3, etatAbandon: null, facture: null,
  notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: 800, exclus: [], champsSupp: null,
};
const contact = (f: Partial<Contact>): Contact => ({
  ...repl, id: `c-${f.nom}-${f.prenom}`, locationId: 'loc-1', civilite: 'H', prenom: null, nom: null, nomJeuneFille: null, decede: false, adresse: null, commune: null,
  codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: 'Concessionnaire', dateDeNaissance: null, nomSociete: null, fonction: null, ...f,
});

const paul = contact({ nom: 'Durand', prenom: 'Paul', decede: true, adresse: '1 rue Vieille', codePostal: '30000', commune: 'Nîmes' });
const marthe = contact({ nom: 'Durand', prenom: 'Marthe', civilite: 'F', decede: true, typeDeContact: 'Co-concessionnaire' });
const anne = contact({ nom: 'Durand', prenom: 'Anne', civilite: 'F', typeDeContact: 'Co-concessionnaire', adresse: '3 rue Neuve', codePostal: '30900', commune: 'Nîmes' });
const lea = contact({ nom: 'Martin', prenom: 'Léa', civilite: 'F', typeDeContact: 'Ayant-droit' });
const jules = contact({ nom: 'Martin', prenom: 'Jules', typeDeContact: 'Successeur', decede: true });

const deedInput = (contacts: Contact[]) => ({
  location, emplacement: { carre: 'B', allee: '2', numero: '14', libelle: null, surface: 2.5 }, contacts, occupants: [],
  espace: { nom: 'Cimetière du Château', adresse: null, codePostal: '30000', ville: 'Nîmes' }, commune: 'Nîmes', today: '2026-11-28',
});

const sigMaire = tinyPng(60, 30, 0);
const sigTemoin = tinyPng(60, 30, 9);
const bytes = new Map([sigMaire, sigTemoin].map((b) => [sha(b), b]));
const fields = pvConstatFields.parse({
  dateHeure: '2026-11-23T09:45',
  redacteur: { qualite: 'maire', nom: 'Hélène Roux' },
  temoin: { qualite: 'gardeChampetre', nom: 'Marc Blanc' },
  presents: [],
  descripteurs: ['vegetation'],
  description: 'Ronces sur toute la tombe.',
  photos: [],
  signatures: [
    { role: 'redacteur', nom: 'Hélène Roux', image: sha(sigMaire) },
    { role: 'temoin', nom: 'Marc Blanc', image: sha(sigTemoin) },
  ],
  position: null,
  valide: true,
});

async function pdfText(content: DocumentContent): Promise<string> {
  const blob = await renderDocumentPdf(content, (h) => Promise.resolve(bytes.get(h) ?? null));
  const pdf = await getDocumentProxy(new Uint8Array(await blob.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const acte = findTemplate(DEFAULT_TEMPLATES, 'acte-creation-de-concession')!;
const builtIn = effectiveTemplates([{ ...acte, id: 'off', parDefaut: false, actif: false }]);

type Row = [string, Contact[], string[], string[]];

// One row per case: who must be read (and how), who must not be read at all.
const DEED_ROWS: Row[] = [
  ['a deceased founder beside a living co-holder: the living one granted, the founder marked apart', [paul, anne],
    ['Anne DURAND', 'Concessionnaire(s) décédé(s)', 'Paul DURAND (décédé)'], ['Paul DURAND, demeurant', '1 rue Vieille']],
  ['every holder deceased: nobody alive is named as concessionnaire, both marked', [paul, marthe],
    ['Aucun concessionnaire vivant n’est connu.', 'Paul DURAND (décédé)', 'Marthe DURAND (décédée)'], ['Concessionnaire non renseigné']],
  ['living holders only: no deceased heading', [anne],
    ['Anne DURAND'], ['décédé', 'Aucun concessionnaire vivant']],
  ['no holder at all: not filled in', [lea],
    ['Concessionnaire non renseigné'], ['Léa MARTIN', 'décédé']],
];

describe('the concession deed names the living as concessionnaires, a deceased holder apart and marked (issue 28)', () => {
  it.each(DEED_ROWS)('default template — %s', async (_case, contacts, present, absent) => {
    const text = await pdfText(deedContent('acte', deedInput(contacts), DEFAULT_TEMPLATES, null, sanitize));
    for (const p of present) expect(text).toContain(p);
    for (const a of absent) expect(text).not.toContain(a);
  });

  it.each(DEED_ROWS)('built-in layout (template switched off) — %s', async (_case, contacts, present, absent) => {
    const text = await pdfText(deedContent('acte', deedInput(contacts), builtIn, null, sanitize));
    for (const p of present) expect(text).toContain(p);
    for (const a of absent) expect(text).not.toContain(a);
  });

  it('the titre de recette asks the living holder to pay, never the deceased founder', async () => {
    const text = await pdfText(deedContent('titre', deedInput([paul, anne]), DEFAULT_TEMPLATES, null, sanitize));
    expect(text).toContain('Anne DURAND');
    expect(text).not.toContain('Paul');
  });
});

describe('the PV de constat d’abandon names the parties known, a deceased holder marked as such (R2223-14; issue 28)', () => {
  it.each<Row>([
    ['a deceased founder, a living co-holder, a living ayant droit, a deceased successeur', [paul, anne, lea, jules],
      ['Madame Anne DURAND, demeurant 3 rue Neuve, 30900 Nîmes (Co-concessionnaire)', 'Madame Léa MARTIN (Ayant-droit)', 'Monsieur Paul DURAND (décédé)'],
      ['Paul DURAND, demeurant', '1 rue Vieille', 'Jules']],
    ['every holder deceased, nobody else known: both marked, none as if alive', [paul, marthe],
      ['Monsieur Paul DURAND (décédé)', 'Madame Marthe DURAND (décédée) (Co-concessionnaire)'], ['non connus', 'demeurant']],
    ['nobody known', [jules], ['Concessionnaire(s) et ayants droit connus : • non connus'], ['Jules']],
  ])('%s', async (_case, contacts, present, absent) => {
    const text = await pdfText(pvConstatDocumentContent({ ...deedInput(contacts), etape: 3, fields }));
    for (const p of present) expect(text).toContain(p);
    for (const a of absent) expect(text).not.toContain(a);
  });
});
