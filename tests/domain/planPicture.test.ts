import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentPictures, isPlanPictureKey, keptPictures, pictureFor, PLAN_PICTURE_FORMAT, PLAN_PICTURES_KEPT, type PlanPictureKey } from '../../src/domain/plan';

/**
 * Issue 29: the plan's opening picture is shown only when it is exactly what the map will draw: the replica's
 * current stamp, the screen's opening set, the map's size and pixel ratio.
 */
const key = (over: Partial<PlanPictureKey> = {}): PlanPictureKey & { format: typeof PLAN_PICTURE_FORMAT } => ({
  format: PLAN_PICTURE_FORMAT,
  stamp: 's1',
  set: 'all',
  width: 1060,
  height: 640,
  pixelRatio: 1,
  ...over,
});

describe('the plan opening picture', () => {
  it.each([
    ['the same set, size and pixel ratio', {}, true],
    ['another screen (the set of /emplacement)', { set: 'outside pleine nature' as const }, false],
    ['a map one pixel narrower', { width: 1059 }, false],
    ['a map one pixel taller', { height: 641 }, false],
    ['the tablet turned', { width: 640, height: 1060 }, false],
    ['another pixel ratio', { pixelRatio: 2 }, false],
  ])('is shown for %s: %s', (_what, want, shown) => {
    const stored = key();
    const { stamp: _stamp, format: _format, ...opening } = key(want);
    expect(pictureFor([stored], opening)).toBe(shown ? stored : null);
  });

  it('is never shown once the replica has another stamp', () => {
    const stored = [key({ stamp: 'old' }), key({ stamp: 'old', width: 800, height: 1100 })];
    expect(currentPictures(stored, 'new')).toEqual([]);
    expect(currentPictures(stored, 'old')).toEqual(stored);
  });

  it('keeps the newest of the current stamp, one per key, at most PLAN_PICTURES_KEPT', () => {
    const landscape = key({ width: 1060, height: 640 });
    const portrait = key({ width: 740, height: 1000 });
    const emplacements = key({ set: 'outside pleine nature' });
    let kept = keptPictures([], landscape);
    kept = keptPictures(kept, portrait);
    kept = keptPictures(kept, emplacements);
    expect(kept).toEqual([emplacements, portrait, landscape]);
    // The same key again replaces it; a new stamp drops every older picture.
    const again = { ...landscape };
    expect(keptPictures(kept, again)).toEqual([again, emplacements, portrait]);
    const next = key({ stamp: 's2' });
    expect(keptPictures(kept, next)).toEqual([next]);
  });

  it('never keeps more than PLAN_PICTURES_KEPT, nor two of one key, nor one of another stamp', () => {
    const arbKey = fc.record({
      stamp: fc.constantFrom('s1', 's2'),
      set: fc.constantFrom('all' as const, 'outside pleine nature' as const),
      width: fc.integer({ min: 1, max: 4 }),
      height: fc.constant(10),
      pixelRatio: fc.constantFrom(1, 2),
    });
    fc.assert(
      fc.property(fc.array(arbKey, { maxLength: 30 }), (added) => {
        let kept: PlanPictureKey[] = [];
        for (const picture of added) {
          kept = keptPictures(kept, picture);
          expect(kept[0]).toBe(picture);
          expect(kept.length).toBeLessThanOrEqual(PLAN_PICTURES_KEPT);
          expect(kept.every((p) => p.stamp === picture.stamp)).toBe(true);
          const keys = kept.map((p) => `${p.set} ${p.width} ${p.height} ${p.pixelRatio}`);
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
    );
  });

  it.each([
    ['a whole record', key(), true],
    ['another format', { ...key(), format: PLAN_PICTURE_FORMAT + 1 }, false],
    ['an unknown set', { ...key(), set: 'wait' }, false],
    ['no width', { ...key(), width: 0 }, false],
    ['a fractional height', { ...key(), height: 640.5 }, false],
    ['no pixel ratio', { ...key(), pixelRatio: 0 }, false],
    ['no stamp', { ...key(), stamp: undefined }, false],
    ['nothing', null, false],
  ])('reads %s as %s', (_what, value, whole) => {
    expect(isPlanPictureKey(value)).toBe(whole);
  });
});
