import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SavedDepartment } from '@kartyna/domain';
import { products } from './catalog';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mail: text('mail').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fatherName: text('father_name'),
    phone: text('phone').notNull(),
    role: text('role', { enum: ['customer', 'manager', 'admin'] })
      .notNull()
      .default('customer'),
    locale: text('locale', { enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    deliveryDepartment: jsonb('delivery_department').$type<SavedDepartment>(),
    deliveryPostomat: jsonb('delivery_postomat').$type<SavedDepartment>(),
    /** kopiyky */
    bonusBalance: integer('bonus_balance').notNull().default(0),
    /** bumped on password change so older tokens stop working */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_mail_uq').on(sql`lower(${t.mail})`)],
);

export const savedProducts = pgTable(
  'saved_products',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const appearRequests = pgTable(
  'appear_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mail: text('mail').notNull(),
    locale: text('locale', { enum: ['ua', 'ru'] })
      .notNull()
      .default('ua'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('appear_requests_product_mail_uq').on(t.productId, sql`lower(${t.mail})`),
    index('appear_requests_pending_idx')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
