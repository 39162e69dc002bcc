import { z } from 'zod';
import type { Location } from '../entities/location';
import type { IsoDate } from '../entities/replicated';
import { formatFrDate } from '../dates';
import { EQUIPMENT_TYPES } from '../constants/locationTypes';
import { concessionValidite } from './concessionStatus';

/**
 * The capacity of a concession before a burial (issue 28, 'A full concession takes another coffin without a
 * word'). The places taken are the deceased present (spec 001 §4: an exhumation takes one out, a réduction frees
 * the reduced one's place, a réunion frees the place of each deceased reunited with another; an urn inhumed or
 * sealed in the tomb is a deceased present and takes a place, as the sheet's '(pleine)' counts it: `countPresent`).
 * The spec calls the capacity indicative (spec 001 §5), so a full concession is not a wall: a burial beyond it
 * needs an explicit confirmation and a reason, recorded on the concession (`champsSupp.depassementsCapacite`) so
 * that the register says why. Without them the device and the server refuse alike (occupant.create).
 * Jardin du souvenir and Ossuaire are commune equipment with no capacity; an unknown capacity (nbPlaces empty
 * or 0) is never read as full.
 */

export interface BurialCheck {
  /** nbPlaces, or null when unknown or not relevant (equipment). */
  capacite: number | null;
  presents: number;
  /** The deceased present already fill every place. */
  pleine: boolean;
  /** Said before any burial when the concession's term is over (a_renouveler or échue); null otherwise. */
  echeance: string | null;
}

type CapacityLocation = Pick<Location, 'type'> & Partial<Pick<Location, 'nbPlaces' | 'dateFin' | 'perpetuelle' | 'duree'>>;

/** The message of an expired concession, said before any burial (issue 28). */
export function echeanceMessage(dateFin: IsoDate, validite: 'a_renouveler' | 'echue'): string {
  const le = formatFrDate(dateFin);
  return validite === 'a_renouveler'
    ? `Attention : cette concession est arrivée à échéance le ${le} et n’a pas été renouvelée. Une inhumation appelle d’abord son renouvellement (CGCT L2223-15).`
    : `Attention : cette concession est échue depuis le ${le} (plus de deux ans) : la commune peut la reprendre. Une inhumation appelle d’abord son renouvellement (CGCT L2223-15).`;
}

/** What the town hall must know of a concession before burying one more deceased in it. */
export function burialCheck(location: CapacityLocation, presents: number, today: IsoDate): BurialCheck {
  const equipment = (EQUIPMENT_TYPES as readonly string[]).includes(location.type);
  const nb = location.nbPlaces ?? null;
  const capacite = equipment || nb === null || nb <= 0 ? null : nb;
  const validite = equipment
    ? 'en_cours'
    : concessionValidite({ type: location.type, perpetuelle: location.perpetuelle ?? false, duree: location.duree ?? null, dateFin: location.dateFin ?? null }, today);
  const echeance = (validite === 'a_renouveler' || validite === 'echue') && location.dateFin ? echeanceMessage(location.dateFin, validite) : null;
  return { capacite, presents, pleine: capacite !== null && presents >= capacite, echeance };
}

/** The explicit confirmation of a burial beyond capacity, with its reason (occupant.create's `depassementCapacite`). */
export const depassementCapaciteSchema = z.object({
  confirme: z.literal(true, { error: 'Le dépassement de capacité doit être confirmé.' }),
  motif: z
    .string({ error: 'Le motif du dépassement de capacité est obligatoire.' })
    .trim()
    .min(3, 'Le motif du dépassement de capacité est obligatoire.')
    .max(500, 'Motif trop long (500 caractères au plus).'),
});
export type DepassementCapacite = z.infer<typeof depassementCapaciteSchema>;

/** The refusal of a burial in a full concession without confirmation and reason. */
export function msgConcessionPleine(capacite: number, presents: number): string {
  return `Concession pleine (capacité ${capacite}, ${presents} défunt${presents > 1 ? 's' : ''} présent${presents > 1 ? 's' : ''}) : l’ajout d’un défunt au-delà de la capacité doit être confirmé, avec son motif.`;
}

/** Null when the burial may go on; else the French refusal. */
export function capacityRefusal(check: BurialCheck, depassement: DepassementCapacite | null | undefined): string | null {
  if (!check.pleine || check.capacite === null) return null;
  return depassement?.confirme && depassement.motif.trim().length >= 3 ? null : msgConcessionPleine(check.capacite, check.presents);
}

/** One burial beyond capacity, kept in the concession's `champsSupp.depassementsCapacite`. */
export interface DepassementRecord {
  occupantId: string;
  date: IsoDate;
  motif: string;
  capacite: number;
  presents: number;
  userId: string | null;
}

/** The concession's records of burials beyond capacity (empty when none, or malformed). */
export function depassementsOf(champsSupp: Record<string, unknown> | null | undefined): DepassementRecord[] {
  const list = champsSupp?.depassementsCapacite;
  return Array.isArray(list) ? (list as DepassementRecord[]) : [];
}
