import { HoldersList } from '../listes/HoldersList';

/** /concessionnaires (spec 001 §2). */
export function ConcessionnairesPage() {
  return <HoldersList />;
}
