import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultApiPort } from '@kartyna/domain';
import type { AppConfig, StorageConfig } from './app-config';
import { persistentSecret } from './persistent-secret';
import { backgroundConfigOf, backgroundEnvShape } from './env-background';
import { fiscalConfigOf, SHIFT_CLOSE_AT_PATTERN } from './env-fiscal';

/** The one place that reads process.env (DESIGN.md "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(defaultApiPort),
  API_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kartyna <shop@kartyna.local>'),
  /** unset: no online payment at all; `sandbox` only when asked for by name (test money) */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'liqpay', 'monobank']).optional(),
  LIQPAY_PUBLIC_KEY: z.string().optional(),
  LIQPAY_PRIVATE_KEY: z.string().optional(),
  /** LiqPay's checkout endpoint; tests point it at a local server */
  LIQPAY_CHECKOUT_URL: z.string().url().default('https://www.liqpay.ua/api/3/checkout'),
  /** Monobank acquiring: the merchant token (X-Token) */
  MONOBANK_TOKEN: z.string().optional(),
  /** base64 of the merchant's webhook public key (PEM); fetched from /api/merchant/pubkey when unset */
  MONOBANK_PUBLIC_KEY: z.string().optional(),
  MONOBANK_API_URL: z.string().url().default('https://api.monobank.ua'),
  /** unset: no fiscal receipts; `checkbox-sandbox` (test receipts) only when asked for by name */
  FISCAL_PROVIDER: z.enum(['checkbox', 'checkbox-sandbox']).optional(),
  /** Checkbox: the cash register's license key, and the cashier's login and password or PIN */
  CHECKBOX_LICENSE_KEY: z.string().optional(),
  CHECKBOX_LOGIN: z.string().optional(),
  CHECKBOX_PASSWORD: z.string().optional(),
  CHECKBOX_PIN_CODE: z.string().optional(),
  CHECKBOX_API_URL: z.string().url().default('https://api.checkbox.ua'),
  /** HH:MM Kyiv time: the day's shift is closed with its Z-report then */
  FISCAL_SHIFT_CLOSE_AT: z.string().regex(SHIFT_CLOSE_AT_PATTERN, 'HH:MM').default('23:50'),
  NOVA_POSHTA_API_KEY: z.string().optional(),
  NOVA_POSHTA_API_URL: z.string().url().default('https://api.novaposhta.ua/v2.0/json/'),
  /** the shop as the sender of waybills (refs from Nova Poshta's Counterparty and Address models) */
  NOVA_POSHTA_SENDER_REF: z.string().optional(),
  NOVA_POSHTA_SENDER_CONTACT_REF: z.string().optional(),
  NOVA_POSHTA_SENDER_CITY_REF: z.string().optional(),
  NOVA_POSHTA_SENDER_ADDRESS_REF: z.string().optional(),
  NOVA_POSHTA_SENDER_PHONE: z.string().optional(),
  ...backgroundEnvShape,
  AUTH_SECRET: z.string().min(32).optional(),
  /** how many API processes share this database and storage (a hint: >1 demands AUTH_SECRET) */
  INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
  /** S3-compatible object storage for uploads and demo pictures; unset: files under DATA_DIR */
  S3_BUCKET: z.string().min(3).optional(),
  /** MinIO, s3rver, Ceph…; unset with S3_BUCKET set means AWS itself */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** worker threads that draw demo pictures (CPU-bound; kept off the event loop) */
  PICTURE_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** the built back office (default: apps/admin/dist beside the API) */
  ADMIN_DIST_DIR: z.string().optional(),
  /**
   * The shop's one public address: the storefront, which passes /api and /admin through to the
   * API. Mail links, payment result pages, payment pages and provider callbacks all follow it;
   * WEB_URL and PUBLIC_API_URL (older, separate settings) override it when given.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** the public origin of the API, for links in mail and payment pages (default: PUBLIC_URL) */
  PUBLIC_API_URL: z.string().url().optional(),
  /** the storefront origin (default: PUBLIC_URL) */
  WEB_URL: z.string().url().optional(),
  /**
   * The storefront's port on this machine (`npm start` passes its PORT): without PUBLIC_URL, links
   * made with no shopper's request at hand go to http://localhost:<this port>.
   */
  STOREFRONT_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** which proxies may set X-Forwarded-For: 'loopback' (the storefront on this machine), a list of addresses, or 'false' */
  TRUST_PROXY: z.string().default('loopback'),
  // Shared with the storefronts, which subscribe with it to learn when cached pages go stale.
  STOREFRONT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** draw the demo pictures in the background after start (they are drawn on demand anyway) */
  DRAW_DEMO_PICTURES: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** `false`: leave migrations to `npm run migrate`; the API is not ready while any is missing */
  MIGRATE_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** unset: on, except with NODE_ENV=production (see loadConfig) */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
});

export type { AppConfig, PaymentProviderName, StorageConfig } from './app-config';

export const SHARED_SECRET_MESSAGE =
  'AUTH_SECRET must be set when several API instances share a database (INSTANCES > 1, or ' +
  'NODE_ENV=production with DATABASE_URL or S3_BUCKET): each instance would otherwise generate its ' +
  'own secret into DATA_DIR/secrets.json and refuse the sign-ins of the others. Give every instance ' +
  'the same AUTH_SECRET of at least 32 characters (e.g. `openssl rand -base64 48`).';

export const SHARED_STORAGE_MESSAGE =
  'INSTANCES > 1 needs DATABASE_URL and S3_BUCKET: each API process would otherwise keep its own ' +
  'embedded database and uploads under DATA_DIR, and shoppers would see a different shop on each.';

export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
): AppConfig & { port: number; host: string } {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.PAYMENT_PROVIDER === 'liqpay' && !(e.LIQPAY_PUBLIC_KEY && e.LIQPAY_PRIVATE_KEY)) {
    throw new Error('PAYMENT_PROVIDER=liqpay needs LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY');
  }
  if (e.PAYMENT_PROVIDER === 'monobank' && !e.MONOBANK_TOKEN) {
    throw new Error('PAYMENT_PROVIDER=monobank needs MONOBANK_TOKEN');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if ((e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID) && !e.S3_BUCKET) {
    throw new Error('S3 storage needs S3_BUCKET');
  }
  if (e.INSTANCES > 1 && !(e.DATABASE_URL && e.S3_BUCKET)) throw new Error(SHARED_STORAGE_MESSAGE);
  // One process may keep its generated secret; processes that share users may not each invent one.
  const shared = e.INSTANCES > 1 || (e.NODE_ENV === 'production' && Boolean(e.DATABASE_URL || e.S3_BUCKET));
  if (shared && !e.AUTH_SECRET) throw new Error(SHARED_SECRET_MESSAGE);
  const storage: StorageConfig = e.S3_BUCKET
    ? {
        kind: 's3',
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      }
    : { kind: 'disk' };
  // Real keys beside the sandbox mean a shop that meant to take money: marking its buyers'
  // orders paid by a test page would ship goods nobody paid for.
  if (e.PAYMENT_PROVIDER === 'sandbox' && (e.LIQPAY_PRIVATE_KEY || e.MONOBANK_TOKEN)) {
    throw new Error('PAYMENT_PROVIDER=sandbox is refused while LiqPay or Monobank keys are set');
  }
  // Without PUBLIC_URL the shop is the storefront on this machine's STOREFRONT_PORT; it passes
  // /api/server on to the API, so the API's public pages (the sandbox's, receipts) are there too.
  const webUrl = (e.WEB_URL ?? e.PUBLIC_URL ?? `http://localhost:${e.STOREFRONT_PORT}`).replace(/\/$/, '');
  const publicApiUrl = (e.PUBLIC_API_URL ?? e.PUBLIC_URL ?? webUrl).replace(/\/$/, '');
  const fiscal = fiscalConfigOf(e, publicApiUrl);
  const sender =
    e.NOVA_POSHTA_SENDER_REF &&
    e.NOVA_POSHTA_SENDER_CONTACT_REF &&
    e.NOVA_POSHTA_SENDER_CITY_REF &&
    e.NOVA_POSHTA_SENDER_ADDRESS_REF &&
    e.NOVA_POSHTA_SENDER_PHONE
      ? {
          ref: e.NOVA_POSHTA_SENDER_REF,
          contactRef: e.NOVA_POSHTA_SENDER_CONTACT_REF,
          cityRef: e.NOVA_POSHTA_SENDER_CITY_REF,
          addressRef: e.NOVA_POSHTA_SENDER_ADDRESS_REF,
          phone: e.NOVA_POSHTA_SENDER_PHONE,
        }
      : null;
  return {
    env: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentProvider: e.PAYMENT_PROVIDER ?? null,
    liqpay:
      e.LIQPAY_PUBLIC_KEY && e.LIQPAY_PRIVATE_KEY
        ? {
            publicKey: e.LIQPAY_PUBLIC_KEY,
            privateKey: e.LIQPAY_PRIVATE_KEY,
            checkoutUrl: e.LIQPAY_CHECKOUT_URL,
          }
        : undefined,
    monobank: e.MONOBANK_TOKEN
      ? { token: e.MONOBANK_TOKEN, publicKey: e.MONOBANK_PUBLIC_KEY, apiUrl: e.MONOBANK_API_URL }
      : undefined,
    fiscal,
    novaPoshta: e.NOVA_POSHTA_API_KEY
      ? { apiKey: e.NOVA_POSHTA_API_KEY, apiUrl: e.NOVA_POSHTA_API_URL, sender }
      : undefined,
    ...backgroundConfigOf(e),
    storage,
    pictureWorkers: e.PICTURE_WORKERS,
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    adminDistDir: e.ADMIN_DIST_DIR ? resolve(e.ADMIN_DIST_DIR) : undefined,
    publicApiUrl,
    publicApiUrlConfigured: Boolean(e.PUBLIC_API_URL ?? e.PUBLIC_URL),
    webUrl,
    webUrlConfigured: Boolean(e.WEB_URL ?? e.PUBLIC_URL),
    storefrontSecret: e.STOREFRONT_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
    // A live shop whose catalogue is smaller than the demo's would get the demo's products back
    // on every start: production seeds only when asked (npm start and the cluster ask).
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    drawDemoPictures: e.DRAW_DEMO_PICTURES,
    migrateOnStart: e.MIGRATE_ON_START,
  };
}

/** Only where the database is, for `npm run migrate` (which needs no secret and makes none). */
export function loadDatabaseConfig(source: NodeJS.ProcessEnv = process.env): {
  databaseUrl: string | undefined;
  dataDir: string;
} {
  const e = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).parse(source);
  return { databaseUrl: e.DATABASE_URL, dataDir: resolve(e.DATA_DIR) };
}
