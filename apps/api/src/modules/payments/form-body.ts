import type { FastifyRequest } from 'fastify';
import type { App } from '../../types';

/** Form posts here are small: two base64 fields. */
const FORM_BODY_LIMIT = 64 * 1024;
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Parses application/x-www-form-urlencoded bodies for the payments plugin only (the hosted
 * checkout page posts forms, providers post callbacks as forms). The fields become the body;
 * the exact bytes are kept, because a signature is checked over what was sent, not over a
 * re-encoding of it.
 */
export function registerFormBodyParser(app: App): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
      rawBodies.set(request, raw);
      done(null, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
    },
  );
}

/** The bytes of a form post, null when the request was not one. */
export const rawBodyOf = (request: FastifyRequest): Buffer | null => rawBodies.get(request) ?? null;
