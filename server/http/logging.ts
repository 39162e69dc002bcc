import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/**
 * The server's log (pino, JSON lines): one line per request with its outcome, and every 500 with its error,
 * stack and cause (errorHandler.ts). Nothing secret goes in: no headers are logged (the bearer, the cookies),
 * query values whose name looks secret are masked (the reset link's token), bodies are never logged, and
 * redaction catches a password or token field that a later log call might add.
 */
export interface LogOptions {
  level: string;
  /** Where the JSON lines go; stdout by default. Tests pass a stream to read them. */
  stream?: { write(line: string): void };
}

const MASK = '[masqué]';
const SECRET_NAME = /pass|token|secret|key|signature|code/i;
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'refresh_token', 'refreshToken', 'authorization', 'cookie', 'set-cookie'];

/** The URL with the values of secret-looking query parameters masked. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(params.keys())) if (SECRET_NAME.test(name)) params.set(name, MASK);
  return `${url.slice(0, at)}?${params.toString()}`;
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: safeUrl(request.url), ip: request.ip };
}

function serializeReply(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * An error as logged: its type, message, stack, code and causes. A failed drizzle query carries its
 * parameters (hashes, personal data) in its message and stack: those keep only the SQL text.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const extra = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown; params?: unknown };
  let message = error.message;
  let stack = error.stack;
  if (typeof extra.query === 'string' && message.startsWith('Failed query:')) {
    message = `Failed query: ${extra.query}`;
    const frames = stack?.search(/\n\s+at /) ?? -1;
    stack = `${error.name}: ${message}${frames >= 0 ? stack?.slice(frames) : ''}`;
  }
  return {
    type: error.name,
    message,
    stack,
    ...(extra.code !== undefined ? { code: extra.code } : {}),
    ...(extra.statusCode !== undefined ? { statusCode: extra.statusCode } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

// pino's typing wants an object back; anything thrown is an Error here.
const serializeLoggedError = (error: Error) => serializeError(error) as { type: string; message: string; stack: string };

/** One line per request, when it is answered; the incoming line would only repeat it. */
class OutcomeLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const auth = request.auth;
    const entry = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime),
      ...(auth ? { userId: auth.user.id, ...(auth.impersonating ? { actorId: auth.actor.id } : {}) } : {}),
    };
    if (error) reply.log.error({ ...entry, err: error }, 'requête interrompue');
    else reply.log.info(entry, 'requête traitée');
  }
}

/** Fastify's logger options for buildApp; no options, no log (the tests' default). */
export function loggingOptions(options: LogOptions | undefined): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!options) return { logger: false };
  return {
    logger: {
      level: options.level,
      ...(options.stream ? { stream: options.stream } : {}),
      serializers: { req: serializeRequest, res: serializeReply, err: serializeLoggedError },
      redact: { paths: SECRET_FIELDS.flatMap((f) => [`["${f}"]`, `*["${f}"]`, `*.*["${f}"]`]), censor: MASK },
    },
    logController: new OutcomeLogController(),
  };
}
