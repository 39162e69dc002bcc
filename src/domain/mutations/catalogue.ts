import type { MutationDef } from './types';
import { locationMutations } from './location';

/**
 * The registry of every mutation a device may push (DESIGN §5). Filled from the per-table files;
 * a name not listed here is rejected by the server.
 */
const ALL: ReadonlyArray<MutationDef> = [...locationMutations];

export const MUTATIONS: Readonly<Record<string, MutationDef>> = Object.freeze(
  Object.fromEntries(ALL.map((m) => [m.name, m])),
);

/** The mutation of this name, or undefined when the catalogue has none. */
export function getMutation(name: string): MutationDef | undefined {
  return Object.prototype.hasOwnProperty.call(MUTATIONS, name) ? MUTATIONS[name] : undefined;
}

export { checkBase, jsonEqual } from './base';
