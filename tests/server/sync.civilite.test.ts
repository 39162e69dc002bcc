import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contacts, occupants } from '../../server/db/schema';
import { mutation, openWorld, pullAll, push, resetSeqs, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * Issue 26, 'Everybody is Monsieur': a deceased or a contact recorded without a civility is stored, and pulled by
 * every device, as null (unknown), never as 'H'; a civility given stays as given.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});
beforeEach(() => resetSeqs());

describe('civility of deceased and contacts through push and pull (issue 26)', () => {
  it('stores and pulls null when no civility is given, and keeps F as F', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, plot.id);
    const clientId = uuid();
    const [inconnu, madame, contactInconnu, contactMadame, titulaire] = [uuid(), uuid(), uuid(), uuid(), uuid()];
    const res = await push(w.app, w.writer.token, {
      espaceId: w.espace.id,
      clientId,
      mutations: [
        mutation(clientId, 'occupant.create', { id: inconnu, emplacementId: plot.id, nom: 'Durand', prenom: 'Camille', dateNaissanceIncomplete: { jour: null, mois: null, annee: 1932 } }),
        mutation(clientId, 'occupant.create', { id: madame, emplacementId: plot.id, nom: 'Durand', prenom: 'Rose', civilite: 'F' }),
        mutation(clientId, 'contact.create', { id: contactInconnu, locationId: loc.id, nom: 'Durand', typeDeContact: 'Ayant-droit' }),
        mutation(clientId, 'contact.create', { id: contactMadame, locationId: loc.id, nom: 'Durand', civilite: 'F' }),
      ],
    });
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    // A concession attributed with a holder typed without a civility.
    const other = await seedEmplacement(w.db, w.espace.id);
    const attribution = await push(w.app, w.writer.token, {
      espaceId: w.espace.id,
      clientId,
      mutations: [mutation(clientId, 'location.create', { id: uuid(), emplacementId: other.id, type: 'Terrain commun', dateDebut: '2026-01-10', contacts: [{ id: titulaire, typeDeContact: 'Concessionnaire', nom: 'Martin' }] })],
    });
    expect(attribution.body.results[0]?.status).toBe('applied');

    const stored = async (table: typeof occupants | typeof contacts, id: string) => (await w.db.select({ civilite: table.civilite }).from(table).where(eq(table.id, id)))[0]?.civilite;
    expect(await stored(occupants, inconnu)).toBeNull();
    expect(await stored(occupants, madame)).toBe('F');
    expect(await stored(contacts, contactInconnu)).toBeNull();
    expect(await stored(contacts, contactMadame)).toBe('F');
    expect(await stored(contacts, titulaire)).toBeNull();

    const { rows } = await pullAll(w.app, w.reader.token, w.espace.id);
    expect(rows.get(`occupants/${inconnu}`)).toMatchObject({ civilite: null, dateNaissanceIncomplete: { jour: null, mois: null, annee: 1932 } });
    expect(rows.get(`occupants/${madame}`)?.civilite).toBe('F');
    expect(rows.get(`contacts/${contactInconnu}`)?.civilite).toBeNull();
    expect(rows.get(`contacts/${contactMadame}`)?.civilite).toBe('F');
    expect(rows.get(`contacts/${titulaire}`)?.civilite).toBeNull();
  });

  it('sets a known civility back to unknown by an update, and a change of one field leaves the civility alone', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    await seedLocation(w.db, w.espace.id, plot.id);
    const clientId = uuid();
    const id = uuid();
    const created = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'occupant.create', { id, emplacementId: plot.id, nom: 'Roux', civilite: 'H' })] });
    expect(created.body.results[0]?.status).toBe('applied');
    const cleared = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'occupant.update', { id, civilite: null }, { civilite: 'H' })] });
    expect(cleared.body.results[0]?.status).toBe('applied');
    const renamed = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'occupant.update', { id, prenom: 'Claude' }, { prenom: null })] });
    expect(renamed.body.results[0]?.status).toBe('applied');
    const { rows } = await pullAll(w.app, w.reader.token, w.espace.id);
    expect(rows.get(`occupants/${id}`)).toMatchObject({ civilite: null, prenom: 'Claude', nom: 'Roux' });
  });

  it('has no column default: a row written without a civility (as the bulk imports write) is null', async () => {
    const plot = await seedEmplacement(w.db, w.espace.id);
    const row = await seedRow(w.db, 'occupants', w.espace.id, { emplacementId: plot.id, nom: 'Sans civilité' });
    const contact = await seedRow(w.db, 'contacts', w.espace.id, { nom: 'Sans civilité' });
    expect((await w.db.select().from(occupants).where(eq(occupants.id, row.id)))[0]?.civilite).toBeNull();
    expect((await w.db.select().from(contacts).where(eq(contacts.id, contact.id)))[0]?.civilite).toBeNull();
  });

  it('refuses a civility that is neither H, F nor null, in French, writing nothing', async () => {
    const clientId = uuid();
    const id = uuid();
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'contact.create', { id, nom: 'X', civilite: 'Mlle' })] });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ status: 'rejected' });
    expect(res.body.results[0]?.error).toMatch(/Civilité invalide/);
    expect(await w.db.select().from(contacts).where(eq(contacts.id, id))).toEqual([]);
  });
});
