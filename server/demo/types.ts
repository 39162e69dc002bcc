import type { Espace } from '../../src/domain/entities/espace';
import type { IsoDate, IsoInstant, ReplicatedRow } from '../../src/domain/entities/replicated';
import type { TableName, TableRows } from '../../src/domain/entities/tables';
import type { AbonnementOption } from '../../src/domain/constants/abonnement';
import type { Role } from '../../src/domain/roles';
import type { DemoAct } from './demoExecutor';
import type { Random } from './random';

/** Replicated tables other than the cemetery row itself. */
export type ChildTable = Exclude<TableName, 'espaces'>;
export type ChildRows = { [K in ChildTable]: Array<TableRows[K]> };

/** Everything a generator step needs: the seeded draws, the day the demo is built for, the cemetery. */
export interface Ctx {
  r: Random;
  today: IsoDate;
  now: IsoInstant;
  espaceId: string;
}

/** The replication columns of a new row; `seq` is set when seeding, from the cemetery's counter. */
export function newRow(ctx: Ctx): ReplicatedRow {
  return { id: ctx.r.uuid(), espaceId: ctx.espaceId, version: 1, seq: 0, updatedAt: ctx.now, deletedAt: null };
}

export function emptyRows(): ChildRows {
  return {
    emplacements: [], locations: [], occupants: [], contacts: [], exhumations: [], reductions: [], travaux: [],
    procedures: [], tarifs: [], notes: [], events: [], notifications: [], media: [], documents: [], mailArchives: [],
  };
}

export interface DemoCemetery {
  espace: Espace;
  /** The SVG plan, stored in the media store under espace.mapSha256. */
  planSvg: string;
  rows: ChildRows;
  /** Bytes of the demo photos, stored in the media store under their SHA-256 (the media rows link them). */
  files: Array<{ bytes: Uint8Array; mime: string }>;
  /** The mutations the demo ran on its rows, in order (server/demo/showcase.ts): not seeded, for the tests. */
  acts: DemoAct[];
}

export interface DemoSociete {
  id: string;
  nom: string;
  commune: string;
  departement: string;
  adresse: string;
  codePostal: string;
  ville: string;
  email: string;
  telephone: string;
  tresorerie: string;
  horaires: string[];
  /** Product type (societes.typeEspace): client by default; demonstration, test or fournisseur (spec 000 §2.11). */
  typeEspace?: string;
  /** The mayor named on generated documents (spec 000 §2.8); the signature image is uploaded by the town. */
  maireCivilite?: 'H' | 'F';
  maireNom?: string;
  mairePrenom?: string;
  contacts?: Array<{ civilite: 'H' | 'F'; nom: string; prenom: string; fonction: string; telephone: string | null; email: string | null }>;
}

export interface DemoUser {
  id: string;
  username: string;
  email: string;
  identite: string;
  civilite: 'H' | 'F';
  nom: string;
  prenom: string;
  fonction: string | null;
  roles: Role[];
  societeIds: string[];
}

export interface DemoAbonnement {
  id: string;
  societeId: string;
  dateDebut: IsoDate;
  etat: number;
  dateRenouv: IsoDate | null;
  options: { abonnement: AbonnementOption[]; premium: AbonnementOption[] };
}

export interface DemoData {
  today: IsoDate;
  societes: DemoSociete[];
  cemeteries: DemoCemetery[];
  users: DemoUser[];
  abonnements: DemoAbonnement[];
}

/** The password of every demo account (issue: demo accounts). */
export const DEMO_PASSWORD = 'demo2026';
