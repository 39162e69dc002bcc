import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_LENGTH = 32;

/**
 * The key that signs access tokens. JWT_SECRET wins when set; otherwise a key is generated once and kept in
 * DATA_DIR/jwt-secret (readable by the owner only) so sessions survive a restart. An in-memory data dir gets
 * a fresh random key: nothing outlives the process anyway.
 */
export function loadJwtSecret(opts: { jwtSecret: string; dataDir: string }): Uint8Array {
  if (opts.jwtSecret) {
    if (opts.jwtSecret.length < MIN_LENGTH) {
      throw new Error(`JWT_SECRET doit contenir au moins ${MIN_LENGTH} caractères.`);
    }
    return new TextEncoder().encode(opts.jwtSecret);
  }
  if (opts.dataDir === 'memory://') return new Uint8Array(randomBytes(48));
  return new TextEncoder().encode(readOrCreate(join(opts.dataDir, 'jwt-secret')));
}

function readOrCreate(path: string): string {
  const existing = tryRead(path);
  if (existing !== undefined) return existing;
  mkdirSync(join(path, '..'), { recursive: true });
  const fresh = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created the file meanwhile: then its key is the one to use.
    writeFileSync(path, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    const raced = tryRead(path);
    if (raced !== undefined) return raced;
    throw error;
  }
}

function tryRead(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (text.length < MIN_LENGTH) throw new Error(`Le fichier ${path} ne contient pas une clé valide.`);
  return text;
}
