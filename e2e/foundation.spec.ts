import { expect, test } from '@playwright/test';

test('the app boots on the home page, serves the API and shows a real Not Found page', async ({ page, request }) => {
  const health = await request.get('/api/health/');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

  const response = await page.goto('/');
  expect(response?.headers()['x-app-version']).toMatch(/\+[0-9a-f]{12}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the interactive API docs show the contract', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByText('/health/').first()).toBeVisible();
});
