// Check 5 of the cluster test: with Redis the instances count requests together, so a limit
// cannot be dodged by landing on the other instance.

/**
 * @param {{ cluster: any, check: (ok: boolean, what: string) => void, log: (line: string) => void }} context
 * @param {{ run: string }} fromOrders the run's tag, so the mail is unique to this run
 */
export async function checkSharedRateLimits({ cluster, check, log }, { run }) {
  const [a, b] = cluster.apis;

  // 5. Rate limits are shared: the per-mail login limit trips across both instances.
  if (cluster.redisUrl) {
    const mail = `limit-${run}@example.com`;
    const codes = [];
    for (let i = 0; i < 9; i += 1) {
      const r = await fetch(`${i % 2 ? b : a}/api/server/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.78.0.${i + 1}` },
        body: JSON.stringify({ mail, password: 'wrong-password-1' }),
      });
      await r.arrayBuffer();
      codes.push(r.status);
    }
    check(
      codes.slice(0, 8).every((c) => c !== 429) && codes[8] === 429,
      `the 9th login for one mail is refused although each instance saw only 4 or 5 (${codes.join(',')})`,
    );
  } else {
    log('no Redis: the shared rate limit is not checked');
  }
}
