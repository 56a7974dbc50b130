import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { signingKey } from '../signing-key.ts';

/** SPEC §9 and DECISIONS P8: access tokens live 24 hours, refresh tokens 30 days. */
export const ACCESS_TOKEN_SECONDS = 24 * 60 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' };

const ISSUER = 'hearth';
const AUDIENCE = 'hearth-api';

/** Signed by the accounts feature when it starts or refreshes a session; checked here on every request. */
export async function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(signingKey(secret, 'access-token'));
}

/** Tells an expired token (refresh and retry, SPEC §4) from one that can never work (sign out). */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret, 'access-token'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return { ok: false, code: 'TOKEN_INVALID' };
    return { ok: true, claims: { userId, sessionId: payload.sid } };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, code: 'TOKEN_EXPIRED' };
    if (error instanceof joseErrors.JOSEError) return { ok: false, code: 'TOKEN_INVALID' };
    throw error;
  }
}
