import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenService } from '../../http/tokens';
import type { App } from '../../types';
import { secureCookies } from '../../http/secure-cookies';

/**
 * The "device cookie" of OWASP's sign-in lockout advice: a browser that once signed in to an
 * account carries a mark, signed with AUTH_SECRET over the account id and a random device id.
 * The mark is no credential (the password is still checked); it only lets its browser be judged
 * by its own failures while strangers' failures have locked the account.
 */
export const DEVICE_COOKIE = 'known_device';

/** Only sign-in reads it, so only sign-in calls carry it. */
const DEVICE_COOKIE_PATH = '/api/server/auth';
const DEVICE_COOKIE_DAYS = 365;
/** A shared computer may know a few accounts; the least recently signed-in ones drop off. */
const MAX_ACCOUNTS = 5;

export interface KnownDevice {
  userId: number;
  deviceId: string;
}

const entryPattern = /^(\d{1,10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;

/** The marks of this browser whose signatures hold, newest first; forged or stale ones are ignored. */
export function knownDevices(request: FastifyRequest, tokens: TokenService): KnownDevice[] {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return [];
  const devices: KnownDevice[] = [];
  for (const entry of raw.split('~').slice(0, MAX_ACCOUNTS)) {
    const match = entryPattern.exec(entry);
    if (!match) continue;
    const [, id = '', deviceId = '', mac = ''] = match;
    const userId = Number(id);
    if (tokens.deviceMacMatches(userId, deviceId, mac)) devices.push({ userId, deviceId });
  }
  return devices;
}

/** This browser's mark for the account, when it carries a valid one. */
export function knownDeviceOf(
  request: FastifyRequest,
  tokens: TokenService,
  userId: number,
): KnownDevice | null {
  return knownDevices(request, tokens).find((d) => d.userId === userId) ?? null;
}

/**
 * After a successful sign-in: the account's mark goes first (its device id kept, so the device
 * stays one device), the browser's other valid marks after it.
 */
export function rememberDevice(app: App, request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const { tokens } = app.deps;
  const others = knownDevices(request, tokens).filter((d) => d.userId !== userId);
  const own = knownDeviceOf(request, tokens, userId) ?? {
    userId,
    deviceId: randomBytes(12).toString('base64url'),
  };
  const value = [own, ...others]
    .slice(0, MAX_ACCOUNTS)
    .map((d) => `${d.userId}.${d.deviceId}.${tokens.deviceMac(d.userId, d.deviceId)}`)
    .join('~');
  reply.setCookie(DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(app.deps.config, request),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}
