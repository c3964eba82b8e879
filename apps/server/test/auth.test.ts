import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/accessToken.ts';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';
import { STRONG_PASSWORD, bearer, outbox, refreshCookieOf, registerFirm } from './support/auth.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers, cookies });

describe(`registration and sign-in on ${testDbKind}`, () => {
  it('registers a firm with its owner and sets a strict httpOnly refresh cookie', async () => {
    const response = await post('/api/register/', {
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@iyer-tp.test',
      password: STRONG_PASSWORD,
      firm_name: 'Iyer TP Advisors',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'meera@iyer-tp.test', is_employee: true, role: 'owner', firm: { name: 'Iyer TP Advisors', credits: 0 } });
    const payload = JSON.parse(Buffer.from(body.access.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);
    const cookie = response.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
  });

  it('refuses a second account with the same e-mail, in any letter case', async () => {
    const response = await post('/api/register/', { first_name: 'A', last_name: 'B', email: 'MEERA@iyer-tp.test', password: STRONG_PASSWORD, firm_name: 'X' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.email[0]).toMatch(/already exists/);
  });

  it('explains a weak password and an invalid body field by field, creating nothing', async () => {
    const weak = await post('/api/register/', { first_name: 'Weak', last_name: 'Pw', email: 'weak@x.test', password: 'aaaaaaaaaa', firm_name: 'W' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toContain('Use letters and at least one number or symbol.');
    const invalid = await post('/api/register/', { first_name: '', email: 'not-an-email', password: 'x', firm_name: 'W', extra: 1 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['first_name', 'email', 'last_name', 'extra']));
    const [count] = await server.runtime.database.sql.query<{ n: number }>("select count(*)::int as n from users where email in ('weak@x.test', 'not-an-email')");
    expect(count!.n).toBe(0);
  });

  it('signs in with the right password only, with the same answer for an unknown e-mail', async () => {
    const wrong = await post('/api/login/', { email: 'meera@iyer-tp.test', password: 'Wrong-password-1' });
    const unknown = await post('/api/login/', { email: 'nobody@iyer-tp.test', password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    const ok = await post('/api/login/', { email: 'Meera@Iyer-TP.test', password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('meera@iyer-tp.test');
  });
});

describe(`access and refresh tokens on ${testDbKind}`, () => {
  it('answers 401 without a token, with a forged token and with an expired token', async () => {
    const session = await registerFirm(server);
    expect((await server.app.inject({ method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
    const forged = await signAccessToken('another-secret-another-secret-another', { userId: session.user.id, firmId: session.user.firm.id });
    expect((await server.app.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    const expired = await signAccessToken(server.config.secrets.jwtSecret, { userId: session.user.id, firmId: session.user.firm.id }, -5);
    expect((await server.app.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(401);
    const me = await server.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(session.user.id);
  });

  it('rotates the refresh cookie, and a reused cookie revokes the whole family', async () => {
    const session = await registerFirm(server);
    const first = await post('/api/refreshToken/', undefined, {}, { refresh_token: session.refreshCookie });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(session.user.id);
    const rotated = refreshCookieOf(first);
    expect(rotated).not.toBe(session.refreshCookie);

    // The old cookie again: a thief's copy. The family dies, including the rotated cookie.
    const reuse = await post('/api/refreshToken/', undefined, {}, { refresh_token: session.refreshCookie });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/ended for your security/);
    const afterReuse = await post('/api/refreshToken/', undefined, {}, { refresh_token: rotated });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('answers 401 to a refresh without a cookie or with an expired one', async () => {
    expect((await post('/api/refreshToken/')).statusCode).toBe(401);
    const session = await registerFirm(server);
    await server.runtime.database.sql.query("update refresh_tokens set expires_at = now() - interval '1 second' where user_id = $1", [session.user.id]);
    expect((await post('/api/refreshToken/', undefined, {}, { refresh_token: session.refreshCookie })).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated call from another origin', async () => {
    const session = await registerFirm(server);
    const response = await post('/api/refreshToken/', undefined, { origin: 'https://evil.example' }, { refresh_token: session.refreshCookie });
    expect(response.statusCode).toBe(403);
    const sameOrigin = await post('/api/refreshToken/', undefined, { origin: 'http://localhost:3000' }, { refresh_token: session.refreshCookie });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('logs out: revokes the session and clears the cookie', async () => {
    const session = await registerFirm(server);
    const out = await post('/api/logout/', undefined, bearer(session), { refresh_token: session.refreshCookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect((await post('/api/refreshToken/', undefined, {}, { refresh_token: session.refreshCookie })).statusCode).toBe(401);
  });

  it('refuses a logout with neither a bearer token nor a refresh cookie, as the contract says', async () => {
    const out = await post('/api/logout/');
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: 'Authentication credentials were not provided or have expired.' });
  });

  it('logs out with the cookie alone, and with an expired bearer token alone (a browser whose session ran out)', async () => {
    const session = await registerFirm(server);
    const withCookie = await post('/api/logout/', undefined, {}, { refresh_token: session.refreshCookie });
    expect(withCookie.statusCode).toBe(200);
    expect((await post('/api/refreshToken/', undefined, {}, { refresh_token: session.refreshCookie })).statusCode).toBe(401);
    const expired = await signAccessToken(server.config.secrets.jwtSecret, { userId: session.user.id, firmId: session.user.firm.id }, -60);
    const withExpiredToken = await post('/api/logout/', undefined, { authorization: `Bearer ${expired}` });
    expect(withExpiredToken.statusCode).toBe(200);
    expect(withExpiredToken.json()).toEqual({ message: 'You have been logged out.' });
  });
});

describe(`password reset on ${testDbKind}`, () => {
  it('answers the same for known and unknown addresses, and e-mails a single-use link', async () => {
    const session = await registerFirm(server);
    const known = await post('/api/password-reset/request/', { email: session.user.email });
    const unknown = await post('/api/password-reset/request/', { email: 'ghost@nowhere.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await outbox(server, 'ghost@nowhere.test')).toEqual([]);

    const [mail] = await outbox(server, session.user.email);
    const match = mail!.body_text.match(/\/reset-password-confirm\/([^/\s]+)\/([^\s]+)/);
    expect(match).not.toBeNull();
    const [, uidb64, token] = match!;
    const newPassword = 'New-range-2026!';
    const confirm = await post('/api/password-reset/confirm/', { uidb64, token, password: newPassword });
    expect(confirm.statusCode).toBe(200);
    expect((await post('/api/password-reset/confirm/', { uidb64, token, password: 'Another-one-2026!' })).statusCode).toBe(400);
    expect((await post('/api/login/', { email: session.user.email, password: newPassword })).statusCode).toBe(200);
    expect((await post('/api/login/', { email: session.user.email, password: STRONG_PASSWORD })).statusCode).toBe(400);
    // Existing sessions end with the reset.
    expect((await post('/api/refreshToken/', undefined, {}, { refresh_token: session.refreshCookie })).statusCode).toBe(401);
  });

  it('refuses an expired or tampered reset link', async () => {
    const session = await registerFirm(server);
    await post('/api/password-reset/request/', { email: session.user.email });
    const [mail] = await outbox(server, session.user.email);
    const [, uidb64, token] = mail!.body_text.match(/\/reset-password-confirm\/([^/\s]+)\/([^\s]+)/)!;
    expect((await post('/api/password-reset/confirm/', { uidb64, token: `${token}x`, password: 'New-range-2026!' })).statusCode).toBe(400);
    expect((await post('/api/password-reset/confirm/', { uidb64: 'bm90LWEtdXVpZA', token, password: 'New-range-2026!' })).statusCode).toBe(400);
    await server.runtime.database.sql.query("update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = $1", [session.user.id]);
    const expired = await post('/api/password-reset/confirm/', { uidb64, token, password: 'New-range-2026!' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/invalid or has expired/);
  });
});

describe(`team and firm isolation on ${testDbKind}`, () => {
  it('lets an admin invite a non-employee who joins through the e-mailed link', async () => {
    const owner = await registerFirm(server);
    const invite = await post('/api/team/invites/', { email: 'client.contact@acme.test', first_name: 'Clara', last_name: 'Client', is_employee: false }, bearer(owner));
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toMatchObject({ status: 'invited', is_employee: false, role: 'member' });
    const [mail] = await outbox(server, 'client.contact@acme.test');
    const token = mail!.body_text.match(/\/accept-invite\/([^\s]+)/)![1];
    const accepted = await post('/api/invites/accept/', { token, password: 'Ledger-pass-2025', first_name: 'Clara', last_name: 'Client' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ is_employee: false, role: 'member', firm: { id: owner.user.firm.id } });
    expect((await post('/api/invites/accept/', { token, password: 'Ledger-pass-2025', first_name: 'C', last_name: 'C' })).statusCode).toBe(400);

    const members = await server.app.inject({ method: 'GET', url: '/api/team/members/', headers: bearer(owner) });
    expect(members.json().map((m: { email: string; status: string }) => `${m.email}:${m.status}`).sort()).toEqual([`client.contact@acme.test:active`, `${owner.user.email}:active`]);

    // A member cannot invite; the owner can change the member's role.
    const member = accepted.json();
    expect((await post('/api/team/invites/', { email: 'x@acme.test', first_name: 'X', last_name: 'Y', is_employee: true }, bearer(member))).statusCode).toBe(403);
    const promoted = await server.app.inject({ method: 'PATCH', url: `/api/team/members/${member.user.id}/`, headers: bearer(owner), payload: { is_employee: true } });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().is_employee).toBe(true);
    const removed = await server.app.inject({ method: 'DELETE', url: `/api/team/members/${member.user.id}/`, headers: bearer(owner) });
    expect(removed.statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(member) })).statusCode).toBe(401);
  });

  it('shows a second firm nothing of the first: 404 on its members, and row-level security hides its rows', async () => {
    const first = await registerFirm(server, { firm_name: 'First Firm' });
    const second = await registerFirm(server, { firm_name: 'Second Firm' });
    const list = await server.app.inject({ method: 'GET', url: '/api/team/members/', headers: bearer(second) });
    expect(list.json().map((m: { email: string }) => m.email)).toEqual([second.user.email]);
    const foreign = await server.app.inject({ method: 'PATCH', url: `/api/team/members/${first.user.id}/`, headers: bearer(second), payload: { role: 'admin' } });
    expect(foreign.statusCode).toBe(404);
    const foreignDelete = await server.app.inject({ method: 'DELETE', url: `/api/team/members/${first.user.id}/`, headers: bearer(second) });
    expect(foreignDelete.statusCode).toBe(404);

    // A query with no firm filter at all, run the way signed-in requests run, sees only its firm.
    const { withFirm } = await import('../src/db/firmScope.ts');
    const visible = await withFirm(server.runtime.database, second.user.firm.id, (sql) => sql.query<{ firm_id: string }>('select firm_id from users'));
    expect(new Set(visible.map((r) => r.firm_id))).toEqual(new Set([second.user.firm.id]));
    const firms = await withFirm(server.runtime.database, second.user.firm.id, (sql) => sql.query<{ name: string }>('select name from firms'));
    expect(firms).toEqual([{ name: 'Second Firm' }]);
  });
});

describe(`rate limits on ${testDbKind}`, () => {
  it('answers 429 with a message after too many sign-in attempts', async () => {
    const strict = await startTestServer({ RATE_LIMIT_SCALE: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await strict.app.inject({ method: 'POST', url: '/api/login/', payload: { email: 'a@b.test', password: 'whatever-1' } });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(/Too many attempts/);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
