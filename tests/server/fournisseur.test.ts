import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { abonnements } from '../../server/db/schema';
import { MSG_PLOT_DUPLICATE } from '../../src/domain/rules/nouvelEmplacement';
import type { FournisseurCommune } from '../../src/domain/users/fournisseur';
import { bearer, createEspace, createSociete, createUser, login, manualClock, testConfig, type EspaceRow, type SocieteRow } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';
import { mutation, push } from './syncKit';

/** The provider's view (GET /api/fournisseur/communes, issue 16) and the plot form's mutation pushed by a device. */

let database: Database;
let app: FastifyInstance;
let town: SocieteRow;
let quiet: SocieteRow;
let bourg: EspaceRow;
let agent: { token: string };
let superAdmin: { token: string };
let admin: { token: string };

async function signedIn(roles: string[], societeIds: string[]) {
  const username = `u-${randomUUID().slice(0, 8)}@test.fr`;
  const user = await createUser(database.db, { roles, societeIds, username });
  return { token: (await login(app, username, user.password)).token };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), });
  town = await createSociete(database.db, { commune: 'Vézelay', departement: 'Yonne' });
  quiet = await createSociete(database.db, { commune: 'Avallon', departement: 'Yonne' });
  await createSociete(database.db, { commune: 'Démoville', typeEspace: 'demonstration' });
  await createSociete(database.db, { commune: 'Essai-sur-Cure', typeEspace: 'test' });
  bourg = await createEspace(database.db, town.id, { nom: 'Cimetière du Bourg' });
  await createEspace(database.db, quiet.id, { nom: 'Cimetière d’Avallon' });
  await database.db.insert(abonnements).values([
    { id: randomUUID(), societeId: town.id, dateDebut: '2024-01-01', etat: 0, dateRenouv: '2025-01-01', options: { abonnement: [], premium: [] } },
    { id: randomUUID(), societeId: town.id, dateDebut: '2025-01-01', etat: 1, dateRenouv: '2027-01-01', options: { abonnement: ['import_donnes'], premium: ['formation'] } },
  ]);
  agent = await signedIn(['ROLE_SOUS_ADMIN'], [town.id]);
  admin = await signedIn(['ROLE_ADMIN'], [town.id]);
  superAdmin = await signedIn(['ROLE_SUPER_ADMIN'], []);
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const communes = (token: string, query = '') => app.inject({ method: 'GET', url: `/api/fournisseur/communes?${query}`, headers: bearer(token) });

describe('emplacement.add pushed by a device (the /ajout-emplacement form)', () => {
  it('creates the plot for an agent, and refuses a second one at the same carré, allée and numéro', async () => {
    const clientId = randomUUID();
    const first = mutation(clientId, 'emplacement.add', { id: randomUUID(), carre: 'B', allee: '2', numero: '14', typeOccupation: 'concession', surface: 2.5 });
    const second = mutation(clientId, 'emplacement.add', { id: randomUUID(), carre: ' b', allee: '2', numero: '14', typeOccupation: 'jardin' });
    const res = await push(app, agent.token, { espaceId: bourg.id, clientId, mutations: [first, second] });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(res.body.results[1]?.error).toBe(MSG_PLOT_DUPLICATE);
  });
});

describe('GET /api/fournisseur/communes', () => {
  it('refuses a town administrator and an agent with a French message', async () => {
    for (const caller of [admin, agent]) {
      const res = await communes(caller.token);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('Réservé aux administrateurs du fournisseur.');
    }
    expect((await app.inject({ method: 'GET', url: '/api/fournisseur/communes' })).statusCode).toBe(401);
  });

  it('lists the clients with cemeteries, latest subscription and last activity', async () => {
    const res = await communes(superAdmin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: FournisseurCommune[]; total: number }>();
    const communesListed = body.data.map((c) => c.commune);
    expect(communesListed).toEqual(expect.arrayContaining(['Avallon', 'Vézelay']));
    expect(communesListed).not.toContain('Démoville');
    const vezelay = body.data.find((c) => c.commune === 'Vézelay');
    expect(vezelay?.cimetieres.map((c) => c.nom)).toEqual(['Cimetière du Bourg']);
    expect(vezelay?.abonnement).toEqual({ dateDebut: '2025-01-01', etat: 1, dateRenouv: '2027-01-01', options: { abonnement: ['import_donnes'], premium: ['formation'] } });
    // The agent pushed a change and the users signed in: both are recorded.
    expect(vezelay?.derniereSynchro).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(vezelay?.derniereConnexion).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(vezelay?.utilisateurs).toBe(2);
    const avallon = body.data.find((c) => c.commune === 'Avallon');
    expect(avallon).toMatchObject({ abonnement: null, derniereSynchro: null, derniereConnexion: null, derniereActivite: null, utilisateurs: 0 });
  });

  it('gives each tab its towns, searches without accents and sorts with unknown dates last', async () => {
    const tab = async (q: string) => (await communes(superAdmin.token, q)).json<{ data: FournisseurCommune[] }>().data.map((c) => c.commune);
    expect(await tab('tab=demonstration')).toContain('Démoville');
    expect(await tab('tab=test')).toContain('Essai-sur-Cure');
    expect(await tab('tab=clients&search=VEZELAY')).toEqual(['Vézelay']);
    expect(await tab('tab=clients&search=bourg')).toEqual(['Vézelay']);
    const byActivity = await tab('tab=clients&sort=derniereActivite&order=desc&search=yonne');
    expect(byActivity).toEqual(['Vézelay', 'Avallon']);
    expect(await tab('tab=clients&sort=derniereActivite&order=asc&search=yonne')).toEqual(['Vézelay', 'Avallon']);
  });

  it('answers a bad query with a French 400', async () => {
    const res = await communes(superAdmin.token, 'sort=population');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe("Requête invalide : vérifiez les champs envoyés.");
  });
});
