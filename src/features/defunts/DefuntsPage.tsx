import { DefuntsList } from '../listes/DefuntsList';

/** /defunts (spec 001 §2). */
export function DefuntsPage() {
  return <DefuntsList />;
}
