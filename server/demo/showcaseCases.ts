import { isHolder } from '../../src/domain/constants/contacts';
import type { ProcedureKind } from '../../src/domain/constants/procedures';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, addMonths, addYears, isoToPartialDate } from '../../src/domain/dates';
import { makeContact } from './people';
import type { BuiltConcession } from './concession';
import type { Contact } from '../../src/domain/entities/contact';
import { ABANDON_CASES } from './showcaseAbandon';
import { pickFamily } from './scenarios';
import { addBloodHeir, showcaseSpec, type ActScope, type ShowcaseCase } from './showcase';
import type { Ctx } from './types';

/**
 * The cases of the procedure showcase (server/demo/showcase.ts). Dates are relative to the demo's day T and
 * follow the law as the engine applies it: a renewal at the tariff of its expiry and from it (L2223-15, CE
 * 2007), a conversion before expiry (L2223-16), a rétrocession of an empty concession, a reprise for
 * non-renewal two years after expiry, five after the last burial, after the information of L2223-15.
 */

type Champs = Record<string, unknown>;

/** 'Démarrer' with or without its first step; returns the procedure's id. */
function start(s: ActScope, kind: ProcedureKind, today: IsoDate, etape?: { etape: number; champs: Champs }): string {
  const id = s.id();
  const first = etape ? { etape: { etape: etape.etape, champs: { ...etape.champs, valide: true } } } : {};
  s.run('procedure.start', { id, kind, emplacementId: s.emplacementId, locationId: s.location.id, ...first, notificationId: s.id() }, today);
  return id;
}

function step(s: ActScope, id: string, etape: number, champs: Champs, today: IsoDate): void {
  s.run('procedure.recordStep', { id, etape, champs: { ...champs, valide: true }, notificationId: s.id() }, today);
}

/** The duty to inform of L2223-15: a registered letter and a posting, recorded with their date. */
function inform(s: ActScope, date: IsoDate): void {
  s.run('location.informRenouvellement', { id: s.location.id, date, moyens: ['courrierRecommande', 'affichage'], documents: [] }, date);
}

const fam = (ctx: Ctx) => pickFamily(ctx);

// ---- Renouvellement: steps 0 (letters) and 1 (renewal) ----
const courriers = (d: IsoDate): Champs => ({ dateCourrier: d, documents: [] });
const renouveler = (d: IsoDate): Champs => ({ dateRenouvellement: d, nouvelleDuree: 30, perpetuelle: false, inhumationDemandee: false, documents: [] });
const renewalSpec = (ctx: Ctx, fin: IsoDate) => showcaseSpec(ctx, { famille: fam(ctx), duree: 15, dateDebut: addYears(fin, -15), occupants: 2 });

// ---- Donation: 1 Vérifier, 2 Enregistrer, 3 Générer ----
const verifier = (d: IsoDate): Champs => ({ dateVerification: d, demandeeTitulaire: true, heritierMemeSang: true });
function enregistrer(s: ActScope, d: IsoDate): Champs {
  const donor = s.contacts.find((c) => isHolder(c) && !c.decede) ?? s.contacts.find((c) => isHolder(c));
  const heir = makeContact(s.ctx, { locationId: s.location.id, famille: s.location.famille ?? 'Le Goff', type: 'Concessionnaire', bornAbout: 1974, town: s.town });
  return {
    dateActe: d, notaire: 'Maître Le Bris, notaire à Morlaix', donateurId: donor?.id, typeDeContact: 'Concessionnaire',
    beneficiaire: {
      id: heir.id, civilite: heir.civilite, nom: heir.nom, prenom: heir.prenom, nomJeuneFille: heir.nomJeuneFille, adresse: heir.adresse,
      codePostal: heir.codePostal, commune: heir.commune, telephone: heir.telephoneMobile ?? heir.telephone, email: heir.email, dateDeNaissance: heir.dateDeNaissance,
    },
  };
}
const generer = (d: IsoDate): Champs => ({ dateSignature: d, documents: [] });
const donationSpec = (ctx: Ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: 50, dateDebut: addYears(ctx.today, -20), occupants: 1, burialTo: addYears(ctx.today, -2) });

// ---- Rétrocession: one step ----
const retroSpec = (ctx: Ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: 30, dateDebut: addYears(ctx.today, -6), occupants: 0 });

// ---- Reprise pour non-renouvellement: 1 arrêté, 2 destination, 3 remise en état, 4 confirmation ----
const arrete = (d: IsoDate): Champs => ({ dateArrete: d, numeroArrete: `Arrêté n° ${d.slice(0, 4)}-${d.slice(5, 7)}`, documents: [] });
const versOssuaire = (s: ActScope, d: IsoDate): Champs => ({ dateDestination: d, destinationDefunt: 'ossuaire', ossuaireEmplacementId: s.ossuaireId });
const remise = (d: IsoDate): Champs => ({ dateRemiseEnEtat: d, description: 'Monument déposé, fosse comblée et nivelée.', documents: [] });
const depot = (d: IsoDate): Champs => ({ dateDepot: d, documents: [] });
/** Expired on `fin`, 30 years long, deceased buried at least six years before expiry. */
const repriseSpec = (ctx: Ctx, fin: IsoDate, occupants = 2) =>
  showcaseSpec(ctx, { famille: fam(ctx), duree: 30, dateDebut: addYears(fin, -30), occupants, burialTo: addYears(fin, -6) });

/**
 * Exactly three living holders with their postal addresses (issue 17: the renewal letter, one per holder, in
 * one PDF for window envelopes). Built from the first holder without drawing from the demo's random source,
 * so every other demo row stays as it was.
 */
function threeHolders(built: BuiltConcession): void {
  const others = built.contacts.filter((c) => !isHolder(c));
  const [first] = built.contacts.filter(isHolder);
  if (!first) return;
  const famille = built.location.famille ?? first.nom ?? 'Le Goff';
  const derived = (n: number, f: Partial<Contact>): Contact => ({ ...first, id: `${first.id.slice(0, -4)}${String(n).padStart(4, '0')}`, decede: false, email: null, nomJeuneFille: null, ...f });
  built.contacts = [
    ...others,
    derived(1, { typeDeContact: 'Concessionnaire', civilite: 'F', prenom: 'Jeanne', nom: famille, adresse: '12 rue de la Mairie', codePostal: '29600', commune: 'Morlaix' }),
    derived(2, { typeDeContact: 'Co-concessionnaire', civilite: 'H', prenom: 'Yves', nom: famille, adresse: '4 place de l’Église', codePostal: '29200', commune: 'Brest' }),
    derived(3, { typeDeContact: 'Co-concessionnaire', civilite: 'F', prenom: 'Anne', nom: famille, adresse: '27 avenue Jean Jaurès', codePostal: '35000', commune: 'Rennes' }),
  ];
}

export const SHOWCASE_CASES: readonly ShowcaseCase[] = [
  // Allée 1: a procedure of each kind at each of its steps.
  {
    key: 'renouvellement-demarre', allee: '1', numero: 1, note: 'renouvellement démarré, courriers et renouvellement à faire.',
    spec: (ctx) => renewalSpec(ctx, addMonths(ctx.today, -4)),
    acts: (s) => void start(s, 'renouvellement', addDays(s.ctx.today, -10)),
  },
  {
    key: 'renouvellement-courriers', allee: '1', numero: 2, note: 'renouvellement, courriers envoyés (étape 0), renouvellement à faire.',
    spec: (ctx) => renewalSpec(ctx, addMonths(ctx.today, -6)),
    acts: (s) => {
      const d = addMonths(s.ctx.today, -2);
      start(s, 'renouvellement', d, { etape: 0, champs: courriers(d) });
    },
  },
  {
    key: 'renouvellement-termine', allee: '1', numero: 3, note: 'renouvellement terminé : 30 ans à compter de l’ancienne échéance, au tarif de cette date.',
    spec: (ctx) => renewalSpec(ctx, addMonths(ctx.today, -10)),
    acts: (s) => {
      const fin = s.location.dateFin as IsoDate;
      const id = start(s, 'renouvellement', addMonths(fin, -3), { etape: 0, champs: courriers(addMonths(fin, -3)) });
      step(s, id, 1, renouveler(addMonths(fin, 1)), addMonths(fin, 1));
    },
  },
  {
    key: 'conversion-demarree', allee: '1', numero: 4, note: 'conversion démarrée, à faire.',
    spec: (ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: 15, dateDebut: addYears(ctx.today, -8), occupants: 1 }),
    acts: (s) => void start(s, 'conversion', addDays(s.ctx.today, -15)),
  },
  {
    key: 'conversion-terminee', allee: '1', numero: 5, note: 'conversion terminée de 15 à 30 ans, le temps restant déduit.',
    spec: (ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: 15, dateDebut: addYears(ctx.today, -9), occupants: 1 }),
    acts: (s) => {
      const d = addMonths(s.ctx.today, -3);
      const champs = { prixInitial: s.location.prix, dateContratInitial: s.location.dateDebut, dateConversion: d, nouvelleDuree: 30, perpetuelle: false, documents: [] };
      start(s, 'conversion', d, { etape: 1, champs });
    },
  },
  {
    key: 'donation-demarree', allee: '1', numero: 6, note: 'donation démarrée, vérification à faire.',
    spec: donationSpec,
    acts: (s) => void start(s, 'donation', addDays(s.ctx.today, -10)),
  },
  {
    key: 'donation-verifiee', allee: '1', numero: 7, note: 'donation vérifiée (étape 1), acte notarié à enregistrer.',
    spec: donationSpec,
    acts: (s) => void start(s, 'donation', addDays(s.ctx.today, -40), { etape: 1, champs: verifier(addDays(s.ctx.today, -40)) }),
  },
  {
    key: 'donation-enregistree', allee: '1', numero: 8, note: 'donation enregistrée (étape 2), acte de substitution à générer.',
    spec: donationSpec,
    acts: (s) => {
      const d1 = addDays(s.ctx.today, -60);
      const id = start(s, 'donation', d1, { etape: 1, champs: verifier(d1) });
      const d2 = addDays(s.ctx.today, -20);
      step(s, id, 2, enregistrer(s, d2), d2);
    },
  },
  {
    key: 'donation-terminee', allee: '1', numero: 9, note: 'donation terminée : le bénéficiaire est concessionnaire, le donateur ayant droit.',
    spec: donationSpec,
    acts: (s) => {
      const [d1, d2, d3] = [-8, -7, -6].map((m) => addMonths(s.ctx.today, m)) as [IsoDate, IsoDate, IsoDate];
      const id = start(s, 'donation', d1, { etape: 1, champs: verifier(d1) });
      step(s, id, 2, enregistrer(s, d2), d2);
      step(s, id, 3, generer(d3), d3);
    },
  },
  {
    key: 'retrocession-demarree', allee: '1', numero: 10, note: 'rétrocession démarrée, à faire (concession vide).',
    spec: retroSpec,
    acts: (s) => void start(s, 'retrocession', addDays(s.ctx.today, -12)),
  },
  {
    key: 'retrocession-terminee', allee: '1', numero: 11, note: 'rétrocession terminée : l’emplacement est libre.',
    spec: retroSpec,
    acts: (s) => {
      const d = addMonths(s.ctx.today, -4);
      const champs = { dateRetrocession: d, prixConcessionInitiale: s.location.prix, accordConseilMunicipal: true, demandeeTitulaire: true, dateDeliberation: addDays(d, -10), documents: [] };
      start(s, 'retrocession', d, { etape: 1, champs });
    },
  },
  {
    key: 'reprise-nr-demarree', allee: '1', numero: 12, note: 'reprise pour non-renouvellement démarrée, arrêté à prendre.',
    spec: (ctx) => repriseSpec(ctx, addYears(ctx.today, -4)),
    acts: (s) => {
      inform(s, addMonths(s.location.dateFin as IsoDate, 2));
      start(s, 'repriseNonRenouvellement', addDays(s.ctx.today, -20));
    },
  },
  {
    key: 'reprise-nr-en-attente', allee: '1', numero: 13,
    note: 'reprise pour non-renouvellement démarrée ; une urne inhumée avant l’échéance, trouvée lors des vérifications, repousse l’arrêté (« A partir du »).',
    spec: (ctx) => repriseSpec(ctx, addMonths(addYears(ctx.today, -2), -6)),
    acts: (s) => {
      const fin = s.location.dateFin as IsoDate;
      inform(s, addMonths(fin, 2));
      start(s, 'repriseNonRenouvellement', addMonths(s.ctx.today, -2));
      // R2223-5: five years after this burial; the arrêté waits until then.
      const burial = addMonths(fin, -6);
      s.run('occupant.create', {
        id: s.id(), emplacementId: s.emplacementId, locationId: s.location.id, civilite: 'F', prenom: 'Marie', nom: s.location.famille,
        dateDeNaissance: addYears(burial, -84), dateDeces: isoToPartialDate(addDays(burial, -20)), lieuDeces: 'Morlaix', dateInhumCrema: burial,
        modeSepulture: 'cremation', cremation: { dateCremation: addDays(burial, -14), destinationUrneCendre: 'inhumation', dateDispersion: null, dateInhumation: burial },
        specificites: 'Urne trouvée lors des vérifications préalables à la reprise : son dépôt n’avait pas été enregistré.',
      }, addMonths(s.ctx.today, -1));
    },
  },
  {
    key: 'reprise-nr-arrete', allee: '1', numero: 14, note: 'reprise pour non-renouvellement, arrêté pris (étape 1), destination des défunts à choisir.',
    spec: (ctx) => repriseSpec(ctx, addYears(ctx.today, -3)),
    acts: (s) => {
      inform(s, addMonths(s.location.dateFin as IsoDate, 2));
      const d = addMonths(s.ctx.today, -3);
      start(s, 'repriseNonRenouvellement', d, { etape: 1, champs: arrete(d) });
    },
  },
  {
    key: 'reprise-nr-destination', allee: '1', numero: 15, note: 'reprise pour non-renouvellement, destination choisie (étape 2 : ossuaire), remise en état à faire.',
    spec: (ctx) => repriseSpec(ctx, addYears(ctx.today, -3)),
    acts: (s) => {
      inform(s, addMonths(s.location.dateFin as IsoDate, 2));
      const [d1, d2] = [-5, -3].map((m) => addMonths(s.ctx.today, m)) as [IsoDate, IsoDate];
      const id = start(s, 'repriseNonRenouvellement', d1, { etape: 1, champs: arrete(d1) });
      step(s, id, 2, versOssuaire(s, d2), d2);
    },
  },
  {
    key: 'reprise-nr-remise-en-etat', allee: '1', numero: 16, note: 'reprise pour non-renouvellement, remise en état faite (étape 3), dépôt à l’ossuaire à confirmer.',
    spec: (ctx) => repriseSpec(ctx, addMonths(addYears(ctx.today, -3), -6)),
    acts: (s) => {
      inform(s, addMonths(s.location.dateFin as IsoDate, 2));
      const [d1, d2, d3] = [-8, -6, -4].map((m) => addMonths(s.ctx.today, m)) as [IsoDate, IsoDate, IsoDate];
      const id = start(s, 'repriseNonRenouvellement', d1, { etape: 1, champs: arrete(d1) });
      step(s, id, 2, versOssuaire(s, d2), d2);
      step(s, id, 3, remise(d3), d3);
    },
  },
  {
    key: 'reprise-nr-terminee-ossuaire', allee: '1', numero: 17, note: 'reprise pour non-renouvellement terminée : emplacement libre, défunts à l’ossuaire.',
    spec: (ctx) => repriseSpec(ctx, addYears(ctx.today, -4)),
    acts: (s) => {
      inform(s, addMonths(s.location.dateFin as IsoDate, 2));
      const [d1, d2, d3, d4] = [-20, -18, -16, -15].map((m) => addMonths(s.ctx.today, m)) as [IsoDate, IsoDate, IsoDate, IsoDate];
      const id = start(s, 'repriseNonRenouvellement', d1, { etape: 1, champs: arrete(d1) });
      step(s, id, 2, versOssuaire(s, d2), d2);
      step(s, id, 3, remise(d3), d3);
      step(s, id, 4, depot(d4), d4);
    },
  },
  {
    key: 'reprise-nr-terminee-jardin', allee: '1', numero: 18, note: 'reprise pour non-renouvellement terminée : restes crématisés, dispersés au Jardin du souvenir.',
    spec: (ctx) => repriseSpec(ctx, addYears(ctx.today, -4)),
    acts: (s) => {
      inform(s, addMonths(s.location.dateFin as IsoDate, 2));
      const [d1, d2, d3, d4] = [-10, -9, -8, -7].map((m) => addMonths(s.ctx.today, m)) as [IsoDate, IsoDate, IsoDate, IsoDate];
      const id = start(s, 'repriseNonRenouvellement', d1, { etape: 1, champs: arrete(d1) });
      step(s, id, 2, { dateDestination: d2, destinationDefunt: 'jardin', jardinEmplacementId: s.jardinId, oppositionCremationConnue: false, dateInformationFamille: addMonths(d2, -1) }, d2);
      step(s, id, 3, remise(d3), d3);
      step(s, id, 4, depot(d4), d4);
    },
  },
  {
    key: 'reprise-nr-terminee-vide', allee: '1', numero: 19, note: 'reprise pour non-renouvellement d’une concession vide, terminée en trois étapes.',
    spec: (ctx) => repriseSpec(ctx, addYears(ctx.today, -5), 0),
    acts: (s) => {
      inform(s, addMonths(s.location.dateFin as IsoDate, 2));
      const [d1, d2, d3] = [-14, -13, -12].map((m) => addMonths(s.ctx.today, m)) as [IsoDate, IsoDate, IsoDate];
      const id = start(s, 'repriseNonRenouvellement', d1, { etape: 1, champs: arrete(d1) });
      step(s, id, 2, { dateDestination: d2 }, d2);
      step(s, id, 3, remise(d3), d3);
    },
  },

  // Allée 2: concessions on which each procedure is possible, or impossible for each main reason (spec 002 §8).
  {
    key: 'a-renouveler', allee: '2', numero: 1, note: 'échue depuis moins de deux ans (A renouveler), trois titulaires : renouvellement possible (un courrier par titulaire), reprise pas encore.',
    spec: (ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: 15, dateFin: addMonths(ctx.today, -5), dateDebut: addYears(addMonths(ctx.today, -5), -15), occupants: 2, burialTo: addYears(ctx.today, -5) }),
    extra: (_ctx, built) => threeHolders(built),
  },
  {
    key: 'reprise-nr-possible', allee: '2', numero: 2, note: 'échue depuis plus de deux ans, information L2223-15 faite : reprise pour non-renouvellement possible.',
    spec: (ctx) => repriseSpec(ctx, addYears(ctx.today, -3)),
    acts: (s) => inform(s, addMonths(s.location.dateFin as IsoDate, 3)),
  },
  {
    key: 'reprise-nr-sans-information', allee: '2', numero: 3, note: 'échue depuis plus de deux ans, information L2223-15 non enregistrée : reprise impossible.',
    spec: (ctx) => repriseSpec(ctx, addYears(ctx.today, -3)),
  },
  {
    key: 'reprise-nr-inhumation-recente', allee: '2', numero: 4, note: 'échue depuis plus de deux ans mais inhumation de moins de cinq ans : reprise impossible jusqu’à ses cinq ans.',
    spec: (ctx) => {
      const fin = addMonths(addYears(ctx.today, -2), -3);
      const burial = addMonths(fin, -8);
      return showcaseSpec(ctx, { famille: fam(ctx), duree: 30, dateDebut: addYears(fin, -30), occupants: 1, burialFrom: burial, burialTo: burial });
    },
    acts: (s) => inform(s, addMonths(s.location.dateFin as IsoDate, 1)),
  },
  {
    key: 'vide-en-cours', allee: '2', numero: 5, note: 'concession en cours et vide : conversion, donation et rétrocession possibles ; renouvellement trop tôt.',
    spec: (ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: 30, dateDebut: addYears(ctx.today, -10), occupants: 0 }),
  },
  {
    key: 'perpetuelle', allee: '2', numero: 6, note: 'concession perpétuelle occupée : ni renouvellement, ni conversion, ni rétrocession.',
    spec: (ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: null, perpetuelle: true, dateDebut: '1968-05-14', occupants: 2 }),
  },
  {
    key: 'libre', allee: '2', numero: 7, note: 'emplacement libre : aucune procédure, faute de concession.',
    spec: () => null,
  },
  {
    key: 'fin-proche', allee: '2', numero: 8, note: 'concession occupée, échéance dans deux ans, un héritier du sang : renouvellement (pour une inhumation), conversion et donation possibles.',
    spec: (ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: 15, dateFin: addYears(ctx.today, 2), dateDebut: addYears(ctx.today, -13), occupants: 1 }),
    extra: addBloodHeir,
  },
  {
    key: 'sans-date', allee: '2', numero: 9, note: 'concession sans date de début ni de fin : renouvellement et rétrocession impossibles.',
    spec: (ctx) => showcaseSpec(ctx, { famille: fam(ctx), duree: null, dateDebut: null, dateFin: null, occupants: 0 }),
  },

  // Allée 3: the reprises after abandonment (server/demo/showcaseAbandon.ts).
  ...ABANDON_CASES,
];
