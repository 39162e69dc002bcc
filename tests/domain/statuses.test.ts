import { describe, expect, it } from 'vitest';
import { holderState } from '../../src/domain/rules/holderState';
import { travauxStatus } from '../../src/domain/rules/travauxStatus';
import { procedureStatus } from '../../src/domain/rules/procedureStatus';
import { capacityText, placesRestantes } from '../../src/domain/rules/capacity';
import { etatAbandonColour } from '../../src/domain/constants/etatAbandon';

const TODAY = '2026-06-15';

describe('holderState (spec 001 §4 Holders list state)', () => {
  it.each([
    [{ dateFin: '2026-06-16', perpetuelle: false, duree: 30 }, 'En cours', 'green'],
    [{ dateFin: '2026-06-15', perpetuelle: false, duree: 30 }, 'En cours', 'green'],
    [{ dateFin: '2026-06-14', perpetuelle: false, duree: 30 }, 'A renouveler', 'green'],
    [{ dateFin: '2024-06-16', perpetuelle: false, duree: 30 }, 'A renouveler', 'green'],
    [{ dateFin: '2024-06-15', perpetuelle: false, duree: 30 }, 'échue', 'red'],
    [{ dateFin: null, perpetuelle: false, duree: 30 }, 'pas de données', 'grey'],
    [{ dateFin: null, perpetuelle: true, duree: null }, 'En cours', 'green'],
    [null, 'pas de données', 'grey'],
    // Jardin du souvenir and Ossuaire always read 'en cours' (spec 001 §4 List), whatever their dates.
    [{ type: 'Jardin du souvenir' as const, dateFin: null, perpetuelle: false, duree: null }, 'En cours', 'green'],
    [{ type: 'Ossuaire' as const, dateFin: null, perpetuelle: false, duree: null }, 'En cours', 'green'],
    [{ type: 'Ossuaire' as const, dateFin: '2000-01-01', perpetuelle: false, duree: 30 }, 'En cours', 'green'],
    [{ type: 'Concession' as const, dateFin: null, perpetuelle: false, duree: 30 }, 'pas de données', 'grey'],
    [{ type: 'Caveau' as const, dateFin: '2024-06-15', perpetuelle: false, duree: 30 }, 'échue', 'red'],
  ])('%j', (location, label, colour) => {
    const s = holderState(location, TODAY);
    expect([s.label, s.colour]).toEqual([label, colour]);
  });
});

describe('travauxStatus (spec 001 §4 Works status)', () => {
  it.each([
    [null, null, 'PAS DE DONNEES'],
    // start: the day before, the day of, the day after
    ['2026-06-16', '2026-07-01', 'NON COMMENCÉ'],
    ['2026-06-15', '2026-07-01', 'EN COURS'],
    ['2026-06-14', '2026-07-01', 'EN COURS'],
    // end: the day after today, today, yesterday
    ['2026-06-01', '2026-06-16', 'EN COURS'],
    ['2026-06-01', '2026-06-15', 'EN COURS'],
    ['2026-06-01', '2026-06-14', 'RÉALISÉ'],
    // one date only
    ['2026-06-01', null, 'EN COURS'],
    ['2026-07-01', null, 'NON COMMENCÉ'],
    [null, '2026-06-14', 'RÉALISÉ'],
    [null, '2026-06-16', 'PAS DE DONNEES'],
  ])('from %s to %s: %s', (dateDebut, dateFin, label) => {
    expect(travauxStatus({ dateDebut, dateFin }, TODAY).label).toBe(label);
  });
});

describe('procedureStatus (spec 001 §4)', () => {
  it('is réalisé with an end date, en cours otherwise', () => {
    expect(procedureStatus({ dateFin: '2026-01-01' })).toEqual({ code: 'termine', label: 'réalisé' });
    expect(procedureStatus({ dateFin: null })).toEqual({ code: 'en_cours', label: 'en cours' });
  });
});

describe('capacityText (spec 001 §9)', () => {
  it.each([
    [3, 0, '(3 places restantes)'],
    [3, 1, '(2 places restantes)'],
    [3, 2, '(1 place restante)'],
    [3, 3, '(pleine)'],
    [3, 4, '(pleine)'],
    [1, 0, '(1 place restante)'],
    [null, 2, ''],
    [0, 0, ''],
  ])('%s places, %i occupied: %j', (nbPlaces, occupied, text) => {
    expect(capacityText(nbPlaces, occupied)).toBe(text);
  });

  it('never counts below zero', () => {
    expect(placesRestantes(2, 5)).toBe(0);
  });
});

describe('etatAbandonColour (spec 001 §4)', () => {
  it.each([
    [null, 'green'], [1, 'green'], [2, 'orange'], [3, 'green'], [4, 'orange'], [5, 'red'], [6, 'red'],
  ])('%s is %s', (etat, colour) => {
    expect(etatAbandonColour(etat)).toBe(colour);
  });
});
