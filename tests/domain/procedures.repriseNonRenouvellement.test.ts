import { describe, expect, it } from 'vitest';
import { registreRows } from '../../src/domain/documents/registre';
import type { Occupant } from '../../src/domain/entities/occupant';
import { MSG_STEPS } from '../../src/domain/procedures/messages';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { context, LOCATION_DEFAULTS, OCCUPANT_DEFAULTS, outcome, pid, V, world } from './procedureKit';

/**
 * Reprise pour non-renouvellement (spec 002 §2, §4, §5; L2223-15: two years after expiry and the duty to
 * inform; R2223-5 doctrine: five years after the last burial; L2223-4 and 2024-1110 QPC: ossuary by default).
 */

const informed = { informationRenouvellement: { date: '2020-02-01', moyens: ['courrier'] } };

function setup(options: { occupants?: number; burial?: string; champsSupp?: unknown } = {}) {
  const w = world({ duree: 30, dateDebut: '1990-01-01', dateFin: '2020-01-01', dateOriginelle: '1990-01-01', champsSupp: options.champsSupp === undefined ? informed : options.champsSupp });
  const occupants = Array.from({ length: options.occupants ?? 1 }, (_, i) =>
    w.c.put('occupants', { ...OCCUPANT_DEFAULTS, prenom: `P${i}`, emplacementId: w.plot.id, locationId: w.loc.id, dateInhumCrema: options.burial ?? '2000-01-01' }));
  const equipment = (type: string) => {
    const plot = w.c.put('emplacements', { carre: 'Z', allee: null, numero: type, surface: 20 });
    const loc = w.c.put('locations', { ...LOCATION_DEFAULTS, emplacementId: plot.id, type, duree: null, dateFin: null, typeConcession: null });
    return { plot, loc };
  };
  const ossuaire = equipment('Ossuaire');
  const jardin = equipment('Jardin du souvenir');
  const ctx = context('2026-06-01');
  const id = pid();
  const start = (champs: Record<string, unknown> = {}) =>
    w.c.run('procedure.start', { id, kind: 'repriseNonRenouvellement', emplacementId: w.plot.id, locationId: w.loc.id, etape: { etape: 1, champs: { dateArrete: '2026-01-10', numeroArrete: '2026-14', ...V, ...champs } } }, ctx);
  const step = (etape: number, champs: Record<string, unknown>) => w.c.run('procedure.recordStep', { id, etape, champs: { ...V, ...champs } }, ctx);
  return { ...w, occupants, ossuaire, jardin, ctx, id, start, step };
}

describe('reprise pour non-renouvellement, four steps with deceased', () => {
  it('ends the concession and moves the remains to the ossuary, whose register then lists them', () => {
    const s = setup();
    expect(outcome(s.start())).toBe('applied');
    expect(outcome(s.step(2, { dateDestination: '2026-02-01', destinationDefunt: 'ossuaire', ossuaireEmplacementId: s.ossuaire.plot.id, oppositionCremationConnue: null }))).toBe('applied');
    expect(outcome(s.step(3, { dateRemiseEnEtat: '2026-03-01' }))).toBe('applied');
    expect(s.c.get('locations', s.loc.id)).toMatchObject({ isArchived: false });
    expect(outcome(s.step(4, { dateDepot: '2026-03-15' }))).toBe('applied');
    expect(s.c.get('procedures', s.id)).toMatchObject({ etat: 4, dateFin: '2026-03-15' });
    expect(s.c.get('locations', s.loc.id)).toMatchObject({ isArchived: true });
    const moved = s.c.get('occupants', s.occupants[0]?.id ?? '') as unknown as Occupant;
    expect(moved).toMatchObject({ emplacementId: s.ossuaire.plot.id, locationId: s.ossuaire.loc.id, etat: 'present', dateExhumation: '2026-03-15' });
    const inOssuary = s.c.all('occupants').filter((o) => o.locationId === s.ossuaire.loc.id) as unknown as Occupant[];
    expect(registreRows(inOssuary).map((r) => [r.prenom, r.depot])).toEqual([['P0', '15/03/2026']]);
  });

  it('to the Jardin du souvenir after the family was informed and with no known opposition: cremated and dispersed', () => {
    const s = setup();
    s.start();
    expect(outcome(s.step(2, { dateDestination: '2026-02-01', destinationDefunt: 'jardin', jardinEmplacementId: s.jardin.plot.id, oppositionCremationConnue: false, dateInformationFamille: '2026-01-20' }))).toBe('applied');
    s.step(3, { dateRemiseEnEtat: '2026-03-01' });
    expect(outcome(s.step(4, { dateDepot: '2026-03-15' }))).toBe('applied');
    expect(s.c.get('occupants', s.occupants[0]?.id ?? '')).toMatchObject({
      emplacementId: s.jardin.plot.id, modeSepulture: 'cremation', cremation: { destinationUrneCendre: 'dispersionJardin', dateDispersion: '2026-03-15' },
    });
  });

  it.each([
    ['no destination', {}, MSG_STEPS.rnrDestination],
    ['the ossuary not chosen', { destinationDefunt: 'ossuaire' }, MSG_STEPS.rnrOssuaire],
    ['a plot that is no ossuary', { destinationDefunt: 'ossuaire', ossuaireEmplacementId: 'JARDIN' }, MSG_STEPS.rnrPasOssuaire],
    ['the Jardin not chosen', { destinationDefunt: 'jardin' }, MSG_STEPS.rnrJardin],
    ['a known opposition to cremation (2024-1110 QPC)', { destinationDefunt: 'jardin', jardinEmplacementId: 'JARDIN', oppositionCremationConnue: true, dateInformationFamille: '2026-01-20' }, MSG_STEPS.rnrOpposition],
    ['the family not informed before cremation', { destinationDefunt: 'jardin', jardinEmplacementId: 'JARDIN', oppositionCremationConnue: false }, MSG_STEPS.rnrInformationCremation],
  ])('step 2 refuses %s', (_l, champs, message) => {
    const s = setup();
    s.start();
    const resolved = Object.fromEntries(Object.entries(champs).map(([k, v]) => [k, v === 'JARDIN' ? s.jardin.plot.id : v]));
    expect(outcome(s.step(2, { dateDestination: '2026-02-01', ...resolved }))).toBe(message);
    expect(s.c.get('procedures', s.id)).toMatchObject({ etat: 1 });
  });

  it('keeps the order: step 4 before step 3 is refused', () => {
    const s = setup();
    s.start();
    s.step(2, { dateDestination: '2026-02-01', destinationDefunt: 'ossuaire', ossuaireEmplacementId: s.ossuaire.plot.id });
    expect(outcome(s.step(4, { dateDepot: '2026-03-15' }))).toBe("Veuillez d'abord effectuer l'étape 3 : Remise en état.");
  });
});

describe('reprise pour non-renouvellement, three steps with no deceased', () => {
  it('ends at the restoration: the concession is archived, the plot free', () => {
    const s = setup({ occupants: 0 });
    s.start();
    expect(outcome(s.step(2, { dateDestination: '2026-02-01' }))).toBe('applied');
    expect(outcome(s.step(3, { dateRemiseEnEtat: '2026-03-01' }))).toBe('applied');
    expect(s.c.get('procedures', s.id)).toMatchObject({ etat: 3, dateFin: '2026-03-01' });
    expect(s.c.get('locations', s.loc.id)).toMatchObject({ isArchived: true });
    expect(outcome(s.step(4, { dateDepot: '2026-03-15' }))).toBe(MSG_STEPS.procedureTerminee);
  });
});

describe('its conditions (L2223-15, R2223-5)', () => {
  it.each([
    ['the order the day before the second anniversary of expiry', {}, { dateArrete: '2021-12-31' }, MSG_PROCEDURES.rnrPasEchue],
    ['on the second anniversary', {}, { dateArrete: '2022-01-01' }, 'applied'],
    ['the order before the information', { champsSupp: { informationRenouvellement: { date: '2023-01-01', moyens: ['courrier'] } } }, { dateArrete: '2022-06-01' }, MSG_PROCEDURES.rnrInformation],
    ['never informed', { champsSupp: null }, {}, MSG_PROCEDURES.rnrInformation],
    ['a burial 5 years ago less a day', { burial: '2019-06-01' }, { dateArrete: '2024-05-31' }, MSG_PROCEDURES.rnrInhumationRecente],
    ['a burial exactly 5 years before', { burial: '2019-06-01' }, { dateArrete: '2024-06-01' }, 'applied'],
  ])('%s', (_l, options, champs, expected) => {
    expect(outcome(setup(options).start(champs))).toBe(expected);
  });

  it('records the duty to inform (L2223-15): posting at the cemetery alone is not enough', () => {
    const s = setup({ champsSupp: null });
    const inform = (moyens: string[], date = '2026-05-01') => s.c.run('location.informRenouvellement', { id: s.loc.id, date, moyens }, s.ctx);
    expect(outcome(inform(['affichage']))).toBe(MSG_STEPS.informationAffichageSeul);
    expect(outcome(inform(['affichage', 'plaque']))).toBe(MSG_STEPS.informationAffichageSeul);
    expect(outcome(inform([]))).toBe(MSG_STEPS.informationMoyens);
    expect(outcome(inform(['courrier'], '2026-06-02'))).toBe("La date de l'information ne peut pas être postérieure à aujourd'hui.");
    expect(outcome(inform(['affichage', 'courrierRecommande']))).toBe('applied');
    expect(s.c.get('locations', s.loc.id)?.champsSupp).toEqual({ informationRenouvellement: { date: '2026-05-01', moyens: ['affichage', 'courrierRecommande'], documents: [] } });
    expect(outcome(s.start({ dateArrete: '2026-05-01' }))).toBe('applied');
  });
});
