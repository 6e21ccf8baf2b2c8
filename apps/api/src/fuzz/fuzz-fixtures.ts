import { desc } from 'drizzle-orm';
import { contactMessages, testimonials } from '../db/schema';
import type { TestApp } from '../test/build-test-app';
import { productBody } from '../modules/catalog-admin/catalog-admin-test-kit';
import { createTestUser, insertProduct } from '../test/fixtures';
import { placeTestOrder } from '../modules/orders/lifecycle-test-kit';
import { contact, deliveries, directoryRefs, orderBody } from '../modules/orders/orders-test-kit';
import { clientData } from '../modules/photo-orders/photo-orders-test-kit';
import { imagePart, multipart, solid } from '../modules/uploads/test-images';

/**
 * Rows the fuzz test's requests point at, and valid bodies to mutate, so that bad values get
 * past the first checks and reach the services and the database (where the 500s of issue #18
 * came from). Not a test file itself.
 */
export interface FuzzFixtures {
  customer: Record<string, string>;
  staff: Record<string, string>;
  /** an existing row's id for the paths under these prefixes */
  idFor(path: string): string;
  /** a valid body of an operation ("POST /api/…/{id}/reply"), when one is known */
  bodies: Record<string, unknown>;
}

async function json(t: TestApp, method: 'POST', url: string, payload: object, headers = {}) {
  const res = await t.app.inject({ method, url, payload, headers, remoteAddress: '10.118.255.1' });
  if (res.statusCode >= 300) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

export async function fuzzFixtures(t: TestApp): Promise<FuzzFixtures> {
  const buyer = await createTestUser(t.app);
  const manager = await createTestUser(t.app, { role: 'admin' });
  const product = await insertProduct(t.db, { stock: 1000 });
  const order = await placeTestOrder(t, { productId: product.id });

  // Uploaded and ordered by one account: a photo order takes only its own uploader's photos.
  const asBuyer = { authorization: `Bearer ${buyer.accessToken}` };
  // Paintable on the 40 × 50 canvas ordered below (a smaller photo is refused with 422).
  const upload = multipart([imagePart(await solid(480, 360).jpeg().toBuffer())]);
  const image = await t.app.inject({
    method: 'POST',
    url: '/api/server/image-upload',
    payload: upload.payload,
    headers: { ...upload.headers, ...asBuyer },
  });
  const imageUrl = (image.json() as { imageUrl: string }).imageUrl;
  const photoOrderBody = {
    clientData,
    delivery: deliveries(await directoryRefs(t)).post,
    paymentType: 'cod',
    productsData: [{ imageUrl, complectation: 'classic', size: '40x50', speed: 'standart', amount: 1 }],
    comment: 'Коментар',
    language: 'ua',
  };
  const photoOrder = await json(t, 'POST', '/api/server/photo-orders', photoOrderBody, asBuyer);
  const testimonialBody = { name: 'Ірина', rating: 5, phone: '+380671234567', text: 'Дякую' };
  await json(t, 'POST', '/api/server/testimonials', testimonialBody);
  const messageBody = { name: 'Ірина', email: 'i@example.com', phone: '+380671234567', message: 'Питання' };
  await json(t, 'POST', '/api/server/contact-messages', messageBody);
  // Neither answer names the new row (a shopper needs no id); the database does.
  const [testimonial] = await t.db.select().from(testimonials).orderBy(desc(testimonials.id)).limit(1);
  const [message] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
  if (!testimonial || !message) throw new Error('fixture rows missing');
  const product2 = await productBody(t);

  const ids: [string, number][] = [
    ['/api/admin/orders/', order.id],
    ['/api/server/orders/', order.id],
    ['/api/admin/photo-orders/', photoOrder.id as number],
    ['/api/admin/customers/', buyer.user.id],
    ['/api/admin/testimonials/', testimonial.id],
    ['/api/admin/contact-messages/', message.id],
    ['/api/admin/products/', product.id],
    ['/api/server/products/', product.id],
  ];
  return {
    customer: { authorization: `Bearer ${buyer.accessToken}` },
    staff: {
      cookie: `access_token=${manager.accessToken}; csrf_token=${manager.csrfToken}`,
      'x-csrf-token': manager.csrfToken,
    },
    idFor: (path) => String(ids.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 999_999),
    bodies: {
      'POST /api/server/orders': orderBody([{ productId: product.id, amount: 1 }], {
        contact,
        paymentType: 'cod',
      }),
      'POST /api/server/photo-orders': photoOrderBody,
      'POST /api/server/testimonials': testimonialBody,
      'POST /api/server/contact-messages': messageBody,
      'POST /api/admin/customers/{id}/bonus-adjustment': { amount: 10, reason: 'Подарунок' },
      'PUT /api/admin/orders/{id}/note': { staffNote: 'Нотатка' },
      'PUT /api/admin/photo-orders/{id}/note': { staffNote: 'Нотатка' },
      'POST /api/admin/contact-messages/{id}/reply': { reply: 'Дякуємо' },
      'PUT /api/admin/testimonials/{id}': { status: 'approved', reply: 'Дякуємо' },
      'POST /api/admin/products': product2,
      'PUT /api/admin/products/{id}': { ...product2, article: `${product.article}` },
      'POST /api/server/orders/prepare-payment': {
        orderId: order.id,
        language: 'ua',
        resultUrl: 'https://kartyna.ua/cart',
      },
    },
  };
}
