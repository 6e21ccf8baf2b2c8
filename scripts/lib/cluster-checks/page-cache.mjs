// Checks 6, 6b and 6c of the cluster test: every storefront keeps pages in a cache, yet a change
// committed on the database reaches each of them in time, also one started after the APIs.

/**
 * @param {{ cluster: any, db: import('pg').Client, check: (ok: boolean, what: string) => void,
 *   waitUntil: (what: string, predicate: () => unknown, timeoutMs: number) => Promise<boolean>,
 *   admin: { mail: string, password: string } }} context
 * @param {{ productId: number, run: string }} fromOrders the product sold by the parallel orders
 *   (its page is the one cached) and the run's tag
 */
export async function checkPageCache({ cluster, db, check, waitUntil, admin }, { productId, run }) {
  const [a, b] = cluster.apis;

  // 6. Both storefronts serve the product page from their page cache, and a change committed
  // on the database (as any instance's staff save or checkout would) reaches both: each API
  // process hears it (LISTEN) and passes it on to the storefronts subscribed to it, within the
  // issue's 5 seconds.
  const productPage = `/product/${productId}`;
  for (const web of cluster.webs)
    for (let i = 0; i < 2; i += 1) await (await fetch(`${web}${productPage}`)).text();
  const cached = await Promise.all(cluster.webs.map((web) => fetch(`${web}${productPage}`)));
  check(
    cached.every((r) => r.headers.get('x-nextjs-cache') === 'HIT'),
    `both storefronts serve ${productPage} from their page cache`,
  );
  const priceChanged = Date.now();
  await db.query('update products set price = 432100, discount_price = null where id = $1', [productId]);
  const newPrice = /4[\s\u00a0\u202f]?321/;
  const seen = await Promise.all(
    cluster.webs.map(async (web) => {
      const ok = await waitUntil(
        `the new price on ${web}`,
        async () => newPrice.test(await (await fetch(`${web}${productPage}`)).text()),
        10_000,
      );
      return ok ? Date.now() - priceChanged : Infinity;
    }),
  );
  check(
    seen.every((ms) => ms <= 5000),
    `a price changed on the database shows on both storefronts within 5 s (${seen.join(' / ')} ms)`,
  );

  // An order placed right after the price change is charged the new price (the API, never a
  // cached page, is the authority at checkout).
  await db.query('update products set stock = 5 where id = $1', [productId]);
  const charged = await fetch(`${b}/api/server/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' },
    body: JSON.stringify({
      contact: {
        lastName: 'Коваль',
        firstName: 'Олена',
        email: `price-${run}@example.com`,
        phone: '+380671234567',
      },
      delivery: { deliveryType: 'takeaway' },
      paymentType: 'card',
      lines: [{ productId, amount: 2 }],
    }),
  });
  const chargedTotal = (await charged.json().catch(() => ({}))).total;
  check(
    charged.status === 201 && chargedTotal === 8642,
    `an order right after the change is charged 2 × 4 321 (${chargedTotal})`,
  );

  // 6b. With Redis the storefronts share what they render: a page the first one rendered is
  // answered by the second without rendering it again.
  if (cluster.redisUrl) {
    const { rows: others } = await db.query(
      'select id from products where not is_hidden and id <> $1 order by id desc limit 1',
      [productId],
    );
    const page = `/product/${others[0]?.id}`;
    await (await fetch(`${cluster.webs[0]}${page}`)).text();
    await new Promise((r) => setTimeout(r, 500)); // its compressed copy is shared in the background
    const second = await fetch(`${cluster.webs[1]}${page}`);
    await second.text();
    check(
      second.headers.get('x-page-cache') === 'shared',
      `a page rendered by storefront 1 is answered by storefront 2 from Redis (${second.headers.get('x-page-cache')})`,
    );
  }

  // 6c. A storefront started after the APIs (issue #28), last of the page checks: on subscribing
  // it drops every page, the shared ones too (for 2 s, Redis's clock margin, nothing rendered
  // is shared). Nobody tells the APIs about it; it subscribes by itself, and a price changed in
  // the back office on one API instance shows on it although it had the page cached.
  const late = await cluster.addStorefront();
  for (let i = 0; i < 2; i += 1) await (await fetch(`${late}${productPage}`)).text();
  const lateCached = await fetch(`${late}${productPage}`);
  check(
    (lateCached.headers.get('x-nextjs-cache') === 'HIT' ||
      ['hit', 'shared'].includes(lateCached.headers.get('x-page-cache'))) &&
      newPrice.test(await lateCached.text()),
    `the late storefront serves ${productPage} (4 321) from its page cache`,
  );
  const login = await fetch(`${a}/api/server/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.79.0.1' },
    body: JSON.stringify({ mail: admin.mail, password: admin.password }),
  });
  const { accessToken } = await login.json().catch(() => ({}));
  check(login.status === 200 && Boolean(accessToken), `staff sign in on instance 1 (${login.status})`);
  const doubled = await fetch(`${a}/api/admin/products/bulk-price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ ids: [productId], mode: 'percent', percent: 100 }),
  });
  await doubled.arrayBuffer();
  const savedAt = Date.now();
  check(doubled.status === 200, `the back office doubles the price on instance 1 (${doubled.status})`);
  const lateSaw = await waitUntil(
    'the doubled price on the late storefront',
    async () => /8[\s\u00a0\u202f]?642/.test(await (await fetch(`${late}${productPage}`)).text()),
    10_000,
  );
  check(
    lateSaw && Date.now() - savedAt <= 5000,
    `a storefront started after the APIs shows the back office's new price (8 642) within 5 s (${Date.now() - savedAt} ms)`,
  );
}
