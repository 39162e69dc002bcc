import type { NewSpaceUpload, UploadOutcome } from '../../../domain/users/newSpaceFiles';
import type { PushResponse } from '../../../domain/mutations';
import { apiJson } from '../../../platform/http';
import { uploadTownImage } from '../../../platform/mairie';
import { uuidv7 } from '../../../replica/uuidv7';
import { deedCountLines, importDeeds } from '../../compte/import/deedsImportApi';
import type { WizardState } from './wizardState';

/** What POST /api/espace/creer answered: where the files go. */
export interface CreatedSpace {
  societeId: string;
  espaceIds: string[];
}

/**
 * Sends one file of the wizard once the space exists (docs/CONTRACTS.md 'New space'), through the route the
 * new town's administrators use, as the super administrator: logo and signature by PUT /api/media then
 * PUT /api/societes/{id} (Infos mairie); the PDF plan by PUT /api/media then `espace.addAutreDocument`
 * (Infos cimetière's documents); the ZIP by the scanned deeds import. The register is not sent blind (issue 26):
 * it waits 'À vérifier' for the mapping and dry run of 'Mise à jour Excel', shown in the outcome list
 * (FileOutcomes.tsx). A refusal is returned, never thrown: the space stays created.
 */
export async function sendUpload(upload: NewSpaceUpload, file: File, created: CreatedSpace, state: WizardState): Promise<UploadOutcome> {
  const espaceId = created.espaceIds[upload.espaceIndex ?? 0];
  if (!espaceId) return { status: 'refusé', message: 'Cimetière introuvable.' };
  try {
    switch (upload.kind) {
      case 'logo': {
        const logo = await uploadTownImage(espaceId, file);
        await apiJson(`/api/societes/${created.societeId}`, { method: 'PUT', json: { logo } });
        return { status: 'réalisé', compteurs: [] };
      }
      case 'signature': {
        const signature = await uploadTownImage(espaceId, file);
        const { civilite, nom, prenom } = state.maire;
        await apiJson(`/api/societes/${created.societeId}`, { method: 'PUT', json: { maire: { civilite, nom: nom.trim(), prenom: prenom.trim(), signature } } });
        return { status: 'réalisé', compteurs: [] };
      }
      case 'planPdf':
        return await addPlanPdf(espaceId, file);
      case 'donnees':
        return { status: 'à vérifier' };
      case 'archives': {
        const done = await importDeeds(espaceId, file);
        return { status: 'réalisé', compteurs: deedCountLines(done.compteurs, true) };
      }
    }
  } catch (e) {
    return { status: 'refusé', message: e instanceof Error && e.message ? e.message : 'Envoi impossible.' };
  }
}

/** The PDF plan joins the cemetery's documents as Infos cimetière adds one, pushed on a chain of its own. */
async function addPlanPdf(espaceId: string, file: File): Promise<UploadOutcome> {
  const sha256 = await uploadTownImage(espaceId, file);
  const id = uuidv7();
  const answer = await apiJson<PushResponse>('/api/sync/push', {
    method: 'POST',
    json: {
      espaceId,
      clientId: uuidv7(),
      mutations: [{ id, seq: 1, name: 'espace.addAutreDocument', args: { id: espaceId, document: { id: uuidv7(), nom: 'Plan PDF', description: file.name, sha256 } }, base: {}, createdAt: new Date().toISOString() }],
    },
  });
  const result = answer.results.find((r) => r.id === id);
  if (result?.status === 'applied' || result?.status === 'duplicate') return { status: 'réalisé', compteurs: [] };
  return { status: 'refusé', message: result?.error ?? 'Envoi impossible.' };
}
