import { describe, expect, it } from 'vitest';
import {
  checkNouvelEmplacement,
  EMPTY_NOUVEL_EMPLACEMENT,
  MSG_NUMERO_REQUIRED,
  MSG_PLOT_DUPLICATE,
  MSG_SURFACE_INVALID,
  MSG_TYPE_REQUIRED,
  samePlace,
  type NouvelEmplacementInput,
} from '../../src/domain/rules/nouvelEmplacement';
import { ctx, emplacement, rejection, run, uid, written } from './mutationsKit';

const existing = [
  { id: 'a', carre: 'B', allee: '2', numero: '14', deletedAt: null },
  { id: 'b', carre: null, allee: null, numero: '7', deletedAt: null },
  { id: 'c', carre: 'C', allee: '1', numero: '3', deletedAt: '2026-01-01T00:00:00.000Z' },
];
const form = (fields: Partial<NouvelEmplacementInput>): NouvelEmplacementInput => ({ ...EMPTY_NOUVEL_EMPLACEMENT, numero: '1', ...fields });

describe('samePlace: one carré, allée and numéro name one plot (case, accents and spaces folded)', () => {
  it.each([
    [{ carre: 'B', allee: '2', numero: '14' }, { carre: ' b ', allee: '2', numero: '14' }, true],
    [{ carre: 'Église', allee: null, numero: '1' }, { carre: 'eglise', allee: '', numero: '1' }, true],
    [{ carre: 'Carré  Nord', allee: 'A', numero: '3bis' }, { carre: 'carré nord', allee: 'a', numero: '3BIS' }, true],
    [{ carre: 'B', allee: '2', numero: '14' }, { carre: 'B', allee: '2', numero: '15' }, false],
    [{ carre: 'B', allee: '2', numero: '14' }, { carre: 'B', allee: null, numero: '14' }, false],
    [{ carre: null, allee: null, numero: '7' }, { carre: 'A', allee: null, numero: '7' }, false],
  ])('%o and %o → %s', (a, b, same) => {
    expect(samePlace(a, b)).toBe(same);
  });
});

describe('checkNouvelEmplacement (the /ajout-emplacement form against the replica)', () => {
  it.each<[string, Partial<NouvelEmplacementInput>, Partial<Record<keyof NouvelEmplacementInput, string>>]>([
    ['numéro missing', { numero: '   ' }, { numero: MSG_NUMERO_REQUIRED }],
    ['type missing', { typeOccupation: '' }, { typeOccupation: MSG_TYPE_REQUIRED }],
    ['type unknown', { typeOccupation: 'mausolée' }, { typeOccupation: MSG_TYPE_REQUIRED }],
    ['surface not a number', { surface: 'deux' }, { surface: MSG_SURFACE_INVALID }],
    ['surface zero', { surface: '0' }, { surface: MSG_SURFACE_INVALID }],
    ['same place as a live plot', { carre: 'b', allee: '2', numero: '14' }, { numero: MSG_PLOT_DUPLICATE }],
    ['same numéro with no carré nor allée', { numero: '7' }, { numero: MSG_PLOT_DUPLICATE }],
  ])('refuses: %s', (_case, fields, errors) => {
    expect(checkNouvelEmplacement(form(fields), existing)).toEqual({ ok: false, errors });
  });

  it.each<[string, Partial<NouvelEmplacementInput>]>([
    ['another numéro in the same allée', { carre: 'B', allee: '2', numero: '15' }],
    ['the place of a deleted plot', { carre: 'C', allee: '1', numero: '3' }],
    ['numéro 7 in a carré', { carre: 'A', numero: '7' }],
  ])('accepts: %s', (_case, fields) => {
    expect(checkNouvelEmplacement(form(fields), existing).ok).toBe(true);
  });

  it('gives the mutation its args: trimmed text, empty as null, surface in m² to 2 decimals', () => {
    const out = checkNouvelEmplacement(
      form({ carre: ' D ', allee: '', numero: ' 12 ', libelle: 'Caveau  Le Bris', typeOccupation: 'jardin', surface: '2,456', preReservation: true, notes: '  ' }),
      existing,
    );
    expect(out).toEqual({
      ok: true,
      args: { carre: 'D', allee: null, numero: '12', libelle: 'Caveau Le Bris', typeOccupation: 'jardin', surface: 2.46, preReservation: true, zone: null, adresse: null, notes: null },
    });
  });
});

describe('emplacement.add (the form saved through the replica, decided again by the server)', () => {
  const args = (fields: Record<string, unknown> = {}) => ({ id: uid(), carre: 'E', allee: '3', numero: '9', typeOccupation: 'concession', ...fields });

  it('creates a free plot with every field, no shape on the plan yet', () => {
    const a = args({ surface: 3.456, libelle: 'Tombe', preReservation: true, zone: 'Nord', adresse: 'Allée des Ifs', notes: 'n' });
    expect(written(run('emplacement.add', a, { reads: { plots: [] } }))).toEqual({
      id: a.id, carre: 'E', allee: '3', numero: '9', libelle: 'Tombe', typeOccupation: 'concession', surface: 3.46, preReservation: true,
      zone: 'Nord', adresse: 'Allée des Ifs', notes: 'n', geometry: null, posX: null, posY: null, uid: null, deletedAt: null,
    });
  });

  it.each<[string, Record<string, unknown>, string | RegExp]>([
    ['no numéro', { numero: ' ' }, MSG_NUMERO_REQUIRED],
    ['an unknown type', { typeOccupation: 'pyramide' }, MSG_TYPE_REQUIRED],
    ['a negative surface', { surface: -2 }, /positive/],
    ['the place of a live plot', { carre: 'e', allee: '3', numero: '9' }, MSG_PLOT_DUPLICATE],
  ])('refuses %s', (_case, fields, message) => {
    const other = emplacement({ carre: 'E', allee: '3', numero: '9' });
    expect(rejection(run('emplacement.add', args(fields), { reads: { plots: [other] } }))).toMatch(message);
  });

  it('is allowed to the roles that modify, refused to Consultation', () => {
    expect(run('emplacement.add', args(), { reads: { plots: [] } }).status).toBe('applied');
    expect(run('emplacement.add', args(), { reads: { plots: [] } }, null, { ...ctx, roles: ['ROLE_USER'] }).status).toBe('rejected');
  });
});
