import { describe, expect, it } from 'vitest';
import { MSG_STEPS } from '../../src/domain/procedures/messages';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { CONTACT_DEFAULTS, context, OCCUPANT_DEFAULTS, outcome, pid, V, world } from './procedureKit';

/** Donation (spec 002 §2: Vérifier, Enregistrer, Générer; §5; Code civil art. 931, LAW.md). */

function setup(options: { occupied?: boolean; exhumed?: boolean } = {}) {
  const w = world({ duree: 50, dateDebut: '2010-01-01', dateFin: '2060-01-01' });
  const donor = w.c.put('contacts', { ...CONTACT_DEFAULTS, locationId: w.loc.id });
  if (options.occupied || options.exhumed) {
    w.c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: w.plot.id, locationId: w.loc.id, etat: options.exhumed ? 'exhume' : 'present' });
  }
  const ctx = context('2026-06-01');
  const id = pid();
  const step = (etape: number, champs: Record<string, unknown>) => w.c.run('procedure.recordStep', { id, etape, champs: { ...V, ...champs } }, ctx);
  const start = (champs: Record<string, unknown>) =>
    w.c.run('procedure.start', { id, kind: 'donation', emplacementId: w.plot.id, locationId: w.loc.id, etape: { etape: 1, champs: { dateVerification: '2026-05-01', demandeeTitulaire: true, ...V, ...champs } } }, ctx);
  const beneficiaire = { id: pid(), civilite: 'H', nom: 'Lefèvre', prenom: 'Paul', adresse: '3 rue Haute', codePostal: '29600', commune: 'Morlaix' };
  const enregistrer = (champs: Record<string, unknown> = {}) => step(2, { dateActe: '2026-05-10', notaire: 'Maître Le Bris, Morlaix', donateurId: donor.id, beneficiaire, ...champs });
  return { ...w, donor, ctx, id, step, start, beneficiaire, enregistrer };
}

describe('donation', () => {
  it('runs its three steps; at the third the beneficiary becomes the holder and the donor an ayant-droit', () => {
    const { c, id, start, enregistrer, step, donor, beneficiaire, loc } = setup();
    expect(outcome(start({}))).toBe('applied');
    expect(outcome(enregistrer())).toBe('applied');
    expect(c.all('contacts').find((x) => x.id === beneficiaire.id)).toBeUndefined();
    expect(outcome(step(3, { dateSignature: '2026-05-20' }))).toBe('applied');
    expect(c.get('procedures', id)).toMatchObject({ etat: 3, dateFin: '2026-05-20', data: { notaire: 'Maître Le Bris, Morlaix', presenceDefunt: false } });
    expect(c.get('contacts', beneficiaire.id)).toMatchObject({ locationId: loc.id, nom: 'Lefèvre', prenom: 'Paul', typeDeContact: 'Concessionnaire', decede: false });
    expect(c.get('contacts', donor.id)).toMatchObject({ typeDeContact: 'Ayant-droit' });
  });

  it('makes the beneficiary a holder of unknown civility when none was chosen (issue 26)', () => {
    const { c, start, enregistrer, step, beneficiaire } = setup();
    const { civilite: _c, ...sansCivilite } = beneficiaire;
    start({});
    expect(outcome(enregistrer({ beneficiaire: sansCivilite }))).toBe('applied');
    expect(outcome(step(3, { dateSignature: '2026-05-20' }))).toBe('applied');
    expect(c.get('contacts', beneficiaire.id)).toMatchObject({ nom: 'Lefèvre', civilite: null });
  });

  it.each([
    ['step 2 before step 1', (s: ReturnType<typeof setup>) => (s.c.run('procedure.start', { id: s.id, kind: 'donation', emplacementId: s.plot.id, locationId: s.loc.id }, s.ctx), s.enregistrer()), "Veuillez d'abord effectuer l'étape 1 : Vérifier."],
    ['step 3 before step 2', (s: ReturnType<typeof setup>) => (s.start({}), s.step(3, { dateSignature: '2026-05-20' })), "Veuillez d'abord effectuer l'étape 2 : Enregistrer."],
    ['step 1 twice', (s: ReturnType<typeof setup>) => (s.start({}), s.step(1, { dateVerification: '2026-05-02', demandeeTitulaire: true })), 'Cette étape a déjà été effectuée le 01/05/2026.'],
    ['not asked by the holder', (s: ReturnType<typeof setup>) => s.start({ demandeeTitulaire: false }), MSG_STEPS.donationTitulaire],
    ['no notary (art. 931: a notarial deed)', (s: ReturnType<typeof setup>) => (s.start({}), s.enregistrer({ notaire: '  ' })), MSG_STEPS.donationNotaire],
    ['a donor who is not a holder', (s: ReturnType<typeof setup>) => (s.start({}), s.enregistrer({ donateurId: pid() })), MSG_STEPS.donationDonateur],
  ])('refuses %s', (_l, act, message) => {
    const s = setup();
    expect(outcome(act(s))).toBe(message);
  });

  it.each([
    ['a used concession to someone not a blood heir', { occupied: true }, { heritierMemeSang: false }, MSG_STEPS.donationHeritier],
    ['a used concession with the heir question unanswered', { occupied: true }, {}, MSG_STEPS.donationHeritierRequis],
    ['a concession used then emptied, to someone not a blood heir (LAW.md: only if never used)', { exhumed: true }, { heritierMemeSang: false }, MSG_STEPS.donationHeritier],
    ['a used concession to a blood heir', { occupied: true }, { heritierMemeSang: true }, 'applied'],
    ['a never-used concession to anyone', {}, { heritierMemeSang: false }, 'applied'],
  ])('%s', (_l, options, champs, expected) => {
    expect(outcome(setup(options).start(champs))).toBe(expected);
  });

  it('cannot start without a concession', () => {
    const s = setup();
    s.c.put('locations', { ...s.loc, isArchived: true, id: s.loc.id });
    expect(outcome(s.start({}))).toBe(MSG_STEPS.concessionChangee);
    expect(MSG_PROCEDURES.donationAucuneConcession).toBe("Donation impossible car aucune concession n'est en cours");
  });
});
