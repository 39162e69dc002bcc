import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { createFsMediaStore } from '../../server/media/fsStore';
import { createS3MediaStore, parseS3Url } from '../../server/media/s3Store';
import { readAll, type MediaStore } from '../../server/media/store';
import { MemoryMailer } from '../../server/mail/mailer';
import { bearer, createEspace, createSociete, createUser, login, testConfig } from '../helpers/fixtures';
import { startLocalS3, type LocalS3 } from '../helpers/s3';
import { openTestDatabase } from '../helpers/testDb';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A store under test and a way to count the copies it holds, whatever it keeps them in. */
interface Harness {
  store: MediaStore;
  copies(): Promise<string[]>;
  dispose(): Promise<void>;
}

async function filesHarness(): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'media-store-'));
  const store = createFsMediaStore(dir);
  return {
    store,
    // Temp files of unfinished writes live in a dot folder; a finished write leaves only <sha256>.
    copies: async () => readdirSync(join(dir, 'media')).filter((name) => name !== '.incoming').concat(readdirSync(join(dir, 'media', '.incoming'))),
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function s3Harness(): Promise<Harness> {
  const s3 = await startLocalS3();
  const settings = parseS3Url(s3.url);
  const store = createS3MediaStore(settings);
  const lister = new S3Client({ endpoint: s3.endpoint, region: settings.region, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    store,
    copies: async () => ((await lister.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key ?? ''),
    dispose: async () => {
      await store.close();
      lister.destroy();
      await s3.stop();
    },
  };
}

/** One contract for every implementation of MediaStore (DESIGN §8): what the routes rely on. */
describe.each([
  { name: 'files in DATA_DIR', open: filesHarness, keyOf: (h: string) => h },
  { name: 'S3-compatible bucket (s3rver)', open: s3Harness, keyOf: (h: string) => `cimetiere/${h}` },
])('media store contract: $name', ({ open, keyOf }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await open();
  });
  afterAll(async () => {
    await h?.dispose();
  });

  it('stores bytes under their hash and reads them back whole', async () => {
    const bytes = bytesOf('%PDF-1.4 acte de concession');
    const hash = sha(bytes);
    expect(await h.store.exists(hash)).toBe(false);
    await h.store.write(hash, bytes, 'application/pdf');
    expect(await h.store.exists(hash)).toBe(true);
    const read = await h.store.read(hash);
    expect(read?.size).toBe(bytes.byteLength);
    expect(await readAll(read!.stream)).toEqual(bytes);
  });

  it('keeps one copy when the same bytes are written again', async () => {
    const bytes = bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const hash = sha(bytes);
    await h.store.write(hash, bytes, 'image/svg+xml');
    await h.store.write(hash, bytes, 'image/svg+xml');
    expect((await h.copies()).filter((k) => k.includes(hash))).toEqual([keyOf(hash)]);
  });

  it('takes 20 concurrent writes of the same bytes: all succeed, one intact copy', async () => {
    const bytes = new Uint8Array(randomBytes(256 * 1024));
    const hash = sha(bytes);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => h.store.write(hash, bytes, 'image/jpeg')));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect((await h.copies()).filter((k) => k.includes(hash))).toEqual([keyOf(hash)]);
    expect(sha(await readAll((await h.store.read(hash))!.stream))).toBe(hash);
  });

  it('answers null for an absent hash, and never reaches a name that is not a hash', async () => {
    expect(await h.store.read('0'.repeat(64))).toBeNull();
    for (const name of ['../../etc/passwd', 'A'.repeat(64), '', `${'a'.repeat(64)}/x`]) {
      expect(await h.store.read(name)).toBeNull();
      expect(await h.store.exists(name)).toBe(false);
      await expect(h.store.write(name, bytesOf('x'), 'image/png')).rejects.toThrow(/Empreinte/);
    }
  });

  it('round-trips 5 MB unchanged', async () => {
    const bytes = new Uint8Array(randomBytes(5 * 1024 * 1024));
    const hash = sha(bytes);
    await h.store.write(hash, bytes, 'image/jpeg');
    expect(sha(await readAll((await h.store.read(hash))!.stream))).toBe(hash);
  });
});

describe('S3_URL', () => {
  it('names the endpoint, the bucket, a key prefix, the region and the credentials', () => {
    expect(parseS3Url('https://AK%2Fx:s3cr%40t@s3.fr-par.scw.cloud/mon-bucket/medias/prod?region=fr-par&forcePathStyle=false')).toEqual({
      endpoint: 'https://s3.fr-par.scw.cloud',
      bucket: 'mon-bucket',
      prefix: 'medias/prod/',
      region: 'fr-par',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AK/x', secretAccessKey: 's3cr@t' },
    });
    expect(parseS3Url('http://minio:9000/medias')).toEqual({
      endpoint: 'http://minio:9000', bucket: 'medias', prefix: '', region: 'us-east-1', forcePathStyle: true, credentials: null,
    });
  });

  it.each([
    ['pas une url', /S3_URL invalide/],
    ['ftp://hote/bucket', /http ou https/],
    ['https://hote/', /bucket manque/],
  ])('refuses %s with a French message', (url, message) => {
    expect(() => parseS3Url(url)).toThrow(message);
  });
});

describe('the media routes on an S3-compatible bucket', () => {
  let s3: LocalS3;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    s3 = await startLocalS3('routes', '');
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig({ s3Url: s3.url }), database, mailer: new MemoryMailer() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await s3?.stop();
  });

  it('uploads, links and serves a plan whose bytes live in the bucket', async () => {
    const espace = await createEspace(database.db, (await createSociete(database.db)).id);
    const admin = await createUser(database.db, { roles: ['ROLE_ADMIN'], societeIds: [espace.societeId] });
    const { token } = await login(app, admin.username);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const hash = sha(svg);
    const put = await app.inject({ method: 'PUT', url: `/api/media/${hash}?espace=${espace.id}`, headers: { ...bearer(token), 'content-type': 'image/svg+xml' }, payload: svg });
    expect(put.statusCode).toBe(201);
    const link = { id: randomUUID(), seq: 1, name: 'espace.setPlan', args: { id: espace.id, mapSha256: hash, mapWidth: 4, mapHeight: 4 }, base: {}, createdAt: new Date().toISOString() };
    const pushed = await app.inject({ method: 'POST', url: '/api/sync/push', headers: bearer(token), payload: { espaceId: espace.id, clientId: randomUUID(), mutations: [link] } });
    expect(pushed.json<{ results: Array<{ status: string }> }>().results[0]?.status).toBe('applied');
    const got = await app.inject({ method: 'GET', url: `/api/media/${hash}`, headers: bearer(token) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(got.rawPayload.equals(svg)).toBe(true);
  });
});
