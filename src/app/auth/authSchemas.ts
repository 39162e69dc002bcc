import { z } from 'zod';
import { CIVILITES, FONCTIONS } from '../../domain';

/**
 * Client-side checks of the public forms, worded for the user. The server checks again (8 characters minimum
 * for a password, server/auth); these only save a round trip.
 */
export const emailField = z.string().trim().min(1, 'Saisissez votre adresse e-mail.').pipe(z.email('Saisissez une adresse e-mail valide.'));

export const lostPasswordSchema = z.object({ email: emailField });
export type LostPasswordValues = z.infer<typeof lostPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: z.string().min(8, 'Le mot de passe doit contenir au moins 8 caractères.'),
    confirmation: z.string(),
  })
  .refine((v) => v.password === v.confirmation, { path: ['confirmation'], message: 'Les deux mots de passe ne correspondent pas.' });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** Telephone inputs are numeric (spec 000 §5): digits only once spaces and dots are removed. */
const telephone = z
  .string()
  .transform((v) => v.replace(/[\s.]/g, ''))
  .refine((v) => v === '' || /^\+?\d{6,15}$/.test(v), 'Saisissez un numéro composé de chiffres.');

export const registerSchema = z.object({
  civilite: z.enum(CIVILITES),
  nom: z.string().trim().min(1, 'Saisissez votre nom.'),
  prenom: z.string().trim().min(1, 'Saisissez votre prénom.'),
  fonction: z.enum(FONCTIONS, 'Choisissez votre fonction.'),
  email: emailField,
  telephone,
  commune: z.string().trim().min(1, 'Saisissez votre commune.'),
  message: z.string().trim().max(2000, 'Message trop long (2000 caractères au plus).'),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;
