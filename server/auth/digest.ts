import { createHash, randomBytes } from 'node:crypto';

/** An unguessable opaque token (32 random bytes, base64url) for refresh and reset links. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 only: a stolen table gives nothing usable. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
