import { describe, expect, it } from 'vitest';
import { base64UrlDecode, decodeJwtPayload, isTokenExpired, REFRESH_LEAD_MS, refreshAt, refreshDelay, tokenExpiry } from '../src/index.ts';

function token(payload: unknown): string {
  const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64url('{"alg":"HS256"}')}.${b64url(typeof payload === 'string' ? payload : JSON.stringify(payload))}.sig`;
}

describe('JWT payload decoding never throws', () => {
  it('decodes base64url with UTF-8', () => {
    expect(decodeJwtPayload(token({ exp: 1_700_000_000, name: 'Zoë ✓ ~?~' }))).toEqual({ exp: 1_700_000_000, name: 'Zoë ✓ ~?~' });
  });
  it.each([undefined, null, 42, '', 'abc', 'a.b', 'a.!!!.c', token('not json'), token('[1,2]'), token('null'), 'a.b.c.d'])('returns null for %s', (t) => {
    expect(() => decodeJwtPayload(t)).not.toThrow();
    expect(decodeJwtPayload(t)).toBeNull();
  });
  it('invalid UTF-8 gives null', () => {
    expect(decodeJwtPayload(`x.${Buffer.from([0xff, 0xfe]).toString('base64url')}.y`)).toBeNull();
  });
  it('base64UrlDecode handles padding and rejects impossible lengths', () => {
    expect([...base64UrlDecode('AQ')!]).toEqual([1]);
    expect(base64UrlDecode('A')).toBeNull();
  });
});

describe('refresh timing (60 s before exp)', () => {
  const exp = 1_700_000_000;
  it('refreshes 60 s before expiry', () => {
    expect(REFRESH_LEAD_MS).toBe(60_000);
    expect(refreshAt(token({ exp }))).toBe(exp * 1000 - 60_000);
    expect(refreshDelay(token({ exp }), exp * 1000 - 90_000)).toBe(30_000);
  });
  it('refreshes at once inside the window; no schedule without exp', () => {
    expect(refreshDelay(token({ exp }), exp * 1000 - 10_000)).toBe(0);
    expect(refreshDelay(token({ sub: 'x' }), 0)).toBeNull();
    expect(refreshDelay('garbage', 0)).toBeNull();
    expect(tokenExpiry(token({ exp: '1700000000' }))).toBeNull();
  });
  it('expired check', () => {
    expect(isTokenExpired(token({ exp }), exp * 1000)).toBe(true);
    expect(isTokenExpired(token({ exp }), exp * 1000 - 1)).toBe(false);
    expect(isTokenExpired('bad', 0)).toBe(true);
  });
});
