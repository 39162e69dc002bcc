import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { departementOf, easterSunday, frenchHolidays, holidaysBetween, isAlsaceMoselle } from '../../src/domain/calendar/holidays';

/** The official public holidays of date-holidays (a dev dependency, used only here), as ISO dates. */
function reference(year: number, departement: string | null): string[] {
  const hd = departement ? new Holidays('FR', departement) : new Holidays('FR');
  return hd.getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)).sort();
}

const YEARS = Array.from({ length: 16 }, (_, i) => 2020 + i);

describe('French public holidays (L3133-1), Alsace-Moselle (L3134-13)', () => {
  it.each(YEARS)('%i: the eleven national holidays, as date-holidays gives them', (year) => {
    const ours = frenchHolidays(year).map((h) => h.date);
    expect(ours).toHaveLength(11);
    expect(ours).toEqual(reference(year, null));
  });

  it.each(YEARS.flatMap((y) => ['57', '67', '68'].map((d) => [y, d] as const)))('%i, department %s: thirteen days with Good Friday and 26 December', (year, dep) => {
    const ours = frenchHolidays(year, dep).map((h) => h.date);
    expect(ours).toHaveLength(13);
    expect(ours).toEqual(reference(year, dep));
  });

  it('Easter falls on the known Sundays', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('reads the department from the postal code', () => {
    expect(departementOf('57000')).toBe('57');
    expect(departementOf(' 68100 ')).toBe('68');
    expect(departementOf('7500')).toBeNull();
    expect(departementOf(null)).toBeNull();
    expect(isAlsaceMoselle('67')).toBe(true);
    expect(isAlsaceMoselle('75')).toBe(false);
    expect(isAlsaceMoselle(null)).toBe(false);
  });

  it('a department elsewhere has no Good Friday', () => {
    expect(frenchHolidays(2026, '75').map((h) => h.nom)).not.toContain('Vendredi saint');
  });

  it('holidaysBetween keeps both ends and spans years', () => {
    const days = holidaysBetween('2025-12-25', '2026-01-01', '57').map((h) => h.date);
    expect(days).toEqual(['2025-12-25', '2025-12-26', '2026-01-01']);
  });
});
