import { expect, test } from '@playwright/test';
import { findProduct } from './support/catalog-kit';
import { mailHtml } from './support/mail-kit';
import { someBranch } from './support/order-kit';

/**
 * Issue #26: the order mail's "К-сть" and "449 ₴" wrapped at 390 px. The mail as it was sent,
 * opened at a phone's width: no sideways scroll, and every quantity, price and sum on one line.
 */
test('the order mail fits a 390 px phone: numbers and their headings never wrap', async ({ page }) => {
  const product = await findProduct(page.request, (p) => p.inStock && p.price >= 1000);
  const email = `mail-phone-${Date.now()}@example.com`;
  const placed = await page.request.post('/api/server/orders', {
    data: {
      contact: { lastName: 'Шевченко', firstName: 'Тарас', email, phone: '+380671234567' },
      delivery: { deliveryType: 'post', ...(await someBranch(page.request)) },
      paymentType: 'cod',
      lines: [{ productId: product.id, amount: 12 }],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  await page.setContent(await mailHtml(email, `замовлення №${id}`));
  expect(page.viewportSize()?.width).toBe(390);
  const layout = await page.evaluate(() => {
    // The innermost table with the heading: the goods (the layout's tables hold it too).
    const table = [...document.querySelectorAll('table')]
      .filter((t) => /К-сть/.test(t.textContent ?? ''))
      .pop();
    const sums = [...document.querySelectorAll('td')].filter((td) =>
      /^[\d\s,−]+₴$/.test(td.textContent ?? ''),
    );
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    const wrapped = [...(table?.querySelectorAll('tr') ?? [])].flatMap((row) =>
      [...row.children]
        .slice(1)
        .filter((cell) => lines(cell) > 1)
        .map((cell) => cell.textContent),
    );
    const wrappedSums = sums.filter((td) => lines(td) > 1).map((td) => td.textContent);
    return {
      found: table !== undefined,
      wrapped: [...wrapped, ...wrappedSums],
      width: document.documentElement.scrollWidth,
    };
  });
  expect(layout.found).toBe(true);
  expect(layout.wrapped).toEqual([]);
  expect(layout.width).toBeLessThanOrEqual(390);
});
