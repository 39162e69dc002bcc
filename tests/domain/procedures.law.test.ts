import { describe, expect, it } from 'vitest';
import { MSG_STEPS } from '../../src/domain/procedures/messages';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { CONTACT_DEFAULTS, context, LOCATION_DEFAULTS, OCCUPANT_DEFAULTS, outcome, pid, tarifFields, V, world } from './procedureKit';

/**
 * One row per rule of ../shared/LAW.md that the five procedures touch, citing its article, each tried on both
 * sides of its limit. `side(x)` runs the scenario with the limit's parameter and returns what the town hall
 * sees: 'applied' or the French message (or a value for the pricing rules).
 */

type Side = string | number | null | undefined;

/** A concession of 15 years ending 01/03/2025, priced 300 (A renouveler on 01/06/2026). */
function renewal(champs: Record<string, unknown>, options: { today?: string; tarifs?: Array<Record<string, unknown>>; location?: Record<string, unknown> } = {}) {
  const w = world(options.location);
  for (const t of options.tarifs ?? [tarifFields({ tarifRenouv: 350 })]) w.c.put('tarifs', t);
  const ctx = context(options.today ?? '2027-02-28');
  const id = pid();
  const d = w.c.run('procedure.start', { id, kind: 'renouvellement', emplacementId: w.plot.id, locationId: w.loc.id, etape: { etape: 1, champs: { dateRenouvellement: options.today ?? '2027-02-28', nouvelleDuree: 15, ...V, ...champs } } }, ctx);
  return { w, d, id };
}

function conversion(champs: Record<string, unknown>, today = '2025-01-01') {
  const w = world({ duree: 30, dateDebut: '2010-01-01', dateFin: '2040-01-01', prix: 600 });
  for (const duree of [50, 99]) w.c.put('tarifs', tarifFields({ duree, tarifFixe: 1000 }));
  const id = pid();
  const d = w.c.run('procedure.start', { id, kind: 'conversion', emplacementId: w.plot.id, locationId: w.loc.id }, context('2024-01-01'));
  if (d.status !== 'applied') return { w, d, id };
  const r = w.c.run('procedure.recordStep', { id, etape: 1, champs: { prixInitial: 600, dateContratInitial: '2010-01-01', dateConversion: today, nouvelleDuree: 50, ...V, ...champs } }, context(today));
  return { w, d: r, id };
}

function retrocession(champs: Record<string, unknown>, options: { occupant?: string; ccasTier?: boolean } = {}) {
  const w = world({ duree: 30, dateDebut: '2010-01-01', dateFin: '2040-01-01', prix: 600 });
  w.c.put('tarifs', tarifFields({ duree: 30, dateApplication: '2005-01-01', isCCASTier: options.ccasTier ?? false }));
  if (options.occupant) w.c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: w.plot.id, locationId: w.loc.id, etat: options.occupant });
  const id = pid();
  const d = w.c.run('procedure.start', {
    id, kind: 'retrocession', emplacementId: w.plot.id, locationId: w.loc.id,
    etape: { etape: 1, champs: { dateRetrocession: '2025-01-01', prixConcessionInitiale: 600, accordConseilMunicipal: true, demandeeTitulaire: true, ...V, ...champs } },
  }, context('2025-06-01'));
  return { w, d, id };
}

function donation(step1: Record<string, unknown>, step2: Record<string, unknown> = {}, occupant?: string) {
  const w = world({ duree: 50, dateDebut: '2010-01-01', dateFin: '2060-01-01' });
  const donor = w.c.put('contacts', { ...CONTACT_DEFAULTS, locationId: w.loc.id });
  if (occupant) w.c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: w.plot.id, locationId: w.loc.id, etat: occupant });
  const ctx = context('2026-06-01');
  const id = pid();
  const d1 = w.c.run('procedure.start', { id, kind: 'donation', emplacementId: w.plot.id, locationId: w.loc.id, etape: { etape: 1, champs: { dateVerification: '2026-05-01', demandeeTitulaire: true, ...V, ...step1 } } }, ctx);
  if (d1.status !== 'applied') return outcome(d1);
  return outcome(w.c.run('procedure.recordStep', { id, etape: 2, champs: { dateActe: '2026-05-10', notaire: 'Maître Le Bris', donateurId: donor.id, beneficiaire: { id: pid(), nom: 'Lefèvre' }, ...V, ...step2 } }, ctx));
}

/** A 30-year concession ended 01/01/2020, holders informed by letter on 01/02/2020, one burial. */
function repriseNr(champs: Record<string, unknown>, options: { burial?: string; information?: unknown } = {}) {
  const information = options.information === undefined ? { date: '2020-02-01', moyens: ['courrier'] } : options.information;
  const w = world({ duree: 30, dateDebut: '1990-01-01', dateFin: '2020-01-01', champsSupp: information ? { informationRenouvellement: information } : null });
  w.c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: w.plot.id, locationId: w.loc.id, dateInhumCrema: options.burial ?? '2000-01-01' });
  const id = pid();
  const d = w.c.run('procedure.start', { id, kind: 'repriseNonRenouvellement', emplacementId: w.plot.id, locationId: w.loc.id, etape: { etape: 1, champs: { dateArrete: '2026-01-10', ...V, ...champs } } }, context('2026-06-01'));
  return { w, d, id };
}

function repriseNrCremation(champs: Record<string, unknown>) {
  const { w, d, id } = repriseNr({});
  if (d.status !== 'applied') return outcome(d);
  const jardinPlot = w.c.put('emplacements', { carre: 'Z', numero: 'JS', surface: 20 });
  w.c.put('locations', { ...LOCATION_DEFAULTS, emplacementId: jardinPlot.id, type: 'Jardin du souvenir', duree: null, dateFin: null });
  return outcome(w.c.run('procedure.recordStep', { id, etape: 2, champs: { dateDestination: '2026-02-01', destinationDefunt: 'jardin', jardinEmplacementId: jardinPlot.id, ...V, ...champs } }, context('2026-06-01')));
}

const rules: Array<{ rule: string; article: string; before: () => Side; after: () => Side; expected: [Side, Side] }> = [
  {
    rule: 'a renewal is priced at the tariff in force on the expiry date (01/03/2025): a tariff of the day after does not apply, one of that day does',
    article: 'L2223-15, CE 2007 Ville de Paris',
    before: () => renewal({}, { tarifs: [tarifFields({ tarifRenouv: 350 }), tarifFields({ tarifRenouv: 500, dateApplication: '2025-03-02' })] }).w.c.all('locations')[0]?.prix as number,
    after: () => renewal({}, { tarifs: [tarifFields({ tarifRenouv: 350 }), tarifFields({ tarifRenouv: 500, dateApplication: '2025-03-01' })] }).w.c.all('locations')[0]?.prix as number,
    expected: [350, 500],
  },
  {
    rule: 'the new term runs from the expiry date, not from the day of the renewal',
    article: 'L2223-15, CE 2007 Ville de Paris',
    before: () => renewal({}).w.c.all('locations')[0]?.dateDebut as string,
    after: () => renewal({}).w.c.all('locations')[0]?.dateFin as string,
    expected: ['2025-03-01', '2040-03-01'],
  },
  {
    rule: 'renewal up to two full years after expiry: the day before the second anniversary, then on it',
    article: 'L2223-15',
    before: () => outcome(renewal({ dateRenouvellement: '2027-02-28' }, { today: '2027-02-28' }).d),
    after: () => outcome(renewal({ dateRenouvellement: '2027-03-01' }, { today: '2027-03-01' }).d),
    expected: ['applied', MSG_PROCEDURES.renouvTropTard],
  },
  {
    rule: 'before expiry a renewal is a conversion unless a burial is asked for: on the expiry day without one, the day after',
    article: 'LAW.md renewal window (no statute for early renewal)',
    before: () => outcome(renewal({ dateRenouvellement: '2025-03-01' }, { today: '2025-03-01' }).d),
    after: () => outcome(renewal({ dateRenouvellement: '2025-03-02' }, { today: '2025-03-02' }).d),
    expected: [MSG_PROCEDURES.renouvAnticipe, 'applied'],
  },
  {
    rule: 'no centenary renewal since ordonnance 59-33 (5 January 1959); perpetual instead',
    article: 'ordonnance n° 59-33; R2223-22 names the old ones',
    before: () => outcome(renewal({ nouvelleDuree: 100 }, { tarifs: [tarifFields({ duree: 100 })] }).d),
    after: () => outcome(renewal({ nouvelleDuree: 99 }, { tarifs: [tarifFields({ duree: 99 })] }).d),
    expected: [MSG_STEPS.dureeInvalide, 'applied'],
  },
  {
    rule: 'a conversion only to a longer term: the same 30 years, then 50',
    article: 'L2223-16',
    before: () => outcome(conversion({ nouvelleDuree: 30 }).d),
    after: () => outcome(conversion({ nouvelleDuree: 50 }).d),
    expected: [MSG_STEPS.conversionPlusLongue, 'applied'],
  },
  {
    rule: 'the value of the time left is deducted: half the term left, then none on the last day',
    article: 'L2223-16',
    before: () => (conversion({}, '2025-01-01').w.c.all('procedures')[0]?.data as Record<string, number>).prorataTemporisSoustrait,
    after: () => (conversion({}, '2040-01-01').w.c.all('procedures')[0]?.data as Record<string, number>).prorataTemporisSoustrait,
    expected: [299.97, 0],
  },
  {
    rule: 'an expired concession cannot be converted: the last day, then the day after',
    article: 'L2223-16',
    before: () => outcome(conversion({}, '2040-01-01').d),
    after: () => outcome(conversion({}, '2040-01-02').d),
    expected: ['applied', MSG_PROCEDURES.conversionEchue],
  },
  {
    rule: 'a rétrocession only of a concession empty of any body: a deceased present, then exhumed',
    article: 'ministerial answers (LAW.md rétrocession)',
    before: () => outcome(retrocession({}, { occupant: 'present' }).d),
    after: () => outcome(retrocession({}, { occupant: 'exhume' }).d),
    expected: [MSG_PROCEDURES.retroOccupee, 'applied'],
  },
  {
    rule: 'a rétrocession asked by the holder only',
    article: 'ministerial answers (LAW.md rétrocession)',
    before: () => outcome(retrocession({ demandeeTitulaire: false }).d),
    after: () => outcome(retrocession({ demandeeTitulaire: true }).d),
    expected: [MSG_STEPS.retroTitulaire, 'applied'],
  },
  {
    rule: 'refund pro rata of the time left, less the third given to the CCAS: none paid, then a third',
    article: 'ministerial answers (LAW.md rétrocession)',
    before: () => (retrocession({}).w.c.all('procedures')[0]?.data as Record<string, number>).montantRembourser,
    after: () => (retrocession({}, { ccasTier: true }).w.c.all('procedures')[0]?.data as Record<string, number>).montantRembourser,
    expected: [299.97, 199.98],
  },
  {
    rule: 'a donation is made by notarial deed: no notary, then one',
    article: 'Code civil art. 931',
    before: () => donation({}, { notaire: null }),
    after: () => donation({}, {}),
    expected: [MSG_STEPS.donationNotaire, 'applied'],
  },
  {
    rule: 'outside the family only if never used: a used concession to a non heir, a never-used one',
    article: 'LAW.md donation (Code civil art. 931, substitution act)',
    before: () => donation({ heritierMemeSang: false }, {}, 'exhume'),
    after: () => donation({ heritierMemeSang: false }, {}),
    expected: [MSG_STEPS.donationHeritier, 'applied'],
  },
  {
    rule: 'a reprise for non-renewal two full years after expiry: the day before the second anniversary, then on it',
    article: 'L2223-15',
    before: () => outcome(repriseNr({ dateArrete: '2021-12-31' }).d),
    after: () => outcome(repriseNr({ dateArrete: '2022-01-01' }).d),
    expected: [MSG_PROCEDURES.rnrPasEchue, 'applied'],
  },
  {
    rule: 'five years since the last burial (doctrine): the day before, then on the fifth anniversary',
    article: 'R2223-5, applied by ministerial doctrine',
    before: () => outcome(repriseNr({ dateArrete: '2026-01-09' }, { burial: '2021-01-10' }).d),
    after: () => outcome(repriseNr({ dateArrete: '2026-01-10' }, { burial: '2021-01-10' }).d),
    expected: [MSG_PROCEDURES.rnrInhumationRecente, 'applied'],
  },
  {
    rule: 'the duty to inform the holders of their right to renew comes first, and posting alone is not enough',
    article: 'L2223-15 (3DS law)',
    before: () => outcome(repriseNr({}, { information: null }).d),
    after: () => outcome(repriseNr({}).d),
    expected: [MSG_PROCEDURES.rnrInformation, 'applied'],
  },
  {
    rule: 'no cremation of the remains with a known opposition; the ossuary by default',
    article: 'L2223-4, décision 2024-1110 QPC',
    before: () => repriseNrCremation({ oppositionCremationConnue: true, dateInformationFamille: '2026-01-20' }),
    after: () => repriseNrCremation({ oppositionCremationConnue: false, dateInformationFamille: '2026-01-20' }),
    expected: [MSG_STEPS.rnrOpposition, 'applied'],
  },
];

describe('LAW.md rules of the five procedures', () => {
  it.each(rules)('$article: $rule', ({ before, after, expected }) => {
    expect([before(), after()]).toEqual(expected);
  });
});
