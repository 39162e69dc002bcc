import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { pvConstatDocumentContent, type PvDocumentInput } from '../../src/domain/documents/pvConstatDocument';
import type { Contact } from '../../src/domain/entities/contact';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import { pvConstatFields } from '../../src/domain/procedures/abandon/pvConstat';
import { renderDocumentPdf } from '../../src/features/fiche/documents/renderPdf';
import { sha, tinyJpeg, tinyPng } from './pvImages';

/** The PV de constat d'abandon drawn as a PDF on the device (issue 12; CGCT R2223-13, -14, -18), read back as text. */

const repl = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };
const location: Location = {
  ...repl, id: 'loc-1', emplacementId: 'p-1', famille: 'Vidal', numero: '1961-04', type: 'Concession', typeConcession: 'Familiale', duree: null,
  perpetuelle: true, dateDebut: '1961-05-12', dateFin: null, dateOriginelle: null, nbPlaces: 2, etatAbandon: null, facture: null,
  notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: null, exclus: [], champsSupp: null,
};
const holder: Contact = {
  ...repl, id: 'c-1', locationId: 'loc-1', civilite: 'H', prenom: 'Auguste', nom: 'Vidal', nomJeuneFille: null, decede: false, adresse: '4 place du Marché',
  commune: 'Uzès', codePostal: '30700', telephone: null, telephoneMobile: null, email: null, typeDeContact: 'Concessionnaire', dateDeNaissance: null, nomSociete: null, fonction: null,
};
const buried: Occupant = {
  ...repl, id: 'o-1', emplacementId: 'p-1', locationId: 'loc-1', civilite: 'F', prenom: 'Rose', nom: 'Vidal', nomJeuneFille: null, dateDeNaissance: null,
  dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: { jour: 2, mois: 3, annee: 1970 }, lieuDeces: null, dateInhumCrema: '1970-03-05', dateExhumation: null, specificites: null,
  criteresSpecifiques: [], modeSepulture: 'inhumation', cremation: null, etat: 'present', portailMasque: false,
};

const photo1 = tinyJpeg(400, 300, 1);
const photo2 = tinyJpeg(300, 400, 2);
const sigMaire = tinyPng(60, 30, 0);
const sigTemoin = tinyPng(60, 30, 9);
const bytes = new Map([photo1, photo2, sigMaire, sigTemoin].map((b) => [sha(b), b]));

const fields = pvConstatFields.parse({
  dateHeure: '2026-11-23T09:45',
  redacteur: { qualite: 'delegue', nom: 'Hélène Roux', fonction: 'Première adjointe' },
  temoin: { qualite: 'gardeChampetre', nom: 'Marc Blanc' },
  presents: [{ qualite: 'famille', nom: 'Paul Vidal', lien: 'petit-fils' }],
  descripteurs: ['monumentBrise', 'vegetation', 'inscriptionIllisible'],
  description: 'Stèle fendue en deux, couvercle affaissé.\nRonces sur toute la tombe ; lettres effacées.',
  photos: [sha(photo1), sha(photo2)],
  signatures: [
    { role: 'redacteur', nom: 'Hélène Roux', image: sha(sigMaire) },
    { role: 'temoin', nom: 'Marc Blanc', image: sha(sigTemoin) },
    { role: 'present:0', nom: 'Paul Vidal', refus: true },
  ],
  position: { latitude: 44.012345, longitude: 4.419876 },
  valide: true,
});

const input = (over: Partial<PvDocumentInput> = {}): PvDocumentInput => ({
  etape: 3, fields, location, emplacement: { carre: 'C', allee: '4', numero: '17', libelle: null, surface: null }, contacts: [holder], occupants: [buried],
  espace: { nom: 'Cimetière du Chemin-Neuf', adresse: null, codePostal: '30700', ville: 'Uzès' }, commune: null, today: '2026-11-23',
  photoFacts: [{ sha256: sha(photo1), takenAt: '2026-11-23T09:41:07', latitude: 44.0123, longitude: 4.4198 }],
  ...over,
});

async function pdfOf(i: PvDocumentInput) {
  const blob = await renderDocumentPdf(pvConstatDocumentContent(i), (h) => Promise.resolve(bytes.get(h) ?? null));
  const pdf = await getDocumentProxy(new Uint8Array(await blob.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return { raw: new TextDecoder('latin1').decode(await blob.arrayBuffer()), text: text.replace(/\s+/g, ' ') };
}

describe('PV de constat d’abandon, the PDF made on the tablet', () => {
  it('states what R2223-13 and R2223-14 require: place, deed, parties, buried, date and hour, who, witness, present, state', async () => {
    const { text } = await pdfOf(input());
    for (const expected of [
      "Procès-verbal de constat d'abandon",
      'Commune de Uzès',
      'Carré C - Allée 4 - N° 17, Cimetière du Chemin-Neuf.',
      'Position relevée sur place : 44,012345° N, 4,419876° E.',
      'Acte de concession du 12/05/1961.',
      'Monsieur Auguste VIDAL, demeurant 4 place du Marché, 30700 Uzès',
      'Rose VIDAL, décédée le 02/03/1970, inhumée le 05/03/1970',
      'Le lundi 23 novembre 2026 à 9 h 45, nous, Hélène Roux, Première adjointe, agissant par délégation du maire',
      'assisté(e) de Marc Blanc, garde champêtre',
      'Descendant ou successeur : Paul Vidal (petit-fils)',
      'Monument brisé ou effondré',
      'Végétation non entretenue',
      'Inscription illisible',
      'Stèle fendue en deux, couvercle affaissé.',
      'Ronces sur toute la tombe ; lettres effacées.',
      'Photographies (2)',
      'Photo 1, prise le lundi 23 novembre 2026 à 9 h 41',
      'Photo 2',
      'Un délégué du maire : Hélène Roux',
      'Témoin (Garde champêtre) : Marc Blanc',
      'Descendant ou successeur : Paul Vidal a refusé de signer',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('Grille rouillée');
    expect(text).not.toContain('Affaissement du terrain');
  });

  it('embeds the two photos and the two drawn signatures as pictures (the refusal has none)', async () => {
    const { raw } = await pdfOf(input());
    expect(raw.match(/\/Subtype \/Image/g)).toHaveLength(4);
    expect(raw.match(/\/Filter \/DCTDecode/g)).toHaveLength(2); // the photos stay JPEG, not re-encoded
  });

  it('the second PV (step 9) has its own title, slug and cites R2223-18', async () => {
    const content = pvConstatDocumentContent(input({ etape: 9 }));
    expect(content.title).toBe("Second procès-verbal de constat d'abandon");
    expect(content.slug).toBe('pv-constat-abandon-2');
    expect(content.fileName).toBe('pv-constat-abandon-2-vidal-1961-04.pdf');
    const { text } = await pdfOf(input({ etape: 9 }));
    expect(text).toContain('R2223-12 à R2223-18');
  });

  it('says so when the deed date, the holders, the buried persons or the position are not known', async () => {
    const { text } = await pdfOf(input({ location: { ...location, dateDebut: null }, contacts: [], occupants: [], fields: { ...fields, position: null } }));
    expect(text).toContain("Date de l'acte de concession inconnue.");
    expect(text).toContain('Concessionnaire(s) et ayants droit connus : • non connus');
    expect(text).toContain('Personnes inhumées connues : • non connues');
    expect(text).toContain('Position GPS non relevée.');
  });
});
