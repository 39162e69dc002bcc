import { getSession } from '../../platform/session';
import { syncNow } from '../../../workers/sync.client';

/**
 * A write made on the server itself (an import of a register, a GIS layer, scanned deeds or an SVG plan) reaches
 * the device's replica by a pull. Once it succeeds, this device pulls at once when it is in that cemetery: the
 * plan and the lists show what was imported when the user turns to them, not at the next pull of the minute's
 * round. A failed pull is the scheduler's to retry, and the sync state shows it.
 */
export async function pullAfterServerWrite<T>(espaceId: string, write: Promise<T>): Promise<T> {
  const result = await write;
  if (getSession().espaceId === espaceId) void syncNow(espaceId).catch(() => undefined);
  return result;
}
