// The Agents area end to end against the real server and queue (journey 8, market context):
// the employee creates an industry overview for a country, runs it, follows it to Done, reads a
// statement's citation and exports it; a client contact reads the Agents home but cannot open the
// industry overviews.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { importCompanies } from './support/companies.ts';
import { DEMO_CLIENT_USER, signIn } from './support/session.ts';
import { NORDHAVN } from './support/study.ts';

test.describe.configure({ mode: 'serial' });

const DISTRIBUTORS = [
  // The study's Nordhavn (name, country, financials) with a website and a description that names a risk.
  {
    ...NORDHAVN,
    website: 'https://nordhavn.example',
    database_description:
      'Nordhavn Industrial Supply A/S is an independent wholesale distributor of pumps, valves and spare parts for industrial customers. Competition from manufacturer-owned sales companies puts pressure on prices.',
  },
  {
    name: 'Kattegat Bearings ApS',
    country: 'Denmark',
    website: 'https://kattegat.example',
    database_description:
      'Kattegat Bearings ApS is a wholesale distributor of bearings and power transmission products. It acquired a competitor in Aarhus in 2021.',
    financial_data: [
      { year: 2022, revenue: 46_000_000, operating_profit: 2_300_000 },
      { year: 2023, revenue: 52_000_000, operating_profit: 2_600_000 },
    ],
  },
];

test('an employee creates and runs an industry overview, reads a citation and exports it', async ({ page }) => {
  await signIn(page);
  await importCompanies(page, 'Nordic distribution FY2022–2023', DISTRIBUTORS, [2022, 2023]);

  await page.goto('/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Industry Overview' });
  await expect(card.getByText('Enabled')).toBeVisible();
  await card.getByRole('link', { name: 'Open industry overviews' }).click();
  await expect(page).toHaveURL(/\/agents\/industry-overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Industry overviews' })).toBeVisible();

  await page.getByRole('button', { name: 'New overview' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New industry overview' });
  await dialog.getByRole('button', { name: 'Create overview' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await dialog.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Wholesale distribution' }).click();
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Denm');
  await page.getByRole('option', { name: /Denmark/ }).click();
  await dialog.getByRole('button', { name: 'Create overview' }).click();
  await expect(page.getByText('Industry overview created successfully. You can now run the generation.', { exact: true })).toBeVisible();

  await expect(page).toHaveURL(/\/agents\/industry-overview\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale distribution' })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Run the generation' }).click();
  await expect(page.getByText('Industry overview generation has been queued', { exact: true })).toBeVisible();

  // The page follows the run to Done without a reload.
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 20_000 });
  const market = page.getByRole('region', { name: 'Market definition' });
  await expect(market).toContainText('The firm’s data holds 2 companies of this industry and country');
  const companies = page.getByRole('region', { name: 'Companies in the firm’s data' });
  await expect(
    companies.getByRole('grid', { name: 'Companies' }).getByRole('rowheader', { name: 'Nordhavn Industrial Supply A/S' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Risks' })).toContainText(
    'Competition and pricing pressure is named in the sources of Nordhavn Industrial Supply A/S.',
  );
  await market
    .getByRole('button', { name: /^Show 2 citations/ })
    .first()
    .click();
  await expect(market.getByRole('list', { name: 'Citations' })).toContainText(
    '“Nordhavn Industrial Supply A/S is an independent wholesale distributor of pumps, valves and spare parts for industrial customers.”',
  );

  await page.getByRole('button', { name: 'Export' }).click();
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Wholesale-distribution-Denmark-industry-overview.pdf');
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: 'Export' }).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Tables as Excel (XLSX)' }).click();
  expect((await xlsxDownload).suggestedFilename()).toBe('Wholesale-distribution-Denmark-industry-overview.xlsx');

  await page.getByRole('link', { name: 'Industry overviews' }).click();
  const row = page.getByRole('grid', { name: 'Industry overviews' }).getByRole('row', { name: /Wholesale distribution/ });
  await expect(row).toContainText('Denmark');
  await expect(row).toContainText('Done');
});

test('a client contact reads the Agents home but is kept out of the industry overviews', async ({ page }) => {
  await signIn(page, DEMO_CLIENT_USER);
  await page.goto('/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Industry Overview' }).getByText('Available to your firm’s employees.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open industry overviews' })).toHaveCount(0);
  await page.goto('/agents/industry-overview');
  await expect(page).toHaveURL(/\/dashboard$/);
});
