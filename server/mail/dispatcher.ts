import { and, asc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { mailHtmlToText } from '../../src/domain/mail/sanitize';
import type { MailArchive } from '../../src/domain/entities/mailArchive';
import { isoAt } from '../auth/clock';
import type { Db } from '../db/client';
import { history, mailArchives } from '../db/schema';
import { openMedia } from '../media/media.service';
import { readAll, type MediaStore } from '../media/store';
import { lockCounter, saveCounter } from '../sync/rows.repository';
import { toContractRow } from '../sync/rows';
import { tableInfo } from '../sync/tables';
import type { Mail, MailAttachment, Mailer } from './mailer';
import { nextTryAt } from './retry';
import { sanitizeOnServer } from './sanitize';
import type { SmsSender } from './sms';

export interface DispatcherLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DispatcherDeps {
  db: Db;
  mediaStore: MediaStore;
  mailer: Mailer;
  sms: SmsSender;
  log: DispatcherLog;
  now?: () => number;
}

/** What one drain did, by archive row id. */
export interface DrainReport {
  sent: string[];
  failed: string[];
}

/** Rows looked at per pass: a drain loops until no due row is left. */
const BATCH = 20;
/** The safety net's period: retries fall due, and a kick lost in a crash is made up for. */
export const DISPATCH_EVERY_MS = 30_000;

/**
 * Sends the queued messages of the mail archive (issue 17 'Mail and SMS'). The queue is the archive itself:
 * rows 'en_attente', or 'echec' with a next try due. Each row is sent in its own transaction that holds the
 * row (FOR UPDATE SKIP LOCKED): two drains, in one process or two, never send one row twice, and a push
 * replayed by a device creates no second row (its mutation id is already answered). The outcome is written
 * like any server write (DESIGN §4: next seq, version + 1, history) so the sheet shows it after a pull:
 * 'envoye', or 'echec' with the reason and the next try (server/mail/retry.ts).
 *
 * It runs when a push carries a mail mutation (kick), and every DISPATCH_EVERY_MS for the retries.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<DrainReport> | undefined;
  private again = false;

  constructor(private readonly deps: DispatcherDeps) {}

  start(everyMs = DISPATCH_EVERY_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), everyMs);
    this.timer.unref();
    this.kick();
  }

  /** Drains soon when started (a push just queued a message); a drain under way runs once more after. */
  kick(): void {
    if (!this.timer) return;
    if (this.current) this.again = true;
    else void this.drain().catch((error: unknown) => this.deps.log.error({ err: error }, "Envoi des e-mails en échec"));
  }

  /** Sends every due message now; joins a drain already running. */
  drain(): Promise<DrainReport> {
    this.current ??= this.drainAll().finally(() => {
      this.current = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    return this.current;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.current?.catch(() => undefined);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private async drainAll(): Promise<DrainReport> {
    const report: DrainReport = { sent: [], failed: [] };
    const seen = new Set<string>();
    for (;;) {
      const nowIso = isoAt(this.now());
      const due = await this.deps.db
        .select({ id: mailArchives.id })
        .from(mailArchives)
        .where(and(isNull(mailArchives.deletedAt), ne(mailArchives.statut, 'envoye'), dueAt(nowIso)))
        .orderBy(asc(mailArchives.dateEnvoi))
        .limit(BATCH);
      const fresh = due.filter((r) => !seen.has(r.id));
      if (fresh.length === 0) return report;
      for (const { id } of fresh) {
        seen.add(id);
        const outcome = await this.deps.db.transaction((tx) => this.sendOne(tx, id));
        if (outcome === 'sent') report.sent.push(id);
        else if (outcome === 'failed') report.failed.push(id);
      }
    }
  }

  private async sendOne(tx: Db, id: string): Promise<'sent' | 'failed' | 'skipped'> {
    const [raw] = await tx
      .select()
      .from(mailArchives)
      .where(and(eq(mailArchives.id, id), isNull(mailArchives.deletedAt), ne(mailArchives.statut, 'envoye'), dueAt(isoAt(this.now()))))
      .for('update', { skipLocked: true });
    if (!raw) return 'skipped';
    const info = tableInfo('mailArchives');
    const old = toContractRow(info, raw as Record<string, unknown>) as unknown as MailArchive;
    const corps = old.canal === 'email' ? sanitizeOnServer(old.corps ?? '') : (old.corps ?? '');
    let error: string | null = null;
    try {
      if (!old.destinataire) throw new Error('Destinataire sans adresse.');
      if (old.canal === 'sms') await this.deps.sms.send({ to: old.destinataire, text: mailHtmlToText(corps), reference: old.id });
      else await this.deps.mailer.send(await this.mailOf(tx, old, corps));
    } catch (failure) {
      error = reasonOf(failure);
    }
    const nowMs = this.now();
    const tentatives = old.tentatives + 1;
    const changes: Partial<MailArchive> = error
      ? { statut: 'echec', erreur: error, tentatives, prochainEssai: nextTryAt(tentatives, nowMs) }
      : { statut: 'envoye', erreur: null, tentatives, prochainEssai: null, dateEnvoi: isoAt(nowMs), corps };
    await this.record(tx, old, changes, isoAt(nowMs));
    if (error) this.deps.log.error({ mail: old.id, canal: old.canal, tentatives, reason: error }, "Échec de l'envoi d'un message");
    else this.deps.log.info({ mail: old.id, canal: old.canal }, 'Message envoyé');
    return error ? 'failed' : 'sent';
  }

  private async mailOf(tx: Db, row: MailArchive, html: string): Promise<Mail> {
    const attachments: MailAttachment[] = [];
    for (const piece of row.piecesJointes) {
      const file = await openMedia(tx, this.deps.mediaStore, piece.sha256);
      if (!file) throw new Error(`Pièce jointe introuvable sur le serveur : ${piece.nom}.`);
      attachments.push({ filename: attachmentName(piece.nom, file.mime), content: Buffer.from(await readAll(file.stream)), contentType: file.mime });
    }
    return { to: row.destinataire ?? '', subject: row.objet, html, text: mailHtmlToText(html), attachments, messageId: `<${row.id}@cimetiere>` };
  }

  /** The outcome as a server write (DESIGN §4): the next seq of the cemetery, version + 1, the old row in history. */
  private async record(tx: Db, old: MailArchive, changes: Partial<MailArchive>, now: string): Promise<void> {
    // Mail rows are never written by an import: sent during one, its status is recorded (published with it).
    const seq = (await lockCounter(tx, old.espaceId, { duringBulk: 'write' })) + 1;
    await tx
      .update(mailArchives)
      .set({ ...changes, version: old.version + 1, seq, updatedAt: now })
      .where(eq(mailArchives.id, old.id));
    await tx.insert(history).values({ espaceId: old.espaceId, tableName: 'mailArchives', rowId: old.id, oldRow: old as never, userId: null, actorId: null, mutationId: null, at: now });
    await saveCounter(tx, old.espaceId, seq);
  }
}

/** Due: queued (no next try set, or its time has come), or failed with a next try that has come. */
function dueAt(nowIso: string) {
  return or(
    and(eq(mailArchives.statut, 'en_attente'), or(isNull(mailArchives.prochainEssai), lte(mailArchives.prochainEssai, nowIso))),
    and(eq(mailArchives.statut, 'echec'), lte(mailArchives.prochainEssai, nowIso)),
  );
}

/** A reason a town-hall agent can read, without a stack trace; SMTP answers keep their code. */
function reasonOf(failure: unknown): string {
  const message = failure instanceof Error ? failure.message : String(failure);
  const { code, response } = failure as { code?: unknown; response?: unknown };
  if (code === 'EENVELOPE' && typeof response === 'string') return `Adresse refusée par le serveur d'envoi : ${response}`.slice(0, 500);
  if (code === 'ECONNREFUSED' || code === 'ESOCKET' || code === 'ECONNECTION') return `Serveur d'envoi injoignable (${message}).`.slice(0, 500);
  return message.slice(0, 500);
}

/** The document's name with the extension of its bytes, so the mail client opens it. */
function attachmentName(nom: string, mime: string): string {
  const ext = mime === 'application/pdf' ? '.pdf' : mime === 'image/png' ? '.png' : mime === 'image/jpeg' ? '.jpg' : mime.includes('wordprocessingml') ? '.docx' : '';
  const safe = nom.replace(/[\\/:*?"<>|\r\n]+/g, '-').trim() || 'document';
  return ext && !safe.toLowerCase().endsWith(ext) ? `${safe}${ext}` : safe;
}
