import { z } from 'zod';
import { CONTACT_TYPES } from '../constants/contacts';
import { CAVEAU, TERRAIN_COMMUN } from '../constants/durations';
import { LOCATION_TYPES, TARIF_TYPES, TYPES_CONCESSION, type LocationType, type TarifType, type TypeConcession } from '../constants/locationTypes';
import type { Tarif } from '../entities/tarif';
import { computeDateFin } from '../rules/concessionDates';
import { droitInhumation, droitInhumationSchema } from '../rules/droitInhumation';
import { surfaceClasse } from '../rules/surface';
import { findTarif, prixTarif } from '../tarifs/lookup';
import { exclusMeaning } from '../wizards/attribution';
import { defineMutation, readMany, readOne, type MutationOutcome, type ReadSpec, type Row, type RowValues, type RowWrite } from './types';
import {
  businessValues, changedFields, currentLocation, definedEntries, hasAChange, isLive, locationLockReason, MSG_EMPLACEMENT_MISSING,
  MSG_LOCATION_MISSING, NOTHING_TO_CHANGE, optionalDate, optionalText, rowId,
} from './helpers';
import { civilite } from './occupantFields';

/**
 * The life of a concession on a plot (spec 001 §4 plot assignment, Archive; §7 POST /api/emplacements/form,
 * location_archive, location_unarchive, DELETE /api/locations/{id}).
 */

export const MSG_PLOT_TAKEN = 'Cet emplacement a déjà une concession en cours.';
export const MSG_ALREADY_ARCHIVED = 'Cette concession est déjà archivée.';
export const MSG_NOT_ARCHIVED = "Cette concession n'est pas archivée.";
/** Unarchive is offered only when the plot has no current concession (spec 001 §4 Archive, nbLocations 0). */
export const MSG_UNARCHIVE_TAKEN = "Impossible de désarchiver : l'emplacement a déjà une concession en cours.";
export const MSG_INDIVIDUELLE_UNIQUE = 'Une concession individuelle ne compte qu’une seule personne autorisée.';
export const MSG_SURFACE_REQUIRED = 'La surface de la concession est obligatoire.';
export const MSG_DROIT_TERRAIN_COMMUN = 'Le droit à l’inhumation de l’article L2223-3 se note sur un terrain commun.';

const exclu = z.object({
  nom: z.string({ error: 'Nom obligatoire.' }).trim().min(1, 'Nom obligatoire.').max(200, 'Nom trop long.'),
  prenom: z.string({ error: 'Prénom obligatoire.' }).trim().min(1, 'Prénom obligatoire.').max(200, 'Prénom trop long.'),
  dateDeNaissance: optionalDate.default(null),
});

/** A contact typed in the assignment wizard (concessionnaire, co-concessionnaire, contact de secours). */
const newContact = z.object({
  id: rowId,
  typeDeContact: z.enum(CONTACT_TYPES, { error: 'Type de contact inconnu.' }),
  civilite: civilite.optional(),
  prenom: optionalText(200).optional(),
  nom: optionalText(200).optional(),
  nomJeuneFille: optionalText(200).optional(),
  adresse: optionalText(500).optional(),
  commune: optionalText(200).optional(),
  codePostal: optionalText(10).optional(),
  telephone: optionalText(30).optional(),
  telephoneMobile: optionalText(30).optional(),
  email: optionalText(254).optional(),
  dateDeNaissance: optionalDate.optional(),
});

const duree = z.number({ error: 'Durée invalide.' }).int('Durée invalide.').min(0, 'Durée invalide.').max(9999, 'Durée invalide.').nullable();
const nbPlaces = z.number({ error: 'Nombre de places invalide.' }).int('Nombre de places invalide.').min(0, 'Nombre de places invalide.').max(999, 'Nombre de places invalide.').nullable();
/** Stored as numeric(12,2): a price is kept well inside it (a billion euros is no concession's price). */
const prix = z.number({ error: 'Prix invalide.' }).nonnegative('Prix invalide.').max(999_999_999.99, 'Prix invalide.').nullable();
const surfaceM2 = z.number({ error: 'La surface doit être un nombre de m².' }).positive(MSG_SURFACE_REQUIRED).max(10_000, 'Surface trop grande.');

function contactRow(locationId: string, c: z.infer<typeof newContact>): RowValues {
  return {
    civilite: null, prenom: null, nom: null, nomJeuneFille: null, decede: false, adresse: null, commune: null, codePostal: null,
    telephone: null, telephoneMobile: null, email: null, dateDeNaissance: null, nomSociete: null, fonction: null,
    ...definedEntries(c),
    id: c.id,
    locationId,
    deletedAt: null,
  };
}

/** Fixed values by plot type (spec 001 §4 assignment steps, §9): Terrain commun 5 years, 1 place, Individuelle; Caveau 1 place. */
function byType(type: LocationType, args: { duree: number | null; nbPlaces: number | null; typeConcession: TypeConcession | null }) {
  if (type === 'Terrain commun') return { duree: TERRAIN_COMMUN.duree, nbPlaces: TERRAIN_COMMUN.nbPlaces, typeConcession: TERRAIN_COMMUN.typeConcession as TypeConcession };
  if (type === 'Caveau') return { duree: null, nbPlaces: CAVEAU.nbPlaces, typeConcession: args.typeConcession };
  if (type === 'Ossuaire' || type === 'Jardin du souvenir') return { duree: null, nbPlaces: args.nbPlaces, typeConcession: null };
  return args;
}

/**
 * The price of an assignment from the cemetery's price list (spec 001 §5 tariff lookup): none found gives 0,
 * the form having shown NO_TARIF_MESSAGE. Types without a price list are free.
 */
export function assignmentPrice(tarifs: readonly Tarif[], q: { type: LocationType; duree: number | null; perpetuelle: boolean; surface: number | null; date: string }): number {
  if (!(TARIF_TYPES as readonly string[]).includes(q.type)) return 0;
  const tarif = findTarif(tarifs, {
    typeEmplacement: q.type as TarifType, duree: q.duree, perpetuelle: q.perpetuelle, surfaceClasse: surfaceClasse(q.surface), date: q.date,
  });
  return tarif ? (prixTarif(tarif, 'attribution', q.surface)?.montant ?? 0) : 0;
}

/** 'Attribution de l'emplacement' (spec 001 §4): creates the plot's concession and the contacts typed in the wizard. */
export const createLocation = defineMutation({
  name: 'location.create',
  table: 'locations',
  kind: 'create',
  args: z
    .object({
      id: rowId,
      emplacementId: rowId,
      type: z.enum(LOCATION_TYPES, { error: "Type d'emplacement inconnu." }),
      typeConcession: z.enum(TYPES_CONCESSION, { error: 'Type de concession inconnu.' }).nullable().default(null),
      famille: optionalText(200).default(null),
      numero: optionalText(50).default(null),
      duree: duree.default(null),
      perpetuelle: z.boolean().default(false),
      dateDebut: optionalDate.default(null),
      nbPlaces: nbPlaces.default(null),
      surface: surfaceM2.nullable().default(null),
      /** The price shown by the form; the server looks it up again and keeps its own. */
      prix: prix.default(null),
      notes: optionalText(5000).default(null),
      exclus: z.array(exclu).max(100, 'Trop de personnes.').default([]),
      contacts: z.array(newContact).max(20, 'Trop de contacts.').default([]),
      /** Terrain commun: the case of CGCT L2223-3 the burial rests on (rules/droitInhumation.ts, issue 28). */
      droitInhumation: droitInhumationSchema.nullable().default(null),
    })
    .refine((a) => a.typeConcession !== 'Individuelle' || a.exclus.length <= 1, { message: MSG_INDIVIDUELLE_UNIQUE, path: ['exclus'] })
    .refine((a) => a.droitInhumation === null || a.type === 'Terrain commun', { message: MSG_DROIT_TERRAIN_COMMUN, path: ['droitInhumation'] }),
  fields: () => [],
  reads: (args) => ({
    emplacement: { table: 'emplacements', id: args.emplacementId },
    locations: { table: 'locations', where: { emplacementId: args.emplacementId } },
    tarifs: { table: 'tarifs', where: { typeEmplacement: args.type } },
  }),
  apply: (state, args, ctx) => {
    if (!isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    if (currentLocation(readMany(state, 'locations'))) return { reject: MSG_PLOT_TAKEN };
    const fixed = byType(args.type, args);
    const perpetuelle = args.type === 'Concession' || args.type === 'Enfeu' || args.type === 'Cavurne' || args.type === 'Colombarium' ? args.perpetuelle : false;
    const dateFin = computeDateFin({ dateDebut: args.dateDebut, duree: fixed.duree, type: args.type, perpetuelle });
    const meaning = fixed.typeConcession ? exclusMeaning(fixed.typeConcession) : null;
    const tarifs = readMany(state, 'tarifs') as unknown as Tarif[];
    const droit = args.droitInhumation ? droitInhumation(args.droitInhumation) : null;
    // Free for those entitled by L2223-3, as doctrine (LAW.md); outside the four cases the price list decides.
    const price = droit?.gratuit ? 0 : assignmentPrice(tarifs, { type: args.type, duree: fixed.duree, perpetuelle, surface: args.surface, date: args.dateDebut ?? ctx.today });
    const row: RowValues = {
      id: args.id,
      emplacementId: args.emplacementId,
      famille: args.famille,
      numero: args.numero,
      type: args.type,
      typeConcession: fixed.typeConcession,
      duree: fixed.duree,
      perpetuelle,
      dateDebut: args.dateDebut,
      dateFin,
      dateOriginelle: args.dateDebut,
      nbPlaces: fixed.nbPlaces,
      etatAbandon: null,
      facture: null,
      notes: args.notes,
      isArchived: false,
      archivedAt: null,
      surfaceClasse: surfaceClasse(args.surface),
      prix: price,
      exclus: meaning ? args.exclus : [],
      champsSupp: droit ? { droitInhumation: droit } : null,
      deletedAt: null,
    };
    const writes: RowWrite[] = [{ table: 'locations', id: args.id, row }];
    for (const c of args.contacts) writes.push({ table: 'contacts', id: c.id, row: contactRow(args.id, c) });
    return { writes };
  },
});

const DATE_FIELDS = ['duree', 'perpetuelle', 'dateDebut'] as const;

/** Editing a concession (spec 001 §2 'edit concession'): only the fields present; the end date follows its inputs. */
export const updateLocation = defineMutation({
  name: 'location.update',
  table: 'locations',
  kind: 'update',
  args: z
    .object({
      id: rowId,
      famille: optionalText(200).optional(),
      numero: optionalText(50).optional(),
      typeConcession: z.enum(TYPES_CONCESSION, { error: 'Type de concession inconnu.' }).nullable().optional(),
      duree: duree.optional(),
      perpetuelle: z.boolean().optional(),
      dateDebut: optionalDate.optional(),
      dateOriginelle: optionalDate.optional(),
      nbPlaces: nbPlaces.optional(),
      prix: prix.optional(),
      notes: optionalText(5000).optional(),
      exclus: z.array(exclu).max(100, 'Trop de personnes.').optional(),
      /** Terrain commun: the case of CGCT L2223-3, kept in champsSupp.droitInhumation (issue 28). */
      droitInhumation: droitInhumationSchema.optional(),
    })
    .refine(hasAChange, NOTHING_TO_CHANGE),
  fields: (args) => {
    const named = changedFields(args).map((f) => (f === 'droitInhumation' ? 'champsSupp' : f));
    return DATE_FIELDS.some((f) => args[f] !== undefined) ? [...named, 'dateFin'] : named;
  },
  apply: (state, args) => {
    const locked = locationLockReason(state.row);
    if (locked || !state.row) return { reject: locked ?? MSG_LOCATION_MISSING };
    const { id, droitInhumation: cas, ...changes } = args;
    const next: RowValues = { ...businessValues(state.row), ...definedEntries(changes) };
    if (cas !== undefined) {
      if (next.type !== 'Terrain commun') return { reject: MSG_DROIT_TERRAIN_COMMUN };
      next.champsSupp = { ...((next.champsSupp as Record<string, unknown> | null) ?? {}), droitInhumation: droitInhumation(cas) };
    }
    if (DATE_FIELDS.some((f) => args[f] !== undefined)) {
      next.dateFin = computeDateFin({
        dateDebut: (next.dateDebut as string | null) ?? null,
        duree: (next.duree as number | null) ?? null,
        type: next.type as LocationType,
        perpetuelle: next.perpetuelle === true,
      });
    }
    if (next.typeConcession === 'Individuelle' && Array.isArray(next.exclus) && next.exclus.length > 1) return { reject: MSG_INDIVIDUELLE_UNIQUE };
    return { writes: [{ table: 'locations', id, row: next }] };
  },
});

function archiveFlag(row: Row | null, isArchived: boolean, archivedAt: string | null): MutationOutcome {
  if (!isLive(row)) return { reject: MSG_LOCATION_MISSING };
  if (row.isArchived === isArchived) return { reject: isArchived ? MSG_ALREADY_ARCHIVED : MSG_NOT_ARCHIVED };
  return { writes: [{ table: 'locations', id: row.id, row: { ...businessValues(row), isArchived, archivedAt } }] };
}

/** 'Etes vous sûr de vouloir archiver cette concession ?' (spec 001 §4 Archive): the plot becomes free. */
export const archiveLocation = defineMutation({
  name: 'location.archive',
  table: 'locations',
  kind: 'update',
  args: z.object({ id: rowId }),
  fields: () => ['isArchived', 'archivedAt'],
  apply: (state, _args, ctx) => archiveFlag(state.row, true, ctx.now),
});

/** '... désarchiver cette concession ?': only when the plot has no current concession (spec 001 §4, nbLocations 0). */
export const unarchiveLocation = defineMutation({
  name: 'location.unarchive',
  table: 'locations',
  kind: 'update',
  args: z.object({ id: rowId }),
  fields: () => ['isArchived', 'archivedAt'],
  reads: (_args, row): Record<string, ReadSpec> =>
    row && typeof row.emplacementId === 'string' ? { locations: { table: 'locations', where: { emplacementId: row.emplacementId } } } : {},
  apply: (state) => {
    if (currentLocation(readMany(state, 'locations').filter((l) => l.id !== state.row?.id))) return { reject: MSG_UNARCHIVE_TAKEN };
    return archiveFlag(state.row, false, null);
  },
});

/** '... supprimer cette concession ?' (spec 001 §8): tombstones the concession and its contacts. */
export const deleteLocation = defineMutation({
  name: 'location.delete',
  table: 'locations',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => [],
  reads: (args) => ({ contacts: { table: 'contacts', where: { locationId: args.id } } }),
  apply: (state, _args, ctx) => {
    if (!state.row) return { reject: MSG_LOCATION_MISSING };
    if (state.row.deletedAt) return { writes: [] };
    const writes: RowWrite[] = [{ table: 'locations', id: state.row.id, row: { ...businessValues(state.row), deletedAt: ctx.now } }];
    for (const c of readMany(state, 'contacts')) writes.push({ table: 'contacts', id: c.id, row: { ...businessValues(c), deletedAt: ctx.now } });
    return { writes };
  },
});

export const locationLifecycleMutations = [createLocation, updateLocation, archiveLocation, unarchiveLocation, deleteLocation];
