import type { Criticite } from '../constants/notifications';
import type { IsoDate } from '../entities/replicated';

/**
 * The kinds the server generates (spec 000 §4): critique (expiring within the year, expired for two years
 * or more), principale (to renew, first actions, procedure steps, account setup, before elections and All
 * Saints' Day, improvement suggestions). 'feedback' is the 'Donnez votre avis' suggestion.
 */
export type GeneratedKind =
  | 'echeance'
  | 'echue'
  | 'aRenouveler'
  | 'premieresActions'
  | 'etapeProcedure'
  | 'parametrage'
  | 'election'
  | 'toussaint'
  | 'suggestion'
  | 'avis';

/**
 * A notification to create. `cle` names its subject (a concession and its end date, a procedure step and
 * its date, a reminder and its period): the server keeps the keys it has notified, so a subject gives one
 * notification, never one a day. `couvre` lists further subjects a grouped notification stands for.
 */
export interface NotificationDraft {
  kind: GeneratedKind;
  cle: string;
  couvre: readonly string[];
  titre: string;
  description: string;
  criticite: Criticite;
  emplacementId: string | null;
  /** null: every member of the cemetery. */
  userId: string | null;
}

/** A subject a rule found, before grouping. */
export interface Subject {
  kind: GeneratedKind;
  cle: string;
  emplacementId: string | null;
  /** The plot's label and the date that matters, for the texts. */
  plot: string;
  date: IsoDate | null;
  titre: string;
  description: string;
}
