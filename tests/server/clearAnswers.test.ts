import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/fixtures';
import { openWorld, type SyncWorld } from './syncKit';

/**
 * Issue 27, 'Clear answers', on a listening server (app.inject never opens a socket): an upload over its
 * route's limit is told so with the limit, in French, and the client does receive that answer (the server
 * used to close the connection while a 50 MB body was still coming: the browser saw a network error); a
 * request the HTTP parser refuses (a NUL byte in a header) is answered in French like every other refusal.
 */
let w: SyncWorld;
let base: string;
let port: number;
beforeAll(async () => {
  w = await openWorld();
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  port = (w.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

/** Sends raw bytes on a fresh connection and returns everything the server wrote before closing. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/**
 * Uploads `size` bytes as a browser does (the whole body, whatever the server says meanwhile), then asks for
 * the current user on the same connection. Rejects when the server cuts the connection under the upload.
 */
function uploadThenAsk(path: string, token: string, size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', async () => {
      // A cut connection rejects through the socket's 'error' listener below.
      const write = (data: string | Buffer) => new Promise<void>((done) => {
        if (socket.write(data)) done();
        else socket.once('drain', done);
      });
      try {
        await write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${size}\r\n\r\n`);
        const block = Buffer.alloc(1024 * 1024);
        for (let sent = 0; sent < size; sent += block.length) await write(block.subarray(0, Math.min(block.length, size - sent)));
        await write(`GET /api/users/currentUser HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('an upload over its route’s limit (issue 27)', () => {
  it('a 50 MB register gets its 413 with the 30 MB limit, in French, and the connection is not cut under the upload', async () => {
    const answer = await uploadThenAsk(`/api/ESpaces/front_import_excel/apercu?espaceId=${w.espace.id}`, w.admin.token, 50 * 1024 * 1024);
    const [first, second] = answer.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(first!.split('\r\n\r\n')[1]!)).toEqual({ message: 'Le fichier est trop volumineux (30 Mo au maximum).' });
    // The body was read to its end: the same connection answers the next request.
    expect(second).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('a JSON body over the server’s 20 MB names the limit too, and the connection serves the next request', async () => {
    const res = await fetch(`${base}/api/notifications/envoyer-avis`, {
      method: 'POST',
      headers: { ...bearer(w.writer.token), 'content-type': 'application/json' },
      body: JSON.stringify({ note: 5, remarques: 'x'.repeat(21 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Fichier ou requête trop volumineux (20 Mo au maximum).' });
    const next = await fetch(`${base}/api/users/currentUser`, { headers: bearer(w.writer.token) });
    expect(next.status).toBe(200);
  });

  it('a media upload over 1e8 bytes names its limit', async () => {
    const res = await w.app.inject({
      method: 'PUT', url: `/api/media/${'a'.repeat(64)}?espace=${w.espace.id}`,
      headers: { ...bearer(w.writer.token), 'content-type': 'application/octet-stream', 'content-length': String(100_000_001) },
      payload: Buffer.alloc(16),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Le fichier est trop volumineux (100 Mo au maximum).' });
  });
});

describe('a request the HTTP parser refuses (issue 27)', () => {
  it('a NUL byte in a header gets a French 400 in JSON, not Node’s English Client Error', async () => {
    const answer = await raw('GET /api/users/currentUser HTTP/1.1\r\nHost: localhost\r\nX-Essai: a\u0000b\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expect(JSON.parse(body)).toEqual({ message: 'Requête invalide : un en-tête ou la ligne de requête est mal formé.' });
    expect(answer).not.toMatch(/Client Error|Bad Request"/);
  });
});
