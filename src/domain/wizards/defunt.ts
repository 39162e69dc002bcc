import { CRITERES_SPECIFIQUES_PRESETS, DESTINATIONS_CENDRES, INCONNU, type DestinationCendres } from '../constants/occupants';
import type { LocationType } from '../constants/locationTypes';
import { birthDatePhrase, datePhrase } from '../dates';
import type { Cremation, Occupant } from '../entities/occupant';
import type { PartialDate } from '../entities/replicated';
import {
  compareWithPartial, MSG_CREMATION_AVANT_DECES, MSG_DISPERSION_AVANT_CREMATION, MSG_DISPERSION_AVANT_DECES,
} from '../mutations/occupantRules';
import { occupantAge } from '../rules/age';
import { accord } from '../rules/civilite';

/** The deceased wizard (spec 001 §4 Deceased wizard, §5). */

export const DEFUNT_STEPS = ['Civilité', 'Naissance Décès', 'Inhumation Crémation', 'Infos diverses', 'Vérification Validation'] as const;

export { MSG_CREMATION_AVANT_DECES, MSG_DISPERSION_AVANT_CREMATION, MSG_DISPERSION_AVANT_DECES };
export const MSG_CRITERE_VIDE = 'Un critère spécifique ne peut pas être vide.';
export const MSG_CRITERE_DOUBLON = 'Ce critère spécifique est déjà présent.';

/**
 * The ashes destinations offered on a plot (spec 001 §4): a Jardin du souvenir forces Jardin du Souvenir
 * dispersion; a pleine nature plot (see `isPleineNaturePlot`) keeps every option; elsewhere the two dispersion
 * options are removed, only sealing or inhumation in the sepulchre remain.
 */
export function destinationsCendres(plotType: LocationType | null, pleineNature = false): DestinationCendres[] {
  if (plotType === 'Jardin du souvenir') return ['dispersionJardin'];
  const all = Object.keys(DESTINATIONS_CENDRES) as DestinationCendres[];
  if (pleineNature) return all;
  return all.filter((d) => d !== 'dispersionNature' && d !== 'dispersionJardin');
}

const PLEINE_NATURE_OCCUPATION = /^(dispersion[\s_-]+)?(en[\s_-]+)?pleine[\s_-]+nature$/;

/**
 * A pleine nature plot, with no new field on the server: its free-text `typeOccupation` says so ('pleine
 * nature', 'pleine_nature', 'Dispersion pleine nature', any case), or its current concession already holds a
 * deceased dispersed in nature (the reading the plan and the lists use for spec 001 §2's "active rental of type
 * 'Dispersion pleine nature'").
 */
export function isPleineNaturePlot(
  emplacement: { typeOccupation: string | null },
  currentOccupants: ReadonlyArray<{ cremation?: Pick<Cremation, 'destinationUrneCendre'> | null; deletedAt?: string | null }> = [],
): boolean {
  if (PLEINE_NATURE_OCCUPATION.test((emplacement.typeOccupation ?? '').trim().toLowerCase())) return true;
  return currentOccupants.some((o) => !o.deletedAt && o.cremation?.destinationUrneCendre === 'dispersionNature');
}

/** On a Jardin du souvenir the deceased is crémation with Jardin du Souvenir dispersion, not a choice. */
export function forcedSepulture(plotType: LocationType | null): { modeSepulture: 'cremation'; destinationUrneCendre: 'dispersionJardin' } | null {
  return plotType === 'Jardin du souvenir' ? { modeSepulture: 'cremation', destinationUrneCendre: 'dispersionJardin' } : null;
}

/** Which date of the cremation section a user must type again: the spec clears the field it complains about. */
export type CremationField = 'dateCremation' | 'dateDispersion';

/**
 * The three date checks in the order the form runs them, each with the field it clears (spec 001 §5):
 * crémation after death, dispersion after crémation (same day allowed), dispersion after death.
 */
export function cremationDateIssue(dateDeces: PartialDate | null, cremation: Pick<Cremation, 'dateCremation' | 'dateDispersion'>): { field: CremationField; message: string } | null {
  const notAfter = (date: string) => {
    const cmp = compareWithPartial(date, dateDeces);
    const full = dateDeces !== null && dateDeces.jour !== null && dateDeces.mois !== null && dateDeces.annee !== null;
    return cmp === -1 || (cmp === 0 && full);
  };
  if (cremation.dateCremation && notAfter(cremation.dateCremation)) return { field: 'dateCremation', message: MSG_CREMATION_AVANT_DECES };
  if (cremation.dateDispersion && cremation.dateCremation && cremation.dateDispersion < cremation.dateCremation) {
    return { field: 'dateDispersion', message: MSG_DISPERSION_AVANT_CREMATION };
  }
  if (cremation.dateDispersion && notAfter(cremation.dateDispersion)) return { field: 'dateDispersion', message: MSG_DISPERSION_AVANT_DECES };
  return null;
}

export const CRITERES_PRESETS: readonly string[] = CRITERES_SPECIFIQUES_PRESETS;

/** Adds a criterion (preset or free text), refusing an empty one and a duplicate. */
export function addCritere(list: readonly string[], value: string): { list: string[] } | { error: string } {
  const v = value.trim();
  if (v === '') return { error: MSG_CRITERE_VIDE };
  if (list.some((c) => c.toLocaleLowerCase('fr') === v.toLocaleLowerCase('fr'))) return { error: MSG_CRITERE_DOUBLON };
  return { list: [...list, v] };
}

/** A deceased with neither first nor last name reads 'Inconnu' (spec 001 §3). */
export function defuntName(o: { prenom: string | null; nom: string | null }): string {
  const name = [o.prenom, o.nom].filter((p) => p && p.trim() !== '').join(' ');
  return name === '' ? INCONNU : name;
}

/**
 * The line under a deceased's name on the sheet: 'Née le 12/03/1932 — Décédée en 2001 — 69 ans'. Each date at
 * the precision recorded ('en 1932' for a year alone, never 'le 1932'), the participles agreed with the
 * civility, neutral ('Né(e)', 'Décédé(e)') when it is unknown (issue 26); the parts unknown are left out.
 */
export function defuntLifeLine(o: Pick<Occupant, 'civilite' | 'dateDeNaissance' | 'dateNaissanceIncomplete' | 'dateDeces'>): string {
  const naissance = birthDatePhrase(o);
  const deces = datePhrase(o.dateDeces);
  const age = occupantAge(o);
  return [
    naissance ? `${accord(o.civilite, 'Né', 'Née')} ${naissance}` : '',
    deces ? `${accord(o.civilite, 'Décédé', 'Décédée')} ${deces}` : '',
    age !== null ? `${age} ans` : '',
  ].filter(Boolean).join(' — ');
}
