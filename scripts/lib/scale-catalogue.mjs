// The synthetic big catalogue on a PostgreSQL database, for benchmarks: filled (topped up) by the
// same code as `npm run seed:scale -- --products N` (apps/api/src/db/seed-scale-cli.ts, run
// with tsx), then every product's stock raised so that nothing sells out while orders flow.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { connectClient } from './pg-client.mjs';
import { root } from './run-shop.mjs';

/**
 * Tops the catalogue of `databaseUrl` up to `products` (migrating first). `onChild` is handed
 * the seeding process (to stop it if the caller must stop early).
 */
export function seedScale(databaseUrl, products, { dataDir, onChild = () => undefined }) {
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'apps/api/src/db/seed-scale-cli.ts',
      '--products',
      String(products),
    ],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  onChild(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`seed:scale --products ${products} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Raises the stock of every product to at least `stock` and answers the ids of the products a
 * shopper can see and buy (not hidden), in id order.
 */
export async function stockUp(databaseUrl, stock = 1_000_000) {
  const client = await connectClient(databaseUrl);
  try {
    await client.query('update products set stock = $1 where stock < $1', [stock]);
    const { rows } = await client.query('select id from products where not is_hidden order by id');
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}
