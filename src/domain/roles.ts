/** Roles of spec 000 section 6. */
export const ROLES = ['ROLE_USER', 'ROLE_SOUS_ADMIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: 'Consultation',
  ROLE_SOUS_ADMIN: 'Consultation et modification',
  ROLE_ADMIN: 'Administrateur du compte client',
  ROLE_SUPER_ADMIN: 'Administrateur fournisseur',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Administrators see Modèles and Utilisateurs, may impersonate and import plans (spec 000 §6). */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('ROLE_ADMIN') || roles.includes('ROLE_SUPER_ADMIN');
}

export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes('ROLE_SUPER_ADMIN');
}

/**
 * ROLE_USER is "Consultation": it reads and never writes. The spec leaves its restrictions
 * unshown; read-only is what the label promises, so the device and the server both refuse its writes.
 */
export function canWrite(roles: readonly string[]): boolean {
  return roles.some((r) => r === 'ROLE_SOUS_ADMIN' || r === 'ROLE_ADMIN' || r === 'ROLE_SUPER_ADMIN');
}

/** The highest role of a list, for display and for impersonation checks. */
export function highestRole(roles: readonly string[]): Role {
  for (const r of [...ROLES].reverse()) if (roles.includes(r)) return r;
  return 'ROLE_USER';
}
