import { DUREE_AUTRE, DUREE_PERPETUELLE } from '../../../../domain/constants/durations';
import type { LocationType } from '../../../../domain/constants/locationTypes';
import { parseSurface } from '../../../../domain/rules/surface';
import { attributionPresets } from '../../../../domain/wizards/attribution';
import { uuidv7 } from '../../../../replica/uuidv7';
import { CLASS_SURFACE, type AttributionValues, type ContactDraft } from './attributionForm';

/** The duration chosen: years, perpetual, or null when not given. */
export function dureeOf(v: AttributionValues): { duree: number | null; perpetuelle: boolean } {
  if (v.duree === DUREE_PERPETUELLE) return { duree: null, perpetuelle: true };
  const raw = v.duree === DUREE_AUTRE ? v.dureeAutre : v.duree;
  const n = Number(raw);
  return { duree: raw.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : null, perpetuelle: false };
}

/** m² from the surface choice: a class stands for its middle, '11' (autre) is parsed with comma or dot. */
export function surfaceOf(v: AttributionValues): number | null {
  if (v.surface === '11') return parseSurface(v.surfaceAutre);
  return CLASS_SURFACE[v.surface] ?? null;
}

function contactArgs(c: ContactDraft, typeDeContact: string) {
  const filled = [c.nom, c.prenom, c.adresse, c.telephone, c.email].some((x) => x.trim() !== '');
  if (!filled) return null;
  return { id: uuidv7(), typeDeContact, civilite: c.civilite, nom: c.nom, prenom: c.prenom, adresse: c.adresse, codePostal: c.codePostal, commune: c.commune, telephone: c.telephone, email: c.email };
}

/** The args of location.create: the concession and its contacts in one mutation, so they sync together. */
export function attributionArgs(v: AttributionValues, emplacementId: string, prix: number) {
  const type = v.type as LocationType;
  const presets = attributionPresets(type);
  const { duree, perpetuelle } = dureeOf(v);
  const nb = Number(v.nbPlaces);
  const contacts = [
    contactArgs(v.concessionnaire, 'Concessionnaire'),
    contactArgs(v.coConcessionnaire, 'Co-concessionnaire'),
    contactArgs(v.contactSecours, 'Contact de secours'),
  ].filter((c) => c !== null);
  return {
    id: uuidv7(),
    emplacementId,
    type,
    typeConcession: presets.typeConcession ?? (v.typeConcession || null),
    famille: v.famille || null,
    numero: v.numero || null,
    duree: presets.duree ?? duree,
    perpetuelle,
    dateDebut: v.dateDebut || null,
    nbPlaces: presets.nbPlaces ?? (v.nbPlaces.trim() !== '' && Number.isInteger(nb) ? nb : null),
    surface: surfaceOf(v),
    prix,
    exclus: v.exclus,
    contacts,
    droitInhumation: type === 'Terrain commun' && v.droitInhumation ? v.droitInhumation : null,
  };
}
