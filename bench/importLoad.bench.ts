import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { xlsxOf } from '../tests/helpers/registers';
import { root, writeResultsSection } from './harness';
import { benchRegister } from './registerFile';

/**
 * Issue 26, 'Nobody else waits': a register of 20,000 and of 100,000 lines (the documented maximum) imported
 * into one town's cemetery through the real routes, on embedded PGlite on disk, while another town's users
 * keep working. Measured as that other town sees it: each of its requests is timed from its send to its
 * answer (a pull of its cemetery, a GET of a list, a push of one mutation, each in its own loop, one after the
 * other with 100 ms between), so the time it queued behind the import counts. Also the server process's peak
 * RSS (VmHWM of /proc, reset before each step) and peak V8 heap, and each step's total time.
 *
 * Side by side: BENCH_BEFORE=<commit> runs the same steps on that commit's code too (extracted into .tmp),
 * each size on both codes back to back, a fresh server process each. Runs alone, a few minutes:
 * `BENCH_BEFORE=main node --import tsx bench/importLoad.bench.ts` (BENCH_IMPORT_SIZES=20000,100000; BENCH_AFTER=<commit>
 * measures that commit instead of the working tree; BENCH_PORT=<port>).
 */
const sizes = (process.env.BENCH_IMPORT_SIZES ?? '20000,100000').split(',').map(Number);
const before = process.env.BENCH_BEFORE;
const patient = process.env.BENCH_PATIENT === '1';
const port = Number(process.env.BENCH_PORT ?? 4411);
/** 'import-load' (the other town's waits) or 'import-memory' (the peaks, by phase): the section of RESULTS.md written. */
const section = process.env.BENCH_SECTION ?? 'import-load';
const tsxImport = join(root, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');

interface Ready {
  espaceId: string;
  otherEspaceId: string;
  adminToken: string;
  otherToken: string;
  otherClientId: string;
  otherClientSeq: number;
  otherPlots: string[];
}

type ProbeKind = 'pull' | 'list' | 'push';
interface Probes {
  longest: Record<ProbeKind, number>;
  count: Record<ProbeKind, number>;
  failures: string[];
}

interface StepResult {
  ms: number;
  /** CPU seconds of the server process during the step (all threads). */
  cpuS: number;
  status: number;
  probes: Probes;
  peakRssMb: number;
  peakHeapMb: number;
  peakExternalMb: number;
  /** Peak resident memory (sampled every 20 ms in the process) by phase: a worker's task name, 'staging', 'writing', 'main'. */
  peakByPhaseMb: Record<string, number>;
  body: string;
}

/** The code tree of a commit, extracted once into .tmp (its node_modules are this repository's). */
function codeOf(commit: string): string {
  const sha = spawnSync('git', ['rev-parse', '--short', commit], { cwd: root, encoding: 'utf8' }).stdout.trim();
  if (!sha) throw new Error(`commit inconnu : ${commit}`);
  const dir = join(root, '.tmp', `code-${sha}${patient ? '-patient' : ''}`);
  if (!existsSync(join(dir, 'server'))) {
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync('sh', ['-c', `git archive ${sha} | tar -x -C ${dir}`], { cwd: root, stdio: 'inherit' });
    if (archive.status !== 0) throw new Error('git archive failed');
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    if (patient) relaxTimeLimits(dir);
  }
  return dir;
}

/**
 * BENCH_PATIENT=1: the extracted code's time limits for reading (60 s) and planning (5 min) a register raised to
 * 30 min, so that a loaded shared machine measures memory instead of answering 413 'trop complexe'. Memory does not
 * depend on these limits; only the extracted copy is changed.
 */
function relaxTimeLimits(dir: string): void {
  const patches: Array<[string, RegExp, string]> = [
    ['server/import/limits.ts', /REGISTER_READ_TIME_LIMIT_MS = [^;]+;/, 'REGISTER_READ_TIME_LIMIT_MS = 30 * 60_000;'],
    ['server/import/planOffThread.ts', /PLAN_TIME_LIMIT_MS = [^;]+;/, 'PLAN_TIME_LIMIT_MS = 30 * 60_000;'],
  ];
  for (const [file, pattern, replacement] of patches) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    if (!pattern.test(text)) throw new Error(`${file}: time limit not found`);
    writeFileSync(path, text.replace(pattern, replacement));
  }
}

class Server {
  /** The other town's device: its last mutation seq and the notes it last saw on each plot (so its pushes apply). */
  readonly device: { seq: number; notes: Map<string, string | null> };

  private constructor(
    readonly child: ChildProcess,
    readonly ready: Ready,
    readonly origin: string,
  ) {
    this.device = { seq: ready.otherClientSeq, notes: new Map() };
  }

  static async start(codeRoot: string, label: string): Promise<Server> {
    const dataDir = join(root, '.tmp', `import-load-${label}`);
    rmSync(dataDir, { recursive: true, force: true });
    const child = spawn(process.execPath, ['--import', tsxImport, join(root, 'bench', 'importLoad.server.ts')], {
      cwd: codeRoot,
      env: { ...process.env, BENCH_CODE_ROOT: codeRoot, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'test' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
      child.on('message', (m: { type: string } & Ready) => {
        if (m.type === 'ready') resolve(m);
      });
    });
    return new Server(child, ready, `http://127.0.0.1:${port}`);
  }

  private ask<T>(type: string): Promise<T> {
    return new Promise((resolve) => {
      const on = (m: { type: string } & T) => {
        if (m.type !== type) return;
        this.child.off('message', on);
        resolve(m);
      };
      this.child.on('message', on);
      this.child.send({ type });
    });
  }

  /** Resets the peak RSS (VmHWM, by clear_refs) and the sampled peak heap. */
  async resetPeaks(): Promise<void> {
    writeFileSync(`/proc/${this.child.pid}/clear_refs`, '5');
    await this.ask('reset');
  }

  /** CPU seconds the server process has used so far, all its threads (the workers included): load moves wall time, not this. */
  cpuSeconds(): number {
    const fields = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  }

  /** The process's resident memory now. */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  }

  async peaks(): Promise<{ rssMb: number; heapMb: number; externalMb: number; byPhaseMb: Record<string, number> }> {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    const { peakHeap, peakExternal, peakByPhase } = await this.ask<{ peakHeap: number; peakExternal: number; peakByPhase: Record<string, number> }>('memory');
    const byPhaseMb = Object.fromEntries(Object.entries(peakByPhase).map(([k, v]) => [k, Math.round(v / 1048576)]));
    return { rssMb: hwm / 1024, heapMb: peakHeap / 1048576, externalMb: peakExternal / 1048576, byPhaseMb };
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'stop' });
    await exited;
  }
}

/** The other town's three kinds of request, each in its own loop, timed from send to answer, until stopped. */
function probeOtherTown(server: Server): { stop(): Promise<Probes> } {
  const { otherEspaceId, otherToken, otherClientId, otherPlots } = server.ready;
  const { device } = server;
  let running = true;
  const probes: Probes = { longest: { pull: 0, list: 0, push: 0 }, count: { pull: 0, list: 0, push: 0 }, failures: [] };
  const headers = { authorization: `Bearer ${otherToken}` };
  const send: Record<ProbeKind, () => Promise<Response>> = {
    pull: () => fetch(`${server.origin}/api/sync/pull?espace=${otherEspaceId}&cursor=0&limit=5000`, { headers }),
    list: () => fetch(`${server.origin}/api/admin/users`, { headers }),
    push: () => {
      const plot = otherPlots[device.seq % otherPlots.length] as string;
      device.seq += 1;
      const next = `Relevé ${device.seq}`;
      const base = { notes: device.notes.get(plot) ?? null };
      device.notes.set(plot, next);
      const mutation = { id: randomUUID(), seq: device.seq, name: 'emplacement.update', args: { id: plot, notes: next }, base, createdAt: new Date().toISOString() };
      return fetch(`${server.origin}/api/sync/push`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ espaceId: otherEspaceId, clientId: otherClientId, mutations: [mutation] }) });
    },
  };
  const loop = async (kind: ProbeKind) => {
    while (running) {
      const t = performance.now();
      // A connection reset (a kept-alive socket closed by the server as the request left) is a failure counted, not the bench's end.
      const answered = await send[kind]().then(async (res) => ({ status: res.status, body: await res.text() }), (error: Error) => ({ status: 0, body: String(error.cause ?? error) }));
      const res = answered;
      const body = answered.body;
      const took = performance.now() - t;
      if (res.status !== 200 || (kind === 'push' && !body.includes('"applied"'))) probes.failures.push(`${kind} ${res.status} ${body.slice(0, 120)}`);
      probes.longest[kind] = Math.max(probes.longest[kind], took);
      probes.count[kind] += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const loops = Promise.all((['pull', 'list', 'push'] as const).map(loop));
  return {
    async stop() {
      running = false;
      await loops;
      return probes;
    },
  };
}

/** A POST answered whenever it is: fetch gives up after 5 minutes without headers, which a loaded machine's 100,000-line import may take. */
function postWithoutTimeout(url: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.byteLength) } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function step(server: Server, path: string, file: Buffer): Promise<StepResult> {
  await server.resetPeaks();
  const probe = probeOtherTown(server);
  // The probes' first round before the import is sent, so that they are under way when it starts.
  await new Promise((r) => setTimeout(r, 300));
  const t = performance.now();
  const cpu0 = server.cpuSeconds();
  const res = await postWithoutTimeout(`${server.origin}/api/ESpaces/front_import_excel${path}?espaceId=${server.ready.espaceId}`, { authorization: `Bearer ${server.ready.adminToken}`, 'content-type': 'application/octet-stream' }, file);
  const body = res.body;
  const ms = performance.now() - t;
  const cpuS = server.cpuSeconds() - cpu0;
  const probes = await probe.stop();
  const peaks = await server.peaks();
  return { ms, cpuS, status: res.status, probes, peakRssMb: peaks.rssMb, peakHeapMb: peaks.heapMb, peakExternalMb: peaks.externalMb, peakByPhaseMb: peaks.byPhaseMb, body: body.slice(0, 400) };
}

interface Run {
  code: string;
  lines: number;
  idle: Probes;
  idleRssMb: number;
  dry: StepResult;
  imported: StepResult;
}

async function runOne(codeRoot: string, code: string, lines: number, file: Buffer): Promise<Run> {
  console.log(`… ${code}, ${lines} lignes`);
  const server = await Server.start(codeRoot, code.replace(/\W/g, ''));
  try {
    // Warm-up (the first requests compile the routes' code), then the other town alone for 3 s.
    await probeOtherTown(server).stop();
    await new Promise((r) => setTimeout(r, 1000));
    await probeOtherTown(server).stop();
    const idleProbe = probeOtherTown(server);
    await new Promise((r) => setTimeout(r, 3000));
    const idle = await idleProbe.stop();
    const idleRssMb = server.rssMb();
    const dry = await step(server, '/simulation', file);
    const imported = await step(server, '', file);
    console.log(JSON.stringify({ code, lines, idle: idle.longest, dry: { ...dry, body: undefined }, imported: { ...imported, body: imported.body.slice(0, 200) } }));
    return { code, lines, idle, idleRssMb, dry, imported };
  } finally {
    await server.stop();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('fr-FR').replace(/\s/g, ' ');
const s = (ms: number) => (ms / 1000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const longest = (p: Probes) => Math.max(p.longest.pull, p.longest.list, p.longest.push);
const kinds = (p: Probes) => `${fmt(p.longest.pull)} / ${fmt(p.longest.list)} / ${fmt(p.longest.push)} ms`;

const PHASES: Array<[string, string]> = [
  ['main', 'receiving'],
  ['readRegisterPacked', 'reading (worker)'],
  ['after readRegisterPacked', 'mapping'],
  ['planRegisterPacked', 'planning (worker)'],
  ['after planRegisterPacked', 'plan back, deciding / answer'],
  ['staging', 'staging'],
  ['writing', 'writing'],
  ['published', 'published'],
];
const byPhase = (r: StepResult) =>
  PHASES.filter(([key]) => r.peakByPhaseMb[key] !== undefined)
    .map(([key, label]) => `${label} ${fmt(r.peakByPhaseMb[key] as number)}`)
    .join(' · ');

/** The section 'import-memory' (issue 26, 'memory stays under 1 GB'): each step's peaks, and where they fall. */
function memoryTable(runs: Run[], load: string): string[] {
  return [
    '## Memory of a register import (issue 26)',
    '',
    `Run of \`BENCH_SECTION=import-memory ${before ? `BENCH_BEFORE=${before} ` : ''}${process.env.BENCH_AFTER ? `BENCH_AFTER=${process.env.BENCH_AFTER} ` : ''}${patient ? 'BENCH_PATIENT=1 ' : ''}BENCH_IMPORT_SIZES=${sizes.join(',')} node --import tsx bench/importLoad.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: the same steps as 'Other towns during a register import' (bench/registerFile.ts as an .xlsx, dry run then import into an empty cemetery, a fresh server process on embedded PGlite on disk for each code, the codes back to back, another town's requests looping meanwhile). Machine load at the start (1, 5, 15 min): ${load}, 2 cores shared with other agents.`,
    '',
    '| code | lines | step | total time | server CPU | peak RSS | peak RSS by phase (MB, sampled every 20 ms) | main-thread peak heap | other town\'s longest answer |',
    '|---|---:|---|---:|---:|---:|---|---:|---:|',
    ...runs.flatMap((r) => [
      `| ${r.code} | ${fmt(r.lines)} | idle server | | | ${fmt(r.idleRssMb)} MB (now) | | | ${s(longest(r.idle))} s |`,
      `| ${r.code} | ${fmt(r.lines)} | dry run | ${s(r.dry.ms)} s | ${s(r.dry.cpuS * 1000)} s | **${fmt(r.dry.peakRssMb)} MB** | ${byPhase(r.dry)} | ${fmt(r.dry.peakHeapMb)} MB | ${s(longest(r.dry.probes))} s |`,
      `| ${r.code} | ${fmt(r.lines)} | import | ${s(r.imported.ms)} s | ${s(r.imported.cpuS * 1000)} s | **${fmt(r.imported.peakRssMb)} MB** | ${byPhase(r.imported)} | ${fmt(r.imported.peakHeapMb)} MB | ${s(longest(r.imported.probes))} s |`,
    ]),
    '',
    `Answers: ${runs.map((r) => `${r.code} ${fmt(r.lines)}: dry run ${r.dry.status}, import ${r.imported.status}${r.imported.status === 200 ? '' : ` (${r.imported.body.slice(0, 160)})`}`).join('; ')}. Other town's requests answered other than 200/applied: ${runs.map((r) => r.dry.probes.failures.length + r.imported.probes.failures.length).reduce((a, b) => a + b, 0)}.`,
    '',
    "Peak RSS is the whole server process's VmHWM (the off-thread workers and PGlite's WebAssembly memory included), reset before each step. By phase: the process's RSS sampled every 20 ms inside it, the phase told by the events of `cimetiere.offthread` (a worker's task running, then what follows it on the main thread) and `cimetiere.bulk` (staging, writing, published).",
  ];
}

async function main(): Promise<void> {
  const load = loadavg().map((l) => l.toFixed(2)).join(', ');
  const codes: Array<{ label: string; dir: string }> = [];
  if (before) codes.push({ label: `before (${before})`, dir: codeOf(before) });
  // BENCH_AFTER=<commit>: that commit's code extracted as well, so that the tree can change while the bench runs.
  const after = process.env.BENCH_AFTER;
  const head = spawnSync('git', ['rev-parse', '--short', after ?? 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  codes.push({ label: `this tree (${head})`, dir: after ? codeOf(after) : root });
  const runs: Run[] = [];
  for (const lines of sizes) {
    const file = xlsxOf(benchRegister(lines));
    for (const code of codes) runs.push(await runOne(code.dir, code.label, lines, file));
  }
  const out = [
    '## Other towns during a register import (issue 26)',
    '',
    `Run of \`${before ? `BENCH_BEFORE=${before} ` : ''}node --import tsx bench/importLoad.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: the benchmark's register (bench/registerFile.ts: one line per deceased, two per plot) as an .xlsx, dry run then import into an empty cemetery, through the real routes of a server process on embedded PGlite on disk (a fresh process and database for each line below, the sizes one after the other, each on both codes back to back). Meanwhile another town's user loops over three requests, each timed from its send to its answer: a pull of its cemetery (300 plots), a GET of a list (/api/admin/users), a push of one mutation. Machine load at the start (1, 5, 15 min): ${load}, 2 cores shared with other agents.`,
    '',
    "| code | lines | step | total time | other town's longest answer (pull / list / push) | peak RSS | peak heap |",
    '|---|---:|---|---:|---:|---:|---:|',
    ...runs.flatMap((r) => [
      `| ${r.code} | ${fmt(r.lines)} | nothing else, 3 s | | ${kinds(r.idle)} | ${fmt(r.idleRssMb)} MB (now) | |`,
      `| ${r.code} | ${fmt(r.lines)} | dry run | ${s(r.dry.ms)} s | **${s(longest(r.dry.probes))} s** (${kinds(r.dry.probes)}) | ${fmt(r.dry.peakRssMb)} MB | ${fmt(r.dry.peakHeapMb)} MB |`,
      `| ${r.code} | ${fmt(r.lines)} | import | ${s(r.imported.ms)} s | **${s(longest(r.imported.probes))} s** (${kinds(r.imported.probes)}) | ${fmt(r.imported.peakRssMb)} MB | ${fmt(r.imported.peakHeapMb)} MB |`,
    ]),
    '',
    `Answers: ${runs.map((r) => `${r.code} ${fmt(r.lines)}: dry run ${r.dry.status}, import ${r.imported.status}${r.imported.status === 200 ? '' : ` (${r.imported.body.slice(0, 160)})`}`).join('; ')}. Other town's requests answered other than 200/applied: ${runs.map((r) => r.dry.probes.failures.length + r.imported.probes.failures.length).reduce((a, b) => a + b, 0)}. Probes per step: ${runs.map((r) => `${r.code} ${fmt(r.lines)} ${r.imported.probes.count.pull + r.imported.probes.count.list + r.imported.probes.count.push}`).join(', ')}.`,
    '',
    'Peak RSS is the whole server process (the off-thread workers and the PGlite WebAssembly memory included), VmHWM reset before each step; peak heap is the main thread\'s V8 heap, sampled every 20 ms.',
  ];
  writeResultsSection(section, section === 'import-memory' ? memoryTable(runs, load) : out);
  console.log(out.join('\n'));
  for (const r of runs) for (const f of [...r.dry.probes.failures, ...r.imported.probes.failures].slice(0, 5)) console.log(`${r.code}: ${f}`);
}

await main();
