// Signs a demo user in for end-to-end tests. Through the /login form when the page has it;
// otherwise (while the login screen is being built) through POST /api/login/, storing the access
// token and the user under the session's local-storage keys before the app loads.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Quartile-demo-2025';
export const DEMO_EMPLOYEE = 'analyst@demo.quartile.test';
export const DEMO_CLIENT_USER = 'client@demo.quartile.test';

const ACCESS_TOKEN_KEY = 'access_token';
const USER_KEY = 'user';

async function loginFormIsThere(page: Page): Promise<boolean> {
  await page.goto('/login');
  return page
    .getByRole('textbox', { name: /e-?mail/i })
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
}

export async function signIn(page: Page, email = DEMO_EMPLOYEE, password = DEMO_PASSWORD): Promise<void> {
  if (await loginFormIsThere(page)) {
    await page.getByRole('textbox', { name: /e-?mail/i }).first().fill(email);
    await page.getByLabel(/^password/i).first().fill(password);
    await page.getByRole('button', { name: /^(log ?in|sign in)$/i }).click();
    await expect(page).not.toHaveURL(/\/login/);
    return;
  }
  const response = await page.request.post('/api/login/', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { access: string; user: unknown };
  await page.evaluate(
    ({ token, user, keys }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { token: session.access, user: session.user, keys: { token: ACCESS_TOKEN_KEY, user: USER_KEY } },
  );
}
