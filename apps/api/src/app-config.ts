/** The shape of the API's configuration, as env.ts builds it from the validated environment. */

export type PaymentProviderName = 'sandbox' | 'liqpay' | 'monobank';

export type FiscalProviderName = 'checkbox' | 'checkbox-sandbox';

/** The fiscal register (ПРРО) the shop issues its receipts at. */
export interface FiscalConfig {
  provider: FiscalProviderName;
  /** Checkbox's cash register key; null for the sandbox, whose keys derive from AUTH_SECRET */
  licenseKey: string | null;
  /** the cashier's login and password, or PIN code (either is enough) */
  login: string | null;
  password: string | null;
  pinCode: string | null;
  /** Checkbox's API origin; the sandbox's is this API's own address */
  apiUrl: string;
  /** when the day's shift is closed with its Z-report, Kyiv time */
  shiftCloseAt: { hour: number; minute: number };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** null: the shop takes no online payment (card, Apple Pay and Google Pay are refused) */
  paymentProvider: PaymentProviderName | null;
  liqpay: { publicKey: string; privateKey: string; checkoutUrl: string } | undefined;
  monobank: { token: string; publicKey: string | undefined; apiUrl: string } | undefined;
  /**
   * null: FISCAL_PROVIDER is unset and the shop issues no fiscal receipts. Optional so a config
   * written by hand (tests) may leave it out, which means the same.
   */
  fiscal?: FiscalConfig | null;
  novaPoshta:
    | {
        apiKey: string;
        apiUrl: string;
        sender: {
          ref: string;
          contactRef: string;
          cityRef: string;
          addressRef: string;
          phone: string;
        } | null;
      }
    | undefined;
  /** 'off': the API leaves the mail queue and the template jobs to a worker process (worker.ts) */
  workers: 'inline' | 'off';
  /** leaseMs: how long what a dead worker claimed waits for another (unset: the module's default) */
  mailWorker: { enabled: boolean; pollMs: number; leaseMs?: number };
  /** the photo template job runner; its generations run on the picture workers */
  templateWorker: { enabled: boolean; pollMs: number; leaseMs?: number };
  /** the parcel tracker (parcel-tracking/): on in every process by default, leased per parcel */
  parcelTracker: { enabled: boolean; pollMs: number };
  /** refunds and fiscal receipts an outage held back (issue #44) */
  moneyBack: { enabled: boolean; pollMs: number };
  /** the offline carrier's leg of a parcel's way (no Nova Poshta key), ms */
  offlineParcelStepMs: number;
  /** how long staff may take a status change back (STATUS_UNDO_SECONDS) */
  statusUndoSeconds: number;
  /** where uploads and generated pictures live */
  storage: StorageConfig;
  /** how many worker threads draw demo pictures and make photo templates */
  pictureWorkers: number;
  authSecret: string;
  admin: { email: string; password: string } | undefined;
  adminDistDir: string | undefined;
  publicApiUrl: string;
  /** PUBLIC_API_URL or PUBLIC_URL was given; without, the API's pages open on the shopper's storefront origin */
  publicApiUrlConfigured: boolean;
  webUrl: string;
  /** PUBLIC_URL or WEB_URL was given; without it a payment may return to the request's own origin */
  webUrlConfigured: boolean;
  /** shared with the storefronts, which sign their subscription to expiries with it; unset: no stream */
  storefrontSecret: string | undefined;
  logLevel: string;
  trustProxy: boolean | string;
  seedDemo: boolean;
  drawDemoPictures: boolean;
  /** apply migrations when the API opens the database; off: `npm run migrate` does, before */
  migrateOnStart: boolean;
}

export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };
