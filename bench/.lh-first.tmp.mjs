import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const origin = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const page = await browser.contexts()[0].newPage();
await page.goto(`${origin}/login`);
await page.getByLabel("Nom d'utilisateur").fill('autre@demo.fr');
await page.getByLabel('Mot de passe', { exact: true }).fill('demo2026');
await page.getByRole('button', { name: 'Se connecter' }).click();
await page.waitForURL(/\/concessions/, { timeout: 120000 });
await page.waitForLoadState('networkidle', { timeout: 120000 });
await page.close(); await browser.close();
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
const r = await lighthouse(`${origin}/concessions`, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true });
const a = r.lhr.audits;
if (process.argv[4]) writeFileSync(process.argv[4] + i + '.json', JSON.stringify(r.lhr));
console.log(JSON.stringify({ perf: r.lhr.categories.performance.score, fcp: Math.round(a['first-contentful-paint'].numericValue), lcp: Math.round(a['largest-contentful-paint'].numericValue), tbt: Math.round(a['total-blocking-time'].numericValue), cls: a['cumulative-layout-shift'].numericValue, si: Math.round(a['speed-index'].numericValue) }));
const lt = a['long-tasks']?.details?.items ?? [];
console.log(lt.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).slice(-40)}`).join('\n'));
}
chrome.kill();
