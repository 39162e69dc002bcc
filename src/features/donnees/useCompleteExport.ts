import { useCallback, useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { exportFiles, filterCemeteryData, type ExportFile, type ExportFilter } from '../../domain/donnees/exportSheets';
import { offerFile, type ReadyFile } from '../../platform/download';
import { apiFetch, isOffline } from '../../platform/http';
import { hasReplica, localFileBytes, readCemeteryData } from '../../replica/exportData';
import { buildCompleteExportFile } from '../../../workers/export.client';
import { settledProgress } from '../listes/settledProgress';
import { EXPORT_MIME } from '../../domain/export';

export interface CompleteExportState {
  progress: number | null;
  step: string;
  ready: ReadyFile | null;
  /** The workbook alone, offered beside the ZIP. */
  workbook: ReadyFile | null;
  /** Files that could not be included, with the reason. */
  missing: { files: ExportFile[]; offline: boolean } | null;
  run: (espaceId: string, cemetery: string, today: string, filter: ExportFilter) => Promise<void>;
  dismiss: () => void;
}

export const MSG_NO_REPLICA = "Ce cimetière n'a encore jamais été ouvert sur cet appareil : ouvrez-le une fois avec une connexion pour pouvoir l'exporter.";

/** Fetches the files the device does not hold, a few at a time (online only); the others stay missing. */
async function fetchMissing(espaceId: string, hashes: string[], onDone: (n: number) => void): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < hashes.length) {
      const sha = hashes[next++] as string;
      try {
        const res = await apiFetch(`/api/media/${sha}?espace=${encodeURIComponent(espaceId)}`);
        if (res.ok) out.set(sha, new Uint8Array(await res.arrayBuffer()));
      } catch {
        // Network gone meanwhile, or a file the server no longer serves: listed as missing.
      }
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, hashes.length) }, worker));
  return out;
}

/**
 * The complete export of a cemetery (issue 15): rows from the replica (offline), the files' bytes from the
 * device, then from the server for those it lacks when online; the workbook and ZIP built in the export worker.
 */
export function useCompleteExport(): CompleteExportState {
  const [progress, setProgress] = useState<number | null>(null);
  const [step, setStep] = useState('');
  const [ready, setReady] = useState<ReadyFile | null>(null);
  const [workbook, setWorkbook] = useState<ReadyFile | null>(null);
  const [missing, setMissing] = useState<CompleteExportState['missing']>(null);
  const urls = useRef<string[]>([]);
  const release = useCallback(() => {
    const old = urls.current;
    urls.current = [];
    // A minute later: Chromium may still be reading the blob of a download just started.
    if (old.length) setTimeout(() => old.forEach((u) => URL.revokeObjectURL(u)), 60_000);
  }, []);
  useEffect(() => release, [release]);

  const dismiss = useCallback(() => {
    release();
    setReady(null);
    setWorkbook(null);
    setMissing(null);
  }, [release]);

  const run = useCallback(
    async (espaceId: string, cemetery: string, today: string, filter: ExportFilter) => {
      dismiss();
      setProgress(0);
      setStep('Lecture des données de l’appareil');
      try {
        if (!(await hasReplica(espaceId))) throw new Error(MSG_NO_REPLICA);
        const data = await readCemeteryData(espaceId);
        const files = filter.fichiers ? exportFiles(filterCemeteryData(data, filter)) : [];
        const hashes = [...new Set(files.map((f) => f.sha256))];
        setStep('Photos et documents de l’appareil');
        const bytes = await localFileBytes(espaceId, hashes);
        const lacking = hashes.filter((h) => !bytes.has(h));
        const offline = isOffline();
        if (lacking.length > 0 && !offline) {
          const fetched = await fetchMissing(espaceId, lacking, (n) => {
            setProgress((0.4 * n) / lacking.length);
            setStep(`Téléchargement des fichiers (${n} sur ${lacking.length})`);
          });
          for (const [sha, b] of fetched) bytes.set(sha, b);
        }
        // Late progress reports (their own message port) must not mark the finished export as running again.
        const result = await settledProgress(
          (onProgress) => buildCompleteExportFile({ data, filter, today, cemetery, files, bytes }, onProgress),
          (fraction, label) => {
            setProgress(0.4 + 0.6 * fraction);
            setStep(label);
          },
        );
        if (result.zip) {
          // The ZIP is the export; its workbook is also offered alone, as a link (one download at a time).
          const zip = offerFile(result.zip.bytes, 'application/zip', result.zip.fileName);
          const url = URL.createObjectURL(new Blob([result.workbook.bytes as BlobPart], { type: EXPORT_MIME.xlsx }));
          urls.current.push(zip.url, url);
          setReady(zip);
          setWorkbook({ url, fileName: result.workbook.fileName, size: result.workbook.bytes.byteLength, started: false });
        } else {
          const book = offerFile(result.workbook.bytes, EXPORT_MIME.xlsx, result.workbook.fileName);
          urls.current.push(book.url);
          setReady(book);
        }
        setMissing(result.missing.length > 0 ? { files: result.missing, offline } : null);
      } catch (error) {
        notifications.show({ color: 'red', title: "L'export a échoué", message: error instanceof Error ? error.message : String(error) });
      } finally {
        setProgress(null);
      }
    },
    [dismiss],
  );
  return { progress, step, ready, workbook, missing, run, dismiss };
}
