import type { ContactType } from '../../src/domain/constants/contacts';
import type { DestinationCendres } from '../../src/domain/constants/occupants';
import type { Contact } from '../../src/domain/entities/contact';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { IsoDate, PartialDate } from '../../src/domain/entities/replicated';
import { addDays, addYears, dateParts, isoToPartialDate, makeIsoDate } from '../../src/domain/dates';
import { COMMUNES_AILLEURS, FAMILLES, LIEUX_NAISSANCE, prenomsFor, RUES } from './names';
import { newRow, type Ctx } from './types';

export interface Town {
  commune: string;
  codePostal: string;
}

function year(date: IsoDate): number {
  return dateParts(date)?.year ?? 2000;
}

/** A family name other than `except`, for maiden names and in-laws. */
export function otherFamily(ctx: Ctx, except: string): string {
  let name: string = ctx.r.pick(FAMILLES);
  while (name === except) name = ctx.r.pick(FAMILLES);
  return name;
}

export interface Burial {
  /** Day of the burial or of the urn's deposit. */
  date: IsoDate;
  mode: 'inhumation' | 'cremation';
  /** For cremations: where the ashes went. */
  destination?: DestinationCendres;
}

export interface DeceasedOptions {
  emplacementId: string;
  locationId: string | null;
  famille: string;
  burial: Burial;
  sexe?: 'H' | 'F';
  /** Age at death; drawn (mostly old age) when absent. */
  age?: number;
  criteres?: string[];
  specificites?: string | null;
}

/**
 * A deceased with coherent dates: death a few days before the burial (or before the cremation, itself before
 * the urn's deposit), birth `age` years before death. Old deaths are sometimes known by their year only, and
 * married women carry their maiden name, as the registers give them.
 */
export function makeDeceased(ctx: Ctx, o: DeceasedOptions): Occupant {
  const { r } = ctx;
  const sexe = o.sexe ?? (r.chance(0.5) ? 'H' : 'F');
  let cremation: Occupant['cremation'] = null;
  let deathDate: IsoDate;
  if (o.burial.mode === 'cremation') {
    const dateCremation = addDays(o.burial.date, -r.int(1, 20));
    deathDate = addDays(dateCremation, -r.int(2, 5));
    const dispersion = o.burial.destination === 'dispersionJardin' || o.burial.destination === 'dispersionNature';
    cremation = {
      dateCremation,
      destinationUrneCendre: o.burial.destination ?? 'inhumation',
      dateDispersion: dispersion ? o.burial.date : null,
      dateInhumation: dispersion ? null : o.burial.date,
    };
  } else {
    deathDate = addDays(o.burial.date, -r.int(2, 8));
  }
  const age = o.age ?? r.weighted([[r.int(62, 99), 85], [r.int(20, 61), 13], [r.int(1, 19), 2]] as const);
  const birth = addDays(addYears(deathDate, -age), -r.int(1, 364));
  const deathYear = year(deathDate);
  const yearOnly = deathYear < 1945 && r.chance(0.3);
  const dateDeces: PartialDate = yearOnly ? { jour: null, mois: null, annee: deathYear } : isoToPartialDate(deathDate);
  const birthPartial = year(birth) < 1900 && r.chance(0.35);
  const married = sexe === 'F' && r.chance(0.65);
  return {
    ...newRow(ctx),
    emplacementId: o.emplacementId,
    locationId: o.locationId,
    civilite: sexe,
    prenom: r.pick(prenomsFor(year(birth), sexe)),
    nom: o.famille,
    nomJeuneFille: married ? otherFamily(ctx, o.famille) : null,
    dateDeNaissance: birthPartial || yearOnly ? null : birth,
    dateNaissanceIncomplete: birthPartial || yearOnly ? { jour: null, mois: null, annee: year(birth) } : null,
    lieuDeNaissance: r.chance(0.85) ? r.pick(LIEUX_NAISSANCE) : null,
    dateDeces,
    lieuDeces: yearOnly ? null : r.pick(['Morlaix', 'Saint-Martin-des-Champs', 'Brest', 'Landerneau']),
    dateInhumCrema: o.burial.date,
    dateExhumation: null,
    specificites: o.specificites ?? null,
    criteresSpecifiques: o.criteres ?? [],
    modeSepulture: o.burial.mode,
    cremation,
    etat: 'present',
    portailMasque: false,
  };
}

export interface ContactOptions {
  locationId: string | null;
  famille: string;
  type: ContactType;
  /** Born about this year. */
  bornAbout: number;
  town: Town;
  decede?: boolean;
}

/** A holder or relative: living in the commune or moved away, with a phone and sometimes an e-mail. */
export function makeContact(ctx: Ctx, o: ContactOptions): Contact {
  const { r } = ctx;
  const sexe = r.chance(0.5) ? 'H' : 'F';
  const birthYear = o.bornAbout + r.int(-5, 5);
  const prenom = r.pick(prenomsFor(birthYear, sexe));
  const local = r.chance(0.6);
  const [commune, codePostal] = local ? [o.town.commune, o.town.codePostal] : r.pick(COMMUNES_AILLEURS);
  const married = sexe === 'F' && r.chance(0.4);
  const slug = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-zA-Z]/g, '').toLowerCase();
  return {
    ...newRow(ctx),
    locationId: o.locationId,
    civilite: sexe,
    prenom,
    nom: o.famille,
    nomJeuneFille: married ? otherFamily(ctx, o.famille) : null,
    decede: o.decede ?? false,
    adresse: `${r.int(1, 140)} ${r.pick(RUES)}`,
    commune,
    codePostal,
    telephone: r.chance(0.5) ? `02${String(r.int(0, 99_999_999)).padStart(8, '0')}` : null,
    telephoneMobile: r.chance(0.7) ? `0${r.pick(['6', '7'])}${String(r.int(0, 99_999_999)).padStart(8, '0')}` : null,
    email: r.chance(0.45) ? `${slug(prenom)}.${slug(o.famille)}${r.int(1, 99)}@exemple.fr` : null,
    typeDeContact: o.type,
    dateDeNaissance: makeIsoDate(birthYear, r.int(1, 12), r.int(1, 28)),
    nomSociete: null,
    fonction: null,
  };
}
