import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labels } from '../enums';
import {
  catalogAnswerSchema,
  catalogQuerySchema,
  categoryNodeSchema,
  productSchema,
  productSizeItemSchema,
  queryArray,
} from './catalog';

const parse = (input: Record<string, unknown>) => catalogQuerySchema.parse(input);
const fails = (input: Record<string, unknown>) => !catalogQuerySchema.safeParse(input).success;

describe('catalogQuerySchema defaults', () => {
  it('an empty query is page 1 of 24 with no filters', () => {
    expect(parse({})).toEqual({ page: 1, pageSize: 24 });
  });

  it('empty parameters are absent', () => {
    const q = parse({ size: '', difficult: '', labelType: '', minPrice: '', maxPrice: '' });
    expect(q.size).toBeUndefined();
    expect(q.difficult).toBeUndefined();
    expect(q.labelType).toBeUndefined();
    expect(q.minPrice).toBeUndefined();
    expect(q.maxPrice).toBeUndefined();
  });
});

describe('size', () => {
  it('reads a JSON array string, as the storefront URL has it', () => {
    expect(parse({ size: '["40x50","50x50"]' }).size).toEqual(['40x50', '50x50']);
  });

  it('reads a repeated parameter', () => {
    expect(parse({ size: ['40x50', '50x50'] }).size).toEqual(['40x50', '50x50']);
  });

  it('reads a comma list and a single value', () => {
    expect(parse({ size: '40x50,50x50' }).size).toEqual(['40x50', '50x50']);
    expect(parse({ size: '40x50' }).size).toEqual(['40x50']);
    expect(parse({ size: '40x50,,50x50,' }).size).toEqual(['40x50', '50x50']);
  });

  it('reads repeated JSON arrays and mixes', () => {
    expect(parse({ size: ['["40x50"]', '50x50,30x30'] }).size).toEqual(['40x50', '50x50', '30x30']);
  });

  it('normalises each size (Cyrillic х, case)', () => {
    expect(parse({ size: '["40х50","20ML"]' }).size).toEqual(['40x50', '20ml']);
  });

  it('rejects unknown sizes and broken JSON', () => {
    expect(fails({ size: '["45x45"]' })).toBe(true);
    expect(fails({ size: '["40x50"' })).toBe(true);
    expect(fails({ size: '{"a":1}' })).toBe(true);
  });

  it('caps the list at 30 entries', () => {
    const many = Array.from({ length: 31 }, () => '40x50');
    expect(fails({ size: JSON.stringify(many) })).toBe(true);
    expect(parse({ size: JSON.stringify(many.slice(0, 30)) }).size).toHaveLength(30);
  });
});

describe('difficult', () => {
  it('coerces to numbers from JSON, repeated and comma forms', () => {
    expect(parse({ difficult: '[1,3]' }).difficult).toEqual([1, 3]);
    expect(parse({ difficult: '["2","5"]' }).difficult).toEqual([2, 5]);
    expect(parse({ difficult: ['1', '4'] }).difficult).toEqual([1, 4]);
    expect(parse({ difficult: '1,2' }).difficult).toEqual([1, 2]);
    expect(parse({ difficult: '3' }).difficult).toEqual([3]);
    expect(parse({ difficult: 3 }).difficult).toEqual([3]);
  });

  it('rejects levels outside 1..5 and text', () => {
    expect(fails({ difficult: '[0]' })).toBe(true);
    expect(fails({ difficult: '[6]' })).toBe(true);
    expect(fails({ difficult: 'hard' })).toBe(true);
    expect(fails({ difficult: '[2.5]' })).toBe(true);
  });
});

describe('labelType', () => {
  it('reads the special catalogue links and normalises spellings', () => {
    expect(parse({ labelType: '["sale"]' }).labelType).toEqual(['sale']);
    expect(parse({ labelType: '["top_sales"]' }).labelType).toEqual(['top-sales']);
    expect(parse({ labelType: 'new' }).labelType).toEqual(['new']);
  });

  it('rejects an unknown label', () => {
    expect(fails({ labelType: '["bogus"]' })).toBe(true);
    expect(fails({ labelType: 'sale,bogus' })).toBe(true);
  });

  it('caps the list at the number of labels', () => {
    expect(parse({ labelType: JSON.stringify(labels) }).labelType).toEqual([...labels]);
    expect(fails({ labelType: JSON.stringify([...labels, 'sale']) })).toBe(true);
  });
});

describe('price range', () => {
  it('coerces prices', () => {
    expect(parse({ minPrice: '100', maxPrice: '999.5' })).toMatchObject({ minPrice: 100, maxPrice: 999.5 });
    expect(parse({ minPrice: '0' }).minPrice).toBe(0);
  });

  it('rejects negative, huge and non-numeric prices', () => {
    expect(fails({ minPrice: '-1' })).toBe(true);
    expect(fails({ maxPrice: '10000001' })).toBe(true);
    expect(fails({ maxPrice: 'cheap' })).toBe(true);
  });
});

describe('page and pageSize', () => {
  it('coerces', () => {
    expect(parse({ page: '3', pageSize: '60' })).toMatchObject({ page: 3, pageSize: 60 });
  });

  it('pageSize is at most 60', () => {
    expect(fails({ pageSize: '61' })).toBe(true);
    expect(fails({ pageSize: '0' })).toBe(true);
  });

  it('page is a positive integer up to 10 000', () => {
    expect(fails({ page: '0' })).toBe(true);
    expect(fails({ page: '-1' })).toBe(true);
    expect(fails({ page: '1.5' })).toBe(true);
    expect(fails({ page: '10001' })).toBe(true);
    expect(parse({ page: '10000' }).page).toBe(10000);
  });
});

describe('search, sort and category', () => {
  it('trims search and bounds it', () => {
    expect(parse({ search: '  кіт  ' }).search).toBe('кіт');
    expect(fails({ search: 'x'.repeat(101) })).toBe(true);
  });

  it('reads sort types in both spellings', () => {
    expect(parse({ sort: 'CHEAP' }).sort).toBe('cheap');
    expect(fails({ sort: 'popular' })).toBe(true);
  });

  it('accepts a category path and refuses other characters', () => {
    expect(parse({ category: 'picture-by-numbers/animals' }).category).toBe('picture-by-numbers/animals');
    expect(parse({ category: 'picture_by_numbers' }).category).toBe('picture_by_numbers');
    expect(fails({ category: '../etc/passwd' })).toBe(true);
    expect(fails({ category: 'a b' })).toBe(true);
    expect(fails({ category: 'a'.repeat(301) })).toBe(true);
  });
});

describe('queryArray', () => {
  const ints = queryArray(z.coerce.number().int(), 3);

  it('answers undefined for absent values', () => {
    expect(ints.parse(undefined)).toBeUndefined();
    expect(ints.parse(null)).toBeUndefined();
    expect(ints.parse('')).toBeUndefined();
  });

  it('reads JSON arrays, also among repeated values', () => {
    expect(ints.parse('[1,2]')).toEqual([1, 2]);
    expect(ints.parse(['1', '[2,3]'])).toEqual([1, 2, 3]);
  });

  it('honours its maximum', () => {
    expect(ints.safeParse('1,2,3,4').success).toBe(false);
  });
});

describe('answer schemas', () => {
  const product = {
    id: 1,
    article: 'KH-1001',
    name: { ua: 'Кіт', ru: 'Кот' },
    description: { ua: '', ru: '' },
    price: 825,
    discountPrice: null,
    category: {
      type: 'picture-by-numbers',
      path: ['picture-by-numbers', 'animals'],
      name: { ua: 'a', ru: 'b' },
    },
    subject: 'animals',
    size: '40x50',
    difficulty: 3,
    labels: ['sale'],
    inStock: true,
    expected: false,
    images: [],
    createdAt: '2024-01-01T00:00:00.000Z',
  };

  it('productSchema accepts a product, with or without a discount price', () => {
    expect(productSchema.safeParse(product).success).toBe(true);
    expect(productSchema.safeParse({ ...product, discountPrice: 700 }).success).toBe(true);
    expect(productSchema.safeParse({ ...product, name: { ua: 'Кіт' } }).success).toBe(false);
  });

  it('catalogAnswerSchema accepts a page with facets', () => {
    expect(
      catalogAnswerSchema.safeParse({
        items: [product],
        total: 1,
        page: 1,
        pageSize: 24,
        facets: {
          size: [{ value: '40x50', count: 1 }],
          difficult: [{ value: 3, count: 1 }],
          labelType: [{ value: 'sale', count: 1 }],
          price: { min: 825, max: 825 },
        },
      }).success,
    ).toBe(true);
  });

  it('categoryNodeSchema reads a nested tree', () => {
    const leaf = { type: 'animals', name: { ua: 'Тварини', ru: 'Животные' }, isHidden: false, children: [] };
    const tree = {
      type: 'picture-by-numbers',
      name: { ua: 'a', ru: 'b' },
      isHidden: false,
      children: [leaf],
    };
    expect(categoryNodeSchema.parse(tree)).toEqual(tree);
    expect(categoryNodeSchema.safeParse({ ...tree, children: [{ ...leaf, isHidden: 'no' }] }).success).toBe(
      false,
    );
  });

  it('productSizeItemSchema reads a size entry', () => {
    expect(productSizeItemSchema.safeParse({ value: '40x50', isHidden: false, position: 1 }).success).toBe(
      true,
    );
    expect(productSizeItemSchema.safeParse({ value: '40x50', position: 1 }).success).toBe(false);
  });
});
