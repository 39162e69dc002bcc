import { z } from 'zod';
import { CIVILITES, type Civilite } from '../constants/contacts';

/**
 * The town hall (spec 000 §2.8 Infos mairie, §3 Societe and Contact): its identity, its treasury, its mayor
 * with the signature-with-stamp image, its seven opening-hour texts, its contacts and its coat of arms. It is
 * one row per municipality, shared by all its cemeteries, so it is not in a cemetery's replica: it is read and
 * written online (GET / PUT /api/societes/{id}) and the device keeps the last copy for generated documents.
 * Images are media by SHA-256 (DESIGN §5), uploaded first and owned by the municipality (DESIGN §8).
 */

/** A function of the town hall's contacts (spec 000 §9 'Function choices'); free text beyond these. */
export const FONCTIONS_MAIRIE = ['Maire', 'Secrétaire', 'Élu', 'Directeur Général Services', 'Responsable cimetière'] as const;

export interface MairieContact {
  civilite: Civilite;
  nom: string;
  prenom: string;
  fonction: string;
  telephone: string | null;
  email: string | null;
}

export interface Maire {
  civilite: Civilite;
  nom: string | null;
  prenom: string | null;
  /** SHA-256 of the signature-with-stamp image (PNG or JPEG). */
  signature: string | null;
}

export interface Mairie {
  id: string;
  nom: string;
  commune: string;
  departement: string | null;
  adresse: string | null;
  codePostal: string | null;
  ville: string | null;
  email: string | null;
  telephone: string | null;
  tresorerie: string | null;
  /** SHA-256 of the coat of arms (logo) image. */
  logo: string | null;
  /** Seven free texts, Monday to Sunday. */
  horaires: string[];
  maire: Maire;
  contacts: MairieContact[];
}

const HEX64 = /^[0-9a-f]{64}$/;
const image = z.string({ error: 'Image invalide.' }).regex(HEX64, 'Image invalide.').nullable();
const text = (max: number, label = 'Texte') =>
  z
    .string({ error: `${label} invalide.` })
    .max(max, `${label} trop long (${max} caractères au plus).`)
    .nullable()
    .transform((s) => (s === null || s.trim() === '' ? null : s.trim()));
/** Spec 000 §5: telephone inputs are numeric (digits, spaces, dots and a leading +). */
const telephone = text(30, 'Téléphone').refine((s) => s === null || /^\+?[0-9 .]{4,}$/.test(s), 'Le téléphone ne doit contenir que des chiffres.');
const email = text(254, 'E-mail').refine((s) => s === null || z.email().safeParse(s).success, 'Adresse e-mail invalide.');
const civilite = z.enum(CIVILITES, { error: 'Civilité invalide.' });

export const mairieContactSchema = z.object({
  civilite: civilite.default('H'),
  nom: z.string({ error: 'Nom invalide.' }).trim().min(1, 'Le nom du contact est obligatoire.').max(100, 'Nom trop long.'),
  prenom: z.string({ error: 'Prénom invalide.' }).trim().max(100, 'Prénom trop long.').default(''),
  fonction: z.string({ error: 'Fonction invalide.' }).trim().max(100, 'Fonction trop longue.').default('Maire'),
  telephone: telephone.default(null),
  email: email.default(null),
});

/**
 * What an administrator may change on the town hall (spec 000 §7 PUT /societes/{id}: one field, horaires, or
 * a media link); every field optional, only those sent change. The commune is required (spec 000 §5).
 */
export const mairieUpdateSchema = z
  .object({
    commune: z.string({ error: 'Commune invalide.' }).trim().min(1, 'La commune est obligatoire.').max(200, 'Commune trop longue.'),
    departement: text(100, 'Département'),
    adresse: text(300, 'Adresse'),
    codePostal: text(10, 'Code postal').refine((s) => s === null || /^[0-9AB]{5}$/.test(s), 'Code postal invalide (5 chiffres).'),
    ville: text(200, 'Ville'),
    email,
    telephone,
    tresorerie: text(200, 'Trésorerie'),
    logo: image,
    horaires: z.array(z.string({ error: 'Horaire invalide.' }).max(300, 'Horaire trop long.'), { error: 'Horaires invalides.' }).length(7, 'Sept horaires attendus, du lundi au dimanche.'),
    maire: z.object({ civilite, nom: text(100, 'Nom'), prenom: text(100, 'Prénom'), signature: image }, { error: 'Maire invalide.' }),
    contacts: z.array(mairieContactSchema, { error: 'Contacts invalides.' }).max(30, 'Trop de contacts (30 au plus).'),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Aucune modification à enregistrer.');

export type MairieUpdate = z.output<typeof mairieUpdateSchema>;

/** 'Monsieur Jean DUPONT', 'Madame Anne MARTIN', or null when the mayor is not named yet. */
export function maireName(m: Pick<Maire, 'civilite' | 'nom' | 'prenom'>): string | null {
  const name = [m.prenom, m.nom?.toUpperCase()].filter(Boolean).join(' ');
  return name ? `${m.civilite === 'F' ? 'Madame' : 'Monsieur'} ${name}` : null;
}
