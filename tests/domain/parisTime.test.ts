import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parisDate, parisOffsetMs, parisTimeOfDay } from '../../src/domain/parisTime';

/** What the browser's time-zone data says, the reference the computed clock must match. */
const intlDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
const intlTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

describe('French time without Intl', () => {
  it.each([
    // instant (UTC), date in France, time in France
    ['2026-03-29T00:59:59.999Z', '2026-03-29', '01:59'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29', '03:00'],
    ['2026-10-25T00:59:59.999Z', '2026-10-25', '02:59'],
    ['2026-10-25T01:00:00.000Z', '2026-10-25', '02:00'],
    ['2026-12-31T22:59:59.000Z', '2026-12-31', '23:59'],
    ['2026-12-31T23:00:00.000Z', '2027-01-01', '00:00'],
    ['2027-06-30T22:00:00.000Z', '2027-07-01', '00:00'],
    ['2024-02-28T23:30:00.000Z', '2024-02-29', '00:30'],
    ['2031-03-30T01:00:00.000Z', '2031-03-30', '03:00'],
  ])('%s is %s at %s in France', (iso, date, time) => {
    expect(parisDate(iso)).toBe(date);
    expect(parisDate(new Date(iso))).toBe(date);
    expect(parisTimeOfDay(iso)).toBe(time);
  });

  it('is one hour ahead in winter and two in summer', () => {
    expect(parisOffsetMs(Date.parse('2026-01-15T12:00:00Z'))).toBe(3_600_000);
    expect(parisOffsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(7_200_000);
  });

  fcTest.prop([fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2100, 0, 1) })], { numRuns: 20_000 })(
    'agrees with the time-zone data for any instant from 1996 to 2100',
    (ms) => {
      const instant = new Date(ms);
      expect(parisDate(instant)).toBe(intlDate.format(instant));
      expect(parisTimeOfDay(instant)).toBe(intlTime.format(instant));
    },
  );

  it('agrees with the time-zone data a minute either side of every change of time from 1996 to 2100', () => {
    for (let year = 1996; year <= 2100; year++) {
      for (const month of [2, 9]) {
        const lastSunday = new Date(Date.UTC(year, month, 31, 1));
        lastSunday.setUTCDate(31 - lastSunday.getUTCDay());
        for (const delta of [-60_000, -1, 0, 60_000]) {
          const instant = new Date(lastSunday.getTime() + delta);
          expect(parisTimeOfDay(instant), instant.toISOString()).toBe(intlTime.format(instant));
          expect(parisDate(instant)).toBe(intlDate.format(instant));
        }
      }
    }
  });
});
