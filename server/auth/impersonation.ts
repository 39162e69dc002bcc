import { isAdmin, isSuperAdmin } from '../../src/domain/roles';

/**
 * Who may act as whom (spec 000 §4 and §6): a super admin towards anyone but another super admin; an admin
 * towards a user who is not an administrator and shares one of its municipalities; nobody else.
 */
export function mayImpersonate(actorRoles: readonly string[], targetRoles: readonly string[], sharesSociete: boolean): boolean {
  if (isSuperAdmin(targetRoles)) return false;
  if (isSuperAdmin(actorRoles)) return true;
  if (actorRoles.includes('ROLE_ADMIN')) return !isAdmin(targetRoles) && sharesSociete;
  return false;
}

const SESSION_GAP_MS = 30 * 60_000;
const PRUNE_ABOVE = 1000;

/**
 * Impersonation has no explicit start: it is a header on each request. The first request of a pair
 * (actor, user) after a quiet half hour is logged as a start, so the log reads as sessions.
 */
export class ImpersonationTracker {
  private readonly lastSeen = new Map<string, number>();

  /** Records the request; true when it starts a new impersonation session. */
  touch(actorId: string, userId: string, nowMs: number): boolean {
    const key = `${actorId}:${userId}`;
    const previous = this.lastSeen.get(key);
    this.lastSeen.set(key, nowMs);
    if (this.lastSeen.size > PRUNE_ABOVE) {
      for (const [k, at] of this.lastSeen) if (nowMs - at > SESSION_GAP_MS) this.lastSeen.delete(k);
      // Still full: forget the oldest pairs (at worst a start is logged twice).
      for (const k of this.lastSeen.keys()) {
        if (this.lastSeen.size <= PRUNE_ABOVE / 2) break;
        this.lastSeen.delete(k);
      }
    }
    return previous === undefined || nowMs - previous > SESSION_GAP_MS;
  }
}
