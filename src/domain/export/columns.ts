import { INCONNU } from '../constants/occupants';
import { PROCEDURE_LABELS } from '../constants/procedures';
import { formatFrDate, formatPartialDate, partialDateToIso } from '../dates';
import type { IsoDate } from '../entities/replicated';
import type { ConcessionRow, DefuntRow, HolderRow, ListRow, PlotRow, ProcedureRow, TravauxRow } from '../filters/rows';
import { rowType } from '../filters/predicates';
import type { SortValue } from '../filters/sort';
import { occupantAge } from '../rules/age';
import { holderState } from '../rules/holderState';
import { personName, plotShortLabel } from '../rules/labels';
import { procedureStatus } from '../rules/procedureStatus';
import { nextStepText } from '../procedures/labels';
import { travauxStatus } from '../rules/travauxStatus';
import { dateValue, numberValue, sheetCell, type CellValue, type SheetCell } from './sheet';

/** What a column may read besides the row: the cemetery's date, for states that depend on it. */
export interface ColumnContext {
  today: IsoDate;
}

/**
 * One column of a list, shared by the screen and the three export formats so they never disagree (issue 6):
 * a French header, the text shown and exported (dates DD/MM/YYYY), the value a header click sorts by, and for
 * dates and numbers the typed value the .xlsx export writes instead of the text.
 */
export interface ColumnDef<R> {
  id: string;
  header: string;
  text(row: R, ctx: ColumnContext): string;
  /** Defaults to the text; dates sort as ISO strings, numbers as numbers. */
  sort?(row: R, ctx: ColumnContext): SortValue;
  /** Spreadsheet value (full dates, numbers); null or absent: the spreadsheet cell is the text. */
  value?(row: R, ctx: ColumnContext): CellValue;
}

/** A date as a number (20260615) for sorting: numbers compare without building a collation key. */
export function dateSortValue(iso: IsoDate | null | undefined): number | null {
  return iso ? Number(iso.replace(/-/g, '')) : null;
}

/** A column of full dates: DD/MM/YYYY on screen, CSV and PDF, a date cell in Excel, sorted by date. */
function dateColumn<R>(id: string, header: string, date: (row: R) => IsoDate | null | undefined): ColumnDef<R> {
  return { id, header, text: (r) => formatFrDate(date(r)), sort: (r) => dateSortValue(date(r)), value: (r) => dateValue(date(r)) };
}

const plot = (r: ListRow) => (r.emplacement ? plotShortLabel(r.emplacement) : '');
const famille = (r: ListRow) => r.location?.famille ?? '';
const numero = (r: ListRow) => r.location?.numero ?? '';
const statut = (r: ListRow) => r.status.label;

export const PLOT_LABEL_COLUMN: ColumnDef<ListRow> = { id: 'emplacement', header: 'Carré/Allée/Num', text: plot };

/** Plots list (spec 001 §2): Carré/Allée/Num, N°, Famille, Type, Surface, Libre. */
export const PLOT_COLUMNS: ColumnDef<PlotRow>[] = [
  PLOT_LABEL_COLUMN,
  { id: 'numero', header: 'N°', text: numero },
  { id: 'famille', header: 'Famille', text: famille },
  { id: 'type', header: 'Type', text: (r) => rowType(r) ?? '' },
  {
    id: 'surface', header: 'Surface',
    text: (r) => (r.emplacement?.surface != null ? `${String(r.emplacement.surface).replace('.', ',')} m²` : ''),
    sort: (r) => r.emplacement?.surface ?? null,
    value: (r) => numberValue(r.emplacement?.surface, 'm²'),
  },
  { id: 'libre', header: 'Libre', text: (r) => (r.libre ? 'OUI' : 'NON') },
];

/** Concessions list (/concessions, Liste tab). */
export const CONCESSION_COLUMNS: ColumnDef<ConcessionRow>[] = [
  PLOT_LABEL_COLUMN,
  { id: 'numero', header: 'N°', text: numero },
  { id: 'famille', header: 'Famille', text: famille },
  { id: 'type', header: 'Type', text: (r) => r.location.type },
  {
    id: 'duree', header: 'Durée',
    text: (r) => (r.location.perpetuelle ? 'Perpétuelle' : r.location.duree !== null ? `${r.location.duree} ans` : r.location.type === 'Caveau' ? '6 mois' : ''),
    // A caveau provisoire lasts 6 months (spec 001 §6), kept with no duration in years: it sorts as half a year.
    sort: (r) => (r.location.perpetuelle ? 9999 : (r.location.duree ?? (r.location.type === 'Caveau' ? 0.5 : null))),
    value: (r) => (r.location.perpetuelle ? null : numberValue(r.location.duree, 'ans')),
  },
  dateColumn('dateDebut', 'Date de début', (r) => r.location.dateDebut),
  dateColumn('dateFin', 'Date de fin', (r) => r.location.dateFin),
  { id: 'statut', header: 'Statut', text: statut },
];

/** The Nom cell of a deceased: 'Inconnu' for a person with neither name nor first name (spec 001 §3, as the sheet). */
function defuntNom(o: DefuntRow['occupant']): string {
  const nom = o.nom?.trim() ?? '';
  return nom || o.prenom?.trim() ? nom : INCONNU;
}

/** Deceased list (/defunts). */
export const DEFUNT_COLUMNS: ColumnDef<DefuntRow>[] = [
  { id: 'nom', header: 'Nom', text: (r) => defuntNom(r.occupant) },
  { id: 'prenom', header: 'Prénom', text: (r) => r.occupant.prenom ?? '' },
  { id: 'nomJeuneFille', header: 'Nom de jeune fille', text: (r) => r.occupant.nomJeuneFille ?? '' },
  {
    id: 'dateDeNaissance', header: 'Date de naissance',
    text: (r) => formatFrDate(r.occupant.dateDeNaissance) || formatPartialDate(r.occupant.dateNaissanceIncomplete),
    sort: (r) => dateSortValue(r.occupant.dateDeNaissance ?? partialDateToIso(r.occupant.dateNaissanceIncomplete)),
    // Known only as a year or a month: the text ('1950', '03/1950').
    value: (r) => dateValue(r.occupant.dateDeNaissance) ?? dateValue(partialDateToIso(r.occupant.dateNaissanceIncomplete)),
  },
  {
    id: 'dateDeces', header: 'Date de décès', text: (r) => formatPartialDate(r.occupant.dateDeces),
    sort: (r) => {
      const d = r.occupant.dateDeces;
      // A partial date sorts at the start of what is known: 1950 before 03/1950 before 12/03/1950.
      return d?.annee != null ? d.annee * 10_000 + (d.mois ?? 0) * 100 + (d.jour ?? 0) : null;
    },
    value: (r) => dateValue(partialDateToIso(r.occupant.dateDeces)),
  },
  { id: 'age', header: 'Âge', text: (r) => String(occupantAge(r.occupant) ?? ''), sort: (r) => occupantAge(r.occupant), value: (r) => numberValue(occupantAge(r.occupant)) },
  PLOT_LABEL_COLUMN,
  { id: 'famille', header: 'Concession', text: famille },
];

/** Holders list (/concessionnaires) with the holders' state of spec 001 §4. */
export const HOLDER_COLUMNS: ColumnDef<HolderRow>[] = [
  { id: 'nom', header: 'Nom', text: (r) => r.contact.nom ?? r.contact.nomSociete ?? '' },
  { id: 'prenom', header: 'Prénom', text: (r) => r.contact.prenom ?? '' },
  { id: 'typeDeContact', header: 'Qualité', text: (r) => r.contact.typeDeContact ?? '' },
  { id: 'famille', header: 'Concession', text: famille },
  PLOT_LABEL_COLUMN,
  dateColumn('dateFin', 'Date de fin', (r) => r.location?.dateFin),
  { id: 'etat', header: 'État', text: (r, ctx) => holderState(r.location, ctx.today).label },
];

/** Works list (/travaux) with the works status of spec 001 §4. */
export const TRAVAUX_COLUMNS: ColumnDef<TravauxRow>[] = [
  { id: 'type', header: 'Type', text: (r) => r.travaux.type },
  PLOT_LABEL_COLUMN,
  { id: 'demandeur', header: 'Demandeur', text: (r) => (r.travaux.demandeur ? personName({ prenom: r.travaux.demandeur.prenom, nom: r.travaux.demandeur.nom }) : '') },
  { id: 'executant', header: 'Exécutant', text: (r) => r.travaux.executant?.nomSociete ?? '' },
  dateColumn('dateDebut', 'Date de début', (r) => r.travaux.dateDebut),
  dateColumn('dateFin', 'Date de fin', (r) => r.travaux.dateFin),
  { id: 'statut', header: 'Statut', text: (r, ctx) => travauxStatus(r.travaux, ctx.today).label },
];

/** Procedures list (/procedures) with the procedure status of spec 001 §4. */
export const PROCEDURE_COLUMNS: ColumnDef<ProcedureRow>[] = [
  { id: 'type', header: 'Type', text: (r) => PROCEDURE_LABELS[r.procedure.kind] },
  PLOT_LABEL_COLUMN,
  { id: 'famille', header: 'Famille', text: famille },
  dateColumn('dateDebut', 'Date de début', (r) => r.procedure.dateDebut),
  dateColumn('dateFin', 'Date de fin', (r) => r.procedure.dateFin),
  { id: 'statut', header: 'Statut', text: (r) => procedureStatus(r.procedure).label },
  { id: 'prochaineEtape', header: 'Prochaine étape', text: (r) => nextStepText(r.progress?.next ?? null) },
  dateColumn('possibleFrom', 'Possible à partir du', (r) => r.progress?.possibleFrom),
];

export type ListKind = 'plots' | 'concessions' | 'defunts' | 'holders' | 'travaux' | 'procedures';

/** Columns of each list, by the key the rows of joinLists use. */
export const LIST_COLUMNS = {
  plots: PLOT_COLUMNS,
  concessions: CONCESSION_COLUMNS,
  defunts: DEFUNT_COLUMNS,
  holders: HOLDER_COLUMNS,
  travaux: TRAVAUX_COLUMNS,
  procedures: PROCEDURE_COLUMNS,
} as const;

/** Titles of the lists, for export titles and file names (spec 001 §2 screen titles). */
export const LIST_TITLES: Record<ListKind, string> = {
  plots: 'EMPLACEMENTS',
  concessions: 'CONCESSIONS',
  defunts: 'DÉFUNTS',
  holders: 'CONCESSIONNAIRES',
  travaux: 'TRAVAUX',
  procedures: 'PROCÉDURES',
};

/** The table of cells of some rows: what every export format writes. */
export function toTable<R>(rows: readonly R[], columns: readonly ColumnDef<R>[], ctx: ColumnContext): { headers: string[]; body: string[][] } {
  return { headers: columns.map((c) => c.header), body: rows.map((r) => columns.map((c) => c.text(r, ctx))) };
}

/**
 * The spreadsheet rows of some rows (issue 6): the cells of `body` (toTable's, same rows), with a typed cell
 * wherever a column has a value Excel can hold, so dates and numbers sort and filter in Excel.
 */
export function toSheetBody<R>(rows: readonly R[], columns: readonly ColumnDef<R>[], ctx: ColumnContext, body: readonly (readonly string[])[]): (string | SheetCell)[][] {
  const typed = columns.flatMap((c, i) => (c.value ? [{ i, value: c.value }] : []));
  return rows.map((row, r) => {
    const line: (string | SheetCell)[] = [...(body[r] ?? [])];
    for (const { i, value } of typed) line[i] = sheetCell(value(row, ctx)) ?? line[i] ?? '';
    return line;
  });
}

/** The sort value of a column, its text when it declares none. */
export function sortValueOf<R>(column: ColumnDef<R>, row: R, ctx: ColumnContext): SortValue {
  return column.sort ? column.sort(row, ctx) : column.text(row, ctx);
}
