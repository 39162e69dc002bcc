import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookFirings, mailArchives, templateDocuments } from '../../server/db/schema';
import { MSG_MUTATION_FAILED } from '../../server/sync/mutationFault';
import { NONE_RENDER_FAILED } from '../../server/templates/hooks.service';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, push, pullAll, seedEmplacement, seedLocation, uuid, type SyncWorld } from './syncKit';

/**
 * Whatever one mutation of a push does, it never blocks the ones after it (issue 27): a mutation whose
 * application fails on the server is refused alone with a French reason, and a mail template that cannot be
 * rendered never fails the mutation that fires it. A failure that is the moment's (a serialisation failure)
 * fails the whole push, which the device sends again.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
  // The database itself refuses some notes: a real failing statement in the middle of a push.
  await w.db.execute(sql.raw(`
    CREATE FUNCTION refuse_some_notes() RETURNS trigger AS $$
    BEGIN
      IF NEW.titre = 'panne' THEN RAISE EXCEPTION 'panne simulée' USING ERRCODE = '22000'; END IF;
      IF NEW.titre = 'verrou' THEN RAISE EXCEPTION 'sérialisation simulée' USING ERRCODE = '40001'; END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`));
  await w.db.execute(sql.raw('CREATE TRIGGER refuse_some_notes BEFORE INSERT OR UPDATE ON notes FOR EACH ROW EXECUTE FUNCTION refuse_some_notes()'));
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const note = (clientId: string, titre: string) => mutation(clientId, 'note.create', { id: uuid(), titre });

describe('one mutation of a push fails on the server', () => {
  it('is refused alone with a French reason; those before and after it are applied, and a replay answers the same', async () => {
    const clientId = uuid();
    const sent = [note(clientId, 'avant'), note(clientId, 'panne'), note(clientId, 'après'), note(clientId, 'panne'), note(clientId, 'fin')];
    const { status, body } = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: sent });
    expect(status).toBe(200);
    expect(body.results.map((r) => [r.status, r.error ?? null])).toEqual([
      ['applied', null],
      ['rejected', MSG_MUTATION_FAILED],
      ['applied', null],
      ['rejected', MSG_MUTATION_FAILED],
      ['applied', null],
    ]);
    const { rows } = await pullAll(w.app, w.writer.token, w.espace.id);
    const titles = [...rows.values()].filter((r) => sent.some((m) => m.args.id === r.id)).map((r) => r.titre);
    expect(titles.sort()).toEqual(['après', 'avant', 'fin']);
    // The seqs handed out stay in order without holes: a pull from the cursor misses nothing.
    const seqs = [...rows.values()].map((r) => Number(r.seq)).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(seqs.length);
    const replay = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: sent });
    expect(replay.body.results.map((r) => r.original)).toEqual(['applied', 'rejected', 'applied', 'rejected', 'applied']);
    const next = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [note(clientId, 'ensuite')] });
    expect(next.body.results[0]?.status).toBe('applied');
  });

  it('fails the whole push, changing nothing, when the failure is the moment’s (to be sent again)', async () => {
    const clientId = uuid();
    const first = note(clientId, 'premier');
    const { status } = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [first, note(clientId, 'verrou')] });
    expect(status).toBe(500);
    const { rows } = await pullAll(w.app, w.writer.token, w.espace.id);
    expect(rows.has(`notes/${first.args.id}`)).toBe(false);
  });
});

describe('a mail template that cannot be rendered', () => {
  it('never fails the push that fires it: the contact is created, no mail is queued, the firing says why', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, emp.id);
    const nested = '{% if concession.numero not_exist %}'.repeat(5000) + 'Bonjour' + '{% endif %}'.repeat(5000);
    // Stored before templates were limited at save (the route now refuses it): the active template of the town.
    const templateId = uuid();
    await w.db.insert(templateDocuments).values({
      id: templateId, societeId: w.espace.societeId, slug: 'avis-imbrique', nom: 'Avis imbriqué', type: 'mails', actif: true,
      content: { mail: nested, objet: 'Avis' }, notifieQui: ['concessionnaires'], hooks: ['Contact : après création'],
    } as typeof templateDocuments.$inferInsert);
    const refusedAtSave = await w.app.inject({
      method: 'PUT', url: `/api/template_documents/${templateId}?espace=${w.espace.id}`, headers: bearer(w.admin.token),
      payload: { slug: 'avis-imbrique', nom: 'Avis imbriqué', nomInterne: null, description: null, type: 'documents', actif: true, canal: 'contenu', apercu: true, content: { pdf: nested, objet: 'Avis' }, notifieQui: [], champsEntite: [], hooks: [], relatedDocuments: [], documentStatiques: [], moredata: null },
    });
    expect(refusedAtSave.statusCode).toBe(400);
    expect(refusedAtSave.json().message).toBe('Le modèle contient trop de blocs conditionnels imbriqués ({% if %} l’un dans l’autre) : 20 niveaux au maximum.');

    const clientId = uuid();
    const created = mutation(clientId, 'contact.create', { id: uuid(), locationId: loc.id, nom: 'Fabre', email: 'elise.fabre@exemple.fr', typeDeContact: 'Concessionnaire' });
    const after = note(clientId, 'suivante');
    const { status, body } = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [created, after] });
    expect(status).toBe(200);
    expect(body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const [firing] = await w.db.select().from(hookFirings).where(eq(hookFirings.mutationId, created.id));
    expect(firing).toMatchObject({ templateId, rows: [NONE_RENDER_FAILED] });
    expect(await w.db.select().from(mailArchives).where(eq(mailArchives.locationId, loc.id))).toEqual([]);
  });

  it('a template whose body is not even text (a stored fault) is reported the same way, the contact created', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, emp.id);
    const templateId = uuid();
    await w.db.insert(templateDocuments).values({
      id: templateId, societeId: w.espace.societeId, slug: 'avis-casse', nom: 'Avis cassé', type: 'mails', actif: true,
      content: { mail: { pas: 'du texte' } as unknown as string, objet: 'Avis' }, notifieQui: ['concessionnaires'], hooks: ['Concessionnaire : après création'],
    } as typeof templateDocuments.$inferInsert);
    const clientId = uuid();
    const created = mutation(clientId, 'contact.create', { id: uuid(), locationId: loc.id, nom: 'Le Gall', email: 'yann.legall@exemple.fr', typeDeContact: 'Concessionnaire' });
    const { body } = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [created] });
    expect(body.results[0]?.status).toBe('applied');
    const firings = await w.db.select().from(hookFirings).where(eq(hookFirings.mutationId, created.id));
    expect(firings.find((f) => f.templateId === templateId)?.rows).toEqual([NONE_RENDER_FAILED]);
  });
});
