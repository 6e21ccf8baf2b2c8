import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  role: string;
  tokenVersion: number;
  sessionId: string;
}

export const accessTokenTtlSeconds = 60 * 60 * 24 * 30;

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Signs and checks access tokens, the CSRF token bound to each session and the known-device
 * mark of a browser that signed in to an account (each MAC has its own prefix, so one can never
 * pass for another).
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  const csrfFor = (sessionId: string) =>
    createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
  // 128 bits are plenty for a mark that only spares a lock and is checked by the server alone.
  const deviceMacFor = (userId: number, deviceId: string) =>
    createHmac('sha256', secret)
      .update(`device:${userId}:${deviceId}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');

  return {
    async issue(user: { id: number; role: string; tokenVersion: number }) {
      const sessionId = randomUUID();
      const accessToken = await new SignJWT({ role: user.role, ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenTtlSeconds}s`)
        .sign(key);
      return { accessToken, csrfToken: csrfFor(sessionId) };
    },

    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.jti !== 'string') return null;
        return {
          userId,
          role: typeof payload.role === 'string' ? payload.role : 'customer',
          tokenVersion: typeof payload.ver === 'number' ? payload.ver : -1,
          sessionId: payload.jti,
        };
      } catch {
        return null;
      }
    },

    csrfMatches(sessionId: string, candidate: string | undefined): boolean {
      return candidate ? same(csrfFor(sessionId), candidate) : false;
    },

    deviceMac: deviceMacFor,

    deviceMacMatches(userId: number, deviceId: string, candidate: string): boolean {
      return same(deviceMacFor(userId, deviceId), candidate);
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
