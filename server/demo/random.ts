import { Faker, base, fr } from '@faker-js/faker';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, diffInDays } from '../../src/domain/dates';

/**
 * The one source of randomness of the demo: a faker instance seeded once, so the same seed gives the same
 * cemetery, row for row. Nothing in the demo may call Math.random, Date.now or faker's date helpers (they
 * read the clock): dates come from `today` and these draws.
 */
export interface Random {
  faker: Faker;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  /** A day between `from` and `to`, both included. */
  dateBetween(from: IsoDate, to: IsoDate): IsoDate;
  /** A UUID v7 whose time part advances with each call from `baseMs`: sorted, and the same for a seed. */
  uuid(): string;
}

export function createRandom(seed: number, baseMs: number): Random {
  const faker = new Faker({ locale: [fr, base] });
  faker.seed(seed);
  let clock = baseMs;
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
  const int = (min: number, max: number) => faker.number.int({ min, max });
  return {
    faker,
    int,
    chance: (p) => faker.number.float({ min: 0, max: 1 }) < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick: empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    weighted: (items) => {
      let total = 0;
      for (const [, w] of items) total += w;
      let draw = faker.number.float({ min: 0, max: total });
      for (const [value, w] of items) {
        draw -= w;
        if (draw < 0) return value;
      }
      return (items[items.length - 1] as readonly [(typeof items)[number][0], number])[0];
    },
    dateBetween: (from, to) => {
      const span = diffInDays(from, to);
      return span <= 0 ? from : addDays(from, int(0, span));
    },
    uuid: () => {
      clock += 1;
      const time = hex(clock, 12);
      const randA = hex(int(0, 0xfff), 3);
      const variant = hex(0x8000 | int(0, 0x3fff), 4);
      const randB = hex(int(0, 0xffffffffffff), 12);
      return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randA}-${variant}-${randB}`;
    },
  };
}
