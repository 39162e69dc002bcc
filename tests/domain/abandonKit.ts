import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure } from '../../src/domain/entities/procedure';
import { recordStep } from '../../src/domain/procedures/engine';
import { repriseAbandon } from '../../src/domain/procedures/repriseAbandon';
import type { EngineContext, TargetPlot } from '../../src/domain/procedures/types';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import { abandonActs, type AbandonAct, type AbandonScript } from '../../server/demo/repriseAbandon';
import { LOCATION_DEFAULTS, OCCUPANT_DEFAULTS } from './procedureKit';

/** The reprise after abandonment on the engine alone: a concession of 1960, one deceased of 1990, an ossuary. */

const row = { espaceId: 'e', version: 1, seq: 1, updatedAt: '', deletedAt: null };
export const OSSUAIRE_PLOT = '0192f111-0000-7000-8000-0000000000aa';
export const JARDIN_PLOT = '0192f111-0000-7000-8000-0000000000bb';

export function abandonLocation(over: Partial<Location> = {}): Location {
  return { ...LOCATION_DEFAULTS, ...row, id: 'loc', emplacementId: 'plot', duree: null, perpetuelle: true, dateDebut: '1960-05-01', dateFin: null, dateOriginelle: '1960-05-01', ...over } as unknown as Location;
}

const occupant = { ...OCCUPANT_DEFAULTS, ...row, id: 'occ', emplacementId: 'plot', locationId: 'loc', dateInhumCrema: '1990-01-01' } as unknown as Occupant;

function target(id: string, type: string): TargetPlot {
  return {
    emplacement: { ...row, id, carre: 'Z', allee: null, numero: type } as unknown as Emplacement,
    location: { ...LOCATION_DEFAULTS, ...row, id: `${id}-loc`, emplacementId: id, type, duree: null, dateFin: null } as unknown as Location,
  };
}

export interface AbandonWorld {
  location: Location;
  occupants: Occupant[];
}

export function abandonWorld(o: { location?: Partial<Location>; occupants?: boolean } = {}): AbandonWorld {
  return { location: abandonLocation(o.location), occupants: o.occupants === false ? [] : [occupant] };
}

export function engine(w: AbandonWorld, today: string): EngineContext {
  return {
    today, now: `${today}T10:00:00.000Z`, emplacement: null, location: w.location, occupants: w.occupants, contacts: [], tarifs: [],
    targets: { [OSSUAIRE_PLOT]: target(OSSUAIRE_PLOT, 'Ossuaire'), [JARDIN_PLOT]: target(JARDIN_PLOT, 'Jardin du souvenir') },
  };
}

export const FRESH: Procedure = {
  ...row, id: 'p', emplacementId: 'plot', locationId: 'loc', kind: 'repriseAbandon', etat: 0, dateDebut: null, dateFin: null, regime: null, etapes: [], data: {},
};

/** Records one act; 'ok' and the procedure as it becomes, or the French refusal. */
export function attempt(w: AbandonWorld, proc: Procedure, act: AbandonAct, today = act.today): { error: string | null; procedure: Procedure } {
  const out = recordStep(repriseAbandon, proc, { etape: act.etape, phase: act.phase, champs: { ...act.champs, valide: true } }, engine(w, today));
  return out.ok ? { error: null, procedure: out.procedure } : { error: out.error, procedure: proc };
}

/** Runs acts in order; throws on the first refusal (the script is lawful). */
export function run(w: AbandonWorld, acts: readonly AbandonAct[], from: Procedure = FRESH): Procedure {
  let proc = from;
  for (const act of acts) {
    const out = attempt(w, proc, act);
    if (out.error) throw new Error(`étape ${act.etape} ${act.phase ?? ''} le ${act.today} : ${out.error}`);
    proc = out.procedure;
  }
  return proc;
}

export const SCRIPT: AbandonScript = { regime: '2022', ossuaireId: OSSUAIRE_PLOT };

/** The acts of a reprise opened on `start` under the 2022 regime, and the index of the first act of a step. */
export function script(start: string, s: AbandonScript = SCRIPT) {
  const acts = abandonActs(start, s);
  const upTo = (etape: number, phase: 'affichage' | 'suspension' | null = null) => acts.findIndex((a) => a.etape === etape && (phase === null || a.phase === phase));
  return { acts, before: (etape: number, phase: 'affichage' | 'suspension' | null = null) => acts.slice(0, upTo(etape, phase)), act: (etape: number, phase: 'affichage' | 'suspension' | null = null) => acts[upTo(etape, phase)] as AbandonAct };
}
