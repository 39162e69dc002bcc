import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { NEW_SPACE_WRITE_STEPS, createNewSpace } from '../../server/admin/newSpace.service';
import type { AuthContext } from '../../server/auth/context';
import type { Database } from '../../server/db/client';
import { abonnements, emplacements, espaces, societes, users } from '../../server/db/schema';
import { MemoryMailer } from '../../server/mail/mailer';
import { newSpaceBody, type NewSpaceRequest } from '../../src/domain/users/newSpace';
import { bearer, createSociete, createUser, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/** POST /api/espace/creer (spec 000 §2.12, issue 16): one transaction, the plan import's sanitiser, the welcome mail. */

let database: Database;
let app: FastifyInstance;
const mailer = new MemoryMailer();
let superAdmin: { id: string; token: string };

/** Three plots named carré-allée-numéro, and a script the sanitiser must drop. */
const PLAN = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100">',
  '<script>alert(1)</script>',
  '<rect id="A-1-1" x="0" y="0" width="80" height="90"/>',
  '<rect id="A-1-2" x="100" y="0" width="80" height="90" onclick="alert(2)"/>',
  '<rect id="A-1-3" x="200" y="0" width="80" height="90"/>',
  '</svg>',
].join('');

function body(tag = randomUUID().slice(0, 8)): NewSpaceRequest {
  return {
    utilisateurs: [
      { username: `Premier.${tag}@Mairie.fr`, password: 'Ab#3xY@9zQ', nom: 'Premier', prenom: 'Paul', fonction: 'Secrétaire', telephone: '03 86 00 00 00', role: 'ROLE_ADMIN' },
      { username: `second.${tag}@mairie.fr`, nom: 'Second' },
    ],
    mairie: { commune: `Vézelay ${tag}`, codePostal: '89450', email: 'mairie@vezelay.fr' },
    maire: { civilite: 'F', nom: 'Maire', prenom: 'Marie' },
    espaces: [
      { nom: 'Cimetière haut', actif: 1, planSvg: PLAN },
      { nom: 'Cimetière bas' },
    ],
    abonnement: { dateDebut: '2026-12-01', options: ['audit_consulting', 'numerisation'] },
    typeEspace: 'client',
  };
}

/** Rows of every table of the database: nothing of a failed creation may stay, whatever its kind. */
async function rowCounts(): Promise<Record<string, number>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const out: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    const [row] = await rowsOf<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    out[name] = row?.n ?? 0;
  }
  return out;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), mailer });
  const user = await createUser(database.db, { roles: ['ROLE_SUPER_ADMIN'], username: 'fournisseur@example.fr' });
  superAdmin = { id: user.id, token: (await login(app, user.username, user.password)).token };
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (payload: unknown, token = superAdmin.token) => app.inject({ method: 'POST', url: '/api/espace/creer', headers: bearer(token), payload: payload as object });

describe('POST /api/espace/creer', () => {
  it('creates the users, the town hall with its mayor, the cemeteries with the cleaned plan and its plots, and the subscription', async () => {
    const input = body('ok');
    const res = await post(input);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ message: string; societeId: string; espaceIds: string[]; userIds: string[] }>();
    expect(created.message).toBe('ok');
    const [societe] = await database.db.select().from(societes).where(eq(societes.id, created.societeId));
    expect(societe).toMatchObject({ commune: 'Vézelay ok', codePostal: '89450', maireCivilite: 'F', maireNom: 'Maire', mairePrenom: 'Marie', typeEspace: 'client' });
    const rows = await database.db.select().from(espaces).where(eq(espaces.societeId, created.societeId));
    expect(rows.map((e) => [e.nom, e.actif, e.mapWidth]).sort()).toEqual([['Cimetière bas', 0, null], ['Cimetière haut', 1, 300]]);
    const haut = rows.find((e) => e.nom === 'Cimetière haut');
    const plots = await database.db.select().from(emplacements).where(eq(emplacements.espaceId, haut?.id ?? ''));
    expect(plots.map((p) => p.numero).sort()).toEqual(['1', '2', '3']);
    const plan = await app.inject({ method: 'GET', url: `/api/media/${haut?.mapSha256}`, headers: bearer(superAdmin.token) });
    expect(plan.body).toContain('A-1-2');
    expect(plan.body).not.toMatch(/script|onclick/);
    const [abonnement] = await database.db.select().from(abonnements).where(eq(abonnements.societeId, created.societeId));
    expect(abonnement).toMatchObject({ dateDebut: '2026-12-01', etat: 1, options: { abonnement: ['audit_consulting', 'numerisation'], premium: [] } });
    const [first] = await database.db.select().from(users).where(eq(users.id, created.userIds[0] ?? ''));
    expect(first).toMatchObject({ username: 'premier.ok@mairie.fr', email: 'Premier.ok@Mairie.fr', roles: ['ROLE_ADMIN'], fonction: 'Secrétaire' });
    // The first user signs in with the password given in the wizard, and sees its new cemeteries.
    const session = await login(app, 'premier.ok@mairie.fr', 'Ab#3xY@9zQ');
    const groups = await app.inject({ method: 'GET', url: '/api/users/espaces', headers: bearer(session.token) });
    expect(groups.body).toContain('Cimetière haut');
    // Each new user receives the mail to set its password (the users admin's own mail).
    await app.security.tasks.idle();
    expect(mailer.sent.map((m) => m.to)).toEqual(expect.arrayContaining(['Premier.ok@Mairie.fr', 'second.ok@mairie.fr']));
  });

  it('adds users and cemeteries to an existing town hall, without a subscription step', async () => {
    const town = await createSociete(database.db, { commune: 'Avallon' });
    const res = await post({ utilisateurs: [{ username: 'agent@avallon.fr' }], mairieId: town.id, espaces: [{ nom: 'Cimetière neuf' }], abonnement: null });
    expect(res.statusCode, res.body).toBe(201);
    expect((await database.db.select().from(espaces).where(eq(espaces.societeId, town.id))).map((e) => e.nom)).toEqual(['Cimetière neuf']);
    expect(await database.db.select().from(abonnements).where(eq(abonnements.societeId, town.id))).toEqual([]);
  });

  it.each<[string, unknown, number, RegExp]>([
    ['no body', undefined, 400, /./],
    // Plain text, not JSON: refused by its type, in French, before any parsing.
    ['a string', 'bonjour', 415, /Type de contenu non pris en charge/],
    ['no commune', { ...body(), mairie: { commune: ' ' } }, 400, /Commune obligatoire/],
    ['no cemetery name', { ...body(), espaces: [{ nom: '' }] }, 400, /Nom du cimetière obligatoire/],
    ['no start date', { ...body(), abonnement: { dateDebut: '' } }, 400, /Date de début obligatoire/],
    ['an unknown town hall', { ...body(), mairie: null, maire: null, abonnement: null, mairieId: randomUUID() }, 404, /Mairie introuvable/],
    ['a plan that is no SVG', { ...body(), espaces: [{ nom: 'X', planSvg: '<svg><rect></svg>' }] }, 400, /Cimetière 1 \(X\)/],
    ['a login already taken', { ...body(), utilisateurs: [{ username: 'fournisseur@example.fr' }] }, 409, /existe déjà/],
  ])('refuses %s with a French message and creates nothing', async (_label, payload, status, message) => {
    const before = await rowCounts();
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(status);
    // The message, or for a field refused by the schema its message in `details`, is the schema's French one.
    expect(res.json<{ message: string }>().message).toMatch(/^[A-Z].*[.)]$/);
    expect(res.body).toMatch(message);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the creation is one transaction', () => {
  const request = { ip: '127.0.0.1', log: { warn: () => undefined, error: () => undefined } } as unknown as FastifyRequest;
  const auth = (): AuthContext => ({ user: { id: superAdmin.id }, actor: { id: superAdmin.id }, roles: ['ROLE_SUPER_ADMIN'] }) as unknown as AuthContext;

  it.each(NEW_SPACE_WRITE_STEPS)('a failure after the step %s leaves no row of any kind', async (failing) => {
    await app.security.tasks.idle();
    const mails = mailer.sent.length;
    const before = await rowCounts();
    const seen: string[] = [];
    const creation = createNewSpace(app, request, auth(), newSpaceBody.parse(body()), {
      afterStep: (step) => {
        seen.push(step);
        if (step === failing) throw new Error(`panne après ${step}`);
      },
    });
    await expect(creation).rejects.toThrow(`panne après ${failing}`);
    expect(seen).toEqual(NEW_SPACE_WRITE_STEPS.slice(0, NEW_SPACE_WRITE_STEPS.indexOf(failing) + 1));
    expect(await rowCounts()).toEqual(before);
    await app.security.tasks.idle();
    expect(mailer.sent).toHaveLength(mails);
  });
});
