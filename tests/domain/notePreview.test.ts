import { describe, expect, it } from 'vitest';
import { notePreview } from '../../src/domain/rules/notePreview';

describe('note preview (spec 002 §9: 160 characters, 159 plus an ellipsis)', () => {
  it('keeps a text of 160 characters whole', () => {
    const text = 'a'.repeat(160);
    expect(notePreview(text)).toBe(text);
  });
  it('cuts 161 characters to 159 and an ellipsis: 160 in all', () => {
    const out = notePreview(`${'b'.repeat(159)}cd`);
    expect(out).toBe(`${'b'.repeat(159)}…`);
    expect(Array.from(out)).toHaveLength(160);
  });
  it('counts characters, not UTF-16 units, and reads null as empty', () => {
    expect(Array.from(notePreview('é'.repeat(100) + '🌸'.repeat(100)))).toHaveLength(160);
    expect(notePreview(null)).toBe('');
  });
});
