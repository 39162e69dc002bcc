import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertHash, SHA256_HEX, type MediaStore } from './store';

/** The settings read from S3_URL. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket ('' or ending with '/'). */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/**
 * S3_URL = http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…&forcePathStyle=false]
 * The scheme and host are the S3-compatible endpoint (MinIO, Garage, Scaleway, OVH, AWS...); the first path
 * segment is the bucket, the rest a key prefix. Credentials are URL-encoded; without them the SDK's usual
 * sources apply (AWS_ACCESS_KEY_ID...). Region defaults to us-east-1, path-style addressing to on (what most
 * S3-compatible servers expect). Throws a French message for a URL it cannot use.
 */
export function parseS3Url(text: string): S3Settings {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('S3_URL invalide : attendu http(s)://CLE:SECRET@hote[:port]/bucket[/prefixe].');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('S3_URL invalide : le schéma doit être http ou https.');
  const [bucket, ...rest] = url.pathname.split('/').filter((s) => s !== '').map(decodeURIComponent);
  if (!bucket) throw new Error('S3_URL invalide : le nom du bucket manque (http(s)://hote/bucket).');
  const flag = url.searchParams.get('forcePathStyle');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: flag === null ? true : !['0', 'false', 'non', 'no'].includes(flag.toLowerCase()),
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : null,
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/**
 * Bytes as objects of an S3-compatible bucket, under <prefix><sha256>. A PutObject is atomic (a reader
 * sees the whole object or none) and the same key with the same bytes is the same object, so concurrent
 * identical uploads need no coordination between server processes. The bytes are sent whole, with their
 * length: checksums are asked only when the service requires them (TOOLCHAIN.md, s3rver and several
 * S3-compatible servers mishandle the SDK's default streamed checksums).
 */
export function createS3MediaStore(settings: S3Settings): MediaStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const keyOf = (sha256: string) => `${settings.prefix}${sha256}`;

  async function exists(sha256: string): Promise<boolean> {
    if (!SHA256_HEX.test(sha256)) return false;
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(sha256) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  return {
    kind: 's3',
    exists,
    async write(sha256, bytes, mime) {
      assertHash(sha256);
      if (await exists(sha256)) return;
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(sha256), Body: bytes, ContentLength: bytes.byteLength, ContentType: mime }));
    },
    async read(sha256) {
      if (!SHA256_HEX.test(sha256)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(sha256) }));
        if (!(object.Body instanceof Readable)) throw new Error('Réponse S3 sans contenu lisible.');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}
