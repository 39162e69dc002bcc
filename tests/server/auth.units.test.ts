import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { communeKey, communeMatches } from '../../server/auth/communes';
import { mayImpersonate } from '../../server/auth/impersonation';
import { loadJwtSecret } from '../../server/auth/secret';
import { delayAfter, ACCOUNT_POLICY, IP_POLICY, LoginThrottle, PAIR_POLICY } from '../../server/auth/throttle';
import { ACCESS_TOKEN_TTL_S, signAccessToken, verifyAccessToken } from '../../server/auth/tokens';
import { manualClock } from '../helpers/fixtures';

const secret = new TextEncoder().encode('0123456789abcdef0123456789abcdef-test');
const claims = { sub: '0192f0e0-0000-7000-8000-000000000001', tv: 3, fid: '0192f0e0-0000-7000-8000-0000000000ff' };
const T0 = Date.parse('2026-03-02T09:00:00Z');

describe('access tokens', () => {
  it('round-trip with sub, tv and fid', async () => {
    const token = await signAccessToken(secret, claims, T0);
    expect(await verifyAccessToken(secret, token, T0 + 1000)).toEqual(claims);
  });

  it('expire after 15 minutes', async () => {
    const token = await signAccessToken(secret, claims, T0);
    expect(await verifyAccessToken(secret, token, T0 + (ACCESS_TOKEN_TTL_S - 1) * 1000)).toBeDefined();
    expect(await verifyAccessToken(secret, token, T0 + (ACCESS_TOKEN_TTL_S + 1) * 1000)).toBeUndefined();
  });

  it('refuse another key, the none algorithm, another audience or issuer, HS512', async () => {
    const iat = Math.floor(T0 / 1000);
    const build = (aud: string, iss: string) =>
      new SignJWT({ tv: 3, fid: claims.fid }).setSubject(claims.sub).setIssuedAt(iat).setExpirationTime(iat + 900).setAudience(aud).setIssuer(iss);
    const otherKey = new TextEncoder().encode('another-secret-of-enough-length-0000000');
    const forged = await build('cimetiere-app', 'cimetiere').setProtectedHeader({ alg: 'HS256' }).sign(otherKey);
    const none = new UnsecuredJWT({ tv: 3, fid: claims.fid }).setSubject(claims.sub).setIssuedAt(iat).setExpirationTime(iat + 900)
      .setAudience('cimetiere-app').setIssuer('cimetiere').encode();
    const wrongAud = await build('autre-app', 'cimetiere').setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const wrongIss = await build('cimetiere-app', 'autre').setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const hs512 = await build('cimetiere-app', 'cimetiere').setProtectedHeader({ alg: 'HS512' }).sign(secret);
    for (const token of [forged, none, wrongAud, wrongIss, hs512, 'not.a.jwt', '']) {
      expect(await verifyAccessToken(secret, token, T0)).toBeUndefined();
    }
  });
});

describe('login slow-down', () => {
  /** One sign-in attempt that fails: what the route does with a wrong password. */
  const failOnce = async (throttle: LoginThrottle, account: string, ip: string) => {
    const admission = await throttle.admit(account, ip);
    if (!admission.ok) return admission;
    await admission.attempt.fail();
    return { ok: true };
  };

  it('grows 0, 0, 0, 1 s, 2 s, 4 s ... and caps at 30 s per account and address', () => {
    const delays = Array.from({ length: 12 }, (_, i) => delayAfter(PAIR_POLICY, i + 1));
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
    expect(delayAfter(IP_POLICY, 50)).toBe(0);
    expect(delayAfter(IP_POLICY, 51)).toBe(1000);
    expect(delayAfter(ACCOUNT_POLICY, 10)).toBe(0);
    expect(delayAfter(ACCOUNT_POLICY, 11)).toBe(1000);
  });

  it('waits short delays, answers retryAfter for long ones, forgets after a quiet period', async () => {
    const clock = manualClock(T0);
    const throttle = new LoginThrottle(clock);
    for (let i = 0; i < 3; i++) expect(await failOnce(throttle, i === 0 ? 'Marie' : 'marie', '10.0.0.1')).toEqual({ ok: true });
    expect(clock.sleeps).toEqual([]);
    // 4th failure: the next attempt waits 1 s, held by the server.
    expect(await failOnce(throttle, 'MARIE', '10.0.0.1')).toEqual({ ok: true });
    expect(await failOnce(throttle, 'marie', '10.0.0.1')).toEqual({ ok: true });
    expect(clock.sleeps).toEqual([1000]);
    expect(await failOnce(throttle, 'marie', '10.0.0.1')).toEqual({ ok: true });
    expect(clock.sleeps).toEqual([1000, 2000]);
    // 4 s is above what the server holds: 429 with the seconds to wait, and no sleep.
    expect(await throttle.admit('marie', '10.0.0.1')).toEqual({ ok: false, retryAfter: 4 });
    clock.advance(4000);
    expect(await failOnce(throttle, 'marie', '10.0.0.1')).toEqual({ ok: true });
    expect(await throttle.admit('marie', '10.0.0.1')).toEqual({ ok: false, retryAfter: 8 });
    // Another account from the same address is not slowed down.
    expect((await throttle.admit('jean', '10.0.0.1')).ok).toBe(true);
    // Never a lock-out: a quiet quarter of an hour forgets everything.
    clock.advance(15 * 60_000);
    expect(throttle.accountFailures('marie')).toBe(0);
    expect((await throttle.admit('marie', '10.0.0.1')).ok).toBe(true);
  });

  it('counts attempts in flight: 100 at once from one address, 5 go through', async () => {
    // Time stands still while the attempts wait: they all arrive together.
    const sleeps: number[] = [];
    const throttle = new LoginThrottle({ now: () => T0, sleep: async (ms) => void sleeps.push(ms) });
    const admissions = await Promise.all(Array.from({ length: 100 }, () => throttle.admit('paul', '10.0.0.2')));
    const admitted = admissions.filter((a) => a.ok);
    expect(admitted).toHaveLength(5);
    expect(sleeps).toEqual([1000]);
    expect(admissions.find((a) => !a.ok)).toEqual({ ok: false, retryAfter: 3 });
    for (const a of admitted) if (a.ok) await a.attempt.fail();
    expect(throttle.accountFailures('paul')).toBe(5);
  });

  it('queues attempts one delay apart after failures, counting those still in flight', async () => {
    const sleeps: number[] = [];
    const throttle = new LoginThrottle({ now: () => T0, sleep: async (ms) => void sleeps.push(ms) });
    for (let i = 0; i < 4; i++) await failOnce(throttle, 'paul', '10.0.0.2');
    const results = await Promise.all([1, 2, 3].map(() => throttle.admit('paul', '10.0.0.2')));
    expect(results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(results[1]).toEqual({ ok: false, retryAfter: 3 });
    expect(sleeps).toEqual([1000]);
  });

  it('an attempt that ends without a verdict frees its place and counts nothing', async () => {
    const throttle = new LoginThrottle(manualClock(T0));
    for (let i = 0; i < 10; i++) {
      const admission = await throttle.admit('rita', '10.0.0.4');
      expect(admission.ok).toBe(true);
      if (admission.ok) admission.attempt.release();
    }
    expect(throttle.accountFailures('rita')).toBe(0);
  });

  it('slows an account down only for the addresses that failed for it', async () => {
    const clock = manualClock(T0);
    const throttle = new LoginThrottle(clock);
    for (let i = 1; i <= 15; i++) expect(await failOnce(throttle, 'luc', `10.1.0.${i}`)).toEqual({ ok: true });
    expect(clock.sleeps).toEqual([]);
    // Every address that failed waits for the account's slot...
    expect((await throttle.admit('luc', '10.1.0.1')).ok).toBe(false);
    // ...a clean one is checked at once, and only once at a time.
    const clean = await throttle.admit('luc', '10.9.9.9');
    expect(clean.ok).toBe(true);
    expect((await throttle.admit('luc', '10.9.9.9')).ok).toBe(false);
    if (clean.ok) await clean.attempt.succeed();
    // Its success does not launder the addresses that failed.
    expect((await throttle.admit('luc', '10.1.0.2')).ok).toBe(false);
    expect((await throttle.admit('luc', '10.9.9.9')).ok).toBe(true);
  });

  it('resets the account and address pair on success but not the address', async () => {
    const clock = manualClock(T0);
    const throttle = new LoginThrottle(clock);
    for (let i = 0; i < 3; i++) await failOnce(throttle, 'luc', '10.0.0.3');
    const ok = await throttle.admit('Luc', '10.0.0.3');
    if (ok.ok) await ok.attempt.succeed();
    expect(await failOnce(throttle, 'luc', '10.0.0.3')).toEqual({ ok: true });
    expect(clock.sleeps).toEqual([]);
    for (let i = 0; i < 60; i++) await failOnce(throttle, `inconnu${i}`, '10.0.0.3');
    const admission = await throttle.admit('luc', '10.0.0.3');
    expect(admission.ok).toBe(false);
  });
});

describe('impersonation rules', () => {
  const U = ['ROLE_USER'];
  const S = ['ROLE_SOUS_ADMIN'];
  const A = ['ROLE_ADMIN'];
  const SA = ['ROLE_SUPER_ADMIN'];
  it.each([
    [SA, U, false, true],
    [SA, A, false, true],
    [SA, SA, true, false],
    [A, U, true, true],
    [A, S, true, true],
    [A, U, false, false],
    [A, A, true, false],
    [A, SA, true, false],
    [S, U, true, false],
    [U, U, true, false],
  ])('%j towards %j (shares a municipality: %s) → %s', (actor, target, shares, expected) => {
    expect(mayImpersonate(actor, target, shares)).toBe(expected);
  });
});

describe('JWT secret', () => {
  it('uses JWT_SECRET when long enough, refuses a short one', () => {
    expect(new TextDecoder().decode(loadJwtSecret({ jwtSecret: 'x'.repeat(32), dataDir: 'memory://' }))).toBe('x'.repeat(32));
    expect(() => loadJwtSecret({ jwtSecret: 'court', dataDir: 'memory://' })).toThrow(/32/);
  });

  it('is generated once in DATA_DIR/jwt-secret (mode 600) and read back after a restart', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cimetiere-secret-')), 'data');
    const first = loadJwtSecret({ jwtSecret: '', dataDir: dir });
    const second = loadJwtSecret({ jwtSecret: '', dataDir: dir });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(new TextDecoder().decode(first));
  });

  it('is random in memory', () => {
    const a = loadJwtSecret({ jwtSecret: '', dataDir: 'memory://' });
    const b = loadJwtSecret({ jwtSecret: '', dataDir: 'memory://' });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});

describe('commune matching', () => {
  it('ignores case, accents, hyphens and spaces', () => {
    expect(communeKey('  Saint-Étienne ')).toBe('saint etienne');
    expect(communeMatches('saint etienne', { commune: 'Saint-Étienne', nom: 'Mairie' })).toBe(true);
    expect(communeMatches('Mairie de Lyon', { commune: 'Lyon', nom: 'Mairie de Lyon' })).toBe(true);
    expect(communeMatches('Lyon', { commune: 'Villeurbanne', nom: 'Mairie' })).toBe(false);
    expect(communeMatches('', { commune: '', nom: '' })).toBe(false);
  });
});
