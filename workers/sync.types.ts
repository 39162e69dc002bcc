import type { CycleReport } from '../src/replica/sync/engine';

/**
 * The contract between the main thread and the sync worker (Excalidraw's three-file worker: API on the
 * main thread, the worker, these shared types).
 */

/**
 * Given by the main thread as a comlink proxy: the session (token in memory, refresh serialised across
 * tabs) stays in the tab; the worker only asks. Errors do not cross comlink with their class, so the
 * refresh answers with a value: a token, 'expired' (sign in again) or 'offline'.
 */
export interface MainThreadTokens {
  getAccessToken(): Promise<string | null>;
  refreshAccessToken(): Promise<string | 'expired' | 'offline'>;
  switchUser(): Promise<string | null>;
  /**
   * The user the requests act as (the impersonated one while an administrator impersonates): only their
   * changes, and those they took over, are pushed. Null when nobody is signed in.
   */
  currentUser(): Promise<{ userId: string; name: string } | null>;
}

export interface SyncWorkerConfig {
  /** '' for same origin. */
  baseUrl: string;
  batchSize?: number;
  pullLimit?: number;
}

export interface SyncWorkerApi {
  configure(config: SyncWorkerConfig, tokens: MainThreadTokens): Promise<void>;
  /** One cycle for this cemetery, under its Web Lock; never throws (the outcome says what happened). */
  sync(espaceId: string): Promise<CycleReport>;
}
