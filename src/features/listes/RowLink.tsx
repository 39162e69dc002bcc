import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

interface RowLinkProps {
  to: string;
  children: string;
}

/** A row action as a link (spec 001 §2 'consulter', 'consulter / éditer', 'éditer'), 44 px high for fingers. */
export function RowLink({ to, children }: RowLinkProps) {
  return (
    <Anchor component={Link} to={to} fw={600} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
      {children}
    </Anchor>
  );
}

/** The plot sheet of a row (spec 001 §2). */
export function sheetPath(emplacementId: string): string {
  return `/fiche-concession/${emplacementId}`;
}
