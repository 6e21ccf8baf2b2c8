import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createDrain } from './drain';

/**
 * Issue #23: on SIGTERM, requests on open keep-alive connections (a load balancer's, a browser's)
 * get an answer, never a reset: 200 while running, then 503 with Connection: close.
 */
interface Outcome {
  client: string;
  afterDrain: boolean;
  status?: number;
  connection?: string;
  error?: string;
}

function send(port: number, agent: Agent, client: string, draining: () => boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const afterDrain = draining();
    const req = request({ host: '127.0.0.1', port, agent, path: '/product/1' }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ client, afterDrain, status: res.statusCode, connection: res.headers.connection }),
      );
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ client, afterDrain, error: e.code ?? e.message }),
    );
    req.end();
  });
}

describe('the storefront drain', () => {
  it('answers every request on open connections, lets running answers finish, resets none', async () => {
    const server = createServer((req, res) => {
      if (drain.answerDraining(req, res)) return;
      // A page being rendered: it takes a moment.
      setTimeout(() => res.end('<html>page</html>'), 30);
    });
    const drain = createDrain(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const outcomes: Outcome[] = [];
    const agents = Array.from({ length: 6 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const idle = agents.slice(4);
    for (const [i, agent] of idle.entries()) outcomes.push(await send(port, agent, `idle-${i}`, () => false));

    let begun = false;
    const hammers = agents.slice(0, 4).map(async (agent, i) => {
      for (;;) {
        const outcome = await send(port, agent, `hammer-${i}`, () => begun);
        outcomes.push(outcome);
        if (outcome.error || outcome.connection === 'close') return;
      }
    });
    await sleep(200);
    begun = true;
    const drained = drain.begin();
    // Connections idle at the signal send right after it.
    const late = idle.map(async (agent, i) => {
      await sleep(20 * i);
      outcomes.push(await send(port, agent, `idle-${i}`, () => true));
    });
    await Promise.all([...hammers, ...late, drained]);
    for (const agent of agents) agent.destroy();

    expect(outcomes.filter((o) => o.error !== undefined)).toEqual([]);
    expect(outcomes.some((o) => !o.afterDrain && o.status === 200)).toBe(true);
    const late503 = outcomes.filter((o) => o.client.startsWith('idle-') && o.afterDrain);
    expect(late503.map((o) => [o.status, o.connection])).toEqual([
      [503, 'close'],
      [503, 'close'],
    ]);
    for (const o of outcomes) expect([200, 503]).toContain(o.status);
    expect(server.listening).toBe(false);
  });
});
