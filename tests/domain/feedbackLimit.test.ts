import { describe, expect, it } from 'vitest';
import { FEEDBACK_PER_ACCOUNT, feedbackWaitMs } from '../../src/domain/notifications/feedback';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-27T12:00:00Z');
const minutesAgo = (...m: number[]) => m.map((x) => NOW - x * 60_000);

describe('opinions per account (issue 27)', () => {
  it.each([
    ['none sent', [], 0],
    ['nine in the hour: one more fits', minutesAgo(1, 2, 3, 4, 5, 6, 7, 8, 9), 0],
    ['ten in the hour, the oldest 50 minutes ago: 10 minutes to wait', minutesAgo(50, 9, 8, 7, 6, 5, 4, 3, 2, 1), 10 * 60_000],
    ['ten, but the oldest an hour ago exactly: out of the window', minutesAgo(60, 9, 8, 7, 6, 5, 4, 3, 2, 1), 0],
    ['twelve in the hour: the third oldest must leave', minutesAgo(55, 45, 40, 9, 8, 7, 6, 5, 4, 3, 2, 1), 20 * 60_000],
    ['ten sent this very millisecond: an hour', Array(10).fill(NOW), HOUR],
  ])('%s', (_label, sent, wait) => {
    expect(FEEDBACK_PER_ACCOUNT.max).toBe(10);
    expect(feedbackWaitMs(sent, NOW)).toBe(wait);
  });
});
