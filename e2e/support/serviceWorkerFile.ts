import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { E2E_DIST } from './paths';

const SW_FILE = resolve(E2E_DIST, 'sw.js');
/** The build's brotli copy, which the server sends instead of the file (scripts/precompress.ts). */
const SW_BROTLI = `${SW_FILE}.br`;

/**
 * Simulates a deployment: the server's sw.js gets different bytes (a comment), with its brotli copy as the
 * build writes it, so the browser installs it as a new version on its next check. Neither page.route nor
 * context.route sees that check (the browser makes it for the registration, outside any page), hence the
 * files themselves. Returns the function that restores them.
 */
export async function publishNewServiceWorker(): Promise<() => Promise<void>> {
  const original = await readFile(SW_FILE, 'utf8');
  const originalBrotli = await readFile(SW_BROTLI);
  const next = `${original}\n// e2e : nouvelle version\n`;
  await writeFile(SW_FILE, next);
  await writeFile(SW_BROTLI, brotliCompressSync(next));
  return async () => {
    await writeFile(SW_FILE, original);
    await writeFile(SW_BROTLI, originalBrotli);
  };
}
