import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused request body is read and thrown away, and for how long, before its
 * answer is sent. A server that answers and closes while the client is still sending leaves
 * unread bytes in the socket: the kernel then resets the connection, and the client usually
 * loses the answer with it (EPIPE or ECONNRESET instead of a 413). Past these bounds the body is
 * not worth reading (an attack, or a link too slow) and the connection is closed regardless.
 */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
export const DISCARD_MAX_MS = 5000;

/**
 * Reads the rest of a request body into nothing. True when the body ended (the connection can
 * then be closed cleanly behind the answer), false when it would take too long or too many
 * bytes, or the client went away. The caller unpipes any parser from the request first.
 */
export function discardBody(
  raw: IncomingMessage,
  limits: { maxBytes: number; maxMs: number } = { maxBytes: DISCARD_MAX_BYTES, maxMs: DISCARD_MAX_MS },
): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  const declared = Number(raw.headers['content-length']);
  if (declared > limits.maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onGone);
      raw.off('close', onGone);
      if (!ended) raw.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), limits.maxMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onGone);
    raw.once('close', onGone);
    raw.resume();
  });
}
