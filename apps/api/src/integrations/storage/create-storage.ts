import { join } from 'node:path';
import type { AppConfig } from '../../env';
import { createDiskStorage, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/** S3-compatible storage when S3_BUCKET is set (several API processes), else files under DATA_DIR. */
export function createFileStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): FileStorage & {
  close(): void;
} {
  const s = config.storage;
  if (s.kind === 's3') {
    const storage = createS3Storage(s);
    return { ...storage, close: () => storage.destroy() };
  }
  return { ...createDiskStorage(join(config.dataDir, 'uploads')), close: () => undefined };
}
