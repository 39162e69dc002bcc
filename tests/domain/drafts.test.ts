import { describe, expect, it } from 'vitest';
import { DRAFT_TTL_MS, draftFoundMessage, draftKey, draftSavedMessage, EDITOR_AUTOSAVE_MS, hasUnsavedWork, isDraftExpired } from '../../src/domain/drafts/drafts';

const NOW = new Date('2026-11-28T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('a draft is kept 60 minutes (spec 000 §9)', () => {
  it.each([
    ['saved just now', ago(0), false],
    ['59 minutes ago', ago(59 * 60_000), false],
    ['exactly 60 minutes ago', ago(DRAFT_TTL_MS), false],
    ['60 minutes and one second ago', ago(DRAFT_TTL_MS + 1000), true],
    ['yesterday', ago(24 * 3_600_000), true],
    ['in the future (a clock put back)', ago(-5 * 60_000), false],
    ['not a date', 'hier', true],
  ])('%s: expired %s', (_label, savedAt, expired) => {
    expect(isDraftExpired(savedAt, NOW)).toBe(expired);
  });

  it('the editors save every 5 seconds', () => {
    expect(EDITOR_AUTOSAVE_MS).toBe(5000);
  });
});

describe('draftKey', () => {
  it.each([
    [['pv', 'E1', 3], 'pv|E1|3'],
    [['modele', null], 'modele|-'],
    [['mail', 'L1', ''], 'mail|L1|-'],
    [['travaux', undefined, 'T2'], 'travaux|-|T2'],
  ] as const)('%j → %s', (parts, key) => {
    const [form, ...rest] = parts;
    expect(draftKey(form, ...rest)).toBe(key);
  });
});

describe('hasUnsavedWork: what closing the form would lose', () => {
  const empty = { nom: '', photos: [] as string[], signature: null as Blob | null };
  it.each([
    ['the form as it opened', empty, false],
    ['a name typed', { ...empty, nom: 'Durand' }, true],
    ['a photo taken', { ...empty, photos: ['abc'] }, true],
    ['a signature drawn', { ...empty, signature: new Blob([new Uint8Array([1, 2])], { type: 'image/png' }) }, true],
    ['a name typed then erased', { ...empty, nom: '' }, false],
  ])('%s: %s', (_label, current, dirty) => {
    expect(hasUnsavedWork(empty, current)).toBe(dirty);
  });
});

describe('the banner that offers a draft back', () => {
  it.each([
    // Winter: UTC+1; summer: UTC+2 (French time, as the user reads it).
    ['2026-11-28T09:05:00Z', 'Un brouillon enregistré sur cet appareil le 28/11/2026 à 10 h 05 a été retrouvé.'],
    ['2026-07-01T22:30:00Z', 'Un brouillon enregistré sur cet appareil le 02/07/2026 à 00 h 30 a été retrouvé.'],
  ])('%s → %s', (savedAt, text) => {
    expect(draftFoundMessage(savedAt)).toBe(text);
  });
});

describe('the line that says the draft is written', () => {
  it.each([
    ['2026-11-28T09:05:00Z', 'Brouillon enregistré sur cet appareil à 10 h 05.'],
    ['2026-07-01T22:30:00Z', 'Brouillon enregistré sur cet appareil à 00 h 30.'],
  ])('%s → %s', (savedAt, text) => {
    expect(draftSavedMessage(savedAt)).toBe(text);
  });
});
