import { TravauxList } from '../listes/TravauxList';

/** /travaux (spec 001 §2). */
export function TravauxPage() {
  return <TravauxList />;
}
