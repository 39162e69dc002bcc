import { addYears } from '../../src/domain/dates';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { generateCemetery } from './cemetery';
import type { Ctx, DemoAbonnement, DemoCemetery, DemoSociete, DemoUser } from './types';
import type { Random } from './random';

/**
 * The provider's other municipalities (spec 000 §2.11 tabs, §9 users-tab filters; issue 16): a prospect on a
 * demonstration space, a town testing before activation, and the provider's own society. Generated after every
 * other demo row, from the same random stream, so the Saint-Martin and Sainte-Sève rows and ids stay as they
 * were; their communes sort after Saint-Martin-des-Champs, so the first cemetery a chooser shows is unchanged.
 */
export function generateOtherTowns(
  r: Random,
  today: IsoDate,
  horaires: string[],
  user: (email: string, prenom: string, nom: string, civilite: 'H' | 'F', fonction: string | null, role: DemoUser['roles'][number], societeIds: string[]) => DemoUser,
): { societes: DemoSociete[]; users: DemoUser[]; cemeteries: DemoCemetery[]; abonnements: DemoAbonnement[] } {
  const now = `${today}T07:00:00.000Z`;
  const taule = r.uuid();
  const sizun = r.uuid();
  const provider = r.uuid();
  const town = (id: string, commune: string, codePostal: string, typeEspace: string, email: string, telephone: string, extra: Partial<DemoSociete> = {}): DemoSociete => ({
    id, nom: `Mairie de ${commune}`, commune, departement: 'Finistère', adresse: '1 place de la Mairie', codePostal, ville: commune, email, telephone,
    tresorerie: 'Trésorerie de Morlaix', horaires, typeEspace, ...extra,
  });
  const societes: DemoSociete[] = [
    town(taule, 'Taulé', '29670', 'demonstration', 'mairie@taule-demo.fr', '0298670000'),
    town(sizun, 'Sizun', '29450', 'test', 'mairie@sizun-demo.fr', '0298680000'),
    town(provider, 'Vannes', '56000', 'fournisseur', 'contact@fournisseur-demo.fr', '0297000000', {
      nom: 'Cimetières en ligne (fournisseur)', departement: 'Morbihan', adresse: '12 rue du Port', tresorerie: '',
    }),
  ];
  const users = [
    user('prospect@taule-demo.fr', 'Gaëlle', 'Cornec', 'F', 'Secrétaire générale', 'ROLE_ADMIN', [taule]),
    user('essai@sizun-demo.fr', 'Ronan', 'Abgrall', 'H', 'Agent du cimetière', 'ROLE_ADMIN', [sizun]),
    user('equipe@fournisseur-demo.fr', 'Maëlle', 'Tanguy', 'F', 'Chargée de clientèle', 'ROLE_SOUS_ADMIN', [provider]),
  ];
  const ctx = (): Ctx => ({ r, today, now, espaceId: r.uuid() });
  const cemeteries = [
    generateCemetery(ctx(), {
      societeId: taule, nom: 'Cimetière de Taulé', adresse: 'Rue de Morlaix', town: { commune: 'Taulé', codePostal: '29670' }, plots: 40,
      centre: { lat: 48.6021, lon: -3.8986 }, uid: 'taule-demonstration', stories: false, userId: users[0]?.id as string,
    }),
    generateCemetery(ctx(), {
      societeId: sizun, nom: 'Cimetière de Sizun', adresse: 'Rue de l’Enclos', town: { commune: 'Sizun', codePostal: '29450' }, plots: 40,
      centre: { lat: 48.4046, lon: -4.0773 }, uid: 'sizun-test', stories: false, userId: users[1]?.id as string,
    }),
  ];
  const abonnements: DemoAbonnement[] = [
    // A prospect tries the product for a month; a test town is not active yet.
    { id: r.uuid(), societeId: taule, dateDebut: today, etat: 1, dateRenouv: null, options: { abonnement: [], premium: [] } },
    { id: r.uuid(), societeId: sizun, dateDebut: today, etat: 0, dateRenouv: addYears(today, 1), options: { abonnement: ['import_donnes', 'formation'], premium: [] } },
  ];
  return { societes, users, cemeteries, abonnements };
}
