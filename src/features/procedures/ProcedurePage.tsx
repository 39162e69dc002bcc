import { useLocation } from 'react-router-dom';
import { isProcedureKind, PROCEDURE_TITLES } from '../../domain';
import { ScreenStub } from '../shared/ScreenStub';

/** One screen for the six procedures: the first path segment is the kind (/{kind}/{emplacementId}, spec 002 §2). */
export function ProcedurePage() {
  const segment = useLocation().pathname.split('/')[1] ?? '';
  const title = isProcedureKind(segment) ? PROCEDURE_TITLES[segment] : 'PROCÉDURE';
  return <ScreenStub title={title}>Étapes de la procédure pour cet emplacement.</ScreenStub>;
}
