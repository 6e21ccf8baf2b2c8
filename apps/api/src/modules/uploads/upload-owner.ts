import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A guest's photo is theirs alone: the upload answer sets this httpOnly cookie (a random id),
 * and a photo order may use only uploads made by its account or by the same cookie. The
 * storefront proxies /api/server/* on its own origin, so the browser keeps and sends it.
 */
export const UPLOAD_OWNER_COOKIE = 'upload_owner';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What the uploads table keeps: the cookie's sha256, so the table alone cannot claim uploads. */
export const hashUploadOwner = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The guest owner of this request, or null when the request carries no (well-formed) cookie. */
export function uploadOwnerOf(request: FastifyRequest): string | null {
  const value = request.cookies[UPLOAD_OWNER_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? hashUploadOwner(value) : null;
}

/** The request's guest owner, minted (and set as a cookie) on the first upload. */
export function ensureUploadOwner(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = uploadOwnerOf(request);
  if (known) return known;
  const value = randomBytes(32).toString('base64url');
  reply.setCookie(UPLOAD_OWNER_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
  return hashUploadOwner(value);
}
