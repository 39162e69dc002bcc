import { describe, expect, it } from 'vitest';
import {
  avisNotice, concessionNotice, donneesManquantesNotice, electionNotice, GROUP_THRESHOLD, parametrageNotice, parseElections, planNotifications,
  premieresActionsNotice, procedureNotice, toussaintNotice, type CemeteryFacts, type ConcessionFact, type ProcedureDateFact,
} from '../../src/domain/notifications';

/** The rules of the notifications that arrive by themselves (spec 000 §4), each limit with the day either side. */
const TODAY = '2026-11-23';

const concession = (fields: Partial<ConcessionFact> = {}): ConcessionFact => ({
  locationId: 'loc-1', emplacementId: 'plot-1', plot: 'Carré A - Allée 2 - N° 1', famille: 'Durand', type: 'Concession',
  perpetuelle: false, duree: 30, dateFin: TODAY, proceduresEnCours: [], ...fields,
});
const kindOf = (fields: Partial<ConcessionFact>, today = TODAY) => concessionNotice(concession(fields), today)?.kind ?? null;

describe('concessions (critique: expiring within the year, expired for two years; principale: to renew)', () => {
  it('expiring: from the end date itself to one year ahead, not the day after either limit', () => {
    expect(kindOf({ dateFin: '2026-11-23' })).toBe('echeance');
    expect(kindOf({ dateFin: '2027-11-23' })).toBe('echeance');
    expect(kindOf({ dateFin: '2027-11-24' })).toBeNull();
    expect(kindOf({ dateFin: '2026-11-22' })).toBe('aRenouveler');
  });

  it('to renew: the day after the end until the day before its second anniversary (CGCT L2223-15)', () => {
    expect(kindOf({ dateFin: '2026-11-22' })).toBe('aRenouveler');
    expect(kindOf({ dateFin: '2024-11-24' })).toBe('aRenouveler');
    expect(kindOf({ dateFin: '2024-11-23' })).toBe('echue');
  });

  it('expired for two years: from the second anniversary of the end on', () => {
    expect(kindOf({ dateFin: '2024-11-23' })).toBe('echue');
    expect(kindOf({ dateFin: '1990-01-01' })).toBe('echue');
  });

  it('says what and when, in French, linked to the plot', () => {
    const n = concessionNotice(concession({ dateFin: '2027-03-31' }), TODAY);
    expect(n).toMatchObject({ titre: 'Concession arrivant à échéance dans l\'année', emplacementId: 'plot-1', cle: 'echeance:loc-1:2027-03-31' });
    expect(n?.description).toBe('Carré A - Allée 2 - N° 1 (famille Durand) : la concession arrive à échéance le 31/03/2027. Informez le titulaire de son droit au renouvellement.');
    expect(concessionNotice(concession({ dateFin: '2025-06-30' }), TODAY)?.description).toContain('renouveler jusqu\'au 30/06/2027');
  });

  it('none for a perpetual concession, commune equipment, a missing end, or a renewal or reprise under way', () => {
    expect(kindOf({ perpetuelle: true })).toBeNull();
    expect(kindOf({ dateFin: null, duree: 99 })).toBeNull();
    expect(kindOf({ type: 'Ossuaire' })).toBeNull();
    expect(kindOf({ dateFin: null })).toBeNull();
    expect(kindOf({ proceduresEnCours: ['renouvellement'] })).toBeNull();
    expect(kindOf({ dateFin: '2000-01-01', proceduresEnCours: ['repriseNonRenouvellement'] })).toBeNull();
    expect(kindOf({ proceduresEnCours: ['donation'] })).toBe('echeance');
  });

  it('a Terrain commun has no renewal right: nothing between its end and two years after it, then échue', () => {
    expect(kindOf({ type: 'Terrain commun', dateFin: '2026-11-22' })).toBeNull();
    expect(kindOf({ type: 'Terrain commun', dateFin: '2024-11-23' })).toBe('echue');
  });

  it('a renewed concession (new end date) is a new subject', () => {
    const before = concessionNotice(concession({ dateFin: '2027-01-01' }), TODAY)?.cle;
    const after = concessionNotice(concession({ dateFin: '2027-06-01' }), TODAY)?.cle;
    expect(before).not.toBe(after);
  });
});

describe('procedure steps (principale), from the legal calendar', () => {
  const legal = (date: string, nature: 'possible' | 'limite' = 'possible'): ProcedureDateFact => ({
    procedureId: 'proc-1', kind: 'repriseAbandon', emplacementId: 'plot-1', etape: 9, titre: 'Second procès-verbal', date, nature, objet: '', plot: 'Carré B - N° 4',
  });
  it('from 30 days before the date to the date itself', () => {
    expect(procedureNotice(legal('2026-12-23'), TODAY)?.kind).toBe('etapeProcedure');
    expect(procedureNotice(legal('2026-12-24'), TODAY)).toBeNull();
    expect(procedureNotice(legal('2026-11-23', 'limite'), TODAY)?.kind).toBe('etapeProcedure');
    expect(procedureNotice(legal('2026-11-22', 'limite'), TODAY)).toBeNull();
  });
  it('names the procedure, the plot, the step and the date', () => {
    expect(procedureNotice(legal('2026-12-01'), TODAY)?.description).toBe('Reprise après constat d\'abandon, Carré B - N° 4 : « Second procès-verbal » possible à partir du 01/12/2026.');
    expect(procedureNotice(legal('2026-12-01', 'limite'), TODAY)?.description).toContain('à faire au plus tard le 01/12/2026');
  });
});

describe('reminders (principale)', () => {
  it('before a ballot: from 45 days before to the day before', () => {
    const e = { date: '2027-01-07', scrutin: 'municipales' } as const;
    expect(electionNotice(e, '2026-11-22')).toBeNull();
    expect(electionNotice(e, '2026-11-23')?.titre).toBe('Élections municipales');
    expect(electionNotice(e, '2027-01-06')?.description).toContain('maire');
    expect(electionNotice(e, '2027-01-07')).toBeNull();
  });
  it('reads the configured ballots, and refuses a malformed item in French', () => {
    expect(parseElections('2027-04-11:presidentielle, 2027-04-25:presidentielle')).toEqual({ ok: true, elections: [{ date: '2027-04-11', scrutin: 'presidentielle' }, { date: '2027-04-25', scrutin: 'presidentielle' }] });
    expect(parseElections(undefined)).toEqual({ ok: true, elections: [] });
    expect(parseElections('2027-02-30:municipales')).toMatchObject({ ok: false, message: expect.stringContaining('AAAA-MM-JJ:scrutin') });
    expect(parseElections('2027-04-11:presidentielles')).toMatchObject({ ok: false });
  });
  it('All Saints\' Day: through October, once a year', () => {
    expect(toussaintNotice('2026-09-30')).toBeNull();
    expect(toussaintNotice('2026-10-01')?.cle).toBe('toussaint:2026');
    expect(toussaintNotice('2026-10-31')?.cle).toBe('toussaint:2026');
    expect(toussaintNotice('2026-11-01')).toBeNull();
  });
  it('account setup: what is missing, monthly per addressee; nothing when complete', () => {
    const complete = { maire: true, tresorerie: true, coordonnees: true, tarifs: true };
    expect(parametrageNotice(complete, TODAY, 'tous')).toBeNull();
    const n = parametrageNotice({ ...complete, maire: false, tarifs: false }, TODAY, 'u1');
    expect(n).toMatchObject({ titre: 'Paramétrage du compte', cle: 'parametrage:u1:2026-11' });
    expect(n?.description).toBe('Renseignez le maire et sa signature, la grille tarifaire du cimetière : les actes, titres de recette et prix les reprennent.');
    expect(parametrageNotice({ ...complete, tarifs: false }, '2026-12-01', 'u1')?.cle).toBe('parametrage:u1:2026-12');
  });
  it('first actions: once, for a cemetery without plan, plots or concessions', () => {
    expect(premieresActionsNotice({ plan: true, emplacements: 3, concessions: 2 })).toBeNull();
    expect(premieresActionsNotice({ plan: false, emplacements: 0, concessions: 0 })?.description).toBe('Pour bien démarrer : importez le plan SVG du cimetière (Gérer mon compte, Infos cimetière) ; créez les emplacements sur le plan ; saisissez les concessions ou importez vos registres.');
  });
  it('suggestions: concessions with missing dates, quarterly; feedback, twice a year', () => {
    expect(donneesManquantesNotice(0, TODAY)).toBeNull();
    expect(donneesManquantesNotice(3, '2026-09-30')?.cle).toBe('suggestion:donnees:2026-T3');
    expect(donneesManquantesNotice(3, '2026-10-01')?.cle).toBe('suggestion:donnees:2026-T4');
    expect(avisNotice('2026-06-30').cle).toBe('avis:2026-S1');
    expect(avisNotice('2026-07-01')).toMatchObject({ cle: 'avis:2026-S2', titre: 'Donnez votre avis' });
  });
});

const facts = (fields: Partial<CemeteryFacts> = {}): CemeteryFacts => ({
  today: TODAY, toggles: ['critique', 'principale'], concessions: [], procedureDates: [],
  account: { maire: true, tresorerie: true, coordonnees: true, tarifs: true }, start: { plan: true, emplacements: 10, concessions: 10 },
  administrators: [], nePlusRappeler: new Set(), elections: [], ...fields,
});
const titles = (f: CemeteryFacts, known: ReadonlySet<string> = new Set()) => planNotifications(f, known).map((d) => `${d.criticite}: ${d.titre}`);

describe('planNotifications', () => {
  it('gives each kind its level (spec 000 §4), critical ones first', () => {
    const f = facts({ concessions: [concession({ dateFin: '2027-01-01' }), concession({ locationId: 'loc-2', dateFin: '2025-01-01' }), concession({ locationId: 'loc-3', dateFin: '2020-01-01' })] });
    expect(titles(f)).toEqual([
      'critique: Concession arrivant à échéance dans l\'année',
      'critique: Concession échue depuis plus de deux ans',
      'principale: Concession à renouveler',
      'principale: Donnez votre avis',
    ]);
  });

  it('nothing twice: a subject already notified (closed or not) is not notified again', () => {
    const f = facts({ concessions: [concession({ dateFin: '2027-01-01' })] });
    const first = planNotifications(f, new Set());
    const known = new Set(first.flatMap((d) => [d.cle, ...d.couvre]));
    expect(planNotifications(f, known)).toEqual([]);
  });

  it('honours the toggles: critical off gives no critical one, main off no main one', () => {
    const f = (toggles: string[]) => facts({ toggles, concessions: [concession({ dateFin: '2027-01-01' }), concession({ locationId: 'loc-2', dateFin: '2025-01-01' })] });
    expect(titles(f(['principale']))).toEqual(['principale: Concession à renouveler', 'principale: Donnez votre avis']);
    expect(titles(f(['critique']))).toEqual(['critique: Concession arrivant à échéance dans l\'année']);
    expect(titles(f([]))).toEqual([]);
  });

  it(`groups more than ${GROUP_THRESHOLD} new subjects of one kind into one notification that covers them all`, () => {
    const many = Array.from({ length: GROUP_THRESHOLD + 2 }, (_, i) => concession({ locationId: `loc-${i}`, plot: `Carré C - N° ${i + 1}`, dateFin: `2027-0${i + 1}-15` }));
    const [group, ...rest] = planNotifications(facts({ concessions: many }), new Set());
    expect(group).toMatchObject({ titre: '7 concessions arrivent à échéance dans l\'année', criticite: 'critique', emplacementId: null, cle: 'groupe:echeance:2026-11-23' });
    expect(group?.couvre).toHaveLength(7);
    expect(group?.description).toBe('Carré C - N° 1 (15/01/2027), Carré C - N° 2 (15/02/2027), Carré C - N° 3 (15/03/2027), Carré C - N° 4 (15/04/2027), Carré C - N° 5 (15/05/2027) et 2 autres. Retrouvez-les dans la liste des concessions.');
    expect(rest.map((d) => d.titre)).toEqual(['Donnez votre avis']);
    const exactly = planNotifications(facts({ concessions: many.slice(0, GROUP_THRESHOLD) }), new Set());
    expect(exactly.filter((d) => d.kind === 'echeance')).toHaveLength(GROUP_THRESHOLD);
  });

  it('the setup reminder goes to each administrator, except one who asked not to be reminded', () => {
    const f = facts({ account: { maire: false, tresorerie: true, coordonnees: true, tarifs: true }, administrators: ['a1', 'a2'], nePlusRappeler: new Set(['a2']) });
    const setup = planNotifications(f, new Set()).filter((d) => d.kind === 'parametrage');
    expect(setup.map((d) => d.userId)).toEqual(['a1']);
    expect(planNotifications(facts({ account: f.account }), new Set()).find((d) => d.kind === 'parametrage')?.userId).toBeNull();
  });

  it('counts concessions with missing dates for the suggestion, equipment aside', () => {
    const f = facts({ concessions: [concession({ dateFin: null, duree: null }), concession({ locationId: 'o', type: 'Ossuaire', dateFin: null, duree: null })] });
    expect(planNotifications(f, new Set()).find((d) => d.kind === 'suggestion')?.description).toMatch(/^1 concession n'a ni date de fin/);
  });
});
