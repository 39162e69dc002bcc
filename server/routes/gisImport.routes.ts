import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandEnvelope } from '../commands';
import { BulkConflictError, runBulk } from '../commands/bulk';
import { badRequest, HttpError } from '../errors';
import { authOf, requireEspace, requireRole } from '../http/authenticate';
import {
  carreMapping, type GisFile, drawGisPlan, espacePlanFields, gisPlanOf, gisPreviewOf, loadPlanState, parseContent, planFingerprint, plotOutlinesAfter, readGisFile,
} from '../import/gis.service';
import { GIS_REFUSALS_HTTP, MAX_GIS_BYTES } from '../import/gisLimits';
import { cleanFileName, keepImportOutcome, mappingOf, withProposal } from '../import/importReports.service';
import { etatsParam, stateChoicesOf } from '../import/stateChoices';
import { parisToday } from '../sync/clock';
import type { LayerContent } from '../../src/domain/geo/placementNotices';
import type { Db } from '../db/client';
import { pointsOf } from '../../src/domain/geo/gisDrawing';
import type { ExistingRows } from '../../src/domain/import/plan';
import { gisMapping } from '../../src/domain/import/gis';
import { communesOf, existingRows, parseMapping } from '../import/register.service';
import { saveMedia } from '../media/media.service';
import { sha256Hex } from '../media/store';

const MSG_CHANGED_MEANWHILE = 'Le cimetière a été modifié pendant l’import. Rien n’a été importé : relancez l’import.';
const espaceQuery = z.object({
  espaceId: z.uuid({ error: 'Cimetière introuvable.' }),
  contenu: z.enum(['emplacements', 'carres'], { error: 'Contenu du fichier invalide : choisissez « emplacements » ou « carres ».' }).optional(),
});
const mappingQuery = espaceQuery.extend({ mapping: z.string({ error: 'Correspondance des attributs invalide.' }).max(8000, 'Correspondance des attributs invalide.').optional(), etats: etatsParam });
const importQuery = mappingQuery.extend({ nomFichier: z.string({ error: 'Nom de fichier invalide.' }).max(1000, 'Nom de fichier invalide.').optional() });

/** The kind a layer's mapping is remembered and its report kept under (src/domain/import/sources.ts). */
const kindOf = (content: LayerContent) => (content === 'carres' ? 'carres' : 'geojson');

/** The mapping sent, or the cemetery's remembered one where the attributes were seen, else the guess for what the file holds. */
const mappingFor = (db: Db, espaceId: string, content: LayerContent, text: string | undefined, file: GisFile) =>
  mappingOf(db, espaceId, kindOf(content), text, file.propertyNames, (sent) =>
    (sent === undefined || sent === '') && content === 'carres' ? carreMapping(file.propertyNames, file.features) : parseMapping(sent, file.propertyNames, gisMapping(file.propertyNames, file.features)));

function uploaded(request: FastifyRequest): Uint8Array {
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.byteLength === 0) throw badRequest(GIS_REFUSALS_HTTP.empty.message);
  return body;
}

const sameControlPoints = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const canonicalOutlines = (rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>) => rings.map(pointsOf).sort().join('|');

/** The drawing of a plan (cleaned, off the main thread) and the outlines it was made of, to check them at the write. */
async function drawingOf(plan: ReturnType<typeof gisPlanOf>, existing: ExistingRows) {
  if (!plan.frame) return null;
  const outlines = plotOutlinesAfter(existing, plan.envelopes);
  return { svg: await drawGisPlan(plan.frame, outlines, plan.decor), outlines: canonicalOutlines(outlines) };
}

/**
 * 'Import d’un plan SIG (GeoJSON)' of Infos cimetière (issues 16 and 26, administrators), in the three calls of
 * the Excel update (import.routes.ts): …/apercu (projection, attributes, guessed mapping, warnings), …/simulation
 * (the dry run polygon by polygon and what happens to the plan, nothing written), and the import. `contenu` says
 * what the file holds: plots (one grave a polygon, the default) or carrés (one carré a polygon). The layer is laid
 * on the cemetery's plan (src/domain/geo/gisPlacement.ts): drawn, kept, extended or replaced, every plot already
 * drawn kept where it is on the ground when the plan is georeferenced; a new drawing is cleaned by the SVG
 * import's sanitiser, kept in the media store, and its corners become the control points. All in one bulk
 * transaction for the cemetery (server/commands/bulk.ts). The same file twice changes nothing the second time.
 */
export async function gisImportRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_GIS_BYTES }, (_request, body, done) => done(null, body));
  const options = { preHandler: requireRole('ROLE_ADMIN'), bodyLimit: MAX_GIS_BYTES, config: { tooLarge: GIS_REFUSALS_HTTP.tooLarge.message } };

  app.post('/ESpaces/front_import_geojson/apercu', { ...options, schema: { querystring: espaceQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const content = parseContent(request.query.contenu);
    const bytes = uploaded(request);
    const db = request.server.deps.database.db;
    const state = await loadPlanState(db, request.server.mediaStore, espace);
    // The cemetery's last mapping of such a layer where its attributes were seen (issue 26, importReports.service.ts).
    return withProposal(db, espace.id, kindOf(content), gisPreviewOf(await readGisFile(bytes, content, state), content, state));
  });

  app.post('/ESpaces/front_import_geojson/simulation', { ...options, schema: { querystring: mappingQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const content = parseContent(request.query.contenu);
    const bytes = uploaded(request);
    const db = request.server.deps.database.db;
    const state = await loadPlanState(db, request.server.mediaStore, espace);
    const file = await readGisFile(bytes, content, state);
    const mapping = await mappingFor(db, espace.id, content, request.query.mapping, file);
    const context = { today: parisToday(request.server.security.clock.now()), states: stateChoicesOf(request.query.etats) };
    const plan = gisPlanOf(file, content, mapping, await existingRows(db, espace.id), await communesOf(db, espace.id), state, context);
    return { lignes: plan.lines, compteurs: plan.counts, etats: plan.etats, plan: plan.plan, avertissements: plan.avertissements };
  });

  app.post('/ESpaces/front_import_geojson', { ...options, schema: { querystring: importQuery } }, async (request) => {
    const espace = await requireEspace(request, request.query.espaceId);
    const content = parseContent(request.query.contenu);
    const bytes = uploaded(request);
    const db = request.server.deps.database.db;
    const state = await loadPlanState(db, request.server.mediaStore, espace);
    const file = await readGisFile(bytes, content, state);
    const mapping = await mappingFor(db, espace.id, content, request.query.mapping, file);
    const auth = authOf(request);
    const communes = await communesOf(db, espace.id);
    const context = { today: parisToday(request.server.security.clock.now()), states: stateChoicesOf(request.query.etats) };
    // The new drawing is made from the plots' outlines as the rows read now give them; the write decides again
    // from its snapshot and starts over when the plan or the outlines it would draw are no longer the same.
    const now = file.placement.frame ? await existingRows(db, espace.id) : null;
    const drawing = now ? await drawingOf(gisPlanOf(file, content, mapping, now, communes, state, context), now) : null;
    const sha256 = drawing ? sha256Hex(drawing.svg.bytes) : null;
    let plan: ReturnType<typeof gisPlanOf> | undefined;
    const outcome = await runBulk(db, {
      auth,
      espaceId: espace.id,
      nowMs: request.server.security.clock.now(),
      willOwn: sha256 ? [sha256] : [],
      build: async (snapshot) => {
        const fresh = await espacePlanFields(db, espace.id);
        const rows = await existingRows(db, espace.id, (table) => snapshot.liveRows(table));
        if (!fresh || planFingerprint(fresh, rows.emplacements) !== state.fingerprint) throw new BulkConflictError(MSG_CHANGED_MEANWHILE);
        plan = gisPlanOf(file, content, mapping, rows, communes, state, context);
        if (drawing && canonicalOutlines(plotOutlinesAfter(rows, plan.envelopes)) !== drawing.outlines) throw new BulkConflictError(MSG_CHANGED_MEANWHILE);
        const envelopes: CommandEnvelope[] = [];
        const svg = drawing?.svg;
        if (svg && sha256 && (fresh.mapSha256 !== sha256 || fresh.mapWidth !== svg.width || fresh.mapHeight !== svg.height)) {
          envelopes.push({ id: randomUUID(), name: 'espace.setPlan', args: { id: espace.id, mapSha256: sha256, mapWidth: svg.width, mapHeight: svg.height } });
        }
        if (plan.controlPoints && !sameControlPoints(fresh.controlPoints, plan.controlPoints)) {
          envelopes.push({ id: randomUUID(), name: 'espace.setControlPoints', args: { id: espace.id, controlPoints: plan.controlPoints } });
        }
        return [...envelopes, ...plan.envelopes.map(({ id, name, args, prepared }) => ({ id, name, args, ...(prepared ? { prepared } : {}) }))];
      },
      // The plan's bytes belong to the cemetery's municipality (DESIGN §8), before espace.setPlan links them.
      beforeCommit: async () => {
        if (drawing) await saveMedia(db, request.server.mediaStore, { bytes: drawing.svg.bytes, mime: 'image/svg+xml', owners: [espace.societeId], uploadedBy: auth.user.id });
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
      kind: kindOf(content),
      fileName: cleanFileName(request.query.nomFichier, content === 'carres' ? 'carres.geojson' : 'plan.geojson'),
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
    return { message: 'Import réalisé', compteurs: plan.counts, refusees: plan.lines.filter((l) => l.status === 'refusé'), plan: plan.plan, rapport };
  });
}
