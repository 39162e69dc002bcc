import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Beasties from 'beasties';
import { createServer } from 'vite';

/**
 * After `vite build`: the sign-in page drawn into dist/login.html (the page vite built from login.html, whose
 * entry is src/loginEntry.tsx), with the CSS rules that page uses inlined (issue 14, first load). The server
 * sends it for /login (server/app.ts): the page paints from its HTML, with no render-blocking stylesheet; the
 * app loads and replaces it with the same page once the user acts there (src/app/boot/startWhenUsed.ts).
 * Every other route keeps dist/index.html.
 */
const dist = resolve(import.meta.dirname, '..', 'dist');

async function renderMarkup(): Promise<string> {
  // Only a module loader: no watcher, no HMR, no dependency pre-bundling (each kept the process alive).
  const vite = await createServer({
    root: resolve(import.meta.dirname, '..'),
    server: { middlewareMode: true, watch: null, hmr: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderLoginShell } = (await vite.ssrLoadModule('/src/app/boot/loginShell.tsx')) as { renderLoginShell(): string };
    return renderLoginShell();
  } finally {
    await vite.close();
  }
}

/** The rules of the entry's stylesheet that match the pre-rendered page (with their media queries and states). */
async function criticalCss(markup: string, stylesheet: string): Promise<string> {
  const beasties = new Beasties({ path: dist, publicPath: '/', reduceInlineStyles: false, pruneSource: false, compress: true, logLevel: 'warn',
    // Mantine's theme variables (:root[data-mantine-color-scheme=light], :host(…)) match no element beasties can test.
    allowRules: [/^:root/],
  });
  const page = `<!doctype html><html lang="fr" data-mantine-color-scheme="light"><head><link rel="stylesheet" href="${stylesheet}"></head><body><div id="root">${markup}</div></body></html>`;
  const processed = await beasties.process(page);
  const head = processed.slice(0, processed.indexOf('</head>'));
  const css = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1];
  if (!css) throw new Error('prerenderLogin: aucune règle CSS retenue pour la page de connexion');
  return css;
}

async function main(): Promise<void> {
  const shell = readFileSync(resolve(dist, 'login.html'), 'utf8');
  const stylesheet = /<link rel="preload" as="style"[^>]*href="([^"]+\.css)"[^>]*data-entry-style>/.exec(shell)?.[1];
  if (!stylesheet) throw new Error("prerenderLogin: la feuille de style de l'entrée est introuvable dans dist/login.html");
  const markup = await renderMarkup();
  const css = await criticalCss(markup, stylesheet);
  const parts = ['<html lang="fr">', '</head>', '<div id="root"></div>'];
  for (const part of parts) if (shell.split(part).length !== 2) throw new Error(`prerenderLogin: « ${part} » attendu une fois dans dist/login.html`);
  const login = shell
    .replace('<html lang="fr">', '<html lang="fr" data-mantine-color-scheme="light">')
    .replace('</head>', `<style data-critical>${css}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="login">${markup}</div>`);
  writeFileSync(resolve(dist, 'login.html'), login);
  console.log(`dist/login.html: ${Math.round(login.length / 1024)} KB (${Math.round(css.length / 1024)} KB of critical CSS)`);
}

await main();
// A MessagePort opened by the loaded modules (React's scheduler) would keep the build waiting forever.
process.exit(0);
