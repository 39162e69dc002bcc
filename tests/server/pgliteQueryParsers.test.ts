import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { boolean, date, integer, interval, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLikeDrizzleOnce, withoutKnownParsers } from '../../server/db/pgliteQueryParsers';

/**
 * The PGlite given to drizzle parses each type as drizzle's own per-query parsers did (server/db/pgliteQueryParsers.ts):
 * every kind of drizzle read gives the same values from a PGlite with the parsers in its table as from a plain one.
 */
const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  name: text('name'),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  atLocal: timestamp('at_local', { mode: 'string' }),
  atDate: timestamp('at_date', { withTimezone: true }),
  day: date('day'),
  span: interval('span'),
  amount: numeric('amount'),
  flag: boolean('flag'),
  detail: jsonb('detail'),
  ref: uuid('ref'),
});

const CREATE = sql.raw(`create table sample (
  id int primary key, name text, at timestamptz, at_local timestamp, at_date timestamptz, day date, span interval,
  amount numeric, flag boolean, detail jsonb, ref uuid,
  amounts numeric[], stamps timestamp[], stampsz timestamptz[], spans interval[], days date[], counts int[], names text[])`);
const INSERT = sql.raw(`insert into sample values
  (1, 'Élise', '2026-03-01 10:00:00+01', '2026-03-01 10:00:00', '2026-03-01 09:00:00+00', '2026-03-01', '1 year 2 days',
   12.50, true, '{"carré":"A","n":[1,2]}', '01a2261a-7d88-7f7d-940f-b13c0e1094b4',
   '{1.5,2}', '{"2026-01-01 00:00:00"}', '{"2026-01-01 00:00:00+00"}', '{"1 day"}', '{2026-01-01,2027-02-02}', '{1,2,3}', '{"a","b c"}'),
  (2, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null)`);

async function open(withTableParsers: boolean) {
  const client = new PGlite();
  if (withTableParsers) await parseLikeDrizzleOnce(client);
  const db = drizzle(client);
  await db.execute(CREATE);
  await db.execute(INSERT);
  return { client, db };
}

let plain: Awaited<ReturnType<typeof open>>;
let tuned: Awaited<ReturnType<typeof open>>;

beforeAll(async () => {
  [plain, tuned] = await Promise.all([open(false), open(true)]);
});
afterAll(async () => {
  await Promise.all([plain.client.close(), tuned.client.close()]);
});

type Db = typeof plain.db;
const reads: Array<[string, (db: Db) => Promise<unknown>]> = [
  ['the query builder (rows as arrays, mapped to fields)', (db) => db.select().from(sample).orderBy(sample.id)],
  ['a raw statement (rows as objects)', async (db) => (await db.execute(sql`select * from sample order by id`)).rows],
  ['a raw statement of arrays and computed values', async (db) => (await db.execute(sql`select amounts, stamps, stampsz, spans, days, counts, names, now() - now() as zero from sample order by id`)).rows],
  ['the query builder in a transaction', (db) => db.transaction((tx) => tx.select().from(sample).orderBy(sample.id))],
  ['a raw statement in a transaction', (db) => db.transaction(async (tx) => (await tx.execute(sql`select * from sample order by id`)).rows)],
];

describe('PGlite with drizzle’s parsers in its own table', () => {
  it.each(reads)('%s gives the same values as a plain PGlite', async (_name, read) => {
    const [expected, actual] = await Promise.all([read(plain.db), read(tuned.db)]);
    expect(actual).toEqual(expected);
    expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
  });

  it('keeps timestamps, dates and intervals as PostgreSQL’s text, as drizzle expects', async () => {
    const [row] = await tuned.db.select().from(sample).where(sql`id = 1`);
    expect(row).toMatchObject({ at: '2026-03-01 09:00:00+00', atLocal: '2026-03-01 10:00:00', day: '2026-03-01', span: '1 year 2 days', amount: '12.50' });
    expect(row?.atDate).toEqual(new Date('2026-03-01T09:00:00Z'));
  });

  it('still rolls a failed transaction back, and an explicit rollback too', async () => {
    await expect(
      tuned.db.transaction(async (tx) => {
        await tx.execute(sql`insert into sample (id, name) values (3, 'annulé')`);
        throw new Error('refus');
      }),
    ).rejects.toThrow('refus');
    await tuned.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into sample (id, name) values (4, 'annulé aussi')`);
        tx.rollback();
      })
      .catch(() => undefined);
    const ids = (await tuned.db.execute(sql`select id from sample order by id`)).rows.map((r) => r.id);
    expect(ids).toEqual([1, 2]);
  });
});

describe('withoutKnownParsers', () => {
  const same = (value: string) => value;
  it.each([
    ['no options', undefined, undefined],
    ['options without parsers', { rowMode: 'array' as const }, { rowMode: 'array' as const }],
    ['only the types the table parses as text', { rowMode: 'array' as const, parsers: { [types.DATE]: same, [types.TIMESTAMPTZ]: same, 1182: same } }, { rowMode: 'array' as const }],
  ])('%s', (_name, options, expected) => {
    expect(withoutKnownParsers(options)).toEqual(expected);
  });

  it('leaves a query’s parsers in place when one of them is for another type', () => {
    const options = { parsers: { [types.DATE]: same, [types.JSON]: (value: string) => value.length } };
    expect(withoutKnownParsers(options)).toBe(options);
  });
});
