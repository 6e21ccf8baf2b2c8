import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    text: text('text'),
    /** pending until staff approve it; hidden when staff hide it */
    status: text('status', { enum: ['pending', 'approved', 'hidden'] })
      .notNull()
      .default('pending'),
    reply: text('reply'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('testimonials_status_idx').on(t.status, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  handledAt: at('handled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const clientWorks = pgTable('client_works', {
  id: serial('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  titleUa: text('title_ua').notNull().default(''),
  titleRu: text('title_ru').notNull().default(''),
  authorName: text('author_name'),
  position: integer('position').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const seoData = pgTable('seo_data', {
  route: text('route').primaryKey(),
  titleUa: text('title_ua').notNull(),
  titleRu: text('title_ru').notNull(),
  descriptionUa: text('description_ua').notNull(),
  descriptionRu: text('description_ru').notNull(),
});

export const commonVariables = pgTable('common_variables', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Texts of the static pages (about, public offer, payments and delivery, loyalty program) as staff
 * wrote them; a page without a row shows the text shipped in the storefront's message files.
 */
export const pageTexts = pgTable('page_texts', {
  slug: text('slug').primaryKey(),
  bodyUa: text('body_ua').notNull(),
  bodyRu: text('body_ru').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
