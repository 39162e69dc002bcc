import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { E2E_DIST } from './paths';

const SW_FILE = resolve(E2E_DIST, 'sw.js');

/**
 * Simulates a deployment: the server's sw.js gets different bytes (a comment), so the browser installs it as
 * a new version on its next check. Neither page.route nor context.route sees that check (the browser makes
 * it for the registration, outside any page), hence the file itself. Returns the function that restores it.
 */
export async function publishNewServiceWorker(): Promise<() => Promise<void>> {
  const original = await readFile(SW_FILE, 'utf8');
  await writeFile(SW_FILE, `${original}\n// e2e : nouvelle version\n`);
  return () => writeFile(SW_FILE, original);
}
