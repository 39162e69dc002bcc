import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What the HTTP parser refuses before any route runs, in French like every other refusal (issue 27). */
const ANSWERS: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'La requête a mis trop de temps à arriver : veuillez réessayer.' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'Les en-têtes de la requête sont trop volumineux.' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: 'Requête invalide : un en-tête ou la ligne de requête est mal formé.' };

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a NUL byte or another forbidden
 * character in a header, a malformed request line, headers too large, a request too slow): Fastify's default
 * answer is English ('Client Error'). This one answers JSON `{ message }` in French with the same statuses,
 * then closes the connection (the parser cannot go on reading it). Set as Fastify's `clientErrorHandler`.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A connection reset or already closed: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message });
  this.log.debug({ err: error, code: error.code }, 'requête refusée par l’analyseur HTTP');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
