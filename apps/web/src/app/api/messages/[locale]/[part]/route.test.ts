import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The messages as next-intl hands them to the route (src/i18n/request.ts compiles the same files).
const read = (locale: string, ns: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../../../messages', locale, `${ns}.json`), 'utf8'),
  ) as unknown;
vi.mock('next-intl/server', () => ({
  getMessages: async ({ locale }: { locale: string }) => ({
    account: read(locale, 'account'),
    cart: read(locale, 'cart'),
    errors: read(locale, 'errors'),
    product: read(locale, 'product'),
  }),
}));
const { GET, generateStaticParams } = await import('./route');

const call = (locale: string, part: string) =>
  GET(new Request(`http://web/api/messages/${locale}/${part}`), {
    params: Promise.resolve({ locale, part }),
  });

describe('the texts a dialog brings when it opens', () => {
  it('answers only that dialog’s namespaces, in the asked language', async () => {
    const auth = (await (await call('ru', 'auth-dialog')).json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(auth)).toEqual(['account']);
    expect(auth.account?.modal).toEqual((read('ru', 'account') as { modal: unknown }).modal);
    const result = (await (await call('ua', 'order-result')).json()) as { cart: Record<string, unknown> };
    expect(Object.keys(result.cart)).toEqual(['result']);
    const appear = (await (await call('ua', 'appear-dialog')).json()) as { product: Record<string, unknown> };
    expect(Object.keys(appear.product)).toEqual(['appear']);
    expect(appear.product.appear).toEqual((read('ua', 'product') as { appear: unknown }).appear);
  });

  it('answers 404 in the error shape for an unknown language or dialog', async () => {
    for (const [locale, part] of [
      ['en', 'auth-dialog'],
      ['ua', 'errors'],
      ['ua', 'constructor'],
    ] as const) {
      const answer = await call(locale, part);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'not_found', statusCode: 404 });
    }
  });

  it('is written at build for every language and dialog', () => {
    expect(generateStaticParams()).toHaveLength(6);
  });
});
