import { PROCEDURE_LABELS } from '../../../domain/constants/procedures';
import { compareDates, formatFrDate } from '../../../domain/dates';
import type { Procedure } from '../../../domain/entities/procedure';

export interface ProcedureDateRow {
  id: string;
  label: string;
  /** 'du 01/02/2020 au 03/04/2021', 'depuis le 01/02/2020 (en cours)', or 'date de début non renseignée'. */
  dates: string;
}

/**
 * The procedure dates of the full sheet (spec 001 §2): each live procedure of this concession, oldest first,
 * with its start and end dates.
 */
export function procedureDateRows(
  procedures: ReadonlyArray<Pick<Procedure, 'id' | 'kind' | 'dateDebut' | 'dateFin' | 'locationId'> & { deletedAt?: string | null }>,
  locationId: string,
): ProcedureDateRow[] {
  return procedures
    .filter((p) => p.locationId === locationId && !p.deletedAt)
    .sort((a, b) => (a.dateDebut && b.dateDebut ? compareDates(a.dateDebut, b.dateDebut) : a.dateDebut ? -1 : b.dateDebut ? 1 : 0))
    .map((p) => {
      const debut = formatFrDate(p.dateDebut);
      const fin = formatFrDate(p.dateFin);
      let dates: string;
      if (debut && fin) dates = `du ${debut} au ${fin}`;
      else if (debut) dates = `depuis le ${debut} (en cours)`;
      else if (fin) dates = `terminée le ${fin}`;
      else dates = 'date de début non renseignée';
      return { id: p.id, label: PROCEDURE_LABELS[p.kind], dates };
    });
}
