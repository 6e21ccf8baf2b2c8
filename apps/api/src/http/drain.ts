import { Server as NetServer, type Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from './database-unavailable';

/**
 * How long connections that carry no request may stay open once the running requests are done,
 * so a client that was writing a request on one still gets its 503 rather than a reset.
 */
export const DRAIN_LINGER_MS = 1000;

export interface Drain {
  readonly draining: boolean;
  /**
   * Stops taking connections and answers every further request on the open ones 503 with
   * `Connection: close`; resolves when the running requests are answered and every connection
   * is closed (idle ones are closed after DRAIN_LINGER_MS at most).
   */
  begin(): Promise<void>;
}

/**
 * SIGTERM's drain (issue #23). Node's `server.close()` (which fastify's close calls) destroys
 * every idle keep-alive connection at once: a request a client is writing on one at that moment
 * is reset, not answered, and fastify's own 503 (`return503OnClosing`) only reaches requests
 * that arrive on connections still busy. So the drain closes the listener alone, answers each
 * request on an open connection with a 503 that closes it, lets the running requests finish
 * (their answers close their connections too), and only then lets go of what is left.
 * Registered before the other hooks, so a 503 costs no work. `endStreams` ends the answers that
 * would otherwise run until the client leaves (the storefronts' event streams).
 */
export function registerDrain(app: FastifyInstance, endStreams: () => void = () => undefined): Drain {
  let draining = false;
  const sockets = new Set<Socket>();
  // Answers still being worked on, 503s excluded: those are done at once.
  const running = new Set<ServerResponse>();
  let changed: () => void = () => undefined;

  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      changed();
    });
  });
  app.server.on('request', (_req, res: ServerResponse) => {
    if (draining) return;
    running.add(res);
    res.once('close', () => {
      running.delete(res);
      changed();
    });
  });

  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    void reply
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .status(503)
      .send({ message: 'service_unavailable', statusCode: 503 });
  });

  const until = (test: () => boolean, timeoutMs = Infinity) =>
    new Promise<void>((resolve) => {
      const timer = Number.isFinite(timeoutMs) ? setTimeout(finish, timeoutMs) : undefined;
      function finish() {
        clearTimeout(timer);
        changed = () => undefined;
        resolve();
      }
      changed = () => {
        if (test()) finish();
      };
      changed();
    });

  return {
    get draining() {
      return draining;
    },
    async begin() {
      if (draining) return;
      draining = true;
      // Answers not yet started close their connection behind them.
      for (const res of running) if (!res.headersSent) res.setHeader('connection', 'close');
      // net.Server's close, not http.Server's: stop listening without dropping idle connections.
      if (app.server.listening) NetServer.prototype.close.call(app.server);
      // Answers that never finish by themselves (the storefronts' event streams) end now.
      endStreams();
      await until(() => running.size === 0);
      await until(() => sockets.size === 0, DRAIN_LINGER_MS);
      for (const socket of sockets) socket.destroy();
    },
  };
}
