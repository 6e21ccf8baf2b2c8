import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Connections that carry no request may stay this long once the running answers are done. */
export const DRAIN_LINGER_MS = 1000;
const RETRY_AFTER_SECONDS = 5;

export interface Drain {
  /** true once `begin` was called: `answerDraining` answers every request then */
  readonly draining: boolean;
  /** Answers `req` with a 503 that closes its connection and returns true, when draining. */
  answerDraining(req: IncomingMessage, res: ServerResponse): boolean;
  /** Stops taking connections; resolves when the running answers are done and the connections closed. */
  begin(): Promise<void>;
}

/**
 * The storefront's SIGTERM drain (issue #23), as the API's (apps/api/src/http/drain.ts): Node's
 * `server.close()` destroys idle keep-alive connections at once, so a request a browser or the
 * load balancer is writing on one at that moment is reset. Here the listener alone closes; a
 * request on an open connection gets a 503 that closes it (a balancer retries it elsewhere),
 * running answers finish and close their connections, then what is left is let go.
 */
export function createDrain(server: Server): Drain {
  let draining = false;
  const sockets = new Set<Socket>();
  const running = new Set<ServerResponse>();
  let changed: () => void = () => undefined;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      changed();
    });
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
    answerDraining(req, res) {
      if (!draining) {
        running.add(res);
        // 'finish' too: an answer Next sends (through its compression) may never emit 'close'
        // while its keep-alive connection stays open, and would stay in this set for good.
        const done = () => {
          if (running.delete(res)) changed();
        };
        res.once('finish', done);
        res.once('close', done);
        return false;
      }
      req.resume();
      res.writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'retry-after': String(RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        connection: 'close',
      });
      res.end(
        '<!doctype html><html lang="uk"><meta charset="utf-8"><title>Kartyna</title>' +
          '<p>Магазин оновлюється. Оновіть сторінку за кілька секунд.</p></html>',
      );
      return true;
    },
    async begin() {
      if (draining) return;
      draining = true;
      for (const res of running) if (!res.headersSent) res.setHeader('connection', 'close');
      // net.Server's close, not http.Server's: stop listening without dropping idle connections.
      if (server.listening) NetServer.prototype.close.call(server);
      await until(() => running.size === 0);
      await until(() => sockets.size === 0, DRAIN_LINGER_MS);
      for (const socket of sockets) socket.destroy();
    },
  };
}
