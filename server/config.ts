import { resolve } from 'node:path';
import { parseElections, type Election } from '../src/domain/notifications/calendarNotices';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The SMS provider (server/mail/sms.ts): POST JSON { to, text, reference }; unset: files in DATA_DIR/sms. */
  smsProviderUrl?: string | undefined;
  smsProviderToken?: string | undefined;
  /** S3-compatible bucket for the media bytes (server/media/s3Store.ts); unset: files in DATA_DIR/media. */
  s3Url?: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  /** Demo data and accounts on an empty database: on by default only for the embedded database in development. */
  demo: boolean;
  secureCookies: boolean;
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed (none by default: a client could fake its address). */
  trustProxy: string | false;
  /** pino level of the server's JSON log on stdout: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: string;
  production: boolean;
  /**
   * E2E_RESET=1: the end-to-end journeys' server keeps a copy of its data as it started and answers
   * POST /api/test/reset by restoring it (server/testing). Never with NODE_ENV=production: refused at start.
   */
  testReset?: boolean;
  /** Ballots the notifications remind of (ELECTIONS, 'YYYY-MM-DD:scrutin,...'): no official calendar is read. */
  elections: Election[];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'oui'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === 'production';
  const demo = flag(env.DEMO_DATA) ?? (!production && !databaseUrl);
  const elections = parseElections(env.ELECTIONS);
  // A typo in a date would silently lose a reminder: refuse to start, saying which item.
  if (!elections.ok) throw new Error(elections.message);
  const testReset = flag(env.E2E_RESET) ?? false;
  if (testReset && production) throw new Error('E2E_RESET est réservé aux tests : il ne peut pas être activé en production.');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    smsProviderUrl: env.SMS_PROVIDER_URL || undefined,
    smsProviderToken: env.SMS_PROVIDER_TOKEN || undefined,
    s3Url: env.S3_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    jwtSecret: env.JWT_SECRET ?? '',
    demo,
    secureCookies: flag(env.SECURE_COOKIES) ?? production,
    trustProxy: env.TRUST_PROXY || false,
    logLevel: LOG_LEVELS.includes(env.LOG_LEVEL ?? '') ? (env.LOG_LEVEL as string) : 'info',
    production,
    testReset,
    elections: elections.elections,
  };
}
