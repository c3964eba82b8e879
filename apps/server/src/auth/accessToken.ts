// Short-lived access tokens: HS256 JWTs whose payload carries `exp` in seconds (spec section 3).
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60);

export interface AccessClaims {
  readonly userId: string;
  readonly firmId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ firm: claims.firmId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setIssuer('quartile')
    .sign(key(secret));
}

/** Returns the claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: 'quartile' });
    if (typeof payload.sub !== 'string' || typeof payload.firm !== 'string') return null;
    return { userId: payload.sub, firmId: payload.firm };
  } catch {
    return null;
  }
}
