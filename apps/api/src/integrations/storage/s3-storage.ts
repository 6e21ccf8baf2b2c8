import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { isSafeStorageKey, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 for MinIO or s3rver; unset means AWS itself */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** both or neither: without them the SDK's own chain (instance role) answers */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what MinIO and s3rver speak */
  forcePathStyle: boolean;
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const contentTypeOf = (key: string) =>
  contentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** A missing object is an answer (null/false); anything else (no bucket, no network) is an error. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Storage shared by every API instance: what one instance stored, any other serves. The API
 * still streams the bytes itself (the media route sets caching and a strict policy for SVGs),
 * so the bucket needs no public access.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & { destroy(): void } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const check = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
  };
  return {
    async put(key, data) {
      check(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async open(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!found.Body) return null;
        return { stream: found.Body as Readable, bytes: found.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isSafeStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    destroy: () => client.destroy(),
  };
}
