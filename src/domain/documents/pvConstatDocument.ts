import { datePhrase, dateTimeWords, formatFrDate } from '../dates';
import {
  PV_DESCRIPTEUR_LABELS,
  PV_PRESENT_LABELS,
  PV_REDACTEUR_LABELS,
  PV_TEMOIN_LABELS,
  type PvConstatFields,
  type PvSignature,
} from '../procedures/abandon/pvConstat';
import { accord } from '../rules/civilite';
import { personName, plotLabel } from '../rules/labels';
import { dureeText, type DeedInput } from './acteConcession';
import { pdfFileName, type DocumentBlock, type DocumentContent, type DocumentImage } from './content';
import { pvPartyLines } from './deedHolders';
import { communeOf, documentHeader } from './parties';

/**
 * The procès-verbal de constat d'abandon as a document (reprise after abandonment, steps 3 and 9; issue 12),
 * drawn as a PDF on the tablet at the grave. Its content follows CGCT R2223-13 and R2223-14 (LAW.md "PV
 * content"): the exact location of the grave, a precise description of its state, the date of the deed, the
 * parties, the rightful claimants and buried persons when known, who drew it up, the witness and the others
 * present, the signatures of all present and the refusals to sign. The second PV (step 9) is drawn up "dans les
 * mêmes formes" (R2223-18).
 */

export const SLUG_PV_CONSTAT_1 = 'pv-constat-abandon-1';
export const SLUG_PV_CONSTAT_2 = 'pv-constat-abandon-2';
export const PV_TITLES = {
  3: "Procès-verbal de constat d'abandon",
  9: "Second procès-verbal de constat d'abandon",
} as const;
export type PvEtape = keyof typeof PV_TITLES;

export const PV_REFUS_TEXT = 'a refusé de signer';

/** What the PV says of a photo besides the picture: when and where it was taken (EXIF), when known. */
export interface PvPhotoFacts {
  sha256: string;
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PvDocumentInput extends DeedInput {
  etape: PvEtape;
  fields: PvConstatFields;
  /** The EXIF facts of the photos by hash; a photo not listed is shown without them. */
  photoFacts?: readonly PvPhotoFacts[];
}

/** 'lundi 23 novembre 2026 à 14 h 05' from 'YYYY-MM-DDTHH:mm' (issue 28: a document writes the day and hour in words). */
export function pvDateHeureText(dateHeure: string): string {
  return dateTimeWords(dateHeure) || 'date et heure non renseignées';
}

/** '43,836610° N, 4,360040° E': six decimals (about 10 cm), French decimal comma. */
export function positionText(p: { latitude: number; longitude: number }): string {
  const fmt = (v: number) => Math.abs(v).toFixed(6).replace('.', ',');
  return `${fmt(p.latitude)}° ${p.latitude >= 0 ? 'N' : 'S'}, ${fmt(p.longitude)}° ${p.longitude >= 0 ? 'E' : 'O'}`;
}

function redacteurText(f: PvConstatFields): string {
  const { redacteur: r } = f;
  if (r.qualite === 'maire') return `${r.nom}, maire`;
  return `${r.nom}, ${r.fonction?.trim() ? r.fonction.trim() : 'délégué du maire'}, agissant par délégation du maire`;
}

/** Who a signature box belongs to: 'Le maire : Jean DUPONT', 'Témoin (Garde champêtre) : ...'. */
export function signataireLabel(f: PvConstatFields, s: Pick<PvSignature, 'role' | 'nom'>): string {
  if (s.role === 'redacteur') return `${PV_REDACTEUR_LABELS[f.redacteur.qualite]} : ${s.nom}`;
  if (s.role === 'temoin') return `Témoin (${PV_TEMOIN_LABELS[f.temoin.qualite]}) : ${s.nom}`;
  const present = f.presents[Number(s.role.slice('present:'.length))];
  return `${present ? PV_PRESENT_LABELS[present.qualite] : 'Personne présente'} : ${s.nom}`;
}

function photoCaption(index: number, facts: PvPhotoFacts | undefined): string[] {
  const lines = [`Photo ${index + 1}`];
  if (facts?.takenAt) {
    const local = facts.takenAt.slice(0, 16);
    lines[0] = `Photo ${index + 1}, prise le ${pvDateHeureText(local)}`;
  }
  if (facts && facts.latitude !== null && facts.longitude !== null) lines.push(positionText({ latitude: facts.latitude, longitude: facts.longitude }));
  return lines;
}

function concessionBlock(input: PvDocumentInput): DocumentBlock {
  const l = input.location;
  // R2223-14: the parties and rightful claimants known; a deceased holder marked as such (deedHolders.ts, issue 28).
  const parties = pvPartyLines(input.contacts);
  const buried = input.occupants
    .filter((o) => !o.deletedAt && o.etat === 'present')
    .map((o) => {
      // The death at its precision ('décédée en 1932'), agreed with the civility when known (issue 26).
      const deces = datePhrase(o.dateDeces);
      const inhume = o.dateInhumCrema && o.modeSepulture === 'inhumation' ? `, ${accord(o.civilite, 'inhumé', 'inhumée')} ${datePhrase(o.dateInhumCrema)}` : '';
      return `• ${personName(o)}${deces ? `, ${accord(o.civilite, 'décédé', 'décédée')} ${deces}` : ''}${inhume}`;
    });
  return {
    kind: 'text',
    heading: 'Concession',
    lines: [
      `Concession n° ${l.numero ?? 'non renseigné'}, famille ${l.famille ?? 'non renseignée'}, durée ${dureeText(l)}.`,
      // R2223-14: the date of the deed, when known.
      l.dateDebut ? `Acte de concession du ${formatFrDate(l.dateDebut)}.` : "Date de l'acte de concession inconnue.",
      'Concessionnaire(s) et ayants droit connus :',
      ...(parties.length > 0 ? parties.map((line) => `• ${line}`) : ['• non connus']),
      'Personnes inhumées connues :',
      ...(buried.length > 0 ? buried : ['• non connues']),
    ],
  };
}

/** The PV's content, ready for the renderer: text blocks, then the photos, then the signature boxes. */
export function pvConstatDocumentContent(input: PvDocumentInput): DocumentContent {
  const { fields: f, emplacement: e } = input;
  const commune = communeOf(input.espace, input.commune);
  const cimetiere = input.espace?.nom ?? 'cimetière communal';
  const place = plotLabel(e) || 'non renseigné';
  const facts = new Map((input.photoFacts ?? []).map((p) => [p.sha256, p]));
  const blocks: DocumentBlock[] = [
    {
      kind: 'text',
      lines: [
        `Vu le Code général des collectivités territoriales, notamment ses articles L2223-17 et R2223-12 à R2223-${input.etape === 9 ? '18' : '14'} ;`,
        `Le ${pvDateHeureText(f.dateHeure)}, nous, ${redacteurText(f)}, commune de ${commune}, assisté(e) de ${f.temoin.nom}, ${PV_TEMOIN_LABELS[f.temoin.qualite].toLowerCase()}, nous sommes rendu(e)s au ${cimetiere}, sur l'emplacement désigné ci-dessous, afin de constater son état d'abandon.`,
      ],
    },
    {
      kind: 'text',
      heading: 'Emplacement',
      lines: [
        `${place}, ${cimetiere}.`,
        f.position ? `Position relevée sur place : ${positionText(f.position)}.` : 'Position GPS non relevée.',
      ],
    },
    concessionBlock(input),
    {
      kind: 'text',
      heading: 'Personnes présentes',
      lines: [
        `• ${PV_REDACTEUR_LABELS[f.redacteur.qualite]} : ${redacteurText(f)}`,
        `• Témoin : ${f.temoin.nom}, ${PV_TEMOIN_LABELS[f.temoin.qualite].toLowerCase()}`,
        ...f.presents.map((p) => `• ${PV_PRESENT_LABELS[p.qualite]} : ${p.nom}${p.lien?.trim() ? ` (${p.lien.trim()})` : ''}`),
      ],
    },
    {
      kind: 'text',
      heading: "Signes d'abandon constatés",
      lines: f.descripteurs.map((d) => `• ${PV_DESCRIPTEUR_LABELS[d]}`),
    },
    { kind: 'text', heading: "Description précise de l'état de la sépulture", lines: f.description.split(/\r?\n/).filter((l) => l.trim() !== '') },
  ];
  if (f.photos.length > 0) {
    blocks.push({ kind: 'images', heading: `Photographies (${f.photos.length})`, style: 'photos', images: f.photos.map((sha, i) => ({ sha256: sha, caption: photoCaption(i, facts.get(sha)) })) });
  }
  blocks.push({ kind: 'text', lines: [`Fait à ${commune}, le ${pvDateHeureText(f.dateHeure)}, et signé par les personnes présentes (article R2223-14 du CGCT).`] });
  const images: DocumentImage[] = f.signatures.map((s) => ({
    sha256: s.refus ? null : s.image,
    caption: s.refus ? [signataireLabel(f, s), PV_REFUS_TEXT] : [signataireLabel(f, s)],
  }));
  blocks.push({ kind: 'images', heading: 'Signatures', style: 'signatures', images });
  const slug = input.etape === 9 ? SLUG_PV_CONSTAT_2 : SLUG_PV_CONSTAT_1;
  return {
    title: PV_TITLES[input.etape],
    header: documentHeader(input.espace, input.commune),
    blocks,
    signatures: [],
    fileName: pdfFileName(slug, input.location.famille, input.location.numero),
    slug,
  };
}
