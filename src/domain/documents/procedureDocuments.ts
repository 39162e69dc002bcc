import type { ProcedureKind } from '../constants/procedures';
import { formatFrDate } from '../dates';
import type { IsoDate } from '../entities/replicated';
import { isPerpetual } from '../rules/concessionStatus';
import { personName, plotLabel } from '../rules/labels';
import { dureeText, NO_LIVING_HOLDER, type DeedInput } from './acteConcession';
import { formatEuros, pdfFileName, type DocumentBlock, type DocumentContent } from './content';
import { abandonDocumentBody, ABANDON_DOCUMENTS } from './abandonDocuments';
import { letterAddressees, livingHolders, TO_UNKNOWN_HEIRS } from './addressees';
import { communeOf, documentHeader, holderLine } from './parties';
import { holdersSignatory } from './deedHolders';

/**
 * The documents the procedure steps produce (issue 11; spec 002 §2): renewal letters and deed, conversion
 * deed, donation (substitution) deed, rétrocession deed, the municipal order and the authorisation of a reprise
 * for non-renewal. Built-in layouts, as the concession deed's, until the templates issue makes them editable;
 * filled from the replica and the step's fields, drawn as a PDF on the device, offline.
 */

export const SLUG_LETTRE_RENOUVELLEMENT = 'lettre-renouvellement';
export const SLUG_ACTE_RENOUVELLEMENT = 'acte-renouvellement';
export const SLUG_ACTE_CONVERSION = 'acte-conversion';
export const SLUG_ACTE_DONATION = 'acte-donation';
export const SLUG_ACTE_RETROCESSION = 'acte-retrocession';
export const SLUG_ARRETE_REPRISE = 'arrete-reprise-non-renouvellement';
export const SLUG_AUTORISATION_REPRISE = 'autorisation-reprise-non-renouvellement';

/** The values of the step (its form, with the computed amounts) a document states. */
export type StepValues = Record<string, unknown>;

/** The documents a step produces, by kind and step number; every one of them is a deed but the letters. */
export interface ProcedureDocumentSpec {
  slug: string;
  title: string;
  /** A deed, signed by the holders; it never asks 'Etes vous sûr de vouloir générer un acte…', kept for the concession deed (deedRules.ts, issue 28). */
  deed: boolean;
  /** A letter to the holders (else the rights holders; issue 28), when the step's template is switched off. */
  letter?: true;
  /** For a step recorded in phases: the phase that produces it (a posting certificate once the posting ended). */
  phase?: 'affichage' | 'suspension';
}

const DOCUMENTS: Partial<Record<ProcedureKind, Record<number, ProcedureDocumentSpec>>> = {
  renouvellement: {
    0: { slug: SLUG_LETTRE_RENOUVELLEMENT, title: 'Courrier de renouvellement', deed: false, letter: true },
    1: { slug: SLUG_ACTE_RENOUVELLEMENT, title: 'Acte de renouvellement de concession', deed: true },
  },
  conversion: { 1: { slug: SLUG_ACTE_CONVERSION, title: 'Acte de conversion de concession', deed: true } },
  donation: { 3: { slug: SLUG_ACTE_DONATION, title: 'Acte de substitution (donation de concession)', deed: true } },
  retrocession: { 1: { slug: SLUG_ACTE_RETROCESSION, title: 'Acte de rétrocession de concession', deed: true } },
  repriseNonRenouvellement: {
    1: { slug: SLUG_ARRETE_REPRISE, title: 'Arrêté municipal de reprise pour non renouvellement', deed: false },
    4: { slug: SLUG_AUTORISATION_REPRISE, title: "Autorisation de dépôt à l'ossuaire ou de dispersion", deed: false },
  },
  repriseAbandon: Object.fromEntries(Object.entries(ABANDON_DOCUMENTS).map(([k, v]) => [k, { ...v, deed: false }])),
};

/** The document a step produces, or null. */
export function stepDocument(kind: ProcedureKind, etape: number): ProcedureDocumentSpec | null {
  return DOCUMENTS[kind]?.[etape] ?? null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const date = (v: unknown): string => formatFrDate(str(v) as IsoDate | null) || 'non renseignée';
const euros = (v: unknown): string => {
  const n = num(v);
  return n === null ? 'non renseigné' : formatEuros(n);
};
const duree = (values: StepValues): string => (values['perpetuelle'] === true ? 'perpétuelle' : num(values['nouvelleDuree']) !== null ? `${String(values['nouvelleDuree'])} ans` : 'non renseignée');

function concessionLines(input: DeedInput): string[] {
  const { location: l, emplacement: e } = input;
  return [
    `Famille : ${l.famille ?? 'non renseignée'} — Concession n° ${l.numero ?? 'non renseigné'}`,
    `Emplacement : ${plotLabel(e) || 'non renseigné'}, ${input.espace?.nom ?? 'cimetière communal'}`,
    `Durée : ${dureeText(l)}${l.dateDebut ? `, à compter du ${formatFrDate(l.dateDebut)}` : ''}${!isPerpetual(l) && l.dateFin ? ` jusqu'au ${formatFrDate(l.dateFin)}` : ''}`,
  ];
}

/** Lines of a deed's holders when none is alive: a deceased holder signs nothing (addressees.ts, issue 28). */
export { NO_LIVING_HOLDER };

/** The holders a deed names under 'Concessionnaire(s)': the living ones only (issue 28, as addressees.ts). */
function holdersBlock(input: DeedInput, heading = 'Concessionnaire(s)'): DocumentBlock {
  const holders = livingHolders(input.contacts);
  return { kind: 'text', heading, lines: holders.length > 0 ? holders.map(holderLine) : [NO_LIVING_HOLDER] };
}

/** The addressees of a letter (issue 28): the living holders, else the living rights holders, else the heirs unnamed. */
export function addresseesBlock(input: Pick<DeedInput, 'contacts'>): DocumentBlock {
  const { to, contacts } = letterAddressees(input.contacts);
  return {
    kind: 'text',
    heading: contacts.length > 1 ? 'Destinataires' : 'Destinataire',
    lines: to === 'personne' ? [TO_UNKNOWN_HEIRS] : contacts.map(holderLine),
  };
}

function fait(input: DeedInput): DocumentBlock {
  return { kind: 'text', lines: [`Fait à ${communeOf(input.espace, input.commune)}, le ${formatFrDate(input.today)}.`] };
}

function visas(input: DeedInput, articles: string[]): DocumentBlock {
  return { kind: 'text', lines: [`Le Maire de la commune de ${communeOf(input.espace, input.commune)},`, ...articles] };
}

function bodyFor(kind: ProcedureKind, etape: number, input: DeedInput, v: StepValues): { blocks: DocumentBlock[]; signatures: string[] } {
  const concession: DocumentBlock = { kind: 'text', heading: 'Concession', lines: concessionLines(input) };
  if (kind === 'renouvellement' && etape === 0) {
    return {
      blocks: [
        addresseesBlock(input),
        concession,
        {
          kind: 'text',
          lines: [
            'Madame, Monsieur,',
            input.location.dateFin
              ? `La concession désignée ci-dessus arrive (ou est arrivée) à échéance le ${formatFrDate(input.location.dateFin)}.`
              : 'La concession désignée ci-dessus arrive à échéance.',
            "Conformément à l'article L2223-15 du Code général des collectivités territoriales, les titulaires et leurs ayants droit peuvent en demander le renouvellement jusqu'à deux ans après l'échéance, au tarif en vigueur à la date d'échéance ; le nouveau terme court à compter de cette date.",
            "À défaut de renouvellement dans ce délai, la commune pourra reprendre le terrain ; les monuments et emblèmes non enlevés lui reviendront.",
            'Nous vous invitons à prendre contact avec le service du cimetière de la mairie.',
            `Courrier du ${date(v['dateCourrier'])}.`,
          ],
        },
        fait(input),
      ],
      signatures: ['Le Maire'],
    };
  }
  if (kind === 'renouvellement') {
    return {
      blocks: [
        visas(input, ['Vu le Code général des collectivités territoriales, notamment ses articles L2223-13 à L2223-15 ;', 'Vu la demande de renouvellement présentée par le(s) titulaire(s) ;']),
        holdersBlock(input),
        concession,
        {
          kind: 'text',
          heading: 'Renouvelle la concession',
          lines: [
            `Pour une durée ${v['perpetuelle'] === true ? 'perpétuelle' : `de ${duree(v)}`}, à compter de la date d'échéance du ${date(v['ancienneDateFin'])}${str(v['nouvelleDateFin']) ? ` jusqu'au ${date(v['nouvelleDateFin'])}` : ''}.`,
            `Prix : ${euros(v['prix'])}, au tarif en vigueur à la date d'échéance (CGCT L2223-15, CE 2007 Ville de Paris).`,
            `Date du renouvellement : ${date(v['dateRenouvellement'])}.`,
          ],
        },
        fait(input),
      ],
      signatures: ['Le Maire', holdersSignatory(input.contacts)],
    };
  }
  if (kind === 'conversion') {
    return {
      blocks: [
        visas(input, ["Vu le Code général des collectivités territoriales, notamment son article L2223-16 ;", 'Vu la demande de conversion présentée par le(s) titulaire(s) ;']),
        holdersBlock(input),
        concession,
        {
          kind: 'text',
          heading: 'Convertit la concession',
          lines: [
            `En concession ${v['perpetuelle'] === true ? 'perpétuelle' : `de ${duree(v)}`}, à compter du ${date(v['dateConversion'])}${str(v['nouvelleDateEcheance']) ? ` jusqu'au ${date(v['nouvelleDateEcheance'])}` : ''}.`,
            `Prix initial : ${euros(v['prixInitial'])} (contrat du ${date(v['dateContratInitial'])}).`,
            `Prix de la nouvelle durée : ${euros(v['prixNouvelleDuree'])}.`,
            `Valeur du temps restant à courir déduite : ${euros(v['prorataTemporisSoustrait'])}.`,
            `Montant à payer : ${euros(v['montantAPayer'])}.`,
          ],
        },
        fait(input),
      ],
      signatures: ['Le Maire', holdersSignatory(input.contacts)],
    };
  }
  if (kind === 'donation') {
    const b = (v['beneficiaire'] ?? {}) as { civilite?: string; nom?: string | null; prenom?: string | null; adresse?: string | null; codePostal?: string | null; commune?: string | null };
    const donateur = input.contacts.find((c) => c.id === v['donateurId']);
    return {
      blocks: [
        visas(input, ['Vu le Code civil, notamment son article 931 ;', `Vu l'acte notarié de donation du ${date(v['dateActe'])} reçu par ${str(v['notaire']) ?? 'le notaire'} ;`]),
        concession,
        { kind: 'text', heading: 'Donateur', lines: [donateur ? holderLine(donateur) : 'non renseigné'] },
        {
          kind: 'text',
          heading: 'Bénéficiaire, substitué au donateur',
          lines: [`${personName({ prenom: b.prenom ?? null, nom: b.nom ?? null })}${[b.adresse, b.codePostal, b.commune].filter(Boolean).length > 0 ? `, ${[b.adresse, b.codePostal, b.commune].filter(Boolean).join(' ')}` : ''}`],
        },
        { kind: 'text', lines: [`Qualité : ${str(v['typeDeContact']) ?? 'Concessionnaire'}.`, `Acte de substitution signé le ${date(v['dateSignature'])}.`] },
        fait(input),
      ],
      signatures: ['Le Maire', 'Le donateur', 'Le bénéficiaire'],
    };
  }
  if (kind === 'retrocession') {
    const part = v['partCCAS'] === 'tiers' ? "moins le tiers versé au centre communal d'action sociale" : num(v['partCCAS']) ? `moins la part de ${String(v['partCCAS'])} % versée au CCAS` : '';
    return {
      blocks: [
        visas(input, [
          'Vu le Code général des collectivités territoriales ;',
          `Vu la délibération du conseil municipal${str(v['dateDeliberation']) ? ` du ${date(v['dateDeliberation'])}` : ''} acceptant la rétrocession ;`,
          'Vu la demande présentée par le titulaire de la concession, vide de tout corps ;',
        ]),
        holdersBlock(input, 'Titulaire'),
        concession,
        {
          kind: 'text',
          heading: 'Accepte la rétrocession à la commune',
          lines: [
            `Date de rétrocession : ${date(v['dateRetrocession'])}.`,
            `Prix de la concession initiale : ${euros(v['prixConcessionInitiale'])}.`,
            `Montant à rembourser : ${euros(v['montantRembourser'])}${part ? `, calculé au prorata du temps restant à courir ${part}` : ''}.`,
          ],
        },
        fait(input),
      ],
      signatures: ['Le Maire', 'Le titulaire'],
    };
  }
  if (kind === 'repriseAbandon') return abandonDocumentBody(etape, input, v, concession);
  // Reprise for non-renewal: the order (step 1), the authorisation of the deposit or dispersal (step 4).
  if (etape === 1) {
    return {
      blocks: [
        visas(input, [
          "Vu le Code général des collectivités territoriales, notamment ses articles L2223-4 et L2223-15 ;",
          `Considérant que la concession ci-dessous est arrivée à échéance le ${formatFrDate(input.location.dateFin) || 'non renseignée'} et n'a pas été renouvelée dans les deux années suivantes ;`,
          'Considérant que les titulaires et leurs ayants droit ont été informés de leur droit au renouvellement ;',
        ]),
        concession,
        {
          kind: 'text',
          heading: `Arrête${str(v['numeroArrete']) ? ` (arrêté n° ${String(v['numeroArrete'])})` : ''}`,
          lines: [
            'Article 1 : la commune reprend le terrain de la concession désignée ci-dessus.',
            "Article 2 : les restes des défunts seront déposés à l'ossuaire communal ou, à défaut d'opposition connue, crématisés et dispersés au Jardin du souvenir ; leurs noms seront inscrits au registre de l'ossuaire.",
            'Article 3 : les monuments et emblèmes funéraires non enlevés reviennent à la commune.',
            `Date de l'arrêté : ${date(v['dateArrete'])}.`,
          ],
        },
        fait(input),
      ],
      signatures: ['Le Maire'],
    };
  }
  const defunts = input.occupants.filter((o) => !o.deletedAt && o.etat === 'present').map((o) => `• ${personName(o)}`);
  return {
    blocks: [
      visas(input, ['Vu le Code général des collectivités territoriales, notamment son article L2223-4 ;', 'Vu l’arrêté municipal de reprise de la concession ci-dessous ;']),
      concession,
      { kind: 'text', heading: 'Défunts concernés', lines: defunts.length > 0 ? defunts : ['Aucun.'] },
      {
        kind: 'text',
        heading: 'Autorise',
        lines: [
          v['destinationDefunt'] === 'jardin'
            ? `La crémation des restes et la dispersion des cendres au Jardin du souvenir${str(v['destinationLabel']) ? ` (${String(v['destinationLabel'])})` : ''}.`
            : `Le dépôt des restes à l'ossuaire${str(v['destinationLabel']) ? ` (${String(v['destinationLabel'])})` : ''}, et l'inscription des noms au registre de l'ossuaire.`,
          `Date du dépôt ou de la dispersion : ${date(v['dateDepot'])}.`,
        ],
      },
      fait(input),
    ],
    signatures: ['Le Maire'],
  };
}

/** The document of a procedure step, filled from the concession and the step's values; null when the step has none. */
export function procedureDocumentContent(kind: ProcedureKind, etape: number, input: DeedInput, values: StepValues): DocumentContent | null {
  const spec = stepDocument(kind, etape);
  if (!spec) return null;
  const { blocks, signatures } = bodyFor(kind, etape, input, values);
  return {
    title: spec.title,
    header: documentHeader(input.espace, input.commune),
    blocks,
    signatures,
    fileName: pdfFileName(spec.slug, input.location.famille, input.location.numero),
    slug: spec.slug,
  };
}
