import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    nameUa: text('name_ua').notNull(),
    nameRu: text('name_ru').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // Siblings are matched by type in the URL, so a type is unique among its siblings.
    uniqueIndex('categories_parent_type_uq').on(sql`coalesce(${t.parentId}, 0)`, t.type),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const productSizes = pgTable('product_sizes', {
  value: text('value').primaryKey(),
  isHidden: boolean('is_hidden').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    article: text('article').notNull(),
    nameUa: text('name_ua').notNull(),
    nameRu: text('name_ru').notNull(),
    descriptionUa: text('description_ua').notNull().default(''),
    descriptionRu: text('description_ru').notNull().default(''),
    /** kopiyky */
    price: integer('price').notNull(),
    /** kopiyky; shown in place of price when present */
    discountPrice: integer('discount_price'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subject: text('subject').notNull(),
    size: text('size')
      .notNull()
      .references(() => productSizes.value, { onUpdate: 'cascade' }),
    difficulty: smallint('difficulty').notNull(),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_article_uq').on(sql`lower(${t.article})`),
    index('products_category_idx').on(t.categoryId),
    index('products_effective_price_idx').on(sql`coalesce(${t.discountPrice}, ${t.price})`),
    index('products_size_idx').on(t.size),
    index('products_difficulty_idx').on(t.difficulty),
    index('products_labels_idx').using('gin', t.labels),
    index('products_created_idx').on(t.createdAt),
    index('products_subject_idx').on(t.subject),
    index('products_name_ua_trgm_idx').using('gin', sql`lower(${t.nameUa}) gin_trgm_ops`),
    index('products_name_ru_trgm_idx').using('gin', sql`lower(${t.nameRu}) gin_trgm_ops`),
    index('products_article_trgm_idx').using('gin', sql`lower(${t.article}) gin_trgm_ops`),
  ],
);

/**
 * One row: a number every committed change to products, categories or sizes raises (by a
 * trigger, see the catalog_version migration). Cached catalogue answers are keyed by it, so
 * an edit makes every older answer unreachable at once, in every API process.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  /** raised only by changes that can move a facet count: not by stock, names or pictures */
  facetVersion: bigint('facet_version', { mode: 'number' }).notNull().default(1),
});
