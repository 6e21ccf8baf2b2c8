import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, withMessages } from './messages-on-demand';

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

  it('asks once per dialog and language, and again after a failure', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(new Response(JSON.stringify({ account: { modal: {} } })));
    vi.stubGlobal('fetch', fetch);
    expect(await loadMessages('ua', 'auth-dialog')).toBeNull();
    expect(await loadMessages('ua', 'auth-dialog')).toEqual({ account: { modal: {} } });
    expect(await loadMessages('ua', 'auth-dialog')).toEqual({ account: { modal: {} } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/api/messages/ua/auth-dialog');
  });
});
