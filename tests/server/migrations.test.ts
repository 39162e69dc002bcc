import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from '../helpers/testDb';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('migrations', () => {
  it('create the core tables with snake_case columns', async () => {
    const result = await database.db.execute(sql`select column_name from information_schema.columns where table_name = 'espaces' order by column_name`);
    const columns = (result as unknown as { rows: Array<{ column_name: string }> }).rows.map((r) => r.column_name);
    expect(columns).toContain('change_seq');
    expect(columns).toContain('societe_id');
  });
});
