import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  role: string;
  tokenVersion: number;
  sessionId: string;
}

export const accessTokenTtlSeconds = 60 * 60 * 24 * 30;

/** Signs and checks access tokens and the CSRF token bound to each session. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  const csrfFor = (sessionId: string) =>
    createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');

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
      if (!candidate) return false;
      const expected = Buffer.from(csrfFor(sessionId));
      const given = Buffer.from(candidate);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
