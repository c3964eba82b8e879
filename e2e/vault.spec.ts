// Clients (Vault), benchmarks and usage, end to end against the real server (spec section 2;
// journeys 3 and 9): the demo employee adds a client, finds it by search, starts a benchmark for
// it, finds the benchmark in the list, opens its workspace, and reads the usage screen.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';

const stamp = `${Date.now().toString(36)}`;
const clientName = `Fjord Logistics AS ${stamp}`;
const benchmarkName = `Nordic freight forwarding FY2022–2024 ${stamp}`;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe.configure({ mode: 'serial' });

test('an employee creates a client, finds it by name and by country, and opens its profile', async ({ page }) => {
  await signIn(page);
  await page.goto('/vault');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  await page.getByRole('button', { name: 'Add client' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create client' });
  await expect(dialog).toBeVisible();

  // Required fields and a bad website are refused before anything is sent.
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(3);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(clientName);
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Norw');
  await page.getByRole('option', { name: 'Norway' }).click();
  await expect(dialog.getByRole('button', { name: /Region/ })).toContainText('Europe');
  await dialog.getByRole('textbox', { name: 'Website' }).fill('not a website');
  await expect(dialog.getByText('Invalid URL')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Website' }).fill('fjord-logistics.example');
  await dialog.getByRole('textbox', { name: 'Point of contact name' }).fill('Ingrid Dahl');
  await dialog.getByRole('button', { name: /Comparables database/ }).click();
  await page.getByRole('option', { name: 'Orbis' }).click();
  await dialog.getByRole('button', { name: 'Create client' }).click();

  await expect(toast(page, 'Created Client Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const grid = page.getByRole('grid', { name: 'Clients' });
  await expect(grid.getByRole('link', { name: clientName })).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);

  await search.fill('Norway');
  await expect(grid.getByRole('link', { name: clientName })).toBeVisible();
  await search.fill(`zz-no-such-client-${stamp}`);
  await expect(page.getByRole('heading', { name: `No clients match “zz-no-such-client-${stamp}”` })).toBeVisible();
  await search.fill(stamp);

  await grid.getByRole('link', { name: clientName }).click();
  await expect(page).toHaveURL(/\/vault\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('Norway')).toBeVisible();
  await expect(profile.getByRole('link', { name: 'fjord-logistics.example' })).toHaveAttribute('href', 'https://fjord-logistics.example');
  await expect(profile.getByText('Orbis')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No benchmarks for this client yet' })).toBeVisible();

  // Edit: the change is saved and shown.
  await page.getByRole('button', { name: 'Edit client' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit client' });
  await edit.getByRole('textbox', { name: 'Point of contact number' }).fill('+47 22 55 50 10');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Updated Client Successfully')).toBeVisible();
  await expect(profile.getByText('+47 22 55 50 10')).toBeVisible();

  await page.getByRole('link', { name: 'Back to clients' }).click();
  await expect(page).toHaveURL(/\/vault$|\/vault\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('an unknown client id shows Client not found', async ({ page }) => {
  await signIn(page);
  await page.goto('/vault/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Client not found' })).toBeVisible();
});

test('a malformed id in the address bar shows the not-found page and no error toast; an unknown one says so once', async ({ page }) => {
  await signIn(page);
  await page.goto('/benchmarks/not-a-benchmark');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/benchmarks/not-a-benchmark')).toBeVisible();
  await expect(page.getByText('The request is not valid.')).toHaveCount(0);
  await expect(page.getByText(/Check your connection/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/benchmarks/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Benchmark not found' })).toBeVisible();
  // The page's calls that fail alike say it in one toast, not four stacked over the sidebar.
  await expect(page.getByRole('region', { name: /notification/i }).getByText('Benchmark not found')).toHaveCount(1);
});

test('the employee starts a benchmark for the client, finds it in the list and opens its Overview', async ({ page }) => {
  await signIn(page);
  await page.goto(`/vault?q=${stamp}`);
  await page.getByRole('grid', { name: 'Clients' }).getByRole('link', { name: clientName }).click();
  await page.getByRole('button', { name: 'Start a benchmark' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Start a benchmark' });
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveValue(clientName);
  await dialog.getByRole('button', { name: 'Start benchmark' }).click();
  await expect(dialog.getByText('Choose at least one financial year.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Benchmark name' }).fill(benchmarkName);
  await dialog.getByRole('textbox', { name: 'Tested party description' }).fill('Routine freight forwarding services for group companies in Norway.');
  for (const year of ['2022', '2023', '2024']) {
    // RAC draws its own box over the native input: click the visible label, as a person does.
    await dialog.getByText(year, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: year })).toBeChecked();
  }
  await expect(dialog.getByText('3 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Start benchmark' }).click();

  await expect(toast(page, 'Successfully started benchmark')).toBeVisible();
  await expect(page).toHaveURL(/\/benchmarks\/[0-9a-f-]{36}$/);
  const workspaceUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: benchmarkName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('1 Input').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start review' })).toBeDisabled();
  await expect(page.getByText('Upload a company list first').first()).toBeVisible();

  // The upload card leads to the Companies tab, and the tab is in the URL.
  await page.getByRole('button', { name: 'Upload company list' }).click();
  await expect(page).toHaveURL(/\?tab=companies$/);
  await expect(page.getByRole('heading', { name: 'Choose the company list' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upload steps' }).locator('[aria-current="step"]')).toHaveText(/File selection/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');

  // The list shows it; searching finds it; it opens the workspace on the Overview.
  await page.goto('/benchmarks');
  await expect(page.getByRole('heading', { level: 1, name: 'Benchmarks' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search benchmarks' }).fill(stamp);
  const grid = page.getByRole('grid', { name: 'Benchmarks' });
  const row = grid.getByRole('row', { name: new RegExp(benchmarkName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(clientName);
  await expect(row).toContainText('1 Input');
  await expect(row).toContainText('No companies yet');
  await row.getByRole('link', { name: benchmarkName }).click();
  await expect(page).toHaveURL(workspaceUrl);
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress', exact: true })).toHaveAttribute('aria-valuetext', '0 of 0');

  // Back in the Vault, the client lists its benchmark.
  await page.getByRole('link', { name: clientName }).click();
  await expect(page.getByRole('grid', { name: `Benchmarks of ${clientName}` }).getByRole('link', { name: benchmarkName })).toBeVisible();
});

test('usage: four months of seeded history in cards, bar and a month table that opens into days', async ({ page }) => {
  await signIn(page);
  await page.goto('/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Comparables processed by month' });
  const months = table.getByRole('button', { expanded: false });
  await expect(months.first()).toBeVisible();
  expect(await months.count()).toBeGreaterThanOrEqual(4);

  // The month totals add up to the processed card; capacity and the bar follow from the 500 credits.
  const monthTotals = await table.locator('tbody tr').evaluateAll((rows) =>
    // A month cell reads "149" or "149 (3 re-runs)": the count is the leading number.
    rows.map((row) => Number((row.querySelector('td:last-child')?.textContent ?? '').match(/^[\d,]+/)?.[0]?.replace(/,/g, '') ?? 0)),
  );
  const total = monthTotals.reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole('group', { name: 'Total Comparables Credits' })).toContainText('500');
  await expect(page.getByRole('group', { name: 'Total Comparables Processed' })).toContainText(String(total));
  await expect(page.getByRole('group', { name: 'Remaining Capacity' })).toContainText(String(500 - total));
  // The bar carries the exact share (55.6 for 278 of 500); its text is the rounded percent.
  const bar = page.getByRole('progressbar', { name: 'Credits used' });
  await expect(bar).toHaveAttribute('aria-valuetext', `${Math.min(100, Math.round((total / 500) * 100))} %`);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeCloseTo(Math.min(100, (total / 500) * 100), 6);

  // Two months open at once, each into its days.
  const rowsBefore = await table.locator('tbody tr').count();
  const monthButtons = table.getByRole('button');
  await monthButtons.nth(0).click();
  await expect(monthButtons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await monthButtons.nth(1).click();
  await expect(monthButtons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByRole('button', { expanded: true })).toHaveCount(2);
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(rowsBefore + 2);
});
