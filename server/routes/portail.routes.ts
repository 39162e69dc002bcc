import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { portalUrl } from '../../src/domain/constants/portail';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { parsePortalQuery, type PortalQuery } from '../../src/domain/portail/portalSearch';
import { planMapOf } from '../../src/domain/portail/guide';
import { HttpError, notFound } from '../errors';
import { openMedia } from '../media/media.service';
import { parisToday } from '../sync/clock';
import { GUIDE_SCRIPT } from '../portail/guideScript';
import { cemeteryPage, deceasedPage, messagePage, MSG_DECEASED_NOT_FOUND, MSG_PORTAL_NOT_FOUND, portalBase, resultsPage } from '../portail/pages';
import { planView } from '../portail/planView';
import { findPortalEspace, type PortalEspace } from '../portail/portail.repository';
import { PortalIndexes, PortalPlots } from '../portail/portail.service';

/** Searches per visitor address (issue 30): a family looks up a few names; a script may not read the register. */
export const PORTAL_SEARCH_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** Pages change when the town edits them: five minutes of cache, on the phone and in any shared cache. */
const PAGE_CACHE = 'public, max-age=300';
const FILE_CACHE = 'public, max-age=3600';
const UID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

const TITLES: Record<number, string> = { 400: 'Recherche invalide', 404: 'Page introuvable', 429: 'Trop de recherches', 503: 'Service momentanément indisponible' };

/**
 * The cemetery's public portal (issue 30), server-rendered HTML at /portail/{identifiant}, for cemeteries
 * online ('actif') only: no sign-in, no app bundle, no service worker. The cemetery page is indexable and
 * cached; searches and a deceased's page are rate-limited per address and marked noindex. Every refusal is
 * a French HTML page (never JSON, never a 500 for a malformed request); an unknown or inactive cemetery,
 * and a hidden or too recent deceased, answer 404 alike, so the portal does not say which exist.
 */
export async function portailRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const indexes = new PortalIndexes();
  const plans = new PortalPlots();
  const today = () => parisToday(app.security.clock.now());

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error instanceof HttpError ? error.statusCode
      : hasZodFastifySchemaValidationErrors(error) ? 400
      : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500 && !(error instanceof HttpError)) request.log.error({ err: error, req: request }, 'Erreur interne du serveur');
    const message = error instanceof HttpError ? error.message : status === 500 ? 'Erreur du serveur : réessayez dans un moment.' : 'Requête invalide.';
    const retryAfter = (error instanceof HttpError ? (error.details as { retryAfter?: unknown } | undefined)?.retryAfter : undefined);
    if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
    const uid = (request.params as { uid?: unknown } | undefined)?.uid;
    const back = typeof uid === 'string' && UID.test(uid) && status !== 404 ? portalBase(uid) : null;
    return htmlAnswer(reply.code(status), messagePage(TITLES[status] ?? 'Erreur', message, back), 'no-store');
  });

  async function espaceOf(request: UidRequest): Promise<PortalEspace> {
    const { uid } = request.params;
    const espace = UID.test(uid) ? await findPortalEspace(db, uid) : null;
    if (!espace) throw notFound(MSG_PORTAL_NOT_FOUND);
    return espace;
  }

  // Its address carries a digest of its text (GUIDE_SCRIPT_PATH): a phone keeps it a year and asks again only for a new one.
  app.get('/portail/me-guider.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').send(GUIDE_SCRIPT));

  app.get<{ Params: { uid: string } }>('/portail/:uid', { schema: { hide: true } }, async (request, reply) =>
    htmlAnswer(reply, cemeteryPage(await espaceOf(request)), PAGE_CACHE));

  app.get<{ Params: { uid: string } }>(
    '/portail/:uid/recherche',
    { schema: { hide: true }, config: { rateLimit: PORTAL_SEARCH_RATE_LIMIT } },
    async (request, reply) => {
      const espace = await espaceOf(request);
      const parsed = parsePortalQuery(request.query as Record<string, unknown>);
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      const query: PortalQuery = parsed.query;
      if (!query.nom) return reply.redirect(portalBase(espace.uid ?? ''), 303);
      const search = await indexes.of(db, espace, today());
      reply.header('X-Robots-Tag', 'noindex');
      return htmlAnswer(reply, resultsPage(espace, query, search.search(query)), PAGE_CACHE);
    },
  );

  app.get<{ Params: { uid: string; id: string } }>(
    '/portail/:uid/defunt/:id',
    { schema: { hide: true }, config: { rateLimit: PORTAL_SEARCH_RATE_LIMIT } },
    async (request, reply) => {
      const espace = await espaceOf(request);
      const { id } = request.params;
      const deceased = UUID.test(id) ? (await indexes.of(db, espace, today())).find(id.toLowerCase()) : undefined;
      if (!deceased) throw notFound(MSG_DECEASED_NOT_FOUND);
      let plan = null;
      if (espace.mapSha256 && espace.mapWidth && espace.mapHeight) {
        const plots = await plans.of(db, espace);
        plan = planView({
          href: `${portalBase(espace.uid ?? '')}/plan.svg?v=${espace.mapSha256.slice(0, 12)}`,
          width: espace.mapWidth, height: espace.mapHeight, grave: plots.find((p) => p.id === deceased.emplacementId) ?? null, plots,
          guide: planMapOf(espace.controlPoints),
        });
      }
      reply.header('X-Robots-Tag', 'noindex');
      return htmlAnswer(reply, deceasedPage(espace, deceased, plan), PAGE_CACHE);
    },
  );

  /** The plan and the two documents the town published: the only files the portal serves. */
  async function sendFile(reply: FastifyReply, sha256: string | null, mime: string, name: string | null) {
    if (!sha256) throw notFound('Ce document n’est pas publié sur le portail.');
    let file;
    try {
      file = await openMedia(db, app.mediaStore, sha256);
    } catch (error) {
      reply.log.error(error);
      throw new HttpError(503, 'Le fichier est momentanément indisponible : réessayez dans un moment.');
    }
    if (!file || file.mime !== mime) throw notFound('Ce document n’est pas publié sur le portail.');
    reply
      .type(mime)
      .header('Content-Length', String(file.size))
      .header('Cache-Control', FILE_CACHE)
      .header('ETag', `"${sha256}"`)
      .header('X-Robots-Tag', mime === 'image/svg+xml' ? 'noindex' : 'index')
      // An SVG or a PDF opened on its own runs nothing and reaches nothing.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (name) reply.header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(name.endsWith('.pdf') ? name : `${name}.pdf`)}`);
    return reply.send(file.stream);
  }

  /**
   * The QR code of the portal's address (PUBLIC_URL, the address the town gives the public), to print for the
   * cemetery's gate from Infos cimetière (issue 30). Error correction M (15 %): a printed code survives some
   * weather. Served for a cemetery online only, like its page: a code that leads to a 404 is not printed.
   */
  app.get<{ Params: { uid: string } }>('/portail/:uid/qr.svg', { schema: { hide: true } }, async (request, reply) => {
    const espace = await espaceOf(request);
    const svg = await QRCode.toString(portalUrl(espace.uid ?? request.params.uid, app.deps.config.publicUrl), { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
    return reply.type('image/svg+xml').header('Cache-Control', PAGE_CACHE).header('X-Robots-Tag', 'noindex').send(svg);
  });

  app.get<{ Params: { uid: string } }>('/portail/:uid/plan.svg', { schema: { hide: true } }, async (request, reply) =>
    sendFile(reply, (await espaceOf(request)).mapSha256, 'image/svg+xml', null));
  app.get<{ Params: { uid: string } }>('/portail/:uid/reglement.pdf', { schema: { hide: true } }, async (request, reply) => {
    const e = await espaceOf(request);
    return sendFile(reply, e.reglementSha256, 'application/pdf', e.nomReglement);
  });
  app.get<{ Params: { uid: string } }>('/portail/:uid/patrimoine.pdf', { schema: { hide: true } }, async (request, reply) => {
    const e = await espaceOf(request);
    return sendFile(reply, e.patrimoineSha256, 'application/pdf', e.nomPatrimoine);
  });

  const unknown = async () => {
    throw notFound(MSG_PORTAL_NOT_FOUND);
  };
  app.get('/portail', { schema: { hide: true } }, unknown);
  app.get('/portail/*', { schema: { hide: true } }, unknown);
}

function htmlAnswer(reply: FastifyReply, body: string, cache: string) {
  return reply.type('text/html; charset=utf-8').header('Cache-Control', cache).send(body);
}
