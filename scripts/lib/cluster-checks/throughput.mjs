// Check 8 of the cluster test: req/s through the balancer against one instance directly, printed
// so a run shows what a second instance buys; only errors fail it, speed depends on the machine.

/** Parallel GETs for `ms`; answers per second. */
async function throughput(url, { concurrency = 16, ms = 4000 } = {}) {
  let done = 0;
  let errors = 0;
  const until = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = await fetch(url);
        await r.arrayBuffer();
        if (r.ok) done += 1;
        else errors += 1;
      }
    }),
  );
  return { rps: done / ((performance.now() - started) / 1000), errors };
}

/** @param {{ cluster: any, check: (ok: boolean, what: string) => void, log: (line: string) => void }} context */
export async function checkThroughput({ cluster, check, log }) {
  const [a] = cluster.apis;

  // 8. Throughput of a simple listing: through the balancer, and one instance directly.
  const listing = '/api/server/products?page=1';
  const direct = await throughput(`${a}${listing}`);
  const balanced = await throughput(`${cluster.url}${listing}`);
  log(
    `req/s for ${listing} (16 at a time, 4 s): one instance directly ${direct.rps.toFixed(0)}, ` +
      `through nginx to two ${balanced.rps.toFixed(0)}`,
  );
  check(direct.errors === 0 && balanced.errors === 0, 'no errors under load');
}
