import { z } from 'zod';
import { TARIF_TYPES } from '../constants/locationTypes';
import type { Tarif } from '../entities/tarif';
import { tarifParAn } from '../tarifs/lookup';
import { defineMutation } from './types';
import { rowId } from './helpers';

/**
 * Saving a tariff (spec 000 §2.9, §3 Tarif; spec 002 §2 'Voulez vous sauvegarder ce tarif ?' offered by a
 * renewal with no tariff for its case): one row of the price list. The price-list screen (issue 15) edits and
 * archives on the same rows.
 */

export const MSG_TARIF_SURFACE = 'Veuillez choisir une surface ou cocher « au m² ».';
export const MSG_TARIF_DUREE = 'Veuillez choisir une durée ou cocher « perpétuelle ».';
export const MSG_TARIF_MONTANT = "Veuillez renseigner le tarif d'attribution ou de renouvellement.";

const euros = z.number({ error: 'Montant invalide.' }).nonnegative('Le montant ne peut pas être négatif.').max(10_000_000, 'Montant invalide.').nullable().default(null);
const prestation = z.object({
  nom: z.string({ error: 'Nom de la prestation obligatoire.' }).trim().min(1, 'Nom de la prestation obligatoire.').max(200, 'Nom trop long.'),
  montant: z.number({ error: 'Montant invalide.' }).nonnegative('Le montant ne peut pas être négatif.'),
});

export const tarifArgs = z
  .object({
    id: rowId,
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
  })
  .refine((a) => a.parMetreCarre || a.surface !== null, { message: MSG_TARIF_SURFACE, path: ['surface'] })
  .refine((a) => a.perpetuelle || a.duree !== null, { message: MSG_TARIF_DUREE, path: ['duree'] })
  .refine((a) => a.tarifFixe !== null || a.tarifRenouv !== null, { message: MSG_TARIF_MONTANT, path: ['tarifFixe'] });

export const createTarif = defineMutation({
  name: 'tarif.create',
  table: 'tarifs',
  kind: 'create',
  args: tarifArgs,
  fields: () => [],
  apply: (_state, args) => {
    const row: Omit<Tarif, 'espaceId' | 'version' | 'seq' | 'updatedAt'> = {
      ...args,
      surface: args.parMetreCarre ? null : args.surface,
      duree: args.perpetuelle ? null : args.duree,
      tarifDuree: tarifParAn(args.tarifFixe ?? args.tarifRenouv, args.duree, args.perpetuelle),
      archive: false,
      deletedAt: null,
    };
    return { writes: [{ table: 'tarifs', id: args.id, row }] };
  },
});

export const tarifMutations = [createTarif];
