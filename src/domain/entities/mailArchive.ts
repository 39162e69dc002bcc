import type { IsoInstant, ReplicatedRow } from './replicated';

/** An e-mail sent about a concession and kept on its sheet (spec 001 §3 Mail archive). */
export interface MailArchive extends ReplicatedRow {
  locationId: string | null;
  objet: string;
  dateEnvoi: IsoInstant;
  destinataire: string | null;
  corps: string | null;
}
