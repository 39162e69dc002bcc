import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { ExportFormat, ListKind } from '../../domain/export';
import type { ListRow } from '../../domain/filters';
import { offerFile, type ReadyFile } from '../../platform/download';
import { buildExport } from '../../../workers/export.client';
import { settledProgress } from './settledProgress';
import { useReadyFile } from './useReadyFile';

export interface ExportState {
  /** 0 to 1 while an export runs, null otherwise. */
  progress: number | null;
  step: string;
  /** The last file made, with its 'Télécharger' link, until the user closes it or exports again. */
  ready: ReadyFile | null;
  dismiss: () => void;
  run: (rows: readonly ListRow[], format: ExportFormat) => Promise<void>;
}

/** Runs exports in the worker, one at a time, with their progress for the screen (DESIGN §6). */
export function useExport(kind: ListKind, cemetery: string, today: string): ExportState {
  const [progress, setProgress] = useState<number | null>(null);
  const [step, setStep] = useState('');
  const [ready, keep] = useReadyFile();

  const run = useCallback(
    async (rows: readonly ListRow[], format: ExportFormat) => {
      keep(null);
      setProgress(0);
      setStep('Préparation des lignes');
      try {
        const request = { kind, rows: [...rows], format, cemetery, today };
        const result = await settledProgress(
          (onProgress) => buildExport(request, onProgress),
          (fraction, label) => {
            setProgress(fraction);
            setStep(label);
          },
        );
        keep(offerFile(result.bytes, result.mime, result.fileName));
      } catch (error) {
        notifications.show({ color: 'red', title: "L'export a échoué", message: error instanceof Error ? error.message : String(error) });
      } finally {
        setProgress(null);
      }
    },
    [kind, cemetery, today, keep],
  );
  const dismiss = useCallback(() => keep(null), [keep]);
  return { progress, step, ready, dismiss, run };
}
