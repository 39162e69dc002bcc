import { pushResponseSchema, type PullResponse, type PushRequest, type PushResponse } from '../../domain/mutations';
import { ApiError, NetworkError, errorFromResponse } from '../../platform/errors';
import { ChainTakenError, isChainTaken, isWholeRefusal, PushRefusedError, wholeRefusalReason } from './pushRefusal';

/**
 * The HTTP side of the sync engine, injectable: the browser passes `fetch`, tests pass an adapter over
 * Fastify's `app.inject`, so one engine runs against the real server in both.
 */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Where the worker gets the access token: the main thread owns the session (token in memory, refresh
 * serialised across tabs), so the worker asks it through a comlink proxy rather than keeping its own.
 */
export interface TokenProvider {
  getAccessToken(): Promise<string | null>;
  /** Refreshes after a 401; null when the session cannot be renewed (sign in again). */
  refreshAccessToken(): Promise<string | null>;
}

/** 401 after a refresh: sync pauses until the user signs in again; local work goes on. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor() {
    super('Votre session a expiré : reconnectez-vous pour synchroniser. Vos modifications restent sur cet appareil.');
  }
}

/** 409 on push: the server refused a gap in the device's seq, with no side effect. */
export class SeqGapError extends Error {
  override readonly name = 'SeqGapError';
  constructor(
    message: string,
    /** The seq the server expects next, when it says. */
    readonly expectedSeq: number | null,
    /** Ids of the refused push that the server already has (they answer duplicate whatever their seq). */
    readonly known: readonly string[] = [],
  ) {
    super(message);
  }
}

export interface SyncTransport {
  pull(espaceId: string, cursor: number, limit: number): Promise<PullResponse>;
  push(request: PushRequest): Promise<PushResponse>;
  /** Uploads bytes for this cemetery's municipality, which then owns them (DESIGN §8). */
  putMedia(sha256: string, blob: Blob, mime: string, espaceId: string): Promise<void>;
}

/** The HTTP transport also downloads files, for the background download of a cemetery's media (issue 29). */
export interface HttpSyncTransport extends SyncTransport {
  /** The bytes of a file that a row of a cemetery the user may open links (GET /api/media/{sha256}). */
  getMedia(sha256: string): Promise<Blob>;
}

export interface HttpTransportOptions {
  fetch: FetchLike;
  tokens: TokenProvider;
  /** '' in the browser (same origin); an absolute origin elsewhere. */
  baseUrl?: string;
  /** Sent as x-switch-user while an administrator impersonates someone. */
  switchUser?: () => Promise<string | null>;
}

function knownOf(details: unknown): string[] {
  const known = details && typeof details === 'object' ? (details as Record<string, unknown>).known : undefined;
  return Array.isArray(known) ? known.filter((id): id is string => typeof id === 'string') : [];
}

function expectedSeqOf(details: unknown): number | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as Record<string, unknown>;
  if (typeof d.expectedSeq === 'number') return d.expectedSeq;
  if (typeof d.lastSeq === 'number') return d.lastSeq + 1;
  return null;
}

export function createHttpTransport(options: HttpTransportOptions): HttpSyncTransport {
  const base = options.baseUrl ?? '';

  async function send(path: string, init: RequestInit): Promise<Response> {
    const attempt = async (token: string | null): Promise<Response> => {
      const headers = new Headers(init.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      const switchUser = await options.switchUser?.();
      if (switchUser) headers.set('x-switch-user', switchUser);
      try {
        return await options.fetch(base + path, { ...init, headers });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new NetworkError();
      }
    };
    let response = await attempt(await options.tokens.getAccessToken());
    if (response.status === 401) {
      const fresh = await options.tokens.refreshAccessToken();
      if (!fresh) throw new SessionExpiredError();
      response = await attempt(fresh);
      if (response.status === 401) throw new SessionExpiredError();
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  return {
    async pull(espaceId, cursor, limit) {
      const query = new URLSearchParams({ espace: espaceId, cursor: String(cursor), limit: String(limit) });
      const response = await send(`/api/sync/pull?${query.toString()}`, { method: 'GET', headers: { accept: 'application/json' } });
      return (await response.json()) as PullResponse;
    },
    async push(request) {
      try {
        const response = await send('/api/sync/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
        });
        return pushResponseSchema.parse(await response.json());
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) throw new SeqGapError(error.message, expectedSeqOf(error.details), knownOf(error.details));
        if (isChainTaken(error)) throw new ChainTakenError(error.message);
        if (isWholeRefusal(error)) throw new PushRefusedError(error.status, wholeRefusalReason(error));
        throw error;
      }
    },
    async putMedia(sha256, blob, mime, espaceId) {
      const query = new URLSearchParams({ espace: espaceId });
      await send(`/api/media/${sha256}?${query.toString()}`, { method: 'PUT', headers: { 'content-type': mime }, body: blob });
    },
    async getMedia(sha256) {
      const response = await send(`/api/media/${sha256}`, { method: 'GET' });
      try {
        return await response.blob();
      } catch {
        // The body broke off on the way: the network, not the file.
        throw new NetworkError();
      }
    },
  };
}
