import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Real server processes on one real PostgreSQL (DESIGN §8: stateless processes behind a load balancer), for
 * the tests of tests/scale. They need TEST_DATABASE_URL (scripts/test-postgres.sh sets it); vitest.config.ts
 * includes these files only then, so no test is ever skipped.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL manquant : lancez ces tests par scripts/test-postgres.sh');
  return url;
}

/** A fresh database of its own on the test server; drop() removes it, ending the sessions left in it. */
export async function createScaleDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `scale_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A port free now on loopback; kept by its server process across restarts, as a balancer's backend. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One `node --import tsx server/main.ts`, as production runs it, with its own port and DATA_DIR. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private stderr = '';
  readonly dataDir = mkdtempSync(join(tmpdir(), 'cimetiere-scale-'));

  private constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  static async create(env: { databaseUrl: string; jwtSecret: string; extra?: NodeJS.ProcessEnv }): Promise<ServerProcess> {
    const port = await freePort();
    return new ServerProcess(port, {
      ...process.env,
      ...env.extra,
      DATABASE_URL: env.databaseUrl,
      JWT_SECRET: env.jwtSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      NODE_ENV: 'test',
    });
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Spawns the process; ready() waits for it to answer. */
  spawn(): void {
    if (this.child) throw new Error('already running');
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
      cwd: root,
      env: { ...this.env, DATA_DIR: this.dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
    });
    this.child = child;
  }

  /** Polls /api/health until it answers (a cold start compiles the server: seconds on a busy machine). */
  async ready(timeoutMs = 90_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.child) throw new Error(`Le serveur ${this.port} s'est arrêté au démarrage :\n${this.stderr}`);
      try {
        if ((await fetch(`${this.origin}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`Le serveur ${this.port} ne répond pas :\n${this.stderr}`);
  }

  async start(): Promise<void> {
    this.spawn();
    await this.ready();
  }

  /** kill -9: no close, no answer to the requests in flight, open transactions rolled back by PostgreSQL. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }

  cleanup(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Several processes on one database, sharing JWT_SECRET so a token signed by one is good on all. */
export class Cluster {
  private constructor(readonly processes: ServerProcess[]) {}

  static async start(databaseUrl: string, count: number, jwtSecret = randomBytes(32).toString('hex')): Promise<Cluster> {
    const processes = await Promise.all(Array.from({ length: count }, () => ServerProcess.create({ databaseUrl, jwtSecret })));
    // Started together, as after a deployment: they migrate the same database at the same moment.
    for (const p of processes) p.spawn();
    await Promise.all(processes.map((p) => p.ready()));
    return new Cluster(processes);
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop()));
    for (const p of this.processes) p.cleanup();
  }
}
