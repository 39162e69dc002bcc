import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './auth/clock';
import { registerSecurity } from './auth/security';
import type { LoginThrottle } from './auth/throttle';
import { pathOf } from './http/authenticate';
import { answerClientError } from './http/clientError';
import { answerRouterError, registerErrorHandling } from './http/errorHandler';
import { registerRateLimit } from './http/rateLimit';
import { loggingOptions, type LogOptions } from './http/logging';
import { registerTextGuard } from './http/textGuard';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/securityHeaders';
import { MailDispatcher } from './mail/dispatcher';
import type { Mailer } from './mail/mailer';
import { serverPurifier } from './mail/sanitize';
import { createSmsSender, type SmsSender } from './mail/sms';
import { openMediaStore } from './media/openStore';
import type { MediaStore } from './media/store';
import { registerRoutes } from './routes';
import { portailRoutes } from './routes/portail.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serve the built front end from this folder (production); omitted in API tests. */
  staticDir?: string | undefined;
  /** JSON lines (server/http/logging.ts); omitted, no log (tests). */
  logger?: LogOptions | undefined;
  /** Tests pass a fake clock, an in-memory mailer or a tuned throttle; production uses the defaults. */
  clock?: Clock;
  mailer?: Mailer;
  /** SMS go to SMS_PROVIDER_URL, or files under DATA_DIR/sms; tests pass a memory sender. */
  sms?: SmsSender;
  throttle?: LoginThrottle;
  /** Where media bytes live; by default the store of the configuration (DATA_DIR or S3_URL). */
  mediaStore?: MediaStore;
  /** Sees every route as it is added (the route matrix and fuzz tests read the route table through it). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The one media store of this app (DESIGN §8), shared by its routes. */
    mediaStore: MediaStore;
    /** Sends the queued e-mails and SMS of the mail archive (server/mail/dispatcher.ts); main.ts starts it. */
    mailDispatcher: MailDispatcher;
  }
}

/** Builds the Fastify app without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(deps.logger),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 20 * 1024 * 1024,
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const mediaStore = deps.mediaStore ?? (await openMediaStore(deps.config, deps.database.db));
  app.decorate('mediaStore', mediaStore);
  // A store given by the caller is the caller's to close; one opened here closes with the app.
  if (!deps.mediaStore) app.addHook('onClose', () => mediaStore.close());
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerSecurity(app, deps);
  // The mail mutation purifies bodies through the installed purifier (src/domain/mail/sanitize.ts).
  serverPurifier();
  const mailDispatcher = new MailDispatcher({ db: deps.database.db, mediaStore, mailer: app.security.mailer, sms: deps.sms ?? createSmsSender(deps.config), log: app.log, now: () => app.security.clock.now() });
  app.decorate('mailDispatcher', mailDispatcher);
  app.addHook('onClose', () => mailDispatcher.stop());
  registerErrorHandling(app);
  registerTextGuard(app);

  await registerSecurityHeaders(app, deps.config);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerRateLimit(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ ok: true, engine: deps.database.engine }));
      await registerRoutes(api);
    },
    { prefix: '/api' },
  );
  // The cemeteries' public portal (issue 30): server-rendered pages outside /api, with their own HTML errors.
  await app.register(portailRoutes);

  if (deps.staticDir && existsSync(deps.staticDir)) {
    await registerStatic(app, resolve(deps.staticDir));
  }
  return app;
}

async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build's brotli copies (scripts/precompress.ts) are sent as they are; without one, @fastify/compress
    // compresses on the fly as before.
    preCompressed: true,
    // Source maps stay on the server's disk (vite emits them 'hidden'): the public gets no map of the code.
    allowedPath: (path) => !path.endsWith('.map'),
    setHeaders(res, path) {
      // The service worker and the HTML must always be revalidated so updates are seen; hashed assets are immutable.
      if (path.endsWith('sw.js') || path.endsWith('.html') || path.endsWith('manifest.webmanifest')) {
        res.header('Cache-Control', 'no-cache');
      } else if (path.includes('/assets/')) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  // Client-side routes fall back to the app shell; unknown /api paths stay JSON 404s. The shell is served by a
  // route rather than by the not-found handler: @fastify/compress only compresses routes (issue 14).
  // /login has its page drawn in its HTML when the build made it (scripts/prerenderLogin.ts, issue 14).
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Ressource introuvable.' });
  const loginShell = existsSync(resolve(root, 'login.html')) ? 'login.html' : 'index.html';
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const path = pathOf(req);
    if (req.url.startsWith('/api/') || path.endsWith('.map')) return notFound(reply);
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile(path === '/login' ? loginShell : 'index.html');
  });
  app.setNotFoundHandler((_req, reply) => notFound(reply));
}
