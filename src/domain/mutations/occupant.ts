import { z } from 'zod';
import type { Location } from '../entities/location';
import type { Cremation, Occupant } from '../entities/occupant';
import { defineMutation, readMany, readOne, type MutationOutcome, type Row, type RowValues } from './types';
import {
  businessValues, changedFields, currentLocation, definedEntries, hasAChange, isArchivedLocation, isLive, locationLockReason, locationOfRow,
  MSG_EMPLACEMENT_MISSING, MSG_LOCATION_ARCHIVED, NOTHING_TO_CHANGE, rowId, tombstone,
} from './helpers';
import { occupantFieldShape } from './occupantFields';
import { cremationDatesError } from './occupantRules';
import { burialCheck, capacityRefusal, depassementCapaciteSchema, depassementsOf } from '../rules/burialCapacity';
import { countPresent } from '../rules/concessionStatus';

/** Deceased records (spec 001 §3 Occupant, §4 Deceased wizard, Deceased menu actions, Moving a deceased). */

export const MSG_OCCUPANT_MISSING = 'Défunt introuvable';
export const MSG_NO_CURRENT_LOCATION = "Cet emplacement n'a pas de concession en cours : attribuez-le d'abord.";
export const MSG_LOCATION_OF_OTHER_PLOT = "Cette concession n'appartient pas à cet emplacement.";
export const MSG_MOVE_NO_TARGET = 'veuillez rechercher un emplacement';
export const MSG_MOVE_SAME_PLOT = 'Le défunt est déjà dans cet emplacement.';

const EMPTY_CREMATION: Cremation = { dateCremation: null, destinationUrneCendre: null, dateDispersion: null, dateInhumation: null };

/**
 * On a Jardin du souvenir plot the deceased is forced to cremation with Jardin du Souvenir dispersion
 * (spec 001 §4 Deceased wizard): the server applies it too, whatever the form sent.
 */
function forceJardinDuSouvenir(row: RowValues, location: Row | null): RowValues {
  if ((location as unknown as Location | null)?.type !== 'Jardin du souvenir') return row;
  const cremation = (row.cremation as Cremation | null) ?? EMPTY_CREMATION;
  return { ...row, modeSepulture: 'cremation', cremation: { ...cremation, destinationUrneCendre: 'dispersionJardin' } };
}

function checked(row: RowValues, id: string): MutationOutcome {
  const error = cremationDatesError((row.dateDeces as Occupant['dateDeces']) ?? null, (row.cremation as Cremation | null) ?? null);
  return error ? { reject: error } : { writes: [{ table: 'occupants', id, row }] };
}

/**
 * Records a deceased in a plot (spec 001 §4 Deceased wizard). The concession is the one named, which must be
 * a current concession of that plot, or else the plot's current concession. A full concession takes one more
 * deceased only with `depassementCapacite` (explicit confirmation and reason), recorded in the concession's
 * `champsSupp.depassementsCapacite` by the same mutation (issue 28; rule in rules/burialCapacity.ts).
 */
export const createOccupant = defineMutation({
  name: 'occupant.create',
  table: 'occupants',
  kind: 'create',
  args: z.object({
    id: rowId, emplacementId: rowId, locationId: rowId.nullable().optional(), ...occupantFieldShape,
    depassementCapacite: depassementCapaciteSchema.nullable().optional(),
  }),
  fields: () => [],
  reads: (args) => ({
    emplacement: { table: 'emplacements', id: args.emplacementId },
    locations: { table: 'locations', where: { emplacementId: args.emplacementId } },
    occupants: { table: 'occupants', where: { emplacementId: args.emplacementId } },
  }),
  apply: (state, args, ctx) => {
    if (!isLive(readOne(state, 'emplacement'))) return { reject: MSG_EMPLACEMENT_MISSING };
    const locations = readMany(state, 'locations');
    let location: Row | null;
    if (args.locationId) {
      location = locations.find((l) => l.id === args.locationId) ?? null;
      if (!location) return { reject: MSG_LOCATION_OF_OTHER_PLOT };
      const locked = locationLockReason(location);
      if (locked) return { reject: locked };
    } else {
      location = currentLocation(locations);
      if (!location) return { reject: MSG_NO_CURRENT_LOCATION };
    }
    const present = countPresent(readMany(state, 'occupants').filter((o) => o.locationId === location.id) as unknown as Occupant[]);
    const check = burialCheck(location as unknown as Location, present, ctx.today);
    const refusal = capacityRefusal(check, args.depassementCapacite);
    if (refusal) return { reject: refusal };
    const { id, emplacementId, locationId: _l, depassementCapacite, ...fields } = args;
    const row: RowValues = forceJardinDuSouvenir(
      {
        id,
        emplacementId,
        locationId: location.id,
        civilite: null,
        prenom: null,
        nom: null,
        nomJeuneFille: null,
        dateDeNaissance: null,
        dateNaissanceIncomplete: null,
        lieuDeNaissance: null,
        dateDeces: null,
        lieuDeces: null,
        dateInhumCrema: null,
        dateExhumation: null,
        specificites: null,
        criteresSpecifiques: [],
        modeSepulture: null,
        cremation: null,
        ...definedEntries(fields),
        etat: 'present',
        portailMasque: false,
        deletedAt: null,
      },
      location,
    );
    const outcome = checked(row, id);
    if (!check.pleine || check.capacite === null || !depassementCapacite || !('writes' in outcome)) return outcome;
    const champsSupp = (location.champsSupp as Record<string, unknown> | null) ?? {};
    const depassementsCapacite = [
      ...depassementsOf(champsSupp),
      { occupantId: id, date: ctx.today, motif: depassementCapacite.motif, capacite: check.capacite, presents: present, userId: ctx.userId },
    ];
    const locationRow = { ...businessValues(location), champsSupp: { ...champsSupp, depassementsCapacite } };
    return { writes: [...outcome.writes, { table: 'locations', id: location.id, row: locationRow }] };
  },
});

/** Edits a deceased's record; only the fields present are written (spec 001 §4 Deceased wizard). */
export const updateOccupant = defineMutation({
  name: 'occupant.update',
  table: 'occupants',
  kind: 'update',
  args: z.object({ id: rowId, ...occupantFieldShape }).refine(hasAChange, NOTHING_TO_CHANGE),
  fields: (args) => changedFields(args),
  reads: (_args, row) => locationOfRow(row),
  apply: (state, args) => {
    if (!isLive(state.row)) return { reject: MSG_OCCUPANT_MISSING };
    const location = readOne(state, 'location');
    if (isArchivedLocation(location)) return { reject: MSG_LOCATION_ARCHIVED };
    const { id, ...changes } = args;
    let row: RowValues = { ...businessValues(state.row), ...definedEntries(changes) };
    if (changes.modeSepulture !== undefined || changes.cremation !== undefined) row = forceJardinDuSouvenir(row, location);
    return checked(row, id);
  },
});

/** 'Supprimer le défunt' after 'Confirmer la suppression' (spec 001 §2 Deceased menu actions): a tombstone. */
export const deleteOccupant = defineMutation({
  name: 'occupant.delete',
  table: 'occupants',
  kind: 'delete',
  args: z.object({ id: rowId }),
  fields: () => [],
  reads: (_args, row) => locationOfRow(row),
  apply: (state, _args, ctx) => {
    if (isArchivedLocation(readOne(state, 'location'))) return { reject: MSG_LOCATION_ARCHIVED };
    return tombstone('occupants', state.row, ctx.now, MSG_OCCUPANT_MISSING);
  },
});

/**
 * 'Déplacer le défunt suite à une erreur' (spec 001 §4 Moving a deceased, §5): the deceased goes to the chosen
 * plot and to its current concession; without a chosen plot, 'veuillez rechercher un emplacement'. A deceased
 * present moved into a full concession needs the same confirmation and reason as a new burial (issue 28), kept
 * in the target concession's `champsSupp.depassementsCapacite`.
 */
export const moveOccupant = defineMutation({
  name: 'occupant.move',
  table: 'occupants',
  kind: 'update',
  args: z.object({ id: rowId, emplacementId: z.uuid({ error: MSG_MOVE_NO_TARGET }), depassementCapacite: depassementCapaciteSchema.nullable().optional() }),
  fields: () => ['emplacementId', 'locationId'],
  reads: (args, row) => ({
    ...locationOfRow(row),
    target: { table: 'emplacements', id: args.emplacementId },
    targetLocations: { table: 'locations', where: { emplacementId: args.emplacementId } },
    targetOccupants: { table: 'occupants', where: { emplacementId: args.emplacementId } },
  }),
  apply: (state, args, ctx) => {
    if (!isLive(state.row)) return { reject: MSG_OCCUPANT_MISSING };
    if (isArchivedLocation(readOne(state, 'location'))) return { reject: MSG_LOCATION_ARCHIVED };
    if (!isLive(readOne(state, 'target'))) return { reject: MSG_MOVE_NO_TARGET };
    if (state.row.emplacementId === args.emplacementId) return { reject: MSG_MOVE_SAME_PLOT };
    const target = currentLocation(readMany(state, 'targetLocations'));
    if (!target) return { reject: MSG_NO_CURRENT_LOCATION };
    const row = { ...businessValues(state.row), emplacementId: args.emplacementId, locationId: target.id };
    const writes = [{ table: 'occupants' as const, id: args.id, row }];
    if (countPresent([state.row as unknown as Occupant]) === 0) return { writes };
    const present = countPresent(readMany(state, 'targetOccupants').filter((o) => o.locationId === target.id) as unknown as Occupant[]);
    const check = burialCheck(target as unknown as Location, present, ctx.today);
    const refusal = capacityRefusal(check, args.depassementCapacite);
    if (refusal) return { reject: refusal };
    if (!check.pleine || check.capacite === null || !args.depassementCapacite) return { writes };
    const champsSupp = (target.champsSupp as Record<string, unknown> | null) ?? {};
    const depassementsCapacite = [
      ...depassementsOf(champsSupp),
      { occupantId: args.id, date: ctx.today, motif: args.depassementCapacite.motif, capacite: check.capacite, presents: present, userId: ctx.userId },
    ];
    return { writes: [...writes, { table: 'locations' as const, id: target.id, row: { ...businessValues(target), champsSupp: { ...champsSupp, depassementsCapacite } } }] };
  },
});

export const occupantMutations = [createOccupant, updateOccupant, deleteOccupant, moveOccupant];
