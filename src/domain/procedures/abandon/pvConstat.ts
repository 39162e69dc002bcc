import { z } from 'zod';
import { documents, valide } from '../fields';

/**
 * The minutes of a finding of abandonment (procès-verbal de constat d'abandon), steps 3 and 9 of the reprise
 * after abandonment (spec 002 §2, §3; LAW.md "PV content"). Drawn up at the grave, on the tablet, offline:
 * - by the mayor or a delegate (CGCT R2223-13), assisted by a witness who is the police commissioner or his
 *   delegate, or failing that a garde champêtre or a municipal police officer (R2223-13);
 * - the descendants or successors and the persons in charge of upkeep, when present (R2223-13);
 * - a precise description of the state of the grave (case law: visible signs harmful to the decency of the
 *   cemetery), with the descriptors of the spec as a checklist, and photos;
 * - signed by everyone present, a refusal to sign recorded as such (R2223-14).
 * The same fields serve the first PV (step 3) and the second (step 9, R2223-18: "dans les mêmes formes").
 */

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'Fichier invalide.');
const nom = (label: string) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .min(1, `${label} est obligatoire.`)
    .max(200, `${label} : 200 caractères au plus.`);

/** Who draws up the PV (R2223-13). */
export const PV_REDACTEUR_QUALITES = ['maire', 'delegue'] as const;
export const PV_REDACTEUR_LABELS: Record<(typeof PV_REDACTEUR_QUALITES)[number], string> = {
  maire: 'Le maire',
  delegue: 'Un délégué du maire',
};

/** The witness the law requires (R2223-13): one of these three. */
export const PV_TEMOIN_QUALITES = ['commissaire', 'gardeChampetre', 'policierMunicipal'] as const;
export const PV_TEMOIN_LABELS: Record<(typeof PV_TEMOIN_QUALITES)[number], string> = {
  commissaire: 'Commissaire de police ou son délégué',
  gardeChampetre: 'Garde champêtre',
  policierMunicipal: 'Agent de police municipale',
};

/** Others present (R2223-13: descendants or successors, persons in charge of upkeep). */
export const PV_PRESENT_QUALITES = ['famille', 'entretien', 'autre'] as const;
export const PV_PRESENT_LABELS: Record<(typeof PV_PRESENT_QUALITES)[number], string> = {
  famille: 'Descendant ou successeur',
  entretien: "Personne chargée de l'entretien",
  autre: 'Autre personne présente',
};

/** The signs of abandonment, as a checklist (spec 002 §3 abandonment-state flags; issue 12). */
export const PV_DESCRIPTEURS = [
  'monumentBrise',
  'affaissement',
  'grilleRouillee',
  'vegetation',
  'inscriptionIllisible',
  'autre',
] as const;
export type PvDescripteur = (typeof PV_DESCRIPTEURS)[number];
export const PV_DESCRIPTEUR_LABELS: Record<PvDescripteur, string> = {
  monumentBrise: 'Monument brisé ou effondré',
  affaissement: 'Affaissement du terrain',
  grilleRouillee: 'Grille rouillée ou brisée',
  vegetation: 'Végétation non entretenue',
  inscriptionIllisible: 'Inscription illisible',
  autre: 'Autre',
};

/** One signature box of the PV: a PNG drawn on the tablet, or a refusal to sign recorded (R2223-14). */
export const pvSignature = z.lazy(() => z
  .object({
    nom: nom('Le nom du signataire'),
    /** Who signs: 'redacteur', 'temoin', or the index of `presents` as 'present:{i}'. */
    role: z.string().regex(/^(redacteur|temoin|present:\d{1,2})$/, 'Signataire invalide.'),
    /** SHA-256 of the PNG of the signature (a media row of the concession), null when refused. */
    image: sha256.nullable().default(null),
    refus: z.boolean().default(false),
  })
  .refine((s) => s.refus || s.image !== null, { message: 'Signature manquante : faites signer ou cochez « Refus de signer ».' }));
export type PvSignature = z.output<typeof pvSignature>;

export const MSG_PV = {
  descripteurs: "Cochez au moins un signe d'abandon.",
  description: "Décrivez précisément l'état de la sépulture (20 caractères au moins).",
  signatures: 'Chaque personne présente doit signer ou son refus de signer doit être noté (article R2223-14 du CGCT).',
  dateHeure: "La date et l'heure du constat sont obligatoires.",
} as const;

/** The fields of the PV form (steps 3 and 9). */
export const pvConstatFields = z.lazy(() => z
  .object({
    /** Local date and hour of the finding, 'YYYY-MM-DDTHH:mm' (R2223-13: the day and hour notified). */
    dateHeure: z.string({ error: MSG_PV.dateHeure }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, MSG_PV.dateHeure),
    redacteur: z.object({
      qualite: z.enum(PV_REDACTEUR_QUALITES, { error: 'Indiquez qui dresse le procès-verbal.' }),
      nom: nom('Le nom de la personne qui dresse le procès-verbal'),
      /** The delegate's office ('Premier adjoint'), when not the mayor. */
      fonction: z.string().trim().max(200).nullable().default(null),
    }),
    temoin: z.object({
      qualite: z.enum(PV_TEMOIN_QUALITES, { error: 'Indiquez la qualité du témoin (article R2223-13 du CGCT).' }),
      nom: nom('Le nom du témoin'),
    }),
    presents: z
      .array(z.object({ qualite: z.enum(PV_PRESENT_QUALITES), nom: nom('Le nom de la personne présente'), lien: z.string().trim().max(200).nullable().default(null) }))
      .max(20)
      .default([]),
    descripteurs: z.array(z.enum(PV_DESCRIPTEURS)).min(1, MSG_PV.descripteurs).max(PV_DESCRIPTEURS.length),
    description: z.string({ error: MSG_PV.description }).trim().min(20, MSG_PV.description).max(4000, 'Description trop longue (4000 caractères au plus).'),
    /** SHA-256 of the photos taken there (media rows of the plot, kind photo). */
    photos: z.array(sha256).max(30, 'Trente photos au plus.').default([]),
    signatures: z.array(pvSignature).max(24).default([]),
    /** Where the tablet stood (GPS), when known. */
    position: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).nullable().default(null),
    /** The generated PV (PDF), first of the list. */
    documents,
    valide,
  })
  .superRefine((f, ctx) => {
    // R2223-14: signed by everyone present; the redacteur, the witness and each person present has a box.
    const expected = ['redacteur', 'temoin', ...f.presents.map((_, i) => `present:${i}`)];
    const roles = new Set(f.signatures.map((s) => s.role));
    if (expected.some((r) => !roles.has(r))) ctx.addIssue({ code: 'custom', path: ['signatures'], message: MSG_PV.signatures });
  }));
export type PvConstatFields = z.output<typeof pvConstatFields>;

/** The date of the step: the day of the finding. */
export function pvDate(fields: Pick<PvConstatFields, 'dateHeure'>): string {
  return fields.dateHeure.slice(0, 10);
}
