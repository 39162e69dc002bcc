import type { Db } from '../db/client';
import { isListedOnPortal } from '../../src/domain/portail/visibility';
import { portalDeceased } from '../../src/domain/portail/publicRecord';
import { PortalSearch } from '../../src/domain/portail/portalSearch';
import { listPortalRows, type PortalEspace } from './portail.repository';

/** Cemeteries whose portal index is kept in memory (the most recently searched). */
const CACHED_CEMETERIES = 20;

interface Cached {
  key: string;
  search: PortalSearch;
}

/**
 * The portal's search index per cemetery (issue 30), built from the database and kept while nothing changed:
 * its key is the cemetery's change counter (every write in the cemetery moves it, DESIGN §4), the portal's
 * delay and today's date (the delay rule moves with the calendar). A visitor's search then costs the index's
 * lookup, not a scan of the register. Each server process keeps its own; nothing here is shared state.
 */
export class PortalIndexes {
  private readonly cache = new Map<string, Cached>();

  async of(db: Db, espace: PortalEspace, today: string): Promise<PortalSearch> {
    const key = `${espace.changeSeq}|${espace.portailDelai ?? 0}|${today}`;
    const hit = this.cache.get(espace.id);
    if (hit && hit.key === key) {
      this.cache.delete(espace.id);
      this.cache.set(espace.id, hit);
      return hit.search;
    }
    const rows = await listPortalRows(db, espace.id);
    const listed = rows.filter((r) => isListedOnPortal(r, today, espace.portailDelai)).map(portalDeceased);
    const search = new PortalSearch(listed);
    this.cache.delete(espace.id);
    this.cache.set(espace.id, { key, search });
    while (this.cache.size > CACHED_CEMETERIES) this.cache.delete(this.cache.keys().next().value as string);
    return search;
  }
}
