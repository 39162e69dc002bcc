import type { ImportField, ImportMapping } from '../../../domain/import/fields';
import type { DryRunLine, ImportCounts, StateUse } from '../../../domain/import/plan';
import { formatStateChoices, type PlotState } from '../../../domain/import/plotStates';
import { apiJson } from '../../../platform/http';
import type { KeptReport } from './importReportsApi';
import { pullAfterServerWrite } from '../../sync/pullAfterServerWrite';

/** The three calls of the 'Mise à jour Excel' (server/routes/import.routes.ts); each sends the file again. */
export interface RegisterPreview {
  format: 'xlsx' | 'csv' | 'geojson' | 'opencimetiere';
  feuille: string;
  ligneEntete: number;
  lignes: number;
  /** `memorisee`: the column's field is the one of the cemetery's last import (its header was seen then). */
  colonnes: Array<{ index: number; entete: string; exemples: string[]; memorisee: boolean }>;
  correspondance: ImportMapping;
  /** Some columns' fields come from the last import (issue 26: the mapping is remembered). */
  correspondanceMemorisee: boolean;
  champs: Array<{ name: ImportField; label: string; groupe: string }>;
  avertissements: string[];
  /** An openCimetière export: its cemeteries, and the one read (null: several, none chosen yet). */
  cimetieres?: SourceCemetery[];
  cimetiere?: string | null;
}
export interface SourceCemetery {
  id: string;
  libelle: string;
  ville: string | null;
  emplacements: number;
}
type Counts = ImportCounts & { formesPlacees?: number };
export interface RegisterDryRun {
  lignes: DryRunLine[];
  compteurs: Counts;
  /** The file's status values and how they are read (issue 26); absent when no column is the plot's state. */
  etats?: StateUse[];
}
export interface RegisterImportResult {
  message: string;
  compteurs: Counts;
  refusees: DryRunLine[];
  /** The report kept with the refused and partial lines (Imports précédents), or null when it could not be kept. */
  rapport: KeptReport | null;
}

/**
 * Where a tabular import is sent: the Excel register, or an openCimetière export read as a register
 * (server/routes/openCimetiereImport.routes.ts; `cimetiere` names which of its cemeteries). The GIS layer has its
 * own form and calls (GisImportForm.tsx, gisImportApi.ts).
 */
export type ImportSourceKind = 'excel' | 'opencimetiere';
const BASES: Record<ImportSourceKind, string> = {
  excel: '/api/ESpaces/front_import_excel',
  opencimetiere: '/api/ESpaces/front_import_opencimetiere',
};

/** What a call says beside the file: its kind, the openCimetière export's cemetery, the user's reading of the status values. */
export interface RegisterCall {
  kind?: ImportSourceKind;
  cimetiere?: string | null;
  etats?: Readonly<Record<string, PlotState>>;
}

function url(step: string, espaceId: string, call: RegisterCall, mapping?: ImportMapping, fileName?: string): string {
  const query = new URLSearchParams({ espaceId });
  if (mapping) query.set('mapping', mapping.map((f) => f ?? '').join(','));
  if (call.cimetiere) query.set('cimetiere', call.cimetiere);
  if (call.etats && Object.keys(call.etats).length > 0) query.set('etats', formatStateChoices(call.etats));
  if (fileName) query.set('nomFichier', fileName);
  return `${BASES[call.kind ?? 'excel']}${step}?${query.toString()}`;
}

const post = <T>(path: string, file: File) => apiJson<T>(path, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: file });

export const previewRegister = (espaceId: string, file: File, call: RegisterCall = {}) =>
  post<RegisterPreview>(url('/apercu', espaceId, { kind: call.kind, cimetiere: call.cimetiere }), file);
export const dryRunRegister = (espaceId: string, file: File, mapping: ImportMapping, call: RegisterCall = {}) =>
  post<RegisterDryRun>(url('/simulation', espaceId, call, mapping), file);
/** The import; the file's name goes with it, for the report the server keeps. This device then pulls what it wrote. */
export const importRegister = (espaceId: string, file: File, mapping: ImportMapping, call: RegisterCall = {}) =>
  pullAfterServerWrite(espaceId, post<RegisterImportResult>(url('', espaceId, call, mapping, file.name), file));

/** The counts as the user reads them, in the order of the register's objects. */
export function countLines(c: Counts): Array<[string, number]> {
  return [
    ...(c.formesPlacees !== undefined ? [['Formes placées sur le plan', c.formesPlacees] as [string, number]] : []),
    ['Emplacements créés', c.emplacementsCrees],
    ['Emplacements mis à jour', c.emplacementsMisAJour],
    ['Concessions créées', c.concessionsCreees],
    ['Concessions mises à jour', c.concessionsMisesAJour],
    ['Concessionnaires ajoutés', c.concessionnairesAjoutes],
    ['Défunts ajoutés', c.defuntsCrees],
    ['Défunts complétés', c.defuntsMisAJour],
    ['Lignes déjà à jour', c.lignesInchangees],
    ['Lignes importées avec des valeurs à vérifier', c.lignesPartielles],
    ['Lignes refusées', c.lignesRefusees],
  ];
}
