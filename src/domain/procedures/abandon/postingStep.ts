import { z } from 'zod';
import { addDays, addMonths, compareDates } from '../../dates';
import type { Procedure } from '../../entities/procedure';
import type { IsoDate } from '../../entities/replicated';
import { recordOf } from '../engine';
import { documents, optionalStepDate, valide } from '../fields';
import { msgAPartirDu } from '../messages';
import { defineStep, type EngineContext, type StepDef } from '../types';
import { dateOrNull, latest, POSTING_MONTHS, pvDay, PV_POSTING_DAYS } from './calendar';
import { MSG_ABANDON } from './messages';
import { postingSummary } from './summary';

/**
 * A posting step of the reprise after abandonment (spec 002 §2 steps 2, 4, 5, 6, 8, 10): recorded in two visits,
 * the 'affichage' phase (extracts posted at the town hall and at the cemetery gate, R2223-16) then, one month at
 * least later, the 'suspension' phase (the postings taken down), 'Continuer' between them. The PV's postings
 * fall within eight days of it (R2223-15, R2223-16); a renewed posting waits for the interval after the
 * previous one's end.
 */

const SIDES = [
  ['affichageMairie', 'suspensionMairie'],
  ['affichageCimetiere', 'suspensionCimetiere'],
] as const;

export interface PostingOptions {
  etape: number;
  titre: string;
  /** Key of the posting in `data.affichages` (spec 002 §3: notice 1, first PV rounds 1 to 3, notice 2, second PV). */
  key: string;
  optional?: boolean;
  /** The PV these postings publish: eight days to post it (R2223-16). */
  pv?: 3 | 9;
  /** The first day of the posting, with the message when a posting comes earlier. */
  from?(proc: Procedure, ctx: EngineContext): { date: IsoDate; message: string } | null;
  /** Fields of the step besides the dates (the PV's notification by registered letter). */
  extra?: z.ZodRawShape;
  extraCheck?(f: Record<string, unknown>, proc: Procedure): string | null;
  extraData?(f: Record<string, unknown>, proc: Procedure): Record<string, unknown>;
  extraSummary?(champs: Record<string, unknown>): string[];
}

/** The values a later phase keeps from the first: recorded ones win, the new ones fill the gaps. */
function merged(proc: Procedure, etape: number, f: Record<string, unknown>): Record<string, unknown> {
  const rec = recordOf(proc, etape);
  const out: Record<string, unknown> = { ...f };
  for (const [k, v] of Object.entries(rec?.enCours ? rec.champs : {})) if (v !== null && v !== undefined) out[k] = v;
  return out;
}

/** The parsed fields of a posting step. */
type PostingFields = {
  phase: 'affichage' | 'suspension';
  affichageMairie: IsoDate | null;
  affichageCimetiere: IsoDate | null;
  suspensionMairie: IsoDate | null;
  suspensionCimetiere: IsoDate | null;
} & Record<string, unknown>;

export function postingStep(o: PostingOptions): StepDef {
  // Built on first use, like every step's schema (issue 14: not while the first screen loads).
  const schema = z.lazy(() => z
    .object({
      phase: z.enum(['affichage', 'suspension'], { error: 'Phase invalide.' }),
      affichageMairie: optionalStepDate,
      affichageCimetiere: optionalStepDate,
      suspensionMairie: optionalStepDate,
      suspensionCimetiere: optionalStepDate,
      ...(o.extra ?? {}),
      documents,
      valide,
    })
    .superRefine((raw, issues) => {
      const f = raw as PostingFields;
      const names = f.phase === 'affichage' ? (['affichageMairie', 'affichageCimetiere'] as const) : (['suspensionMairie', 'suspensionCimetiere'] as const);
      // Spec 002 §8: an end typed before its posting asks for the posting first.
      for (const [aff, sus] of SIDES) {
        if (f.phase === 'affichage' && f[aff] === null && f[sus] !== null) issues.addIssue({ code: 'custom', path: [aff], message: MSG_ABANDON.affichageManquant });
      }
      for (const name of names) {
        if (f[name] === null) issues.addIssue({ code: 'custom', path: [name], message: f.phase === 'affichage' ? MSG_ABANDON.affichageRequis : MSG_ABANDON.suspensionRequise });
      }
    }));

  const pvLimits = (proc: Procedure) => {
    const day = o.pv ? pvDay(proc, o.pv) : null;
    return day ? { day, last: addDays(day, PV_POSTING_DAYS) } : null;
  };

  return defineStep<PostingFields>({
    etape: o.etape,
    titre: o.titre,
    bouton: 'Démarrer',
    phases: ['affichage', 'suspension'],
    ...(o.optional ? { optional: true } : {}),
    schema: schema as unknown as z.ZodType<PostingFields>,
    availableFrom: (proc, ctx) => {
      const rec = recordOf(proc, o.etape);
      // R2223-16: a posting lasts one month.
      if (rec?.enCours && rec.dateDebut) return addMonths(rec.dateDebut, POSTING_MONTHS);
      return o.from?.(proc, ctx)?.date ?? null;
    },
    deadline: (proc) => {
      if (recordOf(proc, o.etape)?.enCours) return null;
      return pvLimits(proc)?.last ?? null;
    },
    date: (f) => (f.phase === 'affichage' ? latest(f.affichageMairie, f.affichageCimetiere) : latest(f.suspensionMairie, f.suspensionCimetiere)) as IsoDate,
    check: (f, proc, ctx) => {
      if (f.phase === 'affichage') {
        for (const [aff, sus] of SIDES) {
          if (f[sus] !== null) return f[aff] === null ? MSG_ABANDON.affichageManquant : MSG_ABANDON.suspensionSansAffichage;
        }
        const pv = pvLimits(proc);
        const from = o.from?.(proc, ctx) ?? null;
        for (const [aff] of SIDES) {
          const d = f[aff] as IsoDate;
          if (pv && compareDates(d, pv.day) < 0) return MSG_ABANDON.affichageAvantPV;
          // Spec 002 §4, §8; R2223-16: posted within eight days of the PV, or the step is done again.
          if (pv && compareDates(d, pv.last) > 0) return MSG_ABANDON.affichageHorsDelai;
          if (from && compareDates(d, from.date) < 0) return from.message;
        }
      } else {
        const recorded = recordOf(proc, o.etape)?.champs ?? {};
        for (const [aff, sus] of SIDES) {
          const given = f[aff];
          const kept = dateOrNull(recorded[aff]);
          if (given !== null && kept !== null && given !== kept) return MSG_ABANDON.affichageModifie;
          const posted = kept ?? dateOrNull(given);
          if (!posted) return MSG_ABANDON.affichageManquant;
          // Spec 002 §5; R2223-16: each posting lasts one month at least.
          if (suspensionTooEarly(posted, f[sus])) return MSG_ABANDON.suspensionTropTot;
        }
      }
      return o.extraCheck?.(merged(proc, o.etape, f), proc) ?? null;
    },
    data: (f, proc) => {
      const all = merged(proc, o.etape, f);
      const affichages = (proc.data['affichages'] ?? {}) as Record<string, unknown>;
      const entry = Object.fromEntries(SIDES.flat().map((k) => [k, all[k] ?? null]));
      return { affichages: { ...affichages, [o.key]: entry }, ...(o.extraData?.(all, proc) ?? {}) };
    },
    summary: (champs) => [...postingSummary(champs), ...(o.extraSummary?.(champs) ?? [])],
  });
}

/**
 * A posting's end typed less than a month after it (spec 002 §5, R2223-16: each posting lasts one month at
 * least): the form says so and clears the field, the engine refuses it.
 */
export function suspensionTooEarly(posted: IsoDate | null, ended: unknown): boolean {
  const end = dateOrNull(ended);
  return posted !== null && end !== null && compareDates(end, addMonths(posted, POSTING_MONTHS)) < 0;
}

/** 'La date ne peut pas être antérieure …' for a posting before its notice; the spec's wording elsewhere. */
export function fromNotice(date: IsoDate | null): { date: IsoDate; message: string } | null {
  return date ? { date, message: msgAPartirDu(date) } : null;
}
