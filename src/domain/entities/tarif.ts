import type { TarifType } from '../constants/locationTypes';
import type { SurfaceClasse } from '../constants/surfaces';
import type { IsoDate, ReplicatedRow } from './replicated';

/** A service billed with an attribution or a renewal (spec 000 §3 prestations), price incl. tax. */
export interface Prestation {
  nom: string;
  montant: number;
}

/**
 * A price of the cemetery's price list (spec 000 §3 Tarif). Prices incl. tax, in euros. The latest
 * `dateApplication` for the same type, duration and surface prevails (spec 000 §4).
 */
export interface Tarif extends ReplicatedRow {
  typeEmplacement: TarifType;
  parMetreCarre: boolean;
  tarifFixe: number | null;
  tarifRenouv: number | null;
  duree: number | null;
  perpetuelle: boolean;
  /** Price per year: the tariff divided by the duration, null when perpetual. */
  tarifDuree: number | null;
  surface: SurfaceClasse | null;
  dateApplication: IsoDate;
  /** Share for the social action centre, a percentage (or one third when isCCASTier). */
  ccas: number | null;
  isCCASTier: boolean;
  prestationsAttribution: Prestation[];
  prestationsRenouv: Prestation[];
  archive: boolean;
}
