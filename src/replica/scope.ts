/**
 * Whose replicas this context opens (issue 16): null for the signed-in user's own; while an administrator acts
 * as another user, that user's id, so the two never share a database (outbox, conflicts, cached rows) and the
 * impersonated one can be deleted whole on the way back. Set by the app and by each worker from the session.
 * Kept apart from db.ts so the entry can follow the session without loading Dexie on the login page (issue 14's
 * first-load budget).
 */
let replicaScope: string | null = null;

export function setReplicaScope(scope: string | null): void {
  replicaScope = scope;
}

export function getReplicaScope(): string | null {
  return replicaScope;
}

/** Separates the impersonated user's id from the cemetery id in a database name. */
export const SCOPE_SEPARATOR = '~as-';

export function replicaName(espaceId: string, scope: string | null = replicaScope): string {
  return scope ? `cimetiere-${espaceId}${SCOPE_SEPARATOR}${scope}` : `cimetiere-${espaceId}`;
}

