import { adminPhotoTemplateSchema, type AdminPhotoTemplate, type PhotoTemplateFile } from '@kartyna/domain';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { AppDeps } from '../../types';
import {
  findLineOfOrder,
  findTemplateOfLine,
  queueProductTemplate,
  queueTemplates,
  requeueTemplate,
  type PhotoTemplateRow,
} from './template-repository';

/** Queues the print template of each new photo order line; call it in the order's transaction. */
export async function queuePhotoTemplates(db: DbOrTx, lineIds: number[], now = new Date()): Promise<void> {
  await queueTemplates(db, lineIds, now);
}

/** Queues the one template a catalogue kit's buyers share, made when the first of them opens it. */
export async function queueKitTemplate(db: DbOrTx, productId: number, now: Date): Promise<void> {
  await queueProductTemplate(db, productId, now);
}

const filePath = (orderId: number, lineId: number, file: PhotoTemplateFile) =>
  `/api/admin/photo-orders/${orderId}/lines/${lineId}/template/${file}`;

function toView(orderId: number, lineId: number, row: PhotoTemplateRow | null): AdminPhotoTemplate {
  if (!row) {
    return {
      lineId,
      status: 'none',
      attempts: 0,
      errorCode: null,
      updatedAt: null,
      finishedAt: null,
      options: null,
      palette: null,
      stats: null,
      files: null,
    };
  }
  const ready = row.status === 'ready';
  // Parsed, not cast: the json columns are the job's output, and a shape drift must be loud.
  return adminPhotoTemplateSchema.parse({
    lineId,
    status: row.status,
    attempts: row.attempts,
    errorCode: row.errorCode,
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    options: row.options ?? null,
    palette: ready
      ? (row.palette ?? []).map((p) => ({
          number: p.number,
          hex: p.hex,
          share: p.share,
          areaMm2: p.areaMm2,
          paintMl: p.paintMl,
          regionCount: p.regionCount,
        }))
      : null,
    stats:
      ready && row.stats
        ? {
            colourCount: row.stats.colourCount,
            regionCount: row.stats.regionCount,
            smallestRegionMm2: row.stats.smallestRegionMm2,
            labelsFitShare: row.stats.labelsFitShare,
            widthMm: row.stats.widthMm,
            heightMm: row.stats.heightMm,
            generationMs: row.stats.generationMs,
          }
        : null,
    files: ready
      ? {
          'preview.png': filePath(orderId, lineId, 'preview.png'),
          'template.svg': filePath(orderId, lineId, 'template.svg'),
          'template.pdf': filePath(orderId, lineId, 'template.pdf'),
        }
      : null,
  });
}

async function lineOrNotFound(db: DbOrTx, orderId: number, lineId: number) {
  const line = await findLineOfOrder(db, orderId, lineId);
  if (!line) throw notFound('not_found');
  return line;
}

export async function photoTemplateOf(
  deps: Pick<AppDeps, 'db'>,
  orderId: number,
  lineId: number,
): Promise<AdminPhotoTemplate> {
  await lineOrNotFound(deps.db, orderId, lineId);
  return toView(orderId, lineId, await findTemplateOfLine(deps.db, lineId));
}

/** Staff's "generate again": a failed template (or a line without one) goes back on the queue. */
export async function requeuePhotoTemplate(
  deps: Pick<AppDeps, 'db'>,
  orderId: number,
  lineId: number,
): Promise<AdminPhotoTemplate> {
  await lineOrNotFound(deps.db, orderId, lineId);
  const before = await findTemplateOfLine(deps.db, lineId);
  if (before && before.status !== 'failed') {
    // Queued, working or ready: a second job would only race the first.
    throw new AppError(409, 'status_transition_not_allowed', [{ path: 'status', message: before.status }]);
  }
  return toView(orderId, lineId, await requeueTemplate(deps.db, lineId, new Date()));
}

const fileTypes: Record<PhotoTemplateFile, { type: string; ext: string }> = {
  'preview.png': { type: 'image/png', ext: 'png' },
  'template.svg': { type: 'image/svg+xml', ext: 'svg' },
  'template.pdf': { type: 'application/pdf', ext: 'pdf' },
};

export async function openPhotoTemplateFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  orderId: number,
  lineId: number,
  file: PhotoTemplateFile,
) {
  await lineOrNotFound(deps.db, orderId, lineId);
  const row = await findTemplateOfLine(deps.db, lineId);
  const key =
    row?.status !== 'ready'
      ? null
      : file === 'preview.png'
        ? row.previewKey
        : file === 'template.svg'
          ? row.svgKey
          : row.pdfKey;
  if (!key) throw notFound('not_found');
  const stored = await deps.storage.open(key);
  if (!stored) throw notFound('not_found');
  const { type, ext } = fileTypes[file];
  const suffix = file === 'preview.png' ? '-preview' : '';
  return { ...stored, contentType: type, filename: `photo-order-${orderId}-line-${lineId}${suffix}.${ext}` };
}
