import type { ReplicatedRow } from './replicated';

/** A polygon in plan pixel coordinates, y down, first ring the outline (GeoJSON-shaped). */
export interface PlanPolygon {
  type: 'Polygon';
  coordinates: Array<Array<[number, number]>>;
}

/** A plot (spec 001 §3 Emplacement); free or holding a current concession (a Location). */
export interface Emplacement extends ReplicatedRow {
  carre: string | null;
  allee: string | null;
  numero: string | null;
  libelle: string | null;
  /** m², two decimals (spec 001 §5). */
  surface: number | null;
  preReservation: boolean;
  notes: string | null;
  /** Map kind of the plot ('jardin' is one, spec 001 §3); free text. */
  typeOccupation: string | null;
  geometry: PlanPolygon | null;
  posX: number | null;
  posY: number | null;
  zone: string | null;
  uid: string | null;
  adresse: string | null;
}
