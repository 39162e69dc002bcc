import type { Civilite } from '../../../domain/constants/contacts';
import type { AbonnementOption } from '../../../domain/constants/abonnement';
import type { Role } from '../../../domain/roles';
import type { MairieMode, NewSpaceDraft, NewSpaceRequest } from '../../../domain/users/newSpace';

/** What the new-space wizard holds while it is filled (spec 000 §2.12); toRequest() gives the route's body. */
export interface WizardUser { username: string; password: string; civilite: Civilite; fonction: string; nom: string; prenom: string; telephone: string; role: Role }
export interface WizardEspace { nom: string; adresse: string; codePostal: string; ville: string; actif: 0 | 1; horaires: string[]; planSvg: string; planName: string }
export interface WizardState extends NewSpaceDraft {
  utilisateurs: WizardUser[];
  mode: MairieMode;
  mairieId: string | null;
  mairie: { commune: string; departement: string; adresse: string; codePostal: string; ville: string; email: string; telephone: string; tresorerie: string; horaires: string[] };
  maire: { civilite: Civilite; nom: string; prenom: string };
  espaces: WizardEspace[];
  abonnement: { dateDebut: string; options: AbonnementOption[] };
}

export const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
const week = () => DAYS.map(() => '');

export const emptyUser = (): WizardUser => ({ username: '', password: '', civilite: 'H', fonction: '', nom: '', prenom: '', telephone: '', role: 'ROLE_USER' });
export const emptyEspace = (): WizardEspace => ({ nom: '', adresse: '', codePostal: '', ville: '', actif: 0, horaires: week(), planSvg: '', planName: '' });

export function emptyWizard(): WizardState {
  return {
    utilisateurs: [emptyUser()],
    mode: 'nouvelle',
    mairieId: null,
    mairie: { commune: '', departement: '', adresse: '', codePostal: '', ville: '', email: '', telephone: '', tresorerie: '', horaires: week() },
    maire: { civilite: 'H', nom: '', prenom: '' },
    espaces: [emptyEspace()],
    abonnement: { dateDebut: '', options: [] },
  };
}

export function toRequest(state: WizardState, typeEspace: NewSpaceRequest['typeEspace']): NewSpaceRequest {
  const existing = state.mode === 'existante';
  return {
    utilisateurs: state.utilisateurs,
    mairieId: existing ? state.mairieId : null,
    mairie: existing ? null : state.mairie,
    maire: existing ? null : state.maire,
    espaces: state.espaces.map(({ planName: _name, ...e }) => e),
    abonnement: existing ? null : state.abonnement,
    typeEspace,
  };
}
