import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_REPORTS_PER_ESPACE } from '../../src/domain/import/importReport';
import { HttpError, notFound } from '../errors';
import { requireEspace, requireRole } from '../http/authenticate';
import { findImportReport, listImportReports } from '../import/importReports.repository';
import { attachment, reportWorkbook, workbookFileName } from '../import/reportWorkbook';

const MSG_NOT_FOUND = 'Rapport d’import introuvable.';
const MSG_NO_LINES = 'Cet import n’a aucune ligne refusée ni à vérifier : il n’y a rien à reprendre.';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const listQuery = z.object({ espaceId: z.uuid({ error: 'Cimetière introuvable.' }) });
const reportParams = z.object({ id: z.uuid({ error: MSG_NOT_FOUND }) });

/**
 * 'Imports précédents' of Infos cimetière (issue 26, administrators): the reports the imports of a cemetery
 * left (server/import/importReports.service.ts), newest first, and the workbook of one report's lines to take
 * up. A report of a cemetery the caller may not see answers 404, as an unknown one.
 */
export async function importReportsRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ROLE_ADMIN');

  app.get('/ESpaces/imports', { preHandler: admin, schema: { querystring: listQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const rows = await listImportReports(request.server.deps.database.db, espace.id);
    return {
      limite: MAX_REPORTS_PER_ESPACE,
      rapports: rows.map((r) => ({
        id: r.id,
        source: r.kind,
        fichier: r.fileName,
        taille: r.fileSize,
        sha256: r.fileSha256,
        date: r.createdAt,
        par: r.userId && r.username ? { civilite: r.civilite, nom: r.nom, prenom: r.prenom, identite: r.identite, username: r.username } : null,
        compteurs: r.counts,
        lignesConservees: r.kept,
        lignesOmises: r.omitted,
      })),
    };
  });

  app.get('/ESpaces/imports/:id/lignes.xlsx', { preHandler: admin, schema: { params: reportParams } }, async (request, reply) => {
    const report = await findImportReport(request.server.deps.database.db, request.params.id);
    if (!report) throw notFound(MSG_NOT_FOUND);
    await requireEspace(request, report.espaceId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404 ? notFound(MSG_NOT_FOUND) : error;
    });
    if (report.lines.length === 0) throw notFound(MSG_NO_LINES);
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', attachment(workbookFileName(report.fileName)))
      .header('cache-control', 'no-store')
      .send(reportWorkbook(report));
  });
}
