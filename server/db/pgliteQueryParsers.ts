import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';

/**
 * drizzle hands PGlite a set of parsers with every query (timestamps, dates, intervals, numerics and their arrays
 * left as the text PostgreSQL sends), and PGlite merges them into its own table of about 320 parsers for each
 * query: an object spread that costs about 150 µs, more than a simple query itself (measured: 262 µs a query with
 * the parsers, 130 µs without). The server, on PGlite by default, paid it on every statement.
 *
 * The same parsers are put once into the PGlite's own table instead, and a query whose parsers are only those
 * goes without them: each value is parsed by the same function as before, without the copy.
 */
const LEFT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const leftAsText = new Set(LEFT_AS_TEXT);
const asText = (value: string) => value;

/** A query's options without its parsers when the client's own table already parses those types that way. */
export function withoutKnownParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const key of Object.keys(parsers)) if (!leftAsText.has(Number(key))) return options;
  const { parsers: _merged, ...rest } = options;
  return rest;
}

/**
 * Once the PGlite is ready (its array types are known then, and their parsers made), leaves drizzle's types as
 * text in its own table and strips drizzle's per-query parsers from its queries, in and out of transactions.
 */
export async function parseLikeDrizzleOnce(client: PGlite): Promise<void> {
  await client.waitReady;
  for (const oid of LEFT_AS_TEXT) client.parsers[oid] = asText;
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutKnownParsers(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      // The transaction's other members (rollback, closed…) stay those of PGlite's own object.
      const own = Object.create(tx) as typeof tx;
      own.query = ((text: string, params?: unknown[], options?: QueryOptions) => tx.query(text, params, withoutKnownParsers(options))) as typeof tx.query;
      return run(own);
    })) as PGlite['transaction'];
}
