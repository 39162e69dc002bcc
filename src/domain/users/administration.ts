import { z } from 'zod';
import { CIVILITES } from '../constants/contacts';
import { ROLES } from '../roles';

/**
 * Users administration (spec 000 §2.11, §2.12, §9; issue 16): the tabs, the list's query, the user form and the
 * generated password. Shared by the /utilisateurs screen and the server routes, so both validate alike.
 */

/** The tabs of /utilisateurs for the super administrator; an administrator sees its own municipality only. */
export const USER_TABS = ['clients', 'demonstration', 'test', 'fournisseur'] as const;
export type UserTab = (typeof USER_TABS)[number];
export const USER_TAB_LABELS: Record<UserTab, string> = {
  clients: 'Clients',
  demonstration: 'Démonstration prospects',
  test: 'Test avant activation',
  fournisseur: 'Utilisateurs du fournisseur',
};

/** Product type of a municipality (societes.typeEspace), which puts its users in a tab. */
export const TYPE_ESPACE_OF_TAB: Record<UserTab, string> = {
  clients: 'client',
  demonstration: 'demonstration',
  test: 'test',
  fournisseur: 'fournisseur',
};

/** Spec 000 §9: a page holds 30 users; 'Liste complète' asks for 9999. */
export const USERS_PAGE_SIZE = 30;
export const USERS_COMPLETE_LIST = 9999;

export const USER_SORTS = ['username', 'nom', 'prenom'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const usersQuery = z.object({
  tab: z.enum(USER_TABS).default('clients'),
  search: z.string().trim().max(100).default(''),
  sort: z.enum(USER_SORTS).default('username'),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(USERS_COMPLETE_LIST).default(USERS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type UsersQuery = z.infer<typeof usersQuery>;

/** One row of the list (GET /api/admin/users). */
export interface AdminUserRow {
  id: string;
  username: string;
  email: string | null;
  civilite: string;
  nom: string | null;
  prenom: string | null;
  fonction: string | null;
  telephone: string | null;
  roles: string[];
  actif: boolean;
  communes: string[];
  societeIds: string[];
  /** null: every cemetery of its municipalities. */
  espaceIds: string[] | null;
}

export interface AdminUsersPage {
  data: AdminUserRow[];
  total: number;
}

const optionalText = (max: number) => z.string().trim().max(max).optional();
const roleList = z.array(z.enum(ROLES)).min(1, 'Choisissez au moins un rôle.').max(ROLES.length);
const espaceIdList = z.array(z.uuid()).max(500).nullable();

/** 'Ajouter nouveau' for an administrator: a user of one of its municipalities; the login is an e-mail. */
export const newUserBody = z.object({
  username: z.email('Identifiant invalide : saisissez une adresse e-mail.').max(180),
  civilite: z.enum(CIVILITES).default('H'),
  nom: optionalText(100),
  prenom: optionalText(100),
  fonction: optionalText(100),
  telephone: z.string().trim().regex(/^[0-9 +().-]{0,30}$/, 'Numéro de téléphone invalide.').optional(),
  roles: roleList.default(['ROLE_USER']),
  societeId: z.uuid().optional(),
  espaceIds: espaceIdList.optional(),
});
export type NewUserInput = z.infer<typeof newUserBody>;

/** Editing a user: its roles, the cemeteries of the municipality it may open, active or not. */
export const userUpdateBody = z
  .object({ roles: roleList.optional(), espaceIds: espaceIdList.optional(), actif: z.boolean().optional() })
  .refine((b) => b.roles !== undefined || b.espaceIds !== undefined || b.actif !== undefined, { message: 'Aucune modification demandée.' });
export type UserUpdateInput = z.infer<typeof userUpdateBody>;

/** The roles a caller may give: an administrator never makes a provider administrator (spec 000 §6). */
export function grantableRoles(callerRoles: readonly string[]): readonly (typeof ROLES)[number][] {
  return callerRoles.includes('ROLE_SUPER_ADMIN') ? ROLES : ROLES.filter((r) => r !== 'ROLE_SUPER_ADMIN');
}

/** Spec 000 §5: 10 random characters from letters, digits and the signs & # @. */
export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789&#@';
export const GENERATED_PASSWORD_LENGTH = 10;

/** `random` fills a byte array (crypto.getRandomValues); rejection sampling keeps every character equally likely. */
export function generatePassword(random: (bytes: Uint8Array) => Uint8Array): string {
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let out = '';
  while (out.length < GENERATED_PASSWORD_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && out.length < GENERATED_PASSWORD_LENGTH) out += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return out;
}
