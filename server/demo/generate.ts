import type { IsoDate } from '../../src/domain/entities/replicated';
import { addYears, dateParts, isIsoDate } from '../../src/domain/dates';
import { generateCemetery } from './cemetery';
import { generateOtherTowns } from './otherTowns';
import { createRandom } from './random';
import type { Ctx, DemoAbonnement, DemoData, DemoSociete, DemoUser } from './types';

export interface DemoOptions {
  seed?: number;
  /** Plots of the main cemetery (about 1,500 by default). */
  plots?: number;
  /** The day the demo is built for: statuses (à renouveler, échue...) are relative to it. */
  today: IsoDate;
  /** false: no procedure of the showcase is run (see CemeteryOptions.procedures). */
  procedures?: boolean;
}

export const DEFAULT_DEMO_PLOTS = 1500;

const HORAIRES_MAIRIE = ['8h30 - 12h00 / 13h30 - 17h30', '8h30 - 12h00 / 13h30 - 17h30', '8h30 - 12h00', '8h30 - 12h00 / 13h30 - 17h30', '8h30 - 12h00 / 13h30 - 16h30', '9h00 - 12h00', 'Fermé'];

/**
 * The whole demo as plain rows: the municipality of Saint-Martin-des-Champs (Finistère) with its main
 * cemetery and a small old one, a second small municipality, Sainte-Sève, and the demo accounts; then the
 * provider's other towns (a demonstration space, a test before activation, the provider's own society). The same
 * seed, size and day give the same rows, ids included: nothing here reads the clock or Math.random.
 */
export function generateDemo(opts: DemoOptions): DemoData {
  const seed = opts.seed ?? 1;
  const plots = Math.max(150, Math.round(opts.plots ?? DEFAULT_DEMO_PLOTS));
  if (!isIsoDate(opts.today)) throw new Error(`generateDemo: today must be YYYY-MM-DD, got ${opts.today}`);
  const today = opts.today;
  const now = `${today}T07:00:00.000Z`;
  // Ids carry a time part: take it from `today` so ids sort like real ones made that morning.
  const baseMs = Date.parse(now);
  const r = createRandom(seed, baseMs);

  const mainId = r.uuid();
  const otherId = r.uuid();
  const societes: DemoSociete[] = [
    {
      id: mainId, nom: 'Mairie de Saint-Martin-des-Champs', commune: 'Saint-Martin-des-Champs', departement: 'Finistère',
      adresse: '2 place de la Mairie', codePostal: '29600', ville: 'Saint-Martin-des-Champs', email: 'mairie@saint-martin-demo.fr',
      telephone: '0298880000', tresorerie: 'Trésorerie de Morlaix', horaires: HORAIRES_MAIRIE,
      maireCivilite: 'F', maireNom: 'Le Gall', mairePrenom: 'Anne',
      contacts: [{ civilite: 'H', nom: 'Kerbrat', prenom: 'Yann', fonction: 'Secrétaire', telephone: '0298880001', email: 'secretariat@saint-martin-demo.fr' }],
    },
    {
      id: otherId, nom: 'Mairie de Sainte-Sève', commune: 'Sainte-Sève', departement: 'Finistère', adresse: '1 rue de l\'Église',
      codePostal: '29600', ville: 'Sainte-Sève', email: 'mairie@sainte-seve-demo.fr', telephone: '0298881111',
      tresorerie: 'Trésorerie de Morlaix', horaires: HORAIRES_MAIRIE,
    },
  ];

  const user = (email: string, prenom: string, nom: string, civilite: 'H' | 'F', fonction: string | null, role: DemoUser['roles'][number], societeIds: string[]): DemoUser => ({
    id: r.uuid(), username: email, email, identite: `${prenom} ${nom}`, civilite, nom, prenom, fonction, roles: [role], societeIds,
  });
  const users: DemoUser[] = [
    user('super@demo.fr', 'Claire', 'Support', 'F', null, 'ROLE_SUPER_ADMIN', []),
    user('admin@demo.fr', 'Isabelle', 'Quéré', 'F', 'Secrétaire', 'ROLE_ADMIN', [mainId]),
    user('agent@demo.fr', 'Yannick', 'Le Gall', 'H', 'Responsable cimetière', 'ROLE_SOUS_ADMIN', [mainId]),
    user('consultation@demo.fr', 'Hervé', 'Mével', 'H', 'Élu', 'ROLE_USER', [mainId]),
    user('autre@demo.fr', 'Nathalie', 'Prigent', 'F', 'Secrétaire', 'ROLE_ADMIN', [otherId]),
  ];
  const adminId = users[1]?.id as string;
  const autreId = users[4]?.id as string;

  const ctxFor = (espaceId: string): Ctx => ({ r, today, now, espaceId });
  const saintMartin = { commune: 'Saint-Martin-des-Champs', codePostal: '29600' };
  const cemeteries = [
    generateCemetery(ctxFor(r.uuid()), {
      societeId: mainId, nom: 'Cimetière communal du Bourg', adresse: 'Rue du Cimetière', town: saintMartin, plots,
      centre: { lat: 48.5781, lon: -3.8412 }, uid: 'saint-martin-des-champs-bourg', stories: true, userId: adminId, procedures: opts.procedures !== false,
    }),
    generateCemetery(ctxFor(r.uuid()), {
      societeId: mainId, nom: 'Ancien cimetière de Kerozar', adresse: 'Chemin de Kerozar', town: saintMartin, plots: 120,
      centre: { lat: 48.5862, lon: -3.8317 }, uid: 'saint-martin-des-champs-kerozar', stories: false, userId: adminId,
    }),
    generateCemetery(ctxFor(r.uuid()), {
      societeId: otherId, nom: 'Cimetière de Sainte-Sève', adresse: 'Route de Taulé', town: { commune: 'Sainte-Sève', codePostal: '29600' },
      plots: 60, centre: { lat: 48.5716, lon: -3.8743 }, uid: 'sainte-seve', stories: false, userId: autreId,
    }),
  ];

  const year = dateParts(today)?.year ?? 2026;
  const abonnements: DemoAbonnement[] = [
    { id: r.uuid(), societeId: mainId, dateDebut: `${year - 2}-01-01`, etat: 1, dateRenouv: `${year + 1}-01-01`, options: { abonnement: ['import_donnes', 'update_map', 'formation'], premium: ['numerisation', 'photo_aerienne'] } },
    { id: r.uuid(), societeId: otherId, dateDebut: addYears(today, -1), etat: 1, dateRenouv: addYears(today, 1), options: { abonnement: ['import_donnes'], premium: [] } },
  ];
  // Drawn last from the random stream: every row above keeps its id and content.
  const others = generateOtherTowns(r, today, HORAIRES_MAIRIE, user);
  return {
    today,
    societes: [...societes, ...others.societes],
    cemeteries: [...cemeteries, ...others.cemeteries],
    users: [...users, ...others.users],
    abonnements: [...abonnements, ...others.abonnements],
  };
}
