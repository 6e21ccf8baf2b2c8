import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../env';

/**
 * A local S3-compatible server (s3rver: pure JavaScript, files in a temp folder), so the S3
 * storage is tested against the real protocol without a network or a binary.
 */
export async function startS3TestServer(bucket = 'kartyna-test'): Promise<{
  config: Extract<StorageConfig, { kind: 's3' }>;
  close(): Promise<void>;
}> {
  const directory = await mkdtemp(join(tmpdir(), 'kartyna-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed pair; it checks request signatures made with it.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
