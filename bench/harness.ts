import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

export interface BenchServer {
  origin: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Generates the cemetery (BENCH_PLOTS plots); BENCH_REUSE=1 keeps the previous run's (generation takes a while). */
  seed(): void;
  /** Starts the real server on the generated data and waits until it answers. */
  /** Starts the server; it serves ./dist of `cwd` (default: the repository). */
  start(cwd?: string): Promise<ChildProcess>;
}

/** The real server on a generated cemetery of its own folder and port, shared by every benchmark. */
export function benchServer(opts: { folder: string; port: number; plots: number }): BenchServer {
  const dataDir = join(root, '.tmp', opts.folder);
  const origin = `http://localhost:${opts.port}`;
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(opts.port), DEMO_DATA: '0', NODE_ENV: 'test', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12' };
  return {
    origin,
    dataDir,
    env,
    seed() {
      if (process.env.BENCH_REUSE === '1' && existsSync(join(dataDir, 'pglite'))) return;
      rmSync(dataDir, { recursive: true, force: true });
      const run = spawnSync(tsx, ['server/demo/cli.ts', '--plots', String(opts.plots)], { cwd: root, env, stdio: 'inherit' });
      if (run.status !== 0) throw new Error('demo generation failed');
    },
    async start(cwd = root) {
      const server = spawn(tsx, [join(root, 'server', 'main.ts')], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
      // A 20,000-plot database takes a while to open on a busy machine: up to two minutes.
      for (let i = 0; i < 240; i++) {
        try {
          if ((await fetch(`${origin}/api/health`)).ok) return server;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      server.kill();
      throw new Error('server did not start');
    },
  };
}

/** Replaces (or appends) one benchmark's section of bench/RESULTS.md, between its own markers. */
export function writeResultsSection(name: string, lines: readonly string[]): void {
  const start = `<!-- ${name}.bench:start -->`;
  const end = `<!-- ${name}.bench:end -->`;
  const file = join(root, 'bench', 'RESULTS.md');
  const section = [start, ...lines, end].join('\n');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const a = old.indexOf(start);
  const b = old.indexOf(end);
  writeFileSync(file, a >= 0 && b > a ? old.slice(0, a) + section + old.slice(b + end.length) : `${old.trimEnd()}\n\n${section}\n`);
}
