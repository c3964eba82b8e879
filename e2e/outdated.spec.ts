// Outdated decisions end to end (issue 19): a study analysed under criteria version 1 gets new
// criteria in the criteria editor; one company is re-run from the Start dialog (only the selected company, the credits
// shown), its changed decision confirmed; the Overview and the Exports tab mark the three decisions
// still made under version 1, the range leaves them out until a person includes them with an
// acknowledgement, and the workbook carries the criteria version and outdated columns and the
// Summary's counts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type ExcelJSModule from 'exceljs';
import { importCompanies, type CompanyRow } from './support/companies.ts';
import { companiesByName, runAnalysis, saveCriteria } from './support/runs.ts';
import { signIn } from './support/session.ts';
import { DISTRIBUTION_CRITERIA } from './support/study.ts';

const serverRequire = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
const ExcelJS = serverRequire('exceljs') as typeof ExcelJSModule;

const distributor = (name: string, country: string, margin: number): CompanyRow => ({
  name,
  country,
  database_description: `${name} is an independent wholesale distributor of industrial pumps, valves and spare parts; it buys from European manufacturers and resells from its own warehouse.`,
  financial_data: [
    { year: 2022, revenue: 40_000_000, operating_profit: Math.round(40_000_000 * margin) },
    { year: 2023, revenue: 44_000_000, operating_profit: Math.round(44_000_000 * margin) },
  ],
});
const COMPANIES = [
  distributor('Skagen Pump Trading ApS', 'Denmark', 0.031),
  distributor('Bergen Valve Supply AS', 'Norway', 0.042),
  distributor('Kaunas Flow Parts UAB', 'Lithuania', 0.055),
  distributor('Mosel Pumpen Handel GmbH', 'Germany', 0.024),
];
const RERUN = COMPANIES[1]!.name;
const VERSION_2 = { accept: ['wholesale distribution of industrial pumps, valves, seals or spare parts'], reject: DISTRIBUTION_CRITERIA.reject };

test('change criteria, re-run one company, see the outdated marks on Exports and in the workbook', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const benchmarkId = await importCompanies(page, 'Outdated decisions FY2022–2023', COMPANIES, [2022, 2023]);
  await saveCriteria(page, benchmarkId, DISTRIBUTION_CRITERIA);
  await runAnalysis(page, benchmarkId);

  // The person changes the accept criterion in the criteria editor and saves: version 2.
  await page.goto(`/benchmarks/${benchmarkId}?tab=accept-reject`);
  await page.getByRole('textbox', { name: 'Accept criterion 1' }).fill(VERSION_2.accept[0]!);
  await page.getByRole('button', { name: 'Save criteria' }).click();
  await expect(page.getByText('Changes saved successfully')).toBeVisible();

  // The Overview says how many decisions rest on older criteria.
  await page.goto(`/benchmarks/${benchmarkId}`);
  const banner = page.getByRole('region', { name: 'Outdated decisions' });
  await expect(banner).toContainText('4 of 4 decisions were made under criteria older than version 2.');

  // A partial re-run from the Start dialog: only the selected company, with the credits it uses.
  await banner.getByRole('button', { name: 'Re-run outdated decisions' }).click();
  await page.getByRole('button', { name: 'Start analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start analysis' });
  await dialog.getByRole('button', { name: /Companies to analyse/ }).click();
  await page.getByRole('option', { name: 'Only the selected companies' }).click();
  // The box is drawn over the visually hidden input: a person clicks the label.
  const box = dialog.getByRole('checkbox', { name: new RegExp(`^${RERUN}`) });
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
  await expect(dialog.getByRole('status')).toContainText(/^Uses 1 credit of \d+ left\.$/);
  await dialog.getByRole('button', { name: 'Start analysis (1 company)' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await companiesByName(page, benchmarkId))[RERUN]!.status, { timeout: 30_000 }).toBe('Criteria Confirmation');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const confirmed = await page.request.post(`/api/benchmarks/${benchmarkId}/confirm-criteria-change/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { decisions: [{ company_id: (await companiesByName(page, benchmarkId))[RERUN]!.id, action: 'confirm' }] },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // Exports: the range uses the current decision only and says why; the legend counts the others.
  await page.goto(`/benchmarks/${benchmarkId}?tab=exports`);
  const notice = page.getByRole('region', { name: 'Outdated decisions' });
  await expect(notice).toContainText(
    '3 of 4 accepted comparables were decided under criteria older than version 2: the range uses current decisions only and leaves them out until re-run.',
  );
  await expect(page.getByRole('group', { name: 'Comparables in the range' })).toContainText('1 of 1');
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('3 outdated decisions left out');

  // Included with an acknowledgement: recorded with who and when, marked in the chart's legend.
  const acknowledge = notice.getByRole('checkbox', { name: 'I acknowledge that 3 decisions were made under older criteria' });
  await acknowledge.locator('xpath=ancestor::label[1]').click();
  await expect(acknowledge).toBeChecked();
  await notice.getByRole('button', { name: 'Include outdated decisions' }).click();
  await expect(notice).toContainText(/The range includes 3 outdated decisions of 4 accepted comparables \(criteria older than version 2\), acknowledged by .+ on \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
  await expect(page.getByRole('group', { name: 'Comparables in the range' })).toContainText('4 of 4');
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Outdated decision (older criteria)');

  // The workbook: criteria version and outdated columns, and the Summary's counts and basis.
  await page.goto(`/benchmarks/${benchmarkId}?tab=exports&section=workbook`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await (await download).path()));
  const summary = new Map<string, string>();
  workbook.getWorksheet('Summary')!.eachRow((row) => summary.set(row.getCell(1).text, row.getCell(2).text));
  expect(summary.get('Current criteria version')).toBe('v2');
  expect(summary.get('Outdated decisions')).toBe('3 of 4 decisions (3 of 4 accepted comparables) were made under older criteria');
  expect(summary.get('Range basis')).toMatch(/^Includes 3 outdated decisions/);
  expect(summary.get('Outdated decisions acknowledged')).toMatch(/ UTC$/);
  const matrix = workbook.getWorksheet('Accept-Reject Matrix')!;
  const header = (matrix.getRow(1).values as string[]).slice(1);
  const versionCol = header.indexOf('Criteria version') + 1;
  const outdatedCol = header.indexOf('Outdated') + 1;
  expect(versionCol).toBeGreaterThan(0);
  expect(outdatedCol).toBeGreaterThan(0);
  const rows = new Map<string, [string, string]>();
  matrix.eachRow((row, n) => {
    if (n > 1) rows.set(row.getCell(1).text, [row.getCell(versionCol).text, row.getCell(outdatedCol).text]);
  });
  expect(rows.get(RERUN)).toEqual(['v2', 'No: decided under the current criteria (v2)']);
  expect(rows.get(COMPANIES[0]!.name)).toEqual(['v1', 'Outdated: decided under criteria v1; the current criteria are v2. It is in the range: a person acknowledged outdated decisions.']);
});
