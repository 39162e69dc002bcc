import { useLiveQuery } from '../useLiveQuery';
import { EQUIPMENT_TYPES } from '../../domain/constants/locationTypes';
import type { Contact } from '../../domain/entities/contact';
import type { DocumentRow } from '../../domain/entities/document';
import type { Emplacement } from '../../domain/entities/emplacement';
import type { Location } from '../../domain/entities/location';
import type { Occupant } from '../../domain/entities/occupant';
import type { Procedure } from '../../domain/entities/procedure';
import type { Tarif } from '../../domain/entities/tarif';
import type { TargetPlot } from '../../domain/procedures/types';
import { currentLocation } from '../../domain/rules/currentLocation';
import { getReplica, type ReplicaDb } from '../db';
import type { ReplicaRow } from '../types';

/**
 * Live query of the procedure screens (spec 002 §2): one plot with its concessions, deceased, contacts,
 * procedures and documents, the price list, and the cemetery's ossuaries and Jardins du souvenir (the
 * destinations a reprise names), in one read transaction, so the engine decides on one consistent state.
 */

export interface ProcedureData {
  emplacement: Emplacement;
  locations: Location[];
  current: Location | null;
  occupants: Occupant[];
  contacts: Contact[];
  tarifs: Tarif[];
  procedures: Procedure[];
  documents: DocumentRow[];
  targets: Record<string, TargetPlot>;
  /** Ids of rows written by changes still waiting in the outbox. */
  pending: ReadonlySet<string>;
}

const live = <T>(rows: ReplicaRow[]): T[] => rows.filter((r) => !r.deletedAt) as unknown as T[];

/** Plots whose current concession is an ossuary or a Jardin du souvenir: where a reprise may send remains. */
async function equipmentTargets(db: ReplicaDb): Promise<Record<string, TargetPlot>> {
  const equipment = live<Location>(await db.locations.filter((l) => (EQUIPMENT_TYPES as readonly unknown[]).includes(l.type) && !l.deletedAt && !l.isArchived).toArray());
  const targets: Record<string, TargetPlot> = {};
  for (const l of equipment) {
    if (targets[l.emplacementId]) continue;
    const emplacement = await db.emplacements.get(l.emplacementId);
    if (!emplacement || emplacement.deletedAt) continue;
    const all = live<Location>(await db.locations.where('emplacementId').equals(l.emplacementId).toArray());
    targets[l.emplacementId] = { emplacement: emplacement as unknown as Emplacement, location: currentLocation(all) };
  }
  return targets;
}

export async function readProcedureData(db: ReplicaDb, emplacementId: string): Promise<ProcedureData | null> {
  return db.transaction('r', [db.emplacements, db.locations, db.occupants, db.contacts, db.tarifs, db.procedures, db.documents, db.outbox], async () => {
    const plot = await db.emplacements.get(emplacementId);
    if (!plot || plot.deletedAt) return null;
    const locations = live<Location>(await db.locations.where('emplacementId').equals(emplacementId).toArray());
    const ids = locations.map((l) => l.id);
    const [occupants, contacts, tarifs, procedures, documents, outbox, targets] = await Promise.all([
      db.occupants.where('emplacementId').equals(emplacementId).toArray(),
      db.contacts.where('locationId').anyOf(ids).toArray(),
      db.tarifs.toArray(),
      db.procedures.where('emplacementId').equals(emplacementId).toArray(),
      db.documents.where('locationId').anyOf(ids).toArray(),
      db.outbox.toArray(),
      equipmentTargets(db),
    ]);
    const pending = new Set<string>();
    for (const entry of outbox) for (const ref of entry.rows) pending.add(ref.id);
    return {
      emplacement: plot as unknown as Emplacement,
      locations,
      current: currentLocation(locations),
      occupants: live<Occupant>(occupants),
      contacts: live<Contact>(contacts),
      tarifs: live<Tarif>(tarifs),
      procedures: live<Procedure>(procedures),
      documents: live<DocumentRow>(documents),
      targets,
      pending,
    };
  });
}

/** The procedure screen's rows; undefined while loading, null when the plot is not in the replica. */
export function useProcedureData(espaceId: string | null, emplacementId: string | undefined): ProcedureData | null | undefined {
  return useLiveQuery(async () => (espaceId && emplacementId ? readProcedureData(getReplica(espaceId), emplacementId) : null), [espaceId, emplacementId]);
}
