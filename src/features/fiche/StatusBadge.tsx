import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ConcessionStatus } from '../../domain/rules/concessionStatus';

/** The concession status from the domain rule; 'A renouveler' links to the renewal screen (spec 001 §4). */
export function StatusBadge({ status, emplacementId }: { status: ConcessionStatus; emplacementId: string }) {
  const badge = (
    <Badge size="xl" color={status.hex} autoContrast data-testid="statut-concession">
      {status.code === 'equipements' ? 'En cours' : status.label}
    </Badge>
  );
  if (status.code !== 'a_renouveler') return badge;
  return (
    <Anchor component={Link} to={`/renouvellement/${emplacementId}`} aria-label="A renouveler : ouvrir le renouvellement">
      {badge}
    </Anchor>
  );
}
