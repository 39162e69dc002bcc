import { spawn } from 'node:child_process';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's buffer pool inside embedded PGlite (issue 26, 'memory stays under 1 GB'). PGlite keeps
 * PostgreSQL's default of 128 MB, and its WebAssembly memory touches the whole pool when it starts: 128 MB of
 * the server's resident memory before any request, never given back (a WebAssembly memory does not shrink).
 * 32 MB holds the pages a request reads; the data files stay on disk and in the system's file cache, which
 * serves the rarer pages that leave the pool. Passed at start (`-c`), so nothing is written into the data folder
 * and a server of older code opening it finds PostgreSQL's settings as they were.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** The options every PGlite of the server opens with: PGlite's own start parameters, the buffer pool lowered. */
export const pgliteOptions: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

/**
 * Makes a new PGlite data folder (initdb) in a child process of its own, which exits when it is made. In the
 * server's own process initdb leaves 150 to 450 MB resident after its PGlite is closed (its WebAssembly memory and
 * compiled code are not given back to the system at once, measured in bench/importLoad.bench.ts's idle server):
 * a server started on a new folder would keep them as long as it runs. Only a new folder pays this start (a few
 * seconds); the folder is then opened in the server's process as any existing one. The child writes nothing but
 * the folder; a failure rejects with its exit status and what it printed.
 */
export async function initPgliteDirApart(dir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script =
    `const { PGlite } = await import(${JSON.stringify(pglite)});` +
    `const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  if (status !== 0) throw new Error(`PGlite initdb failed in ${dir} (exit ${String(status)}): ${stderr}`);
}
