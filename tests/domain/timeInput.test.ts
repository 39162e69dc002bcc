import { describe, expect, it } from 'vitest';
import { maskTimeInput, readTimeInput } from '../../src/domain/timeInput';

describe('the time field shows HH:MM on 24 hours whatever the browser (issue 29)', () => {
  it.each([
    ['1', '1'],
    ['10', '10'],
    ['103', '10:3'],
    ['1030', '10:30'],
    ['10305', '10:30'],
    ['10:30', '10:30'],
    ['9h', '9:'],
    ['9h30', '9:30'],
    ['9.30', '9:30'],
    ['10:3a', '10:3'],
    ['', ''],
  ])('typed %s shows %s', (typed, shown) => {
    expect(maskTimeInput(typed)).toBe(shown);
  });

  it.each([
    ['10:30', '10:30'],
    ['9:05', '09:05'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['12:60', null],
    ['10:3', null],
    ['10', null],
    ['', null],
  ])('%s reads as %s', (text, time) => {
    expect(readTimeInput(text)).toBe(time);
  });
});
