import { describe, expect, it } from 'vitest';
import { categoryTypes, labels, productSizes, subjects } from '@kartyna/domain';
import {
  findSeedCategory,
  generateSeedProducts,
  seedCategoryTree,
  seedClientWorks,
  seedCommonVariables,
  seedProductSizes,
  seedSeoData,
  seedSubjectNames,
  seedTestimonials,
  type SeedCategory,
} from './index.js';

const products = generateSeedProducts();

/** Every visible node with its path, hidden nodes (and their subtrees) dropped. */
function visibleNodes(
  nodes: readonly SeedCategory[],
  prefix: string[] = [],
): { path: string[]; node: SeedCategory }[] {
  return nodes
    .filter((n) => !n.isHidden)
    .flatMap((n) => [
      { path: [...prefix, n.type], node: n },
      ...visibleNodes(n.children ?? [], [...prefix, n.type]),
    ]);
}

function isPathHidden(path: readonly string[]): boolean {
  let level: readonly SeedCategory[] = seedCategoryTree;
  for (const type of path) {
    const node = level.find((c) => c.type === type);
    if (!node || node.isHidden) return true;
    level = node.children ?? [];
  }
  return false;
}

const startsWith = (path: readonly string[], prefix: readonly string[]): boolean =>
  prefix.every((type, i) => path[i] === type);

describe('category tree', () => {
  it('has the top categories in spec order, other hidden, combo without children', () => {
    expect(seedCategoryTree.map((c) => c.type)).toEqual([...categoryTypes]);
    expect(seedCategoryTree.find((c) => c.type === 'other')?.isHidden).toBe(true);
    expect(findSeedCategory(['combo-technique'])?.children).toBeUndefined();
  });

  it('has the subject lists as children and depth 3 under animals', () => {
    expect(findSeedCategory(['picture-by-numbers'])?.children).toHaveLength(21);
    expect(findSeedCategory(['mosaik'])?.children).toHaveLength(19);
    expect(findSeedCategory(['picture-by-numbers', 'animals', 'cats'])?.nameUa).toBe('Коти');
    expect(findSeedCategory(['picture-by-numbers', 'animals', 'dogs'])).not.toBeNull();
    expect(visibleNodes(seedCategoryTree).length).toBe(6 + 5 + 21 + 2 + 19 + 11 + 4);
  });

  it('names every subject in both locales and every node', () => {
    for (const s of subjects) {
      expect(seedSubjectNames[s].ua.length).toBeGreaterThan(1);
      expect(seedSubjectNames[s].ru.length).toBeGreaterThan(1);
    }
    const all = (nodes: readonly SeedCategory[]): SeedCategory[] =>
      nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    const nodes = all(seedCategoryTree);
    expect(nodes.filter((n) => n.isHidden).length).toBe(2); // 'other' + one hidden subcategory
    for (const n of nodes) expect(n.nameUa && n.nameRu).toBeTruthy();
  });
});

describe('product sizes', () => {
  it('lists every domain size in order with d19 hidden', () => {
    expect(seedProductSizes.map((s) => s.value)).toEqual([...productSizes]);
    expect(seedProductSizes.filter((s) => s.isHidden).map((s) => s.value)).toEqual(['d19']);
    expect(new Set(seedProductSizes.map((s) => s.position)).size).toBe(productSizes.length);
  });
});

describe('products', () => {
  it('has at least 170 products with unique articles', () => {
    expect(products.length).toBeGreaterThanOrEqual(170);
    expect(new Set(products.map((p) => p.article)).size).toBe(products.length);
    for (const p of products) expect(p.article).toMatch(/^[A-Z]{2}\d{4}$/);
  });

  it('is deterministic', () => {
    expect(generateSeedProducts()).toEqual(products);
  });

  it('puts every product in an existing, visible category', () => {
    for (const p of products) {
      expect(findSeedCategory(p.categoryPath), p.categoryPath.join('/')).not.toBeNull();
      expect(isPathHidden(p.categoryPath), p.categoryPath.join('/')).toBe(false);
    }
  });

  it('covers every top category except other', () => {
    for (const top of categoryTypes.filter((t) => t !== 'other')) {
      expect(
        products.some((p) => p.categoryPath[0] === top),
        top,
      ).toBe(true);
    }
    expect(products.filter((p) => p.categoryPath[0] === 'kits').length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.categoryPath[0] === 'combo-technique').length).toBeGreaterThanOrEqual(5);
  });

  it('has at least 2 products in every visible picture and mosaic subcategory', () => {
    const nodes = visibleNodes(seedCategoryTree).filter(
      ({ path }) => path.length > 1 && (path[0] === 'picture-by-numbers' || path[0] === 'mosaik'),
    );
    expect(nodes.length).toBe(21 + 19 + 2);
    for (const { path } of nodes) {
      const count = products.filter((p) => startsWith(p.categoryPath, path)).length;
      expect(count, path.join('/')).toBeGreaterThanOrEqual(2);
    }
  });

  it('has consistent prices and discounts', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      const onSale = p.labels.includes('sale');
      expect(p.discountPrice !== null, p.article).toBe(onSale);
      if (p.discountPrice !== null) {
        expect(Number.isInteger(p.discountPrice)).toBe(true);
        expect(p.discountPrice).toBeLessThan(p.price);
        expect(p.discountPrice).toBeGreaterThanOrEqual(Math.floor(p.price * 0.7));
        expect(p.discountPrice).toBeLessThanOrEqual(Math.ceil(p.price * 0.9));
      }
    }
  });

  it('keeps prices in realistic ranges', () => {
    const uah = (p: { price: number }) => p.price / 100;
    for (const p of products) {
      if (p.categoryPath[0] === 'picture-by-numbers' && p.size === '40x50')
        expect(uah(p)).toBeGreaterThanOrEqual(329);
      if (p.categoryPath[0] === 'picture-by-numbers' && p.size === '40x50')
        expect(uah(p)).toBeLessThanOrEqual(699);
      if (p.categoryPath[0] === 'mosaik') expect(uah(p)).toBeGreaterThanOrEqual(399);
      if (p.categoryPath[0] === 'mosaik') expect(uah(p)).toBeLessThanOrEqual(1199);
      if (p.categoryPath[0] === 'accessories') expect(uah(p)).toBeLessThanOrEqual(499);
      if (p.categoryPath[0] === 'home-goods') expect(uah(p)).toBeGreaterThanOrEqual(149);
    }
  });

  it('has sensible labels, stock and dates', () => {
    const share = (label: string) =>
      products.filter((p) => p.labels.includes(label as never)).length / products.length;
    expect(share('sale')).toBeGreaterThan(0.15);
    expect(share('sale')).toBeLessThan(0.25);
    expect(share('new')).toBeGreaterThan(0.1);
    expect(share('top-sales')).toBeGreaterThan(0.1);
    expect(share('preorder')).toBeGreaterThan(0.03);
    expect(share('metallic')).toBeGreaterThan(0.05);
    for (const p of products) {
      for (const l of p.labels) expect(labels).toContain(l);
      if (p.labels.includes('preorder')) expect(p.stock).toBe(0);
      else if (p.stock > 0) expect(p.stock).toBeLessThanOrEqual(40);
      if (p.labels.includes('metallic'))
        expect(['golden-picture', 'composition-metalic']).toContain(p.subject);
      if (p.labels.includes('new')) expect(p.createdDaysAgo).toBeLessThan(30);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(400);
      expect([1, 2, 3, 4, 5]).toContain(p.difficulty);
    }
    const soldOut = products.filter((p) => p.stock === 0 && !p.labels.includes('preorder'));
    expect(soldOut.length).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p) => p.difficulty)).size).toBe(5);
  });

  it('uses only domain sizes, d19 at most once, and valid palettes', () => {
    for (const p of products) {
      expect(productSizes).toContain(p.size);
      expect(p.palette.length).toBeGreaterThanOrEqual(4);
      expect(p.palette.length).toBeLessThanOrEqual(6);
      for (const c of p.palette) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(products.filter((p) => p.size === 'd19').length).toBeLessThanOrEqual(1);
  });

  it('has names and descriptions in both languages', () => {
    for (const p of products) {
      for (const text of [p.nameUa, p.nameRu, p.descriptionUa, p.descriptionRu]) {
        expect(text.trim().length).toBeGreaterThan(5);
        expect(text).not.toMatch(/undefined|NaN|\$\{/);
      }
      expect(p.descriptionUa).not.toBe(p.descriptionRu);
    }
    expect(new Set(products.map((p) => p.nameUa)).size).toBe(products.length);
  });
});

describe('content', () => {
  it('has 12 client works and 15 approved testimonials', () => {
    expect(seedClientWorks).toHaveLength(12);
    expect(seedClientWorks.map((w) => w.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(seedTestimonials).toHaveLength(15);
    for (const t of seedTestimonials) {
      expect(t.phone).toMatch(/^\+380\d{9}$/);
      expect([1, 2, 3, 4, 5]).toContain(t.rating);
      if (t.email !== null) expect(t.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
    expect(seedTestimonials.filter((t) => t.rating === 3)).toHaveLength(1);
    expect(seedTestimonials.filter((t) => t.rating === 5).length).toBeGreaterThan(10);
  });

  it('has SEO data for every public route', () => {
    const routes = seedSeoData.map((s) => s.route);
    for (const r of routes) expect(r.startsWith('/')).toBe(true);
    expect(new Set(routes).size).toBe(routes.length);
    for (const r of [
      '/',
      '/about',
      '/cart',
      '/catalog',
      '/client-works',
      '/contacts',
      '/loyalty-program',
      '/payments-and-delivery',
      '/photo-picture',
      '/public-offer',
      '/testimonials',
      '/sale',
      '/product',
      '/catalog/picture-by-numbers',
      '/catalog/mosaik',
      '/catalog/kits',
      '/catalog/accessories',
      '/catalog/home-goods',
      '/catalog/combo-technique',
    ]) {
      expect(routes).toContain(r);
    }
  });

  it('has the common variables', () => {
    const keys = seedCommonVariables.map((v) => v.key);
    for (const k of [
      'phone_main',
      'phone_second',
      'mail',
      'working_hours_ua',
      'working_hours_ru',
      'takeaway_hours',
      'address_ua',
      'address_ru',
      'telegram',
      'viber',
      'instagram',
      'facebook',
      'tiktok',
      'shop_name',
      'footer_description_ua',
      'footer_description_ru',
    ]) {
      expect(keys).toContain(k);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
