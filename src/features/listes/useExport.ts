import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { ExportFormat, ListKind } from '../../domain/export';
import type { ListRow } from '../../domain/filters';
import { buildExport, downloadFile } from '../../../workers/export.client';
import { settledProgress } from './settledProgress';

export interface ExportState {
  /** 0 to 1 while an export runs, null otherwise. */
  progress: number | null;
  step: string;
  run: (rows: readonly ListRow[], format: ExportFormat, title?: string) => Promise<void>;
}

/** Runs exports in the worker, one at a time, with their progress for the screen (DESIGN §6). */
export function useExport(kind: ListKind, cemetery: string, today: string): ExportState {
  const [progress, setProgress] = useState<number | null>(null);
  const [step, setStep] = useState('');
  const run = useCallback(
    async (rows: readonly ListRow[], format: ExportFormat, title?: string) => {
      setProgress(0);
      setStep('Préparation des lignes');
      try {
        const request = { kind, rows: [...rows], format, cemetery, today, ...(title ? { title } : {}) };
        const result = await settledProgress(
          (onProgress) => buildExport(request, onProgress),
          (fraction, label) => {
            setProgress(fraction);
            setStep(label);
          },
        );
        downloadFile(result);
      } catch (error) {
        notifications.show({ color: 'red', title: "L'export a échoué", message: error instanceof Error ? error.message : String(error) });
      } finally {
        setProgress(null);
      }
    },
    [kind, cemetery, today],
  );
  return { progress, step, run };
}
