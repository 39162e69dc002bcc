import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BulkConflictError, runBulk } from '../commands/bulk';
import type { CommandEnvelope } from '../commands';
import { badRequest, HttpError } from '../errors';
import { authOf, requireEspace, requireRole } from '../http/authenticate';
import { saveMedia } from '../media/media.service';
import { sha256Hex } from '../media/store';
import { MAX_SVG_BYTES, PLAN_REFUSALS } from '../svg/limits';
import { readPlanOffThread } from '../svg/readPlanOffThread';
import type { PlanShape } from '../svg/shapes';

const MSG_NO_FILE = 'Aucun fichier SVG reçu.';
const MSG_CHANGED_MEANWHILE = 'Les emplacements du cimetière ont été modifiés pendant l’import du plan. Rien n’a été modifié : relancez l’import.';
const query = z.object({ espaceId: z.uuid({ error: 'Cimetière introuvable.' }) });

export interface ImportSummary {
  created: number;
  updated: number;
  ignored: number;
  width: number;
  height: number;
}

interface ExistingPlot {
  id: string;
  carre: string | null;
  allee: string | null;
  numero: string | null;
  geometry: unknown;
}

const tripleKey = (carre: string | null, allee: string | null, numero: string | null) => JSON.stringify([carre ?? '', allee ?? '', numero ?? '']);

/** The uploaded bytes: one file of a multipart form, or the raw body. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw badRequest(MSG_NO_FILE);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new HttpError(413, PLAN_REFUSALS.tooLarge.message);
    return bytes;
  }
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.byteLength === 0) throw badRequest(MSG_NO_FILE);
  return body;
}

/**
 * The mutations of an import: the plan on the espace, then per shape a creation (new carré/allée/numéro)
 * or a new geometry (a plot named by its id or its carré/allée/numéro). A shape naming an unknown plot id,
 * or a plot already drawn earlier in the same file, is ignored and counted.
 */
export function planMutations(espaceId: string, plan: { sha256: string; width: number; height: number }, shapes: PlanShape[], existing: ExistingPlot[]) {
  const byId = new Map(existing.map((p) => [p.id, p]));
  const byTriple = new Map(existing.map((p) => [tripleKey(p.carre, p.allee, p.numero), p]));
  const seen = new Set<string>();
  const envelopes: CommandEnvelope[] = [
    { id: randomUUID(), name: 'espace.setPlan', args: { id: espaceId, mapSha256: plan.sha256, mapWidth: plan.width, mapHeight: plan.height } },
  ];
  let created = 0;
  let updated = 0;
  let ignored = 0;
  for (const shape of shapes) {
    const geometry = { type: 'Polygon', coordinates: [shape.ring] };
    const key = 'emplacementId' in shape.key ? shape.key.emplacementId : tripleKey(shape.key.carre, shape.key.allee, shape.key.numero);
    if (seen.has(key)) {
      ignored += 1;
      continue;
    }
    seen.add(key);
    const target = 'emplacementId' in shape.key ? byId.get(shape.key.emplacementId.toLowerCase()) : byTriple.get(key);
    if (target) {
      updated += 1;
      if (JSON.stringify(target.geometry) !== JSON.stringify(geometry)) {
        envelopes.push({ id: randomUUID(), name: 'emplacement.setGeometry', args: { id: target.id, geometry } });
      }
    } else if ('carre' in shape.key) {
      created += 1;
      const { carre, allee, numero } = shape.key;
      envelopes.push({ id: randomUUID(), name: 'emplacement.create', args: { id: randomUUID(), carre, allee, numero, geometry } });
    } else {
      ignored += 1;
    }
  }
  return { envelopes, created, updated, ignored };
}

/**
 * SVG plan update (spec 000 §2.8, POST /ESpaces/front_import_svg?espaceId=, administrators): the file is read
 * once, off the main thread and within the limits of svg/limits.ts (server/svg/readPlanOffThread.ts), cleaned
 * before anything is stored, kept in the media store (served only as an image, nosniff and a
 * sandbox CSP, by media.routes.ts), set on the espace and its plot shapes become plots, all through the
 * command layer so that every device receives them by the next pull. A bad file changes nothing.
 */
export async function planRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  // Raw SVG bytes whatever the declared type (the sanitiser reads them); multipart for form uploads.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_SVG_BYTES }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: MAX_SVG_BYTES, files: 1 } });

  app.post(
    '/ESpaces/front_import_svg',
    { preHandler: requireRole('ROLE_ADMIN'), bodyLimit: MAX_SVG_BYTES, config: { tooLarge: PLAN_REFUSALS.tooLarge.message }, schema: { querystring: query } },
    async (request): Promise<ImportSummary> => {
      const espace = await requireEspace(request, request.query.espaceId);
      const clean = await readPlanOffThread(await uploadedBytes(request));
      if (!clean.ok) throw new HttpError(clean.status, clean.message);
      const { shapes, ignored: unnamed } = clean;
      const db = request.server.deps.database.db;
      const auth = authOf(request);
      const bytes = new TextEncoder().encode(clean.svg);
      const size = { sha256: sha256Hex(bytes), width: Math.round(clean.width), height: Math.round(clean.height) };
      let plan: ReturnType<typeof planMutations> | undefined;
      // Everything is decided before the first write, then saved without holding the database (server/commands/bulk.ts).
      const outcome = await runBulk(db, {
        auth,
        espaceId: espace.id,
        nowMs: request.server.security.clock.now(),
        willOwn: [size.sha256],
        build: async (snapshot) => {
          plan = planMutations(espace.id, size, shapes, (await snapshot.liveRows('emplacements')) as unknown as ExistingPlot[]);
          return plan.envelopes;
        },
        // The plan's bytes belong to the cemetery's municipality (DESIGN §8), before espace.setPlan links them.
        beforeCommit: async () => {
          await saveMedia(db, request.server.mediaStore, { bytes, mime: 'image/svg+xml', owners: [espace.societeId], uploadedBy: auth.user.id });
        },
      }).catch((error: unknown) => {
        if (error instanceof BulkConflictError) throw new HttpError(409, MSG_CHANGED_MEANWHILE);
        throw error;
      });
      if (!outcome.ok) throw badRequest(`Import refusé : ${outcome.result.error ?? 'modification impossible'}. Rien n’a été modifié.`);
      if (!plan) throw new Error('plan absent');
      return { created: plan.created, updated: plan.updated, ignored: plan.ignored + unnamed.length, width: Math.round(clean.width), height: Math.round(clean.height) };
    },
  );
}
