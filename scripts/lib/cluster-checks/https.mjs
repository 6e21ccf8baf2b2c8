// Check 7 of the cluster test: behind nginx speaking https the APIs must know the shopper came
// over https (Secure cookies, payment pages on the https entrance), and an order is paid end to end.

/**
 * @param {{ cluster: any, db: import('pg').Client, check: (ok: boolean, what: string) => void,
 *   waitUntil: (what: string, predicate: () => unknown, timeoutMs: number) => Promise<boolean>,
 *   received: { to: string[], raw: string }[], admin: { mail: string, password: string } }} context
 * @param {{ productId: number, run: string }} fromOrders the product to order and the run's tag
 */
export async function checkHttps({ cluster, db, check, waitUntil, received, admin }, { productId, run }) {
  // 7. Through nginx over https (TRUST_PROXY=loopback: the APIs believe its X-Forwarded-Proto):
  // session cookies are Secure, and a guest's order is placed and paid on the sandbox's page.
  check(cluster.url.startsWith('https://'), `the entrance speaks https (${cluster.url})`);
  const staffLogin = await fetch(`${cluster.url}/api/server/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail: admin.mail, password: admin.password }),
  });
  await staffLogin.arrayBuffer();
  const cookies = staffLogin.headers.getSetCookie();
  check(
    staffLogin.status === 200 && cookies.length > 0 && cookies.every((c) => /;\s*secure/i.test(c)),
    `every cookie of a sign-in over https is Secure (${staffLogin.status}, ${cookies.map((c) => c.split('=')[0]).join(', ')})`,
  );
  const placed = await fetch(`${cluster.url}/api/server/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      contact: {
        lastName: 'Коваль',
        firstName: 'Олена',
        email: `tls-${run}@example.com`,
        phone: '+380671234567',
      },
      delivery: { deliveryType: 'takeaway' },
      paymentType: 'card',
      lines: [{ productId, amount: 1 }],
    }),
  });
  const order = await placed.json().catch(() => ({}));
  check(placed.status === 201 && Boolean(order.orderToken), `an order over https (${placed.status})`);
  const prepared = await fetch(`${cluster.url}/api/server/orders/prepare-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      orderId: order.id,
      orderToken: order.orderToken,
      resultUrl: `${cluster.url}/order/result`,
    }),
  });
  const payment = await prepared.json().catch(() => ({}));
  check(
    prepared.status === 200 && String(payment.url).startsWith(`${cluster.url}/`) && Boolean(payment.form),
    `its payment page is on the https entrance (${prepared.status}, ${payment.url})`,
  );
  if (payment.form) {
    const checkout = await fetch(payment.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(payment.form),
    });
    check(
      checkout.status === 200 && (await checkout.text()).includes('name="signature"'),
      'the payment page opens',
    );
    const decided = await fetch(`${cluster.url}/api/server/payments/sandbox/checkout/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...payment.form, decision: 'approve' }),
      redirect: 'manual',
    });
    await decided.arrayBuffer();
    const paid = await waitUntil(
      'the payment',
      async () =>
        (await db.query('select payment_status from orders where id = $1', [order.id])).rows[0]
          ?.payment_status === 'paid',
      10_000,
    );
    check(
      decided.status === 303 && decided.headers.get('location') === `${cluster.url}/order/result` && paid,
      `paid on the sandbox's page over https, back to the result page (${decided.status})`,
    );
  }
  // The worker process, not the APIs (WORKERS=off), sends the mail of that order too.
  check(
    await waitUntil(
      'the https order’s mail',
      () => received.some((m) => m.to.includes(`tls-${run}@example.com`)),
      30_000,
    ),
    'the mail of the https order, sent by the worker process',
  );
}
