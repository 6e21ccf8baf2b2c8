import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../test/s3-test-server';
import { createDiskStorage, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The same promises from every implementation: the app cannot tell disk from S3. */
function contract(name: string, setup: () => Promise<{ storage: FileStorage; close(): Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await setup());
    });
    afterAll(async () => close?.());

    it('gives back what was put, with its size', async () => {
      const data = Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3, 4, 5]);
      await storage.put('uploads/2026-01/a1b2.jpg', data);
      expect(await storage.exists('uploads/2026-01/a1b2.jpg')).toBe(true);
      const file = await storage.open('uploads/2026-01/a1b2.jpg');
      expect(file?.bytes).toBe(data.length);
      expect(await readAll(file!.stream)).toEqual(data);
    });

    it('overwrites a key', async () => {
      await storage.put('demo/over.webp', Buffer.from('first'));
      await storage.put('demo/over.webp', Buffer.from('second, longer'));
      const file = await storage.open('demo/over.webp');
      expect((await readAll(file!.stream)).toString()).toBe('second, longer');
    });

    it('answers null and false for what is not there', async () => {
      expect(await storage.open('uploads/2026-01/none.jpg')).toBeNull();
      expect(await storage.exists('uploads/2026-01/none.jpg')).toBe(false);
    });

    it('refuses keys that are not ours', async () => {
      for (const key of ['../secret.jpg', 'a/../../b.jpg', '/etc/passwd', 'plain.jpg', 'a//b.jpg']) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow();
        expect(await storage.open(key), key).toBeNull();
        expect(await storage.exists(key), key).toBe(false);
      }
    });
  });
}

contract('disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kartyna-storage-'));
  return { storage: createDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

contract('S3', async () => {
  const server = await startS3TestServer();
  const storage = createS3Storage(server.config);
  return {
    storage,
    async close() {
      storage.destroy();
      await server.close();
    },
  };
});

describe('S3 storage failures', () => {
  it('reports a missing bucket as an error, not as a missing file', async () => {
    const server = await startS3TestServer();
    const storage = createS3Storage({ ...server.config, bucket: 'no-such-bucket' });
    try {
      await expect(storage.put('demo/x.webp', Buffer.from('x'))).rejects.toThrow();
    } finally {
      storage.destroy();
      await server.close();
    }
  });
});
