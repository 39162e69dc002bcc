import { birthDatePhrase, datePhrase, formatFrDate } from '../dates';
import { DESTINATIONS_CENDRES, type DestinationCendres } from '../constants/occupants';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import { accord, withCivilite } from '../rules/civilite';
import { personName, plotLabel } from '../rules/labels';
import { pdfFileName, type DocumentContent } from './content';
import { communeOf, documentHeader, type EspaceFacts } from './parties';
import {
  SLUG_AUTORISATION_DISPERSION, SLUG_AUTORISATION_INHUMATION, SLUG_AUTORISATION_URNE, SLUG_DECLARATION_DISPERSION_NATURE,
} from './slugs';

/** The deceased as the wizard records them (the occupant's fields). */
export type DefuntFacts = Pick<
  Occupant,
  'civilite' | 'prenom' | 'nom' | 'nomJeuneFille' | 'dateDeNaissance' | 'dateNaissanceIncomplete' | 'lieuDeNaissance' | 'dateDeces' | 'lieuDeces' | 'dateInhumCrema' | 'modeSepulture' | 'cremation'
>;

export interface DefuntDocumentInput {
  defunt: DefuntFacts;
  location: Pick<Location, 'famille' | 'numero' | 'type'>;
  emplacement: Pick<Emplacement, 'carre' | 'allee' | 'numero' | 'libelle'>;
  espace: EspaceFacts | null;
  commune: string | null;
  today: string;
}

interface Kind {
  title: string;
  slug: string;
  /** What the mayor authorises, completed by the deceased's name. */
  act: string;
  /** The CGCT article it rests on. */
  article: string;
}

/**
 * Which document the final step's box generates (spec 001 §4 Deceased wizard, 'a document is generated'; the spec
 * does not name it): the authorisation the mayor gives for what was recorded. Inhumation: CGCT R2213-31; an
 * urn placed in or sealed on the grave: R2213-39; dispersion in the Jardin du souvenir: R2213-39; dispersion
 * in nature is only declared to the town hall of the birthplace: L2223-18-3.
 */
export function defuntDocumentKind(d: Pick<DefuntFacts, 'modeSepulture' | 'cremation'>): Kind {
  if (d.modeSepulture !== 'cremation') {
    return { title: "Autorisation d'inhumation", slug: SLUG_AUTORISATION_INHUMATION, act: "autorise l'inhumation du corps de", article: 'R2213-31' };
  }
  const destination: DestinationCendres | null = d.cremation?.destinationUrneCendre ?? null;
  if (destination === 'dispersionJardin') {
    return { title: 'Autorisation de dispersion des cendres', slug: SLUG_AUTORISATION_DISPERSION, act: 'autorise la dispersion au Jardin du souvenir des cendres de', article: 'R2213-39' };
  }
  if (destination === 'dispersionNature') {
    return { title: 'Déclaration de dispersion des cendres en pleine nature', slug: SLUG_DECLARATION_DISPERSION_NATURE, act: 'prend acte de la dispersion en pleine nature des cendres de', article: 'L2223-18-3' };
  }
  return { title: "Autorisation de dépôt d'urne", slug: SLUG_AUTORISATION_URNE, act: "autorise le dépôt de l'urne contenant les cendres de", article: 'R2213-39' };
}

/**
 * 'né le 02/11/1932 à Brest', 'née en mars 1932', 'né(e) en 1932' when the civility is unknown: the date at its
 * precision (spec 001 §4 incomplete dates; issue 26). With a place and no date: 'né(e) à Brest'.
 */
function birthText(d: DefuntFacts): string {
  return lifeEvent(accord(d.civilite, 'né', 'née'), birthDatePhrase(d), d.lieuDeNaissance);
}

function deathText(d: DefuntFacts): string {
  return lifeEvent(accord(d.civilite, 'décédé', 'décédée'), datePhrase(d.dateDeces), d.lieuDeces);
}

function lifeEvent(participle: string, date: string, place: string | null): string {
  const rest = [date, place ? `à ${place}` : ''].filter(Boolean).join(' ');
  return rest ? `${participle} ${rest}` : '';
}

/** The date of the act recorded: inhumation, dispersion, or the urn's placing. */
function actDate(d: DefuntFacts): string | null {
  if (d.modeSepulture !== 'cremation') return d.dateInhumCrema;
  return d.cremation?.dateDispersion ?? d.cremation?.dateInhumation ?? d.dateInhumCrema;
}

/** The document generated when the final step's box is ticked, as a document of the concession. */
export function defuntDocumentContent(input: DefuntDocumentInput): DocumentContent {
  const { defunt: d } = input;
  const kind = defuntDocumentKind(d);
  const commune = communeOf(input.espace, input.commune);
  const date = actDate(d);
  const destination = d.modeSepulture === 'cremation' && d.cremation?.destinationUrneCendre ? DESTINATIONS_CENDRES[d.cremation.destinationUrneCendre] : null;
  return {
    title: kind.title,
    header: documentHeader(input.espace, input.commune),
    blocks: [
      { kind: 'text', lines: [`Le Maire de la commune de ${commune},`, `Vu le Code général des collectivités territoriales, notamment son article ${kind.article} ;`] },
      { kind: 'text', heading: kind.act.charAt(0).toUpperCase() + kind.act.slice(1), lines: [withCivilite(d.civilite, personName(d)), birthText(d), deathText(d)].filter(Boolean) },
      {
        kind: 'text',
        heading: 'Lieu',
        lines: [
          `${input.espace?.nom ?? 'Cimetière communal'}, ${plotLabel(input.emplacement) || 'emplacement non renseigné'}`,
          input.location.famille || input.location.numero ? `Concession ${input.location.famille ? `famille ${input.location.famille}` : ''}${input.location.numero ? ` n° ${input.location.numero}` : ''}`.replace('  ', ' ') : `Type : ${input.location.type}`,
          destination ? `Destination des cendres : ${destination}` : '',
          date ? `Date : ${formatFrDate(date)}` : '',
        ].filter(Boolean),
      },
      { kind: 'text', lines: [`Fait à ${commune}, le ${formatFrDate(input.today)}.`] },
    ],
    signatures: ['Le Maire'],
    fileName: pdfFileName(kind.slug, d.nom, d.prenom),
    slug: kind.slug,
  };
}
