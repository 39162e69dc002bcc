import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Civilite } from '../../../src/domain/constants/contacts';
import type { EtatOccupant, ModeSepulture } from '../../../src/domain/constants/occupants';
import type { Cremation } from '../../../src/domain/entities/occupant';
import type { PartialDate } from '../../../src/domain/entities/replicated';
import { json, replicated } from '../columns';
import { linkIndex, replicatedIndexes } from './replicatedTable';

/** The deceased (spec 001 §3 Occupant). */
export const occupants = pgTable('occupants', {
  ...replicated(),
  emplacementId: uuid().notNull(),
  locationId: uuid(),
  /** 'H', 'F', or null when unknown (issue 26): no default, an unknown civility is never stored as H. */
  civilite: text().$type<Civilite>(),
  prenom: text(),
  nom: text(),
  nomJeuneFille: text(),
  dateDeNaissance: date({ mode: 'string' }),
  dateNaissanceIncomplete: json<PartialDate>(),
  lieuDeNaissance: text(),
  dateDeces: json<PartialDate>(),
  lieuDeces: text(),
  dateInhumCrema: date({ mode: 'string' }),
  dateExhumation: date({ mode: 'string' }),
  specificites: text(),
  criteresSpecifiques: json<string[]>().notNull().default(sql`'[]'::jsonb`),
  modeSepulture: text().$type<ModeSepulture>(),
  cremation: json<Cremation>(),
  etat: text().$type<EtatOccupant>().notNull().default('present'),
  /** Not listed by the public portal, at the family's request (issue 30; occupant.setPortailMasque). */
  portailMasque: boolean().notNull().default(false),
}, (t) => [
  ...replicatedIndexes('occupants', t),
  linkIndex('occupants', 'emplacement_id', t.emplacementId),
  linkIndex('occupants', 'location_id', t.locationId),
]);
