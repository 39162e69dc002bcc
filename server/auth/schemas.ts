import { z } from 'zod';
import { AUTH_MSG } from './messages';

/** Bodies, params and answers of the auth and users routes (docs/CONTRACTS.md, Auth). */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** A password is never trimmed; the upper bound keeps argon2 from hashing megabytes. */
const newPassword = z.string().min(8, AUTH_MSG.passwordTooShort).max(200);

export const loginBody = z.object({
  username: text(180),
  password: z.string().min(1).max(200),
});

/** The device sends the cookie; other clients may send the token in the body. The body may be absent. */
export const refreshBody = z.object({ refresh_token: z.string().min(1).max(200).optional() }).nullish();

export const resetRequestBody = z.object({ email: z.email().max(254) });
export const resetConfirmBody = z.object({ token: z.string().min(1).max(200), password: newPassword });

export const registerBody = z.object({
  email: z.email().max(254),
  civilite: z.enum(['H', 'F']).default('H'),
  nom: text(100),
  prenom: text(100),
  fonction: optionalText(100),
  telephone: z.string().trim().regex(/^[0-9 +().-]{0,30}$/, 'Numéro de téléphone invalide.').optional(),
  commune: text(150),
  message: optionalText(2000),
});

/** A page of the administrators' list: 100 requests unless asked otherwise, 200 at most. */
export const accountRequestsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const idParams = z.object({ id: z.uuid() });
export const approveBody = z.object({ societeId: z.uuid().optional() }).nullish();

export const espaceChoiceBody = z.object({ eSpace: z.string().min(1).max(100) });
export const firstConnectionBody = z.object({ firstConnection: z.boolean() });
export const passwordChangeBody = z.object({ currentPassword: z.string().min(1).max(200), newPassword });

const userData = z.object({
  id: z.string(),
  username: z.string(),
  roles: z.array(z.string()),
  identite: z.string().nullable(),
  email: z.string().nullable(),
  firstConnection: z.boolean(),
  /**
   * The address the town gives the public (PUBLIC_URL, server/config.ts): not the user's, the server's, sent
   * with every session so the device keeps it for offline use; Infos cimetière builds the portal's link from
   * it (issue 30).
   */
  publicUrl: z.string(),
});

/** A session's answer: the access token and the user. The refresh token travels in its HttpOnly cookie only (issue 27). */
export const sessionAnswer = z.object({ token: z.string(), data: userData });

export const currentUserAnswer = userData.extend({
  impersonator: z.object({ id: z.string(), username: z.string() }).nullable(),
});

export const espaceGroupsAnswer = z.array(
  z.object({
    societe: z.object({ id: z.string(), nom: z.string(), commune: z.string() }),
    espaces: z.array(z.object({ id: z.string(), nom: z.string(), ville: z.string().nullable() })),
  }),
);

export const messageAnswer = z.object({ message: z.string() });
