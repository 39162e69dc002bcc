import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates';
import { MSG_ABANDON } from '../../src/domain/procedures/abandon/messages';
import { abandonFacts, stepToRedo } from '../../src/domain/procedures/abandon/overview';
import { abandonActs } from '../../server/demo/repriseAbandon';
import { abandonWorld, OSSUAIRE_PLOT, run } from './abandonKit';

/**
 * Issue 29, 'The screen points to the wrong step': a first PV not posted within the eight days after it was drawn
 * up (R2223-16) is the step to redo, and the alert says so in correct French.
 */
const w = abandonWorld();
const acts = abandonActs('2026-01-05', { regime: '2022', ossuaireId: OSSUAIRE_PLOT });
const pvIndex = acts.findIndex((a) => a.etape === 3);
const pvDay = acts[pvIndex]?.today ?? '';
const upToPv = run(w, acts.slice(0, pvIndex + 1));
const posted = run(w, acts.slice(0, pvIndex + 2));

describe('the step to redo after a PV not posted in time (R2223-16)', () => {
  it.each([
    ['the day of the PV', upToPv, 0, null],
    ['day 8 after the PV, not yet posted', upToPv, 8, null],
    ['day 9 after the PV, never posted', upToPv, 9, 3],
    ['a month after the PV, never posted', upToPv, 30, 3],
    ['day 9, the posting recorded in time', posted, 9, null],
  ] as const)('%s → %s', (_label, proc, days, expected) => {
    const today = addDays(pvDay, days);
    expect(stepToRedo(proc, today)).toBe(expected);
    expect(abandonFacts(proc, today).redo).toBe(expected);
    expect(abandonFacts(proc, today).alerts.includes(MSG_ABANDON.affichageHorsDelai)).toBe(expected !== null);
  });

  it('before any PV there is nothing to redo', () => {
    expect(stepToRedo(run(w, acts.slice(0, pvIndex)), addDays(pvDay, 30))).toBeNull();
  });

  it("the alert is correct French: 'n'avez pas procédé'", () => {
    expect(MSG_ABANDON.affichageHorsDelai).toBe("Vous n'avez pas procédé à l'affichage du PV dans les 8 jours suivant son établissement. Vous devez recommencer cette étape.");
  });
});
