import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { categories, clientWorks, products, testimonials } from './schema';
import { seedDatabase } from './seed';
import { generateSeedProducts } from './seed-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDatabase(t.app);
}, 180_000);
afterAll(async () => t?.close());

const countOf = async (
  table: typeof products | typeof categories | typeof clientWorks | typeof testimonials,
) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('demo seed', () => {
  it('fills the catalogue with every generated product and a stored picture for each', async () => {
    expect(await countOf(products)).toBe(generateSeedProducts().length);
    const [first] = await t.db.select().from(products).limit(1);
    const url = first?.images[0];
    expect(url).toMatch(/^\/api\/server\/media\/products\/.+\.webp$/);
    // The picture is drawn on first read and is a real WebP image.
    const file = await t.app.deps.storage.open(url?.replace('/api/server/media/', '') ?? '');
    expect(file).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await Promise.all([
      countOf(products),
      countOf(categories),
      countOf(clientWorks),
      countOf(testimonials),
    ]);
    await seedDatabase(t.app);
    const after = await Promise.all([
      countOf(products),
      countOf(categories),
      countOf(clientWorks),
      countOf(testimonials),
    ]);
    expect(after).toEqual(before);
    expect(before.every((n) => n > 0)).toBe(true);
  }, 120_000);
});
