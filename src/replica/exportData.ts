import Dexie from 'dexie';
import type { CemeteryData } from '../domain/donnees/exportSheets';
import type { Contact, DocumentRow, Emplacement, Espace, Exhumation, Location, Media, Occupant, Procedure, Tarif, Travaux } from '../domain/entities';
import { getReplica, replicaName } from './db';

/**
 * What the complete export (issue 15) reads from a cemetery's replica: every row of the tables it writes
 * (the export filters tombstones), and the bytes of the files this device holds. Works offline.
 */

/** Whether this device holds a replica of the cemetery (it was opened here at least once). */
export function hasReplica(espaceId: string): Promise<boolean> {
  return Dexie.exists(replicaName(espaceId));
}

export async function readCemeteryData(espaceId: string): Promise<CemeteryData> {
  const db = getReplica(espaceId);
  const all = <T>(name: string) => db.table(name).toArray() as Promise<T[]>;
  const [espaces, emplacements, locations, occupants, contacts, exhumations, travaux, procedures, tarifs, media, documents] = await Promise.all([
    all<Espace>('espaces'),
    all<Emplacement>('emplacements'),
    all<Location>('locations'),
    all<Occupant>('occupants'),
    all<Contact>('contacts'),
    all<Exhumation>('exhumations'),
    all<Travaux>('travaux'),
    all<Procedure>('procedures'),
    all<Tarif>('tarifs'),
    all<Media>('media'),
    all<DocumentRow>('documents'),
  ]);
  const espace = espaces.find((e) => e.id === espaceId) ?? null;
  return { espace, emplacements, locations, occupants, contacts, exhumations, travaux, procedures, tarifs, media, documents };
}

/** The bytes of these files that the device holds (photos taken or seen here, documents made here). */
export async function localFileBytes(espaceId: string, hashes: readonly string[]): Promise<Map<string, Uint8Array>> {
  const db = getReplica(espaceId);
  const found = await db.mediaBlobs.bulkGet([...new Set(hashes)]);
  const out = new Map<string, Uint8Array>();
  for (const entry of found) if (entry) out.set(entry.sha256, new Uint8Array(await entry.blob.arrayBuffer()));
  return out;
}

/** The carrés of the cemetery's plots, sorted, for the export's filter (empty when the device has no replica). */
export async function carresOf(espaceId: string): Promise<string[]> {
  if (!(await hasReplica(espaceId))) return [];
  const keys = await getReplica(espaceId).table('emplacements').orderBy('carre').uniqueKeys();
  return keys.filter((k): k is string => typeof k === 'string' && k.trim() !== '').sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
}
