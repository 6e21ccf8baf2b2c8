import type { Readable } from 'node:stream';
import {
  photoCropSchema,
  photoDetailByComplectation,
  photoPaletteSize,
  type PhotoComplectation,
  type PhotoOrientation,
  type PhotoSize,
  type Locale,
} from '@kartyna/domain';
import { previewPxPerMm } from '@kartyna/paint-by-numbers';
import { demoKitPictureKey } from '../../db/demo-picture-painters';
import { mediaKeyOf } from '../../integrations/storage/file-storage';
import type { AppDeps } from '../../types';
import { mailLinks } from '../mail/mail-context';
import { shopUrl } from '../mail/templates/mail-format';
import { kitToken } from './kit-token';
import { photoLegendTitle, productLegendTitle } from './legend-words';
import { templateOptionsOf, type TemplateOptions } from './template-options';
import {
  findLine,
  findProductSubject,
  type PhotoOrderLineRow,
  type TemplateClaim,
  type TemplateOutcome,
} from './template-repository';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/**
 * What a demo shop's storage adds: it draws a demo picture on demand (modules/pictures). Named
 * here, not imported: pictures runs this module's renderer in its threads, so it sits above it.
 */
interface DrawsDemoPictures {
  ensureDemoPicture(key: string): Promise<void>;
}

/** What one template is made from, whoever it is for. */
export interface TemplateSubject {
  photo: Uint8Array;
  options: TemplateOptions;
  title: string;
  /** the tail of its storage keys: `line-7`, `product-3` */
  keyName: string;
  companionUrl?: string;
  /** the photo order line (mail goes to its buyer); null for a product's template */
  line: PhotoOrderLineRow | null;
}

type Failed = Extract<TemplateOutcome, { status: 'failed' }>;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const bytesOf = (data: Buffer) => new Uint8Array(data.buffer, data.byteOffset, data.length);

/** The painting companion's address of a photo line's kit, as its QR code and mail give it. */
export const companionUrlOfLine = (secret: string, lineId: number, locale: Locale = 'ua'): string =>
  shopUrl(mailLinks(), locale, `/kit/p${lineId}?k=${kitToken(secret, `p${lineId}`)}`);

/** "40x50", "40×50", "40 х 50" (a Cyrillic x typed by staff): width × height in cm. */
export function productCanvasCm(size: string): { widthCm: number; heightCm: number } {
  const match = /^\s*(\d{2,3})\s*[xх×]\s*(\d{2,3})\s*(?:cm|см)?\s*$/i.exec(size);
  const widthCm = Number(match?.[1]);
  const heightCm = Number(match?.[2]);
  // A size the shop never sold (or free text) paints on the most common canvas.
  return widthCm > 0 && heightCm > 0 ? { widthCm, heightCm } : { widthCm: 40, heightCm: 50 };
}

/** A catalogue kit is a classic one: 24 colours, medium detail; the product id seeds it. */
export function productTemplateOptions(product: { id: number; size: string }): TemplateOptions {
  return {
    ...productCanvasCm(product.size),
    colours: photoPaletteSize.classic,
    detail: photoDetailByComplectation.classic,
    seed: product.id,
    pxPerMm: previewPxPerMm,
  };
}

async function lineSubject(deps: Deps, lineId: number): Promise<TemplateSubject | Failed> {
  const line = await findLine(deps.db, lineId);
  if (!line) return { status: 'failed', errorCode: 'not_found', error: 'the photo order line is gone' };
  const key = mediaKeyOf(line.imageUrl);
  const file = key ? await deps.storage.open(key) : null;
  // An upload that vanished from storage will not come back by waiting.
  if (!file)
    return { status: 'failed', errorCode: 'photo_missing', error: `no stored photo at ${line.imageUrl}` };
  const photo = await readAll(file.stream);
  const crop = line.crop ? photoCropSchema.parse(line.crop) : null;
  return {
    photo: bytesOf(photo),
    options: templateOptionsOf({
      size: line.size as PhotoSize,
      complectation: line.complectation as PhotoComplectation,
      orientation: line.orientation as PhotoOrientation,
      crop,
      seed: line.seed,
    }),
    title: photoLegendTitle(line),
    keyName: `line-${line.id}`,
    companionUrl: companionUrlOfLine(deps.config.authSecret, line.id),
    line,
  };
}

async function productSubject(deps: Deps, productId: number): Promise<TemplateSubject | Failed> {
  const product = await findProductSubject(deps.db, productId);
  if (!product) return { status: 'failed', errorCode: 'not_found', error: 'the product is gone' };
  const url = product.images[0];
  const pictureKey = url ? mediaKeyOf(url) : null;
  if (!pictureKey)
    return { status: 'failed', errorCode: 'photo_missing', error: 'the product has no stored picture' };
  const demo = 'ensureDemoPicture' in deps.storage ? (deps.storage as DrawsDemoPictures) : null;
  // A demo paint-by-numbers picture has a blank numbered corner: the kit is painted from its art.
  const key = demo ? demoKitPictureKey(pictureKey) : pictureKey;
  // A demo picture not drawn yet would open as its quick sketch: draw the real one first.
  if (demo) await demo.ensureDemoPicture(key);
  const file = await deps.storage.open(key);
  if (!file) return { status: 'failed', errorCode: 'photo_missing', error: `no stored picture at ${url}` };
  if (file.provisional) {
    file.stream.destroy();
    // Thrown, not failed: the job is retried after its backoff, when the picture is drawn.
    throw new Error(`the picture at ${url} is not drawn yet`);
  }
  return {
    photo: bytesOf(await readAll(file.stream)),
    options: productTemplateOptions(product),
    title: productLegendTitle(product.nameUa, productCanvasCm(product.size)),
    keyName: `product-${product.id}`,
    line: null,
  };
}

/** The claimed template's photo, options and names, or why it cannot be made. */
export function subjectOf(deps: Deps, claim: Pick<TemplateClaim, 'lineId' | 'productId'>) {
  if (claim.lineId !== null) return lineSubject(deps, claim.lineId);
  if (claim.productId !== null) return productSubject(deps, claim.productId);
  return Promise.resolve<Failed>({
    status: 'failed',
    errorCode: 'not_found',
    error: 'a template of nothing',
  });
}
