import type { Contact } from '../../src/domain/entities/contact';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays } from '../../src/domain/dates';
import { computeDateFin } from '../../src/domain/rules/concessionDates';
import { buildConcession, type BuiltConcession, type ConcessionSpec } from './concession';
import type { DemoExecutor } from './demoExecutor';
import { makeContact, type Town } from './people';
import { prixFor } from './scenarios';
import type { Ctx } from './types';

/**
 * The procedure showcase of the demo (issue 11): plots of carré A, allée 1 hold one procedure of each kind
 * stopped at each of its steps, and plots of allée 2 concessions on which each procedure is possible or
 * impossible, for each main reason of spec 002 §8. Each plot's note says what it shows (README, demo).
 * A case has two parts: its concession as it stood before (built with the rest of the cemetery), then the
 * acts a town hall did on it, run as mutations of the catalogue on their own dates (DemoExecutor), so that
 * every procedure and its effect is one the engine allows.
 */

/** The surface of the showcase plots: class 1, which the demo's price list covers (server/demo/extras.ts). */
export const SHOWCASE_SURFACE = 2.5;

export interface ShowcasePlot {
  emplacement: Emplacement;
  built: BuiltConcession | null;
}

/** What a case's acts need: the plot, its rows as they are now, and the cemetery's shared plots. */
export interface ActScope {
  ctx: Ctx;
  run(name: string, args: Record<string, unknown>, today: IsoDate): void;
  emplacementId: string;
  location: Location;
  occupants: Occupant[];
  contacts: Contact[];
  ossuaireId: string;
  jardinId: string;
  town: Town;
  /** A new row id. */
  id(): string;
}

export interface ShowcaseCase {
  /** Stable key, used by the tests. */
  key: string;
  allee: '1' | '2' | '3';
  numero: number;
  /** The plot's note: what a person finds there. */
  note: string;
  /** The concession before the acts, or null for a plot left free. */
  spec(ctx: Ctx): ConcessionSpec | null;
  /** Rows added beside the concession before the acts (a blood heir among the contacts). */
  extra?(ctx: Ctx, built: BuiltConcession, town: Town): void;
  acts?(scope: ActScope): void;
}

export interface SpecInput {
  duree: number | null;
  perpetuelle?: boolean;
  dateDebut: IsoDate | null;
  dateFin?: IsoDate | null;
  occupants: number;
  burialFrom?: IsoDate;
  burialTo?: IsoDate;
  famille: string;
}

/** A family concession of the showcase, class 1, with its holders; burials inside its term unless told. */
export function showcaseSpec(ctx: Ctx, s: SpecInput): ConcessionSpec {
  const perpetuelle = s.perpetuelle ?? false;
  const dateFin = s.dateFin !== undefined ? s.dateFin : computeDateFin({ dateDebut: s.dateDebut, duree: s.duree, perpetuelle });
  const from = s.burialFrom ?? s.dateDebut ?? '1960-01-01';
  const lastDay = addDays(ctx.today, -30);
  const to = s.burialTo ?? (dateFin && dateFin < lastDay ? addDays(dateFin, -30) : lastDay);
  return {
    type: 'Concession', famille: s.famille, typeConcession: 'Familiale', duree: perpetuelle ? null : s.duree, perpetuelle,
    dateDebut: s.dateDebut, dateFin, dateOriginelle: s.dateDebut, nbPlaces: Math.max(3, s.occupants + 1), occupants: s.occupants,
    burialFrom: from, burialTo: to, etatAbandon: null, contacts: 'famille', surface: SHOWCASE_SURFACE,
    prix: prixFor('Concession', s.duree, perpetuelle, s.dateDebut, SHOWCASE_SURFACE),
  };
}

/** An heir of the holders' blood among the concession's contacts (donation: spec 002 §5, LAW.md). */
export function addBloodHeir(ctx: Ctx, built: BuiltConcession, town: Town): void {
  const famille = built.location.famille ?? 'Le Goff';
  built.contacts.push(makeContact(ctx, { locationId: built.location.id, famille, type: 'Ayant-droit', bornAbout: 1972, town }));
}

/** Builds the case's concession on its plot and labels the plot (phase one: before any act). */
export function buildShowcasePlot(ctx: Ctx, c: ShowcaseCase, emplacement: Emplacement, town: Town, numero: string): BuiltConcession | null {
  emplacement.notes = `Démonstration des procédures : ${c.note}`;
  emplacement.surface = SHOWCASE_SURFACE;
  const spec = c.spec(ctx);
  if (!spec) return null;
  const built = buildConcession(ctx, emplacement.id, spec, town, numero);
  c.extra?.(ctx, built, town);
  return built;
}

/** Runs the acts of every case (phase two), each on the rows as the executor holds them. */
export function runShowcaseActs(
  ctx: Ctx,
  executor: DemoExecutor,
  cases: ReadonlyArray<{ c: ShowcaseCase; plot: ShowcasePlot }>,
  shared: { ossuaireId: string; jardinId: string; town: Town },
): void {
  for (const { c, plot } of cases) {
    if (!c.acts || !plot.built) continue;
    const { location } = plot.built;
    c.acts({
      ctx,
      run: (name, args, today) => executor.run(name, args, today),
      emplacementId: plot.emplacement.id,
      location,
      // Live views: an act sees what earlier acts wrote (a new contact, an urn found).
      get occupants() {
        return executor.rowsWhere('occupants', 'emplacementId', plot.emplacement.id) as unknown as Occupant[];
      },
      get contacts() {
        return executor.rowsWhere('contacts', 'locationId', location.id) as unknown as Contact[];
      },
      ...shared,
      id: () => ctx.r.uuid(),
    });
  }
}
