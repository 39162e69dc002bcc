import type { ImportMapping } from '../../../domain/import/fields';
import type { DryRunLine, ImportCounts, StateUse } from '../../../domain/import/plan';
import { formatStateChoices, type PlotState } from '../../../domain/import/plotStates';
import { apiJson } from '../../../platform/http';
import type { KeptReport } from './importReportsApi';
import { countLines, type RegisterPreview } from './registerImportApi';
import { pullAfterServerWrite } from '../../sync/pullAfterServerWrite';

/**
 * The three calls of 'Import d’un plan SIG (GeoJSON)' (server/routes/gisImport.routes.ts, issues 16 and 26); each
 * sends the file again, with what it holds: plots (one grave a polygon) or carrés (one carré a polygon).
 */
export type GisContent = 'emplacements' | 'carres';

export type GisPreview = RegisterPreview & { contenu: GisContent; plan: { largeur: number; hauteur: number } };

export type GisCounts = ImportCounts & { formesPlacees?: number; formesRecalculees?: number; formesEffacees?: number; carresDessines?: number };

/** What happens to the cemetery's plan: drawn, kept, extended or replaced, said in sentences. */
export interface GisPlanEffect {
  effet: 'nouveau' | 'cadre conservé' | 'étendu' | 'dessin conservé' | 'remplacé';
  largeur: number;
  hauteur: number;
  details: string[];
  aConfirmer: boolean;
}

export interface GisDryRun {
  lignes: DryRunLine[];
  compteurs: GisCounts;
  /** The layer's status values and their reading, each changeable (StatesTable). */
  etats: StateUse[];
  plan: GisPlanEffect;
  avertissements: string[];
}

export interface GisImportResult {
  message: string;
  compteurs: GisCounts;
  refusees: DryRunLine[];
  plan: GisPlanEffect;
  /** The report kept with the refused and partial lines (Imports précédents), or null when it could not be kept. */
  rapport: KeptReport | null;
}

const BASE = '/api/ESpaces/front_import_geojson';
type States = Readonly<Record<string, PlotState>>;
const url = (step: string, espaceId: string, contenu: GisContent, mapping?: ImportMapping, etats?: States, fileName?: string) => {
  const query = new URLSearchParams({ espaceId, contenu });
  if (mapping) query.set('mapping', mapping.map((f) => f ?? '').join(','));
  if (etats && Object.keys(etats).length > 0) query.set('etats', formatStateChoices(etats));
  if (fileName) query.set('nomFichier', fileName);
  return `${BASE}${step}?${query.toString()}`;
};
const post = <T>(path: string, file: File) => apiJson<T>(path, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: file });

interface PreviewAnswer {
  contenu: GisContent;
  projection: string;
  entites: number;
  colonnes: RegisterPreview['colonnes'];
  correspondance: ImportMapping;
  correspondanceMemorisee: boolean;
  champs: RegisterPreview['champs'];
  plan: { largeur: number; hauteur: number };
  avertissements: string[];
}

/** The preview in the register's shape (the column mapping reads it): the projection for the sheet, the polygons for the lines. */
export async function previewGis(espaceId: string, file: File, contenu: GisContent): Promise<GisPreview> {
  const p = await post<PreviewAnswer>(url('/apercu', espaceId, contenu), file);
  return {
    format: 'geojson', feuille: p.projection, ligneEntete: 0, lignes: p.entites, colonnes: p.colonnes, correspondance: p.correspondance,
    correspondanceMemorisee: p.correspondanceMemorisee, champs: p.champs, avertissements: p.avertissements, contenu: p.contenu, plan: p.plan,
  };
}
export const dryRunGis = (espaceId: string, file: File, contenu: GisContent, mapping: ImportMapping, etats: States) =>
  post<GisDryRun>(url('/simulation', espaceId, contenu, mapping, etats), file);
/** The import; this device then pulls what it wrote (pullAfterServerWrite). */
export const importGis = (espaceId: string, file: File, contenu: GisContent, mapping: ImportMapping, etats: States) =>
  pullAfterServerWrite(espaceId, post<GisImportResult>(url('', espaceId, contenu, mapping, etats, file.name), file));

/** The counts as the user reads them: the register's, then what happened to the outlines and the carrés. */
export function gisCountLines(c: GisCounts, contenu: GisContent): Array<[string, number]> {
  const register = countLines(c).filter(([label]) => contenu === 'emplacements' || label === 'Emplacements mis à jour' || label.startsWith('Lignes'));
  const extra: Array<[string, number | undefined]> = [
    ['Contours recalculés dans le plan agrandi (même place sur le terrain)', c.formesRecalculees],
    ['Contours effacés (ancien plan non calé)', c.formesEffacees],
    ['Contours de carrés dessinés sur le plan', c.carresDessines],
  ];
  return [...register, ...extra.filter((e): e is [string, number] => e[1] !== undefined)];
}
