import { randomUUID } from 'node:crypto';
import type { PushResponse } from '../src/domain/mutations/envelope';
import type { PlotState } from './load.seed';

/** Latencies and failures of one scenario, by kind of request. */
export class LoadStats {
  readonly push: number[] = [];
  readonly pull: number[] = [];
  errors = 0;
  readonly errorKinds = new Map<string, number>();
  applied = 0;
  notApplied = 0;
  pulledRows = 0;
  /** Requests started before this instant (warm-up) are not counted in latencies and throughput; errors always are. */
  recordFrom = 0;

  counts(started: number): boolean {
    return started >= this.recordFrom;
  }

  error(kind: string): void {
    this.errors += 1;
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
  }
}

interface Envelope {
  id: string;
  seq: number;
  name: string;
  args: Record<string, unknown>;
  base: Record<string, unknown>;
  createdAt: string;
}

/** The answer must come within this time, or the request counts as an error (a tablet would give up). */
const REQUEST_TIMEOUT_MS = 30_000;
const PULL_LIMIT = 1000;

/**
 * One simulated tablet, speaking the sync protocol (DESIGN §5) over HTTP as the sync worker does: a cycle is
 * a push of 20 mutations made since the last one, then pulls from its cursor until nothing is left. It edits
 * its own share of its cemetery's plots (the state of abandonment, the invoice, a deceased's remarks) and
 * writes field notes, with the values it last saw as base, so its mutations apply; the other tablets of its
 * cemetery pull them. Its clientId is its own; its access token is its clerk's, shared with the other
 * tablets of the municipality.
 */
export class Tablet {
  private readonly clientId = randomUUID();
  private nextSeq = 1;
  private turn = 0;
  /** Sent and not acknowledged: sent again, same ids and seqs, as the outbox does. */
  private pending: Envelope[] = [];

  constructor(
    private readonly espaceId: string,
    private readonly token: string,
    private readonly origin: string,
    private readonly plots: PlotState[],
    private cursor: number,
    private readonly stats: LoadStats,
  ) {}

  async cycle(): Promise<void> {
    await this.push();
    await this.pull();
  }

  private mutations(): Envelope[] {
    const out: Envelope[] = [];
    const createdAt = new Date().toISOString();
    const plot = (k: number) => this.plots[(this.turn * 20 + k) % this.plots.length]!;
    const make = (name: string, args: Record<string, unknown>, base: Record<string, unknown>) => ({ id: randomUUID(), seq: this.nextSeq++, name, args, base, createdAt });
    for (let k = 0; k < 8; k++) {
      const p = plot(k);
      const next = ((p.etatAbandon ?? 0) % 6) + 1;
      out.push(make('location.setEtatAbandon', { id: p.locationId, etatAbandon: next }, { etatAbandon: p.etatAbandon }));
      p.etatAbandon = next;
    }
    for (let k = 8; k < 12; k++) {
      const p = plot(k);
      const next = p.facture === 'réglée' ? 'non réglée' : 'réglée';
      out.push(make('location.setFacture', { id: p.locationId, facture: next }, { facture: p.facture }));
      p.facture = next;
    }
    for (let k = 12; k < 16; k++) {
      const p = plot(k);
      const next = `Relevé du passage ${this.turn + 1} : stèle lisible, entretien à prévoir.`;
      out.push(make('occupant.update', { id: p.occupantId, specificites: next }, { specificites: p.specificites }));
      p.specificites = next;
    }
    for (let k = 0; k < 4; k++) {
      out.push(make('note.create', { id: randomUUID(), titre: `Tournée ${this.turn + 1}`, contenu: 'Herbes hautes allée 3, grille à repeindre.' }, {}));
    }
    this.turn += 1;
    return out;
  }

  private async push(): Promise<void> {
    if (this.pending.length === 0) this.pending = this.mutations();
    const body = JSON.stringify({ espaceId: this.espaceId, clientId: this.clientId, mutations: this.pending });
    const started = performance.now();
    const answer = await this.send<PushResponse>('/api/sync/push', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    if (!answer) return;
    this.pending = [];
    if (!this.stats.counts(started)) return;
    this.stats.push.push(performance.now() - started);
    for (const r of answer.results) {
      if (r.status === 'applied' || (r.status === 'duplicate' && r.original === 'applied')) this.stats.applied += 1;
      else this.stats.notApplied += 1;
    }
  }

  private async pull(): Promise<void> {
    for (let page = 0; page < 20; page++) {
      const started = performance.now();
      const answer = await this.send<{ changes: Record<string, unknown[]>; cursor: number; hasMore: boolean }>(
        `/api/sync/pull?espace=${this.espaceId}&cursor=${this.cursor}&limit=${PULL_LIMIT}`,
        { method: 'GET' },
      );
      if (!answer) return;
      this.cursor = answer.cursor;
      if (this.stats.counts(started)) {
        this.stats.pull.push(performance.now() - started);
        for (const rows of Object.values(answer.changes)) this.stats.pulledRows += rows.length;
      }
      if (!answer.hasMore) return;
    }
  }

  /** The answer's JSON when it is a 2xx in time; otherwise the error is counted and undefined returned. */
  private async send<T>(path: string, init: RequestInit): Promise<T | undefined> {
    const headers = { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${this.token}` };
    try {
      const response = await fetch(this.origin + path, { ...init, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await response.text();
      if (response.ok) return JSON.parse(text) as T;
      this.stats.error(`HTTP ${response.status}`);
    } catch (error) {
      this.stats.error((error as Error).name === 'TimeoutError' ? 'délai dépassé' : 'réseau');
    }
    return undefined;
  }
}
