import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ImageUploadResult, PhotoPixels } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { isSafeStorageKey, mediaUrl } from '../../integrations/storage/file-storage';
import type { AppDeps } from '../../types';
import { mediaTypeOf, processImage } from './image-processing';
import { findUploads, insertUpload } from './uploads-repository';

/** `uploads/2025-03/<uuid>.jpg`: unguessable, and a month per folder keeps directories small. */
function newUploadKey(now = new Date()): string {
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `uploads/${month}/${randomUUID()}.jpg`;
}

export async function saveImageUpload(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  input: Buffer,
  owner: { userId: number | null; guestOwner: string | null },
): Promise<ImageUploadResult> {
  const image = await processImage(input);
  const key = newUploadKey();
  await deps.storage.put(key, image.data);
  const url = mediaUrl(key);
  await insertUpload(deps.db, {
    url,
    storageKey: key,
    mime: 'image/jpeg',
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    userId: owner.userId,
    guestOwner: owner.guestOwner,
  });
  return { imageUrl: url, width: image.width, height: image.height };
}

export interface MediaFile {
  stream: Readable;
  bytes: number;
  contentType: string;
  /** a stand-in until the real file is made (a demo picture's sketch): not to be cached long */
  provisional?: boolean;
}

/** A stored file by its key; anything unsafe, of a type we do not serve, or absent is a 404. */
export async function openMedia(deps: Pick<AppDeps, 'storage'>, key: string): Promise<MediaFile> {
  const contentType = mediaTypeOf(key);
  if (!contentType || !isSafeStorageKey(key)) throw notFound();
  const file = await deps.storage.open(key);
  if (!file) throw notFound();
  return { ...file, contentType };
}

/** Who may use an upload: the account that uploaded it, or the guest cookie it was made with. */
export interface UploadClaimant {
  userId: number | null;
  /** hashed upload_owner cookie (upload-owner.ts) */
  guestOwner: string | null;
}

/**
 * Which of these storage keys are uploads of ours (`known`), which of those belong to the
 * claimant (`owned`), and each one's stored size in pixels: other modules ask here, not the table.
 */
export async function uploadedKeysAmong(
  db: DbOrTx,
  keys: string[],
  claimant: UploadClaimant,
): Promise<{ known: Set<string>; owned: Set<string>; pixels: Map<string, PhotoPixels> }> {
  const rows = await findUploads(db, keys);
  const mine = (r: (typeof rows)[number]) =>
    (claimant.userId !== null && r.userId === claimant.userId) ||
    (claimant.guestOwner !== null && r.guestOwner === claimant.guestOwner);
  return {
    known: new Set(rows.map((r) => r.storageKey)),
    owned: new Set(rows.filter(mine).map((r) => r.storageKey)),
    pixels: pixelsByKey(rows),
  };
}

/** The stored size of each of these uploads (staff reading an order, whoever uploaded them). */
export async function uploadPixelsOf(db: DbOrTx, keys: string[]): Promise<Map<string, PhotoPixels>> {
  return pixelsByKey(await findUploads(db, [...new Set(keys)]));
}

const pixelsByKey = (rows: { storageKey: string; width: number; height: number }[]) =>
  new Map(rows.map((r) => [r.storageKey, { width: r.width, height: r.height }]));
