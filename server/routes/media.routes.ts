import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../src/domain/constants/media';
import { canWrite, isSuperAdmin } from '../../src/domain/roles';
import { userSocietes } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import { authOf, requireAuth, requireEspace } from '../http/authenticate';
import { openMedia, saveMedia } from '../media/media.service';
import { sha256Hex } from '../media/store';
import { mayReadMedia } from '../sync/media.repository';
import { detectMediaType } from '../sync/mediaType';

const MSG_HASH_MISMATCH = 'Empreinte du fichier incorrecte.';
const MSG_EMPTY = 'Le fichier est vide.';
const MSG_TYPE = 'Type de fichier non pris en charge : seuls JPEG, PNG, PDF, SVG et XLSX sont acceptés.';
const MSG_READ_ONLY = 'Votre rôle (Consultation) ne permet pas d’envoyer des fichiers.';
const MSG_UNKNOWN = 'Fichier introuvable.';
const MSG_NO_TOWN = 'Indiquez le cimetière pour lequel ce fichier est envoyé (paramètre espace).';
/** 1e8 bytes (spec 000 §9): 100 Mo as the spec counts them. */
const MSG_TOO_LARGE = 'Le fichier est trop volumineux (100 Mo au maximum).';
const MSG_STORAGE = 'Le stockage des fichiers est momentanément indisponible : réessayez plus tard.';

const params = z.object({
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'Empreinte du fichier invalide.')
    .transform((s) => s.toLowerCase()),
});
const putQuery = z.object({ espace: z.string().optional() });

/**
 * The municipalities an upload is for (DESIGN §8): the named cemetery's (the device sends `?espace=`, a
 * cemetery the caller may see, else 404), or, from older apps that name none, each municipality of the
 * caller. Bytes never become another town's by being uploaded.
 */
async function ownersOf(request: FastifyRequest, espaceId: string | undefined): Promise<string[]> {
  if (espaceId !== undefined) return [(await requireEspace(request, espaceId)).societeId];
  const db = request.server.deps.database.db;
  const rows = await db.select({ id: userSocietes.societeId }).from(userSocietes).where(eq(userSocietes.userId, authOf(request).user.id));
  if (rows.length === 0) throw badRequest(MSG_NO_TOWN);
  return rows.map((r) => r.id);
}

/** A storage failure (S3 unreachable, disk full) is the server's, never the request's: 503, retried later. */
async function storage<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    request.log.error(error);
    throw new HttpError(503, MSG_STORAGE);
  }
}

/**
 * Files by content hash (DESIGN §5 photos, §8 ownership): PUT uploads bytes the device has already hashed,
 * for a cemetery's municipality, which then owns them; GET serves them to whoever may see a cemetery of a
 * municipality owning them that links to them. The bytes are checked here (hash, magic bytes), the link to a
 * plot travels separately as a mutation, pushed once the upload is acknowledged.
 */
export async function mediaRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const db = api.deps.database.db;
  const store = api.mediaStore;

  // Raw bytes whatever the declared type: the type is read from the bytes. Only this plugin's routes see
  // this parser (Fastify encapsulation), up to the spec's 1e8 bytes; beyond, 413.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.put(
    '/media/:sha256',
    { preHandler: requireAuth, bodyLimit: UPLOAD_MAX_BYTES, config: { tooLarge: MSG_TOO_LARGE }, schema: { params, querystring: putQuery } },
    async (request, reply) => {
      const auth = authOf(request);
      if (!canWrite(auth.roles)) throw forbidden(MSG_READ_ONLY);
      const owners = await ownersOf(request, request.query.espace);
      const { sha256 } = request.params;
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest(MSG_EMPTY);
      // Bytes already stored are still sent and checked: owning a file takes having it, not knowing its hash.
      if (sha256Hex(bytes) !== sha256) throw badRequest(MSG_HASH_MISMATCH);
      const mime = detectMediaType(bytes);
      if (!mime) throw new HttpError(415, MSG_TYPE);
      const stored = await storage(request, () => saveMedia(db, store, { bytes, mime, owners, uploadedBy: auth.user.id }));
      return reply.code(stored.created ? 201 : 200).send({ sha256, size: stored.size, mime });
    },
  );

  app.get('/media/:sha256', { preHandler: requireAuth, schema: { params } }, async (request, reply) => {
    const auth = authOf(request);
    const { sha256 } = request.params;
    const allowed = await mayReadMedia(db, auth.user.id, isSuperAdmin(auth.roles), sha256);
    const file = allowed ? await storage(request, () => openMedia(db, store, sha256)) : null;
    if (!file) throw notFound(MSG_UNKNOWN);
    reply
      .header('Content-Type', file.mime)
      .header('Content-Length', String(file.size))
      .header('X-Content-Type-Options', 'nosniff')
      // Private: the answer depends on who asks; immutable: the name is the content's hash.
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('ETag', `"${sha256}"`);
    if (file.mime === 'image/svg+xml') {
      // An SVG opened on its own must not run script or reach anything: sandboxed, no sources at all.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    return reply.send(file.stream);
  });
}
