// The Companies tab end to end against the real server (issue 8): an Orbis-style XLSX is
// uploaded, mapped and imported with its financial years; an invalid URL is fixed in the
// validation grid; a year is rolled forward from a newer export; the file is deleted (after a
// confirmation) and a Capital IQ-style CSV is uploaded instead.
import { expect, test, type Page } from '@playwright/test';
import { orbisWorkbook } from '../scripts/lib/orbisExport.ts';
import { createBenchmark } from './support/companies.ts';
import { signIn } from './support/session.ts';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

const newBenchmark = (page: Page) =>
  createBenchmark(page, {
    client: { name: `Upload client ${stamp}`, country: 'Germany', website: 'https://client.example' },
    name: `Distributors ${stamp}`,
    years: [2022, 2023, 2024],
  });

async function choose(page: Page, select: RegExp, option: string) {
  await page.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('upload, map, validate, roll forward, delete and upload again', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await newBenchmark(page);
  await page.goto(`/benchmarks/${id}?tab=companies`);

  // 1. File selection: the Orbis workbook's "Results" sheet is read in the browser.
  const xlsx = await orbisWorkbook({ rows: 12, years: [2020, 2021, 2022, 2023, 2024], firstRows: [{}, { website: 'not a url' }] });
  await page.locator('input[type=file]').setInputFiles({ name: 'orbis-export.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
  await expect(page.getByText('47 of 47')).toBeVisible();
  await expect(page.getByRole('button', { name: /Sheet/ })).toHaveText(/Results/);
  await page.getByRole('button', { name: 'Next: map columns' }).click();

  // 2. Map columns: recognized with their confidence.
  await expect(page.getByRole('button', { name: /Company name \(required\)/ })).toHaveText(/Company name Latin alphabet/);
  await expect(page.getByRole('button', { name: /Website \(required\)/ })).toHaveText(/Website address/);
  await expect(page.getByRole('table', { name: 'Preview of the first rows' })).toContainText('Nordwind Logistics 1');
  await page.getByRole('button', { name: 'Next: financial data' }).click();

  // 3. Financial data: the benchmark's years, columns pre-filled from the headers.
  await expect(page.getByRole('button', { name: /Start year/ })).toHaveText(/2022/);
  await expect(page.getByRole('button', { name: /Revenue 2024/ })).toHaveText(/Operating revenue \(Turnover\) · th EUR · 2024/);
  await page.getByRole('button', { name: 'Import 12 companies' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toHaveText('12 companies were imported. 1 data issue needs a look.');

  // The validation screen: fix the invalid URL by double-clicking its cell.
  await page.getByRole('button', { name: 'Review data issues' }).click();
  const grid = page.getByRole('grid', { name: 'Data validation' });
  await grid.getByText('not a url').dblclick();
  const editor = grid.getByRole('textbox', { name: /Website, row/ });
  await editor.fill('alpine components');
  await editor.press('Enter');
  await expect(grid.getByRole('alert')).toHaveText('Invalid URL format');
  await editor.fill('www.alpine-components.example.com');
  await editor.press('Enter');
  await expect(page.getByText('Website updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Every company has a name, a country and a valid website.')).toBeVisible();

  // The company list and one company's financials by year (th EUR → units).
  await page.getByRole('tab', { name: 'Companies', exact: true }).last().click();
  await expect(page.getByRole('grid', { name: 'Companies' })).toContainText('https://www.alpine-components.example.com');
  await page.getByRole('button', { name: 'Open Nordwind Logistics 1' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nordwind Logistics 1' });
  await expect(drawer.getByRole('columnheader', { name: '2024' })).toBeVisible();
  await expect(drawer.getByRole('row', { name: /Gross profit/ })).toContainText('600,000');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Roll forward: a newer export adds 2025, matched by BvD ID.
  await page.getByRole('tab', { name: 'Roll forward' }).click();
  const newer = await orbisWorkbook({ rows: 12, years: [2025] });
  await page.locator('input[type=file]').setInputFiles({ name: 'orbis-2025.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: newer });
  await expect(page.getByRole('button', { name: /Year to add/ })).toHaveText(/2025/);
  await page.getByRole('button', { name: 'Match companies' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'matched' })).toHaveText('12 companies matched for 2025 (12 by BvD ID).');
  await page.getByRole('button', { name: 'Import 2025' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was added' })).toHaveText('2025 was added to 12 companies.');
  await expect(page.getByText('FY 2022–2025')).toBeVisible();

  // Delete the file (after confirming), then upload a CSV whose header row is not the first.
  await page.getByRole('button', { name: 'Delete file to upload another' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the company list?' });
  await expect(confirm).toContainText('marks all 12 imported companies as deleted');
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(page.getByText('Drop your company list here')).toBeVisible();

  const csv = [
    'S&P Capital IQ screening report',
    'Run on 2025-03-01',
    '',
    'Company Name,Country/Region,Website,"Total Revenue [FY 2023] ($USDmm, Historical rate)"',
    'Acme Industrial Inc.,United States,acme-industrial.example.com,412.5',
    'Bolt Supply Co.,United States,boltsupply.example.com,88',
    ',,,',
    'Crane Parts LLC,Canada,craneparts.example.com,n.a.',
    // A broken cell: nothing is cut silently, the row is refused with the reason (issue 20).
    `${'Overflowing Name '.repeat(25)},United States,overflow.example.com,1`,
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'capiq.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Row 4', { exact: true })).toBeVisible();
  // The header row chosen by hand: the counts follow it; the row found is offered back.
  await choose(page, /Header row/, 'Row 1: S&P Capital IQ screening report');
  await expect(page.getByText('Row 1 (chosen by you)', { exact: true })).toBeVisible();
  await expect(page.getByLabel('What was read')).toContainText(/Rows below it\s*8/);
  await choose(page, /Header row/, 'Row 4 (found): Company Name · Country/Region · Website');
  await expect(page.getByText('Row 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'First rows of the sheet' }).getByRole('row', { name: /^Header · 4/ })).toContainText('Company Name');
  await page.getByRole('button', { name: 'Next: map columns' }).click();
  await expect(page.getByRole('button', { name: /Website \(required\)/ })).toHaveText(/Website/);
  await page.getByRole('button', { name: 'Next: financial data' }).click();
  await choose(page, /Start year/, '2023');
  await choose(page, /End year/, '2023');
  await expect(page.getByRole('button', { name: /Revenue 2023/ })).toHaveText(/Total Revenue/);
  await page.getByRole('button', { name: 'Import 4 companies' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'imported' })).toHaveText('3 companies were imported.');
  const notImported = page.getByRole('list', { name: 'Rows not imported' });
  await expect(notImported.getByRole('listitem')).toHaveText([
    '1 blank row left out',
    'Row 9: The company name is longer than 300 characters; shorten it in the file and upload again.',
  ]);
  await expect(page.getByText('FY 2023', { exact: true })).toBeVisible();
});

test('Fix Later is kept on the server: many rows at once, and another browser sees them left for later', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const benchmarkId = await newBenchmark(page);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` };
  const csv = 'Company name,Country,Website\nKeel Marine Oy,,keel.example.com\nLatch Hardware AB,,latch.example.com\nMast Rigging A/S,Denmark,mast.example.com\n';
  const upload = await page.request.post(`/api/benchmarks/${benchmarkId}/file/`, { headers, multipart: { file: { name: 'later.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const rows = [
    { row: 2, name: 'Keel Marine Oy', country: null, website: 'keel.example.com' },
    { row: 3, name: 'Latch Hardware AB', country: null, website: 'latch.example.com' },
    { row: 4, name: 'Mast Rigging A/S', country: 'Denmark', website: 'mast.example.com' },
  ];
  const imported = await page.request.post(`/api/benchmarks/${benchmarkId}/file/import/`, { headers, data: { column_mapping: {}, rows } });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto(`/benchmarks/${benchmarkId}?tab=companies&view=validation`);
  await page.getByRole('button', { name: 'Leave all 2 for later' }).click();
  await expect(page.getByText('Every remaining issue is left for later.')).toBeVisible();

  // Not this browser's memory: a fresh browser reads the same from the server.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second);
  await second.goto(`/benchmarks/${benchmarkId}?tab=companies&view=validation`);
  await expect(second.getByText('Every remaining issue is left for later.')).toBeVisible();
  // RAC draws the switch over its native input: click the visible label, as a person does.
  await second.getByText('Show the 2 left for later').click();
  await second.getByRole('button', { name: 'Fix now: Keel Marine Oy' }).click();
  await second.getByText('Show the 1 left for later').click();
  await expect(second.getByRole('grid', { name: 'Data validation' }).getByText('Keel Marine Oy')).toBeVisible();
  await other.close();
});
