import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCellsOf } from '../../src/domain/import/importReport';
import type { DryRunLine, ImportCounts } from '../../src/domain/import/plan';
import { registerLines } from '../../src/domain/import/rows';
import { BulkConflictError, runBulk, type BulkEnvelope } from '../commands/bulk';
import { badRequest, HttpError } from '../errors';
import { authOf, requireEspace, requireRole } from '../http/authenticate';
import { cleanFileName, keepImportOutcome, mappingOf, withProposal } from '../import/importReports.service';
import { MAX_REGISTER_BYTES, REGISTER_REFUSALS } from '../import/limits';
import { dryRunJsonOf, envelopeBatches, lazily, packedSheet, planRegisterParts, rowsOf } from '../import/planOffThread';
import { unpack } from '../offthread/packed';
import { communesOf, existingRows, guessedMapping, headersOf, parseMapping, previewOf, readSheet } from '../import/register.service';
import { etatsParam, stateChoicesOf } from '../import/stateChoices';
import { parisToday } from '../sync/clock';

const MSG_CHANGED_MEANWHILE = 'Le cimetière a été modifié pendant l’import. Rien n’a été importé : relancez l’import.';
const espaceQuery = z.object({ espaceId: z.uuid({ error: 'Cimetière introuvable.' }) });
const mappingQuery = espaceQuery.extend({ mapping: z.string({ error: 'Correspondance des colonnes invalide.' }).max(8000, 'Correspondance des colonnes invalide.').optional(), etats: etatsParam });
const importQuery = mappingQuery.extend({ nomFichier: z.string({ error: 'Nom de fichier invalide.' }).max(1000, 'Nom de fichier invalide.').optional() });

function uploaded(request: FastifyRequest): Uint8Array {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.byteLength === 0) throw badRequest(REGISTER_REFUSALS.empty.message);
  return body;
}

/**
 * 'Mise à jour Excel' of Infos cimetière (spec 000 §2.8, POST /ESpaces/front_import_excel?espaceId=,
 * administrators), in three calls that each receive the file (the server keeps nothing between them):
 * - …/apercu: the columns found, a few values of each, the mapping proposed: the cemetery's last one where its
 *   headers were seen, guessed from the headers and values elsewhere (issue 26, importReports.service.ts);
 * - …/simulation: the dry run, line by line, with the mapping the user chose (absent: the proposed one);
 *   nothing is written;
 * - the import itself: the same plan, saved through the bulk path (server/commands/bulk.ts) in one short
 *   transaction for the cemetery, so that other users are answered meanwhile and every device receives the
 *   new rows by its next pull. Refused lines are left out; importing the same file again changes nothing.
 *   Then its mapping is remembered and its report kept (refused and partial lines, downloadable as a workbook:
 *   importReports.routes.ts); the answer names the report.
 */
export async function importRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_REGISTER_BYTES }, (_request, body, done) => done(null, body));
  const options = { preHandler: requireRole('ROLE_ADMIN'), bodyLimit: MAX_REGISTER_BYTES, config: { tooLarge: REGISTER_REFUSALS.tooLarge.message } };

  app.post('/ESpaces/front_import_excel/apercu', { ...options, schema: { querystring: espaceQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    return withProposal(request.server.deps.database.db, espace.id, 'excel', previewOf(await readSheet(uploaded(request))));
  });

  app.post('/ESpaces/front_import_excel/simulation', { ...options, schema: { querystring: mappingQuery } }, async (request, reply) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const sheet = await readSheet(uploaded(request));
    const db = request.server.deps.database.db;
    const headers = headersOf(sheet);
    const mapping = await mappingOf(db, espace.id, 'excel', request.query.mapping, headers, (text) => parseMapping(text, headers, guessedMapping(sheet)));
    const states = stateChoicesOf(request.query.etats);
    const packed = await packedSheet(sheet);
    // Planned off the main thread, its lines packed as they are planned and its answer made from them by parts:
    // a dry run of 100,000 lines holds nobody, nor its lines whole as objects (issue 26).
    const plan = await planRegisterParts([packed, mapping, await existingRows(db, espace.id), await communesOf(db, espace.id), { today: parisToday(request.server.security.clock.now()), states }], { envelopes: false, lines: 'all' });
    return reply.type('application/json; charset=utf-8').send(await dryRunJsonOf(plan.lines, { compteurs: plan.counts, etats: plan.etats }));
  });

  app.post('/ESpaces/front_import_excel', { ...options, schema: { querystring: importQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const bytes = uploaded(request);
    const sheet = await readSheet(bytes);
    const db = request.server.deps.database.db;
    const headers = headersOf(sheet);
    const mapping = await mappingOf(db, espace.id, 'excel', request.query.mapping, headers, (text) => parseMapping(text, headers, guessedMapping(sheet)));
    const communes = await communesOf(db, espace.id);
    const context = { today: parisToday(request.server.security.clock.now()), states: stateChoicesOf(request.query.etats) };
    // The rows kept packed from here on: a plan made again after a conflict, and the report, read them again.
    const packed = await packedSheet(sheet);
    let plan: { lines: DryRunLine[]; counts: ImportCounts } | undefined;
    const outcome = await runBulk(db, {
      auth: authOf(request),
      espaceId: espace.id,
      nowMs: request.server.security.clock.now(),
      build: async (snapshot) => {
        // By parts (issue 26, memory): of the lines, only the refused and partial ones (what the answer and the
        // report keep) come back; the mutations stay packed and are handed to the bulk path a chunk at a time,
        // each chunk decided and let go before the next is read.
        const parts = await planRegisterParts([packed, mapping, await existingRows(db, espace.id, (table) => snapshot.liveRows(table)), communes, context], { envelopes: 'validated', lines: 'reported' });
        plan = { lines: await unpack<DryRunLine>(parts.lines), counts: parts.counts };
        return envelopeBatches(parts);
      },
    }).catch((error: unknown) => {
      if (error instanceof BulkConflictError) throw new HttpError(409, MSG_CHANGED_MEANWHILE);
      throw error;
    });
    if (!plan) throw new Error('plan absent');
    if (!outcome.ok) {
      const line = (outcome.envelope as BulkEnvelope).line;
      throw badRequest(`Import refusé${line ? ` (ligne ${line})` : ''} : ${outcome.result.error ?? 'modification impossible'}. Rien n’a été importé.`);
    }
    const rapport = await keepImportOutcome(db, request.log, {
      espaceId: espace.id,
      userId: authOf(request).user.id,
      nowMs: request.server.security.clock.now(),
      kind: 'excel',
      fileName: cleanFileName(request.query.nomFichier, 'registre'),
      bytes,
      headers,
      mapping,
      lines: plan.lines,
      counts: { ...plan.counts },
      // The lines read again as the plan read them, for the plot a continued line took from the line above.
      // Read again only when a line is kept: 100,000 lines read here would hold every other request (issue 26).
      cellsOf: lazily(() => {
        const rows = rowsOf(packed);
        return registerCellsOf(rows, packed.headerRow, headers.length, mapping, registerLines(rows, mapping, packed.headerRow + 1, { states: context.states }));
      }),
    });
    return {
      message: 'Import réalisé',
      compteurs: plan.counts,
      refusees: plan.lines.filter((l) => l.status === 'refusé'),
      partielles: plan.lines.filter((l) => l.status !== 'refusé' && l.warnings.length > 0),
      rapport,
    };
  });
}
