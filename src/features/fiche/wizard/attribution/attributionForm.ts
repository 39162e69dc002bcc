import type { Civilite } from '../../../../domain/constants/contacts';
import type { LocationType, TypeConcession } from '../../../../domain/constants/locationTypes';
import type { Exclu } from '../../../../domain/entities/location';
import type { DroitInhumationCas } from '../../../../domain/rules/droitInhumation';

/** A contact typed in the assignment wizard; an unknown main holder may leave it empty (spec 001 §5). */
export interface ContactDraft {
  /** Null until the clerk says (issue 26): no contact is presumed a man. */
  civilite: Civilite | null;
  nom: string;
  prenom: string;
  adresse: string;
  codePostal: string;
  commune: string;
  telephone: string;
  email: string;
}

export const EMPTY_CONTACT: ContactDraft = { civilite: null, nom: '', prenom: '', adresse: '', codePostal: '', commune: '', telephone: '', email: '' };

export interface AttributionValues {
  type: LocationType | '';
  famille: string;
  numero: string;
  dateDebut: string;
  /** A number of years, 'perpetuelle' or 'autre' (then dureeAutre). */
  duree: string;
  dureeAutre: string;
  nbPlaces: string;
  /** A surface class '1'..'5', or '11' for another surface typed in surfaceAutre (spec 001 §5). */
  surface: string;
  surfaceAutre: string;
  typeConcession: TypeConcession | '';
  exclus: Exclu[];
  concessionnaire: ContactDraft;
  coConcessionnaire: ContactDraft;
  contactSecours: ContactDraft;
  /** Terrain commun: the case of CGCT L2223-3 the burial rests on (issue 28). */
  droitInhumation: DroitInhumationCas | '';
}

export const ATTRIBUTION_DEFAULTS: AttributionValues = {
  type: '',
  famille: '',
  numero: '',
  dateDebut: '',
  duree: '',
  dureeAutre: '',
  nbPlaces: '',
  surface: '',
  surfaceAutre: '',
  typeConcession: '',
  exclus: [],
  concessionnaire: EMPTY_CONTACT,
  coConcessionnaire: EMPTY_CONTACT,
  contactSecours: EMPTY_CONTACT,
  droitInhumation: '',
};

/** A class's middle surface stands for the class when no exact surface is typed (for the price and the class). */
export const CLASS_SURFACE: Record<string, number> = { '1': 3, '2': 5, '3': 7, '4': 9, '5': 12 };
