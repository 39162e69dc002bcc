import type { ImportField, ImportMapping } from '../../../domain/import/fields';
import type { DryRunLine, ImportCounts } from '../../../domain/import/plan';
import { apiJson } from '../../../platform/http';

/** The three calls of the 'Mise à jour Excel' (server/routes/import.routes.ts); each sends the file again. */
export interface RegisterPreview {
  format: 'xlsx' | 'csv';
  feuille: string;
  ligneEntete: number;
  lignes: number;
  colonnes: Array<{ index: number; entete: string; exemples: string[] }>;
  correspondance: ImportMapping;
  champs: Array<{ name: ImportField; label: string; groupe: string }>;
  avertissements: string[];
}
export interface RegisterDryRun {
  lignes: DryRunLine[];
  compteurs: ImportCounts;
}
export interface RegisterImportResult {
  message: string;
  compteurs: ImportCounts;
  refusees: DryRunLine[];
}

const url = (step: string, espaceId: string, mapping?: ImportMapping) =>
  `/api/ESpaces/front_import_excel${step}?espaceId=${encodeURIComponent(espaceId)}${mapping ? `&mapping=${encodeURIComponent(mapping.map((f) => f ?? '').join(','))}` : ''}`;

const post = <T>(path: string, file: File) => apiJson<T>(path, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: file });

export const previewRegister = (espaceId: string, file: File) => post<RegisterPreview>(url('/apercu', espaceId), file);
export const dryRunRegister = (espaceId: string, file: File, mapping: ImportMapping) => post<RegisterDryRun>(url('/simulation', espaceId, mapping), file);
export const importRegister = (espaceId: string, file: File, mapping: ImportMapping) => post<RegisterImportResult>(url('', espaceId, mapping), file);

/** The counts as the user reads them, in the order of the register's objects. */
export function countLines(c: ImportCounts): Array<[string, number]> {
  return [
    ['Emplacements créés', c.emplacementsCrees],
    ['Emplacements mis à jour', c.emplacementsMisAJour],
    ['Concessions créées', c.concessionsCreees],
    ['Concessions mises à jour', c.concessionsMisesAJour],
    ['Concessionnaires ajoutés', c.concessionnairesAjoutes],
    ['Défunts ajoutés', c.defuntsCrees],
    ['Défunts complétés', c.defuntsMisAJour],
    ['Lignes déjà à jour', c.lignesInchangees],
    ['Lignes refusées', c.lignesRefusees],
  ];
}
