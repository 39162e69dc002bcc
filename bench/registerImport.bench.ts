import { subscribe } from 'node:diagnostics_channel';
import { loadavg } from 'node:os';
import { bearer } from '../tests/helpers/fixtures';
import { xlsxOf } from '../tests/helpers/registers';
import { openWorld } from '../tests/server/syncKit';
import { writeResultsSection } from './harness';
import { benchRegister } from './registerFile';

/**
 * Issue 16 benchmark: a register of BENCH_REGISTER_ROWS lines (default 20,000, one per deceased, two deceased
 * per plot, so 10,000 plots and concessions and 20,000 deceased) as an .xlsx, through the real routes on the
 * embedded database: the dry run, the import, then the same import again (idempotent: nothing to write).
 * Meanwhile a probe asks GET /api/users/currentUser again and again, as another user would; the import's writing
 * is timed from the bulk path's events. The probe starts its clock only once its turn comes: other towns' waits
 * are measured by bench/importLoad.bench.ts. Runs alone: `node --import tsx bench/registerImport.bench.ts`.
 */
const lines = Number(process.env.BENCH_REGISTER_ROWS ?? 20_000);

const register = () => benchRegister(lines);

async function main(): Promise<void> {
  const w = await openWorld();
  const file = xlsxOf(register());
  const url = (step: string) => `/api/ESpaces/front_import_excel${step}?espaceId=${w.espace.id}`;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const probeOnce = async () => {
    const t = performance.now();
    await w.app.inject({ method: 'GET', url: '/api/users/currentUser', headers: bearer(w.writer.token) });
    return performance.now() - t;
  };
  // The probe's answer time with nothing else running: the denominator of the responsiveness ratio.
  const idle: number[] = [];
  for (let i = 0; i < 40; i += 1) idle.push(await probeOnce());
  const idleMedian = median(idle);
  const timed = async (step: string) => {
    let longest = 0;
    let probes = 0;
    const times: number[] = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const took = await probeOnce();
        times.push(took);
        longest = Math.max(longest, took);
        probes += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const t0 = performance.now();
    const res = await w.app.inject({ method: 'POST', url: url(step), headers: { ...bearer(w.admin.token), 'content-type': 'application/octet-stream' }, payload: file });
    const ms = performance.now() - t0;
    running = false;
    await probe;
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms, longest, probes, ratio: median(times) / idleMedian, body: res.json<{ compteurs: Record<string, number> }>() };
  };
  // The final transaction locks the cemetery and, on the embedded database, every other query waits for it.
  const commits: number[] = [];
  let committing = 0;
  subscribe('cimetiere.bulk', (message) => {
    const { event } = message as { event: string };
    if (event === 'committing') committing = performance.now();
    if (event === 'committed') commits.push(performance.now() - committing);
  });
  const dry = await timed('/simulation');
  const first = await timed('');
  const second = await timed('');
  const fmt = (n: number) => Math.round(n).toLocaleString('fr-FR');
  const c = first.body.compteurs;
  const out = [
    '## Register import (issue 16)',
    '',
    `Run of \`node --import tsx bench/registerImport.bench.ts\` on ${new Date().toISOString().slice(0, 10)}: an .xlsx register of ${fmt(lines)} lines (${fmt(file.byteLength / 1024)} KB; one line per deceased, two per plot), through the real routes on embedded PGlite (in memory), same machine. Read off the main thread, saved by the bulk path.`,
    '',
    `Machine load at the start (1, 5, 15 min): ${loadavg().map((l) => l.toFixed(2)).join(', ')} on 2 cores shared with other agents. Another user's GET /api/users/currentUser answers in ${idleMedian.toFixed(1)} ms (median) when idle.`,
    '',
    "| step | time | lines/s | another user's median answer meanwhile ÷ idle | longest answer meanwhile (probes) |",
    '|---|---:|---:|---:|---:|',
    `| dry run (read, plan, nothing written) | ${fmt(dry.ms)} ms | ${fmt((lines / dry.ms) * 1000)} | ${dry.ratio.toFixed(1)}× | ${fmt(dry.longest)} ms (${dry.probes}) |`,
    `| import | ${fmt(first.ms)} ms | ${fmt((lines / first.ms) * 1000)} | ${first.ratio.toFixed(1)}× | ${fmt(first.longest)} ms (${first.probes}) |`,
    `| same file again (nothing to write) | ${fmt(second.ms)} ms | ${fmt((lines / second.ms) * 1000)} | ${second.ratio.toFixed(1)}× | ${fmt(second.longest)} ms (${second.probes}) |`,
    '',
    `The import's writing (from the cemetery's mark to its publication, by chunks of short transactions since issue 26) took ${fmt(commits[0] ?? 0)} ms (${fmt(commits[1] ?? 0)} ms for the same file again). This probe starts its clock when its turn comes, so it misses any wait behind the import: bench/importLoad.bench.ts times other towns' requests from their send.`,
    '',
    `Created: ${fmt(c.emplacementsCrees ?? 0)} plots, ${fmt(c.concessionsCreees ?? 0)} concessions, ${fmt(c.concessionnairesAjoutes ?? 0)} holders, ${fmt(c.defuntsCrees ?? 0)} deceased; refused lines: ${c.lignesRefusees ?? 0}. Second import: ${JSON.stringify(second.body.compteurs)}. Import over dry run: ${(first.ms / dry.ms).toFixed(2)}×.`,
  ];
  writeResultsSection('register-import', out);
  console.log(out.join('\n'));
  await w.app.close();
  await w.database.close();
}

await main();
