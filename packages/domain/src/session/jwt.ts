/**
 * Access-token payload decoding (product-spec §3 "Access token", §8 "Token decoding ... failures
 * are only logged"). Decodes the middle part of a JWT with base64url → bytes (atob) → UTF-8
 * (TextDecoder) → JSON. No library, no signature check (the server verifies). Never throws:
 * any malformed input yields `null`. Works in browsers and Node (both have atob and TextDecoder).
 */
export interface JwtPayload {
  readonly exp?: number;
  readonly [claim: string]: unknown;
}

export function base64UrlDecode(input: string): Uint8Array | null {
  try {
    if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) return null;
    const b64 = input.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    if (b64.length % 4 === 1) return null;
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export function decodeJwtPayload(token: unknown): JwtPayload | null {
  try {
    if (typeof token !== 'string') return null;
    const parts = token.split('.');
    if (parts.length !== 3 || parts[1] === undefined) return null;
    const bytes = base64UrlDecode(parts[1]);
    if (bytes === null) return null;
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
    return json as JwtPayload;
  } catch {
    return null;
  }
}

/** `exp` in seconds, or null when absent or not a finite number. */
export function tokenExpiry(token: unknown): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}
