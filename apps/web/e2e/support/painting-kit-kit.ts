import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { csrfHeader, PASSWORD } from './account-kit';
import { someBranch } from './order-kit';
import { realPhoto } from './photo-kit';

/** Helpers of the painting companion's journeys (issue #25): kits ordered through the API. */

interface KitItem {
  ref: string;
  kind: string;
  status: string;
  orderId: number;
}

const contact = { lastName: 'Коваль', firstName: 'Олена', email: 'olena@example.com', phone: '+380671234567' };

/** A photo order of a real photo by the signed-in shopper of `context`; answers the order id. */
export async function orderPhotoKit(page: Page, context: BrowserContext): Promise<number> {
  const headers = await csrfHeader(context);
  const upload = await page.request.post('/api/server/image-upload', {
    headers,
    multipart: {
      image: { name: 'chelsea.jpg', mimeType: 'image/jpeg', buffer: await realPhoto('chelsea.png', 1000, 1250) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const placed = await page.request.post('/api/server/photo-orders', {
    headers,
    data: {
      clientData: contact,
      delivery: { deliveryType: 'post', ...(await someBranch(page.request)) },
      paymentType: 'cod',
      productsData: [{ imageUrl, complectation: 'classic', size: '40x50', speed: 'standart', amount: 1 }],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

/** A demo catalogue picture by numbers, ordered by the signed-in shopper; answers the order id. */
export async function orderCatalogueKit(page: Page, context: BrowserContext): Promise<number> {
  const listed = await page.request.get('/api/server/products?category=picture-by-numbers&pageSize=10');
  const { items } = (await listed.json()) as { items: { id: number; inStock: boolean }[] };
  const product = items.find((p) => p.inStock);
  expect(product, 'a demo picture by numbers in stock').toBeTruthy();
  const placed = await page.request.post('/api/server/orders', {
    headers: await csrfHeader(context),
    data: {
      contact,
      delivery: { deliveryType: 'post', ...(await someBranch(page.request)) },
      paymentType: 'cod',
      lines: [{ productId: product?.id, amount: 1 }],
      language: 'ua',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

/** The signed-in shopper's kit of an order, once its status is `status`. */
export async function kitOfOrder(request: APIRequestContext, orderId: number, kind: string, status?: string): Promise<KitItem> {
  let found: KitItem | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/server/kits');
        const kits = (await response.json()) as KitItem[];
        found = kits.find((k) => k.orderId === orderId && k.kind === kind);
        return found?.status;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(status ?? expect.stringMatching(/preparing|ready/));
  return found as KitItem;
}

/** Signs `context` in as the account of `mail` (a second device of the same buyer). */
export async function signIn(page: Page, mail: string): Promise<void> {
  const response = await page.request.post('/api/server/auth/login', { data: { mail, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

export function companionOf(page: Page) {
  const stage = page.getByTestId('kit-stage');
  return {
    stage,
    frame: stage.getByRole('group', { name: /Шаблон: щипок/ }),
    legend: page.getByRole('region', { name: 'Легенда фарб' }),
    next: page.getByRole('button', { name: 'Наступна ділянка' }),
    sync: page.locator('[data-sync]'),
  };
}

/** The companion open with its regions loaded. */
export async function expectCompanionReady(page: Page): Promise<void> {
  await expect(companionOf(page).stage).toHaveAttribute('data-map', 'ready', { timeout: 30_000 });
}

/** Chooses the first paint of the legend and brings its next region to the middle; answers its number. */
export async function focusNextRegion(page: Page): Promise<void> {
  const { next, frame } = companionOf(page);
  await next.click();
  await expect.poll(async () => Number(await frame.getAttribute('data-zoom'))).toBeGreaterThan(1.5);
}

/** Taps the middle of the template (where "next region" put one) and waits for the tick. */
export async function tapMiddle(page: Page, ticked: number): Promise<void> {
  const { frame, stage } = companionOf(page);
  const box = await frame.boundingBox();
  if (!box) throw new Error('the template is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(stage).toHaveAttribute('data-ticked', String(ticked));
}

/** The overlay's colour (RGBA) at the middle of the frame. */
export async function overlayAtMiddle(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const frame = document.querySelector('[data-testid="kit-stage"] [role="group"]');
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="kit-overlay"]');
    if (!frame || !canvas) throw new Error('no overlay');
    const f = frame.getBoundingClientRect();
    const c = canvas.getBoundingClientRect();
    const x = Math.floor(((f.left + f.width / 2 - c.left) / c.width) * canvas.width);
    const y = Math.floor(((f.top + f.height / 2 - c.top) / c.height) * canvas.height);
    return [...(canvas.getContext('2d')?.getImageData(x, y, 1, 1).data ?? [])];
  });
}
