/**
 * The enumerations of requirements §3 as plain values (no zod here, so browser code can import them
 * cheaply); their schemas live in enum-schemas.ts.
 *
 * The spec spells some values with hyphens and some readings with underscores
 * (golden_picture, picture_by_numbers). Hyphens are canonical; both are accepted on input.
 */
export const normalizeSlug = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase().replace(/_/g, '-') : value;

export const categoryTypes = [
  'kits',
  'picture-by-numbers',
  'mosaik',
  'combo-technique',
  'accessories',
  'home-goods',
  'other',
] as const;
export type CategoryType = (typeof categoryTypes)[number];

export const subjects = [
  'patriotic',
  'golden-picture',
  'composition-metalic',
  'people',
  'animals',
  'flowers',
  'kitchen',
  'scenery',
  'still-life',
  'reproduction',
  'holidays',
  'winter',
  'character-and-heroes',
  'emi-dgadd',
  'space-and-abstraction',
  'transport',
  'for-children',
  'men',
  'sea',
  'cities',
  'icons-and-angels',
  'anime',
  'sport',
  'money',
  'interior-solution',
  'for-gift',
  'mosaik',
  'acril-varnish',
  'molbert',
  'tassel',
  'dye',
  'canvas',
  'mosaik-stylus',
  'gift-packing',
  'picture-frames',
  'paper-and-pencils',
  'for-mosaik',
  'organizers',
  'candle',
  'kasko',
  'stand',
  'other',
] as const;
export type Subject = (typeof subjects)[number];

/** The header's picture list: the first 21 subjects. */
export const pictureSubjects = subjects.slice(0, 21) as readonly Subject[];
/** The mosaic list: the picture list without golden-picture and composition-metalic (19). */
export const mosaicSubjects = pictureSubjects.filter(
  (s) => s !== 'golden-picture' && s !== 'composition-metalic',
) as readonly Subject[];
export const accessorySubjects = [
  'acril-varnish',
  'molbert',
  'tassel',
  'dye',
  'canvas',
  'mosaik-stylus',
  'gift-packing',
  'picture-frames',
  'paper-and-pencils',
  'for-mosaik',
  'organizers',
] as const satisfies readonly Subject[];
export const homeGoodsSubjects = ['candle', 'kasko', 'stand', 'other'] as const satisfies readonly Subject[];
export const kitSubjects = [
  'for-gift',
  'interior-solution',
  'for-children',
  'anime',
  'sport',
  'money',
] as const satisfies readonly Subject[];

export const productSizes = [
  '18x18x4',
  '25x25',
  '28x40',
  '30x30',
  '30x40',
  '40x40',
  '40x50',
  '50x50',
  '50x60',
  '40x60',
  '40x70',
  '40x80',
  '40x95',
  '60x80',
  '20ml',
  '50ml',
  'm14',
  'm19',
  'd40',
  'd39',
  'd33',
  'd29',
  'd26',
  'd19',
] as const;
export type ProductSize = (typeof productSizes)[number];

export const difficulties = [1, 2, 3, 4, 5] as const;
export type Difficulty = (typeof difficulties)[number];

export const labels = ['sale', 'preorder', 'new', 'top-sales', 'metallic'] as const;
export type Label = (typeof labels)[number];
/** Labels a shopper can filter by in the catalogue. */
export const filterLabels = ['sale', 'new', 'top-sales'] as const;

export const sortTypes = ['cheap', 'expensive', 'new', 'old'] as const;
export type SortType = (typeof sortTypes)[number];

export const paymentTypes = ['apple-pay', 'google-pay', 'card', 'cod', 'account'] as const;
export type PaymentType = (typeof paymentTypes)[number];
/** COD and ACCOUNT also come in uppercase; slugEnum lowercases them. */
/** Payment types whose result is shown at once, without an online payment. */
export const offlinePaymentTypes: readonly PaymentType[] = ['cod', 'account'];
/** Card, Apple Pay and Google Pay go through the provider; cod and account never do. */
export const isOnlinePaymentType = (paymentType: string): boolean =>
  !offlinePaymentTypes.includes(paymentType as PaymentType);

export const deliveryTypes = [
  'post',
  'postomat',
  'new-post-address',
  'takeaway',
  'ukr-post',
  'new-intr',
  'ukr-intr',
] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const orderStatuses = [
  'requested',
  'processed',
  'lading-bill-created',
  'sent',
  'delivered',
  'received',
  'canceled',
  // A parcel the recipient refused (or left in storage too long) on its way back, and back.
  'returning',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['awaiting', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const userLevels = ['beginner', 'wisher', 'artist', 'master-of-art'] as const;
export type UserLevel = (typeof userLevels)[number];

export const photoComplectations = ['classic', 'premium'] as const;
export type PhotoComplectation = (typeof photoComplectations)[number];
export const photoSpeeds = ['urgently', 'standart'] as const;
export type PhotoSpeed = (typeof photoSpeeds)[number];
export const photoSizes = [
  '40x50',
  '40x60',
  '40x70',
  '50x50',
  '50x60',
  '50x70',
  '50x90',
  '60x60',
  '60x80',
  '100x80',
] as const;
export type PhotoSize = (typeof photoSizes)[number];
/** Which way the canvas hangs: a "40x50" is 40 wide in portrait and 50 wide in landscape. */
export const photoOrientations = ['portrait', 'landscape'] as const;
export type PhotoOrientation = (typeof photoOrientations)[number];

export const orderResultTypes = [
  'post',
  'postomat',
  'new-post-address',
  'ukr-post',
  'preorder',
  'new-intr',
  'ukr-intr',
  'takeaway',
  'photo-picture',
] as const;
export type OrderResultType = (typeof orderResultTypes)[number];

export const locales = ['ua', 'ru'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ua';

export const userRoles = ['customer', 'manager', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
