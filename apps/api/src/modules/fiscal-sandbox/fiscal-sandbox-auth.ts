import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { checkboxSandboxCredentials } from '../../integrations/fiscal/checkbox-sandbox-credentials';

/*
 * Who may talk to the sandbox register: the holder of its license key (X-License-Key) and a
 * cashier signed in with its credentials (Authorization: Bearer), as at Checkbox. Tokens are
 * signed rather than stored, so any API process sharing AUTH_SECRET takes any other's.
 */

/** Checkbox's cashier tokens live for days; the client signs in again on a 401 anyway. */
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface SandboxAccess {
  credentials: ReturnType<typeof checkboxSandboxCredentials>;
  /** a new cashier token */
  mint(now?: number): string;
  verify(token: string, now?: number): boolean;
}

const accessBySecret = new Map<string, SandboxAccess>();

export function sandboxAccess(secret: string): SandboxAccess {
  const known = accessBySecret.get(secret);
  if (known) return known;
  const key = hmac(secret, 'checkbox-sandbox:token-key');
  const access: SandboxAccess = {
    credentials: checkboxSandboxCredentials(secret),
    mint(now = Date.now()) {
      const claims = `${(now + TOKEN_TTL_MS).toString(36)}.${randomBytes(12).toString('base64url')}`;
      return `${claims}.${hmac(key, claims)}`;
    },
    verify(token, now = Date.now()) {
      const [expires, nonce, signature, ...rest] = token.split('.');
      if (!expires || !nonce || !signature || rest.length > 0) return false;
      if (!sameText(signature, hmac(key, `${expires}.${nonce}`))) return false;
      return parseInt(expires, 36) > now;
    },
  };
  accessBySecret.set(secret, access);
  return access;
}

export const sameSecret = sameText;

export interface Refusal {
  status: number;
  message: string;
}

/** A key other than the register's: refused whatever the call, before anything else is read. */
export function licenseRefusal(request: FastifyRequest, access: SandboxAccess): Refusal | null {
  const key = request.headers['x-license-key'];
  if (key === undefined) return null;
  return typeof key === 'string' && sameText(key, access.credentials.licenseKey)
    ? null
    : { status: 403, message: 'Невірний ключ ліцензії каси' };
}

/**
 * No bearer token: 403 "Not authenticated" (Checkbox is a FastAPI service, whose HTTPBearer
 * answers so); a token it did not issue or that expired: 401, which the client takes as a
 * reason to sign in again.
 */
export function cashierRefusal(request: FastifyRequest, access: SandboxAccess): Refusal | null {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return { status: 403, message: 'Not authenticated' };
  return access.verify(token) ? null : { status: 401, message: 'Невірний або прострочений токен доступу' };
}
