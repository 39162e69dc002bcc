import type { Civilite } from '../../../domain/constants/contacts';
import type { AbonnementOption } from '../../../domain/constants/abonnement';
import type { Role } from '../../../domain/roles';
import type { MairieMode, NewSpaceDraft, NewSpaceRequest } from '../../../domain/users/newSpace';
import type { NewSpaceFileNames, NewSpaceUpload } from '../../../domain/users/newSpaceFiles';

/** What the new-space wizard holds while it is filled (spec 000 §2.12); toRequest() gives the route's body. */
export interface WizardUser { username: string; password: string; civilite: Civilite; fonction: string; nom: string; prenom: string; telephone: string; role: Role }
export interface WizardEspace { nom: string; adresse: string; codePostal: string; ville: string; actif: 0 | 1; horaires: string[]; planSvg: string; planName: string; planPdf: File | null; donnees: File | null; archives: File | null }
export interface WizardState extends NewSpaceDraft {
  utilisateurs: WizardUser[];
  mode: MairieMode;
  mairieId: string | null;
  mairie: { commune: string; departement: string; adresse: string; codePostal: string; ville: string; email: string; telephone: string; tresorerie: string; horaires: string[] };
  maire: { civilite: Civilite; nom: string; prenom: string };
  espaces: WizardEspace[];
  abonnement: { dateDebut: string; options: AbonnementOption[] };
  /** Sent after the creation, through the routes of Infos mairie (src/domain/users/newSpaceFiles.ts). */
  logo: File | null;
  signature: File | null;
  /** The refusal of a file picked in a step, by its path ('logo', 'espaces.0.donnees'). */
  fileErrors: Record<string, string>;
}

export const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
const week = () => DAYS.map(() => '');

export const emptyUser = (): WizardUser => ({ username: '', password: '', civilite: 'H', fonction: '', nom: '', prenom: '', telephone: '', role: 'ROLE_USER' });
export const emptyEspace = (): WizardEspace => ({ nom: '', adresse: '', codePostal: '', ville: '', actif: 0, horaires: week(), planSvg: '', planName: '', planPdf: null, donnees: null, archives: null });

export function emptyWizard(): WizardState {
  return {
    utilisateurs: [emptyUser()],
    mode: 'nouvelle',
    mairieId: null,
    mairie: { commune: '', departement: '', adresse: '', codePostal: '', ville: '', email: '', telephone: '', tresorerie: '', horaires: week() },
    maire: { civilite: 'H', nom: '', prenom: '' },
    espaces: [emptyEspace()],
    abonnement: { dateDebut: '', options: [] },
    logo: null,
    signature: null,
    fileErrors: {},
  };
}

export function toRequest(state: WizardState, typeEspace: NewSpaceRequest['typeEspace']): NewSpaceRequest {
  const existing = state.mode === 'existante';
  return {
    utilisateurs: state.utilisateurs,
    mairieId: existing ? state.mairieId : null,
    mairie: existing ? null : state.mairie,
    maire: existing ? null : state.maire,
    espaces: state.espaces.map(({ planName: _name, planPdf: _pdf, donnees: _data, archives: _zip, ...e }) => e),
    abonnement: existing ? null : state.abonnement,
    typeEspace,
  };
}

/** The wizard's file refusals with the one of `path` set (a refusal) or removed (null). */
export function withFileError(errors: Record<string, string>, path: string, error: string | null): Record<string, string> {
  const { [path]: _old, ...rest } = errors;
  return error ? { ...rest, [path]: error } : rest;
}

/** The names of the files chosen, for the upload order and the preview; the town hall's only for a new one. */
export function fileNamesOf(state: WizardState): NewSpaceFileNames {
  const newTown = state.mode === 'nouvelle';
  return {
    logo: newTown ? (state.logo?.name ?? null) : null,
    signature: newTown ? (state.signature?.name ?? null) : null,
    espaces: state.espaces.map((e) => ({ nom: e.nom, planPdf: e.planPdf?.name ?? null, donnees: e.donnees?.name ?? null, archives: e.archives?.name ?? null })),
  };
}

/** The file an upload of uploadOrder() sends. */
export function fileOf(state: WizardState, upload: NewSpaceUpload): File | null {
  if (upload.kind === 'logo' || upload.kind === 'signature') return state[upload.kind];
  return state.espaces[upload.espaceIndex ?? -1]?.[upload.kind] ?? null;
}
