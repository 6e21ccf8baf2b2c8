// Checks 3 and 4 of the cluster test: stock is kept by the database, not by any one instance, so
// parallel orders over both never oversell; and the worker process alone mails each order once.
import { randomBytes } from 'node:crypto';

/**
 * @param {{ cluster: any, db: import('pg').Client, check: (ok: boolean, what: string) => void,
 *   waitUntil: (what: string, predicate: () => unknown, timeoutMs: number) => Promise<boolean>,
 *   log: (line: string) => void, received: { to: string[], raw: string }[] }} context
 * @returns the product sold (later checks change its price and order it again) and the run's tag
 *   (unique mail addresses per run)
 */
export async function checkParallelOrders({ cluster, db, check, waitUntil, log, received }) {
  const [a, b] = cluster.apis;

  // 3. 200 parallel orders for a product with a stock of 10, spread over both instances.
  const { rows } = await db.query(
    `update products set stock = 10
      where id = (select id from products where not is_hidden order by id limit 1) returning id`,
  );
  const productId = rows[0]?.id;
  check(Boolean(productId), 'a product to sell');
  const run = randomBytes(4).toString('hex');
  const orderStarted = performance.now();
  const results = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const r = await fetch(`${i % 2 ? b : a}/api/server/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Two hundred shoppers, not one address hammering the order limit.
          'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({
          contact: {
            lastName: 'Коваль',
            firstName: 'Олена',
            email: `buyer-${run}-${i}@example.com`,
            phone: '+38 (067) 123-45-67',
          },
          delivery: { deliveryType: 'takeaway' },
          paymentType: 'card',
          lines: [{ productId, amount: 1 }],
        }),
      });
      const body = await r.json().catch(() => ({}));
      return { status: r.status, body, email: `buyer-${run}-${i}@example.com` };
    }),
  );
  const created = results.filter((r) => r.status === 201);
  const soldOut = results.filter((r) => r.status === 409 && r.body.message === 'out_of_stock');
  const other = results.filter(
    (r) => r.status !== 201 && !(r.status === 409 && r.body.message === 'out_of_stock'),
  );
  log(`200 orders in ${((performance.now() - orderStarted) / 1000).toFixed(1)} s`);
  check(created.length === 10, `exactly 10 orders created (${created.length})`);
  check(soldOut.length === 190, `190 refused as out of stock (${soldOut.length})`);
  if (other.length) log(`other answers: ${JSON.stringify(other.slice(0, 3).map((r) => [r.status, r.body]))}`);
  const stock = await db.query('select stock from products where id = $1', [productId]);
  check(stock.rows[0]?.stock === 0, `stock left 0 (${stock.rows[0]?.stock})`);
  const sold = await db.query(
    `select count(distinct o.id)::int as n from orders o join order_lines l on l.order_id = o.id
      where l.product_id = $1`,
    [productId],
  );
  check(sold.rows[0]?.n === 10, `10 orders of the product in the database (${sold.rows[0]?.n})`);

  // 4. One mail per order, sent by the worker process (the APIs run with WORKERS=off).
  const buyers = new Set(created.map((r) => r.email));
  const mailsTo = () => received.filter((m) => m.to.some((t) => buyers.has(t)));
  await waitUntil('the order mails', () => mailsTo().length >= buyers.size, 60_000);
  // A few more poll periods: a second copy, if any worker sent one, would arrive by now.
  await new Promise((r) => setTimeout(r, 2000));
  const perBuyer = [...buyers].map((email) => mailsTo().filter((m) => m.to.includes(email)).length);
  check(
    buyers.size === 10 && perBuyer.every((n) => n === 1),
    `one mail per order over SMTP (${perBuyer.join(',')})`,
  );
  const outbox = await db.query(
    `select status, count(*)::int as n from mail_outbox where recipient = any($1) group by status`,
    [[...buyers]],
  );
  log(`mail outbox for the buyers: ${JSON.stringify(outbox.rows)}`);

  return { productId, run };
}
