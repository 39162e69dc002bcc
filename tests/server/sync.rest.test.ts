import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runCommand } from '../../server/commands';
import { history, locations } from '../../server/db/schema';
import { requireAuth, requireEspace } from '../../server/http/authenticate';
import { bearer } from '../helpers/fixtures';
import { openWorld, seedEmplacement, seedLocation, type SyncWorld } from './syncKit';

let w: SyncWorld;
beforeAll(async () => {
  // A REST route of the spec's shape (PUT /api/locations/{id}/etatabandon), through the command layer.
  w = await openWorld((app) => app.withTypeProvider<ZodTypeProvider>().put(
    '/test/espaces/:espace/locations/:id/etatabandon',
    { preHandler: requireAuth, schema: { params: z.object({ espace: z.string(), id: z.string() }), body: z.object({ etatAbandon: z.unknown() }) } },
    async (request) => {
      const espace = await requireEspace(request, request.params.espace);
      return runCommand(request, espace.id, 'location.setEtatAbandon', { id: request.params.id, etatAbandon: request.body.etatAbandon });
    },
  ));
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const putEtat = (token: string, espaceId: string, id: string, etatAbandon: unknown) =>
  w.app.inject({ method: 'PUT', url: `/test/espaces/${espaceId}/locations/${id}/etatabandon`, headers: bearer(token), payload: { etatAbandon } });

describe('REST routes through the command layer', () => {
  it('apply with the same rules, seq and history as a push', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { etatAbandon: 1 });
    const res = await putEtat(w.writer.token, w.espace.id, loc.id, 4);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: string }>().status).toBe('applied');
    const [row] = await w.db.select().from(locations).where(eq(locations.id, loc.id));
    expect(row).toMatchObject({ etatAbandon: 4, version: 2 });
    expect(await w.db.select().from(history).where(eq(history.rowId, loc.id))).toHaveLength(1);
  });

  it('answer 400 with the rule, 403 for a reader, 404 for a foreign cemetery', async () => {
    const emp = await seedEmplacement(w.db, w.espace.id);
    const loc = await seedLocation(w.db, w.espace.id, emp.id);
    const bad = await putEtat(w.writer.token, w.espace.id, loc.id, 8);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe("L'état d'abandon doit être un nombre de 1 à 6.");
    expect((await putEtat(w.reader.token, w.espace.id, loc.id, 2)).statusCode).toBe(403);
    expect((await putEtat(w.stranger.token, w.espace.id, loc.id, 2)).statusCode).toBe(404);
    const archived = await seedLocation(w.db, w.espace.id, emp.id, { isArchived: true });
    expect((await putEtat(w.writer.token, w.espace.id, archived.id, 2)).json<{ message: string }>().message).toMatch(/archivée/);
  });
});
