#!/usr/bin/env node
// Shares the journey files (e2e/*.spec.ts) between N shards by their measured time (e2e/durations.tsv), longest
// first to the least loaded shard: Playwright's --shard splits by count, and one shard got 19 minutes of
// journeys while the other had 11. Prints one line per shard, its files separated by spaces.
//   node scripts/e2eShards.mjs 2                  the shards
//   node scripts/e2eShards.mjs --from-log <log>   durations.tsv's table, from a full run's output
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e');
const UNKNOWN_S = 30;

function fromLog(path) {
  const seconds = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /[✓✘]\s+\d+\s+e2e\/([\w.]+\.spec\.ts):\d+:\d+ .*\((\d+(?:\.\d+)?)(m|s)\)\s*$/.exec(line);
    if (m) seconds.set(m[1], (seconds.get(m[1]) ?? 0) + Number(m[2]) * (m[3] === 'm' ? 60 : 1));
  }
  for (const [file, s] of [...seconds].sort()) console.log(`${file}\t${Math.round(s)}`);
}

function shards(count) {
  const measured = new Map();
  for (const line of readFileSync(join(e2e, 'durations.tsv'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [file, seconds] = line.split('\t');
    measured.set(file, Number(seconds));
  }
  const files = readdirSync(e2e).filter((f) => f.endsWith('.spec.ts'));
  files.sort((a, b) => (measured.get(b) ?? UNKNOWN_S) - (measured.get(a) ?? UNKNOWN_S) || a.localeCompare(b));
  const out = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files) {
    const least = out.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    least.seconds += measured.get(file) ?? UNKNOWN_S;
    least.files.push(`e2e/${file}`);
  }
  for (const shard of out) console.log(shard.files.sort().join(' '));
}

if (process.argv[2] === '--from-log') fromLog(process.argv[3]);
else shards(Number(process.argv[2] ?? 2));
