import type { ChangeAuthor } from '../../../domain/donnees/changeWording';
import type { ImportSourceKind } from '../../../domain/import/sources';
import { saveBlob } from '../../../platform/download';
import { apiFetch, apiJson } from '../../../platform/http';

/** GET /api/ESpaces/imports and …/{id}/lignes.xlsx (server/routes/importReports.routes.ts; docs/CONTRACTS.md 'Import reports'). */
export interface ImportReportSummary {
  id: string;
  source: ImportSourceKind;
  fichier: string;
  taille: number;
  sha256: string;
  /** ISO instant. */
  date: string;
  par: ChangeAuthor | null;
  compteurs: Record<string, number>;
  /** Refused and partial lines kept: the workbook holds them. */
  lignesConservees: number;
  /** Lines to take up beyond the report's bounds, only counted. */
  lignesOmises: number;
}

export interface ImportReportsAnswer {
  /** How many reports a cemetery keeps. */
  limite: number;
  rapports: ImportReportSummary[];
}

/** What an import answers of the report it left (null when it could not be kept). */
export interface KeptReport {
  id: string;
  lignes: number;
  lignesOmises: number;
}

export const fetchImportReports = (espaceId: string, signal?: AbortSignal) =>
  apiJson<ImportReportsAnswer>(`/api/ESpaces/imports?espaceId=${encodeURIComponent(espaceId)}`, { signal });

/** 'lignes-a-reprendre-registre.xlsx', as the server names it. */
const fileNameOf = (response: Response, fallback: string) => {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  return utf8 ? decodeURIComponent(utf8) : fallback;
};

/** Downloads a report's lines to take up as a workbook. */
export async function downloadReportLines(reportId: string): Promise<void> {
  const response = await apiFetch(`/api/ESpaces/imports/${encodeURIComponent(reportId)}/lignes.xlsx`, { headers: { accept: '*/*' } });
  saveBlob(await response.blob(), fileNameOf(response, 'lignes-a-reprendre.xlsx'));
}
