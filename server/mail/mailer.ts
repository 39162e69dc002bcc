import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The sanitised HTML body (server/mail/sanitize.ts), sent with `text` as its plain alternative. */
  html?: string;
  attachments?: MailAttachment[];
  /** A stable Message-ID (the archive row's id): a message sent twice after a crash reads as one. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Keeps mails in an array: tests read the links from it. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];

  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
}

/**
 * Without SMTP, a developer still needs the links: each mail becomes a readable text file in
 * DATA_DIR/mail/, headers first, body in clear.
 */
export class FileMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    if (mail.html !== undefined || (mail.attachments ?? []).length > 0) {
      // HTML and attachments need real MIME: nodemailer builds the message it would have sent.
      const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(messageOf(this.from, mail));
      await writeFile(join(this.dir, name), built.message as Buffer, { mode: 0o600 });
      return;
    }
    const body = [
      `From: ${this.from}`,
      `To: ${mail.to}`,
      `Subject: ${mail.subject}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      mail.text,
    ].join('\n');
    await writeFile(join(this.dir, name), body, { mode: 0o600 });
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // A URL's query sets transport options (nodemailer): smtp://host:25/?ignoreTLS=true for a relay without TLS.
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail(messageOf(this.from, mail));
  }
}

function messageOf(from: string, mail: Mail): nodemailer.SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  };
}

/** SMTP when SMTP_URL is set; otherwise files under DATA_DIR/mail, or memory when the data dir is. */
export function createMailer(config: { smtpUrl: string | undefined; dataDir: string; publicUrl: string }): Mailer {
  const from = senderAddress(config.publicUrl);
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, from);
  if (config.dataDir === 'memory://') return new MemoryMailer();
  return new FileMailer(join(config.dataDir, 'mail'), from);
}

function senderAddress(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // A malformed PUBLIC_URL only costs a less pretty sender.
  }
  return `Gestion des cimetières <no-reply@${host}>`;
}
