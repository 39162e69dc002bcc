import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { initPgliteDirApart, PGLITE_SHARED_BUFFERS } from '../../server/db/pgliteMemory';

/**
 * Issue 26, 'memory stays under 1 GB': the embedded database's own share of the server's memory. A new data
 * folder is made by initdb in a child process (in the server's process it left some 370 MB resident after its
 * PGlite was closed), and PostgreSQL's buffer pool is 32 MB instead of 128 MB, passed at start only.
 */

const folders: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cimetiere-pglite-mem-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Rows of a statement, as both drivers return them. */
async function rowsOf(database: Database, query: SQL): Promise<unknown[]> {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;

describe('PGlite on disk (issue 26)', () => {
  it('makes a new folder apart, keeps what is written across a reopen, and runs with the lower buffer pool', async () => {
    const dataDir = tempDir();
    const before = residentMb();
    const first = await openDatabase({ dataDir, databaseUrl: undefined });
    // initdb in this process left 370 MB or more here (523 MB after opening, from 145 MB); apart, about 165 MB.
    expect(residentMb() - before).toBeLessThan(300);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(await rowsOf(first, sql`show shared_buffers`)).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    await rowsOf(first, sql`create table kept (v text)`);
    await rowsOf(first, sql`insert into kept values ('Dupont')`);
    await first.close();

    const again = await openDatabase({ dataDir, databaseUrl: undefined });
    expect(await rowsOf(again, sql`select v from kept`)).toEqual([{ v: 'Dupont' }]);
    expect(await rowsOf(again, sql`show shared_buffers`)).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    await again.close();
    // Set at start only: the folder's own settings are left as initdb wrote them.
    expect(readFileSync(join(dataDir, 'pglite', 'postgresql.auto.conf'), 'utf8')).not.toContain('shared_buffers');
  }, 240_000);

  it('in memory too, the buffer pool is the lower one', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    expect(await rowsOf(database, sql`show shared_buffers`)).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
    await database.close();
  }, 120_000);

  it('a folder initdb cannot make is an error naming it, not a server started without its data', async () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, 'not a folder');
    await expect(initPgliteDirApart(join(file, 'pglite'))).rejects.toThrow(/PGlite initdb failed in .*a-file/);
  }, 120_000);
});
