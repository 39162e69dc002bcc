/** What choosing a plot's current concession looks at. */
export interface LocationLike {
  id: string;
  deletedAt: string | null;
  isArchived: boolean;
  dateDebut: string | null;
}

/**
 * The current concession of a plot among its locations: live and not archived (spec 001 §3, one current
 * location per plot). Should bad data hold several, the latest started wins, then the highest id, so the
 * device, the server, the plan and the lists all pick the same one.
 */
export function currentLocation<T extends LocationLike>(locations: readonly T[] | undefined): T | null {
  let best: T | null = null;
  for (const l of locations ?? []) {
    if (l.deletedAt || l.isArchived) continue;
    const start = l.dateDebut ?? '';
    const bestStart = best?.dateDebut ?? '';
    if (!best || start > bestStart || (start === bestStart && l.id > best.id)) best = l;
  }
  return best;
}
