import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  /** S3_URL of the bucket, with a key prefix (server/media/s3Store.ts parseS3Url). */
  url: string;
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) for one test file: a free port, a temp folder, one bucket, and the
 * fixed credentials it accepts (S3RVER/S3RVER). stop() closes it and removes its folder.
 */
export async function startLocalS3(bucket = 'medias', prefix = 'cimetiere'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}/${prefix}?region=eu-west-3`,
    endpoint,
    bucket,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
