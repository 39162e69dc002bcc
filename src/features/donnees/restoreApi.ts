import type { ChangePlace, HistoryChange } from '../../domain/donnees/changeWording';
import type { RestoreAction } from '../../domain/donnees/restorePlan';
import { apiJson } from '../../platform/http';

/** GET /api/restore-points, POST /api/restore-points/preview and /restore (docs/CONTRACTS.md, Restore points). */

export interface ChangesAnswer {
  changes: HistoryChange[];
  dernier: number;
  depuis: string;
}

export interface PreviewAnswer {
  moment: string;
  dernier: number;
  total: number;
  counts: Record<RestoreAction, number>;
  lines: Array<{ table: string; id: string; action: RestoreAction; fields: string[]; place: ChangePlace | null }>;
}

export function fetchChanges(espace: string, signal?: AbortSignal): Promise<ChangesAnswer> {
  return apiJson<ChangesAnswer>(`/api/restore-points?espace=${encodeURIComponent(espace)}`, { signal });
}

export function fetchPreview(espace: string, avant: number, signal?: AbortSignal): Promise<PreviewAnswer> {
  return apiJson<PreviewAnswer>('/api/restore-points/preview', { method: 'POST', json: { espace, avant }, signal });
}

export function restore(espace: string, avant: number, dernier: number): Promise<{ mutationId: string; lignes: number }> {
  return apiJson('/api/restore-points/restore', { method: 'POST', json: { espace, avant, dernier } });
}
