// The shoppers of the failover test (scripts/ha-failover.test.mjs): order clients that keep asking
// with one Idempotency-Key until they get a definite answer (as the storefront's "place order" and
// apps/api/src/chaos/chaos-clients.ts do), and readers of product pages. Every answer is kept
// with when it was asked and answered, so the test can say what a shopper saw during a switch.

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The first truthy value of `predicate`, asked every `everyMs` (its failures count as no). */
export async function waitFor(what, predicate, timeoutMs, everyMs = 100) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await predicate().catch(() => undefined);
    if (value) return value;
    await sleep(everyMs);
  }
  throw new Error(`gave up waiting for ${what}`);
}

export const orderBody = (productId) => ({
  contact: {
    lastName: 'Коваль',
    firstName: 'Олена',
    email: 'olena@example.com',
    phone: '+38 (067) 123-45-67',
  },
  delivery: { deliveryType: 'takeaway' },
  paymentType: 'card',
  lines: [{ productId, amount: 1 }],
});

/** Retried: the database is away (503) or the same key is still being worked on. */
const retryable = (answer) =>
  answer.status === 0 ||
  answer.status >= 500 ||
  (answer.status === 409 && answer.body.includes('idempotency_in_progress'));

const backoff = (attempt) => Math.min(40 * 2 ** attempt, 600) + Math.random() * 60;

/** One address per order: each shopper has a rate-limit bucket of their own, as in life. */
const shopperIp = (n) => `10.77.${(n >> 8) & 255}.${n & 255}`;

/** Every answer: kind, sentAt, at (ms), status (0: no answer, connection error), retryAfter, body. */
export async function timed(answers, kind, ask) {
  const sentAt = Date.now();
  try {
    const res = await ask();
    const body = await res.text();
    const answer = {
      kind,
      sentAt,
      at: Date.now(),
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
    };
    answers.push({ ...answer, body: body.slice(0, 300) });
    return { ...answer, body, headers: res.headers };
  } catch (error) {
    const answer = {
      kind,
      sentAt,
      at: Date.now(),
      status: 0,
      error: error.cause?.code ?? error.message,
      body: '',
    };
    answers.push(answer);
    return answer;
  }
}

/**
 * Starts `clients` order clients (one order every `gapMs` each, alternating between `apis`) and
 * `readsPerSecond` page reads of `pages` (full URLs). stop() lets every started order reach a
 * definite answer (or `settleMs` pass), then resolves.
 */
export function startLoad({ apis, productId, pages, clients = 4, gapMs = 2000, readsPerSecond = 20, run }) {
  const answers = [];
  /** one per key: { key, status (null: gave up), id } */
  const orders = [];
  let running = true;
  let deadline = Infinity;
  let n = 0;

  const placeOrder = async () => {
    n += 1;
    const key = `ha-${run}-${n}`;
    const ip = shopperIp(n);
    const body = JSON.stringify(orderBody(productId));
    for (let attempt = 1; Date.now() < deadline; attempt += 1) {
      const api = apis[(n + attempt) % apis.length];
      const answer = await timed(answers, 'order', () =>
        fetch(`${api}/api/server/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': ip },
          body,
          signal: AbortSignal.timeout(15_000),
        }),
      );
      if (!retryable(answer)) {
        const id = answer.status === 201 ? JSON.parse(answer.body).id : undefined;
        return orders.push({ key, status: answer.status, id });
      }
      await sleep(backoff(attempt));
    }
    orders.push({ key, status: null });
  };
  const client = async (i) => {
    await sleep((gapMs / clients) * i);
    while (running) {
      const started = Date.now();
      await placeOrder();
      await sleep(Math.max(0, gapMs - (Date.now() - started)));
    }
  };
  const clientsDone = Array.from({ length: clients }, (_, i) => client(i));

  const reads = new Set();
  let r = 0;
  const reader = setInterval(() => {
    const page = pages[(r += 1) % pages.length];
    const read = timed(answers, `read ${new URL(page).pathname}`, () =>
      fetch(page, { signal: AbortSignal.timeout(15_000) }),
    );
    reads.add(read);
    void read.then(() => reads.delete(read));
  }, 1000 / readsPerSecond);

  return {
    answers,
    orders,
    async stop(settleMs = 30_000) {
      running = false;
      clearInterval(reader);
      deadline = Date.now() + settleMs;
      await Promise.all([...clientsDone, ...reads]);
    },
  };
}

/**
 * What shoppers saw from `since` on: answers outside 2xx / 503 with Retry-After / the
 * idempotency's 409 in progress / no answer; the seconds from the first refusal (503 or no
 * answer) to the last; the longest answer.
 */
export function summarize(answers, since = 0) {
  const seen = answers.filter((a) => a.sentAt >= since);
  const refusals = seen.filter((a) => a.status === 0 || a.status === 503);
  const wrong = seen.filter(
    (a) =>
      !(a.status >= 200 && a.status < 300) &&
      !(a.status === 503 && a.retryAfter) &&
      !(a.status === 409 && a.body.includes('idempotency_in_progress')) &&
      a.status !== 0,
  );
  return {
    wrong,
    refusals,
    connectionErrors: seen.filter((a) => a.status === 0),
    refusalSeconds: refusals.length ? (refusals.at(-1).at - refusals[0].at) / 1000 : 0,
    longestMs: Math.max(0, ...seen.map((a) => a.at - a.sentAt)),
  };
}

/**
 * Every acknowledged order is in the database, once: `lost` acknowledged ids missing, `duplicated`
 * orders made since order id `since` beyond one per answered key of the run, `mismatched`
 * acknowledgements whose key stored another order. `query(sql, params)` resolves to rows.
 */
export async function accountOrders(query, orders, { since, run }) {
  const acknowledged = orders.filter((o) => o.status === 201);
  const ids = acknowledged.map((o) => o.id);
  const stored = await query('select id from orders where id = any($1::int[])', [ids]);
  const [{ n: made }] = await query('select count(*)::int as n from orders where id > $1', [since]);
  const keys = await query(
    `select key, response->>'id' as id from idempotency_keys where key like $1 and response_status = 201`,
    [`orders:%:ha-${run}-%`],
  );
  return {
    acknowledged,
    lost: ids.filter((id) => !stored.some((s) => s.id === id)),
    duplicated: made - keys.length,
    mismatched: acknowledged.filter((o) => !keys.some((k) => k.key.endsWith(`:${o.key}`) && +k.id === o.id)),
  };
}

/**
 * Whether the per-mail login limit is counted across both APIs (in Redis): the 9th wrong password
 * for one mail is refused although each API saw only 4 or 5 (lib/cluster-checks/rate-limits.mjs).
 */
let probes = 0;
export async function loginLimitShared([a, b], tag) {
  probes += 1; // addresses of their own each time: only the mail's limit may trip
  const mail = `limit-${tag}@example.com`;
  const codes = [];
  for (let i = 0; i < 9; i += 1) {
    const r = await fetch(`${i % 2 ? b : a}/api/server/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.78.${probes % 250}.${i + 1}` },
      body: JSON.stringify({ mail, password: 'wrong-password-1' }),
    });
    await r.arrayBuffer();
    codes.push(r.status);
  }
  return codes.slice(0, 8).every((c) => c !== 429) && codes[8] === 429;
}
