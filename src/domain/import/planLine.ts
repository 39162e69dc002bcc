import type { ImportCounts } from './plan';

/**
 * What the plan of one register line gathers before it is accepted: its mutations, what they do in words,
 * what the user must check, and its effects on the plan's state, applied only when every mutation of the line
 * passes its schema (a line refused at the last step leaves the state as it was).
 */
export interface LineWork {
  /** The register line being planned. */
  line: number;
  details: string[];
  warnings: string[];
  push(name: string, args: Record<string, unknown>): void;
  effect(apply: () => void): void;
  /** What to undo if the line is refused at its last step (records a line paired or created in a PersonBook). */
  undo(revert: () => void): void;
  count(key: keyof ImportCounts): void;
  newId(): string;
}

export interface LineOutcome extends LineWork {
  mutations: Array<{ id: string; name: string; args: Record<string, unknown> }>;
  effects: Array<() => void>;
  undos: Array<() => void>;
  tally: Partial<ImportCounts>;
}

export function lineWork(line: number, newId: () => string): LineOutcome {
  const work: LineOutcome = {
    line,
    details: [],
    warnings: [],
    mutations: [],
    effects: [],
    undos: [],
    tally: {},
    push: (name, args) => work.mutations.push({ id: newId(), name, args }),
    effect: (apply) => work.effects.push(apply),
    undo: (revert) => work.undos.unshift(revert),
    count: (key) => {
      work.tally[key] = (work.tally[key] ?? 0) + 1;
    },
    newId,
  };
  return work;
}
