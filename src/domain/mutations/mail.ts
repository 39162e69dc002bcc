import { z } from 'zod';
import type { Contact } from '../entities/contact';
import type { MailArchive } from '../entities/mailArchive';
import { addressOf, contactDisplayName } from '../mail/addressees';
import { purifyMailBody } from '../mail/sanitize';
import { defineMutation, readMany, readOne } from './types';
import { businessValues, locationLockReason, MSG_LOCATION_MISSING, rowId } from './helpers';

/**
 * Mail and SMS about a concession (issue 17 'Mail and SMS', spec 001 §2 full sheet 'e-mails'): composed on the
 * device, offline too, and queued like any mutation; once synced, the server sends each message
 * (server/mail/dispatcher.ts) exactly once: the push is idempotent by mutation id, and one archive row per
 * addressee is the server's queue and then the sheet's record. Attachments are documents of the concession.
 */

export const MSG_MAIL_NO_ADDRESSEE = 'Choisissez au moins un destinataire.';
export const MSG_MAIL_NO_EMAIL = "Ce destinataire n'a pas d'adresse e-mail.";
export const MSG_MAIL_NO_PHONE = "Ce destinataire n'a pas de numéro de téléphone.";
export const MSG_MAIL_CONTACT_MISSING = "Ce destinataire n'est pas un contact de la concession.";
export const MSG_MAIL_ATTACHMENT_MISSING = "Cette pièce jointe n'est pas un document de la concession.";
export const MSG_MAIL_MISSING = 'E-mail introuvable.';
export const MSG_MAIL_NOT_FAILED = "Cet envoi n'est pas en échec : il n'y a rien à réessayer.";
export const MSG_MAIL_SMS_ATTACHMENT = 'Un SMS ne peut pas porter de pièce jointe.';

/** At most this many addressees and attachments in one message: a family, not a mailing. */
export const MAIL_MAX_ADDRESSEES = 20;
export const MAIL_MAX_ATTACHMENTS = 10;
export const MAIL_BODY_MAX = 100_000;
export const SMS_TEXT_MAX = 640;

const sha256 = z.string({ error: 'Empreinte du fichier invalide.' }).regex(/^[0-9a-f]{64}$/, 'Empreinte du fichier invalide.');

const mailArgs = z
  .object({
    /** The id of the first addressee's archive row; the others have their own. */
    id: rowId,
    locationId: rowId,
    canal: z.enum(['email', 'sms'], { error: 'Canal invalide (e-mail ou SMS).' }),
    destinataires: z
      .array(z.object({ id: rowId, contactId: rowId }), { error: MSG_MAIL_NO_ADDRESSEE })
      .min(1, MSG_MAIL_NO_ADDRESSEE)
      .max(MAIL_MAX_ADDRESSEES, `${MAIL_MAX_ADDRESSEES} destinataires au plus.`),
    objet: z.string({ error: "Objet de l'e-mail manquant." }).trim().min(1, "Objet de l'e-mail manquant.").max(255, 'Objet trop long (255 caractères au plus).'),
    corps: z.string({ error: 'Message manquant.' }).max(MAIL_BODY_MAX, 'Message trop long.').refine((s) => s.trim() !== '', 'Message manquant.'),
    piecesJointes: z
      .array(z.object({ sha256, nom: z.string({ error: 'Nom de pièce jointe invalide.' }).trim().min(1, 'Nom de pièce jointe invalide.').max(255, 'Nom de pièce jointe trop long.') }), { error: 'Pièces jointes invalides.' })
      .max(MAIL_MAX_ATTACHMENTS, `${MAIL_MAX_ATTACHMENTS} pièces jointes au plus.`)
      .optional(),
  })
  .refine((a) => a.destinataires[0]?.id === a.id, { message: 'Identifiant invalide.', path: ['id'] })
  .refine((a) => new Set(a.destinataires.map((d) => d.id)).size === a.destinataires.length, { message: 'Identifiant invalide.', path: ['destinataires'] })
  .refine((a) => a.canal === 'email' || (a.piecesJointes ?? []).length === 0, { message: MSG_MAIL_SMS_ATTACHMENT, path: ['piecesJointes'] })
  .refine((a) => a.canal === 'email' || a.corps.length <= SMS_TEXT_MAX, { message: `Un SMS compte ${SMS_TEXT_MAX} caractères au plus.`, path: ['corps'] });

/**
 * Queues a message to chosen contacts of the concession ('Envoyer un e-mail' on the sheet, or a procedure
 * step's document sent to the holders). Each addressee gets an archive row 'en_attente' with the address the
 * contact has now; the server sends it once synced. The body is purified here, on both sides.
 */
export const sendMail = defineMutation({
  name: 'mail.envoyer',
  table: 'mailArchives',
  kind: 'create',
  args: mailArgs,
  fields: () => [],
  reads: (args) => ({
    location: { table: 'locations', id: args.locationId },
    contacts: { table: 'contacts', where: { locationId: args.locationId } },
    documents: { table: 'documents', where: { locationId: args.locationId } },
  }),
  apply: (state, args, ctx) => {
    const location = readOne(state, 'location');
    const locked = locationLockReason(location);
    if (locked || !location) return { reject: locked ?? MSG_LOCATION_MISSING };
    const contacts = new Map(readMany(state, 'contacts').map((c) => [c.id, c as unknown as Contact]));
    const documentHashes = new Set(readMany(state, 'documents').map((d) => d.mediaSha256));
    const piecesJointes = args.piecesJointes ?? [];
    if (piecesJointes.some((p) => !documentHashes.has(p.sha256))) return { reject: MSG_MAIL_ATTACHMENT_MISSING };
    const corps = args.canal === 'email' ? purifyMailBody(args.corps) : args.corps.trim();
    const writes = [];
    for (const d of args.destinataires) {
      const contact = contacts.get(d.contactId);
      if (!contact) return { reject: MSG_MAIL_CONTACT_MISSING };
      const adresse = addressOf(contact, args.canal);
      if (!adresse) return { reject: `${args.canal === 'email' ? MSG_MAIL_NO_EMAIL : MSG_MAIL_NO_PHONE} (${contactDisplayName(contact)})` };
      const row: Omit<MailArchive, 'espaceId' | 'version' | 'seq' | 'updatedAt'> = {
        id: d.id,
        locationId: args.locationId,
        objet: args.objet,
        dateEnvoi: ctx.now,
        destinataire: adresse,
        corps,
        canal: args.canal,
        contactId: contact.id,
        destinataireNom: contactDisplayName(contact),
        statut: 'en_attente',
        erreur: null,
        tentatives: 0,
        prochainEssai: null,
        piecesJointes,
        deletedAt: null,
      };
      writes.push({ table: 'mailArchives' as const, id: d.id, row });
    }
    return { writes };
  },
});

/** 'Réessayer' on a failed message: back in the queue, due at once, its count of tries started again. */
export const retryMail = defineMutation({
  name: 'mail.reessayer',
  table: 'mailArchives',
  kind: 'update',
  args: z.object({ id: rowId }),
  fields: () => ['statut'],
  apply: (state) => {
    const row = state.row;
    if (!row || row.deletedAt) return { reject: MSG_MAIL_MISSING };
    if (row.statut !== 'echec') return { reject: MSG_MAIL_NOT_FAILED };
    return { writes: [{ table: 'mailArchives', id: row.id, row: { ...businessValues(row), statut: 'en_attente', tentatives: 0, prochainEssai: null } }] };
  },
});

export const mailMutations = [sendMail, retryMail];
