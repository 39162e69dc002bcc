import { describe, expect, it } from 'vitest';
import { abandonFacts } from '../../src/domain/procedures/abandon/overview';
import { postingSummary } from '../../src/domain/procedures/abandon/summary';
import { stepLabel } from '../../src/domain/procedures/labels';
import { stepStates } from '../../src/domain/procedures/engine';
import { repriseAbandon } from '../../src/domain/procedures/repriseAbandon';
import { abandonActs } from '../../server/demo/repriseAbandon';
import { abandonWorld, engine, FRESH, OSSUAIRE_PLOT, run, script } from './abandonKit';

/** The reprise after abandonment from start to end (spec 002 §2, §4): its steps, their computed states, its effect. */

describe('reprise après constat d’abandon, steps 1 to 13', () => {
  it('runs the whole lawful script and ends the concession, moving the deceased to the ossuary', () => {
    const w = abandonWorld();
    const acts = abandonActs('2024-03-04', { regime: '2022', ossuaireId: OSSUAIRE_PLOT });
    const proc = run(w, acts);
    expect(proc).toMatchObject({ etat: 13, regime: '2022', dateDebut: '2024-03-04' });
    expect(proc.dateFin).not.toBeNull();
    expect(proc.data).toMatchObject({ datePremierPVestimee: '2024-04-08', dateHeurePV1: '2024-04-08T10:00', intervalleAffichagesJours: 15, photoAbandon: false });
    expect(Object.keys(proc.data['affichages'] as object)).toEqual(['avis1', 'pv1_1', 'pv1_2', 'pv1_3', 'avis2', 'pv2']);
  });

  it('has 13 steps with deceased and ends at step 12 without, with step 0 only when the deed is unknown', () => {
    const titles = (w: ReturnType<typeof abandonWorld>) => stepStates(repriseAbandon, FRESH, engine(w, '2026-01-10')).map((v) => v.etape);
    expect(titles(abandonWorld())).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(titles(abandonWorld({ occupants: false }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(titles(abandonWorld({ location: { dateDebut: null, dateOriginelle: null } }))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const w = abandonWorld({ occupants: false });
    const proc = run(w, abandonActs('2024-03-04', { regime: '2022' }));
    expect(proc.etat).toBe(12);
    expect(proc.dateFin).not.toBeNull();
  });

  it('shows Démarrer, Continuer and « A partir du » from the recorded dates', () => {
    const w = abandonWorld();
    const s = script('2026-01-05');
    const posted = run(w, s.before(2, 'suspension'));
    const label = (proc: typeof posted, today: string, etape: number) => stepLabel(stepStates(repriseAbandon, proc, engine(w, today)).find((v) => v.etape === etape)?.state ?? { kind: 'ignoree' }).text;
    // Step 2 posted on 06/01/2026: its end a month later.
    expect(label(posted, '2026-02-05', 2)).toBe('A partir du 06/02/2026');
    expect(label(posted, '2026-02-06', 2)).toBe('Continuer');
    const ended = run(w, [s.act(2, 'suspension')], posted);
    // The PV on the day notified (09/02/2026).
    expect(label(ended, '2026-02-06', 3)).toBe('A partir du 09/02/2026');
    expect(label(ended, '2026-02-09', 3)).toBe('Démarrer');
    expect(label(ended, '2026-02-09', 2)).toBe('étape effectuée le 06/02/2026');
  });

  it('summarises finished steps: postings, family, receipts, photo', () => {
    const w = abandonWorld();
    const s = script('2026-01-05');
    const proc = run(w, s.before(5));
    const summary = (etape: number) => repriseAbandon.steps.find((st) => st.etape === etape)?.summary?.(proc.etapes.find((e) => e.etape === etape)?.champs ?? {});
    expect(summary(1)).toEqual(["Notification aux familles : 05/01/2026, constat fixé au 09/02/2026 à 10 h 00", "Famille ou personne chargée de l'entretien connue : oui", 'Accusé de réception de la lettre recommandée : 08/01/2026']);
    expect(summary(3)).toEqual(['Constat du 09/02/2026 à 10 h 00', "Famille ou personne chargée de l'entretien présente : non", "Photo de l'abandon : non"]);
    expect(summary(4)).toEqual(['Affichage en mairie : du 11/02/2026 au 11/03/2026', 'Affichage au cimetière : du 11/02/2026 au 11/03/2026', 'Envoi du procès-verbal en recommandé : 10/02/2026', 'Accusé de réception : 13/02/2026']);
  });
});

describe('the upcoming legal dates of a cemetery (for the calendar and the notifications)', () => {
  it('lists each reprise’s next possible date and last day, sorted', async () => {
    const { cemeteryLegalDates } = await import('../../src/domain/procedures/legalCalendar');
    const w = abandonWorld();
    const s = script('2026-01-05');
    const atPv = run(w, s.before(4));
    const waiting = run(w, s.before(2, 'suspension'));
    const rows = {
      emplacements: [], locations: [w.location], occupants: w.occupants, contacts: [],
      procedures: [{ ...atPv, id: 'a' }, { ...waiting, id: 'b' }],
    };
    const dates = cemeteryLegalDates(rows, '2026-02-01', '2026-02-01T10:00:00Z');
    expect(dates.map((d) => [d.procedureId, d.etape, d.date, d.nature])).toEqual([
      ['b', 2, '2026-02-06', 'possible'],
      ['a', 4, '2026-02-17', 'limite'],
    ]);
    expect(dates[1]?.objet).toBe('Notification et affichage du premier procès-verbal (1/3) : dernier jour');
  });
});

describe('what the reprise’s page says of it', () => {
  it('gives what is done as a fact and what is not yet as a forecast, none once past', () => {
    const w = abandonWorld();
    const s = script('2024-03-04');
    const underWay = run(w, s.before(4, 'suspension'));
    const during = abandonFacts(underWay, '2024-04-20');
    expect(during.regime).toBe('Régime du décret 2022-1127 (procédure ouverte à partir du 07/08/2022) : seconde notification un an après la fin des affichages du premier procès-verbal');
    expect(during.lines).toEqual(['Premier constat dressé le 08/04/2024', 'Intervalle entre les affichages du procès-verbal : 15 jours']);
    const done = abandonFacts(run(w, s.acts), '2026-01-10');
    expect(done.lines.filter((l) => /prévu|possible|Intervalle/.test(l))).toEqual([]);
    expect(abandonFacts(run(w, abandonActs('2021-03-15', { regime: 'avant-2022', ossuaireId: OSSUAIRE_PLOT }).slice(0, 3)), '2021-05-01').regime).toBe(
      'Régime antérieur au décret 2022-1127 (procédure ouverte avant le 07/08/2022) : seconde notification 3 ans après la fin des affichages du premier procès-verbal',
    );
  });

  it('shows a posting between its two visits: since when it is posted, its end to record', () => {
    expect(postingSummary({ affichageMairie: '2024-04-10', affichageCimetiere: '2024-04-11', suspensionMairie: null, suspensionCimetiere: null })).toEqual([
      "Affichage en mairie : depuis le 10/04/2024, fin d'affichage à saisir",
      "Affichage au cimetière : depuis le 11/04/2024, fin d'affichage à saisir",
    ]);
    expect(postingSummary({ affichageMairie: '2024-04-10', affichageCimetiere: '2024-04-11', suspensionMairie: '2024-05-10', suspensionCimetiere: '2024-05-11' })[0]).toBe('Affichage en mairie : du 10/04/2024 au 10/05/2024');
  });
});
