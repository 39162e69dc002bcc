import type { Occupant } from '../../../domain/entities/occupant';
import { ConfirmModal } from '../ConfirmModal';
import { CONFIRM } from '../messages';
import { useRunMutation } from '../useFicheActions';

/** 'Supprimer le défunt' with its dialog 'Confirmer la suppression' (spec 001 §2 Deceased menu actions). */
export function DeleteDefuntModal({ occupant, onClose }: { occupant: Occupant; onClose: () => void }) {
  const run = useRunMutation();
  return <ConfirmModal opened message={CONFIRM.supprimerDefunt} confirmLabel="Supprimer" onConfirm={() => void run('occupant.delete', { id: occupant.id }, 'Défunt supprimé.')} onClose={onClose} />;
}
