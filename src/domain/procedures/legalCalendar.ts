import { compareDates } from '../dates';
import type { Contact } from '../entities/contact';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { Tarif } from '../entities/tarif';
import { legalDates } from './overview';
import type { EngineContext, LegalDate } from './types';

/** A cemetery's rows the legal calendar reads (live rows; deleted ones are ignored). */
export interface CemeteryRows {
  emplacements: readonly Emplacement[];
  locations: readonly Location[];
  occupants: readonly Occupant[];
  contacts: readonly Contact[];
  procedures: readonly Procedure[];
  tarifs?: readonly Tarif[];
}

/**
 * Every upcoming legal date of a cemetery's procedures under way (DESIGN §8; issue 12), sorted by date then plot:
 * from when each next step is possible and its last day where the law sets one (a PV's postings within eight
 * days, R2223-16; the second notice after the pause, L2223-17; the end thirty days after the order, R2223-20).
 * The calendar and the notifications read it.
 */
export function cemeteryLegalDates(rows: CemeteryRows, today: IsoDate, now: string): LegalDate[] {
  const plots = new Map(rows.emplacements.filter((e) => !e.deletedAt).map((e) => [e.id, e]));
  const byId = new Map(rows.locations.filter((l) => !l.deletedAt).map((l) => [l.id, l]));
  const out: LegalDate[] = [];
  for (const proc of rows.procedures) {
    if (proc.deletedAt || proc.dateFin !== null || !proc.locationId) continue;
    const location = byId.get(proc.locationId) ?? null;
    if (!location || location.isArchived) continue;
    const ctx: EngineContext = {
      today, now,
      emplacement: plots.get(proc.emplacementId) ?? null,
      location,
      occupants: rows.occupants.filter((o) => !o.deletedAt && o.emplacementId === proc.emplacementId),
      contacts: rows.contacts.filter((c) => !c.deletedAt && c.locationId === location.id),
      tarifs: rows.tarifs ?? [],
      targets: {},
    };
    out.push(...legalDates(proc, ctx));
  }
  return out.sort((a, b) => compareDates(a.date, b.date) || a.emplacementId.localeCompare(b.emplacementId) || a.etape - b.etape);
}
