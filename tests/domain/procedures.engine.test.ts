import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addMonths } from '../../src/domain/dates';
import type { Location } from '../../src/domain/entities/location';
import type { Procedure } from '../../src/domain/entities/procedure';
import { recordOf, recordStep, stepStates } from '../../src/domain/procedures/engine';
import { stepLabel } from '../../src/domain/procedures/labels';
import { MSG_STEPS } from '../../src/domain/procedures/messages';
import { defineStep, type EngineContext, type ProcedureDef } from '../../src/domain/procedures/types';
import { MSG_VALIDATION_REQUISE } from '../../src/domain/wizards/validation';
import { LOCATION_DEFAULTS } from './procedureKit';

/**
 * The engine on a made-up procedure shaped like the reprise after abandonment (issue 12): a posting step in two
 * phases ('affichage', then 'suspension' at least one month later, 'Continuer' between them), then a step.
 */

const location = { ...LOCATION_DEFAULTS, id: 'loc', emplacementId: 'plot', espaceId: 'e', version: 1, seq: 1, updatedAt: '', deletedAt: null } as unknown as Location;
const engine = (today: string): EngineContext => ({ today, now: `${today}T10:00:00Z`, emplacement: null, location, occupants: [], contacts: [], tarifs: [], targets: {} });

const affichage = defineStep({
  etape: 1,
  titre: 'Affichages',
  bouton: 'Démarrer',
  phases: ['affichage', 'suspension'],
  schema: z.object({ phase: z.enum(['affichage', 'suspension']), date: z.iso.date({ error: 'La date est obligatoire.' }), valide: z.literal(true) }),
  // The suspension at least one month after the posting (spec 002 §5).
  availableFrom: (proc) => {
    const rec = recordOf(proc, 1);
    return rec?.enCours && rec.dateDebut ? addMonths(rec.dateDebut, 1) : null;
  },
  date: (f) => f.date,
});
const fin = defineStep({ etape: 2, titre: 'Fin', bouton: 'Confirmer', schema: z.object({ date: z.iso.date(), valide: z.literal(true) }), date: (f) => f.date });
const def: ProcedureDef = { kind: 'repriseAbandon', steps: [affichage, fin], regime: (d) => (d >= '2022-12-01' ? '2022' : 'avant-2022') };

const fresh: Procedure = {
  id: 'p', espaceId: 'e', version: 1, seq: 1, updatedAt: '', deletedAt: null, emplacementId: 'plot', locationId: 'loc', kind: 'repriseAbandon',
  etat: 0, dateDebut: null, dateFin: null, regime: '2022', etapes: [], data: {},
};

function step(proc: Procedure, etape: number, phase: 'affichage' | 'suspension' | null, date: string, today = date): Procedure {
  const out = recordStep(def, proc, { etape, phase, champs: { date, valide: true } }, engine(today));
  if (!out.ok) throw new Error(out.error);
  return out.procedure;
}

const labels = (proc: Procedure, today: string) => stepStates(def, proc, engine(today)).map((v) => stepLabel(v.state).text);

describe('phases: affichage, then suspension after a month, Continuer between', () => {
  it('shows Démarrer, then a disabled « A partir du », then Continuer, then the step done', () => {
    expect(labels(fresh, '2026-01-05')).toEqual(['Démarrer', 'Confirmer']);
    const posted = step(fresh, 1, 'affichage', '2026-01-05');
    expect(posted.etapes).toEqual([{ etape: 1, dateFin: null, enCours: true, dateDebut: '2026-01-05', phase: 'affichage', champs: { date: '2026-01-05' } }]);
    expect(posted.etat).toBe(0);
    expect(stepStates(def, posted, engine('2026-02-04'))[0]?.state).toEqual({ kind: 'aPartirDu', date: '2026-02-05' });
    expect(labels(posted, '2026-02-04')).toEqual(['A partir du 05/02/2026', 'Confirmer']);
    expect(labels(posted, '2026-02-05')).toEqual(['Continuer', 'Confirmer']);
    expect(stepLabel({ kind: 'enAttente', bouton: 'Confirmer' }).disabled).toBe(true);
    const suspended = step(posted, 1, 'suspension', '2026-02-05');
    expect(suspended).toMatchObject({ etat: 1, dateDebut: '2026-01-05', dateFin: null });
    expect(labels(suspended, '2026-02-05')).toEqual(['étape effectuée le 05/02/2026', 'Confirmer']);
    expect(stepStates(def, suspended, engine('2026-02-05'))[1]?.state).toEqual({ kind: 'aFaire', bouton: 'Confirmer' });
    const done = step(suspended, 2, null, '2026-03-01');
    expect(done).toMatchObject({ etat: 2, dateFin: '2026-03-01' });
  });

  it.each([
    ['the suspension a day early', 'suspension', '2026-02-04', "Cette étape n'est possible qu'à partir du 05/02/2026."],
    ['the posting phase again', 'affichage', '2026-02-10', MSG_STEPS.phaseInconnue],
    ['no phase', null, '2026-02-10', MSG_STEPS.phaseInconnue],
  ])('refuses %s', (_l, phase, date, message) => {
    const posted = step(fresh, 1, 'affichage', '2026-01-05');
    const out = recordStep(def, posted, { etape: 1, phase: phase as 'affichage' | null, champs: { date, valide: true } }, engine('2026-03-01'));
    expect(out.ok ? 'ok' : out.error).toBe(message);
  });

  it('refuses the next step while one is under way, and any step unticked', () => {
    const posted = step(fresh, 1, 'affichage', '2026-01-05');
    const next = recordStep(def, posted, { etape: 2, champs: { date: '2026-03-01', valide: true } }, engine('2026-03-01'));
    expect(next.ok ? 'ok' : next.error).toBe("Veuillez d'abord effectuer l'étape 1 : Affichages.");
    const unticked = recordStep(def, fresh, { etape: 1, phase: 'affichage', champs: { date: '2026-01-05' } }, engine('2026-03-01'));
    expect(unticked.ok ? 'ok' : unticked.error).toBe(MSG_VALIDATION_REQUISE);
  });

  it('keeps the regime per procedure', () => {
    expect(def.regime?.('2021-06-01')).toBe('avant-2022');
  });
});
