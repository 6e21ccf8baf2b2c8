import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { usePhotoOrderKit } from './photo-orders-test-kit';

/** Issue #18: a photo order may use only photos its own uploader sent. */

const k = usePhotoOrderKit();

const urlOf = (res: { statusCode: number; json(): { imageUrl: string } }) => {
  expect(res.statusCode).toBe(201);
  return res.json().imageUrl;
};

describe('upload ownership', () => {
  it('sets an httpOnly upload_owner cookie for a guest and keeps it on later uploads', async () => {
    const first = await k.upload();
    const cookie = first.cookies.find((c) => c.name === 'upload_owner');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await k.upload({ cookie: `upload_owner=${cookie?.value ?? ''}` });
    expect(again.cookies.find((c) => c.name === 'upload_owner')).toBeUndefined();
  });

  it("answers 404 for another guest's upload and 201 for one's own", async () => {
    const strangers = urlOf(await k.upload());
    const res = await k.place(k.orderBody({ productsData: [k.line(), k.line({ imageUrl: strangers })] }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'not_found',
      errors: [{ path: 'productsData.1.imageUrl', message: 'not_found' }],
    });
    expect((await k.place(k.orderBody())).statusCode).toBe(201);
    // Without the cookie the guest's own upload is nobody's.
    expect((await k.place(k.orderBody(), { cookie: '' })).statusCode).toBe(404);
  });

  it("keeps an account's upload to that account", async () => {
    const owner = await createTestUser(k.t.app);
    const stranger = await createTestUser(k.t.app);
    const url = urlOf(await k.upload(owner.authHeader));
    const body = k.orderBody({ productsData: [k.line({ imageUrl: url })] });
    expect((await k.place(body)).statusCode).toBe(404);
    expect((await k.place(body, stranger.authHeader)).statusCode).toBe(404);
    expect((await k.place(body, owner.authHeader)).statusCode).toBe(201);
  });
});
