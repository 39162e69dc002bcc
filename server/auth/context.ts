import type { UserRow } from './users.repository';

/** Who a request acts for (`user`) and who is really signed in (`actor`); they differ while impersonating. */
export interface AuthContext {
  user: UserRow;
  actor: UserRow;
  /** The effective user's roles: an administrator acting as a clerk has the clerk's rights. */
  roles: string[];
  impersonating: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (server/http/authenticate.ts); null on public routes. */
    auth: AuthContext | null;
  }
}
