import { ProceduresList } from '../listes/ProceduresList';

/** /procedures (spec 001 §2). */
export function ProceduresPage() {
  return <ProceduresList />;
}
