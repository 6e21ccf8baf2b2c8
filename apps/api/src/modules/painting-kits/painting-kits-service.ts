import type {
  KitAccessQuery,
  KitListItem,
  KitProgress,
  KitProgressInput,
  Locale,
  PaintingKit,
} from '@kartyna/domain';
import { kitRefPattern } from '@kartyna/domain';
import { AppError, notFound } from '../../http/app-error';
import { mediaUrl } from '../../integrations/storage/file-storage';
import type { AppDeps } from '../../types';
import { getCategoryIndexCovering } from '../catalog/category-index';
import { orderTokenMatches } from '../order-pipeline/order-token';
import { kitToken, kitTokenMatches } from '../photo-templates/kit-token';
import { outlineKeyOf } from '../photo-templates/template-outline';
import { queueKitTemplate, queuePhotoTemplates } from '../photo-templates/photo-templates-service';
import type { UserRow } from '../users/users-service';
import { mergeTicks, progressOf, tickedOf } from './kit-progress';
import {
  findOrderLineKit,
  findPhotoLineKit,
  findProgress,
  findProgressOf,
  listOrderLinesOfUser,
  listPhotoLineKitsOfUser,
  lockProgress,
  saveProgress,
  type KitTemplateRow,
  type OrderLineKitRow,
  type PhotoLineKitRow,
} from './painting-kits-repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** A catalogue product is a kit when its category, or its root category, is one of these. */
const kitCategoryTypes = new Set(['kits', 'picture-by-numbers']);
const complectationNames: Record<Locale, Record<string, string>> = {
  ua: { classic: 'класика', premium: 'преміум' },
  ru: { classic: 'классика', premium: 'премиум' },
};
const MAX_ID = 2_147_483_647;

/** A kit as the service sees it once the caller may open it. */
interface OpenedKit {
  ref: string;
  kind: 'photo' | 'catalogue';
  orderId: number;
  createdAt: Date;
  title: (locale: Locale) => string;
  imageUrl: string | null;
  template: KitTemplateRow | null;
}

// One answer for a malformed ref, an unknown one and one the caller may not open, so neither
// ids nor the existence of orders can be walked.
const noKit = () => notFound('not_found');

function parseRef(ref: string): { kind: 'p' | 'o'; id: number } | null {
  if (!kitRefPattern.test(ref)) return null;
  const id = Number(ref.slice(1));
  return id <= MAX_ID ? { kind: ref[0] === 'p' ? 'p' : 'o', id } : null;
}

function photoKit(row: PhotoLineKitRow): OpenedKit {
  const size = row.line.size.replace('x', '×');
  return {
    ref: `p${row.line.id}`,
    kind: 'photo',
    orderId: row.order.orderId,
    createdAt: row.order.createdAt,
    title: (locale) =>
      `${locale === 'ru' ? 'Картина по фото' : 'Картина за фото'} ${size}, ${
        complectationNames[locale][row.line.complectation] ?? row.line.complectation
      }`,
    imageUrl: row.template?.previewKey ? mediaUrl(row.template.previewKey) : null,
    template: row.template,
  };
}

function catalogueKit(row: OrderLineKitRow): OpenedKit {
  const names = row.product ?? row.line;
  return {
    ref: `o${row.line.id}`,
    kind: 'catalogue',
    orderId: row.order.orderId,
    createdAt: row.order.createdAt,
    title: (locale) => (locale === 'ru' ? names.nameRu : names.nameUa),
    imageUrl: row.product?.images[0] ?? row.line.image,
    template: row.template,
  };
}

async function kitProductsAmong(deps: Deps, rows: OrderLineKitRow[]): Promise<OrderLineKitRow[]> {
  const categoryIds = rows.flatMap((r) => (r.product ? [r.product.categoryId] : []));
  if (categoryIds.length === 0) return [];
  const index = await getCategoryIndexCovering(deps.db, categoryIds);
  return rows.filter((r) => {
    const category = r.product && index.byId.get(r.product.categoryId);
    return Boolean(
      category && (kitCategoryTypes.has(category.type) || kitCategoryTypes.has(category.path[0] ?? '')),
    );
  });
}

function mayOpen(
  deps: Deps,
  ref: string,
  order: { userId: number | null; accessTokenHash: string | null },
  user: UserRow | null,
  access: KitAccessQuery,
): boolean {
  const owner = user !== null && order.userId !== null && order.userId === user.id;
  return (
    owner ||
    kitTokenMatches(deps.config.authSecret, ref, access.k) ||
    orderTokenMatches(order.accessTokenHash, access.t)
  );
}

/** The kit behind a ref, if the caller may open it; a kit without a template row gets one queued. */
async function openKit(
  deps: Deps,
  ref: string,
  user: UserRow | null,
  access: KitAccessQuery,
  now: Date,
): Promise<OpenedKit> {
  const parsed = parseRef(ref);
  if (!parsed) throw noKit();
  if (parsed.kind === 'p') {
    const row = await findPhotoLineKit(deps.db, parsed.id);
    if (!row || !mayOpen(deps, ref, row.order, user, access)) throw noKit();
    // A line from before templates existed: its template is made now, as the companion asks.
    if (!row.template) await queuePhotoTemplates(deps.db, [row.line.id], now);
    return photoKit(row);
  }
  const row = await findOrderLineKit(deps.db, parsed.id);
  if (!row?.product || !mayOpen(deps, ref, row.order, user, access)) throw noKit();
  const [kit] = await kitProductsAmong(deps, [row]);
  if (!kit?.product) throw noKit();
  // A product's template is made the first time one of its buyers opens it, and shared after.
  if (!row.template) await queueKitTemplate(deps.db, kit.product.id, now);
  return catalogueKit(kit);
}

type KitStatus = PaintingKit['status'];

/** A ready template without a map yet waits for the backfill; one the backfill gave up on failed. */
function statusOf(template: KitTemplateRow | null): KitStatus {
  if (!template || template.status === 'queued' || template.status === 'working') return 'preparing';
  if (template.status === 'failed') return 'failed';
  if (template.mapKey) return 'ready';
  return template.lastError ? 'failed' : 'preparing';
}

const regionCountOf = (template: KitTemplateRow): number => Number(template.stats?.regionCount ?? 0);

export async function getKit(
  deps: Deps,
  ref: string,
  user: UserRow | null,
  access: KitAccessQuery,
  locale: Locale,
): Promise<PaintingKit> {
  const kit = await openKit(deps, ref, user, access, new Date());
  const head = {
    ref: kit.ref,
    kind: kit.kind,
    title: kit.title(locale),
    token: kitToken(deps.config.authSecret, kit.ref),
  };
  const status = statusOf(kit.template);
  const template = kit.template;
  if (status !== 'ready' || !template?.svgKey || !template.mapKey) {
    return { ...head, status: status === 'ready' ? 'preparing' : status };
  }
  const regionCount = regionCountOf(template);
  return {
    ...head,
    status: 'ready',
    widthMm: Number(template.stats?.widthMm ?? 0),
    heightMm: Number(template.stats?.heightMm ?? 0),
    regionCount,
    palette: (template.palette ?? []).map((c) => ({
      number: Number(c.number),
      hex: String(c.hex),
      share: Number(c.share),
      regionCount: Number(c.regionCount),
    })),
    svgUrl: mediaUrl(template.svgKey),
    mapUrl: mediaUrl(template.mapKey),
    outlineUrl: mediaUrl(outlineKeyOf(template.svgKey)),
    progress: progressOf(await findProgressOf(deps.db, kit.ref), regionCount),
  };
}

/**
 * One device's changes, merged under the row's lock (see lockProgress). Only a ready kit has
 * progress: another answers 404, as the companion has nothing to tick before it has the map.
 */
export async function syncProgress(
  deps: Deps,
  ref: string,
  user: UserRow | null,
  access: KitAccessQuery,
  input: KitProgressInput,
): Promise<KitProgress> {
  const kit = await openKit(deps, ref, user, access, new Date());
  if (statusOf(kit.template) !== 'ready' || !kit.template) throw noKit();
  const regionCount = regionCountOf(kit.template);
  if (input.changes.some((c) => c.region >= regionCount))
    throw new AppError(422, 'invalid_data', [{ path: 'changes', message: 'invalid_data' }]);
  return deps.db.transaction(async (tx) => {
    const row = await lockProgress(tx, kit.ref);
    const now = new Date();
    const ticks = { ...row.ticks };
    const updatedAt = mergeTicks(ticks, input.changes, now.getTime()) ? now : row.updatedAt;
    if (updatedAt !== row.updatedAt) await saveProgress(tx, kit.ref, ticks, updatedAt);
    return progressOf({ ticks, updatedAt }, regionCount);
  });
}

/** GET /kits: the buyer's photo lines and catalogue kits, newest order first. */
export async function listKits(deps: Deps, userId: number, locale: Locale): Promise<KitListItem[]> {
  const [photoRows, orderRows] = await Promise.all([
    listPhotoLineKitsOfUser(deps.db, userId),
    listOrderLinesOfUser(deps.db, userId),
  ]);
  const kits = [...photoRows.map(photoKit), ...(await kitProductsAmong(deps, orderRows)).map(catalogueKit)];
  kits.sort(
    (a, b) =>
      b.createdAt.getTime() - a.createdAt.getTime() || a.ref.localeCompare(b.ref, 'en', { numeric: true }),
  );
  const progress = await findProgress(
    deps.db,
    kits.map((k) => k.ref),
  );
  return kits.map((kit) => {
    const status = statusOf(kit.template);
    const regionCount = kit.template ? regionCountOf(kit.template) : 0;
    const ticks = progress.get(kit.ref);
    return {
      ref: kit.ref,
      kind: kit.kind,
      title: kit.title(locale),
      status,
      orderId: kit.orderId,
      imageUrl: kit.imageUrl,
      done:
        status === 'ready' && ticks && regionCount > 0
          ? tickedOf(ticks, regionCount).length / regionCount
          : 0,
    };
  });
}
