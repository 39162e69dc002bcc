import type { Location } from '../../domain/entities/location';
import { getReplica } from '../db';

/**
 * The plot a sheet tutorial opens when started away from a sheet (spec 002 §2 Guided tutorials: start route
 * /fiche-concession/): the first current 'Concession' of the cemetery, so every step has its button; null
 * when the cemetery has none (the tutorial then says the plot is empty).
 */
export async function tutorialPlotId(espaceId: string): Promise<string | null> {
  const rows = (await getReplica(espaceId).locations.toArray()) as unknown as Location[];
  const current = rows.filter((l) => !l.deletedAt && !l.archivedAt && l.type === 'Concession').sort((a, b) => a.emplacementId.localeCompare(b.emplacementId));
  return current[0]?.emplacementId ?? null;
}

/** The type of the plot's current concession ('Concession', 'Ossuaire'...), or null when the plot is empty. */
export async function currentLocationType(espaceId: string, emplacementId: string): Promise<string | null> {
  const rows = (await getReplica(espaceId).locations.where('emplacementId').equals(emplacementId).toArray()) as unknown as Location[];
  return rows.find((l) => !l.deletedAt && !l.archivedAt)?.type ?? null;
}
