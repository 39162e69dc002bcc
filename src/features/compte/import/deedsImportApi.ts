import { apiJson } from '../../../platform/http';
import { pullAfterServerWrite } from '../../sync/pullAfterServerWrite';

/** The two calls of 'Import des actes scannés (ZIP)' (server/routes/deedsImport.routes.ts); each sends the archive. */
export interface DeedsAnswer {
  message?: string;
  fichiers: Array<{ fichier: string; status: 'joint' | 'déjà présent' | 'non reconnu'; concession: string; details: string }>;
  ignores: Array<{ name: string; reason: string }>;
  compteurs: { actesJoints: number; actesDejaPresents: number; fichiersNonReconnus: number; fichiersIgnores: number };
}

const url = (step: string, espaceId: string) => `/api/ESpaces/front_import_actes${step}?espaceId=${encodeURIComponent(espaceId)}`;
const post = (path: string, file: File) => apiJson<DeedsAnswer>(path, { method: 'POST', headers: { 'content-type': 'application/zip' }, body: file });

export const dryRunDeeds = (espaceId: string, file: File) => post(url('/simulation', espaceId), file);
/** The import; this device then pulls the deeds it joined (pullAfterServerWrite). */
export const importDeeds = (espaceId: string, file: File) => pullAfterServerWrite(espaceId, post(url('', espaceId), file));

export function deedCountLines(c: DeedsAnswer['compteurs'], done: boolean): Array<[string, number]> {
  return [
    [done ? 'Actes joints aux concessions' : 'Actes à joindre aux concessions', c.actesJoints],
    ['Actes déjà présents', c.actesDejaPresents],
    ['Fichiers sans concession correspondante', c.fichiersNonReconnus],
    ['Fichiers ignorés', c.fichiersIgnores],
  ];
}
