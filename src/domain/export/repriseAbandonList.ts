import { formatFrDate, hourWords } from '../dates';
import type { Emplacement } from '../entities/emplacement';
import type { Location } from '../entities/location';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { HolderRow, ProcedureRow } from '../filters/rows';
import { procedureDef } from '../procedures/definitions';
import { nextStepText } from '../procedures/labels';
import type { ProcedureProgress } from '../procedures/overview';
import { isRepriseAbandonEnCours } from '../rules/concessionStatus';
import { personName, plotShortLabel } from '../rules/labels';
import { dateSortValue, type ColumnDef } from './columns';
import { dateValue } from './sheet';

/**
 * The list of concessions under reprise after abandonment that the town hall keeps (CGCT R2223-17, issue 12):
 * every plot whose reprise after abandonment is not finished (the one rule of the plan's filter,
 * `isRepriseAbandonEnCours`), with its holders, the start of the procedure, the dates of its two PVs, the
 * step reached and from when the next one is possible. Exported as PDF and Excel from the Procédures list.
 * LAW.md marks R2223-17 'unconfirmed': the export says so in its footnote.
 */

export const REPRISE_ABANDON_LIST_TITLE = "Concessions en cours de reprise pour état d'abandon";

/** The footnote of every page and of the workbook (LAW.md: R2223-17 read in secondary sources only). */
export const REPRISE_ABANDON_LIST_FOOTNOTE =
  "Liste des concessions dont l'état d'abandon est en cours de constat ou a été constaté, tenue en mairie (article R2223-17 du CGCT). " +
  'Référence non confirmée : cet article n’a été lu que dans des commentaires ; vérifiez le texte en vigueur avant de transmettre la liste à la préfecture.';

/** The PVs de constat d'abandon: steps 3 and 9 of the reprise (spec 002 §2; src/domain/procedures/abandon/pvConstat.ts). */
export const PV_ETAPES = [3, 9] as const;

export interface RepriseAbandonListRow {
  id: string;
  procedure: Procedure;
  emplacement: Emplacement | null;
  location: Location | null;
  holders: string[];
  /** Date (and hour when recorded) of the first and second PV, when drawn up. */
  pv: [PvDate | null, PvDate | null];
  etapeCourante: string;
  prochaineEtape: string;
  /** The day from which the next step is possible; null when it is possible now or the procedure is blocked. */
  possibleFrom: IsoDate | null;
  /** The next step may be done now. */
  possibleNow: boolean;
}

export interface PvDate {
  date: IsoDate;
  /** 'HH:mm' when the PV recorded its hour. */
  heure: string | null;
}

/** The date of a PV step: its recorded date and hour (PV fields), else the day the step was done. */
export function pvDateOf(proc: Pick<Procedure, 'etapes'>, etape: number): PvDate | null {
  const rec = proc.etapes.find((e) => e.etape === etape && !e.enCours);
  if (!rec) return null;
  const dh = rec.champs['dateHeure'];
  if (typeof dh === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(dh)) return { date: dh.slice(0, 10), heure: dh.slice(11, 16) };
  return rec.dateFin ? { date: rec.dateFin, heure: null } : null;
}

/** 'Étape 4 : Affichage du procès-verbal' (its title when the engine knows the step), 'en cours' between two phases. */
export function currentStepText(proc: Pick<Procedure, 'kind' | 'etat' | 'etapes'>): string {
  const underWay = proc.etapes.find((e) => e.enCours);
  const etape = underWay?.etape ?? proc.etat;
  const done = proc.etapes.some((e) => e.etape === etape);
  if (!done) return 'Aucune étape effectuée';
  const titre = procedureDef(proc.kind)?.steps.find((s) => s.etape === etape)?.titre;
  const head = titre ? `Étape ${etape} : ${titre}` : `Étape ${etape}`;
  return underWay ? `${head} (en cours${underWay.phase ? ` : ${underWay.phase}` : ''})` : head;
}

function possibleNow(progress: ProcedureProgress | undefined): boolean {
  const kind = progress?.next?.state.kind;
  return kind === 'aFaire' || kind === 'continuer';
}

/**
 * The rows of the R2223-17 list from the Procédures list's rows and the holders list's rows (the same joined
 * replica rows), in plot order. Holders are the live holders of the procedure's concession.
 */
export function repriseAbandonListRows(procedures: readonly ProcedureRow[], holders: readonly HolderRow[]): RepriseAbandonListRow[] {
  const holdersByLocation = new Map<string, string[]>();
  for (const h of holders) {
    if (!h.location || h.contact.deletedAt) continue;
    const names = holdersByLocation.get(h.location.id) ?? [];
    names.push(h.contact.nom || h.contact.prenom ? personName(h.contact) : (h.contact.nomSociete ?? ''));
    holdersByLocation.set(h.location.id, names);
  }
  return procedures
    .filter((r) => isRepriseAbandonEnCours(r.procedure))
    .map((r): RepriseAbandonListRow => ({
      id: r.procedure.id,
      procedure: r.procedure,
      emplacement: r.emplacement,
      location: r.location,
      holders: (r.location ? holdersByLocation.get(r.location.id) : undefined)?.filter(Boolean) ?? [],
      pv: [pvDateOf(r.procedure, PV_ETAPES[0]), pvDateOf(r.procedure, PV_ETAPES[1])],
      etapeCourante: currentStepText(r.procedure),
      prochaineEtape: nextStepText(r.progress?.next ?? null),
      possibleFrom: r.progress?.possibleFrom ?? null,
      possibleNow: possibleNow(r.progress),
    }))
    .sort((a, b) => plotKey(a).localeCompare(plotKey(b), 'fr', { numeric: true }));
}

const plotKey = (r: RepriseAbandonListRow) => (r.emplacement ? plotShortLabel(r.emplacement) : '');

function pvColumn(i: 0 | 1, header: string): ColumnDef<RepriseAbandonListRow> {
  return {
    id: `pv${i + 1}`,
    header,
    text: (r) => {
      const pv = r.pv[i];
      // The hour in French, '10 h 30' (issue 28).
      const hour = hourWords(pv?.heure);
      return pv ? `${formatFrDate(pv.date)}${hour ? ` à ${hour}` : ''}` : '';
    },
    sort: (r) => dateSortValue(r.pv[i]?.date),
    value: (r) => dateValue(r.pv[i]?.date),
  };
}

/** Columns of the R2223-17 list, for the PDF and the workbook. */
export const REPRISE_ABANDON_LIST_COLUMNS: ColumnDef<RepriseAbandonListRow>[] = [
  { id: 'emplacement', header: 'Carré/Allée/Num', text: plotKey },
  { id: 'concession', header: 'Concession', text: (r) => [r.location?.numero ? `n° ${r.location.numero}` : '', r.location?.famille ? `famille ${r.location.famille}` : ''].filter(Boolean).join(', ') },
  { id: 'concessionnaires', header: 'Concessionnaire(s)', text: (r) => r.holders.join(', ') },
  { id: 'dateDebut', header: 'Début de la procédure', text: (r) => formatFrDate(r.procedure.dateDebut), sort: (r) => dateSortValue(r.procedure.dateDebut), value: (r) => dateValue(r.procedure.dateDebut) },
  pvColumn(0, '1er procès-verbal'),
  pvColumn(1, '2e procès-verbal'),
  { id: 'etapeCourante', header: 'Étape atteinte', text: (r) => r.etapeCourante },
  { id: 'prochaineEtape', header: 'Prochaine étape', text: (r) => r.prochaineEtape },
  {
    id: 'possibleFrom', header: 'Possible à partir du',
    text: (r) => (r.possibleFrom ? formatFrDate(r.possibleFrom) : r.possibleNow ? 'dès maintenant' : ''),
    sort: (r) => dateSortValue(r.possibleFrom),
    value: (r) => dateValue(r.possibleFrom),
  },
];
