import type { Location } from 'react-router-dom';

/** Navigation state that carries where an anonymous visitor wanted to go (spec 000 §2.1). */
export interface FromState {
  from?: { pathname: string; search: string; hash: string };
}

export const DEFAULT_AFTER_LOGIN = '/concessions';

export function fromLocation(location: Location): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The path to go to once signed in and inside a cemetery; public and chooser pages never count. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return DEFAULT_AFTER_LOGIN;
  const publicPaths = ['/login', '/register', '/lost-password', '/reset-password', '/switch-espace'];
  // The welcome page is where everyone lands by default; after sign-in the spec sends them to /concessions.
  if (publicPaths.includes(from.pathname) || from.pathname === '/') return DEFAULT_AFTER_LOGIN;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
