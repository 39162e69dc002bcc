import type { TableName } from '../entities/tables';
import type { TemplateDocument } from './types';

/**
 * Template triggers (spec 002 §4 'Templates'): an active template whose hooks name an entity event fires when a
 * mutation applied on the server makes that event (server/templates/hooks.service.ts). A hook is written
 * '<Entité> : <moment>', as the template form offers it. The server decides once, when the mutation is
 * applied: 'avant' and 'après' of one change fire together (the 'avant' one sees the row as it was).
 */

export const HOOK_ENTITIES = ['Utilisateur', 'Espace', 'Emplacement', 'Concession', 'Défunt', 'Contact', 'Concessionnaire', 'Inhumation', 'Travaux'] as const;
export type HookEntity = (typeof HOOK_ENTITIES)[number];
export const HOOK_MOMENTS = ['après création', 'avant modification', 'après modification', 'avant suppression', 'après suppression'] as const;
export type HookMoment = (typeof HOOK_MOMENTS)[number];

/** Every hook the form offers, 'Concession : après modification'… */
export const HOOKS: readonly string[] = HOOK_ENTITIES.flatMap((e) => HOOK_MOMENTS.map((m) => hookKey(e, m)));

export function hookKey(entity: HookEntity, moment: HookMoment): string {
  return `${entity} : ${moment}`;
}

/**
 * The replicated tables whose rows are hook entities. Users are not replicated rows (no hook fires for them
 * here); an occupant row is both the deceased and the burial (spec 001 §3 Occupant: the inhumation's facts).
 */
const TABLE_ENTITIES: Partial<Record<TableName, readonly HookEntity[]>> = {
  espaces: ['Espace'],
  emplacements: ['Emplacement'],
  locations: ['Concession'],
  occupants: ['Défunt', 'Inhumation'],
  contacts: ['Contact'],
  travaux: ['Travaux'],
};

type HookRow = Readonly<Record<string, unknown>>;

/** One row written by a mutation, as the server has it: `old` null for a new row. */
export interface WrittenRow {
  table: TableName;
  old: HookRow | null;
  row: HookRow;
}

const isDeleted = (r: HookRow | null) => r !== null && r['deletedAt'] !== null && r['deletedAt'] !== undefined;

/** The moments one write makes: creation, change, or deletion (a soft delete: deletedAt set). */
export function hookMoments(w: Pick<WrittenRow, 'old' | 'row'>): HookMoment[] {
  if (w.old === null || isDeleted(w.old)) return isDeleted(w.row) ? [] : ['après création'];
  if (isDeleted(w.row)) return ['avant suppression', 'après suppression'];
  return ['avant modification', 'après modification'];
}

/** The entities a row is: a contact who holds the concession is also a 'Concessionnaire'. */
function entitiesOf(w: WrittenRow): HookEntity[] {
  const entities = TABLE_ENTITIES[w.table] ?? [];
  const holder = w.table === 'contacts' && (w.row['typeDeContact'] === 'Concessionnaire' || w.old?.['typeDeContact'] === 'Concessionnaire');
  return holder ? [...entities, 'Concessionnaire'] : [...entities];
}

/** The hook keys one write makes. */
export function hookEvents(w: WrittenRow): string[] {
  return entitiesOf(w).flatMap((e) => hookMoments(w).map((m) => hookKey(e, m)));
}

export interface HookFiring<T> {
  template: T;
  hook: string;
  write: WrittenRow;
}

/**
 * Which templates fire for the rows a mutation wrote: each active template at most once per row (the first of
 * its hooks the row's events name), in the templates' order.
 */
export function matchHooks<T extends Pick<TemplateDocument, 'actif' | 'hooks'>>(templates: readonly T[], writes: readonly WrittenRow[]): HookFiring<T>[] {
  const out: HookFiring<T>[] = [];
  for (const write of writes) {
    const events = new Set(hookEvents(write));
    if (events.size === 0) continue;
    for (const template of templates) {
      if (!template.actif) continue;
      const hook = template.hooks.find((h) => events.has(h));
      if (hook) out.push({ template, hook, write });
    }
  }
  return out;
}

/** The concession a written row belongs to: itself, or the row's locationId. */
export function concessionIdOf(w: WrittenRow): string | null {
  if (w.table === 'locations') return typeof w.row['id'] === 'string' ? w.row['id'] : null;
  const id = w.row['locationId'] ?? w.old?.['locationId'];
  return typeof id === 'string' ? id : null;
}
