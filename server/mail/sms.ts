import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One SMS: a phone number and its text. */
export interface Sms {
  to: string;
  text: string;
  /** The archive row's id: providers that deduplicate take it as the message reference. */
  reference: string;
}

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

/** Keeps SMS in an array, for tests. */
export class MemorySmsSender implements SmsSender {
  readonly sent: Sms[] = [];

  async send(sms: Sms): Promise<void> {
    this.sent.push(sms);
  }
}

/** Without a provider, each SMS becomes a text file in DATA_DIR/sms/ (like the mail sink). */
export class FileSmsSender implements SmsSender {
  constructor(private readonly dir: string) {}

  async send(sms: Sms): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.txt`;
    await writeFile(join(this.dir, name), `To: ${sms.to}\nReference: ${sms.reference}\n\n${sms.text}\n`, { mode: 0o600 });
  }
}

/**
 * The one HTTP provider interface (README 'SMS_PROVIDER_URL'): POST of JSON `{ to, text, reference }` to the
 * URL, with `Authorization: Bearer <SMS_PROVIDER_TOKEN>` when set. Any 2xx is sent; anything else is a failure
 * whose reason (status and the start of the answer) is archived and retried. A provider with another API sits
 * behind a small relay that speaks this one.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 15_000,
  ) {}

  async send(sms: Sms): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const response = await fetch(this.url, { method: 'POST', headers, body: JSON.stringify(sms), signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) {
      const answer = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`Le fournisseur de SMS a répondu ${response.status}${answer ? ` : ${answer}` : ''}`);
    }
  }
}

export function createSmsSender(config: { smsProviderUrl?: string | undefined; smsProviderToken?: string | undefined; dataDir: string }): SmsSender {
  if (config.smsProviderUrl) return new HttpSmsSender(config.smsProviderUrl, config.smsProviderToken);
  if (config.dataDir === 'memory://') return new MemorySmsSender();
  return new FileSmsSender(join(config.dataDir, 'sms'));
}
