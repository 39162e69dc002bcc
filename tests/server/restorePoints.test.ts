import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/domain/mutations/types';
import { changeSentence, type HistoryChange } from '../../src/domain/donnees/changeWording';
import { users } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { bearer } from '../helpers/fixtures';
import { mutation, openWorld, pullAll, push, uuid, type SyncWorld } from './syncKit';

/**
 * Restore points through the server (spec 000 §2.10, issue 15): real mutations pushed by devices, the history
 * the server keeps, the preview and the restore routes, and what a device pulls afterwards.
 */

let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
  await w.db.update(users).set({ civilite: 'F', nom: 'Dupont', prenom: 'Marie' }).where(eq(users.id, w.admin.id));
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const clientId = uuid();
async function apply(name: string, args: Record<string, unknown>, base: Record<string, unknown> = {}) {
  const res = await push(w.app, w.admin.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, name, args, base)] });
  expect(res.status).toBe(200);
  return res.body.results[0]?.status;
}

/** What a device sees after a pull from zero: live rows' business values (not the notifications). */
async function liveRows(): Promise<Record<string, unknown>> {
  const { rows } = await pullAll(w.app, w.admin.token, w.espace.id);
  const out: Record<string, unknown> = {};
  for (const [k, r] of rows) {
    if (r.deletedAt || k.startsWith('notifications/') || k.startsWith('espaces/')) continue;
    const { version: _v, seq: _s, updatedAt: _u, ...rest } = r as Row;
    out[k] = rest;
  }
  return out;
}

const api = {
  list: () => w.app.inject({ method: 'GET', url: `/api/restore-points?espace=${w.espace.id}`, headers: bearer(w.admin.token) }),
  preview: (avant: number, token = w.admin.token) =>
    w.app.inject({ method: 'POST', url: '/api/restore-points/preview', headers: bearer(token), payload: { espace: w.espace.id, avant } }),
  restore: (avant: number, dernier: number, token = w.admin.token) =>
    w.app.inject({ method: 'POST', url: '/api/restore-points/restore', headers: bearer(token), payload: { espace: w.espace.id, avant, dernier } }),
};

async function lastId(): Promise<number> {
  return (await api.list()).json<{ dernier: number }>().dernier;
}

describe('restore points through the server', () => {
  it('list the changes in plain words, preview, restore a moment, and undo the restore', async () => {
    const plot = uuid();
    await apply('emplacement.create', { id: plot, carre: 'A', allee: '2', numero: '1' });
    const location = uuid();
    expect(await apply('location.create', { id: location, emplacementId: plot, type: 'Concession', typeConcession: 'Familiale', dateDebut: '2020-01-01', duree: 30, famille: 'Martin' })).toBe('applied');
    const moment = (await lastId()) + 1;
    const before = await liveRows();
    expect(await apply('location.setEtatAbandon', { id: location, etatAbandon: 4 }, { etatAbandon: null })).toBe('applied');
    const extra = uuid();
    await apply('emplacement.create', { id: extra, carre: 'B', allee: '1', numero: '9' });
    const present = await liveRows();

    const listed = (await api.list()).json<{ changes: HistoryChange[] }>().changes;
    const sentences = listed.map(changeSentence);
    expect(sentences).toContain("Mme Dupont a modifié l'état d'abandon de Carré A - Allée 2 - N° 1");
    expect(sentences).toContain("Mme Dupont a créé l'emplacement Carré B - Allée 1 - N° 9");

    const preview = await api.preview(moment);
    expect(preview.statusCode).toBe(200);
    const shown = preview.json<{ total: number; dernier: number; counts: Record<string, number> }>();
    expect(shown.counts).toEqual({ rétablie: 0, modifiée: 1, supprimée: 1 });

    const done = await api.restore(moment, shown.dernier);
    expect(done.statusCode, done.body).toBe(200);
    expect(await liveRows()).toEqual(before);

    const afterRestore = (await api.list()).json<{ changes: HistoryChange[] }>().changes;
    const restoreChange = afterRestore.find((c) => c.name === 'donnees.restaurer');
    expect(restoreChange && changeSentence(restoreChange)).toMatch(/^Mme Dupont a restauré le cimetière à l'état du \d\d\/\d\d\/\d{4} à \d\d:\d\d \(2 fiches\)$/);

    // Undo: back to just before the restore.
    const undo = await api.preview(restoreChange?.firstHistoryId ?? 0);
    expect((await api.restore(restoreChange?.firstHistoryId ?? 0, undo.json<{ dernier: number }>().dernier)).statusCode).toBe(200);
    expect(await liveRows()).toEqual(present);
  });

  it('refuses a restore when the cemetery changed after the preview, and to whoever is not an administrator', async () => {
    const plot = uuid();
    await apply('emplacement.create', { id: plot, carre: 'C' });
    const moment = await lastId();
    const seen = (await api.preview(moment)).json<{ dernier: number }>().dernier;
    await apply('emplacement.update', { id: plot, notes: 'changée entre-temps' }, { notes: null });
    const late = await api.restore(moment, seen);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe("Le cimetière a été modifié depuis l'aperçu : vérifiez à nouveau ce qui sera restauré.");
    expect((await api.restore(moment, await lastId(), w.writer.token)).statusCode).toBe(403);
    expect((await api.restore(moment, await lastId(), w.stranger.token)).statusCode).toBe(404);
    const unknown = await api.preview(Number.MAX_SAFE_INTEGER);
    expect(unknown.json<{ message: string }>().message).toBe('Point de restauration introuvable.');
  });

  it('refuses, in French, a pushed restore whose values do not fit their columns or that would create a row', async () => {
    const plot = uuid();
    await apply('emplacement.create', { id: plot, carre: 'D' });
    const wrong = await push(w.app, w.admin.token, {
      espaceId: w.espace.id, clientId,
      mutations: [mutation(clientId, 'donnees.restaurer', { id: w.espace.id, moment: null, lignes: [{ table: 'emplacements', id: plot, valeurs: { surface: 'grand' } }] })],
    });
    expect(wrong.body.results[0]).toMatchObject({ status: 'rejected', error: 'Valeur invalide pour le champ surface (emplacements).' });
    const created = await push(w.app, w.admin.token, {
      espaceId: w.espace.id, clientId,
      mutations: [mutation(clientId, 'donnees.restaurer', { id: w.espace.id, moment: null, lignes: [{ table: 'emplacements', id: uuid(), valeurs: { carre: 'Z' } }] })],
    });
    expect(created.body.results[0]).toMatchObject({ status: 'rejected', error: 'Fiche introuvable : une restauration ne crée aucune fiche.' });
  });

  it('restores any moment of a random history of pushed changes, and its undo gives the present back', async () => {
    const plots = [uuid(), uuid(), uuid()];
    const step = fc.record({ plot: fc.constantFrom(0, 1, 2), op: fc.constantFrom('create', 'notes', 'notes', 'delete'), text: fc.string({ maxLength: 5 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), fc.nat(), async (steps, pick) => {
        const moments: Array<{ from: number; rows: Record<string, unknown> }> = [];
        for (const s of steps) {
          moments.push({ from: (await lastId()) + 1, rows: await liveRows() });
          const id = plots[s.plot] as string;
          if (s.op === 'create') await apply('emplacement.create', { id, carre: s.text });
          else if (s.op === 'delete') await apply('emplacement.delete', { id });
          else await apply('emplacement.update', { id, notes: s.text }, {});
        }
        const target = moments[pick % moments.length];
        if (!target || target.from > (await lastId())) return;
        const present = await liveRows();
        const preview = await api.preview(target.from);
        const { total, dernier } = preview.json<{ total: number; dernier: number }>();
        if (total === 0) {
          expect(present).toEqual(target.rows);
          return;
        }
        expect((await api.restore(target.from, dernier)).statusCode).toBe(200);
        expect(await liveRows()).toEqual(target.rows);
        const restoreFrom = dernier + 1;
        const undo = (await api.preview(restoreFrom)).json<{ dernier: number }>();
        expect((await api.restore(restoreFrom, undo.dernier)).statusCode).toBe(200);
        expect(await liveRows()).toEqual(present);
      }),
      { numRuns: 8 },
    );
  });
});
