import type { IsoInstant, ReplicatedRow } from './replicated';

/** How a message goes out: an e-mail (SMTP) or an SMS (the HTTP provider). */
export type MailCanal = 'email' | 'sms';

/**
 * Where a message stands: 'en_attente' until the server has sent it, 'envoye', or 'echec' with the reason
 * (retried automatically while `prochainEssai` is set, or by 'Réessayer').
 */
export type MailStatut = 'en_attente' | 'envoye' | 'echec';

/** A document of the concession sent with an e-mail, named by the SHA-256 of its bytes. */
export interface MailPieceJointe {
  sha256: string;
  nom: string;
}

/** An e-mail or SMS sent about a concession to one addressee, kept on its sheet (spec 001 §3 Mail archive). */
export interface MailArchive extends ReplicatedRow {
  locationId: string | null;
  objet: string;
  /** When it was composed, then when it was sent. */
  dateEnvoi: IsoInstant;
  /** The address (e-mail, or phone number for an SMS). */
  destinataire: string | null;
  /** The HTML body (sanitised), or the text of an SMS. */
  corps: string | null;
  canal: MailCanal;
  contactId: string | null;
  destinataireNom: string | null;
  statut: MailStatut;
  erreur: string | null;
  tentatives: number;
  prochainEssai: IsoInstant | null;
  piecesJointes: MailPieceJointe[];
}
