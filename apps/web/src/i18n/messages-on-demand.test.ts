import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFailedMessages, loadMessages, withMessages } from './messages-on-demand';

afterEach(() => vi.unstubAllGlobals());

describe('a dialog’s texts loaded on demand', () => {
  it('lays them over the page’s, namespace by namespace', () => {
    const page = { cart: { buy: 'Купити' }, errors: { retry: 'Ще раз' } };
    const merged = withMessages(page, { cart: { result: { title: 'Дякуємо' } } });
    expect(merged).toEqual({
      cart: { buy: 'Купити', result: { title: 'Дякуємо' } },
      errors: { retry: 'Ще раз' },
    });
    expect(page.cart).toEqual({ buy: 'Купити' });
  });

  it('asks once per dialog and language; after a failure, again once the shopper was told', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(new Response(JSON.stringify({ account: { modal: {} } })));
    vi.stubGlobal('fetch', fetch);
    expect(await loadMessages('ua', 'auth-dialog')).toBeNull();
    // The same answer while the dialog renders (React asks again on each render).
    expect(await loadMessages('ua', 'auth-dialog')).toBeNull();
    forgetFailedMessages('ua', 'auth-dialog');
    await Promise.resolve();
    expect(await loadMessages('ua', 'auth-dialog')).toEqual({ account: { modal: {} } });
    forgetFailedMessages('ua', 'auth-dialog');
    expect(await loadMessages('ua', 'auth-dialog')).toEqual({ account: { modal: {} } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/api/messages/ua/auth-dialog');
  });
});
