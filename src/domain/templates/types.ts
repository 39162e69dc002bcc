import { z } from 'zod';
import { MAX_DOCUMENT_BODY, MAX_MAIL_BODY, templateBodyError } from './limits';
import { TEMPLATE_ENTITIES, type TemplateEntity } from './placeholders';

/**
 * A template (spec 002 §3 Template document). Server table template_documents; on the device, the defaults of
 * defaults.ts overlaid by the municipality's own copies (cached, see docs/CONTRACTS.md 'Templates').
 * `content.pdf` is the document's body (HTML), `content.mail` a mail's body, `content.sms` the SMS text;
 * `moredata` extra JSON (a letter's `{"courrier": true}`, `{"signatures": ["Le Maire"]}`).
 */
export interface TemplateDocument {
  id: string;
  slug: string;
  nom: string;
  nomInterne: string | null;
  description: string | null;
  type: 'mails' | 'documents';
  actif: boolean;
  /** The channel the body is written for: the document (or mail) content, or an SMS. */
  canal: 'contenu' | 'sms';
  /** Whether the form shows the live preview (on by default, spec 002 §2). */
  apercu: boolean;
  content: { mail?: string; sms?: string; pdf?: string; objet?: string };
  notifieQui: string[];
  champsEntite: TemplateEntity[];
  hooks: string[];
  relatedDocuments: string[];
  documentStatiques: string[];
  moredata: string | null;
  /** Whether this row is the product's default (not personalised by the town hall). */
  parDefaut: boolean;
  updatedAt: string | null;
}

/** Who a template may notify (spec 002 §2 'who is notified'). */
export const NOTIFIE_QUI = ['concessionnaires', 'contacts', 'mairie', 'administrateurs'] as const;
export const NOTIFIE_QUI_LABELS: Record<(typeof NOTIFIE_QUI)[number], string> = {
  concessionnaires: 'Les concessionnaires',
  contacts: 'Tous les contacts de la concession',
  mairie: 'La mairie',
  administrateurs: 'Les administrateurs',
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX64 = /^[0-9a-f]{64}$/;
const short = (label: string, max: number) => z.string({ error: `${label} invalide.` }).max(max, `${label} trop long (${max} caractères au plus).`);
const nullableText = (label: string, max: number) =>
  short(label, max)
    .nullable()
    .transform((s) => (s === null || s.trim() === '' ? null : s.trim()));

/** What the form sends (POST and PUT /api/template_documents); the server sanitises the HTML it stores. */
export const templateInputSchema = z.object({
  slug: z.string({ error: 'Nom interne invalide.' }).regex(SLUG, 'Le nom interne (slug) ne peut contenir que des lettres minuscules, des chiffres et des tirets.').max(120, 'Nom interne trop long.'),
  nom: short('Nom', 200).refine((s) => s.trim() !== '', 'Veuillez renseigner le nom du modèle.'),
  nomInterne: nullableText('Nom interne', 200),
  description: nullableText('Description', 2000),
  type: z.enum(['mails', 'documents'], { error: 'Type invalide : mail ou document.' }),
  actif: z.boolean({ error: 'Actif invalide.' }),
  canal: z.enum(['contenu', 'sms'], { error: 'Canal invalide.' }),
  apercu: z.boolean({ error: 'Aperçu invalide.' }),
  content: z
    .object({ mail: short('Contenu', MAX_MAIL_BODY).optional(), sms: short('SMS', 2000).optional(), pdf: short('Contenu', MAX_DOCUMENT_BODY).optional(), objet: short('Objet', 300).optional() }, { error: 'Contenu invalide.' })
    .superRefine((content, ctx) => {
      // Nesting limited at save (limits.ts, issue 27), for every body the renderer reads.
      for (const key of ['pdf', 'mail', 'sms', 'objet'] as const) {
        const error = content[key] === undefined ? null : templateBodyError(content[key]);
        if (error) ctx.addIssue({ code: 'custom', message: error, path: [key] });
      }
    }),
  notifieQui: z.array(z.string().max(60), { error: 'Destinataires invalides.' }).max(10),
  champsEntite: z.array(z.enum(TEMPLATE_ENTITIES, { error: 'Entité invalide.' }), { error: 'Entités invalides.' }).max(3),
  hooks: z.array(z.string().max(80), { error: 'Déclencheurs invalides.' }).max(40),
  relatedDocuments: z.array(z.string().regex(SLUG, 'Document lié invalide.').max(120), { error: 'Documents liés invalides.' }).max(30),
  documentStatiques: z.array(z.string().regex(HEX64, 'Fichier invalide.'), { error: 'Fichiers invalides.' }).max(20),
  moredata: nullableText('Données supplémentaires', 20_000).refine((s) => {
    if (s === null) return true;
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  }, 'Les données supplémentaires doivent être du JSON valide.'),
});
export type TemplateInput = z.output<typeof templateInputSchema>;

/** The letter options read from the template's extra data; bad JSON reads as none. */
export function templateOptions(t: Pick<TemplateDocument, 'moredata'>): { courrier: boolean; signatures: string[] } {
  try {
    const data = t.moredata ? (JSON.parse(t.moredata) as { courrier?: unknown; signatures?: unknown }) : {};
    const signatures = Array.isArray(data.signatures) ? data.signatures.filter((s): s is string => typeof s === 'string') : ['Le Maire'];
    return { courrier: data.courrier === true, signatures };
  } catch {
    return { courrier: false, signatures: ['Le Maire'] };
  }
}
