import { baseOf, prepareMutation, runMutation, type Decision } from '../../src/domain/mutations/decide';
import type { MutationContext, MutationState, ReadSpec, Row } from '../../src/domain/mutations/types';
import type { TableName } from '../../src/domain/entities/tables';
import { ESPACE, USER } from './mutationsKit';

/**
 * A tiny in-memory cemetery for the procedure tests: rows by table, mutations decided by the catalogue's
 * pure code (the same as the device and the server) and their writes kept, as the executor would.
 */

let counter = 0;
/** A fresh UUID-shaped id, deterministic within a run. */
export function pid(): string {
  counter += 1;
  return `0192f111-0000-7000-8000-${String(counter).padStart(12, '0')}`;
}

export function context(today: string, roles: readonly string[] = ['ROLE_SOUS_ADMIN']): MutationContext {
  return { now: `${today}T10:00:00.000Z`, today, userId: USER, espaceId: ESPACE, roles };
}

export class Cemetery {
  readonly tables = new Map<TableName, Map<string, Row>>();

  put(table: TableName, fields: Record<string, unknown>): Row {
    const row = { id: pid(), espaceId: ESPACE, version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null, ...fields } as Row;
    this.table(table).set(row.id, row);
    return row;
  }

  get(table: TableName, id: string): Row | undefined {
    return this.table(table).get(id);
  }

  all(table: TableName): Row[] {
    return [...this.table(table).values()].filter((r) => !r.deletedAt);
  }

  private table(name: TableName): Map<string, Row> {
    let t = this.tables.get(name);
    if (!t) {
      t = new Map();
      this.tables.set(name, t);
    }
    return t;
  }

  private read(spec: ReadSpec): Row | Row[] | null {
    if ('id' in spec) {
      const row = this.get(spec.table, spec.id);
      return row && !row.deletedAt ? row : null;
    }
    return this.all(spec.table).filter((r) => Object.entries(spec.where).every(([k, v]) => (r[k] ?? null) === v));
  }

  state(name: string, args: Record<string, unknown>): MutationState | null {
    const prepared = prepareMutation(name, args);
    if (!prepared.ok) return null;
    const row = this.get(prepared.def.table, prepared.args.id) ?? null;
    const reads: MutationState['reads'] = {};
    for (const [key, spec] of Object.entries(prepared.def.reads?.(prepared.args, row) ?? {})) reads[key] = this.read(spec);
    return { row, reads };
  }

  /** Decides a mutation as the device would (base = what it sees now) and keeps its writes when applied. */
  run(name: string, args: Record<string, unknown>, ctx: MutationContext): Decision {
    const state = this.state(name, args) ?? { row: null, reads: {} };
    const prepared = prepareMutation(name, args);
    const base = prepared.ok ? baseOf(prepared.def, prepared.args, state.row) : {};
    const decision = runMutation(name, args, base, state, ctx);
    if (decision.status === 'applied') {
      for (const w of decision.writes) {
        const old = this.get(w.table, w.id);
        this.table(w.table).set(w.id, { ...w.row, id: w.id, espaceId: ESPACE, version: (old?.version ?? 0) + 1, seq: 0, updatedAt: ctx.now, deletedAt: w.row.deletedAt ?? null } as Row);
      }
    }
    return decision;
  }
}

/** The error of a refused decision, or 'applied'. */
export function outcome(decision: Decision): string {
  if (decision.status === 'applied') return 'applied';
  return decision.error;
}

export const LOCATION_DEFAULTS = {
  famille: 'Lefèvre', numero: '12', type: 'Concession', typeConcession: 'Familiale', duree: 15, perpetuelle: false,
  dateDebut: '2010-03-01', dateFin: '2025-03-01', dateOriginelle: '2010-03-01', nbPlaces: 3, etatAbandon: null, facture: null,
  notes: null, isArchived: false, archivedAt: null, surfaceClasse: 1, prix: 300, exclus: [], champsSupp: null,
};

export const OCCUPANT_DEFAULTS = {
  civilite: 'H', prenom: 'Jean', nom: 'Lefèvre', nomJeuneFille: null, dateDeNaissance: '1930-01-01', dateNaissanceIncomplete: null,
  lieuDeNaissance: null, dateDeces: { jour: 1, mois: 3, annee: 2012 }, lieuDeces: null, dateInhumCrema: '2012-03-05', dateExhumation: null,
  specificites: null, criteresSpecifiques: [], modeSepulture: 'inhumation', cremation: null, etat: 'present',
};

export const CONTACT_DEFAULTS = {
  civilite: 'F', prenom: 'Anne', nom: 'Lefèvre', nomJeuneFille: null, decede: false, adresse: '1 rue des Lilas', commune: 'Morlaix',
  codePostal: '29600', telephone: null, telephoneMobile: null, email: null, typeDeContact: 'Concessionnaire', dateDeNaissance: null,
  nomSociete: null, fonction: null,
};

export function tarifFields(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    typeEmplacement: 'Concession', parMetreCarre: false, tarifFixe: 400, tarifRenouv: 350, duree: 15, perpetuelle: false, tarifDuree: null,
    surface: 1, dateApplication: '2020-01-01', ccas: null, isCCASTier: false, prestationsAttribution: [], prestationsRenouv: [], archive: false, ...over,
  };
}

/** A cemetery with one plot holding one concession (and whatever the test adds). */
export function world(location: Record<string, unknown> = {}) {
  const c = new Cemetery();
  const plot = c.put('emplacements', { carre: 'A', allee: '2', numero: '12', libelle: null, surface: 2.5, preReservation: false, notes: null, typeOccupation: 'concession', geometry: null, posX: null, posY: null, zone: null, uid: null, adresse: null });
  const loc = c.put('locations', { ...LOCATION_DEFAULTS, emplacementId: plot.id, ...location });
  return { c, plot, loc };
}

export const V = { valide: true } as const;
