import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Exhumation } from '../../src/domain/entities/exhumation';
import type { Reduction } from '../../src/domain/entities/reduction';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays } from '../../src/domain/dates';
import type { BuiltConcession } from './concession';
import type { Scenario } from './scenarios';
import { newRow, type ChildRows, type Ctx } from './types';

/** Validity states whose graves may have been reopened without changing what the demo shows. */
const REOPENABLE = new Set(['perpetuelle', 'echue', 'a_renouveler']);

/**
 * A few exhumations (a family moving a body to another town) and body reductions on old graves, each with
 * its record (spec 001 §4 exhumation and réduction wizards). Only on graves with two or more deceased and no
 * story, so the statuses and stories chosen elsewhere stay true.
 */
export function addIncidents(
  ctx: Ctx,
  built: ReadonlyArray<{ emplacement: Emplacement; concession: BuiltConcession; scenario: Scenario | null }>,
  rows: ChildRows,
): void {
  const { r, today } = ctx;
  for (const b of built) {
    const s = b.scenario;
    if (!s || s.special || s.procedure || !REOPENABLE.has(s.validite)) continue;
    const present = b.concession.occupants.filter((o) => o.etat === 'present' && o.dateInhumCrema);
    if (present.length < 2) continue;
    const roll = r.int(1, 100);
    const target = present[0];
    if (!target?.dateInhumCrema) continue;
    const date: IsoDate = r.dateBetween(addDays(target.dateInhumCrema, 400), addDays(today, -10));
    if (date <= target.dateInhumCrema) continue;
    if (roll <= 3) {
      target.etat = 'exhume';
      target.dateExhumation = date;
      const exhumation: Exhumation = {
        ...newRow(ctx),
        occupantId: target.id,
        emplacementId: b.emplacement.id,
        date,
        typeDemande: 'famille',
        tribunalOuService: null,
        nomJugeOuContact: null,
        destinationCorps: 'autreCimetiere',
        deplacerCorps: true,
        destinationEmplacementId: null,
        autreCimetiere: { commune: r.pick(['Brest', 'Quimper', 'Rennes']), adresse: 'Cimetière communal', references: `Carré ${r.pick(['B', 'D', 'F'])}, n° ${r.int(1, 200)}`, acteConcession: null, autorisationEntree: null },
        cremation: false,
        autorisation: null,
      };
      rows.exhumations.push(exhumation);
    } else if (roll <= 5) {
      target.etat = 'reduit';
      const reduction: Reduction = {
        ...newRow(ctx),
        locationId: b.concession.location.id,
        occupantId: target.id,
        type: 'reduction de corps',
        date,
        dateReinhumation: date,
        reunionDefunts: {},
        destination: 'reliquaire',
        exhumationId: null,
      };
      rows.reductions.push(reduction);
    }
  }
}
