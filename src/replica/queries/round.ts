import type { Emplacement } from '../../domain/entities/emplacement';
import type { Location } from '../../domain/entities/location';
import { currentLocation } from '../../domain/rules/currentLocation';
import { plotGaps, type GapCode, type GapFacts } from '../../domain/round/gaps';
import { sameAllee, sortNames, sortPlots, type RoundPlot } from '../../domain/round/order';
import { inScope, type RoundScope } from '../../domain/round/round';
import type { PlotWithGaps } from '../../domain/round/summary';
import type { ReplicaDb } from '../db';
import type { ReplicaRow } from '../types';

/**
 * What the survey round reads of the replica (issue 29; rules in src/domain/round): a plot's neighbours in the
 * round's order, and the plots of a round's allée or carré with their gaps. Read by carré through the
 * emplacements' `carre` index, so a step costs one carré's plots, not the cemetery's; offline like every screen.
 */

export interface PlotRef extends RoundPlot {
  libelle: string | null;
}

export interface Neighbours {
  previous: PlotRef | null;
  next: PlotRef | null;
  /** The plot's place in its allée (1-based) and the allée's live plots. */
  index: number;
  count: number;
  /** Live plots of the plot's carré and of its allée: what a round from here would cover. */
  carreCount: number;
}

const isLive = (r: ReplicaRow) => !r.deletedAt;
const ref = (p: Emplacement): PlotRef => ({ id: p.id, carre: p.carre, allee: p.allee, numero: p.numero, libelle: p.libelle });

/** Live plots of one carré (by its name as the order reads it: trimmed; '' = plots with no carré). */
async function plotsOfCarre(db: ReplicaDb, carre: string, rawKeys?: readonly string[]): Promise<Emplacement[]> {
  const rows = carre === '' ? await db.emplacements.filter((p) => !String(p.carre ?? '').trim()).toArray() : await db.emplacements.where('carre').anyOf([...(rawKeys ?? [carre])]).toArray();
  return rows.filter(isLive) as unknown as Emplacement[];
}

/** Carré names in the round's order, each with the stored spellings that read as it ('A', 'A '). */
async function carreNames(db: ReplicaDb): Promise<Array<{ name: string; keys: string[] }>> {
  const keys = (await db.emplacements.orderBy('carre').uniqueKeys()).filter((k): k is string => typeof k === 'string');
  const byName = new Map<string, string[]>();
  for (const k of keys) {
    const name = k.trim();
    byName.set(name, [...(byName.get(name) ?? []), k]);
  }
  // Plots with no carré are not in the index: they come last, when there are any.
  const names = sortNames(byName.keys()).filter((n) => n !== '');
  const out = names.map((name) => ({ name, keys: byName.get(name) ?? [name] }));
  if (await db.emplacements.filter((p) => isLive(p) && !String(p.carre ?? '').trim()).first()) out.push({ name: '', keys: [] });
  return out;
}

/** The first (or last) plot of the carré after (or before) `carre` that has live plots. */
async function acrossCarres(db: ReplicaDb, carre: string, step: 1 | -1): Promise<PlotRef | null> {
  const names = await carreNames(db);
  let i = names.findIndex((n) => n.name === carre);
  for (i += step; i >= 0 && i < names.length; i += step) {
    const n = names[i];
    if (!n) break;
    const sorted = sortPlots(await plotsOfCarre(db, n.name, n.keys));
    const plot = step === 1 ? sorted[0] : sorted.at(-1);
    if (plot) return ref(plot);
  }
  return null;
}

/** The plots before and after this one in the round's order, across allées and carrés; null when unknown. */
export async function readNeighbours(db: ReplicaDb, emplacementId: string): Promise<Neighbours | null> {
  const plot = (await db.emplacements.get(emplacementId)) as unknown as Emplacement | undefined;
  if (!plot || plot.deletedAt) return null;
  const carre = (plot.carre ?? '').trim();
  const keys = carre === '' ? [] : ((await db.emplacements.orderBy('carre').uniqueKeys()) as unknown[]).filter((k): k is string => typeof k === 'string' && k.trim() === carre);
  const sorted = sortPlots(await plotsOfCarre(db, carre, keys));
  const at = sorted.findIndex((p) => p.id === plot.id);
  const allee = sorted.filter((p) => sameAllee(p, plot));
  const before = sorted[at - 1];
  const after = sorted[at + 1];
  return {
    previous: before ? ref(before) : await acrossCarres(db, carre, -1),
    next: after ? ref(after) : await acrossCarres(db, carre, 1),
    index: allee.findIndex((p) => p.id === plot.id) + 1,
    count: allee.length,
    carreCount: sorted.length,
  };
}

/** What the gaps rule reads of a plot, from its live rows. */
export function gapFactsOf(
  emplacement: Pick<Emplacement, 'numero'>,
  location: Pick<Location, 'type' | 'numero' | 'etatAbandon' | 'dateFin' | 'perpetuelle'> | null,
  occupants: number,
  photos: ReadonlyArray<{ archive: boolean }>,
  contacts: ReadonlyArray<{ typeDeContact: string | null; decede: boolean }>,
): GapFacts {
  return {
    emplacement: { numero: emplacement.numero },
    location: location ? { type: location.type, numero: location.numero, etatAbandon: location.etatAbandon, dateFin: location.dateFin, perpetuelle: location.perpetuelle } : null,
    occupants,
    photos,
    contacts,
  };
}

/** The plots of a round's scope and the plots it saw, each with its gaps as the replica holds it now. */
export async function readRoundPlots(db: ReplicaDb, scope: RoundScope, seen: readonly string[]): Promise<Array<PlotWithGaps<PlotRef>>> {
  return db.transaction('r', [db.emplacements, db.locations, db.occupants, db.media, db.contacts], async () => {
    const carre = (scope.carre ?? '').trim();
    const keys = carre === '' ? [] : ((await db.emplacements.orderBy('carre').uniqueKeys()) as unknown[]).filter((k): k is string => typeof k === 'string' && k.trim() === carre);
    const scoped = (await plotsOfCarre(db, carre, keys)).filter((p) => inScope(scope, p));
    const ids = new Set(scoped.map((p) => p.id));
    const others = (await db.emplacements.bulkGet(seen.filter((id) => !ids.has(id)))).filter((p): p is ReplicaRow => p !== undefined && isLive(p)) as unknown as Emplacement[];
    const plots = [...scoped, ...others];
    const plotIds = plots.map((p) => p.id);
    const [locations, occupants, media] = await Promise.all([
      db.locations.where('emplacementId').anyOf(plotIds).toArray(),
      db.occupants.where('emplacementId').anyOf(plotIds).toArray(),
      db.media.where('emplacementId').anyOf(plotIds).toArray(),
    ]);
    const locationsOf = group(locations.filter(isLive) as unknown as Location[], (l) => l.emplacementId);
    const current = new Map(plots.map((p) => [p.id, currentLocation(locationsOf.get(p.id) ?? [])]));
    const currentIds = [...current.values()].filter((l): l is Location => l !== null).map((l) => l.id);
    const contacts = (await db.contacts.where('locationId').anyOf(currentIds).toArray()).filter(isLive);
    const contactsOf = group(contacts, (c) => String(c['locationId']));
    const occupantsOf = group(occupants.filter(isLive), (o) => String(o['emplacementId']));
    const photosOf = group(
      media.filter((m) => isLive(m) && m['kind'] === 'photo'),
      (m) => String(m['emplacementId']),
    );
    return plots.map((p) => {
      const location = current.get(p.id) ?? null;
      // The sheet's deceased: those of its current concession, or of none (src/replica/queries/fiche.ts).
      const deceased = (occupantsOf.get(p.id) ?? []).filter((o) => !location || o['locationId'] === location.id || o['locationId'] === null).length;
      const gaps: GapCode[] = plotGaps(
        gapFactsOf(
          p,
          location,
          deceased,
          (photosOf.get(p.id) ?? []).map((m) => ({ archive: m['archive'] === true })),
          (location ? (contactsOf.get(location.id) ?? []) : []).map((c) => ({ typeDeContact: (c['typeDeContact'] as string | null) ?? null, decede: c['decede'] === true })),
        ),
      );
      return { plot: ref(p), gaps };
    });
  });
}

function group<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
