import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { MemoryMailer } from '../../server/mail/mailer';
import { DEFAULT_TEMPLATES } from '../../src/domain/templates/defaults';
import type { TemplateDocument } from '../../src/domain/templates/types';
import { bearer, createEspace, createSociete, createUser, login, manualClock, testConfig } from '../helpers/fixtures';
import { openTestDatabase } from '../helpers/testDb';

/**
 * Templates (issue 17, spec 002 §2 and §7): the town reads its templates (defaults overlaid by its own
 * copies); administrators personalise a default, change it, and go back to the default by deleting the copy.
 * Stored HTML is sanitised; bad input is refused in French and changes nothing; another town sees nothing.
 */

type World = Awaited<ReturnType<typeof open>>;
async function open() {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(), database, clock: manualClock(Date.now()), mailer: new MemoryMailer() });
  const db = database.db;
  const societe = await createSociete(db, { commune: 'Saint-Privat' });
  const other = await createSociete(db);
  const espace = await createEspace(db, societe.id);
  const admin = await createUser(db, { roles: ['ROLE_ADMIN'], societeIds: [societe.id] });
  const agent = await createUser(db, { roles: ['ROLE_SOUS_ADMIN'], societeIds: [societe.id] });
  const stranger = await createUser(db, { roles: ['ROLE_ADMIN'], societeIds: [other.id] });
  const [a, g, s] = await Promise.all([login(app, admin.username), login(app, agent.username), login(app, stranger.username)]);
  return { database, app, espace, admin: a.token, agent: g.token, stranger: s.token };
}

let w: World;
beforeAll(async () => {
  w = await open();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const url = (path = '') => `/api/template_documents${path}?espace=${w.espace.id}`;
const list = async (token = w.agent) => (await w.app.inject({ method: 'GET', url: url(), headers: bearer(token) })).json<{ items: TemplateDocument[] }>().items;
const letter = DEFAULT_TEMPLATES.find((t) => t.slug === 'lettre-renouvellement')!;
const input = (over: Record<string, unknown> = {}) => {
  const { id: _id, parDefaut: _p, updatedAt: _u, ...rest } = letter;
  return { ...rest, ...over };
};

describe('templates routes', () => {
  it('every member reads the defaults of every generated document', async () => {
    const items = await list();
    expect(items.map((t) => t.slug)).toEqual(DEFAULT_TEMPLATES.map((t) => t.slug));
    expect(items.every((t) => t.parDefaut)).toBe(true);
  });

  it('personalises the renewal letter, sanitised, then goes back to the default', async () => {
    const body = '<p onclick="alert(1)">Cher {{destinataire.nomComplet}},</p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const created = await w.app.inject({ method: 'POST', url: url(), headers: bearer(w.admin), payload: input({ content: { pdf: body } }) });
    expect(created.statusCode).toBe(201);
    const own = created.json<TemplateDocument>();
    expect(own.content.pdf).toBe('<p>Cher {{destinataire.nomComplet}},</p><img src="x">');
    const items = await list();
    expect(items.length).toBe(DEFAULT_TEMPLATES.length);
    expect(items.find((t) => t.slug === letter.slug)).toMatchObject({ id: own.id, parDefaut: false });

    const again = await w.app.inject({ method: 'POST', url: url(), headers: bearer(w.admin), payload: input() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Un modèle de votre commune porte déjà ce nom interne.' });

    const changed = await w.app.inject({ method: 'PUT', url: url(`/${own.id}`), headers: bearer(w.admin), payload: input({ nom: 'Courrier de renouvellement personnalisé' }) });
    expect(changed.json<TemplateDocument>().nom).toBe('Courrier de renouvellement personnalisé');

    expect((await w.app.inject({ method: 'GET', url: url(`/${own.id}`), headers: bearer(w.stranger) })).statusCode).toBe(404);
    expect((await w.app.inject({ method: 'DELETE', url: url(`/${own.id}`), headers: bearer(w.agent) })).statusCode).toBe(403);
    expect((await w.app.inject({ method: 'DELETE', url: url(`/${own.id}`), headers: bearer(w.admin) })).statusCode).toBe(200);
    expect((await list()).find((t) => t.slug === letter.slug)).toMatchObject({ id: letter.id, parDefaut: true });
  });

  it('refuses bad input in French and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [[], 'Requête invalide : les champs du modèle sont attendus.'],
      [input({ nom: '  ' }), 'Veuillez renseigner le nom du modèle.'],
      [input({ slug: 'Avec Espace' }), 'Le nom interne (slug) ne peut contenir que des lettres minuscules, des chiffres et des tirets.'],
      [input({ type: 'fax' }), 'Type invalide : mail ou document.'],
      [input({ moredata: '{pas du json' }), 'Les données supplémentaires doivent être du JSON valide.'],
    ];
    for (const [payload, message] of cases) {
      const res = await w.app.inject({ method: 'POST', url: url(), headers: bearer(w.admin), payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await list()).every((t) => t.parDefaut)).toBe(true);
    const agentTry = await w.app.inject({ method: 'POST', url: url(), headers: bearer(w.agent), payload: input({ slug: 'autre' }) });
    expect(agentTry.json()).toEqual({ message: 'Seul un administrateur peut modifier les modèles.' });
  });
});
