import { z } from 'zod';
import { TARIF_TYPES } from '../constants/locationTypes';
import type { Tarif } from '../entities/tarif';
import { tarifParAn } from '../tarifs/lookup';
import { isTarifInUse, supersededBy } from '../tarifs/versioning';
import { defineMutation, readMany, type MutationOutcome, type Row, type RowWrite } from './types';
import { businessValues, rowId } from './helpers';

/**
 * The price list (spec 000 §2.9, §3 Tarif, §4 Tariff; spec 002 §2 'Voulez vous sauvegarder ce tarif ?'
 * offered by a renewal with no tariff for its case). The versioning rules are those of
 * src/domain/tarifs/versioning.ts, applied here so that the device and the server decide alike.
 */

export const MSG_TARIF_SURFACE = 'Veuillez choisir une surface ou cocher « au m² ».';
export const MSG_TARIF_DUREE = 'Veuillez choisir une durée ou cocher « perpétuelle ».';
export const MSG_TARIF_MONTANT = "Veuillez renseigner le tarif d'attribution ou de renouvellement.";

const euros = z.number({ error: 'Montant invalide.' }).nonnegative('Le montant ne peut pas être négatif.').max(10_000_000, 'Montant invalide.').nullable().default(null);
const prestation = z.object({
  nom: z.string({ error: 'Nom de la prestation obligatoire.' }).trim().min(1, 'Nom de la prestation obligatoire.').max(200, 'Nom trop long.'),
  montant: z.number({ error: 'Montant invalide.' }).nonnegative('Le montant ne peut pas être négatif.'),
});

export const MSG_TARIF_MISSING = 'Tarif introuvable.';
export const MSG_TARIF_ARCHIVED = 'Ce tarif est archivé : il ne peut plus être modifié.';
export const MSG_TARIF_SAME_DATE = "Un tarif existe déjà à cette date d'application : modifiez-le.";

const tarifFields = z.object({
  typeEmplacement: z.enum(TARIF_TYPES, { error: "Type d'emplacement inconnu." }).default('Concession'),
  parMetreCarre: z.boolean({ error: 'Réponse invalide.' }).default(false),
  surface: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], { error: 'Surface invalide.' }).nullable().default(null),
  tarifFixe: euros,
  tarifRenouv: euros,
  duree: z.number({ error: 'Durée invalide.' }).int('Durée invalide.').min(1, 'Durée invalide.').max(999, 'Durée invalide.').nullable().default(null),
  perpetuelle: z.boolean({ error: 'Réponse invalide.' }).default(false),
  dateApplication: z.iso.date({ error: "La date d'application est obligatoire (JJ/MM/AAAA)." }),
  ccas: z.number({ error: 'Part CCAS invalide.' }).min(0, 'Part CCAS invalide.').max(100, 'Part CCAS invalide.').nullable().default(null),
  isCCASTier: z.boolean({ error: 'Réponse invalide.' }).default(false),
  prestationsAttribution: z.array(prestation).max(50, 'Trop de prestations.').default([]),
  prestationsRenouv: z.array(prestation).max(50, 'Trop de prestations.').default([]),
});

type TarifFields = z.output<typeof tarifFields>;

/** The cross-field rules of the form (spec 000 §5): a surface or per m², a duration or perpetual, a price. */
function withRules<T extends z.ZodType<TarifFields>>(schema: T) {
  return schema
    .refine((a) => a.parMetreCarre || a.surface !== null, { message: MSG_TARIF_SURFACE, path: ['surface'] })
    .refine((a) => a.perpetuelle || a.duree !== null, { message: MSG_TARIF_DUREE, path: ['duree'] })
    .refine((a) => a.tarifFixe !== null || a.tarifRenouv !== null, { message: MSG_TARIF_MONTANT, path: ['tarifFixe'] });
}

export const tarifArgs = withRules(tarifFields.extend({ id: rowId }));

/** The stored values of a price from the form: per m² has no class, perpetual no duration (spec 000 §3). */
function tarifValues(args: TarifFields) {
  return {
    ...args,
    surface: args.parMetreCarre ? null : args.surface,
    duree: args.perpetuelle ? null : args.duree,
    tarifDuree: tarifParAn(args.tarifFixe ?? args.tarifRenouv, args.duree, args.perpetuelle),
  };
}

const TARIF_FIELD_NAMES = [...Object.keys(tarifFields.shape), 'tarifDuree', 'archive'];

/** Archives each row named (a write of `archive: true`), leaving the others. */
function archiveWrites(rows: readonly Row[], ids: readonly string[]): RowWrite[] {
  return rows.filter((r) => ids.includes(r.id)).map((r) => ({ table: 'tarifs', id: r.id, row: { ...businessValues(r), archive: true } }));
}

export const createTarif = defineMutation({
  name: 'tarif.create',
  table: 'tarifs',
  kind: 'create',
  args: tarifArgs,
  fields: () => [],
  reads: (args) => ({ tarifs: { table: 'tarifs', where: { typeEmplacement: args.typeEmplacement } } }),
  apply: (state, args) => newTarif(readMany(state, 'tarifs'), args.id, args, []),
});

/**
 * A new price row, and the archiving of the active prices of its combination it replaces (the latest dated
 * prevails, spec 000 §4). Two active prices of one combination on one date would make the lookup ambiguous:
 * refused, the screen offers to modify the existing one instead (its confirmation, spec 000 §8).
 */
function newTarif(rows: readonly Row[], id: string, args: TarifFields, before: RowWrite[]): MutationOutcome {
  const values = tarifValues(args);
  const tarifs = rows as unknown as Tarif[];
  const clash = tarifs.find((t) => t.id !== id && !t.deletedAt && !t.archive && !before.some((w) => w.id === t.id) && sameCombination(t, values) && t.dateApplication === values.dateApplication);
  if (clash) return { reject: MSG_TARIF_SAME_DATE };
  const { archiveIds, archiveNew } = supersededBy(tarifs.filter((t) => !before.some((w) => w.id === t.id)), { ...values, id });
  const row: Omit<Tarif, 'espaceId' | 'version' | 'seq' | 'updatedAt'> = { ...values, id, archive: archiveNew, deletedAt: null };
  return { writes: [...before, ...archiveWrites(rows, archiveIds), { table: 'tarifs', id, row }] };
}

function sameCombination(a: Tarif, b: ReturnType<typeof tarifValues>): boolean {
  return a.typeEmplacement === b.typeEmplacement && a.perpetuelle === b.perpetuelle && (a.perpetuelle || a.duree === b.duree) && a.parMetreCarre === b.parMetreCarre && (a.parMetreCarre || a.surface === b.surface);
}

/**
 * 'Modify' (spec 000 §2.9, §4): with the same dateApplication the price is updated in place (the screen asked
 * confirmation first); with a different one the old price is archived and a new row `newId` holds the new
 * values, so deeds and renewals dated before keep their price.
 */
export const modifyTarif = defineMutation({
  name: 'tarif.modify',
  table: 'tarifs',
  kind: 'update',
  args: withRules(tarifFields.extend({ id: rowId, newId: rowId })),
  fields: () => TARIF_FIELD_NAMES,
  // The new values compete with the active prices of their own type (the edited row may be of another).
  reads: (args) => ({ tarifs: { table: 'tarifs', where: { typeEmplacement: args.typeEmplacement } } }),
  apply: (state, args) => {
    const { id, newId, ...fields } = args;
    const row = state.row;
    if (!row || row.deletedAt) return { reject: MSG_TARIF_MISSING };
    if (row.archive) return { reject: MSG_TARIF_ARCHIVED };
    const rows = readMany(state, 'tarifs');
    if (row.dateApplication === fields.dateApplication) {
      const values = tarifValues(fields);
      const others = rows.filter((r) => r.id !== id) as unknown as Tarif[];
      if (others.some((t) => !t.archive && !t.deletedAt && sameCombination(t, values) && t.dateApplication === values.dateApplication)) return { reject: MSG_TARIF_SAME_DATE };
      return { writes: [{ table: 'tarifs', id, row: { ...businessValues(row), ...values, archive: false } }] };
    }
    const archived: RowWrite = { table: 'tarifs', id, row: { ...businessValues(row), archive: true } };
    return newTarif(rows, newId, fields, [archived]);
  },
});

/**
 * 'Supprimer' (spec 000 §4): a price in use (in force already: src/domain/tarifs/versioning.ts) is archived;
 * a price never in force, or an archived one (after 'Toute suppression est définitive'), is deleted for good.
 */
export const deleteTarif = defineMutation({
  name: 'tarif.delete',
  table: 'tarifs',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => ['archive'],
  apply: (state, _args, ctx) => {
    const row = state.row;
    if (!row) return { reject: MSG_TARIF_MISSING };
    if (row.deletedAt) return { writes: [] };
    const tarif = row as unknown as Tarif;
    if (!tarif.archive && isTarifInUse(tarif, ctx.today)) return { writes: [{ table: 'tarifs', id: row.id, row: { ...businessValues(row), archive: true } }] };
    return { writes: [{ table: 'tarifs', id: row.id, row: { ...businessValues(row), deletedAt: ctx.now } }] };
  },
});

export const tarifMutations = [createTarif, modifyTarif, deleteTarif];
