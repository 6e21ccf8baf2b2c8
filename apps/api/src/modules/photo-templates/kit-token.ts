import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The companion's key to one kit (`?k=` of the QR code and the mail link): an HMAC of the ref
 * with the server's secret, so nothing is stored and a ref alone (sequential ids) opens nothing.
 * 22 base64url characters are 132 bits, more than anyone can guess. It lives beside the PDF and
 * the mail that print it; painting-kits, which opens the kit, checks it from here.
 */
export function kitToken(secret: string, ref: string): string {
  return createHmac('sha256', secret).update(`kit:${ref}`, 'utf8').digest('base64url').slice(0, 22);
}

/** Constant-time: a wrong guess must not tell how many of its characters were right. */
export function kitTokenMatches(secret: string, ref: string, candidate: string | undefined): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(kitToken(secret, ref), 'utf8');
  const given = Buffer.from(candidate, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
