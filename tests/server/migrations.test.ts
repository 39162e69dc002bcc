import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { SQL_TABLE_NAMES, REPLICATED_TABLES } from '../../src/domain/entities/tables';
import { openTestDatabase } from '../helpers/testDb';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function columnsOf(table: string): Promise<string[]> {
  const r = await rows<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_name = ${table} order by column_name`,
  );
  return r.map((c) => c.column_name);
}

describe('migrations', () => {
  it('create the core tables with snake_case columns', async () => {
    const columns = await columnsOf('espaces');
    expect(columns).toContain('change_seq');
    expect(columns).toContain('societe_id');
  });

  it('create every replicated table with the replication columns', async () => {
    for (const name of REPLICATED_TABLES) {
      const columns = await columnsOf(SQL_TABLE_NAMES[name]);
      expect(columns, name).toEqual(expect.arrayContaining(['id', 'version', 'seq', 'updated_at', 'deleted_at']));
      if (name !== 'espaces') expect(columns, name).toContain('espace_id');
    }
  });

  it('name business columns after the spec, in snake_case', async () => {
    expect(await columnsOf('locations')).toEqual(
      expect.arrayContaining(['emplacement_id', 'etat_abandon', 'date_fin', 'nb_places', 'perpetuelle', 'type_concession']),
    );
    expect(await columnsOf('occupants')).toEqual(expect.arrayContaining(['nom_jeune_fille', 'date_deces', 'criteres_specifiques']));
    expect(await columnsOf('emplacements')).toEqual(expect.arrayContaining(['carre', 'allee', 'numero', 'geometry', 'pre_reservation']));
    expect(await columnsOf('mail_archives')).toContain('date_envoi');
  });

  it('create the server-only tables', async () => {
    for (const table of ['abonnements', 'lexiques', 'faqs', 'template_documents', 'feedback', 'media_files']) {
      expect(await columnsOf(table), table).not.toEqual([]);
    }
  });

  it('index every replicated table on (espace_id, seq) for the pull', async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and indexname like '%_espace_seq'`,
    );
    expect(indexes.length).toBe(REPLICATED_TABLES.length - 1);
    for (const index of indexes) expect(index.indexdef).toMatch(/\(espace_id, seq\)/);
  });
});
