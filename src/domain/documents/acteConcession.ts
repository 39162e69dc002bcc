import { formatFrDate } from '../dates';
import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import { isPerpetual } from '../rules/concessionStatus';
import { personName, plotLabel } from '../rules/labels';
import { formatSurface } from '../rules/surface';
import { formatEuros, pdfFileName, type DocumentBlock, type DocumentContent } from './content';
import { livingHolders } from './addressees';
import { deedHolders, holdersSignatory } from './deedHolders';
import { communeOf, documentHeader, holderLine, type EspaceFacts } from './parties';
import { SLUG_ACTE_CONCESSION, SLUG_TITRE_RECETTE } from './slugs';

/** What a deed is made from: the concession, its plot, its contacts and deceased, the cemetery and town. */
export interface DeedInput {
  location: Location;
  emplacement: Pick<Emplacement, 'carre' | 'allee' | 'numero' | 'libelle' | 'surface'>;
  contacts: readonly Contact[];
  occupants: readonly Occupant[];
  espace: EspaceFacts | null;
  /** The municipality of the account, used when the cemetery row has no city. */
  commune: string | null;
  today: string;
}

export const ACTE_CONCESSION_TITLE = 'Acte de concession funéraire';
export const TITRE_RECETTE_TITLE = 'Titre de recette';
/** The heading under which a deed names its deceased holders, apart from those it grants to (issue 28). */
export const DECEASED_HOLDERS_HEADING = 'Concessionnaire(s) décédé(s)';
/** A deed's holders when every known holder is deceased (issue 28): nobody alive is named as concessionnaire. */
export const NO_LIVING_HOLDER = 'Aucun concessionnaire vivant n’est connu.';

/** '30 ans', 'perpétuelle', '6 mois' (Caveau provisoire), or 'non renseignée'. */
export function dureeText(l: Pick<Location, 'type' | 'duree' | 'perpetuelle' | 'dateFin'>): string {
  if (isPerpetual(l)) return 'perpétuelle';
  if (l.type === 'Caveau') return '6 mois';
  return l.duree ? `${l.duree} ans` : 'non renseignée';
}

function periodText(l: Location): string {
  const start = l.dateDebut ? `à compter du ${formatFrDate(l.dateDebut)}` : 'à une date de début non renseignée';
  if (isPerpetual(l)) return `${start}, à perpétuité`;
  return l.dateFin ? `${start} jusqu'au ${formatFrDate(l.dateFin)}` : start;
}

/** The list of persons excluded or authorised, by concession type (spec 001 §4 assignment, type de concession). */
function exclusBlock(l: Location): DocumentBlock | null {
  const heading =
    l.typeConcession === 'Familiale'
      ? "Personnes exclues du droit à l'inhumation"
      : l.typeConcession === 'Collective'
        ? 'Personnes autorisées à être inhumées'
        : l.typeConcession === 'Individuelle'
          ? 'Personne autorisée à être inhumée'
          : null;
  if (!heading) return null;
  const lines = (l.exclus ?? []).map((e) => `• ${personName(e)}${e.dateDeNaissance ? `, né(e) le ${formatFrDate(e.dateDeNaissance)}` : ''}`);
  return { kind: 'text', heading, lines: lines.length > 0 ? lines : ['Aucune.'] };
}

/**
 * The 'acte de concession' (spec 001 §2 documents 'generate', slug acte-creation-de-concession): the mayor
 * grants the plot to the holders for a duration and a price, under CGCT L2223-13 to L2223-15. A built-in
 * layout until the template editor (spec 002 'modèles') exists.
 */
export function acteConcessionContent(input: DeedInput): DocumentContent {
  const { location: l, emplacement: e } = input;
  const commune = communeOf(input.espace, input.commune);
  // Living holders as concessionnaires, the deceased apart and marked (deedHolders.ts, issue 28).
  const holders = deedHolders(input.contacts);
  const cemetery = input.espace?.nom ?? 'le cimetière communal';
  const blocks: DocumentBlock[] = [
    {
      kind: 'text',
      lines: [
        `Le Maire de la commune de ${commune},`,
        'Vu le Code général des collectivités territoriales, notamment ses articles L2223-13 à L2223-15 ;',
        'Vu la délibération du conseil municipal fixant le tarif des concessions ;',
        'Vu la demande présentée par le(s) concessionnaire(s) désigné(s) ci-dessous ;',
      ],
    },
    { kind: 'text', heading: 'Accorde à', lines: holders.living.length > 0 ? holders.living : [holders.deceased.length > 0 ? NO_LIVING_HOLDER : 'Concessionnaire non renseigné.'] },
    ...(holders.deceased.length > 0 ? [{ kind: 'text' as const, heading: DECEASED_HOLDERS_HEADING, lines: holders.deceased }] : []),
    {
      kind: 'text',
      heading: 'Une concession',
      lines: [
        `Famille : ${l.famille ?? 'non renseignée'} — Concession n° ${l.numero ?? 'non renseigné'}`,
        `Type : ${l.type}${l.typeConcession ? `, concession ${l.typeConcession.toLowerCase()}` : ''}`,
        `Durée : ${dureeText(l)}, ${periodText(l)}`,
        `Emplacement : ${plotLabel(e) || 'non renseigné'}, ${cemetery} — surface : ${formatSurface(e.surface)}`,
        `Nombre de places : ${l.nbPlaces ?? 'non renseigné'}`,
        `Prix : ${l.prix !== null ? formatEuros(l.prix) : 'non renseigné'}`,
      ],
    },
  ];
  const exclus = exclusBlock(l);
  if (exclus) blocks.push(exclus);
  const present = input.occupants.filter((o) => !o.deletedAt && o.etat === 'present');
  if (present.length > 0) blocks.push({ kind: 'text', heading: 'Défunts reposant dans la concession', lines: present.map((o) => `• ${personName(o)}`) });
  blocks.push({
    kind: 'text',
    lines: [
      'Le concessionnaire et ses ayants droit s’engagent à respecter le règlement du cimetière et à maintenir la sépulture en bon état d’entretien.',
      l.dateOriginelle ? `Date d'origine de la concession : ${formatFrDate(l.dateOriginelle)}.` : '',
      `Fait à ${commune}, le ${formatFrDate(input.today)}.`,
    ].filter(Boolean),
  });
  return {
    title: ACTE_CONCESSION_TITLE,
    header: documentHeader(input.espace, input.commune),
    blocks,
    signatures: ['Le Maire', holdersSignatory(input.contacts)],
    fileName: pdfFileName('acte-de-concession', l.famille, l.numero),
    slug: SLUG_ACTE_CONCESSION,
  };
}

/** The 'titre de recette' after the creation of a concession (slug titre-de-recette-apres-creation-concession). */
export function titreRecetteContent(input: DeedInput): DocumentContent {
  const { location: l, emplacement: e } = input;
  const commune = communeOf(input.espace, input.commune);
  // The debtor is the first living holder (issue 28): a deceased person is not asked to pay.
  const [main] = livingHolders(input.contacts);
  return {
    title: TITRE_RECETTE_TITLE,
    header: documentHeader(input.espace, input.commune),
    blocks: [
      { kind: 'text', heading: 'Débiteur', lines: [main ? holderLine(main) : 'Concessionnaire non renseigné.'] },
      {
        kind: 'text',
        heading: 'Objet',
        lines: [
          `Concession funéraire ${l.typeConcession ? `${l.typeConcession.toLowerCase()} ` : ''}de ${dureeText(l)}, ${periodText(l)}`,
          `Famille ${l.famille ?? 'non renseignée'}, concession n° ${l.numero ?? 'non renseigné'}, ${plotLabel(e) || 'emplacement non renseigné'}`,
        ],
      },
      { kind: 'text', heading: 'Montant', lines: [l.prix !== null ? formatEuros(l.prix) : 'non renseigné'] },
      { kind: 'text', lines: [`Fait à ${commune}, le ${formatFrDate(input.today)}.`] },
    ],
    signatures: ['Le Maire'],
    fileName: pdfFileName('titre-de-recette', l.famille, l.numero),
    slug: SLUG_TITRE_RECETTE,
  };
}
