// Load measurement shared by the benchmarks: autocannon rounds against one scenario, medians of
// p50/p95/p99 and req/s over the rounds, the serving process's peak RSS.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export async function waitFor(url, tries = 240) {
  for (let i = 0; i < tries; i += 1) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process in MB (Linux), or null. */
export function rssOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU seconds of a process and its descendants so far (utime + stime; Linux ticks are 1/100 s). */
export function cpuSecondsOf(pid) {
  let ticks = 0;
  const kids = [];
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) kids.push(...list.split(' ').map(Number));
    }
  } catch {
    return 0;
  }
  return ticks / 100 + kids.reduce((sum, kid) => sum + cpuSecondsOf(kid), 0);
}

export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One round. A scenario is { origin, path } or { origin, random: () => path } (a new path per
 * request: the long tail nobody asked for a moment ago), with optional request `headers`, an
 * `onResponse(status, headers, path)` told of every answer (header names lower-case), and an
 * `amount` of requests to make in place of `duration` seconds.
 */
export function runOnce(scenario, connections, duration) {
  const latencies = [];
  const { random, path, onResponse } = scenario;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.origin,
        connections,
        ...(scenario.amount ? { amount: scenario.amount } : { duration }),
        ...(scenario.headers ? { headers: scenario.headers } : {}),
        requests: [
          {
            ...(random
              ? { setupRequest: (req, context) => ({ ...req, path: (context.path = random()) }) }
              : { path }),
            ...(onResponse && {
              onResponse: (status, _body, context, headers) =>
                onResponse(status, lowerCased(headers), context.path ?? path),
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, latencies })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const lowerCased = (headers) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** A warm-up second, then `rounds` rounds of `seconds`; medians over the rounds. */
export async function measure(scenario, connections, { rounds, seconds, pid }) {
  await runOnce(scenario, connections, 1).catch(() => undefined);
  const stats = [];
  let rss = 0;
  for (let round = 0; round < rounds; round += 1) {
    const { result, latencies } = await runOnce(scenario, connections, seconds);
    latencies.sort((a, b) => a - b);
    stats.push({
      p50: pct(latencies, 0.5),
      p95: pct(latencies, 0.95),
      p99: pct(latencies, 0.99),
      rps: result.requests.average,
      errors: result.errors + result.non2xx,
    });
    rss = Math.max(rss, rssOf(pid) ?? 0);
  }
  const m = (k) => median(stats.map((s) => s[k]));
  return {
    name: scenario.name,
    connections,
    p50: m('p50'),
    p95: m('p95'),
    p99: m('p99'),
    rps: m('rps'),
    errors: stats.reduce((a, s) => a + s.errors, 0),
    rss,
  };
}
