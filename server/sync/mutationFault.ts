import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../errors';

/**
 * A mutation whose application fails on the server (a statement the database refuses, a fault of the code) is
 * refused alone, with this reason, rather than failing its whole push: a 500 repeats at every retry and keeps
 * every later change of the device waiting for good (issue 27). The device shows it to its author like any
 * refusal (its conflicts screen), with both versions.
 */
export const MSG_MUTATION_FAILED =
  'Le serveur n’a pas pu enregistrer cette modification (erreur signalée à l’assistance) : elle est écartée pour que les suivantes soient envoyées. Vérifiez la fiche et refaites-la si besoin.';

/**
 * SQLSTATE classes that say nothing about the mutation: the transaction or the server failed (serialisation,
 * deadlock, connection, resources, shutdown). The whole push fails and the device sends it again later.
 */
const TRANSIENT_CLASSES = new Set(['40', '08', '53', '57', '58', 'XX']);

function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Whether this failure belongs to the mutation being applied (refuse it) rather than to the moment (retry). */
export function isMutationFault(error: unknown): boolean {
  if (error instanceof HttpError) return false;
  const state = sqlStateOf(error);
  return state === null || !TRANSIENT_CLASSES.has(state.slice(0, 2));
}

/** Runs `work` in a savepoint of the transaction: rolled back to it when `work` fails, released otherwise. */
export async function inSavepoint<T>(tx: Db, name: string, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql.raw(`SAVEPOINT ${name}`));
  try {
    const result = await work();
    await tx.execute(sql.raw(`RELEASE SAVEPOINT ${name}`));
    return result;
  } catch (error) {
    await tx.execute(sql.raw(`ROLLBACK TO SAVEPOINT ${name}`));
    throw error;
  }
}
