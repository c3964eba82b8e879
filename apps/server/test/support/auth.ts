// Helpers for signing up and in through the real endpoints.
import { randomUUID } from 'node:crypto';
import type { TestServer } from './testRuntime.ts';

export const STRONG_PASSWORD = 'Arm-length-2025!';

export interface SignedIn {
  access: string;
  refreshCookie: string;
  user: { id: string; email: string; firm: { id: string; name: string }; role: string; is_employee: boolean };
}

export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  if (!cookie) throw new Error('no refresh_token cookie');
  return cookie.value;
}

export async function registerFirm(server: TestServer, overrides: Partial<Record<string, string>> = {}): Promise<SignedIn> {
  const email = overrides.email ?? `owner-${randomUUID().slice(0, 8)}@firm.test`;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { first_name: 'Meera', last_name: 'Iyer', email, password: STRONG_PASSWORD, firm_name: 'Iyer TP Advisors', ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as Omit<SignedIn, 'refreshCookie'>;
  return { ...body, refreshCookie: refreshCookieOf(response) };
}

export const bearer = (session: { access: string }) => ({ authorization: `Bearer ${session.access}` });

export async function outbox(server: TestServer, to: string): Promise<{ subject: string; body_text: string; status: string }[]> {
  return server.runtime.database.sql.query('select subject, body_text, status from email_outbox where to_address = $1 order by created_at', [to]);
}
