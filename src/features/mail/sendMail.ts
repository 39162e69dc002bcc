import { useCallback } from 'react';
import type { MailCanal, MailPieceJointe } from '../../domain/entities/mailArchive';
import { uuidv7 } from '../../replica/uuidv7';
import { useRunMutation } from '../fiche/useFicheActions';
import { purifyForDisplay } from './purifier';

/** A message to queue: anything with a subject, an HTML body and documents of the concession. */
export interface OutgoingMail {
  locationId: string;
  canal: MailCanal;
  /** Contacts of the concession (src/domain/mail/addressees.ts: addresseesOf lists who can receive). */
  contactIds: readonly string[];
  objet: string;
  /** HTML for an e-mail (purified here and again on the server), plain text for an SMS. */
  corps: string;
  piecesJointes?: readonly MailPieceJointe[];
}

export const MSG_MAIL_QUEUED = "E-mail enregistré : il partira dès que l'appareil sera synchronisé.";
export const MSG_SMS_QUEUED = "SMS enregistré : il partira dès que l'appareil sera synchronisé.";

/** The mutation's args: one archive row id per addressee, the first one naming the message. */
export function mailArgs(mail: OutgoingMail, newId: () => string = uuidv7): Record<string, unknown> {
  const destinataires = mail.contactIds.map((contactId) => ({ id: newId(), contactId }));
  return {
    id: destinataires[0]?.id ?? newId(),
    locationId: mail.locationId,
    canal: mail.canal,
    destinataires,
    objet: mail.objet.trim(),
    corps: mail.canal === 'email' ? purifyForDisplay(mail.corps) : mail.corps.trim(),
    ...(mail.canal === 'email' ? { piecesJointes: [...(mail.piecesJointes ?? [])] } : {}),
  };
}

/**
 * Queues a message through the outbox (mail.envoyer), online or offline: it shows on the sheet at once as
 * pending, and the server sends it once synced. The function a rendered template calls to be mailed.
 */
export function useSendMail(): (mail: OutgoingMail) => Promise<boolean> {
  const run = useRunMutation();
  return useCallback((mail) => run('mail.envoyer', mailArgs(mail), mail.canal === 'email' ? MSG_MAIL_QUEUED : MSG_SMS_QUEUED), [run]);
}
