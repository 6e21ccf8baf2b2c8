import type { FastifyRequest } from 'fastify';
import type { App } from '../../types';

/** Form posts here are small: two base64 fields. */
const FORM_BODY_LIMIT = 64 * 1024;
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Body parsers of the payments plugin only, keeping each body's exact bytes: a signature is
 * checked over what was sent, not over a re-encoding of it.
 * - application/x-www-form-urlencoded: the hosted checkout page posts forms, and LiqPay posts
 *   its callback as one. The fields become the body.
 * - application/json: Monobank posts its webhook as JSON, signed over the raw bytes. Parsed by
 *   fastify's own JSON parser, so prototype-poisoning protection and its errors stay as they are.
 */
export function registerRawBodyParsers(app: App): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
      rawBodies.set(request, raw);
      done(null, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
    },
  );
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
    rawBodies.set(request, raw);
    parseJson(request, raw.toString('utf8'), done);
  });
}

/** The bytes of a form or JSON post, null when the request had no such body. */
export const rawBodyOf = (request: FastifyRequest): Buffer | null => rawBodies.get(request) ?? null;
