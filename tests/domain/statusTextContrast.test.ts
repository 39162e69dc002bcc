import { describe, expect, it } from 'vitest';
import { contrast } from '../helpers/contrast';
import { STATUS_TEXT_HEX, type StatusColour } from '../../src/domain/constants/status';
import { holderState } from '../../src/domain/rules/holderState';

/**
 * Issue 14: the green status text of the lists was 3.2:1 on the shell's grey and white on the green badges 3.4:1.
 * Every status colour shown as text or as a badge reaches 4.5:1 on white, on the shell (#f4f6f5) and on striped
 * rows (#f8f9fa), and white text on it 4.5:1 (white itself is drawn with dark text).
 */
describe('status colours as text', () => {
  const colours = (Object.keys(STATUS_TEXT_HEX) as StatusColour[]).filter((c) => c !== 'white');
  it.each(colours)('%s reads at 4.5:1', (colour) => {
    const hex = STATUS_TEXT_HEX[colour];
    for (const background of ['#ffffff', '#f4f6f5', '#f8f9fa']) expect(contrast(hex, background), background).toBeGreaterThanOrEqual(4.5);
  });

  it('is what the lists are given: a perpetual concession reads En cours in the readable green', () => {
    const state = holderState({ perpetuelle: true, duree: null, dateFin: null }, '2026-11-24');
    expect(state.code).toBe('en_cours');
    expect(state.hex).toBe(STATUS_TEXT_HEX.green);
  });
});
