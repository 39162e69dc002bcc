import { describe, expect, it } from 'vitest';
import type { Tarif } from '../../src/domain/entities/tarif';
import { findTarif, noTarifForDateMessage, prixTarif, tarifParAn, type TarifQuery } from '../../src/domain/tarifs/lookup';
import { mayBeInFrancs, montantConversion, prorataRestant, remboursementRetrocession } from '../../src/domain/tarifs/prorata';

let n = 0;
function tarif(over: Partial<Tarif>): Tarif {
  n += 1;
  return {
    id: `t${n}`, espaceId: 'e', version: 1, seq: n, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null,
    typeEmplacement: 'Concession', parMetreCarre: false, tarifFixe: 300, tarifRenouv: 250, duree: 30, perpetuelle: false,
    tarifDuree: 10, surface: 1, dateApplication: '2020-01-01', ccas: null, isCCASTier: false,
    prestationsAttribution: [], prestationsRenouv: [], archive: false,
    ...over,
  };
}

const q = (over: Partial<TarifQuery> = {}): TarifQuery => ({ typeEmplacement: 'Concession', duree: 30, perpetuelle: false, surfaceClasse: 1, date: '2026-06-01', ...over });

describe('tariff lookup', () => {
  const old = tarif({ id: 'old', dateApplication: '2018-01-01', tarifFixe: 200, archive: true });
  const current = tarif({ id: 'current', dateApplication: '2024-01-01', tarifFixe: 320 });
  const future = tarif({ id: 'future', dateApplication: '2027-01-01', tarifFixe: 400 });
  const other = [
    tarif({ id: 'double', surface: 2 }),
    tarif({ id: 'd50', duree: 50 }),
    tarif({ id: 'perp', perpetuelle: true, duree: null }),
    tarif({ id: 'colomb', typeEmplacement: 'Colombarium' }),
    tarif({ id: 'deleted', dateApplication: '2025-01-01', deletedAt: '2025-02-01T00:00:00Z' }),
  ];
  const all = [old, current, future, ...other];

  it('takes the latest tariff in force on the date for the same type, duration and surface', () => {
    expect(findTarif(all, q())?.id).toBe('current');
  });

  it.each([
    ['2023-12-31', 'old'],
    ['2024-01-01', 'current'],
    ['2026-12-31', 'current'],
    ['2027-01-01', 'future'],
  ])('on %s applies %s (a renewal is priced on the expiry date, even under an archived tariff)', (date, id) => {
    expect(findTarif(all, q({ date }))?.id).toBe(id);
  });

  it('finds nothing before any tariff, or for another duration', () => {
    expect(findTarif(all, q({ date: '2017-12-31' }))).toBeNull();
    expect(findTarif(all, q({ duree: 15 }))).toBeNull();
    expect(noTarifForDateMessage('2017-12-31')).toBe('Aucun tarif trouvé pour la date 31/12/2017');
  });

  it('matches perpetual only with perpetual, and a per-m² tariff with any surface', () => {
    expect(findTarif(all, q({ perpetuelle: true, duree: null }))?.id).toBe('perp');
    const perM2 = tarif({ id: 'm2', parMetreCarre: true, surface: null, tarifFixe: 80, dateApplication: '2025-01-01', duree: 15 });
    expect(findTarif([perM2], q({ duree: 15, surfaceClasse: 3 }))?.id).toBe('m2');
    expect(prixTarif(perM2, 'attribution', 2.5)).toEqual({ montant: 200, partCCAS: 0 });
    expect(prixTarif(perM2, 'attribution', null)).toBeNull();
  });

  it('prices attribution and renewal with the CCAS share', () => {
    expect(prixTarif(tarif({ ccas: 10 }), 'attribution', null)).toEqual({ montant: 300, partCCAS: 30 });
    expect(prixTarif(tarif({ isCCASTier: true }), 'renouvellement', null)).toEqual({ montant: 250, partCCAS: 83.33 });
    expect(tarifParAn(300, 30, false)).toBe(10);
    expect(tarifParAn(300, null, true)).toBeNull();
  });
});

describe('pro rata of the time left', () => {
  it.each([
    ['2000-01-01', 300],
    ['2015-01-01', 150],
    ['2010-01-01', 199.99],
    ['2030-01-01', 0],
    ['2035-01-01', 0],
  ])('on %s a 300 € concession 2000–2030 is worth %s €', (date, value) => {
    expect(prorataRestant(300, '2000-01-01', '2030-01-01', date)).toBe(value);
  });

  it('conversion pays the new price less the time left; refund keeps the CCAS third', () => {
    expect(montantConversion(600, 150)).toBe(450);
    expect(montantConversion(100, 150)).toBe(0);
    expect(remboursementRetrocession(150, true)).toBe(100);
    expect(remboursementRetrocession(150, false)).toBe(150);
  });

  it('warns about francs before 1 February 2002', () => {
    expect(mayBeInFrancs('2002-01-31')).toBe(true);
    expect(mayBeInFrancs('2002-02-01')).toBe(false);
    expect(mayBeInFrancs(null)).toBe(false);
  });
});
