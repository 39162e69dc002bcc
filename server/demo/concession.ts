import type { EtatAbandon } from '../../src/domain/constants/etatAbandon';
import type { Facture } from '../../src/domain/constants/facture';
import type { LocationType, TypeConcession } from '../../src/domain/constants/locationTypes';
import type { Contact } from '../../src/domain/entities/contact';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, compareDates, dateParts } from '../../src/domain/dates';
import { surfaceClasse } from '../../src/domain/rules/surface';
import { makeContact, makeDeceased, otherFamily, type Burial, type Town } from './people';
import { newRow, type Ctx } from './types';

/** Everything that decides one concession: the scenario builders fill it, `buildConcession` makes the rows. */
export interface ConcessionSpec {
  type: LocationType;
  famille: string;
  typeConcession: TypeConcession | null;
  duree: number | null;
  perpetuelle: boolean;
  dateDebut: IsoDate | null;
  dateFin: IsoDate | null;
  dateOriginelle: IsoDate | null;
  nbPlaces: number | null;
  /** How many deceased to bury, between burialFrom and burialTo. */
  occupants: number;
  burialFrom: IsoDate;
  burialTo: IsoDate;
  etatAbandon: EtatAbandon | null;
  /** Holders and relatives to create (none for the ossuary or the jardin du souvenir). */
  contacts: 'famille' | 'secours' | 'aucun';
  surface: number | null;
  prix: number | null;
  /** First deceased forced (Mort pour la France, a known person). */
  first?: { sexe: 'H' | 'F'; age: number; burial: IsoDate; criteres: string[]; specificites: string };
}

export interface BuiltConcession {
  location: Location;
  occupants: Occupant[];
  contacts: Contact[];
}

function burialMode(ctx: Ctx, type: LocationType, date: IsoDate): Burial {
  const y = dateParts(date)?.year ?? 2000;
  if (type === 'Colombarium' || type === 'Cavurne') return { date, mode: 'cremation', destination: 'inhumation' };
  if (type === 'Jardin du souvenir') return { date, mode: 'cremation', destination: 'dispersionJardin' };
  if (y >= 1985 && type !== 'Ossuaire' && ctx.r.chance(0.12)) {
    return { date, mode: 'cremation', destination: ctx.r.chance(0.7) ? 'inhumation' : 'scellement' };
  }
  return { date, mode: 'inhumation' };
}

function facture(ctx: Ctx, dateDebut: IsoDate | null): Facture | null {
  if (!dateDebut || dateDebut < '2005-01-01') return null;
  return ctx.r.weighted([['réglée', 80], ['non réglée', 12], [null, 8]] as const);
}

/**
 * Builds a concession, its deceased and its contacts. The first burial opens the concession (a family buys
 * the grave at a death); the others follow within the allowed window, so every burial falls inside the term.
 */
export function buildConcession(ctx: Ctx, emplacementId: string, spec: ConcessionSpec, town: Town, numero: string): BuiltConcession {
  const { r } = ctx;
  const base = newRow(ctx);
  const location: Location = {
    ...base,
    emplacementId,
    famille: spec.contacts === 'aucun' ? null : spec.famille,
    numero,
    type: spec.type,
    typeConcession: spec.typeConcession,
    duree: spec.duree,
    perpetuelle: spec.perpetuelle,
    dateDebut: spec.dateDebut,
    dateFin: spec.dateFin,
    dateOriginelle: spec.dateOriginelle,
    nbPlaces: spec.nbPlaces,
    etatAbandon: spec.etatAbandon,
    facture: facture(ctx, spec.dateDebut),
    notes: null,
    isArchived: false,
    archivedAt: null,
    surfaceClasse: ['Concession', 'Enfeu', 'Cavurne', 'Colombarium'].includes(spec.type) ? surfaceClasse(spec.surface) : null,
    prix: spec.prix,
    exclus: [],
    champsSupp: null,
  };
  if (spec.typeConcession === 'Familiale' && r.chance(0.12)) {
    location.exclus = [{ nom: otherFamily(ctx, spec.famille), prenom: r.pick(['Paul', 'Chantal', 'Olivier', 'Brigitte']), dateDeNaissance: `19${r.int(50, 89)}-0${r.int(1, 9)}-1${r.int(0, 9)}` }];
  }

  const occupants: Occupant[] = [];
  const burials: IsoDate[] = [];
  if (spec.occupants > 0 && compareDates(spec.burialFrom, spec.burialTo) <= 0) {
    const first = addDays(spec.burialFrom, r.int(0, 10));
    burials.push(first > spec.burialTo ? spec.burialFrom : first);
    for (let i = 1; i < spec.occupants; i++) burials.push(r.dateBetween(spec.burialFrom, spec.burialTo));
    burials.sort();
  }
  burials.forEach((date, i) => {
    const forced = i === 0 ? spec.first : undefined;
    const famille = spec.typeConcession === 'Collective' && i > 0 ? otherFamily(ctx, spec.famille) : spec.famille;
    occupants.push(
      makeDeceased(ctx, {
        emplacementId,
        locationId: location.id,
        famille: spec.contacts === 'aucun' ? r.pick([spec.famille, otherFamily(ctx, spec.famille)]) : famille,
        burial: forced ? { date: forced.burial, mode: 'inhumation' } : burialMode(ctx, spec.type, date),
        ...(forced ? { sexe: forced.sexe, age: forced.age, criteres: forced.criteres, specificites: forced.specificites } : {}),
      }),
    );
  });

  return { location, occupants, contacts: makeContacts(ctx, location, spec, town) };
}

function makeContacts(ctx: Ctx, location: Location, spec: ConcessionSpec, town: Town): Contact[] {
  const { r } = ctx;
  if (spec.contacts === 'aucun') return [];
  const opened = dateParts(spec.dateDebut ?? spec.burialFrom)?.year ?? 1980;
  const todayYear = dateParts(ctx.today)?.year ?? 2026;
  const common = { locationId: location.id, famille: spec.famille, town };
  if (spec.contacts === 'secours') {
    return [makeContact(ctx, { ...common, type: 'Contact de secours', bornAbout: Math.min(todayYear - 30, opened - 35) })];
  }
  // An unknown holder is allowed (spec 001 §5): part of the concessions without data have none.
  if (spec.dateDebut === null && r.chance(0.5)) return [];
  const holderBorn = opened - r.int(35, 60);
  const holderDead = todayYear - holderBorn > 88;
  const contacts = [makeContact(ctx, { ...common, type: 'Concessionnaire', bornAbout: holderBorn, decede: holderDead })];
  if (holderDead) contacts.push(makeContact(ctx, { ...common, type: 'Concessionnaire successeur', bornAbout: Math.min(todayYear - 35, holderBorn + 30) }));
  if (r.chance(0.25)) contacts.push(makeContact(ctx, { ...common, type: 'Co-concessionnaire', bornAbout: holderBorn + r.int(-3, 3), decede: holderDead }));
  for (let i = r.int(0, 2); i > 0; i--) {
    if (r.chance(0.4)) contacts.push(makeContact(ctx, { ...common, type: 'Ayant-droit', bornAbout: Math.min(todayYear - 25, holderBorn + 28) }));
  }
  if (r.chance(0.2)) contacts.push(makeContact(ctx, { ...common, type: 'Contact de secours', bornAbout: Math.min(todayYear - 25, holderBorn + 30) }));
  if (r.chance(0.05)) {
    const c = makeContact(ctx, { ...common, type: 'Personne chargée de l\'entretien', bornAbout: 1970 });
    contacts.push({ ...c, nomSociete: r.pick(['Marbrerie Quéré et Fils', 'Jardins du Léon', 'Établissements Cloarec']) });
  }
  return contacts;
}
