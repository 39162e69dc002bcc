import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCellsOf } from '../../src/domain/import/importReport';
import { registerLines } from '../../src/domain/import/rows';
import { BulkConflictError, runBulk } from '../commands/bulk';
import { badRequest, HttpError } from '../errors';
import { authOf, requireEspace, requireRole } from '../http/authenticate';
import { cleanFileName, keepImportOutcome, mappingOf, withProposal } from '../import/importReports.service';
import { lazily } from '../import/planOffThread';
import { ocMappingOf, ocPlanOf, ocPreviewOf, readOpenCimetiereFile, registerSheetOf, requireOneCemetery } from '../import/openCimetiere.service';
import { MAX_OC_BYTES, OC_REFUSALS } from '../import/openCimetiereLimits';
import { communesOf, existingRows } from '../import/register.service';
import { etatsParam, stateChoicesOf } from '../import/stateChoices';
import { parisToday } from '../sync/clock';

const MSG_CHANGED_MEANWHILE = 'Le cimetière a été modifié pendant l’import. Rien n’a été importé : relancez l’import.';
const MSG_BAD_CEMETERY = 'Cimetière openCimetière invalide.';
const espaceQuery = z.object({
  espaceId: z.uuid({ error: 'Cimetière introuvable.' }),
  cimetiere: z.string({ error: MSG_BAD_CEMETERY }).max(100, MSG_BAD_CEMETERY).optional(),
});
const mappingQuery = espaceQuery.extend({ mapping: z.string({ error: 'Correspondance des colonnes invalide.' }).max(8000, 'Correspondance des colonnes invalide.').optional(), etats: etatsParam });
const importQuery = mappingQuery.extend({ nomFichier: z.string({ error: 'Nom de fichier invalide.' }).max(1000, 'Nom de fichier invalide.').optional() });

function uploaded(request: FastifyRequest): Uint8Array {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.byteLength === 0) throw badRequest(OC_REFUSALS.empty.message);
  return body;
}

/** `cimetiere` absent or empty: the export's only cemetery. */
const cemeteryOf = (query: { cimetiere?: string | undefined }) => (query.cimetiere === undefined || query.cimetiere === '' ? null : query.cimetiere);

/**
 * 'Import depuis openCimetière' of Infos cimetière (issue 26, administrators), in the three calls of the Excel
 * update (import.routes.ts), each receiving the file again: …/apercu (the export read as a register: its
 * columns, the proposed mapping, its cemeteries), …/simulation (the dry run, nothing written), and the import,
 * saved through the bulk path (server/commands/bulk.ts) like a register. `cimetiere` names the export's cemetery
 * to import into this one (needed when the export holds several). The same file twice changes nothing.
 */
export async function openCimetiereImportRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_OC_BYTES }, (_request, body, done) => done(null, body));
  const options = { preHandler: requireRole('ROLE_ADMIN'), bodyLimit: MAX_OC_BYTES, config: { tooLarge: OC_REFUSALS.tooLarge.message } };

  app.post('/ESpaces/front_import_opencimetiere/apercu', { ...options, schema: { querystring: espaceQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    // The cemetery's last mapping of an openCimetière export where its columns were seen (issue 26, importReports.service.ts).
    return withProposal(request.server.deps.database.db, espace.id, 'opencimetiere', ocPreviewOf(await readOpenCimetiereFile(uploaded(request), cemeteryOf(request.query))));
  });

  app.post('/ESpaces/front_import_opencimetiere/simulation', { ...options, schema: { querystring: mappingQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const file = await readOpenCimetiereFile(uploaded(request), cemeteryOf(request.query));
    requireOneCemetery(file);
    const db = request.server.deps.database.db;
    const mapping = await mappingOf(db, espace.id, 'opencimetiere', request.query.mapping, file.sheet.headers, (text) => ocMappingOf(file, text));
    const context = { today: parisToday(request.server.security.clock.now()), states: stateChoicesOf(request.query.etats) };
    const plan = await ocPlanOf(file, mapping, await existingRows(db, espace.id), await communesOf(db, espace.id), context);
    return { lignes: plan.lines, compteurs: plan.counts, etats: plan.etats };
  });

  app.post('/ESpaces/front_import_opencimetiere', { ...options, schema: { querystring: importQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const bytes = uploaded(request);
    const file = await readOpenCimetiereFile(bytes, cemeteryOf(request.query));
    requireOneCemetery(file);
    const db = request.server.deps.database.db;
    const mapping = await mappingOf(db, espace.id, 'opencimetiere', request.query.mapping, file.sheet.headers, (text) => ocMappingOf(file, text));
    const communes = await communesOf(db, espace.id);
    const context = { today: parisToday(request.server.security.clock.now()), states: stateChoicesOf(request.query.etats) };
    let plan: Awaited<ReturnType<typeof ocPlanOf>> | undefined;
    const outcome = await runBulk(db, {
      auth: authOf(request),
      espaceId: espace.id,
      nowMs: request.server.security.clock.now(),
      build: async (snapshot) => {
        plan = await ocPlanOf(file, mapping, await existingRows(db, espace.id, (table) => snapshot.liveRows(table)), communes, context);
        return plan.envelopes.map(({ id, name, args, prepared }) => ({ id, name, args, prepared }));
      },
    }).catch((error: unknown) => {
      if (error instanceof BulkConflictError) throw new HttpError(409, MSG_CHANGED_MEANWHILE);
      throw error;
    });
    if (!plan) throw new Error('plan absent');
    if (!outcome.ok) {
      const line = plan.envelopes.find((e) => e.id === outcome.envelope.id)?.line;
      throw badRequest(`Import refusé${line ? ` (ligne ${line})` : ''} : ${outcome.result.error ?? 'modification impossible'}. Rien n’a été importé.`);
    }
    // The mapping remembered, the report kept with the refused and partial lines of the sheet read (importReports.service.ts).
    const sheet = registerSheetOf(file);
    const rapport = await keepImportOutcome(db, request.log, {
      espaceId: espace.id,
      userId: authOf(request).user.id,
      nowMs: request.server.security.clock.now(),
      kind: 'opencimetiere',
      fileName: cleanFileName(request.query.nomFichier, 'opencimetiere'),
      bytes,
      headers: file.sheet.headers,
      mapping,
      lines: plan.lines,
      counts: { ...plan.counts },
      // Read again only when a line is kept (issue 26: a large export's lines read here would hold every other request).
      cellsOf: lazily(() => registerCellsOf(sheet.rows, sheet.headerRow, file.sheet.headers.length, mapping, registerLines(sheet.rows, mapping, sheet.headerRow + 1, { states: context.states }))),
    });
    return { message: 'Import réalisé', compteurs: plan.counts, refusees: plan.lines.filter((l) => l.status === 'refusé'), rapport };
  });
}
