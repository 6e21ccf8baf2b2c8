import { describe, expect, it } from 'vitest';
import {
  accessorySubjects,
  isOnlinePaymentType,
  categoryTypes,
  defaultLocale,
  deliveryTypes,
  difficulties,
  filterLabels,
  homeGoodsSubjects,
  kitSubjects,
  labels,
  locales,
  mosaicSubjects,
  normalizeSlug,
  offlinePaymentTypes,
  orderResultTypes,
  orderStatuses,
  paymentTypes,
  photoComplectations,
  photoSizes,
  photoSpeeds,
  pictureSubjects,
  productSizes,
  sortTypes,
  subjects,
  userLevels,
} from './enums';
import {
  deliveryTypeSchema,
  difficultySchema,
  labelSchema,
  localeSchema,
  orderStatusSchema,
  paymentTypeSchema,
  productSizeSchema,
  slugEnum,
  sortTypeSchema,
  subjectSchema,
} from './enum-schemas';

const categoryTypeSchema = slugEnum(categoryTypes);

describe('normalizeSlug', () => {
  it('turns underscores into hyphens, trims and lowercases', () => {
    expect(normalizeSlug('golden_picture')).toBe('golden-picture');
    expect(normalizeSlug('  Picture_By_Numbers ')).toBe('picture-by-numbers');
    expect(normalizeSlug('COD')).toBe('cod');
  });

  it('leaves non-strings alone so the enum rejects them', () => {
    expect(normalizeSlug(5)).toBe(5);
    expect(normalizeSlug(undefined)).toBeUndefined();
    expect(normalizeSlug(null)).toBeNull();
  });
});

describe('canonical enum values', () => {
  const slugLists: Record<string, readonly string[]> = {
    categoryTypes,
    subjects,
    labels,
    sortTypes,
    paymentTypes,
    deliveryTypes,
    orderStatuses,
    orderResultTypes,
    userLevels,
  };

  for (const [name, list] of Object.entries(slugLists)) {
    it(`${name} are lowercase, hyphenated and unique (an underscore value could never be parsed)`, () => {
      for (const value of list) expect(value).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(new Set(list).size).toBe(list.length);
    });
  }

  it('match the lists of requirements §3', () => {
    expect([...categoryTypes]).toEqual([
      'kits',
      'picture-by-numbers',
      'mosaik',
      'combo-technique',
      'accessories',
      'home-goods',
      'other',
    ]);
    expect(subjects).toHaveLength(42);
    expect([...labels]).toEqual(['sale', 'preorder', 'new', 'top-sales', 'metallic']);
    expect([...sortTypes]).toEqual(['cheap', 'expensive', 'new', 'old']);
    expect([...paymentTypes]).toEqual(['apple-pay', 'google-pay', 'card', 'cod', 'account']);
    expect([...deliveryTypes]).toEqual([
      'post',
      'postomat',
      'new-post-address',
      'takeaway',
      'ukr-post',
      'new-intr',
      'ukr-intr',
    ]);
    expect([...orderStatuses]).toEqual([
      'requested',
      'processed',
      'lading-bill-created',
      'sent',
      'delivered',
      'received',
      'canceled',
      // Beyond requirements §3: a refused parcel on its way back, and back at the shop (issue #26).
      'returning',
      'returned',
    ]);
    expect([...userLevels]).toEqual(['beginner', 'wisher', 'artist', 'master-of-art']);
    expect([...difficulties]).toEqual([1, 2, 3, 4, 5]);
    expect([...photoComplectations]).toEqual(['classic', 'premium']);
    expect([...photoSpeeds]).toEqual(['urgently', 'standart']);
  });

  it('filter labels are sale, new and top-sales, all valid labels', () => {
    expect([...filterLabels]).toEqual(['sale', 'new', 'top-sales']);
    for (const l of filterLabels) expect(labels).toContain(l);
  });

  it('offline payment types are cod and account', () => {
    expect([...offlinePaymentTypes]).toEqual(['cod', 'account']);
  });
});

describe('categoryTypes with slugEnum', () => {
  it('accepts both spellings and answers the hyphenated one', () => {
    expect(categoryTypeSchema.parse('picture_by_numbers')).toBe('picture-by-numbers');
    expect(categoryTypeSchema.parse('picture-by-numbers')).toBe('picture-by-numbers');
    expect(categoryTypeSchema.parse('combo_technique')).toBe('combo-technique');
    expect(categoryTypeSchema.parse('home_goods')).toBe('home-goods');
    expect(categoryTypeSchema.parse('mosaik')).toBe('mosaik');
  });

  it('rejects unknown categories and non-strings', () => {
    expect(categoryTypeSchema.safeParse('paintings').success).toBe(false);
    expect(categoryTypeSchema.safeParse('').success).toBe(false);
    expect(categoryTypeSchema.safeParse(1).success).toBe(false);
    expect(categoryTypeSchema.safeParse(undefined).success).toBe(false);
  });
});

describe('subjectSchema', () => {
  it.each([
    ['golden_picture', 'golden-picture'],
    ['still_life', 'still-life'],
    ['icons_and_angels', 'icons-and-angels'],
    ['character_and_heroes', 'character-and-heroes'],
    ['space_and_abstraction', 'space-and-abstraction'],
    ['for_children', 'for-children'],
    ['golden-picture', 'golden-picture'],
    ['Animals', 'animals'],
  ])('%s -> %s', (input, expected) => {
    expect(subjectSchema.parse(input)).toBe(expected);
  });

  it('accepts every canonical subject', () => {
    for (const s of subjects) expect(subjectSchema.parse(s)).toBe(s);
  });

  it('rejects unknown subjects', () => {
    expect(subjectSchema.safeParse('golden picture').success).toBe(false);
    expect(subjectSchema.safeParse('dragons').success).toBe(false);
  });
});

describe('header subject lists', () => {
  it('pictureSubjects has 21 entries, all subjects, including golden-picture', () => {
    expect(pictureSubjects).toHaveLength(21);
    expect(new Set(pictureSubjects).size).toBe(21);
    expect(pictureSubjects).toContain('golden-picture');
    for (const s of pictureSubjects) expect(subjects).toContain(s);
  });

  it('mosaicSubjects has 19 entries, lacks golden-picture and is a subset of the picture list', () => {
    expect(mosaicSubjects).toHaveLength(19);
    expect(new Set(mosaicSubjects).size).toBe(19);
    expect(mosaicSubjects).not.toContain('golden-picture');
    for (const s of mosaicSubjects) expect(pictureSubjects).toContain(s);
  });

  it('accessory, home-goods and kit subjects are known subjects', () => {
    for (const s of [...accessorySubjects, ...homeGoodsSubjects, ...kitSubjects])
      expect(subjects).toContain(s);
    expect(accessorySubjects).toHaveLength(11);
    expect(homeGoodsSubjects).toHaveLength(4);
  });
});

describe('paymentTypeSchema', () => {
  it.each([
    ['COD', 'cod'],
    ['ACCOUNT', 'account'],
    ['cod', 'cod'],
    ['account', 'account'],
    ['card', 'card'],
    ['apple_pay', 'apple-pay'],
    ['google-pay', 'google-pay'],
    [' Card ', 'card'],
  ])('%s -> %s', (input, expected) => {
    expect(paymentTypeSchema.parse(input)).toBe(expected);
  });

  it('rejects unknown payment types', () => {
    for (const bad of ['cash', 'paypal', '', 'co d', 42, null]) {
      expect(paymentTypeSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('deliveryTypeSchema', () => {
  it('accepts both spellings', () => {
    expect(deliveryTypeSchema.parse('new_post_address')).toBe('new-post-address');
    expect(deliveryTypeSchema.parse('new-post-address')).toBe('new-post-address');
    expect(deliveryTypeSchema.parse('ukr_post')).toBe('ukr-post');
    expect(deliveryTypeSchema.parse('NEW_INTR')).toBe('new-intr');
    expect(deliveryTypeSchema.parse('ukr_intr')).toBe('ukr-intr');
  });

  it('rejects unknown delivery types', () => {
    expect(deliveryTypeSchema.safeParse('courier').success).toBe(false);
    expect(deliveryTypeSchema.safeParse('preorder').success).toBe(false);
  });
});

describe('other slug enums', () => {
  it('labels', () => {
    expect(labelSchema.parse('top_sales')).toBe('top-sales');
    expect(labelSchema.parse('SALE')).toBe('sale');
    expect(labelSchema.safeParse('hot').success).toBe(false);
  });

  it('sort types', () => {
    expect(sortTypeSchema.parse('Cheap')).toBe('cheap');
    expect(sortTypeSchema.safeParse('popular').success).toBe(false);
  });

  it('order statuses', () => {
    expect(orderStatusSchema.parse('lading_bill_created')).toBe('lading-bill-created');
    expect(orderStatusSchema.parse('canceled')).toBe('canceled');
    expect(orderStatusSchema.safeParse('cancelled').success).toBe(false);
  });
});

describe('productSizeSchema', () => {
  it('accepts every listed size', () => {
    for (const s of productSizes) expect(productSizeSchema.parse(s)).toBe(s);
    expect(productSizes).toHaveLength(24);
  });

  it('accepts a Cyrillic х and uppercase letters', () => {
    expect(productSizeSchema.parse('40х50')).toBe('40x50');
    expect(productSizeSchema.parse('40Х50')).toBe('40x50');
    expect(productSizeSchema.parse('18х18х4')).toBe('18x18x4');
    expect(productSizeSchema.parse('40X50')).toBe('40x50');
    expect(productSizeSchema.parse(' 20ML ')).toBe('20ml');
    expect(productSizeSchema.parse('D40')).toBe('d40');
  });

  it('rejects unknown sizes', () => {
    expect(productSizeSchema.safeParse('45x45').success).toBe(false);
    expect(productSizeSchema.safeParse('100x80').success).toBe(false);
    expect(productSizeSchema.safeParse('40*50').success).toBe(false);
    expect(productSizeSchema.safeParse(4050).success).toBe(false);
  });
});

describe('photoSizes', () => {
  it('are the ten priced sizes, without the 80x60 that is not a size', () => {
    expect([...photoSizes]).toEqual([
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
    ]);
    expect(photoSizes).not.toContain('80x60');
  });
});

describe('difficultySchema', () => {
  it('coerces 1..5', () => {
    expect(difficultySchema.parse('3')).toBe(3);
    expect(difficultySchema.parse(1)).toBe(1);
    expect(difficultySchema.parse('5')).toBe(5);
  });

  it('rejects out of range, fractions and text', () => {
    for (const bad of [0, 6, '2.5', 'hard', -1]) expect(difficultySchema.safeParse(bad).success).toBe(false);
  });
});

describe('orderResultTypes', () => {
  it('has the 9 types of requirements §2, covering every delivery type plus preorder and photo-picture', () => {
    expect(orderResultTypes).toHaveLength(9);
    for (const d of deliveryTypes) expect(orderResultTypes).toContain(d);
    expect(orderResultTypes).toContain('preorder');
    expect(orderResultTypes).toContain('photo-picture');
  });
});

describe('locales', () => {
  it('ua is the default; ua and ru are the only locales', () => {
    expect(defaultLocale).toBe('ua');
    expect([...locales]).toEqual(['ua', 'ru']);
    expect(localeSchema.parse('ru')).toBe('ru');
    expect(localeSchema.safeParse('en').success).toBe(false);
    expect(localeSchema.safeParse('uk').success).toBe(false);
  });
});

describe('online payment types', () => {
  it('sends card, Apple Pay and Google Pay through the provider, never cash on delivery or an invoice', () => {
    expect(['card', 'apple-pay', 'google-pay'].map(isOnlinePaymentType)).toEqual([true, true, true]);
    expect(['cod', 'account'].map(isOnlinePaymentType)).toEqual([false, false]);
  });
});
