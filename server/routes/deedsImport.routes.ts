import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BulkConflictError, runBulk } from '../commands/bulk';
import { badRequest, HttpError } from '../errors';
import { authOf, requireEspace, requireRole } from '../http/authenticate';
import { deedsAnswer, deedsPlanOf, readDeedsArchive } from '../import/deeds.service';
import { DEEDS_REFUSALS, MAX_DEEDS_ZIP_BYTES } from '../import/deedsLimits';
import { liveRows } from '../import/register.service';
import { saveMedia } from '../media/media.service';

const MSG_CHANGED_MEANWHILE = 'Le cimetière a été modifié pendant l’import. Rien n’a été importé : relancez l’import.';
const espaceQuery = z.object({ espaceId: z.uuid({ error: 'Cimetière introuvable.' }) });

function uploaded(request: FastifyRequest): Uint8Array {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.byteLength === 0) throw badRequest(DEEDS_REFUSALS.empty.message);
  return body;
}

/**
 * 'Import des actes scannés (ZIP)' of Infos cimetière (issue 16, administrators): a ZIP of PDFs named after
 * their plot or concession number. …/simulation says, file by file, which concession each PDF joins and which
 * files matched nothing or were skipped, writing nothing; the import stores the PDFs in the media store (by
 * SHA-256, as the sheet's Documents section does) and adds them to their concessions' documents in one bulk
 * transaction for the cemetery. The same archive twice attaches nothing the second time.
 */
export async function deedsImportRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_DEEDS_ZIP_BYTES }, (_request, body, done) => done(null, body));
  const options = { preHandler: requireRole('ROLE_ADMIN'), bodyLimit: MAX_DEEDS_ZIP_BYTES, config: { tooLarge: DEEDS_REFUSALS.tooLarge.message }, schema: { querystring: espaceQuery } };

  app.post('/ESpaces/front_import_actes/simulation', options, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const archive = await readDeedsArchive(uploaded(request));
    const db = request.server.deps.database.db;
    return deedsAnswer(archive, await deedsPlanOf(archive, (table) => liveRows(db, espace.id, table)));
  });

  app.post('/ESpaces/front_import_actes', options, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const archive = await readDeedsArchive(uploaded(request));
    const db = request.server.deps.database.db;
    const auth = authOf(request);
    let plan: Awaited<ReturnType<typeof deedsPlanOf>> | undefined;
    const outcome = await runBulk(db, {
      auth,
      espaceId: espace.id,
      nowMs: request.server.security.clock.now(),
      willOwn: archive.pdfs.map((p) => p.sha256),
      build: async (snapshot) => {
        plan = await deedsPlanOf(archive, (table) => snapshot.liveRows(table));
        return plan.envelopes;
      },
      // The scans belong to the cemetery's municipality (DESIGN §8) before their documents link them.
      beforeCommit: async () => {
        const attached = new Set(plan?.envelopes.map((e) => e.args.mediaSha256));
        for (const pdf of archive.pdfs) {
          if (attached.has(pdf.sha256)) await saveMedia(db, request.server.mediaStore, { bytes: pdf.bytes, mime: 'application/pdf', owners: [espace.societeId], uploadedBy: auth.user.id });
        }
      },
    }).catch((error: unknown) => {
      if (error instanceof BulkConflictError) throw new HttpError(409, MSG_CHANGED_MEANWHILE);
      throw error;
    });
    if (!plan) throw new Error('plan absent');
    if (!outcome.ok) throw badRequest(`Import refusé : ${outcome.result.error ?? 'modification impossible'}. Rien n’a été importé.`);
    return { message: 'Import réalisé', ...deedsAnswer(archive, plan) };
  });
}
