import { describe, expect, it } from 'vitest';
import { defaultEventDay } from '../../src/domain/calendar';
import type { IsoDate } from '../../src/domain/entities/replicated';

const d = (s: string) => s as IsoDate;

describe("the day 'Ajouter un événement' proposes", () => {
  it.each([
    ['today inside the month shown', '2026-11-29', '2026-11-01', '2026-12-01', '2026-11-29'],
    ['today on the first day shown', '2026-11-01', '2026-11-01', '2026-12-01', '2026-11-01'],
    ['a later month shown', '2026-11-29', '2027-03-01', '2027-04-01', '2027-03-01'],
    ['an earlier month shown', '2026-11-29', '2026-02-01', '2026-03-01', '2026-02-01'],
    ['today the exclusive end of the period', '2026-12-01', '2026-11-01', '2026-12-01', '2026-11-01'],
    ['the year view holding today', '2026-11-29', '2026-01-01', '2027-01-01', '2026-11-29'],
  ])('%s', (_case, today, start, end, expected) => {
    expect(defaultEventDay(d(today), d(start), d(end))).toBe(expected);
  });
});
