import { NetworkError } from '../../src/platform/errors';
import type { FetchLike } from '../../src/replica/sync/transport';

/** A small deterministic generator (mulberry32), seeded by fast-check so a failure replays exactly. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ChaosOdds {
  /** The request never reaches the server. */
  dropRequest: number;
  /** The request reaches the server later, after the client gave up (reordering). */
  delayRequest: number;
  /** The server does the work but the answer is lost. */
  dropResponse: number;
  /** The request is delivered twice. */
  duplicate: number;
}

/**
 * A network between one device and the server that drops, duplicates, delays and reorders requests and
 * responses. The device only ever sees an answer or a NetworkError, as with a real flaky connection.
 * `reliable` turns the chaos off for the final sync.
 */
export class ChaosNet {
  reliable = false;
  private readonly held: Array<() => Promise<unknown>> = [];
  readonly stats = { dropped: 0, delayed: 0, lost: 0, duplicated: 0, delivered: 0 };

  constructor(
    private readonly inner: FetchLike,
    private readonly random: () => number,
    private readonly odds: ChaosOdds,
  ) {}

  readonly fetch: FetchLike = async (url, init) => {
    if (this.reliable) return this.inner(url, init);
    const { dropRequest, delayRequest, dropResponse, duplicate } = this.odds;
    const r = this.random();
    if (r < dropRequest) {
      this.stats.dropped++;
      throw new NetworkError();
    }
    if (r < dropRequest + delayRequest) {
      this.stats.delayed++;
      this.held.push(() => this.inner(url, init));
      throw new NetworkError();
    }
    // Some held requests overtake or follow this one: reordering.
    if (this.held.length > 0 && this.random() < 0.3) await this.releaseOne();
    const response = await this.inner(url, init);
    this.stats.delivered++;
    const s = this.random();
    if (s < duplicate) {
      this.stats.duplicated++;
      await this.inner(url, init).catch(() => undefined);
    } else if (s < duplicate + dropResponse) {
      this.stats.lost++;
      throw new NetworkError();
    }
    return response;
  };

  /** Delivers one held request, chosen at random; its answer goes nowhere. */
  async releaseOne(): Promise<void> {
    if (this.held.length === 0) return;
    const [send] = this.held.splice(Math.floor(this.random() * this.held.length), 1);
    await send?.().catch(() => undefined);
  }

  async releaseAll(): Promise<void> {
    while (this.held.length > 0) await this.releaseOne();
  }
}
