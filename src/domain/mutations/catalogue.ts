import type { MutationDef } from './types';
import { contactMutations } from './contact';
import { documentMutations } from './document';
import { emplacementMutations } from './emplacement';
import { addEmplacement } from './emplacementAdd';
import { emplacementPlanMutations } from './emplacementPlan';
import { espaceMutations } from './espace';
import { espaceDocumentMutations } from './espaceDocuments';
import { locationMutations } from './location';
import { mailMutations } from './mail';
import { locationLifecycleMutations } from './locationLifecycle';
import { exhumationMutations } from './exhumation';
import { reductionMutations } from './reduction';
import { mediaMutations } from './media';
import { noteMutations } from './note';
import { eventMutations } from './event';
import { notificationMutations } from './notification';
import { occupantMutations } from './occupant';
import { setOccupantPortailMasque } from './occupantPortail';
import { travauxMutations } from './travaux';
import { procedureMutations } from './procedure';
import { renewalInformationMutations } from './renewalInformation';
import { signatureMutations } from './signature';
import { tarifMutations } from './tarif';
import { restoreMutations } from './restore';

/**
 * The registry of every mutation a device may push (DESIGN §5). Filled from the per-table files;
 * a name not listed here is rejected by the server.
 */
const ALL: ReadonlyArray<MutationDef> = [
  ...locationMutations,
  ...emplacementMutations,
  addEmplacement,
  ...emplacementPlanMutations,
  ...espaceMutations,
  ...espaceDocumentMutations,
  ...mediaMutations,
  ...occupantMutations,
  setOccupantPortailMasque,
  ...contactMutations,
  ...travauxMutations,
  ...noteMutations,
  ...eventMutations,
  ...notificationMutations,
  ...locationLifecycleMutations,
  ...exhumationMutations,
  ...reductionMutations,
  ...documentMutations,
  ...mailMutations,
  ...procedureMutations,
  ...renewalInformationMutations,
  ...tarifMutations,
  ...signatureMutations,
  ...restoreMutations,
];

export const MUTATIONS: Readonly<Record<string, MutationDef>> = Object.freeze(
  Object.fromEntries(ALL.map((m) => [m.name, m])),
);

/** The mutation of this name, or undefined when the catalogue has none. */
export function getMutation(name: string): MutationDef | undefined {
  return Object.prototype.hasOwnProperty.call(MUTATIONS, name) ? MUTATIONS[name] : undefined;
}

export { checkBase, jsonEqual } from './base';
