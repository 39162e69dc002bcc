// What one end-to-end journey pays before it tests anything (issue 27, CI time): sign in on a fresh browser
// context, choose a cemetery, wait for 'synchronisé' (rows, then the cemetery's files). Prints the wall time
// and the CPU seconds the browser (every process this script starts) and the server spent on it, then on 20 s
// of idling. CPU seconds hardly move with the machine's load, wall time does: on the shared 2-core machine,
// compare two commits by CPU, not by wall time.
//   BASE=http://localhost:5110 CEM='Cimetière communal du Bourg' node scripts/firstSyncCpu.mjs
// against a server started as playwright.config.ts starts it (DEMO_DATA=1); ACCOUNT and PASSWORD default to
// the demo's agent.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://localhost:4319';
const cemetery = process.env.CEM ?? '';
const account = process.env.ACCOUNT ?? 'agent@demo.fr';
const password = process.env.PASSWORD ?? 'demo2026';
const IDLE_MS = 20_000;

/** utime + stime of a process, in clock ticks (0 once it is gone). */
function ticks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** A process and all its descendants, read from /proc. */
function tree(root) {
  const children = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // The process ended while /proc was read.
    }
  }
  const all = [];
  const stack = [String(root)];
  while (stack.length > 0) {
    const pid = stack.pop();
    all.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return all;
}

const cpuSeconds = (root) => tree(root).reduce((sum, pid) => sum + ticks(pid), 0) / 100;
const port = new URL(base).port;
const serverPid = execSync(`ss -ltnpH 'sport = :${port}'`).toString().match(/pid=(\d+)/)?.[1];
if (!serverPid) throw new Error(`Aucun serveur n'écoute sur le port ${port}.`);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const start = performance.now();
const s0 = cpuSeconds(serverPid);
const b0 = cpuSeconds(process.pid);
const context = await browser.newContext({ baseURL: base, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto('/login');
await page.getByLabel("Nom d'utilisateur").fill(account);
await page.getByLabel('Mot de passe', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Se connecter' }).click();
const chooser = page.getByRole('region').getByRole('button', cemetery ? { name: cemetery } : {});
const banner = page.getByRole('banner').getByRole('heading', { level: 2 });
await chooser.or(banner).first().waitFor({ timeout: 300_000 });
if (await chooser.first().isVisible()) await chooser.first().click();
await page.getByRole('banner').getByRole('button', { name: /^Synchronisation : synchronisé\./ }).waitFor({ timeout: 300_000 });
const wall = (performance.now() - start) / 1000;
const s1 = cpuSeconds(serverPid);
const b1 = cpuSeconds(process.pid);
await page.waitForTimeout(IDLE_MS);
const s2 = cpuSeconds(serverPid);
const b2 = cpuSeconds(process.pid);
await browser.close();
const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
console.log(`Connexion et première synchronisation : ${wall.toFixed(1)} s, CPU navigateur ${(b1 - b0).toFixed(1)} s, CPU serveur ${(s1 - s0).toFixed(1)} s (charge ${load})`);
console.log(`Puis ${IDLE_MS / 1000} s sans rien faire : CPU navigateur ${(b2 - b1).toFixed(1)} s, CPU serveur ${(s2 - s1).toFixed(1)} s`);
