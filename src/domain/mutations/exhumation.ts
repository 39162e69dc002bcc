import { z } from 'zod';
import { DESTINATIONS_CENDRES, EXHUMATION_DEMANDES, EXHUMATION_DESTINATIONS, type DestinationCendres, type ExhumationDemande, type ExhumationDestination } from '../constants/occupants';
import type { Cremation } from '../entities/occupant';
import { exhumationEffect } from '../wizards/exhumation';
import { MSG_FICHIERS_REQUIS, MSG_VALIDATION_REQUISE } from '../wizards/validation';
import { defineMutation, readMany, readOne, type RowValues, type RowWrite } from './types';
import { businessValues, currentLocation, isLive, optionalDate, optionalText, rowId } from './helpers';
import { MSG_MOVE_NO_TARGET, MSG_MOVE_SAME_PLOT, MSG_NO_CURRENT_LOCATION, MSG_OCCUPANT_MISSING } from './occupant';

/** The exhumation wizard (spec 001 §4 Exhumation wizard, §5): one exhumation row and its effect on the deceased. */

export const MSG_EXHUMATION_DEJA = 'Ce défunt a déjà été exhumé.';
export const MSG_TRIBUNAL = 'Le tribunal et le nom du juge sont obligatoires.';
export const MSG_SERVICE = 'Le service et le nom du contact sont obligatoires.';
export const MSG_AUTRE_CIMETIERE = 'La commune du cimetière de destination est obligatoire.';

const sha = z.string().regex(/^[0-9a-f]{64}$/, MSG_FICHIERS_REQUIS);
const demandes = Object.keys(EXHUMATION_DEMANDES) as [ExhumationDemande, ...ExhumationDemande[]];
const destinations = Object.keys(EXHUMATION_DESTINATIONS) as [ExhumationDestination, ...ExhumationDestination[]];
const cendres = Object.keys(DESTINATIONS_CENDRES) as [DestinationCendres, ...DestinationCendres[]];

export const exhumationArgs = z
  .object({
    id: rowId,
    occupantId: rowId,
    date: optionalDate.default(null),
    typeDemande: z.enum(demandes, { error: 'Type de demande inconnu.' }),
    tribunalOuService: optionalText(200).default(null),
    nomJugeOuContact: optionalText(200).default(null),
    destinationCorps: z.enum(destinations, { error: 'Destination du corps inconnue.' }),
    destinationEmplacementId: rowId.nullable().default(null),
    autreCimetiere: z
      .object({
        commune: optionalText(200),
        adresse: optionalText(500).default(null),
        references: optionalText(200).default(null),
        acteConcession: sha.nullable(),
        autorisationEntree: sha.nullable(),
      })
      .nullable()
      .default(null),
    destinationCendres: z.enum(cendres, { error: 'Destination des cendres invalide.' }).nullable().default(null),
    /** SHA-256 of the authorisation document, when one was attached. */
    autorisation: sha.nullable().default(null),
    valide: z.literal(true, { error: MSG_VALIDATION_REQUISE }),
  })
  .superRefine((a, issue) => {
    if (a.typeDemande === 'justice' && (!a.tribunalOuService || !a.nomJugeOuContact)) issue.addIssue({ code: 'custom', message: MSG_TRIBUNAL, path: ['tribunalOuService'] });
    if (a.typeDemande === 'securiteSociale' && (!a.tribunalOuService || !a.nomJugeOuContact)) issue.addIssue({ code: 'custom', message: MSG_SERVICE, path: ['tribunalOuService'] });
    if (a.destinationCorps === 'autreConcession' && !a.destinationEmplacementId) issue.addIssue({ code: 'custom', message: MSG_MOVE_NO_TARGET, path: ['destinationEmplacementId'] });
    if (a.destinationCorps === 'autreCimetiere') {
      if (!a.autreCimetiere?.acteConcession || !a.autreCimetiere.autorisationEntree) issue.addIssue({ code: 'custom', message: MSG_FICHIERS_REQUIS, path: ['autreCimetiere'] });
      else if (!a.autreCimetiere.commune) issue.addIssue({ code: 'custom', message: MSG_AUTRE_CIMETIERE, path: ['autreCimetiere', 'commune'] });
    }
  });

/**
 * Records an exhumation (spec 001 §4): the row, then the deceased kept (dateExhumation set), moved to the chosen
 * plot of this cemetery, or marked 'exhume' and out of the list, as `exhumationEffect` decides.
 */
export const createExhumation = defineMutation({
  name: 'exhumation.create',
  table: 'exhumations',
  kind: 'create',
  args: exhumationArgs,
  fields: () => [],
  reads: (args) => ({
    occupant: { table: 'occupants', id: args.occupantId },
    ...(args.destinationEmplacementId
      ? {
          target: { table: 'emplacements', id: args.destinationEmplacementId },
          targetLocations: { table: 'locations', where: { emplacementId: args.destinationEmplacementId } },
        }
      : {}),
  }),
  apply: (state, args, ctx) => {
    const occupant = readOne(state, 'occupant');
    if (!isLive(occupant)) return { reject: MSG_OCCUPANT_MISSING };
    if (occupant.etat !== 'present') return { reject: MSG_EXHUMATION_DEJA };
    const effect = exhumationEffect({ destinationCorps: args.destinationCorps, date: args.date, destinationCendres: args.destinationCendres, today: ctx.today });
    const moved: RowValues = { ...businessValues(occupant), dateExhumation: args.date };
    if (effect === 'moved') {
      if (!isLive(readOne(state, 'target'))) return { reject: MSG_MOVE_NO_TARGET };
      if (args.destinationEmplacementId === occupant.emplacementId) return { reject: MSG_MOVE_SAME_PLOT };
      const target = currentLocation(readMany(state, 'targetLocations'));
      if (!target) return { reject: MSG_NO_CURRENT_LOCATION };
      moved.emplacementId = args.destinationEmplacementId;
      moved.locationId = target.id;
    } else if (effect === 'removed') {
      moved.etat = 'exhume';
    }
    if (args.destinationCorps === 'cremation' && args.destinationCendres) {
      const previous = (occupant.cremation as Cremation | null) ?? { dateCremation: null, dateDispersion: null, dateInhumation: null, destinationUrneCendre: null };
      moved.modeSepulture = 'cremation';
      moved.cremation = { ...previous, destinationUrneCendre: args.destinationCendres };
    }
    const row: RowValues = {
      id: args.id,
      occupantId: args.occupantId,
      emplacementId: occupant.emplacementId,
      date: args.date,
      typeDemande: args.typeDemande,
      tribunalOuService: args.typeDemande === 'famille' ? null : args.tribunalOuService,
      nomJugeOuContact: args.typeDemande === 'famille' ? null : args.nomJugeOuContact,
      destinationCorps: args.destinationCorps,
      deplacerCorps: effect === 'moved',
      destinationEmplacementId: args.destinationCorps === 'autreConcession' ? args.destinationEmplacementId : null,
      autreCimetiere: args.destinationCorps === 'autreCimetiere' ? args.autreCimetiere : null,
      cremation: args.destinationCorps === 'cremation',
      autorisation: args.autorisation,
      deletedAt: null,
    };
    const writes: RowWrite[] = [
      { table: 'exhumations', id: args.id, row },
      { table: 'occupants', id: occupant.id, row: moved },
    ];
    return { writes };
  },
});

export const exhumationMutations = [createExhumation];
