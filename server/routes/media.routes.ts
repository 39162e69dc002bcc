import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../src/domain/constants/media';
import { canWrite, isSuperAdmin } from '../../src/domain/roles';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import { authOf, requireAuth } from '../http/authenticate';
import { createMediaStore, sha256Hex } from '../media/store';
import { mayReadMedia } from '../sync/media.repository';
import { detectMediaType } from '../sync/mediaType';

const MSG_HASH_MISMATCH = 'Empreinte du fichier incorrecte.';
const MSG_EMPTY = 'Le fichier est vide.';
const MSG_TYPE = 'Type de fichier non pris en charge : seuls JPEG, PNG, PDF, SVG et XLSX sont acceptés.';
const MSG_READ_ONLY = 'Votre rôle (Consultation) ne permet pas d’envoyer des fichiers.';
const MSG_UNKNOWN = 'Fichier introuvable.';

const params = z.object({
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'Empreinte du fichier invalide.')
    .transform((s) => s.toLowerCase()),
});

/**
 * Files by content hash (DESIGN §5 photos): PUT uploads bytes the device has already hashed, GET serves
 * them to whoever may see a cemetery linking to them. The bytes are checked here (hash, magic bytes), the
 * link to a plot travels separately as a mutation, pushed once the upload is acknowledged.
 */
export async function mediaRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const store = createMediaStore(api.deps.database.db, api.deps.config.dataDir);

  // Raw bytes whatever the declared type: the type is read from the bytes. Only this plugin's routes see
  // this parser (Fastify encapsulation), up to the spec's 1e8 bytes; beyond, 413.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.put(
    '/media/:sha256',
    { preHandler: requireAuth, bodyLimit: UPLOAD_MAX_BYTES, schema: { params } },
    async (request, reply) => {
      if (!canWrite(authOf(request).roles)) throw forbidden(MSG_READ_ONLY);
      const { sha256 } = request.params;
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest(MSG_EMPTY);
      if (sha256Hex(bytes) !== sha256) throw badRequest(MSG_HASH_MISMATCH);
      const mime = detectMediaType(bytes);
      if (!mime) throw new HttpError(415, MSG_TYPE);
      const stored = await store.put(bytes, mime);
      return reply.code(stored.created ? 201 : 200).send({ sha256, size: stored.size, mime });
    },
  );

  app.get('/media/:sha256', { preHandler: requireAuth, schema: { params } }, async (request, reply) => {
    const auth = authOf(request);
    const { sha256 } = request.params;
    const allowed = await mayReadMedia(api.deps.database.db, auth.user.id, isSuperAdmin(auth.roles), sha256);
    const file = allowed ? await store.get(sha256) : null;
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
    return reply.send(Buffer.from(file.bytes));
  });
}
