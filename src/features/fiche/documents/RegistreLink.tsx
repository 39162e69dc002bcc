import { Button } from '@mantine/core';
import { useState } from 'react';
import type { FicheData } from '../../../replica/queries/fiche';
import { RegistreModal } from './RegistreModal';

/** The 'Registre' consult link of a Jardin du souvenir or Ossuaire sheet (spec 001 §2). */
export function RegistreLink({ fiche }: { fiche: FicheData }) {
  const [open, setOpen] = useState(false);
  if (!fiche.location) return null;
  return (
    <>
      <Button size="lg" variant="light" mt="sm" onClick={() => setOpen(true)} aria-label="Consulter le registre">
        Consulter
      </Button>
      {open && <RegistreModal location={fiche.location} occupants={fiche.occupants} onClose={() => setOpen(false)} />}
    </>
  );
}
