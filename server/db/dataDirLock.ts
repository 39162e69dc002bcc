import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One server per DATA_DIR (DESIGN §8): PGlite takes no lock of its own, and two processes writing one
 * folder lose acknowledged rows. The lock is proper-lockfile's (an atomic mkdir of `DATA_DIR/server.lock`,
 * its mtime refreshed every UPDATE_MS while the holder lives). Beside it, `server.lock.owner` names the
 * holder's pid and host, so that the start after a crash (kill -9, power cut) need not wait for the lock
 * to go stale: on the same host, a holder whose process is gone is known dead at once. On another host
 * (a shared folder) only staleness counts.
 */

/** A lock not refreshed for this long is abandoned. Long, because a busy event loop (a long PGlite query) delays the refresh. */
const STALE_MS = 30_000;
const UPDATE_MS = 5_000;
const LOCK_NAME = 'server.lock';
const OWNER_NAME = 'server.lock.owner';

interface Owner {
  pid: number;
  host: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Owner | undefined,
  ) {
    const who = owner ? ` (processus ${owner.pid} sur ${owner.host})` : '';
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur${who}. ` +
        'Arrêtez-le avant d’en démarrer un autre : deux serveurs sur le même dossier perdraient des modifications.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Folders locked by this process: a second open in the same process is refused too (our own pid is alive). */
const heldHere = new Set<string>();

export interface DataDirLockOptions {
  /** Called when the lock was lost (its folder removed, or taken by another process): the holder must stop writing. */
  onCompromised?: (error: Error) => void;
}

/** Takes the lock of `dataDir` or throws DataDirLockedError; resolves to its release. */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_NAME);
  const ownerPath = join(dataDir, OWNER_NAME);
  const attempt = () =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: 0,
      realpath: false,
      onCompromised: options.onCompromised ?? defaultCompromised,
    });

  let release: () => Promise<void>;
  try {
    release = await attempt();
  } catch (error) {
    if (!isLocked(error)) throw error;
    const owner = readOwner(ownerPath);
    if (heldHere.has(dataDir) || !ownerIsGone(owner)) throw new DataDirLockedError(dataDir, owner);
    // The holder crashed on this host: age the lock so that proper-lockfile takes it over as stale.
    ageLock(lockPath);
    try {
      release = await attempt();
    } catch (retryError) {
      if (isLocked(retryError)) throw new DataDirLockedError(dataDir, readOwner(ownerPath));
      throw retryError;
    }
  }
  heldHere.add(dataDir);
  writeFileSync(ownerPath, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner));
  return async () => {
    heldHere.delete(dataDir);
    rmSync(ownerPath, { force: true });
    await release();
  };
}

function ageLock(path: string): void {
  try {
    utimesSync(path, 0, 0);
  } catch (error) {
    // Released meanwhile: the next attempt simply takes it.
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
  }
}

function isLocked(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ELOCKED';
}

function readOwner(path: string): Owner | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    return typeof value.pid === 'number' && typeof value.host === 'string' ? { pid: value.pid, host: value.host } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True only when the holder is certainly dead: same host, and its pid is no process, or is ours (a
 * restarted container reuses pids; this process does not hold the lock, checked before).
 */
function ownerIsGone(owner: Owner | undefined): boolean {
  if (!owner || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    // EPERM: a process of another user has that pid; it may be the holder.
    return (error as { code?: unknown }).code === 'ESRCH';
  }
}

function defaultCompromised(error: Error): void {
  console.error(`Verrou du dossier de données perdu (${error.message}) : arrêt du serveur pour ne rien perdre.`);
  process.exit(1);
}
