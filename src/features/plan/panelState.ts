import type { ConcessionStatusCode } from '../../domain/constants/status';

/** The side panel's four states (spec 001 §2): libre, en-cours, no-data and echue. */
export type PanelState = 'libre' | 'en-cours' | 'no-data' | 'echue';

export function panelStateOf(code: ConcessionStatusCode): PanelState {
  if (code === 'libre' || code === 'archivee') return 'libre';
  if (code === 'manque_donnee') return 'no-data';
  if (code === 'echue') return 'echue';
  return 'en-cours';
}

/** Heading of each state; 'Manque de données' and 'Échue' are the spec's words, en-cours shows the status. */
export function panelTitle(state: PanelState, statusLabel: string): string {
  if (state === 'libre') return 'Emplacement libre';
  if (state === 'no-data') return 'Manque de données';
  if (state === 'echue') return 'Échue';
  return statusLabel;
}
