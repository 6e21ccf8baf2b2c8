import type { IncomingMessage } from 'node:http';

/**
 * How long a streamed body may go without a byte while the server waits for one (issue #50).
 * Node bounds the headers (60 s) but not the body: a client that sent half an upload and then
 * kept the socket open silently held its request open for ever. A phone on a bad line pauses
 * for seconds, not for this long.
 */
export const BODY_STALL_MS = 10_000;

export interface BodyStall {
  /** Settles `work`, or rejects with `error` the moment the body stalls, whichever is first. */
  race<T>(work: Promise<T>): Promise<T>;
  readonly stalled: boolean;
  stop(): void;
}

/**
 * Watches a request body being read. It counts as stalled once no byte arrived for `ms` while
 * the body was flowing; time the reader holds it paused (the server busy with what it has,
 * back-pressure) does not count. Armed after the body was piped to its parser: a 'data'
 * listener on a stream nobody reads yet would set it flowing into nothing.
 */
export function watchBodyStall(raw: IncomingMessage, ms: number, error: () => Error): BodyStall {
  let lastByte = Date.now();
  let stalled = false;
  let timer: NodeJS.Timeout | undefined;
  let fire: (() => void) | undefined;
  const onStall = new Promise<void>((resolve) => (fire = resolve));
  const onData = () => (lastByte = Date.now());
  const stop = () => {
    clearTimeout(timer);
    raw.off('data', onData);
  };
  const check = () => {
    if (raw.readableEnded || raw.destroyed) return stop();
    const waited = Date.now() - lastByte;
    // Paused by its reader, or bytes waiting in its buffer: the server is the slow side.
    if (raw.isPaused() || raw.readableLength > 0) lastByte = Date.now();
    else if (waited >= ms) {
      stalled = true;
      stop();
      fire?.();
      return;
    }
    timer = setTimeout(check, Math.max(ms - (Date.now() - lastByte), 50));
  };
  raw.on('data', onData);
  timer = setTimeout(check, ms);
  return {
    race<T>(work: Promise<T>) {
      // The work goes on after a stall (its source is cut off); its late failure is no one's.
      work.catch(() => undefined);
      return Promise.race([
        work,
        onStall.then(() => {
          throw error();
        }),
      ]);
    },
    get stalled() {
      return stalled;
    },
    stop,
  };
}
