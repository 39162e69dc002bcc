import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own French refusal of a body over its limit (413), with the limit in it. */
    tooLarge?: string;
  }
}

const MEBIBYTE = 1024 * 1024;

/**
 * Bodies over the limit that are still read to their end (and thrown away) before the connection is reused:
 * past it, the connection is closed after the 413, as Fastify does, so that nobody makes the server read
 * gigabytes for nothing.
 */
export const DISCARD_MAX_BYTES = 512 * MEBIBYTE;

/** 'Fichier ou requête trop volumineux (20 Mo au maximum).': a route's limit in its words when it has none. */
export function msgTooLarge(limitBytes: number): string {
  return `Fichier ou requête trop volumineux (${Math.max(1, Math.round(limitBytes / MEBIBYTE))} Mo au maximum).`;
}

/**
 * A body over its route's limit (issue 27, 'Clear answers'): the answer is the route's own message with the
 * limit (`config.tooLarge`), else the limit in Mo, in French, and the client must receive it. Fastify refuses
 * such a body as soon as it sees its Content-Length and closes the connection after the 413; a browser still
 * sending the file then gets the connection cut under it and reports a network error, never the 413. So the
 * connection is kept: Node reads the rest of the body and throws it away once the answer is written (its
 * `_dump` of an unread request), and the client reads the 413 after sending. Only a body whose announced
 * length is at most DISCARD_MAX_BYTES is read so; an unannounced length (chunked) or a larger one still
 * closes the connection.
 */
export function answerTooLarge(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced <= DISCARD_MAX_BYTES) reply.removeHeader('connection');
  const message = request.routeOptions.config?.tooLarge ?? msgTooLarge(request.routeOptions.bodyLimit ?? 0);
  return reply.code(413).send({ message });
}
