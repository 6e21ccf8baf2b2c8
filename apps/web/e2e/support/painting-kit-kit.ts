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

const contact = {
  lastName: 'Коваль',
  firstName: 'Олена',
  email: 'olena@example.com',
  phone: '+380671234567',
};

/** A photo order of a real photo by the signed-in shopper of `context`; answers the order id. */
export async function orderPhotoKit(page: Page, context: BrowserContext): Promise<number> {
  const headers = await csrfHeader(context);
  const upload = await page.request.post('/api/server/image-upload', {
    headers,
    multipart: {
      image: {
        name: 'chelsea.jpg',
        mimeType: 'image/jpeg',
        buffer: await realPhoto('chelsea.png', 1000, 1250),
      },
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
  const listed = await page.request.get('/api/server/products?category=picture-by-numbers&pageSize=60');
  const { items } = (await listed.json()) as { items: { id: number; inStock: boolean }[] };
  // The seed's own (the lowest ids): other journeys add products with test pictures no kit paints from.
  const product = items.filter((p) => p.inStock).sort((a, b) => a.id - b.id)[0];
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
export async function kitOfOrder(
  request: APIRequestContext,
  orderId: number,
  kind: string,
  status?: string,
): Promise<KitItem> {
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
    .toMatch(status ? new RegExp(`^${status}$`) : /^(preparing|ready)$/);
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
export async function expectCompanionReady(page: Page, timeout = 30_000): Promise<void> {
  await expect(companionOf(page).stage).toHaveAttribute('data-map', 'ready', { timeout });
}

/**
 * Presses "next region" until the region brought into view is clear of the viewer's buttons
 * (a region in the canvas's top right corner sits under them); its number is then tappable.
 */
export async function focusNextRegion(page: Page): Promise<void> {
  const { next, frame } = companionOf(page);
  for (let tries = 0; tries < 12; tries += 1) {
    await next.click();
    await expect.poll(async () => Number(await frame.getAttribute('data-zoom'))).toBeGreaterThan(1.5);
    const point = await focusPoint(page);
    const box = await frame.boundingBox();
    if (!box) throw new Error('the template is not on screen');
    const inside =
      point.x > box.x + 8 &&
      point.x < box.x + box.width - 8 &&
      point.y > box.y + 8 &&
      point.y < box.y + box.height - 8;
    const underButtons = point.x > box.x + box.width - 64 && point.y < box.y + 160;
    if (inside && !underButtons) return;
  }
  throw new Error('no region of the paint clear of the buttons');
}

/** Where on screen the region "next region" brought into view has its number (CSS px). */
async function focusPoint(page: Page): Promise<{ x: number; y: number }> {
  const { stage } = companionOf(page);
  const focus = (await stage.getAttribute('data-focus'))?.split(' ').map(Number);
  if (!focus) throw new Error('no region in focus');
  return page.evaluate(([fx, fy]) => {
    const template = document.querySelector('[data-testid="kit-stage"] img');
    const stageBox = document.querySelector('[data-testid="kit-stage"]');
    const [w, h] = (stageBox?.getAttribute('data-size') ?? '').split(' ').map(Number);
    const box = template?.getBoundingClientRect();
    if (!box || !w || !h) throw new Error('no template');
    return { x: box.left + ((fx ?? 0) / w) * box.width, y: box.top + ((fy ?? 0) / h) * box.height };
  }, focus);
}

/** Taps the region in focus (where its number is) and waits for the tick. */
export async function tapFocused(page: Page, ticked: number): Promise<void> {
  // The zoom to the region eases in: tap where its number is once it has stopped moving, not
  // where it was a frame before.
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await focusPoint(page));
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  const { x, y } = JSON.parse(last) as { x: number; y: number };
  await page.mouse.click(x, y);
  await expect(companionOf(page).stage).toHaveAttribute('data-ticked', String(ticked));
}

/** The overlay's colour (RGBA) over the region in focus. */
export async function overlayAtFocus(page: Page): Promise<number[]> {
  const point = await focusPoint(page);
  return page.evaluate(({ x, y }) => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="kit-overlay"]');
    if (!canvas) throw new Error('no overlay');
    const c = canvas.getBoundingClientRect();
    const px = Math.floor(((x - c.left) / c.width) * canvas.width);
    const py = Math.floor(((y - c.top) / c.height) * canvas.height);
    return [...(canvas.getContext('2d')?.getImageData(px, py, 1, 1).data ?? [])];
  }, point);
}
