import { NOTIFICATION_TITLES } from '../constants/notifications';
import { dateParts } from '../dates';
import type { IsoDate } from '../entities/replicated';
import type { Subject } from './types';

/** What the account stores, as the setup reminder reads it (spec 000 §2.8 Infos mairie, §2.9 price list). */
export interface AccountFacts {
  /** The mayor is known (the signature of every generated deed). */
  maire: boolean;
  tresorerie: boolean;
  /** Address, e-mail and phone of the town hall. */
  coordonnees: boolean;
  /** At least one live price of the cemetery. */
  tarifs: boolean;
}

/** What a new cemetery has, for its first actions. */
export interface StartFacts {
  plan: boolean;
  emplacements: number;
  concessions: number;
}

const MISSING: Array<[keyof AccountFacts, string]> = [
  ['maire', 'le maire et sa signature'],
  ['tresorerie', 'la trésorerie'],
  ['coordonnees', 'l\'adresse, l\'e-mail et le téléphone de la mairie'],
  ['tarifs', 'la grille tarifaire du cimetière'],
];

function month(today: IsoDate): string {
  return today.slice(0, 7);
}

/**
 * 'Paramétrage du compte' (spec 000 §2.6, §4 'account-setup reminders'): what the generated documents and
 * prices need and the account does not hold yet. Once a month while something is missing, so closing it is
 * not forgetting it; 'ne plus me le rappeler' stops it for good (the generation skips that user). `userKey` is
 * the addressee (an administrator's id, or 'tous').
 */
export function parametrageNotice(account: AccountFacts, today: IsoDate, userKey: string): Subject | null {
  const missing = MISSING.filter(([key]) => !account[key]).map(([, label]) => label);
  if (missing.length === 0) return null;
  return {
    kind: 'parametrage', cle: `parametrage:${userKey}:${month(today)}`, emplacementId: null, plot: '', date: null,
    titre: NOTIFICATION_TITLES.parametrage,
    description: `Renseignez ${missing.join(', ')} : les actes, titres de recette et prix les reprennent.`,
  };
}

/** 'Premières actions' (spec 000 §4 'first actions'): once, for a cemetery without its plan, plots or concessions. */
export function premieresActionsNotice(start: StartFacts): Subject | null {
  const steps: string[] = [];
  if (!start.plan) steps.push('importez le plan SVG du cimetière (Gérer mon compte, Infos cimetière)');
  if (start.emplacements === 0) steps.push('créez les emplacements sur le plan');
  if (start.concessions === 0) steps.push('saisissez les concessions ou importez vos registres');
  if (steps.length === 0) return null;
  return {
    kind: 'premieresActions', cle: 'premieres-actions', emplacementId: null, plot: '', date: null,
    titre: 'Premières actions',
    description: `Pour bien démarrer : ${steps.join(' ; ')}.`,
  };
}

/**
 * Improvement suggestion (spec 000 §4): concessions with neither an end date nor a perpetual duration
 * ('Données manquantes') escape every expiry notice. Once a quarter while there are some.
 */
export function donneesManquantesNotice(count: number, today: IsoDate): Subject | null {
  if (count === 0) return null;
  const p = dateParts(today);
  const quarter = p ? Math.ceil(p.month / 3) : 1;
  const n = count === 1 ? '1 concession n\'a' : `${count} concessions n'ont`;
  return {
    kind: 'suggestion', cle: `suggestion:donnees:${today.slice(0, 4)}-T${quarter}`, emplacementId: null, plot: '', date: null,
    titre: 'Suggestion : compléter les concessions',
    description: `${n} ni date de fin ni durée perpétuelle : complétez-les (filtre « Données manquantes » de la liste des concessions) pour que leurs échéances soient suivies.`,
  };
}

/** 'Donnez votre avis' (spec 000 §2.6, §2.7): the feedback form, offered once per half-year. */
export function avisNotice(today: IsoDate): Subject {
  const p = dateParts(today);
  const half = p && p.month > 6 ? 2 : 1;
  return {
    kind: 'avis', cle: `avis:${today.slice(0, 4)}-S${half}`, emplacementId: null, plot: '', date: null,
    titre: NOTIFICATION_TITLES.avis,
    description: 'Aidez-nous à améliorer l\'application : une note de 1 à 10 et vos suggestions.',
  };
}
