import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { PROCEDURE_LABELS } from '../../domain/constants/procedures';
import { procedureFileCover, procedureFileName, procedureFileSteps, stepDocumentHashes, type StepDocument } from '../../domain/documents/procedureFile';
import type { DocumentRow } from '../../domain/entities/document';
import type { Procedure } from '../../domain/entities/procedure';
import type { EngineContext } from '../../domain/procedures';
import { offerFile, saveBlob, type ReadyFile } from '../../platform/download';
import { NetworkError } from '../../platform/errors';
import { getReplica } from '../../replica/db';
import { getMediaBlob } from '../../replica/media';
import { fetchPhotoBlob } from '../../replica/queries/photoUrl';
import { useEspaceId } from '../../replica/useEnqueue';
import { useOnline } from '../../replica/useOnline';
import { buildProcedureFile } from '../../../workers/export.client';
import { MSG_DOWNLOAD_OFFLINE } from '../fiche/documents/useDocumentActions';
import { useDocumentFacts } from '../fiche/documents/useDocumentFacts';
import { useReadyFile } from '../listes/useReadyFile';

/** The hashes of every document a procedure's steps recorded. */
export function procedureDocumentHashes(proc: Pick<Procedure, 'etapes'>): string[] {
  return [...new Set(proc.etapes.flatMap((e) => stepDocumentHashes(e.champs)))];
}

/**
 * Keeps on the device the documents a procedure's steps recorded on another device (GET /api/media, stored as
 * uploaded blobs), fetched while the procedure screen is open online: the file of the procedure and each
 * step's 'Documents' then work with no network, as the photos of a sheet seen once do.
 */
export function useKeepProcedureDocuments(hashes: readonly string[]): void {
  const espaceId = useEspaceId();
  const online = useOnline();
  const key = hashes.join(',');
  useEffect(() => {
    if (!espaceId || !online || !key) return;
    const db = getReplica(espaceId);
    // One try per document and visit; a refused one is tried again next time the screen opens.
    for (const sha of key.split(',')) void fetchPhotoBlob(db, espaceId, sha, true).catch(() => undefined);
  }, [espaceId, online, key]);
}

/** The bytes of a document: the device's copy, else downloaded once (and kept) when the network allows. */
async function documentBlob(espaceId: string, sha256: string): Promise<Blob | null> {
  const db = getReplica(espaceId);
  const local = await getMediaBlob(db, sha256);
  if (local) return local;
  try {
    await fetchPhotoBlob(db, espaceId, sha256);
  } catch {
    return null;
  }
  return (await getMediaBlob(db, sha256)) ?? null;
}

function fileNameOf(d: StepDocument, mime: string): string {
  const ext = mime === 'application/pdf' ? '.pdf' : mime === 'image/png' ? '.png' : mime === 'image/jpeg' ? '.jpg' : '';
  const safe = d.nom.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'document';
  return safe.toLowerCase().endsWith(ext) ? safe : `${safe}${ext}`;
}

/** Downloads one document of a step (issue 12, 'Documents' under each step), offline from the device's copy. */
export function useDownloadStepDocument(): (d: StepDocument) => Promise<void> {
  const espaceId = useEspaceId();
  return useCallback(
    async (d: StepDocument) => {
      if (!espaceId) return;
      const blob = await documentBlob(espaceId, d.sha256);
      if (!blob) {
        notifications.show({ color: 'red', title: 'Téléchargement impossible', message: MSG_DOWNLOAD_OFFLINE });
        return;
      }
      saveBlob(blob, fileNameOf(d, blob.type));
    },
    [espaceId],
  );
}

export interface ProcedureFileState {
  busy: boolean;
  ready: ReadyFile | null;
  dismiss: () => void;
  assemble: () => Promise<void>;
}

/**
 * Assembles the file of one procedure (issue 12) on the device: its recorded steps and their documents from the
 * replica, the cover from the concession, the PDF merged in the export worker, handed to the browser's
 * downloads; no network needed. Documents not on the device keep their page, which says so, and the user is told.
 */
export function useProcedureFile(procedure: Procedure, ctx: EngineContext, titre: (etape: number) => string, documents: readonly DocumentRow[]): ProcedureFileState {
  const espaceId = useEspaceId();
  const facts = useDocumentFacts();
  const [busy, setBusy] = useState(false);
  const [ready, keep] = useReadyFile();

  const assemble = useCallback(async () => {
    if (!espaceId) return;
    keep(null);
    setBusy(true);
    try {
      const steps = procedureFileSteps(procedure, titre, documents);
      const files: Record<string, { bytes: Uint8Array; mime: string }> = {};
      let missing = 0;
      for (const sha of procedureDocumentHashes(procedure)) {
        const blob = await documentBlob(espaceId, sha);
        if (blob) files[sha] = { bytes: new Uint8Array(await blob.arrayBuffer()), mime: blob.type };
        else missing += 1;
      }
      const location = ctx.location;
      const cover = procedureFileCover({
        procedure, emplacement: ctx.emplacement ?? { carre: null, allee: null, numero: null, libelle: null }, location, contacts: ctx.contacts,
        espace: facts.espace, commune: facts.commune, today: ctx.today,
      });
      const footer = `${PROCEDURE_LABELS[procedure.kind]}${location?.famille ? ` — famille ${location.famille}` : ''}`;
      const bytes = await buildProcedureFile({ cover, steps, today: ctx.today, footer, files });
      keep(offerFile(bytes, 'application/pdf', procedureFileName(procedure.kind, location, ctx.today)));
      if (missing > 0) {
        notifications.show({
          color: 'orange',
          title: 'Dossier incomplet',
          message: `${missing} document(s) ne sont pas sur cet appareil : le dossier leur garde une page qui le signale. Reconnectez-vous puis constituez-le à nouveau pour les inclure.`,
        });
      }
    } catch (error) {
      const message = error instanceof NetworkError ? MSG_DOWNLOAD_OFFLINE : error instanceof Error ? error.message : String(error);
      notifications.show({ color: 'red', title: 'Le dossier n’a pas pu être constitué', message });
    } finally {
      setBusy(false);
    }
  }, [espaceId, procedure, ctx, titre, documents, facts.espace, facts.commune, keep]);

  return { busy, ready, dismiss: useCallback(() => keep(null), [keep]), assemble };
}
