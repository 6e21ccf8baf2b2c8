import type { FiscalRegister } from './integrations/fiscal/fiscal-register';
import type { OrderKind } from '@kartyna/domain';
import type { OrderRowWrites } from './modules/order-pipeline/order-row-writes';
import type { PicturePool } from './modules/pictures/picture-pool';
import type { StorefrontCache } from './integrations/storefront/storefront-cache';
import type { CatalogAnnouncer } from './modules/storefront-changes/storefront-announcer';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './env';
import type { Database, Db } from './db/client';
import type { MailSender } from './integrations/mail/mail-sender';
import type { FileStorage } from './integrations/storage/file-storage';
import type { DeliveryDirectory } from './integrations/delivery/delivery-directory';
import type { Carrier } from './integrations/delivery/carrier';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { TokenService, TokenClaims } from './http/tokens';
import type { Drain } from './http/drain';
import type { MigrationWait } from './db/migration-wait';
import type { UserRow } from './modules/users/users-service';

/** Everything the modules need from outside, built once in app.ts and swappable in tests. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  /** REDIS_URL's client: rate limits and failure counts shared by every API process */
  redis: Redis | undefined;
  mail: MailSender;
  storage: FileStorage;
  delivery: DeliveryDirectory;
  /** waybills and tracking */
  carrier: Carrier;
  /** null: PAYMENT_PROVIDER is unset and the shop takes no online payment */
  payments: PaymentProvider | null;
  /** null: FISCAL_PROVIDER is unset and the shop issues no fiscal receipts */
  fiscal: FiscalRegister | null;
  tokens: TokenService;
  /** worker threads for demo pictures and photo templates (PICTURE_WORKERS) */
  pictures: PicturePool;
  /** the storefronts' page caches, told when what they show changes */
  storefront: StorefrontCache;
  /** catalogue changes heard from the database, passed on to the storefronts */
  catalogAnnouncer: CatalogAnnouncer;
  /** how each kind's module writes its order row for the modules below the kinds (payments, refunds) */
  orderWrites: Record<OrderKind, OrderRowWrites>;
}

export interface AuthContext {
  claims: TokenClaims;
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** SIGTERM's drain (server.ts) */
    drain: Drain;
    /** whether the database had this build's migrations at start, and when it has them */
    migrations: MigrationWait;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** set by requireUser / optionalUser */
    currentUser: UserRow | null;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
