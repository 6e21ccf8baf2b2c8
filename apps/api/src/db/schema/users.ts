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
    /**
     * A password sent by forgot-password (argon2id). The old one and every session stay valid
     * until this is first used to sign in, so a stranger who asks for a reset locks nobody out.
     */
    pendingPasswordHash: text('pending_password_hash'),
    pendingPasswordExpiresAt: timestamp('pending_password_expires_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the owner proved the mailbox of `mail` by a mailed link (issue #26); null until then and
     * again after the mail changes. Guest orders with this mail join the account only once it is set.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
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

/**
 * Sessions signed out one by one (POST /auth/logout): their token id is refused until the
 * token would have expired anyway. "Everywhere" and password changes bump users.token_version.
 * In PostgreSQL, so every API process refuses the token at once.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    /** no foreign key: signing out must work even for a token whose account is gone */
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Mailed e-mail confirmation links (issue #26). Only the token's sha256 is kept, as for order
 * access tokens; `mail` is the address the link was sent to, so a link goes dead when the account
 * changes its mail. Single use: used_at is set when it is spent.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mail: text('mail').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_uq').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId),
  ],
);
