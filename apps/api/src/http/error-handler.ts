import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { discardBody } from './discard-body';
import { loggable } from './loggable-error';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable';

/** Fastify's own client errors, answered with the spec's keys instead of its English text. */
const fastifyClientErrors: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: 'payload_too_large' },
  FST_REQ_FILE_TOO_LARGE: { statusCode: 413, message: 'payload_too_large' },
  FST_FILES_LIMIT: { statusCode: 413, message: 'payload_too_large' },
  FST_PARTS_LIMIT: { statusCode: 413, message: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: 'unsupported_media_type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { statusCode: 415, message: 'unsupported_media_type' },
};

/** The SQLSTATE of a database error, which drizzle wraps (the driver's error is its cause). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Text PostgreSQL refused as text: invalid text representation (22P02, e.g. a lone surrogate in
 * JSON), a character not in the repertoire (22021, a NUL) or one it cannot translate (22P05).
 * Only a client sends such text; the request validator refuses it first, this is the backstop.
 */
const unstorableText = new Set(['22P02', '22021', '22P05']);
function unstorableTextState(error: unknown): string | undefined {
  const state = sqlState(error);
  return state && unstorableText.has(state) ? state : undefined;
}

/**
 * A body past its limit: fastify refuses it without reading it, and a connection closed while
 * the client is still sending is reset, taking the answer with it (a 2 MB JSON body ended in
 * EPIPE, issue #23). So the rest is read into nothing first (within bounds), then the 413 goes
 * out and the connection closes behind it.
 */
async function refuseTooLarge(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  request.raw.unpipe();
  await discardBody(request.raw);
  return reply
    .header('connection', 'close')
    .status(413)
    .send({ message: 'payload_too_large', statusCode: 413 });
}

/**
 * Every failure leaves as `{ message, statusCode }` (requirements §8). A client's mistake is a 4xx
 * with a key it can translate; only our own faults are 5xx, and those are logged with cause.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx we chose (a provider down) still deserves its cause in the log.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.key);
      return reply.status(error.statusCode).send({
        message: error.key,
        statusCode: error.statusCode,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Body fields are named as the form names them ("delivery.branchRef"), the same paths the
      // services use for their own field errors; query and params keep their prefix.
      const context = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return {
          path: context === 'body' ? field || 'body' : field ? `${context}.${field}` : context,
          message: v.message ?? 'invalid_data',
        };
      });
      return reply.status(400).send({ message: 'invalid_data', statusCode: 400, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'unexpected_error', statusCode: 500 });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known?.statusCode === 413) return refuseTooLarge(request, reply);
    if (known) return reply.status(known.statusCode).send(known);
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'too_many_requests', statusCode: 429 });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, empty bodies and other request faults fastify found before our code ran.
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send({
        message:
          error.statusCode === 400 ? 'invalid_data' : error.statusCode === 404 ? 'not_found' : 'invalid_data',
        statusCode: error.statusCode,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: the pool reconnects by itself, so the client may simply retry.
      request.log.warn(loggable(error), 'database unavailable');
      // Apps built without metrics (unit tests of the handler) have nothing to count in.
      if (app.hasDecorator('metrics')) app.metrics.databaseUnavailable();
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: 'service_unavailable', statusCode: 503 });
    }
    const state = unstorableTextState(error);
    if (state) {
      request.log.info({ sqlState: state }, 'client sent text the database cannot store');
      return reply.status(400).send({ message: 'invalid_data', statusCode: 400 });
    }
    request.log.error(loggable(error), 'unexpected error');
    return reply.status(500).send({ message: 'unexpected_error', statusCode: 500 });
  });

  // An attacker could probe for valid URLs if 404s were cheap and unlimited; keep them terse.
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: 'not_found', statusCode: 404 }),
  );
}
