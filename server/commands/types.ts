/**
 * Who runs a command: the effective user, the real signed-in actor (they differ while impersonating) and
 * the effective roles. `request.auth` (server/http/authenticate.ts) has this shape.
 */
export interface CommandAuth {
  user: { id: string; username?: string };
  actor: { id: string };
  roles: readonly string[];
}

/** One mutation to execute: from a device's push, or built by a REST route from its body. */
export interface CommandEnvelope {
  /** UUID: executed at most once. REST routes make a fresh one per request. */
  id: string;
  name: string;
  args: unknown;
  /**
   * Values the user saw for the fields it writes (DESIGN §5); a field missing reads as null. Omitted only
   * by REST routes acting on the current row: then there is nothing to compare.
   */
  base?: Readonly<Record<string, unknown>>;
}

/** Where a mutation came from: a device and its seq, or the server's REST routes (nil client, seq 0). */
export interface CommandOrigin {
  clientId: string;
  seq: number;
}

export const REST_ORIGIN: CommandOrigin = { clientId: '00000000-0000-0000-0000-000000000000', seq: 0 };
