import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the projects' files in the order of the projects' names, each project's longest files first once it
 * has their timings, which a fresh clone (CI) has not. On two workers, a long file started last runs alone while
 * the other core waits: tests/sync's convergence property takes 80 s with CI's 100 runs. The projects whose files
 * last longest start first; each project's own order is Vitest's.
 */
const ORDER = ['sync', 'server', 'app', 'domain'];

const rank = (spec: TestSpecification): number => {
  const index = ORDER.indexOf(spec.project.name);
  return index === -1 ? ORDER.length : index;
};

export default class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: within a project, Vitest's order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
