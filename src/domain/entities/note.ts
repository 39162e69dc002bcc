import type { NoteEtat } from '../constants/notifications';
import type { IsoDate, ReplicatedRow } from './replicated';

/** A personal note of a cemetery (spec 002 §3 Note): 1 active, 2 archived, 3 trash. */
export interface Note extends ReplicatedRow {
  titre: string;
  contenu: string | null;
  userId: string | null;
  date: IsoDate;
  etat: NoteEtat;
  /** The plot the note is about, shown on its sheet (issue 18); null for a note of the cemetery. */
  emplacementId: string | null;
}
