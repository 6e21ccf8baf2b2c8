import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error';
import { BODY_STALL_MS, watchBodyStall } from '../../http/body-stall';
import { DISCARD_MAX_BYTES, DISCARD_MAX_MS, discardBody } from '../../http/discard-body';

/**
 * Reading the one file of an upload so that a refusal never jams the connection (issue #18).
 *
 * A multipart body is piped into busboy, which pauses on a file part nobody reads. Answering
 * at that point left the rest of the body unread: Node neither parsed the next request on the
 * keep-alive socket nor dropped it, so the client hung until the idle timeout. So every part is
 * read to its end (the unwanted ones into nothing) before the answer. A file past the size limit
 * is not read further, but the rest of its body is still read into nothing before the 413 goes
 * out, closing the connection (issue #23: answering while the client was still sending reset
 * the connection and the client never saw the 413).
 *
 * Issue #50: a reader that gave up mid-file (the CSV import, on its first line) left its async
 * iterator attached to the file stream; a stream with a 'readable' listener ignores resume(),
 * so the rest was never read, busboy stopped, the client's upload stalled and no answer ever
 * went out. So the reader gets a feed of its own, cut off from the file when it is done.
 */

const fieldError = (field: string) => badRequest('invalid_data', [{ path: field, message: 'invalid_data' }]);
const tooLarge = () => new AppError(413, 'payload_too_large');
const stalledBody = () => new AppError(408, 'request_timeout');

/** How long the rest of a refused (not too big) body may take to arrive before its connection is closed instead. */
const SETTLE_MS = 2000;

async function discard(stream: Readable): Promise<void> {
  stream.resume();
  if (!stream.readableEnded && !stream.destroyed) await once(stream, 'end').catch(() => undefined);
}

/**
 * Hands `file` to `read` through a feed the reader may abandon at any point (a generator left
 * half-way, an iterator never closed): once read settles, the feed is cut off and destroyed, and
 * what is left of the file is read into nothing, so busboy goes on to the end of the body.
 */
async function readThroughFeed<T>(
  file: FileStream,
  read: (chunks: AsyncIterable<Buffer>) => Promise<T>,
  seen: { bytes: number },
  race: <R>(work: Promise<R>) => Promise<R>,
): Promise<T> {
  const feed = new PassThrough();
  // The reader learns of a failure from its iterator (an errored stream rejects it), maybe only
  // after this tick, or never if it is done: without a listener of its own, a feed cut off with an
  // error ends the process (pipe() re-throws a destination's error nobody listens for).
  feed.on('error', () => undefined);
  // pipe() passes the end on, not a failure: a body cut off mid-file must fail the reader too.
  const cut = (error?: Error) => feed.destroy(error ?? new Error('file cut off'));
  const closed = () => file.readableEnded || cut();
  file.once('error', cut).once('close', closed).pipe(feed);
  // Busboy may have failed the file before it was handed over (the whole body was in already).
  if (file.destroyed) cut(file.errored ?? undefined);
  try {
    return await race(read(chunksOf(file, feed, seen)));
  } finally {
    file.off('error', cut).off('close', closed).unpipe(feed);
    feed.destroy();
  }
}

type FileStream = Readable & { truncated?: boolean };

/** The file's chunks (read from its feed), refused (413) the moment it goes past the size limit. */
async function* chunksOf(file: FileStream, feed: Readable, seen: { bytes: number }): AsyncGenerator<Buffer> {
  for await (const chunk of feed) {
    // Stop at the limit instead of reading (and throwing away) the rest of the file first.
    if (file.truncated) throw tooLarge();
    seen.bytes += (chunk as Buffer).length;
    yield chunk as Buffer;
  }
  if (file.truncated) throw tooLarge();
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const list: Buffer[] = [];
  for await (const chunk of chunks) list.push(chunk);
  return Buffer.concat(list);
}

/** A refusal for whatever the multipart parser threw, in the API's keys. */
function refusalOf(error: unknown, field: string): AppError | Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  // A second file part: the form carries exactly one (answered like any other bad field).
  if (code === 'FST_FILES_LIMIT') return fieldError(field);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  // Other limits, a non-multipart body: the error handler answers fastify's codes (413, 415).
  if (typeof code === 'string' && code.startsWith('FST_')) return error as Error;
  // Anything else is a malformed body (no boundary, cut off mid-part): the client's fault.
  return fieldError(field);
}

/**
 * Throws away the rest of a refused request's body so that the answer reaches the client: a
 * 4xx keeps the connection for the next request; a 413 (the client may have been sending far
 * more) and a body that does not finish arriving in time close it behind the answer.
 */
async function releaseBody(request: FastifyRequest, reply: FastifyReply, refusal: Error): Promise<void> {
  const raw = request.raw;
  const tooBig = refusal instanceof AppError && refusal.statusCode === 413;
  if (!(raw.complete && raw.readableEnded)) {
    // Whatever busboy still holds or pauses on is no longer wanted.
    raw.unpipe();
    const ended = await discardBody(raw, {
      maxBytes: DISCARD_MAX_BYTES,
      maxMs: tooBig ? DISCARD_MAX_MS : SETTLE_MS,
    });
    if (!ended) reply.header('connection', 'close');
  }
  if (tooBig) reply.header('connection', 'close');
}

/**
 * onRequest hook of the upload routes: a body that is not multipart is refused (415) without
 * parsing it. Left to fastify, a JSON body was parsed first, and one cut off with the socket
 * kept open waited for ever (issue #50). Read into nothing first, as every refusal (within
 * SETTLE_MS: a body that does not end by then closes the connection behind the answer).
 */
export async function multipartOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (/^multipart\/form-data\b/i.test(type)) return;
  const refusal = new AppError(415, 'unsupported_media_type');
  await releaseBody(request, reply, refusal);
  throw refusal;
}

/**
 * Hands the one file in `field` to `read` as it arrives (read must consume it or throw) and
 * answers what read made of it. A file in another field, a second file, an empty file, a file
 * past the size limit (`fileSize`, else the plugin's) or a broken body is refused
 * (400/413/415), as is whatever read throws, always after the body was read to its end or
 * with the connection closed behind the answer.
 */
export async function consumeSingleFile<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  field: string,
  read: (chunks: AsyncIterable<Buffer>) => Promise<T>,
  limits?: { fileSize: number },
): Promise<T> {
  let kept: { value: T } | undefined;
  let refusal: AppError | Error | undefined;
  let stall: ReturnType<typeof watchBodyStall> | undefined;
  try {
    const parts = request.parts(limits ? { limits } : {})[Symbol.asyncIterator]();
    // The first next() pipes the body into busboy; the watch is armed only then (watchBodyStall).
    const first = parts.next();
    if (request.isMultipart()) stall = watchBodyStall(request.raw, BODY_STALL_MS, stalledBody);
    const race = <R>(work: Promise<R>) => (stall ? stall.race(work) : work);
    for (let next = await race(first); !next.done; next = await race(parts.next())) {
      const part = next.value;
      // Text fields are already read by busboy; none is used, none does harm.
      if (part.type !== 'file') continue;
      if (refusal || kept || part.fieldname !== field) {
        refusal ??= fieldError(field);
        await race(discard(part.file));
        continue;
      }
      const seen = { bytes: 0 };
      try {
        const value = await readThroughFeed(part.file, read, seen, race);
        if (seen.bytes === 0) refusal = fieldError(field);
        kept = { value };
      } catch (error) {
        if (stall?.stalled) throw error;
        refusal =
          seen.bytes === 0 && !(error instanceof AppError && error.statusCode === 413)
            ? fieldError(field)
            : refusalOf(error, field);
        if (refusal instanceof AppError && refusal.statusCode === 413) break;
      }
      // What read left of the file is not wanted; the parts after it are refused too.
      await race(discard(part.file));
    }
  } catch (error) {
    refusal ??= refusalOf(error, field);
    if (!(error instanceof AppError)) request.log.info({ err: error }, 'multipart body refused');
  } finally {
    stall?.stop();
  }
  if (refusal || !kept) {
    const answer = refusal ?? fieldError(field);
    // A silent sender gets its 408 at once, and the connection closes behind it.
    if (stall?.stalled) reply.header('connection', 'close');
    else await releaseBody(request, reply, answer);
    throw answer;
  }
  return kept.value;
}

/** The bytes of the one file in `field` (see consumeSingleFile for the refusals). */
export const readSingleFile = (request: FastifyRequest, reply: FastifyReply, field: string) =>
  consumeSingleFile(request, reply, field, collect);
