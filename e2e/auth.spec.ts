import { expect, test, type Page } from '@playwright/test';
import { linkIn, mailTo } from './support/mail.ts';

const DEMO_PASSWORD = 'Quartile-demo-2025';

async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** A JWT-shaped token that expired an hour ago (its signature is not the server's either). */
function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'someone', exp: Math.floor(Date.now() / 1000) - 3600 })}.c2lnbmF0dXJl`;
}

test('a consultant registers a firm, logs out and in, keeps the session, the colour mode and the sidebar, and invites a client contact', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `meera.iyer+${stamp}@iyer-tp.example`;
  const password = 'Arm-length-range-42';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(5);
  await page.getByRole('textbox', { name: 'First name' }).fill('Meera');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Iyer');
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('textbox', { name: 'Firm name' }).fill(`Iyer Transfer Pricing ${stamp}`);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible();
  await expect(page.getByText('Meera Iyer')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Benchmarks in progress' }).getByText('No benchmarks in progress')).toBeVisible();
  expect(await storage(page, 'access_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse((await storage(page, 'user')) ?? 'null')).toMatchObject({ first_name: 'Meera', is_employee: true, role: 'owner' });

  // Logout calls the server, clears the session and goes to /login.
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/logout/') && r.status() === 200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await logout;
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, 'access_token')).toBeNull();
  expect(await storage(page, 'user')).toBeNull();

  // A wrong password is refused with the server's message.
  await logIn(page, email, 'Not-the-password-1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Unable to log in with the provided credentials.');
  await expect(page.getByRole('region', { name: /notification/ }).getByText('Unable to log in with the provided credentials.')).toBeVisible();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible();

  // Dark mode and a collapsed sidebar survive a reload.
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  expect(await storage(page, 'sidebar-collapsed')).toBe('true');
  expect(await storage(page, 'quartile-theme')).toBe('dark');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.getByRole('radio', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // An expired token is renewed at once on load (its exp is past): one refresh, the user stays signed in.
  const expired = expiredToken();
  await page.evaluate((token) => localStorage.setItem('access_token', token), expired);
  let refreshes = 0;
  const countRefresh = (r: { url: () => string }) => {
    if (r.url().endsWith('/api/refreshToken/')) refreshes += 1;
  };
  page.on('response', countRefresh);
  const renewedOnLoad = page.waitForResponse((r) => r.url().endsWith('/api/refreshToken/') && r.status() === 200);
  await page.goto('/dashboard');
  await renewedOnLoad;
  await expect(page.getByRole('region', { name: 'Benchmarks in progress' }).getByText('No benchmarks in progress')).toBeVisible();
  expect(await storage(page, 'access_token')).not.toBe(expired);
  expect(refreshes).toBe(1);
  page.off('response', countRefresh);

  // A token the server refuses (unreadable here, so no refresh is scheduled): the 401 is followed by
  // one refresh and one retry of the same request, and the user stays signed in.
  await page.evaluate(() => localStorage.setItem('access_token', 'garbage-token'));
  const refused = page.waitForResponse((r) => r.url().includes('/api/benchmarks/?') && r.status() === 401);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/refreshToken/') && r.status() === 200);
  const retried = page.waitForResponse((r) => r.url().includes('/api/benchmarks/?') && r.status() === 200);
  await page.goto('/dashboard');
  await Promise.all([refused, refreshed, retried]);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Benchmarks in progress' }).getByText('No benchmarks in progress')).toBeVisible();
  expect(await storage(page, 'access_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // Settings > Team: invite a client contact as a non-employee.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByRole('textbox', { name: 'Work e-mail' }).fill(`marc.keller+${stamp}@helvetia-pumps.example`);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Marc');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Keller');
  await dialog.getByRole('button', { name: /Access/ }).click();
  await page.getByRole('option', { name: 'Non-employee' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to marc.keller+${stamp}@helvetia-pumps.example`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = team.getByRole('row').filter({ hasText: 'Marc Keller' });
  await expect(row).toContainText('Non-employee');
  await expect(row).toContainText('Invited');

  // The client contact opens the e-mailed link in their own browser, chooses a password and sees
  // only what a non-employee may see.
  const invitation = await mailTo(`marc.keller+${stamp}@helvetia-pumps.example`, /invited you to Iyer Transfer Pricing/);
  const contact = await page.context().browser()!.newPage();
  await contact.goto(linkIn(invitation, '/accept-invite/'));
  await expect(contact.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await contact.getByRole('textbox', { name: 'First name' }).fill('Marc');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Keller');
  await contact.getByLabel('Password', { exact: true }).fill('Pump-curves-2025');
  await contact.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(contact).toHaveURL(/\/dashboard$/);
  await expect(contact.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Dashboard', 'Help & Support']);
  await contact.goto('/vault');
  await expect(contact).toHaveURL(/\/dashboard$/);
  await contact.close();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Team' }).getByRole('row').filter({ hasText: 'Marc Keller' })).toContainText('Active');
});

test('a client contact (non-employee) sees only Dashboard and Help & Support and is sent away from employee pages', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'client@demo.quartile.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Help & Support']);
  await expect(page.getByText(/share the results with you/)).toBeVisible();

  for (const path of ['/vault', '/vault/any-client', '/benchmarks', '/usage']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Sent away with a word why, not silently.
    await expect(page.getByRole('region', { name: /notification/i }).getByText('That page is for your firm’s employees. Ask an administrator if you need it.')).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Help & Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill('Access to the Nordic study');
  await page.getByRole('textbox', { name: 'Message' }).fill('Could our analysts share the final range of the Nordic distributor study with me?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thanks, your message reached our support team. We reply within one business day.')).toBeVisible();
});

test('a protected page opened without a token restores the session from the refresh cookie, or goes to /login and comes back after signing in', async ({ page }) => {
  await page.goto('/help-and-support');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // No toast for the 401 of the on-load refresh.
  await expect(page.getByRole('region', { name: /notifications/i }).getByText(/session/i)).toHaveCount(0);
  await logIn(page, 'analyst@demo.quartile.test');
  await expect(page).toHaveURL(/\/help-and-support$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Dashboard', 'Vault', 'Agents', 'Benchmarks', 'Usage', 'Help & Support']);

  // Token and user gone (the refresh cookie stays): the page restores the session behind the spinner.
  await page.evaluate(() => {
    localStorage.removeItem('access_token');
    localStorage.removeItem('user');
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/refreshToken/') && r.status() === 200);
  await page.goto('/settings');
  await refreshed;
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await storage(page, 'user')).toContain('analyst@demo.quartile.test');
});

test('a forgotten password: the reset request shows its confirmation', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page loads lazily: the login form (with its own Work e-mail field) stays until it has.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill('analyst@');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter a valid work e-mail address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill('analyst@demo.quartile.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText('If an account exists for this e-mail, we have sent a link to reset the password.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a password is reset through the e-mailed link: the new one works, the old one no longer does', async ({ page }) => {
  const stamp = Date.now();
  const email = `reset.owner+${stamp}@iyer-tp.example`;
  const registered = await page.request.post('/api/register/', {
    data: { first_name: 'Ravi', last_name: 'Menon', email, password: 'Old-password-2024!', firm_name: `Menon TP ${stamp}` },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  const link = linkIn(await mailTo(email, /Reset your Quartile password/), '/reset-password-confirm/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('New-password-2025!');
  await page.getByLabel('Confirm new password', { exact: true }).fill('New-password-2025!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-password-2025!');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another-password-2025!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();

  await page.goto('/login');
  await logIn(page, email, 'Old-password-2024!');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Unable to log in with the provided credentials.');
  await logIn(page, email, 'New-password-2025!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ravi' })).toBeVisible();
});
