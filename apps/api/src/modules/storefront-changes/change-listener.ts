import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client';
import { parseCatalogChange, type CatalogChange } from './catalog-change';

/** The channel the catalog_version trigger announces every committed catalogue change on. */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * Calls `onChange` for every announcement of a committed catalogue change, by any process
 * (LISTEN catalog_changed; what is announced: catalog-change.ts). Started once per API process
 * by start-storefront-changes.ts. The API's own answers do not hang on it (each is keyed by the
 * version read per request); it lets every process drop answers of older versions at once,
 * refresh per-process copies such as the category tree, and tell the storefronts which pages to
 * expire.
 * On PostgreSQL it holds one connection of its own outside the pool and reconnects after a
 * failure (announcing a change then, since it may have missed some). `others`: further channels
 * heard on the same connection (the storefront relay). Returns a stop function.
 */
export async function listenForCatalogChanges(
  database: Database,
  onChange: (change: CatalogChange) => void,
  log: { warn(msg: string): void } = console,
  others: Record<string, (payload: string | undefined) => void> = {},
  /** told once per outage, when the connection is lost (for the metrics) */
  onOutage: () => void = () => undefined,
): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: unknown }).$client;

  if (database.driver === 'pglite') {
    const unlisten = await Promise.all([
      (client as PGlite).listen(CATALOG_CHANNEL, (payload) => onChange(parseCatalogChange(payload))),
      ...Object.entries(others).map(([channel, heard]) => (client as PGlite).listen(channel, heard)),
    ]);
    return async () => {
      for (const stop of unlisten) await stop();
    };
  }

  const options = (client as pg.Pool).options;
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let lostAt: number | undefined;
  let attempts = 0;

  const connect = async (): Promise<void> => {
    const c = new pg.Client(options);
    c.on('notification', (msg) => {
      if (msg.channel === CATALOG_CHANNEL) onChange(parseCatalogChange(msg.payload));
      else others[msg.channel]?.(msg.payload);
    });
    c.on('error', (err) => {
      if (current === c) log.warn(`[catalog] change listener lost: ${err.message}`);
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      for (const channel of [CATALOG_CHANNEL, ...Object.keys(others)]) await c.query(`listen ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    current = c;
  };
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      attempts += 1;
      connect()
        .then(() => {
          // Changes committed while we were away were not announced to us.
          onChange({ version: 0, whole: true });
          // The line an operator looks for after a failover: changes are heard again.
          const away = lostAt === undefined ? 0 : (Date.now() - lostAt) / 1000;
          log.warn(
            `[catalog] change listener back after ${away.toFixed(1)} s (${attempts} attempts); every cached answer and page expired`,
          );
          lostAt = undefined;
          attempts = 0;
        })
        .catch((err: Error) => {
          // Once a second would bury the log; the first tries and then every 30th say it.
          if (attempts <= 3 || attempts % 30 === 0)
            log.warn(`[catalog] change listener not back (attempt ${attempts}): ${err.message}`);
          scheduleRetry();
        });
    }, 1000);
    retry.unref();
  };
  const lost = (c: pg.Client) => {
    if (current !== c) return;
    current = undefined;
    lostAt = Date.now();
    onOutage();
    void c.end().catch(() => undefined);
    scheduleRetry();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = current;
    current = undefined;
    await c?.end().catch(() => undefined);
  };
}
