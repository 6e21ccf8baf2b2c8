// `npm run seed:scale -- --products 100000`: fills DATABASE_URL (or the embedded database in
// DATA_DIR) with a synthetic catalogue for load tests; migrates first. See seed-scale.ts.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../env';
import { openDatabase } from './client';
import { seedScale } from './seed-scale';

const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
const target = Number(values.products);
if (!Number.isInteger(target) || target < 0) throw new Error(`--products must be a whole number`);

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const started = Date.now();
const width = 30;
const progress = (done: number, total: number) => {
  const filled = Math.round((done / total) * width);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} ${seconds} s`,
  );
};
try {
  const { before, added } = await seedScale(database.db, target, { onProgress: progress });
  if (added) process.stderr.write('\n');
  console.log(
    `scale seed (${database.driver}): ${before} before, ${added} added, target ${target}, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
