// Issue 17 wired (ADR 0023), end to end against the real server and queue worker: the criteria
// editor shows what each criterion is read as (classification codes), the person adjusts a reading
// and saves it with the criteria; after an analysis run, their decisions teach the companies nobody
// decided ("Learned from 4 decisions", with the decided companies it leaned on). Before anyone has
// decided, the benchmark pass compares the list with the analysis' own clearest decisions.
// Texts: Wikipedia (CC BY-SA 4.0).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASS_CRITERIA, PASS_LIST } from '../apps/server/test/support/passList.ts';
import { wikipedia } from '../apps/server/test/support/review.ts';
import { importCompanies } from './support/companies.ts';
import { signIn } from './support/session.ts';

const result = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Analysis results' }).locator(':scope > li').filter({ has: page.getByRole('button', { name, exact: true }) });

const financials = [{ year: 2023, revenue: 52_000_000, operating_profit: 2_100_000 }];
const TICKERS = ['SYY', 'GWW', 'FAST', 'HSIC', 'MMM', 'CAT'];

test('criteria read as classification codes, adjusted and saved; decisions teach the undecided companies', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const companies = TICKERS.map((t) => wikipedia(t));
  const id = await importCompanies(
    page,
    'Distributors (learning)',
    companies.map((c) => ({ name: c.name, country: 'United States', database_description: c.description, financial_data: financials })),
    [2023],
  );

  // Step 1: the criteria, and what the analysis reads them as.
  await page.goto(`/benchmarks/${id}?tab=accept-reject`);
  const accept = 'wholesale distribution of products bought from third parties';
  await page.getByRole('textbox', { name: 'Accept criterion 1' }).fill(accept);
  await page.getByRole('textbox', { name: 'Reject criterion 1' }).fill('manufacturing or production of goods');
  const reading = page.getByRole('listitem', { name: `Reading of ${accept}` });
  await expect(reading.getByText('Read from its words.')).toBeVisible();
  const codes = reading.getByRole('list', { name: `Codes of ${accept}` });
  await expect(codes).toContainText(/NAICS 42\d{4}/);

  // The person adds the grocery wholesalers by searching the classifications, and saves.
  await reading.getByRole('button', { name: `Add a code to ${accept}` }).click();
  await reading.getByRole('searchbox', { name: `Search codes for ${accept}` }).fill('4244');
  await reading.getByRole('button', { name: 'Search', exact: true }).click();
  await reading.getByRole('button', { name: 'Add NAICS 4244 Grocery and Related Product Merchant Wholesalers' }).click();
  await expect(codes).toContainText('NAICS 4244 Grocery and Related Product Merchant Wholesalers');
  await expect(reading.getByText('Adjusted: the analysis reads it through these codes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save criteria' }).click();
  await expect(page.getByText('Changes saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem', { name: `Reading of ${accept}` }).getByRole('list', { name: `Codes of ${accept}` })).toContainText('NAICS 4244 Grocery and Related Product Merchant Wholesalers');

  // Step 2: the analysis runs.
  await page.getByRole('button', { name: 'Start analysis' }).click();
  const runDialog = page.getByRole('dialog', { name: 'Start analysis' });
  await runDialog.getByRole('button', { name: `Start analysis (${TICKERS.length} companies)` }).click();
  await expect(page.getByRole('progressbar', { name: /^Analysis finished/ })).toBeVisible({ timeout: 60_000 });
  await expect(result(page, 'Sysco')).not.toContainText('Learned from');

  // A reviewer decides four companies; the others learn from them in the background.
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` };
  const list = (await (await page.request.get(`/api/benchmarks/${id}/companies/`, { headers })).json()) as { id: string; name: string }[];
  const idOf = (name: string) => list.find((c) => c.name === name)!.id;
  for (const [name, decision, reason_code] of [
    ['W. W. Grainger', 'accept', 'matches_criteria'],
    ['Fastenal', 'accept', 'matches_criteria'],
    ['Caterpillar Inc.', 'reject', 'different_functions'],
    ['3M', 'reject', 'different_functions'],
  ] as const) {
    const decided = await page.request.patch(`/api/benchmarks/${id}/companies/${idOf(name)}/human-decision/`, { headers, data: { decision, reason_code } });
    expect(decided.status(), await decided.text()).toBe(200);
  }
  await expect(result(page, 'Sysco')).toContainText('Learned from 4 decisions', { timeout: 30_000 });
  await expect(result(page, 'W. W. Grainger')).not.toContainText('Learned from');
  await result(page, 'Sysco').getByRole('button', { name: 'Sysco' }).click();
  const learned = result(page, 'Sysco').getByRole('region', { name: 'Learned from decisions' });
  await expect(learned.getByRole('heading', { name: 'Learned from 4 decisions (2 accepted, 2 rejected)' })).toBeVisible();
  await expect(learned.getByRole('list', { name: 'Decided companies it leaned on' })).toContainText('W. W. Grainger: accepted by a reviewer');
  await expect(result(page, 'Sysco')).toContainText('Learned from 4 decisions (2 accepted, 2 rejected): it reads most like');
  await expect(page.getByRole('note', { name: 'What the results learned from' })).toContainText('The analysis learned from 4 reviewer decisions for 2 undecided companies');
});

test("before anyone decides, a misread company is compared with the list's clearest decisions, and the page says whose they were", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await importCompanies(
    page,
    'Industrial supply (benchmark pass)',
    PASS_LIST.map((c) => ({ name: c.name, country: 'United States', database_description: c.database_description, financial_data: financials })),
    [2023],
  );
  await page.goto(`/benchmarks/${id}?tab=accept-reject`);
  await page.getByRole('textbox', { name: 'Accept criterion 1' }).fill(PASS_CRITERIA.accept[0]!);
  await page.getByRole('textbox', { name: 'Reject criterion 1' }).fill(PASS_CRITERIA.reject[0]!);
  await page.getByRole('button', { name: 'Save criteria' }).click();
  await expect(page.getByText('Changes saved successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Start analysis' }).click();
  await page.getByRole('dialog', { name: 'Start analysis' }).getByRole('button', { name: `Start analysis (${PASS_LIST.length} companies)` }).click();
  await expect(page.getByRole('progressbar', { name: /^Analysis finished/ })).toBeVisible({ timeout: 60_000 });

  // The run's end hands the list to the queue worker; the page shows its result when it lands.
  const stockist = result(page, 'Tidewater Bearings');
  await expect(stockist).toContainText(/Compared with \d+ clear cases/, { timeout: 30_000 });
  await stockist.getByRole('button', { name: 'Tidewater Bearings' }).click();
  const compared = stockist.getByRole('region', { name: 'Learned from decisions' });
  await expect(compared.getByRole('heading', { name: /^Compared with the \d+ companies of this list the analysis decided most clearly/ })).toBeVisible();
  await expect(compared).toContainText('Those companies changed the analysis: from the criteria alone it said Reject');
  await expect(compared.getByRole('list', { name: 'Clearly decided companies it leaned on' })).toContainText(/Westbay Supply \d: accepted by the analysis/);
  await expect(stockist).not.toContainText('by a reviewer');
  await expect(page.getByRole('note', { name: 'What the results learned from' })).toContainText(/^Nobody has decided enough companies yet to learn from \(at least 4, accepted and rejected\), so the analysis compared the other \d+ companies with its \d+ clearest decisions on this list: 1 decision changed\./);
});
