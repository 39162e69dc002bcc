import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/dataDirLock';

/**
 * One server per DATA_DIR (DESIGN §8): PGlite takes no lock, and two servers on one folder lost 30 of 30
 * acknowledged rows. Real servers here, as child processes, stopped by their own pid.
 */

const folders: string[] = [];
const children = new Set<ChildProcess>();
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cimetiere-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves when the server says it listens (true), or when it exits first (false). */
  ready: Promise<boolean>;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'warn', JWT_SECRET: 'x'.repeat(40) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let text = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const ready = new Promise<boolean>((done) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Application disponible')) done(true);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => done(false));
  });
  return { child, port, output: () => text, ready, exited };
}

describe('one server per DATA_DIR', () => {
  it('refuses a second live server with a clear message, and starts again at once after a kill -9', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    expect(await first.ready).toBe(true);

    const second = await startServer(dataDir);
    expect(await second.ready).toBe(false);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Le dossier de données ${dataDir} est déjà utilisé par un autre serveur (processus ${first.child.pid}`);
    // The first one still answers.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServer(dataDir);
    expect(await third.ready).toBe(true);
    expect(await (await fetch(`http://127.0.0.1:${third.port}/api/health`)).json()).toEqual({ ok: true, engine: 'pglite' });

    // A clean stop releases the lock: the next start needs no takeover.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'server.lock.owner'))).toBe(false);
  }, 120_000);
});

describe('lockDataDir', () => {
  it('refuses a second lock in the same process, and gives it again once released', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('takes over at once a fresh lock whose holder on this host is dead', async () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    mkdirSync(join(dataDir, 'server.lock'));
    writeFileSync(join(dataDir, 'server.lock.owner'), JSON.stringify({ pid: dead, host: hostname() }));
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('respects a fresh lock held from another host, naming it', async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'server.lock'));
    writeFileSync(join(dataDir, 'server.lock.owner'), JSON.stringify({ pid: 1234, host: 'autre-machine' }));
    await expect(lockDataDir(dataDir)).rejects.toThrow('(processus 1234 sur autre-machine)');
  });
});
