import { randomUUID } from 'node:crypto';
import { planDeedsImport, type DeedsPlan } from '../../src/domain/import/deeds';
import type { Row } from '../../src/domain/mutations/types';
import type { TableName } from '../../src/domain/entities/tables';
import { HttpError } from '../errors';
import { sha256Hex } from '../media/store';
import { offThreadTask, OffThreadError, runOffThread } from '../offthread/runOffThread';
import { DEEDS_READ_HEAP_MB, DEEDS_READ_TIME_LIMIT_MS, DEEDS_REFUSALS, MAX_DEEDS_ZIP_BYTES } from './deedsLimits';
import type * as deedsReader from './deedsReader';
import type { DeedsReadResult } from './deedsReader';

const readDeedsTask = offThreadTask<typeof deedsReader>()(new URL('./deedsReader.ts', import.meta.url), 'readDeeds');

export interface DeedsArchive {
  pdfs: Array<{ name: string; bytes: Uint8Array; sha256: string }>;
  skipped: Array<{ name: string; reason: string }>;
}

/** The archive read off the main thread (deedsReader.ts), each PDF with its SHA-256, or its French refusal. */
export async function readDeedsArchive(bytes: Uint8Array): Promise<DeedsArchive> {
  if (bytes.byteLength > MAX_DEEDS_ZIP_BYTES) throw new HttpError(413, DEEDS_REFUSALS.tooLarge.message);
  const copy = new Uint8Array(bytes);
  let read: DeedsReadResult;
  try {
    read = await runOffThread(readDeedsTask, copy, { timeoutMs: DEEDS_READ_TIME_LIMIT_MS, maxHeapMb: DEEDS_READ_HEAP_MB, transfer: [copy.buffer] });
  } catch (error) {
    if (error instanceof OffThreadError && error.reason === 'timeout') throw new HttpError(413, DEEDS_REFUSALS.tooSlow.message);
    if (error instanceof OffThreadError && error.reason === 'memory') throw new HttpError(413, DEEDS_REFUSALS.tooHeavy.message);
    throw error;
  }
  if (!read.ok) throw new HttpError(read.status, read.message);
  return { pdfs: read.pdfs.map((p) => ({ ...p, sha256: sha256Hex(p.bytes) })), skipped: read.skipped };
}

export async function deedsPlanOf(archive: DeedsArchive, read: (table: TableName) => Promise<Row[]>): Promise<DeedsPlan> {
  const [emplacements, locations, documents] = await Promise.all([read('emplacements'), read('locations'), read('documents')]);
  return planDeedsImport(archive.pdfs, { emplacements, locations, documents }, randomUUID);
}

/** The dry run's or the import's answer: each PDF's fate, the entries skipped, the counts. */
export function deedsAnswer(archive: DeedsArchive, plan: DeedsPlan) {
  return { fichiers: plan.lines, ignores: archive.skipped, compteurs: { ...plan.counts, fichiersIgnores: archive.skipped.length } };
}
