import { z } from 'zod';
import { ABONNEMENT_OPTIONS, type AbonnementOption } from '../constants/abonnement';
import { CIVILITES } from '../constants/contacts';
import { ROLES } from '../roles';

/**
 * The new-space wizard (spec 000 §2.12, §5, §7 POST /espace/creer; issue 16): its five milestones, the step
 * skipped when an existing town hall is chosen, the required fields of each step and the body the server
 * validates with the same schema. Everything here is pure, shared by the modal and the route.
 */

export const NEW_SPACE_STEPS = ['utilisateurs', 'mairie', 'cimetieres', 'abonnement', 'verification'] as const;
export type NewSpaceStep = (typeof NEW_SPACE_STEPS)[number];
export const NEW_SPACE_STEP_LABELS: Record<NewSpaceStep, string> = {
  utilisateurs: 'Utilisateur',
  mairie: 'Mairie',
  cimetieres: 'Cimetière(s)',
  abonnement: 'Abonnement',
  verification: 'Vérification Validation',
};

export type MairieMode = 'nouvelle' | 'existante';

/** Spec 000 §2.12 step 4: the subscription step is skipped when an existing town hall was chosen. */
export function visibleSteps(mode: MairieMode): NewSpaceStep[] {
  return NEW_SPACE_STEPS.filter((s) => mode === 'nouvelle' || s !== 'abonnement');
}

/** The step after `step` ('Suivant'; from Cimetière(s) straight to the preview when the town hall exists). */
export function nextStep(step: NewSpaceStep, mode: MairieMode): NewSpaceStep {
  const steps = visibleSteps(mode);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? step;
}

/** The step before `step` ('Précédent'). */
export function previousStep(step: NewSpaceStep, mode: MairieMode): NewSpaceStep {
  const steps = visibleSteps(mode);
  return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? step;
}

/** Spec 000 §3: the wizard's option labels and the subscription option key each one sets. */
export const WIZARD_OPTIONS: ReadonlyArray<{ key: AbonnementOption; label: string }> = [
  { key: 'audit_consulting', label: 'Audit' },
  { key: 'assistance_juridique', label: 'Conseil divers' },
  { key: 'import_donnes', label: 'Import des données' },
  { key: 'numerisation', label: 'Numérisation des actes de concession' },
  { key: 'saisie_donnes', label: 'Saisie des archives des actes de concession' },
  { key: 'saisie_informations_defunts', label: 'Saisie des défunts' },
];

/** The product types a space is created for: the tabs of /utilisateurs (spec 000 §2.11). */
export const NEW_SPACE_TYPES = ['client', 'demonstration', 'test'] as const;

/** Largest SVG plan accepted in the body, in characters (server/svg/limits.ts checks the bytes again). */
export const NEW_SPACE_MAX_PLAN_CHARS = 20 * 1024 * 1024;
export const NEW_SPACE_MAX_USERS = 10;
export const NEW_SPACE_MAX_ESPACES = 20;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} invalide.` })
    .trim()
    .max(max, `${label} trop long (${max} caractères au plus).`)
    .default('');
const required = (max: number, label: string) =>
  z.string({ error: `${label} obligatoire.` }).trim().min(1, `${label} obligatoire.`).max(max, `${label} trop long (${max} caractères au plus).`);
/** Spec 000 §5: telephone inputs are numeric. */
const telephone = text(30, 'Téléphone').refine((s) => s === '' || /^\+?[0-9 .]{4,}$/.test(s), 'Le téléphone ne doit contenir que des chiffres.');
const horaires = z.array(z.string({ error: 'Horaires invalides.' }).trim().max(200, 'Horaires trop longs.'), { error: 'Horaires invalides.' }).length(7, 'Sept jours d’horaires attendus.').default(['', '', '', '', '', '', '']);
const civilite = z.enum(CIVILITES, { error: 'Civilité invalide.' }).default('H');

/** Step 1: one user; the login is an e-mail; the password may be left empty (the mailed link sets it). */
export const newSpaceUser = z.object({
  username: z.email('Identifiant invalide : saisissez une adresse e-mail.').max(180, 'Identifiant trop long.'),
  password: z.string({ error: 'Mot de passe invalide.' }).max(200, 'Mot de passe trop long.').refine((p) => p === '' || p.length >= 8, 'Le mot de passe doit compter au moins 8 caractères.').default(''),
  civilite,
  fonction: text(100, 'Fonction'),
  nom: text(100, 'Nom'),
  prenom: text(100, 'Prénom'),
  telephone,
  role: z.enum(ROLES, { error: 'Rôle invalide.' }).refine((r) => r !== 'ROLE_SUPER_ADMIN', 'Rôle invalide.').default('ROLE_USER'),
});

/** Step 2, a new town hall: only the commune is required (spec 000 §5). */
export const newSpaceMairie = z.object({
  commune: required(120, 'Commune'),
  departement: text(60, 'Département'),
  adresse: text(200, 'Adresse'),
  codePostal: text(10, 'Code postal'),
  ville: text(120, 'Ville'),
  email: z.union([z.literal(''), z.email('Adresse e-mail de la mairie invalide.')], { error: 'Adresse e-mail de la mairie invalide.' }).default(''),
  telephone,
  tresorerie: text(200, 'Trésorerie'),
  horaires,
});

export const newSpaceMaire = z.object({ civilite, nom: text(100, 'Nom du maire'), prenom: text(100, 'Prénom du maire') });

/** Step 3: one cemetery; only its name is required; its SVG plan goes through the plan import's sanitiser. */
export const newSpaceEspace = z.object({
  nom: required(120, 'Nom du cimetière'),
  adresse: text(200, 'Adresse'),
  codePostal: text(10, 'Code postal'),
  ville: text(120, 'Ville'),
  actif: z.union([z.literal(0), z.literal(1)], { error: 'État invalide.' }).default(0),
  horaires,
  planSvg: z.string({ error: 'Plan SVG invalide.' }).max(NEW_SPACE_MAX_PLAN_CHARS, 'Plan SVG trop volumineux.').default(''),
});

/** Step 4: the start date is required (spec 000 §5). */
export const newSpaceAbonnement = z.object({
  dateDebut: z.iso.date({ error: 'Date de début obligatoire.' }),
  options: z.array(z.enum(ABONNEMENT_OPTIONS, { error: 'Option inconnue.' })).max(ABONNEMENT_OPTIONS.length).default([]),
});

/** POST /api/espace/creer: the wizard's whole body (spec 000 §7: utilisateurs, mairie, maire, espaces, abonnement, typeEspace). */
export const newSpaceBody = z
  .object({
    utilisateurs: z.array(newSpaceUser, { error: 'Utilisateurs invalides.' }).min(1, 'Ajoutez au moins un utilisateur.').max(NEW_SPACE_MAX_USERS, 'Trop d’utilisateurs.'),
    /** An existing town hall's id, or null with `mairie` filled. */
    mairieId: z.uuid({ error: 'Mairie introuvable.' }).nullable().default(null),
    mairie: newSpaceMairie.nullable().default(null),
    maire: newSpaceMaire.nullable().default(null),
    espaces: z.array(newSpaceEspace, { error: 'Cimetières invalides.' }).min(1, 'Ajoutez au moins un cimetière.').max(NEW_SPACE_MAX_ESPACES, 'Trop de cimetières.'),
    abonnement: newSpaceAbonnement.nullable().default(null),
    typeEspace: z.enum(NEW_SPACE_TYPES, { error: 'Type d’espace invalide.' }).default('client'),
  }, { error: 'Requête invalide.' })
  .superRefine((b, ctx) => {
    if ((b.mairieId === null) === (b.mairie === null)) ctx.addIssue({ code: 'custom', path: ['mairie'], message: 'Choisissez une mairie existante ou saisissez-en une nouvelle.' });
    if (b.mairie !== null && b.abonnement === null) ctx.addIssue({ code: 'custom', path: ['abonnement', 'dateDebut'], message: 'Date de début obligatoire.' });
    if (b.mairieId !== null && b.abonnement !== null) ctx.addIssue({ code: 'custom', path: ['abonnement'], message: 'Une mairie existante garde son abonnement.' });
    const logins = b.utilisateurs.map((u) => u.username.toLowerCase());
    if (new Set(logins).size !== logins.length) ctx.addIssue({ code: 'custom', path: ['utilisateurs'], message: 'Deux utilisateurs ont le même identifiant.' });
  });
export type NewSpaceInput = z.infer<typeof newSpaceBody>;
export type NewSpaceRequest = z.input<typeof newSpaceBody>;

/** Messages of the wizard (spec 000 §8), verbatim. */
export const NEW_SPACE_MSG = {
  success: 'L\'espace a bien été créé.',
  failure: 'Une erreur est survenue. Appelez vos developpeurs préférés ou réessayez.',
  usernameTaken: 'Un compte existe déjà avec cet identifiant.',
  mairieNotFound: 'Mairie introuvable.',
} as const;

/** What the wizard holds while it is filled (form values, before the schema's defaults). */
export interface NewSpaceDraft {
  utilisateurs: Array<{ username: string; password: string }>;
  mode: MairieMode;
  mairieId: string | null;
  mairie: { commune: string; email: string };
  espaces: Array<{ nom: string }>;
  abonnement: { dateDebut: string };
}

/**
 * Spec 000 §5: 'Suivant' and 'Prévisualiser' proceed only when the required visible fields of the step are
 * valid. The answer maps each invalid field (by its path, e.g. 'espaces.1.nom') to its French message; an
 * empty map lets the wizard go on.
 */
export function stepErrors(step: NewSpaceStep, draft: NewSpaceDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (path: string, schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) errors[path] = parsed.error.issues[0]?.message ?? 'Champ invalide.';
  };
  if (step === 'utilisateurs') {
    draft.utilisateurs.forEach((u, i) => {
      check(`utilisateurs.${i}.username`, newSpaceUser.shape.username, u.username);
      check(`utilisateurs.${i}.password`, newSpaceUser.shape.password, u.password);
    });
  } else if (step === 'mairie') {
    if (draft.mode === 'existante') {
      if (!draft.mairieId) errors.mairieId = 'Choisissez une mairie.';
    } else {
      check('mairie.commune', newSpaceMairie.shape.commune, draft.mairie.commune);
      check('mairie.email', newSpaceMairie.shape.email, draft.mairie.email);
    }
  } else if (step === 'cimetieres') {
    draft.espaces.forEach((e, i) => check(`espaces.${i}.nom`, newSpaceEspace.shape.nom, e.nom));
  } else if (step === 'abonnement' && draft.mode === 'nouvelle') {
    check('abonnement.dateDebut', newSpaceAbonnement.shape.dateDebut, draft.abonnement.dateDebut);
  }
  return errors;
}
