import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure } from '../../src/domain/entities/procedure';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, addYears } from '../../src/domain/dates';
import type { BuiltConcession, ConcessionSpec } from './concession';
import { regimeFor, repriseAbandonEtapes, repriseAbandonTimeline, startForStep } from './repriseAbandon';
import { newRow, type Ctx } from './types';

/**
 * The demo's reprises after abandonment, written as rows until their procedure joins the engine (issue 12).
 * The other procedures of the demo are run through the engine (server/demo/showcase.ts).
 */

export interface ProcedureStory {
  kind: 'repriseAbandon';
  done: boolean;
  /** Which of the stories of this kind: varies the step reached. */
  index: number;
}

/** Side rows a procedure leaves: remains moved to the ossuary. */
export interface ProcedureOutput {
  toOssuary: Occupant[];
}

const clampPast = (ctx: Ctx, d: IsoDate) => (d > addDays(ctx.today, -1) ? addDays(ctx.today, -1) : d);

/**
 * Bends a concession so that its reprise after abandonment is lawful: a concession over 30 years old and no
 * burial for 10 years (R2223-12).
 */
export function shapeForProcedure(ctx: Ctx, spec: ConcessionSpec): void {
  const { r, today } = ctx;
  spec.type = 'Concession';
  spec.contacts = 'famille';
  spec.nbPlaces = Math.max(2, spec.nbPlaces ?? 2);
  spec.perpetuelle = true;
  spec.duree = null;
  spec.dateFin = null;
  spec.dateDebut = r.dateBetween('1890-01-01', addYears(today, -45));
  spec.dateOriginelle = spec.dateDebut;
  spec.burialFrom = spec.dateDebut;
  spec.burialTo = clampPast(ctx, addYears(today, -15));
  spec.occupants = r.int(1, spec.nbPlaces);
  spec.etatAbandon = r.pick([4, 5, 6] as const);
  spec.prix = null;
}

/** Archives the concession and moves its remains to the ossuary: the end of a reprise (LAW.md: ossuary). */
function closeConcession(ctx: Ctx, built: BuiltConcession, on: IsoDate, out: ProcedureOutput): void {
  built.location.isArchived = true;
  built.location.archivedAt = `${on}T16:00:00.000Z`;
  for (const o of built.occupants) {
    if (o.etat !== 'present') continue;
    o.etat = 'exhume';
    o.dateExhumation = clampPast(ctx, addDays(on, ctx.r.int(10, 40)));
    out.toOssuary.push(o);
  }
}

/** The procedure row of a reprise after abandonment, in its legal timing, and what it changed on the concession. */
export function makeProcedure(ctx: Ctx, story: ProcedureStory, emplacementId: string, built: BuiltConcession, out: ProcedureOutput): Procedure {
  const { r, today } = ctx;
  const etat = story.done ? 13 : ([3, 7, 10] as const)[story.index % 3] ?? 3;
  // The third open reprise is an old one, opened before 2022: it keeps its three-year pause.
  const regimeWanted = !story.done && story.index % 3 === 2 ? 'avant-2022' : '2022';
  let start = startForStep(today, etat, story.done ? r.int(30, 300) : r.int(3, 25), regimeWanted);
  if (regimeWanted === 'avant-2022' && start >= '2022-01-01') start = r.dateBetween('2020-09-01', '2021-10-31');
  const regime = regimeFor(start);
  const timeline = repriseAbandonTimeline(start, regime);
  const fin = story.done ? (timeline[13] as IsoDate) : null;
  if (fin) closeConcession(ctx, built, fin, out);
  return {
    ...newRow(ctx), emplacementId, locationId: built.location.id, kind: story.kind, etat, regime, dateDebut: start, dateFin: fin,
    etapes: repriseAbandonEtapes(timeline, etat),
    data: {
      datePremierPVestimee: timeline[3], dateDeuxiemePVestimee: timeline[9], familleOuEntretien: r.chance(0.5),
      signes: { tombeCassee: true, affaissement: r.chance(0.5), grilleRouillee: r.chance(0.6), vegetation: true, autre: false },
      description: 'Monument fissuré, croix descellée, végétation envahissante, inscriptions illisibles.',
    },
  };
}
