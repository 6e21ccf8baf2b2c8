import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPainters } from '../../db/demo-picture-painters';
import { createPicturePool } from './picture-pool';

const pool = createPicturePool(2);
afterAll(() => pool.close());

describe('picture pool', () => {
  it('draws demo pictures in worker threads, a few at once', async () => {
    const keys = [...demoPainters().keys()].slice(0, 3);
    const pictures = await Promise.all(keys.map((key) => pool.draw(key)));
    for (const data of pictures) {
      expect(data).toBeInstanceOf(Buffer);
      const meta = await sharp(data!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1000]);
    }
  });

  it('answers null for a key that is no demo picture', async () => {
    expect(await pool.draw('uploads/2025-01/none.jpg')).toBeNull();
  });

  it('refuses work once closed', async () => {
    const closing = createPicturePool(1);
    await closing.close();
    await expect(closing.draw([...demoPainters().keys()][0]!)).rejects.toThrow('closed');
  });
});
