import type { Db } from '../db/client';
import { isListedOnPortal } from '../../src/domain/portail/visibility';
import { portalDeceased } from '../../src/domain/portail/publicRecord';
import { PortalSearch } from '../../src/domain/portail/portalSearch';
import { shapeBox, shapePath, type Box } from '../../src/domain/portail/planCrop';
import { CemeteryCache } from './cemeteryCache';
import { listPlotShapes, listPortalRows, type PortalEspace } from './portail.repository';

/** Cemeteries whose portal index and plan are kept in memory (the most recently searched). */
const CACHED_CEMETERIES = 20;

/**
 * The portal's search index per cemetery (issue 30), built from the database and kept while nothing changed:
 * its key is the cemetery's change counter (every write in the cemetery moves it, DESIGN §4), the portal's
 * delay and today's date (the delay rule moves with the calendar). A visitor's search then costs the index's
 * lookup, not a scan of the register.
 */
export class PortalIndexes {
  private readonly cache = new CemeteryCache<PortalSearch>(CACHED_CEMETERIES);

  of(db: Db, espace: PortalEspace, today: string): Promise<PortalSearch> {
    return this.cache.get(espace.id, `${espace.changeSeq}|${espace.portailDelai ?? 0}|${today}`, async () => {
      const rows = await listPortalRows(db, espace.id);
      return new PortalSearch(rows.filter((r) => isListedOnPortal(r, today, espace.portailDelai)).map(portalDeceased));
    });
  }
}

/** A drawn plot as the portal's plan draws it: its box, to crop, and its short path (src/domain/portail/planCrop.ts). */
export interface PortalPlot {
  id: string;
  box: Box;
  path: string;
}

/**
 * The drawn plots of each cemetery (issue 30, the grave on the plan), read once per state of the cemetery
 * (its change counter) and kept as boxes and short paths: a deceased's page then crops them without reading
 * the plots again. A plot not drawn on the plan is not kept.
 */
export class PortalPlots {
  private readonly cache = new CemeteryCache<PortalPlot[]>(CACHED_CEMETERIES);

  of(db: Db, espace: PortalEspace): Promise<PortalPlot[]> {
    return this.cache.get(espace.id, String(espace.changeSeq), async () => {
      const plots: PortalPlot[] = [];
      for (const row of await listPlotShapes(db, espace.id)) {
        const box = shapeBox(row);
        const path = shapePath(row);
        if (box && path) plots.push({ id: row.id, box, path });
      }
      return plots;
    });
  }
}
