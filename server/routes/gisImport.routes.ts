import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandEnvelope } from '../commands';
import { BulkConflictError, runBulk } from '../commands/bulk';
import { badRequest, HttpError } from '../errors';
import { authOf, requireEspace, requireRole } from '../http/authenticate';
import { cleanGisSvg, gisPlanOf, gisPreviewOf, readGisFile } from '../import/gis.service';
import { GIS_REFUSALS_HTTP, MAX_GIS_BYTES } from '../import/gisLimits';
import { cleanFileName, keepImportOutcome, mappingOf, withProposal } from '../import/importReports.service';
import { communesOf, existingRows, parseMapping } from '../import/register.service';
import { saveMedia } from '../media/media.service';
import { sha256Hex } from '../media/store';

const MSG_CHANGED_MEANWHILE = 'Le cimetière a été modifié pendant l’import. Rien n’a été importé : relancez l’import.';
const espaceQuery = z.object({ espaceId: z.uuid({ error: 'Cimetière introuvable.' }) });
const mappingQuery = espaceQuery.extend({ mapping: z.string({ error: 'Correspondance des attributs invalide.' }).max(8000, 'Correspondance des attributs invalide.').optional() });
const importQuery = mappingQuery.extend({ nomFichier: z.string({ error: 'Nom de fichier invalide.' }).max(1000, 'Nom de fichier invalide.').optional() });

function uploaded(request: FastifyRequest): Uint8Array {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.byteLength === 0) throw badRequest(GIS_REFUSALS_HTTP.empty.message);
  return body;
}

const sameControlPoints = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * 'Import d’un plan SIG (GeoJSON)' of Infos cimetière (issue 16, administrators), in the three calls of the
 * Excel update (import.routes.ts): …/apercu (projection, attributes, guessed mapping), …/simulation (the dry run
 * polygon by polygon, nothing written), and the import: the plan drawn from the polygons (cleaned by the SVG
 * import's sanitiser, kept in the media store), its four corners as control points so 'Me localiser' works at
 * once, and each polygon a plot created or updated with its outline, all in one bulk transaction for the
 * cemetery (server/commands/bulk.ts). The same file twice changes nothing the second time.
 */
export async function gisImportRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_GIS_BYTES }, (_request, body, done) => done(null, body));
  const options = { preHandler: requireRole('ROLE_ADMIN'), bodyLimit: MAX_GIS_BYTES };

  app.post('/ESpaces/front_import_geojson/apercu', { ...options, schema: { querystring: espaceQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    // The cemetery's last mapping of a GIS layer where its attributes were seen (issue 26, importReports.service.ts).
    return withProposal(request.server.deps.database.db, espace.id, 'geojson', gisPreviewOf(await readGisFile(uploaded(request))));
  });

  app.post('/ESpaces/front_import_geojson/simulation', { ...options, schema: { querystring: mappingQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const file = await readGisFile(uploaded(request));
    const db = request.server.deps.database.db;
    const mapping = await mappingOf(db, espace.id, 'geojson', request.query.mapping, file.propertyNames, (text) => parseMapping(text, file.propertyNames));
    const plan = gisPlanOf(file, mapping, await existingRows(db, espace.id), await communesOf(db, espace.id));
    return { lignes: plan.lines, compteurs: plan.counts };
  });

  app.post('/ESpaces/front_import_geojson', { ...options, schema: { querystring: importQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const bytes = uploaded(request);
    const file = await readGisFile(bytes);
    const db = request.server.deps.database.db;
    const mapping = await mappingOf(db, espace.id, 'geojson', request.query.mapping, file.propertyNames, (text) => parseMapping(text, file.propertyNames));
    const svg = await cleanGisSvg(file);
    const sha256 = sha256Hex(svg.bytes);
    const auth = authOf(request);
    const communes = await communesOf(db, espace.id);
    let plan: ReturnType<typeof gisPlanOf> | undefined;
    const outcome = await runBulk(db, {
      auth,
      espaceId: espace.id,
      nowMs: request.server.security.clock.now(),
      willOwn: [sha256],
      build: async (snapshot) => {
        plan = gisPlanOf(file, mapping, await existingRows(db, espace.id, (table) => snapshot.liveRows(table)), communes);
        const envelopes: CommandEnvelope[] = [];
        if (espace.mapSha256 !== sha256 || espace.mapWidth !== svg.width || espace.mapHeight !== svg.height) {
          envelopes.push({ id: randomUUID(), name: 'espace.setPlan', args: { id: espace.id, mapSha256: sha256, mapWidth: svg.width, mapHeight: svg.height } });
        }
        if (!sameControlPoints(espace.controlPoints, file.layout.controlPoints)) {
          envelopes.push({ id: randomUUID(), name: 'espace.setControlPoints', args: { id: espace.id, controlPoints: file.layout.controlPoints } });
        }
        return [...envelopes, ...plan.envelopes.map(({ id, name, args }) => ({ id, name, args }))];
      },
      // The plan's bytes belong to the cemetery's municipality (DESIGN §8), before espace.setPlan links them.
      beforeCommit: async () => {
        await saveMedia(db, request.server.mediaStore, { bytes: svg.bytes, mime: 'image/svg+xml', owners: [espace.societeId], uploadedBy: auth.user.id });
      },
    }).catch((error: unknown) => {
      if (error instanceof BulkConflictError) throw new HttpError(409, MSG_CHANGED_MEANWHILE);
      throw error;
    });
    if (!plan) throw new Error('plan absent');
    if (!outcome.ok) {
      const line = plan.envelopes.find((e) => e.id === outcome.envelope.id)?.line;
      throw badRequest(`Import refusé${line ? ` (polygone ${line})` : ''} : ${outcome.result.error ?? 'modification impossible'}. Rien n’a été importé.`);
    }
    // The mapping remembered, the report kept with each refused or partial polygon's attributes (importReports.service.ts).
    const features = new Map(file.features.map((f) => [f.index, f]));
    const rapport = await keepImportOutcome(db, request.log, {
      espaceId: espace.id,
      userId: auth.user.id,
      nowMs: request.server.security.clock.now(),
      kind: 'geojson',
      fileName: cleanFileName(request.query.nomFichier, 'plan.geojson'),
      bytes,
      headers: file.propertyNames,
      mapping,
      lines: plan.lines,
      counts: { ...plan.counts },
      cellsOf: (line) => {
        const feature = features.get(line);
        return feature ? file.propertyNames.map((name) => feature.properties[name] ?? null) : null;
      },
    });
    return { message: 'Import réalisé', compteurs: plan.counts, refusees: plan.lines.filter((l) => l.status === 'refusé'), rapport };
  });
}
