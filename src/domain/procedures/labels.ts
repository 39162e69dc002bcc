import { formatFrDate } from '../dates';
import type { StepState } from './types';

/** The text of a step's button or line, and whether it is disabled (spec 002 §2, §4). */
export interface StepLabel {
  text: string;
  disabled: boolean;
}

/**
 * French label of a computed step state (spec 002 §2): the step's button ('Démarrer', 'Générer',
 * 'Renouveler'), 'Continuer' during a phase, 'étape effectuée le {date}', or a disabled 'A partir du {date}';
 * dates DD/MM/YYYY.
 */
export function stepLabel(state: StepState): StepLabel {
  switch (state.kind) {
    case 'aFaire':
      return { text: state.bouton, disabled: false };
    case 'continuer':
      return { text: 'Continuer', disabled: false };
    case 'effectuee':
      return { text: `étape effectuée le ${formatFrDate(state.date)}`, disabled: true };
    case 'aPartirDu':
      return { text: `A partir du ${formatFrDate(state.date)}`, disabled: true };
    case 'impossible':
      return { text: state.reason, disabled: true };
    case 'enAttente':
      return { text: state.bouton, disabled: true };
    case 'ignoree':
      return { text: 'Étape non effectuée', disabled: true };
  }
}

/**
 * The next step of a procedure under way as the sheet's panel and the Procédures list show it (issue 11):
 * 'Étape 1 : Renouvellement de la concession — A partir du 01/02/2027'; '' once finished.
 */
export function nextStepText(next: { etape: number; titre: string; state: StepState } | null): string {
  if (!next) return '';
  const label = stepLabel(next.state).text;
  return next.titre ? `Étape ${next.etape} : ${next.titre} — ${label}` : label;
}
