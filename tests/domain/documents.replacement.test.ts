import { describe, expect, it } from 'vitest';
import { documentDateLine, documentsInListOrder, documentToReplace, isCurrent } from '../../src/domain/documents/replacement';
import type { DocumentRow } from '../../src/domain/entities/document';

/** Issue 28, 'A redone PV leaves two identical PDFs': a redone document replaces the former one as current. */

const sha = (c: string) => c.repeat(64);
const doc = (id: string, f: Partial<DocumentRow> = {}): DocumentRow => ({
  id, espaceId: 'e', version: 1, seq: 1, updatedAt: '', deletedAt: null, locationId: 'loc', emplacementId: 'p', nom: 'Procès-verbal de constat d’abandon', description: null,
  mediaSha256: sha('a'), slug: 'pv-constat-abandon', dateDocument: '2027-01-05', remplacePar: null, ...f,
});

describe('documentToReplace', () => {
  const pv = doc('0001', { mediaSha256: sha('a') });
  const autre = doc('0002', { locationId: 'autre', mediaSha256: sha('b') });
  const acte = doc('0003', { slug: 'acte-creation-de-concession', mediaSha256: sha('c') });
  const acteRemplace = doc('0000', { slug: 'acte-creation-de-concession', mediaSha256: sha('d'), remplacePar: '0003' });
  const autorisation = doc('0004', { slug: 'autorisation-inhumation', mediaSha256: sha('e') });
  const all = [pv, autre, acte, acteRemplace, autorisation];
  it.each<[string, { slug: string | null }, string[], string | null]>([
    ['a step redone: the document its former record named', { slug: 'pv-constat-abandon' }, [sha('a')], '0001'],
    ['a step redone whose former document is of another kind: nothing', { slug: 'pv-constat-abandon-2' }, [sha('a')], null],
    ['a step done the first time: nothing', { slug: 'pv-constat-abandon' }, [], null],
    ['the deed generated again: the current deed, not the one it replaced', { slug: 'acte-creation-de-concession' }, [], '0003'],
    ['a second burial authorisation (another deceased): nothing', { slug: 'autorisation-inhumation' }, [], null],
    ['an uploaded file: nothing', { slug: null }, [sha('a')], null],
  ])('%s', (_l, next, previous, expected) => {
    expect(documentToReplace(all, { locationId: 'loc', ...next }, previous)?.id ?? null).toBe(expected);
  });
  it('never a document of another concession', () => {
    expect(documentToReplace(all, { locationId: 'loc', slug: 'pv-constat-abandon' }, [sha('b')])).toBeNull();
  });
});

describe('the documents list: current first, the replaced one dated and marked', () => {
  const old = doc('0001', { remplacePar: '0002' });
  const redone = doc('0002', { dateDocument: '2027-01-20', mediaSha256: sha('b') });
  it('orders and words them', () => {
    expect(documentsInListOrder([old, redone]).map((d) => d.id)).toEqual(['0002', '0001']);
    expect(isCurrent(old, [old, redone])).toBe(false);
    expect(documentDateLine(old, [old, redone])).toBe('du 05/01/2027, remplacé le 20/01/2027');
    expect(documentDateLine(redone, [old, redone])).toBe('du 20/01/2027');
    expect(documentDateLine(doc('0009', { dateDocument: null }), [])).toBeNull();
  });
  it('the replacement deleted, the former one is current again', () => {
    const gone = { ...redone, deletedAt: '2027-01-21T00:00:00Z' };
    expect(isCurrent(old, [old, gone])).toBe(true);
    expect(documentsInListOrder([old, gone]).map((d) => d.id)).toEqual(['0001']);
    expect(documentDateLine(old, [old, gone])).toBe('du 05/01/2027');
  });
});
