import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with explicit parameters (19 MiB, 2 iterations, 1 lane: the OWASP minimum).
 * `Algorithm` is an ambient const enum that verbatimModuleSyntax cannot read: 2 is its Argon2id.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
