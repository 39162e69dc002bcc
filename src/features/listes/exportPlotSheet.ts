import { notifications } from '@mantine/notifications';
import { getReplica } from '../../replica/db';
import { readFiche } from '../../replica/queries/fiche';

/**
 * The 'exporter' of a row of /emplacement (spec 001 §2: that one plot): the plot's sheet as a PDF, the same
 * file as the sheet's 'Exporter (PDF)' (plot, concession, deceased, contacts, works), read from the replica.
 */
export async function exportPlotSheet(espaceId: string, emplacementId: string, statut: string): Promise<void> {
  const fiche = await readFiche(getReplica(espaceId), emplacementId);
  if (!fiche) {
    notifications.show({ color: 'red', title: "L'export a échoué", message: "Cet emplacement n'est plus sur cet appareil." });
    return;
  }
  const { exportFichePdf } = await import('../fiche/exportFichePdf');
  await exportFichePdf(fiche, statut);
}
