import { describe, expect, it } from 'vitest';
import { settledProgress } from '../../src/features/listes/settledProgress';

describe('export progress (a late report must not mark a finished export as running)', () => {
  it('passes the reports made while the task runs, and drops those that arrive after it settled', async () => {
    const seen: string[] = [];
    const late: { report?: (fraction: number, step: string) => void } = {};
    const result = await settledProgress(
      async (onProgress) => {
        onProgress(0.5, 'Écriture du classeur Excel');
        late.report = onProgress;
        return 'fichier';
      },
      (fraction, step) => seen.push(`${step} ${fraction}`),
    );
    // The worker's last report, delivered on its own port after the result.
    late.report?.(1, 'Terminé');
    expect(result).toBe('fichier');
    expect(seen).toEqual(['Écriture du classeur Excel 0.5']);
  });

  it('drops late reports after a failure too, and passes the error on', async () => {
    const seen: number[] = [];
    const late: { report?: (fraction: number, step: string) => void } = {};
    await expect(
      settledProgress(
        async (onProgress) => {
          late.report = onProgress;
          throw new Error('Export impossible');
        },
        (fraction) => seen.push(fraction),
      ),
    ).rejects.toThrow('Export impossible');
    late.report?.(1, 'Terminé');
    expect(seen).toEqual([]);
  });
});
