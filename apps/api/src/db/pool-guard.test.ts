import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { releaseClientOnFailedBegin } from './pool-guard';

/** A connection whose server is gone: it opens, then every statement fails as a dropped one does. */
class DroppedConnection extends EventEmitter {
  static opened = 0;
  _queryable = true;
  connect(callback: (err?: Error) => void) {
    DroppedConnection.opened += 1;
    process.nextTick(callback);
  }
  query() {
    this._queryable = false;
    return Promise.reject(new Error('Connection terminated unexpectedly'));
  }
  end(callback?: () => void) {
    process.nextTick(() => callback?.());
    return Promise.resolve();
  }
}

const withinOneSecond = <T>(work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('hung')), 1000))]);

describe('a transaction whose BEGIN fails', () => {
  const pool = () =>
    new pg.Pool({
      Client: DroppedConnection as unknown as typeof pg.Client,
      max: 1,
      connectionTimeoutMillis: 2000,
    });

  it('without the guard, keeps its connection: the next transaction waits for a free one', async () => {
    const p = pool();
    const db = drizzle(p);
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(p.totalCount - p.idleCount).toBe(1);
    await expect(withinOneSecond(db.transaction(async () => 1))).rejects.toThrow('hung');
    // Not ended: ending waits for the leaked connection, which nothing will ever give back.
  });

  it('with the guard, gives its connection back to be discarded, so the next one gets a new connection', async () => {
    const p = pool();
    releaseClientOnFailedBegin(p);
    const db = drizzle(p);
    const opened = DroppedConnection.opened;
    for (let i = 0; i < 5; i++) {
      await expect(withinOneSecond(db.transaction(async () => 1))).rejects.toThrow('Failed query: begin');
    }
    expect(DroppedConnection.opened - opened).toBe(5);
    expect(p.totalCount).toBe(0);
    await p.end();
  });
});
