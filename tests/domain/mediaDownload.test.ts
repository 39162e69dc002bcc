import { describe, expect, it } from 'vitest';
import {
  downloadQueue,
  fitsBudget,
  mediaMissing,
  mediaMissingSentence,
  mediaProgress,
  mediaProgressLines,
  linkedFiles,
  wantedMedia,
  type MediaProgress,
  type WantedMedia,
} from '../../src/domain/sync/mediaDownload';

/** Issue 29: the pure rules of the background download of a cemetery's photos and documents. */

const sha = (c: string) => c.repeat(64);
const NNBSP = '\u202f';

describe('wantedMedia: the files a replica wants', () => {
  const cases: Array<{ name: string; media: Array<Record<string, unknown>>; documents: Array<Record<string, unknown>>; want: WantedMedia[] }> = [
    { name: 'nothing linked', media: [], documents: [], want: [] },
    {
      name: 'a photo with its size',
      media: [{ sha256: sha('a'), kind: 'photo', size: 120, archive: false, deletedAt: null }],
      documents: [],
      want: [{ sha256: sha('a'), kind: 'photo', size: 120, archived: false }],
    },
    {
      name: 'a deleted photo and a malformed hash are left out',
      media: [
        { sha256: sha('a'), kind: 'photo', size: 1, deletedAt: '2026-01-01T00:00:00Z' },
        { sha256: 'abc', kind: 'photo', size: 1, deletedAt: null },
        { sha256: sha('A'), kind: 'photo', size: 1, deletedAt: null },
      ],
      documents: [],
      want: [],
    },
    {
      name: 'a signature is a document; a document row has no size',
      media: [{ sha256: sha('b'), kind: 'signature', size: 50, deletedAt: null }],
      documents: [{ mediaSha256: sha('c'), deletedAt: null }, { mediaSha256: sha('d'), deletedAt: '2026-01-01T00:00:00Z' }, { mediaSha256: null }],
      want: [
        { sha256: sha('b'), kind: 'document', size: 50, archived: false },
        { sha256: sha('c'), kind: 'document', size: null, archived: false },
      ],
    },
    {
      name: 'the same bytes twice are one file: a photo if either is, current if either is',
      media: [
        { sha256: sha('e'), kind: 'signature', size: 9, archive: true, deletedAt: null },
        { sha256: sha('e'), kind: 'photo', size: 9, archive: false, deletedAt: null },
      ],
      documents: [{ mediaSha256: sha('e'), deletedAt: null }],
      want: [{ sha256: sha('e'), kind: 'photo', size: 9, archived: false }],
    },
    {
      name: 'an archived photo stays archived; a size that is not a number is unknown',
      media: [{ sha256: sha('f'), kind: 'photo', size: '12', archive: true, deletedAt: null }],
      documents: [],
      want: [{ sha256: sha('f'), kind: 'photo', size: null, archived: true }],
    },
  ];
  it.each(cases)('$name', ({ media, documents, want }) => {
    expect(wantedMedia(media, documents)).toEqual(want);
  });
});

describe('linkedFiles: what the cemetery and its exhumations name', () => {
  const cases: Array<{ name: string; espaces: Array<Record<string, unknown>>; exhumations: Array<Record<string, unknown>>; want: Array<[string, 'plan' | 'document']> }> = [
    { name: 'nothing named', espaces: [{ mapSha256: null, reglementSha256: null }], exhumations: [{ autorisation: null, autreCimetiere: null }], want: [] },
    {
      name: 'the plan, the rules, the heritage and the other documents of Infos cimetière',
      espaces: [{ mapSha256: sha('1'), reglementSha256: sha('2'), patrimoineSha256: sha('3'), autresDocuments: [{ id: 'x', nom: 'a', sha256: sha('4') }, { sha256: 'abc' }, null, 7] }],
      exhumations: [],
      want: [[sha('1'), 'plan'], [sha('2'), 'document'], [sha('3'), 'document'], [sha('4'), 'document']],
    },
    {
      name: 'an exhumation\'s authorisation, and for another cemetery its deed and entry permit',
      espaces: [],
      exhumations: [{ autorisation: sha('5'), autreCimetiere: { commune: 'Brest', acteConcession: sha('6'), autorisationEntree: sha('7') } }, { autorisation: sha('8'), deletedAt: '2026-01-01T00:00:00Z' }],
      want: [[sha('5'), 'document'], [sha('6'), 'document'], [sha('7'), 'document']],
    },
    { name: 'a deleted cemetery row and malformed values name nothing', espaces: [{ mapSha256: sha('9'), deletedAt: '2026-01-01T00:00:00Z' }, { mapSha256: 12, autresDocuments: 'x' }], exhumations: [{ autreCimetiere: 'x' }], want: [] },
  ];
  it.each(cases)('$name', ({ espaces, exhumations, want }) => {
    expect(linkedFiles(espaces, exhumations).map((f) => [f.sha256, f.kind])).toEqual(want);
  });

  it('joins the wanted files once, the plan kept as the plan, and comes first in the queue', () => {
    const wanted = wantedMedia(
      [{ sha256: sha('a'), kind: 'photo', size: 1, deletedAt: null }],
      [{ mediaSha256: sha('b'), deletedAt: null }],
      [{ sha256: sha('b'), kind: 'plan' }, { sha256: sha('a'), kind: 'document' }, { sha256: sha('c'), kind: 'document' }],
    );
    expect(wanted).toEqual([
      { sha256: sha('a'), kind: 'photo', size: 1, archived: false },
      { sha256: sha('b'), kind: 'plan', size: null, archived: false },
      { sha256: sha('c'), kind: 'document', size: null, archived: false },
    ]);
    expect(downloadQueue(wanted, new Set(), new Set()).map((w) => w.sha256[0])).toEqual(['b', 'a', 'c']);
    expect(mediaProgress(wanted, new Set([sha('b')]), new Set(), 0, null).documents).toEqual({ held: 1, total: 2 });
  });
});

describe('downloadQueue: what comes next', () => {
  const photo = (c: string, size: number | null, archived = false): WantedMedia => ({ sha256: sha(c), kind: 'photo', size, archived });
  const doc = (c: string, size: number | null): WantedMedia => ({ sha256: sha(c), kind: 'document', size, archived: false });
  const cases: Array<{ name: string; wanted: WantedMedia[]; held: string[]; unavailable: string[]; order: string[] }> = [
    { name: 'nothing wanted', wanted: [], held: [], unavailable: [], order: [] },
    { name: 'current photos, then documents, then archived photos', wanted: [photo('1', 5, true), doc('2', 1), photo('3', 9)], held: [], unavailable: [], order: ['3', '2', '1'] },
    { name: 'smaller first within a rank, unknown sizes last', wanted: [doc('4', null), doc('5', 30), doc('6', 2)], held: [], unavailable: [], order: ['6', '5', '4'] },
    { name: 'the hash breaks ties, so a resumed run takes the same order', wanted: [photo('9', 10), photo('7', 10), photo('8', 10)], held: [], unavailable: [], order: ['7', '8', '9'] },
    { name: 'held and unavailable files are not fetched again', wanted: [photo('a', 1), photo('b', 2), photo('c', 3)], held: [sha('a')], unavailable: [sha('c')], order: ['b'] },
  ];
  it.each(cases)('$name', ({ wanted, held, unavailable, order }) => {
    expect(downloadQueue(wanted, new Set(held), new Set(unavailable)).map((w) => w.sha256[0])).toEqual(order);
  });
});

describe('fitsBudget', () => {
  const cases: Array<[held: number, size: number | null, budget: number | null, fits: boolean]> = [
    [0, 100, 100, true],
    [1, 100, 100, false],
    [50, 50, 100, true],
    [50, 51, 100, false],
    [99, null, 100, true],
    [100, null, 100, false],
    [10 ** 12, 10 ** 9, null, true],
    [0, 0, 0, true],
  ];
  it.each(cases)('held %s + next %s within %s: %s', (held, size, budget, fits) => {
    expect(fitsBudget(held, size, budget)).toBe(fits);
  });
});

describe('progress in words', () => {
  const progress = (over: Partial<MediaProgress>): MediaProgress => ({
    photos: { held: 0, total: 0 },
    documents: { held: 0, total: 0 },
    unavailable: 0,
    heldBytes: 0,
    stop: null,
    ...over,
  });

  it('counts held and unavailable files by kind', () => {
    const wanted = wantedMedia(
      [
        { sha256: sha('a'), kind: 'photo', size: 1, deletedAt: null },
        { sha256: sha('b'), kind: 'photo', size: 1, deletedAt: null },
        { sha256: sha('c'), kind: 'photo', size: 1, deletedAt: null },
      ],
      [{ mediaSha256: sha('d'), deletedAt: null }],
    );
    const p = mediaProgress(wanted, new Set([sha('a'), sha('d'), sha('z')]), new Set([sha('b')]), 2, null);
    expect(p).toEqual(progress({ photos: { held: 1, total: 3 }, documents: { held: 1, total: 1 }, unavailable: 1, heldBytes: 2 }));
    expect(mediaMissing(p)).toBe(1);
  });

  const lines: Array<{ name: string; p: MediaProgress; lines: string[]; sentence: string | null }> = [
    {
      name: 'the issue\'s example, downloading',
      p: progress({ photos: { held: 412, total: 1380 }, documents: { held: 3, total: 10 } }),
      lines: [`Photos : 412 / 1${NNBSP}380`, 'Documents : 3 / 10'],
      sentence: 'Il manque encore sur cet appareil 968 photos et 7 documents : téléchargement en cours.',
    },
    { name: 'everything there, no document', p: progress({ photos: { held: 5, total: 5 } }), lines: ['Photos : 5 / 5'], sentence: null },
    { name: 'an empty cemetery', p: progress({}), lines: ['Photos : 0 / 0'], sentence: null },
    {
      name: 'stopped by the budget',
      p: progress({ photos: { held: 4, total: 5 }, stop: 'budget' }),
      lines: ['Photos : 4 / 5'],
      sentence: 'Il manque encore sur cet appareil 1 photo : le budget de stockage choisi est atteint. Augmentez-le dans ce panneau pour les télécharger.',
    },
    {
      name: 'stopped by the device\'s room',
      p: progress({ documents: { held: 0, total: 2 }, stop: 'stockage' }),
      lines: ['Photos : 0 / 0', 'Documents : 0 / 2'],
      sentence: "Il manque encore sur cet appareil 2 documents : l'appareil n'a plus assez de place.",
    },
    {
      name: 'stopped by the network',
      p: progress({ photos: { held: 1, total: 3 }, stop: 'réseau' }),
      lines: ['Photos : 1 / 3'],
      sentence: 'Il manque encore sur cet appareil 2 photos : le téléchargement reprendra au retour du réseau.',
    },
    {
      name: 'only files the server lacks are missing: said, with nothing to wait for',
      p: progress({ photos: { held: 2, total: 3 }, unavailable: 1 }),
      lines: ['Photos : 2 / 3'],
      sentence: 'Il manque encore sur cet appareil 1 photo dont 1 fichier introuvable sur le serveur.',
    },
  ];
  it.each(lines)('$name', ({ p, lines: expected, sentence }) => {
    expect(mediaProgressLines(p)).toEqual(expected);
    expect(mediaMissingSentence(p)).toBe(sentence);
  });
});
