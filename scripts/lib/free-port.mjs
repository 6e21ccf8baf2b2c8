import { createServer } from 'node:net';

/**
 * `count` distinct ports nothing listens on right now (the OS picks them). All are held until
 * all are picked: a port closed at once may be handed out again by the next request.
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}
export const freePort = async () => (await freePorts(1))[0];
