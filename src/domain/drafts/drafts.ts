import { formatFrDate } from '../dates';
import { parisDate, parisTimeOfDay } from '../parisTime';

/**
 * Drafts of the forms and editors kept on the device (issues 28 and 29, 'No work lost'; spec 000 §9: the
 * rich-text editor autosaves every 5 s, kept 60 minutes). A multi-step form of the field (PV, deceased wizard,
 * exhumation, works) and an editor (letter, template, e-mail) keep what was typed, so a closed or reloaded tab
 * (Android kills a tab when the camera opens) loses nothing; the rules of that keeping live here, pure.
 */

/** How long a draft is kept: 60 minutes (spec 000 §9). */
export const DRAFT_TTL_MS = 60 * 60 * 1000;

/** An editor saves its draft every 5 seconds while it is being written (spec 000 §9). */
export const EDITOR_AUTOSAVE_MS = 5000;

/**
 * A field form saves sooner: the tab may be killed the moment the camera opens, a second after the last
 * name was typed. It also saves when the page is hidden and at each step of a wizard.
 */
export const FORM_AUTOSAVE_MS = 1000;

/**
 * Whether a draft saved at `savedAt` (an ISO instant) is past its 60 minutes at `now`: it is then dropped,
 * never offered. A draft from the future (a clock put back) is kept: its age is unknown, not negative.
 * A `savedAt` that is not a date is expired: nothing can be said of its age.
 */
export function isDraftExpired(savedAt: string, now: Date): boolean {
  const saved = Date.parse(savedAt);
  if (Number.isNaN(saved)) return true;
  return now.getTime() - saved > DRAFT_TTL_MS;
}

/**
 * The key of a draft: which form, of what (the plot, the procedure's step, the template), so that two forms
 * never share one draft. Parts are joined with '|', empty or missing parts are named '-'.
 */
export function draftKey(form: string, ...parts: ReadonlyArray<string | number | null | undefined>): string {
  return [form, ...parts.map((p) => (p === null || p === undefined || p === '' ? '-' : String(p)))].join('|');
}

/**
 * Whether a form holds work that closing it would lose: its value differs from the value it opened with.
 * Values are compared as JSON (a form's state is plain data); a Blob counts by its size and type, so a
 * drawn signature is work.
 */
export function hasUnsavedWork(initial: unknown, current: unknown): boolean {
  return stableJson(initial) !== stableJson(current);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (isBlobLike(v) ? { blob: v.size, type: v.type } : v));
}

/** A Blob or File, told by its shape (the domain knows no DOM): JSON would write it as '{}'. */
function isBlobLike(v: unknown): v is { size: number; type: string } {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as { size?: unknown; type?: unknown; slice?: unknown };
  return typeof b.size === 'number' && typeof b.type === 'string' && typeof b.slice === 'function';
}

/** The sentence of the banner that offers a draft back: 'Un brouillon du 28/11/2026 à 10 h 05 a été retrouvé.' */
export function draftFoundMessage(savedAt: string): string {
  const [h, m] = parisTimeOfDay(savedAt).split(':');
  return `Un brouillon enregistré sur cet appareil le ${formatFrDate(parisDate(savedAt))} à ${h ?? ''} h ${m ?? ''} a été retrouvé.`;
}

/** The line a form shows once its draft is written: 'Brouillon enregistré sur cet appareil à 10 h 05.' */
export function draftSavedMessage(savedAt: string): string {
  const [h, m] = parisTimeOfDay(savedAt).split(':');
  return `Brouillon enregistré sur cet appareil à ${h ?? ''} h ${m ?? ''}.`;
}

/** The line a form shows while its latest changes are not yet written on the device. */
export const DRAFT_SAVING_MESSAGE = 'Enregistrement du brouillon sur cet appareil…';

/** The question asked before filled work is thrown away (the ×, 'Annuler', leaving the page). */
export const DISCARD_QUESTION = 'Les informations saisies ne sont pas enregistrées. Voulez-vous vraiment abandonner cette saisie ?';
