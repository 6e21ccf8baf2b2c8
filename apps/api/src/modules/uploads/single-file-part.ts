import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error';

/**
 * Reading the one file of an upload so that a refusal never jams the connection (issue #18).
 *
 * A multipart body is piped into busboy, which pauses on a file part nobody reads. Answering
 * at that point left the rest of the body unread: Node neither parsed the next request on the
 * keep-alive socket nor dropped it, so the client hung until the idle timeout. So every part is
 * read to its end (the unwanted ones into nothing) before the answer; where that is not
 * possible (a file past the size limit, a broken body) the answer closes the connection.
 */

const fieldError = (field: string) => badRequest('invalid_data', [{ path: field, message: 'invalid_data' }]);

/** How long the rest of a refused body may take to finish arriving before its connection is closed instead. */
const SETTLE_MS = 2000;

async function discard(stream: Readable): Promise<void> {
  stream.resume();
  if (!stream.readableEnded && !stream.destroyed) await once(stream, 'end').catch(() => undefined);
}

/** The file's bytes, or null when it went past the size limit (the rest of it is left unread). */
async function collect(file: Readable & { truncated?: boolean }): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    // Stop at the limit instead of reading (and throwing away) whatever else the client sends.
    if (file.truncated) return null;
    chunks.push(chunk as Buffer);
  }
  return file.truncated ? null : Buffer.concat(chunks);
}

/** A refusal for whatever the multipart parser threw, in the API's keys. */
function refusalOf(error: unknown, field: string): AppError | Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  // A second file part: the form carries exactly one (answered like any other bad field).
  if (code === 'FST_FILES_LIMIT') return fieldError(field);
  // Other limits, a non-multipart body: the error handler answers fastify's codes (413, 415).
  if (typeof code === 'string' && code.startsWith('FST_') && code !== 'FST_REQ_FILE_TOO_LARGE') {
    return error as Error;
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'payload_too_large');
  // Anything else is a malformed body (no boundary, cut off mid-part): the client's fault.
  return fieldError(field);
}

/**
 * Throws away the rest of a refused request's body so the socket can carry the next request;
 * if it does not finish arriving in time (or must not be read: past the size limit), the
 * answer closes the connection instead.
 */
async function releaseBody(request: FastifyRequest, reply: FastifyReply, drain: boolean): Promise<void> {
  const raw = request.raw;
  if (raw.complete && raw.readableEnded) return;
  if (drain) {
    // Whatever busboy still holds or pauses on is no longer wanted.
    raw.unpipe();
    let timer: NodeJS.Timeout | undefined;
    const ended = raw.readableEnded
      ? Promise.resolve(true)
      : once(raw, 'end').then(
          () => true,
          () => false,
        );
    raw.resume();
    const done = await Promise.race([
      ended,
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), SETTLE_MS);
      }),
    ]);
    clearTimeout(timer);
    if (done) return;
  }
  reply.header('connection', 'close');
}

/**
 * The bytes of the one file in `field`. A file in another field, a second file, an empty file,
 * a file past the size limit or a broken body is refused (400/413/415), always after the body
 * was read to its end or with the connection closed behind the answer.
 */
export async function readSingleFile(
  request: FastifyRequest,
  reply: FastifyReply,
  field: string,
): Promise<Buffer> {
  let kept: Buffer | undefined;
  let refusal: AppError | Error | undefined;
  // A file past the size limit is not read further: whatever else the client sends is dropped.
  let drain = true;
  try {
    for await (const part of request.parts()) {
      // Text fields are already read by busboy; none is used, none does harm.
      if (part.type !== 'file') continue;
      if (refusal || kept || part.fieldname !== field) {
        refusal ??= fieldError(field);
        await discard(part.file);
        continue;
      }
      const data = await collect(part.file);
      if (!data) {
        refusal = new AppError(413, 'payload_too_large');
        drain = false;
        break;
      }
      if (data.length === 0) refusal = fieldError(field);
      kept = data;
    }
  } catch (error) {
    refusal ??= refusalOf(error, field);
    if (!(error instanceof AppError)) request.log.info({ err: error }, 'multipart body refused');
  }
  if (!refusal && !kept) refusal = fieldError(field);
  if (refusal) {
    await releaseBody(request, reply, drain);
    throw refusal;
  }
  return kept as Buffer;
}
