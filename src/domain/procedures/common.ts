import { diffInYears } from '../dates';
import { isHolder } from '../constants/contacts';
import { TARIF_TYPES, type TarifType } from '../constants/locationTypes';
import type { SurfaceClasse } from '../constants/surfaces';
import type { Location } from '../entities/location';
import type { Occupant } from '../entities/occupant';
import type { IsoDate } from '../entities/replicated';
import type { Tarif } from '../entities/tarif';
import { surfaceClasse as classOfSurface } from '../rules/surface';
import { findTarif, prixTarif, type Prix } from '../tarifs/lookup';
import type { EngineContext, StepEffect } from './types';

/** Rules several procedures share. */

/** The deceased present in the procedure's plot (not exhumed, reduced or reunited; live rows). */
export function presentOccupants(ctx: EngineContext): Occupant[] {
  return ctx.occupants.filter((o) => !o.deletedAt && o.etat === 'present');
}

/**
 * Whether the concession was ever used: a deceased recorded in it, present or since exhumed (LAW.md
 * donation: to someone outside the family only if never used).
 */
export function everUsed(ctx: EngineContext): boolean {
  const id = ctx.location?.id ?? null;
  return ctx.occupants.some((o) => !o.deletedAt && (o.locationId === id || o.locationId === null));
}

/** The concession's holders (Concessionnaire, Co-concessionnaire, successeur). */
export function holders(ctx: EngineContext) {
  return ctx.contacts.filter((c) => !c.deletedAt && isHolder(c));
}

/**
 * The end of a concession by a rétrocession or a reprise (spec 002 §2): it is archived, so the plot is free
 * on the plan, the lists and the statistics at once.
 */
export function endConcession(ctx: EngineContext): StepEffect['location'] {
  return { isArchived: true, archivedAt: ctx.now };
}

/** The surface class a price is looked up for: the one chosen, else the concession's, else the plot's. */
export function surfaceFor(ctx: EngineContext, chosen: SurfaceClasse | null): SurfaceClasse | null {
  return chosen ?? ctx.location?.surfaceClasse ?? classOfSurface(ctx.emplacement?.surface ?? null);
}

export function isTarifType(type: string): type is TarifType {
  return (TARIF_TYPES as readonly string[]).includes(type);
}

export interface PriceQuery {
  duree: number | null;
  perpetuelle: boolean;
  surfaceClasse: SurfaceClasse | null;
  parMetreCarre: boolean;
  date: IsoDate;
  usage: 'attribution' | 'renouvellement';
}

/**
 * The price of a concession of this duration under the tariff in force on `date` (src/domain/tarifs): per m²
 * when asked or when only a per-m² tariff exists, multiplied by the plot's surface.
 */
export function priceAt(ctx: EngineContext, location: Location, q: PriceQuery): { tarif: Tarif; prix: Prix } | null {
  if (!isTarifType(location.type)) return null;
  const candidates = q.parMetreCarre ? ctx.tarifs.filter((t) => t.parMetreCarre) : ctx.tarifs;
  const tarif = findTarif(candidates, { typeEmplacement: location.type, duree: q.perpetuelle ? null : q.duree, perpetuelle: q.perpetuelle, surfaceClasse: q.surfaceClasse, date: q.date });
  if (!tarif) return null;
  const prix = prixTarif(tarif, q.usage, ctx.emplacement?.surface ?? null);
  return prix ? { tarif, prix } : null;
}

/** The current duration in years of a concession, read from its duration or from its dates. */
export function currentDuree(location: Location): number | null {
  if (location.duree !== null) return location.duree;
  if (!location.dateDebut || !location.dateFin) return null;
  return diffInYears(location.dateDebut, location.dateFin);
}
