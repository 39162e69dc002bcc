import { describe, expect, it } from 'vitest';
import { acteConcessionContent, dureeText, titreRecetteContent, type DeedInput } from '../../src/domain/documents/acteConcession';
import { formatEuros, pdfFileName, type DocumentContent } from '../../src/domain/documents/content';
import { asksNotFreshQuestion, deedNeedsConfirmation } from '../../src/domain/documents/deedRules';
import { SLUG_ACTE_CONVERSION, SLUG_ACTE_DONATION, SLUG_ACTE_RENOUVELLEMENT, SLUG_ACTE_RETROCESSION, SLUG_LETTRE_RENOUVELLEMENT, stepDocument } from '../../src/domain/documents/procedureDocuments';
import { defuntDocumentContent, defuntDocumentKind } from '../../src/domain/documents/defuntDocument';
import { registreContent, registreRows } from '../../src/domain/documents/registre';
import { documentFileError, documentNameFromFile, MSG_DOCUMENT_EMPTY, MSG_DOCUMENT_TOO_BIG, MSG_DOCUMENT_TYPE } from '../../src/domain/documents/upload';
import type { Contact } from '../../src/domain/entities/contact';
import type { DocumentRow } from '../../src/domain/entities/document';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';

const repl = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

const loc = (f: Partial<Location> = {}): Location => ({
  ...repl, id: 'loc-1', emplacementId: 'p-1', famille: 'Fabre', numero: '2026-14', type: 'Concession', typeConcession: 'Familiale', duree: 30,
  perpetuelle: false, dateDebut: '2026-11-01', dateFin: '2056-11-01', dateOriginelle: null, nbPlaces: 3, etatAbandon: null, facture: null,
  notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: 1234.5, exclus: [{ nom: 'Durand', prenom: 'Paul', dateDeNaissance: null }], champsSupp: null, ...f,
});

const contact = (f: Partial<Contact>): Contact => ({
  ...repl, id: `c-${f.nom}`, locationId: 'loc-1', civilite: 'H', prenom: null, nom: null, nomJeuneFille: null, decede: false, adresse: null, commune: null,
  codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: null, dateDeNaissance: null, nomSociete: null, fonction: null, ...f,
});

const occupant = (f: Partial<Occupant>): Occupant => ({
  ...repl, id: `o-${f.nom}`, emplacementId: 'p-1', locationId: 'loc-1', civilite: 'H', prenom: null, nom: null, nomJeuneFille: null, dateDeNaissance: null,
  dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: null, lieuDeces: null, dateInhumCrema: null, dateExhumation: null, specificites: null,
  criteresSpecifiques: [], modeSepulture: 'inhumation', cremation: null, etat: 'present', portailMasque: false, ...f,
});

const text = (c: DocumentContent) => [c.title, ...c.header, ...c.blocks.flatMap((b) => (b.kind === 'text' ? [b.heading ?? '', ...b.lines] : b.kind === 'table' ? [b.heading ?? '', ...b.columns, ...b.rows.flat()] : [b.heading ?? '', ...b.images.flatMap((i) => i.caption)])), ...c.signatures].join('\n');

const deedInput = (f: Partial<DeedInput> = {}): DeedInput => ({
  location: loc(),
  emplacement: { carre: 'B', allee: '2', numero: '7', libelle: null, surface: 2.5 },
  contacts: [
    contact({ nom: 'Secours', prenom: 'Ana', typeDeContact: 'Contact de secours' }),
    contact({ nom: 'Martin', prenom: 'Claire', civilite: 'F', typeDeContact: 'Co-concessionnaire' }),
    contact({ nom: 'Fabre', prenom: 'Louis', typeDeContact: 'Concessionnaire', adresse: '3 rue des Lilas', codePostal: '30000', commune: 'Nîmes', dateDeNaissance: '1950-02-01' }),
  ],
  occupants: [occupant({ nom: 'Fabre', prenom: 'Jean' }), occupant({ nom: 'Ancien', prenom: 'Exhumé', etat: 'exhume' })],
  espace: { nom: 'Cimetière Saint-Roch', adresse: 'Chemin du Cimetière', codePostal: '30000', ville: 'Nîmes' },
  commune: null,
  today: '2026-11-22',
  ...f,
});

describe('acte de concession (spec 001 §2 documents, slug acte-creation-de-concession)', () => {
  it('names the town, the holders (main first, not the emergency contact), the plot, the duration, the dates and the price', () => {
    const c = acteConcessionContent(deedInput());
    const all = text(c);
    expect(c.title).toBe('Acte de concession funéraire');
    expect(c.slug).toBe('acte-creation-de-concession');
    expect(c.header).toEqual(['Commune de Nîmes', 'Cimetière Saint-Roch — Chemin du Cimetière, 30000 Nîmes']);
    const holders = c.blocks.find((b) => b.kind === 'text' && b.heading === 'Accorde à');
    expect(holders).toMatchObject({ lines: ['Monsieur Louis FABRE, né le 01/02/1950, demeurant 3 rue des Lilas, 30000 Nîmes', 'Madame Claire MARTIN (Co-concessionnaire)'] });
    expect(all).not.toContain('SECOURS');
    expect(all).toContain('Famille : Fabre — Concession n° 2026-14');
    expect(all).toContain("Durée : 30 ans, à compter du 01/11/2026 jusqu'au 01/11/2056");
    expect(all).toContain('Emplacement : Carré B - Allée 2 - N° 7, Cimetière Saint-Roch — surface : 2,5 m²');
    expect(all).toContain('Prix : 1 234,50 €');
    expect(all).toContain("Personnes exclues du droit à l'inhumation\n• Paul DURAND");
    // Only the deceased still in the grave.
    expect(all).toContain('• Jean FABRE');
    expect(all).not.toContain('ANCIEN');
    expect(all).toContain('Fait à Nîmes, le 22/11/2026.');
    expect(c.fileName).toBe('acte-de-concession-fabre-2026-14.pdf');
  });

  it('perpetual, no holder, no price, no city: says so instead of leaving holes', () => {
    const c = acteConcessionContent(deedInput({ location: loc({ perpetuelle: true, dateFin: null, prix: null, typeConcession: 'Collective', exclus: [] }), contacts: [], espace: null, commune: 'Uzès' }));
    const all = text(c);
    expect(all).toContain('Durée : perpétuelle, à compter du 01/11/2026, à perpétuité');
    expect(all).toContain('Concessionnaire non renseigné.');
    expect(all).toContain('Prix : non renseigné');
    expect(all).toContain('Personnes autorisées à être inhumées\nAucune.');
    expect(c.header).toEqual(['Commune de Uzès']);
  });

  it('duration text by case', () => {
    expect(dureeText({ type: 'Caveau', duree: null, perpetuelle: false, dateFin: '2027-01-01' })).toBe('6 mois');
    expect(dureeText({ type: 'Concession', duree: 15, perpetuelle: false, dateFin: '2041-01-01' })).toBe('15 ans');
    expect(dureeText({ type: 'Concession', duree: null, perpetuelle: false, dateFin: null })).toBe('non renseignée');
  });

  it('titre de recette: debtor is the main holder, amount is the price', () => {
    const c = titreRecetteContent(deedInput());
    expect(c.slug).toBe('titre-de-recette-apres-creation-concession');
    expect(text(c)).toContain('Débiteur\nMonsieur Louis FABRE');
    expect(text(c)).toContain('Montant\n1 234,50 €');
  });

  it('euros and file names', () => {
    expect(formatEuros(0)).toBe('0,00 €');
    expect(formatEuros(1000000)).toBe('1 000 000,00 €');
    expect(pdfFileName('Acte', 'Lefèvre Père', null)).toBe('acte-lefevre-pere.pdf');
    expect(pdfFileName('')).toBe('document.pdf');
  });
});

describe("asking before generating a deed ('fraichement créée', spec 001 §8)", () => {
  const deed = (f: Partial<DocumentRow> = {}): DocumentRow => ({ ...repl, id: 'd', locationId: 'loc-1', emplacementId: 'p-1', nom: 'Acte', description: null, mediaSha256: null, slug: 'acte-creation-de-concession', dateDocument: null, remplacePar: null, ...f });
  it.each([
    ['started 30 days ago, no deed yet', loc({ dateDebut: '2026-10-23' }), [], false],
    ['started 31 days ago', loc({ dateDebut: '2026-10-22' }), [], true],
    ['starts in the future', loc({ dateDebut: '2027-01-01' }), [], false],
    ['unknown start', loc({ dateDebut: null }), [], true],
    ['a deed already exists', loc({ dateDebut: '2026-11-20' }), [deed()], true],
    ['the deed was deleted', loc({ dateDebut: '2026-11-20' }), [deed({ deletedAt: '2026-11-21T00:00:00Z' })], false],
    ['another document only', loc({ dateDebut: '2026-11-20' }), [deed({ slug: null })], false],
  ])('%s', (_label, location, docs, expected) => {
    expect(deedNeedsConfirmation(location, docs, '2026-11-22')).toBe(expected);
  });

  // Issue 28: the question is the concession deed's, where the spec puts it; never a procedure's own deed.
  const old = loc({ dateDebut: '1990-01-01' });
  const fresh = loc({ dateDebut: '2026-11-20' });
  it.each<[string, string | null, Location, boolean]>([
    ['the concession deed of an old concession', 'acte-creation-de-concession', old, true],
    ['the concession deed just after the wizard created it', 'acte-creation-de-concession', fresh, false],
    ['a renewal deed (step 1), of an old concession by nature', SLUG_ACTE_RENOUVELLEMENT, old, false],
    ['a conversion deed', SLUG_ACTE_CONVERSION, old, false],
    ['a donation deed', SLUG_ACTE_DONATION, old, false],
    ['a rétrocession deed', SLUG_ACTE_RETROCESSION, old, false],
    ['a renewal letter', SLUG_LETTRE_RENOUVELLEMENT, old, false],
    ['the titre de recette', 'titre-de-recette-apres-creation-concession', old, false],
  ])('%s: asks %s', (_label, slug, location, expected) => {
    expect(asksNotFreshQuestion(slug, location, [], '2026-11-22')).toBe(expected);
  });
  it('every procedure step document that is a deed generates without the question', () => {
    for (const [kind, etape] of [['renouvellement', 1], ['conversion', 1], ['donation', 3], ['retrocession', 1]] as const) {
      const spec = stepDocument(kind, etape);
      expect(spec?.deed, `${kind} ${etape}`).toBe(true);
      expect(asksNotFreshQuestion(spec!.slug, old, [deed()], '2026-11-22'), `${kind} ${etape}`).toBe(false);
    }
  });
});

describe('document of the deceased wizard (spec 001 §4, final step box)', () => {
  it.each([
    [{ modeSepulture: 'inhumation' as const, cremation: null }, "Autorisation d'inhumation", 'autorisation-inhumation'],
    [{ modeSepulture: 'cremation' as const, cremation: { dateCremation: null, destinationUrneCendre: 'dispersionJardin' as const, dateDispersion: null, dateInhumation: null } }, 'Autorisation de dispersion des cendres', 'autorisation-dispersion'],
    [{ modeSepulture: 'cremation' as const, cremation: { dateCremation: null, destinationUrneCendre: 'dispersionNature' as const, dateDispersion: null, dateInhumation: null } }, 'Déclaration de dispersion des cendres en pleine nature', 'declaration-dispersion-nature'],
    [{ modeSepulture: 'cremation' as const, cremation: { dateCremation: null, destinationUrneCendre: 'scellement' as const, dateDispersion: null, dateInhumation: null } }, "Autorisation de dépôt d'urne", 'autorisation-depot-urne'],
  ])('%o gives %s', (facts, title, slug) => {
    expect(defuntDocumentKind(facts)).toMatchObject({ title, slug });
  });

  it('names the deceased, birth and death, the place and the date', () => {
    const d = occupant({ civilite: 'F', prenom: 'Marie', nom: 'Fabre', dateNaissanceIncomplete: { jour: null, mois: 3, annee: 1931 }, lieuDeNaissance: 'Alès', dateDeces: { jour: 2, mois: 11, annee: 2026 }, dateInhumCrema: '2026-11-10' });
    const c = defuntDocumentContent({ defunt: d, location: loc(), emplacement: { carre: 'B', allee: null, numero: '7', libelle: null }, espace: null, commune: 'Uzès', today: '2026-11-22' });
    const all = text(c);
    expect(all).toContain("Autorise l'inhumation du corps de\nMadame Marie FABRE\nnée en mars 1931 à Alès\ndécédée le 02/11/2026");
    expect(all).toContain('Cimetière communal, Carré B - N° 7\nConcession famille Fabre n° 2026-14\nDate : 10/11/2026');
    expect(c.fileName).toBe('autorisation-inhumation-fabre-marie.pdf');
    const full = defuntDocumentContent({ defunt: { ...d, civilite: 'H', dateDeNaissance: '1931-03-04', dateDeces: { jour: null, mois: null, annee: 2026 } }, location: loc(), emplacement: { carre: 'B', allee: null, numero: '7', libelle: null }, espace: null, commune: 'Uzès', today: '2026-11-22' });
    expect(text(full)).toContain('né le 04/03/1931 à Alès\ndécédé en 2026');
  });

  it('names a deceased of unknown civility without a title, in the neutral form, at the precision known (issue 26)', () => {
    const d = occupant({ civilite: null, prenom: 'Jean', nom: 'Fabre', dateNaissanceIncomplete: { jour: null, mois: null, annee: 1932 }, lieuDeNaissance: null, dateDeces: { jour: null, mois: 6, annee: 2001 }, lieuDeces: 'Nîmes' });
    const all = text(defuntDocumentContent({ defunt: d, location: loc(), emplacement: { carre: 'B', allee: null, numero: '7', libelle: null }, espace: null, commune: 'Uzès', today: '2026-11-22' }));
    expect(all).toContain("Autorise l'inhumation du corps de\nJean FABRE\nné(e) en 1932\ndécédé(e) en juin 2001 à Nîmes");
    expect(all).not.toMatch(/Monsieur|Madame/);
  });
});

describe("'Registre' of a Jardin du souvenir or Ossuaire (spec 001 §2; CGCT L2223-2)", () => {
  it('lists every person in the order they entered, with the dispersion or deposit date', () => {
    const rows = registreRows([
      occupant({ nom: 'Zed', prenom: 'Anne', dateInhumCrema: null }),
      occupant({ nom: 'Bon', prenom: 'Luc', modeSepulture: 'cremation', cremation: { dateCremation: '2024-01-02', destinationUrneCendre: 'dispersionJardin', dateDispersion: '2024-01-05', dateInhumation: null }, dateDeces: { jour: 1, mois: 1, annee: 2024 } }),
      occupant({ nom: 'Alt', prenom: 'Jo', dateInhumCrema: '2025-06-01', dateDeNaissance: '1940-05-06' }),
      occupant({ nom: 'Gone', prenom: 'X', deletedAt: '2026-01-01T00:00:00Z' }),
    ]);
    expect(rows.map((r) => [r.nom, r.prenom, r.naissance, r.deces, r.depot])).toEqual([
      ['BON', 'Luc', '', '01/01/2024', '05/01/2024'],
      ['ALT', 'Jo', '06/05/1940', '', '01/06/2025'],
      ['ZED', 'Anne', '', '', ''],
    ]);
  });

  it('as a landscape table document; an empty register says so', () => {
    const c = registreContent({ location: { type: 'Jardin du souvenir' }, occupants: [occupant({ nom: 'Bon', prenom: 'Luc', dateInhumCrema: '2025-01-01' })], espace: null, commune: 'Uzès', today: '2026-11-22' });
    expect(c.landscape).toBe(true);
    expect(c.title).toBe('Registre — Jardin du souvenir');
    expect(c.blocks[0]).toEqual({ kind: 'table', columns: ['Nom', 'Prénom', 'Naissance', 'Décès', 'Dispersion / dépôt'], rows: [['BON', 'Luc', '', '', '01/01/2025']] });
    expect(text(registreContent({ location: { type: 'Ossuaire' }, occupants: [], espace: null, commune: null, today: '2026-11-22' }))).toContain('Aucun défunt enregistré.');
  });
});

describe('uploaded documents (pdf, jpg, png; 1e8 bytes, spec 001 §9)', () => {
  it.each([
    [{ name: 'titre.pdf', type: 'application/pdf', size: 10 }, null],
    [{ name: 'scan.JPG', type: '', size: 10 }, null],
    [{ name: 'sans-extension', type: 'image/png', size: 10 }, null],
    [{ name: 'tableur.xlsx', type: 'application/vnd.ms-excel', size: 10 }, MSG_DOCUMENT_TYPE],
    [{ name: 'vide.pdf', type: 'application/pdf', size: 0 }, MSG_DOCUMENT_EMPTY],
    [{ name: 'max.pdf', type: 'application/pdf', size: 100_000_000 }, null],
    [{ name: 'gros.pdf', type: 'application/pdf', size: 100_000_001 }, MSG_DOCUMENT_TOO_BIG],
  ])('%o → %s', (file, expected) => {
    expect(documentFileError(file)).toBe(expected);
  });

  it('the shown name drops the extension', () => {
    expect(documentNameFromFile('Titre de concession.pdf')).toBe('Titre de concession');
    expect(documentNameFromFile('.pdf')).toBe('.pdf');
  });
});
