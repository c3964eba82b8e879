// Results end to end against the real server (issue 11): a study analysed by the local Research
// Analyst is reviewed with quick review (the keyboard), the range of the accepted comparables is
// read on the page and adjusted (an exclusion with a reason, the tested party's financials), and
// the Excel workbook and the evidence bundle are downloaded and opened: sheets, chosen columns and
// figures checked against packages/domain, every report in the zip a PDF.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type ExcelJSModule from 'exceljs';
import type * as FflateModule from 'fflate';
import { armsLengthRange, computePli } from '../packages/domain/src/index.ts';
import { importCompanies, type CompanyRow } from './support/companies.ts';
import { runAnalysis, saveCriteria } from './support/runs.ts';
import { signIn } from './support/session.ts';
import { BRIGHTWATER, DISTRIBUTION_CRITERIA, NORDHAVN, OSTRAVA } from './support/study.ts';

// The workbook and zip readers the server writes with (apps/server's dependencies).
const serverRequire = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
const ExcelJS = serverRequire('exceljs') as typeof ExcelJSModule;
const { unzipSync, strFromU8 } = serverRequire('fflate') as typeof FflateModule;

test.describe.configure({ mode: 'serial' });

/** A wholesale distributor with the given operating margins in 2022 and 2023. */
function distributor(name: string, country: string, goods: string, revenue: [number, number], margin: [number, number]): CompanyRow {
  return {
    name,
    country,
    database_description: `${name} is an independent wholesale distributor of ${goods} for industrial customers; it buys from European manufacturers and resells from its own warehouse.`,
    financial_data: [
      { year: 2022, revenue: revenue[0], operating_profit: Math.round(revenue[0] * margin[0]) },
      { year: 2023, revenue: revenue[1], operating_profit: Math.round(revenue[1] * margin[1]) },
    ],
  };
}

const KATTEGAT = distributor(
  'Kattegat Pump Trading ApS',
  'Denmark',
  'industrial pumps and spare parts',
  [46_000_000, 52_000_000],
  [0.031, 0.029],
);
const VESTFOLD = distributor(
  'Vestfold Valve Supply AS',
  'Norway',
  'industrial valves and spare parts',
  [38_000_000, 41_000_000],
  [0.041, 0.043],
);
const BALTIC = distributor(
  'Baltic Flow Distribution UAB',
  'Lithuania',
  'industrial pumps and valves',
  [27_000_000, 30_000_000],
  [0.068, 0.062],
);
const RHEIN = distributor(
  'Rhein Pumpen Handel GmbH',
  'Germany',
  'industrial pumps, valves and spare parts',
  [95_000_000, 99_000_000],
  [0.019, 0.021],
);
const COMPANIES = [NORDHAVN, OSTRAVA, KATTEGAT, VESTFOLD, BALTIC, RHEIN, BRIGHTWATER];
const ACCEPTED = [NORDHAVN, OSTRAVA, KATTEGAT, VESTFOLD, BALTIC, RHEIN];
const YEARS = [2022, 2023];

/** The weighted two-year operating margin of a comparable, by packages/domain. */
const om = (c: CompanyRow) =>
  computePli(
    c.financial_data.map((f) => ({ year: f.year, revenue: f.revenue, operating_profit: f.operating_profit })),
    'OM',
    'weighted',
  ).value!;
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

let benchmarkId = '';

const stat = (page: Page, name: string) => page.getByRole('group', { name });

test('from analysed companies to a reviewed study and its range, adjusted on the page', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  benchmarkId = await importCompanies(page, 'Nordic pump distributors FY2022–2023', COMPANIES, YEARS);
  await saveCriteria(page, benchmarkId, DISTRIBUTION_CRITERIA);
  await runAnalysis(page, benchmarkId);

  // Quick review: accept the distributors and reject the manufacturer with a reason, by keyboard;
  // one decision is undone and made again.
  await page.goto(`/benchmarks/${benchmarkId}?tab=human-review`);
  await page.getByRole('button', { name: 'Start quick review' }).click();
  const quick = page.getByRole('region', { name: 'Quick review' });
  await expect(quick.getByText(`Company 1 of ${COMPANIES.length}`)).toBeVisible();
  let undone = false;
  for (let i = 0; i < COMPANIES.length; i++) {
    await expect(quick.getByText(`Company ${i + 1} of ${COMPANIES.length}`)).toBeVisible();
    const name = await quick.getByRole('heading', { level: 3 }).innerText();
    if (name === BRIGHTWATER.name) {
      await page.keyboard.press('r');
      await page.keyboard.press('1'); // Different functions
    } else {
      await page.keyboard.press('a');
      await page.keyboard.press('1'); // Matches the accept criteria
    }
    if (i === 1 && !undone) {
      await expect(quick.getByText(`Company 3 of ${COMPANIES.length}`)).toBeVisible();
      await page.keyboard.press('u');
      await expect(page.getByText('Decision undone', { exact: true })).toBeVisible();
      undone = true;
      i--;
    }
  }
  await expect(quick.getByText(`All ${COMPANIES.length} reviewed`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: /^Decided/ }).click();
  await expect(page.getByRole('radio', { name: `Decided (${COMPANIES.length})` })).toBeVisible();

  // The range of the six accepted comparables (operating margin, weighted, US interquartile).
  await page.getByRole('tab', { name: 'Exports' }).click();
  await expect(page.getByRole('tab', { name: 'Range and PLIs', selected: true })).toBeVisible();
  const all = armsLengthRange(ACCEPTED.map(om), 'us-482');
  await expect(stat(page, "Arm's length range")).toHaveText(new RegExp(`${pct(all.lower!)} – ${pct(all.upper!)}`));
  await expect(stat(page, 'Median')).toContainText(pct(all.median!));
  await expect(page.getByRole('table', { name: /6 accepted comparables/ })).toBeVisible();

  // The tested party's financials, entered here, put it on the chart.
  await page.getByRole('button', { name: 'Edit tested party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit tested party' });
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Limited-risk distributor of pumps and valves in Denmark, buying from its parent.');
  for (const year of YEARS) {
    await dialog.getByRole('textbox', { name: `Revenue ${year}` }).fill('60000000');
    await dialog.getByRole('textbox', { name: `Operating profit ${year}` }).fill('1500000');
  }
  await dialog.getByRole('button', { name: 'Save tested party' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Tested party')).toContainText('2.50%');

  // Exclude the highest margin with a reason: the range is recomputed at once and saved.
  await page.getByRole('button', { name: `Exclude ${BALTIC.name}` }).click();
  const exclude = page.getByRole('dialog', { name: `Exclude ${BALTIC.name} from the range` });
  await exclude.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Outlier result (extraordinary items)' }).click();
  await exclude.getByRole('textbox', { name: 'Details (optional)' }).fill('one-off gain on a warehouse sale in 2022');
  await exclude.getByRole('button', { name: 'Exclude from the range' }).click();
  const five = armsLengthRange(ACCEPTED.filter((c) => c !== BALTIC).map(om), 'us-482');
  await expect(stat(page, "Arm's length range")).toHaveText(new RegExp(`${pct(five.lower!)} – ${pct(five.upper!)}`));
  await expect(stat(page, 'Comparables in the range')).toHaveText(/5 of 6.*1 excluded/);
  await expect(page.getByText('Outlier result (extraordinary items): one-off gain on a warehouse sale in 2022')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // The server computes the same figures (pli-stats, with packages/domain) for all six.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const stats = await page.request.post('/api/benchmarks/pli-stats/', {
    headers: { authorization: `Bearer ${token}` },
    data: { benchmark_id: benchmarkId, method: 'us-482', pli: 'OM', aggregation: 'weighted' },
  });
  expect(stats.status(), await stats.text()).toBe(200);
  const body = await stats.json();
  expect(body.median).toBeCloseTo(all.median!, 10);
  expect(body.lower_quartile).toBeCloseTo(all.lower!, 10);
  expect(body.tested_party_value).toBeCloseTo(0.025, 10);
  expect(body.position).toBe('below');

  // After a reload the adjustments are still there.
  await page.reload();
  await expect(stat(page, "Arm's length range")).toHaveText(new RegExp(`${pct(five.lower!)} – ${pct(five.upper!)}`));
});

test('the Excel workbook with the chosen columns, opened and checked', async ({ page }) => {
  await signIn(page);
  await page.goto(`/benchmarks/${benchmarkId}?tab=exports&section=workbook`);
  await page.getByRole('button', { name: 'Clear columns' }).click();
  await expect(page.getByText(/Accept\/reject matrix: 1 of \d+ columns/)).toBeVisible();
  for (const column of ['Decision', 'Reviewer', 'PLI', 'In the range']) {
    // The box is drawn over the visually hidden input: a person clicks the label.
    const box = page.getByRole('checkbox', { name: column, exact: true });
    await box.locator('xpath=ancestor::label[1]').click();
    await expect(box).toBeChecked();
  }
  await expect(page.getByText(/Accept\/reject matrix: 5 of \d+ columns/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Nordic pump distributors FY2022–2023 \d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText('Benchmark data export started successfully.', { exact: true })).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await file.path()));
  expect(workbook.worksheets.map((s) => s.name)).toEqual([
    'Summary',
    'Accept-Reject Matrix',
    'Financials',
    'PLI and Range',
    'Sources',
    'Citations',
    'Audit Trail',
  ]);

  const matrix = workbook.getWorksheet('Accept-Reject Matrix')!;
  expect((matrix.getRow(1).values as unknown[]).slice(1)).toEqual(['Company', 'Decision', 'Reviewer', 'PLI', 'In the range']);
  const rows = new Map<string, unknown[]>();
  matrix.eachRow((row, n) => {
    if (n > 1) rows.set(String(row.getCell(1).value), (row.values as unknown[]).slice(1));
  });
  expect(rows.size).toBe(COMPANIES.length);
  expect(rows.get(BRIGHTWATER.name)!.slice(1, 3)).toEqual(['Reject', 'Asha Rao']);
  expect(rows.get(NORDHAVN.name)!.slice(1, 3)).toEqual(['Accept', 'Asha Rao']);
  expect(rows.get(NORDHAVN.name)![3]).toBeCloseTo(om(NORDHAVN), 10);
  expect(String(rows.get(BALTIC.name)![4])).toMatch(/^Excluded: Outlier result \(extraordinary items\)/);

  const pli = workbook.getWorksheet('PLI and Range')!;
  const labelled = (label: string) => {
    let found: ExcelJSModule.Row | undefined;
    pli.eachRow((row) => {
      if (row.getCell(1).value === label) found = row;
    });
    expect(found, label).toBeTruthy();
    return found!;
  };
  const five = armsLengthRange(ACCEPTED.filter((c) => c !== BALTIC).map(om), 'us-482');
  expect(labelled('Median').getCell(3).value).toBeCloseTo(five.median!, 10);
  expect(labelled('Lower quartile').getCell(3).value).toBeCloseTo(five.lower!, 10);
  expect(labelled('Upper quartile').getCell(3).value).toBeCloseTo(five.upper!, 10);
  expect(labelled('Tested party').getCell(3).value).toBeCloseTo(0.025, 10);
  // The §1.482 rule as a live formula whose cached value is Quartile's.
  const lower = labelled('Lower quartile').getCell(2).value as ExcelJSModule.CellFormulaValue;
  expect(lower.formula).toMatch(/^IF\(MOD\(COUNT\(/);
  expect(lower.result).toBeCloseTo(five.lower!, 10);

  const trail: string[] = [];
  workbook.getWorksheet('Audit Trail')!.eachRow((row) => trail.push(row.values!.toString()));
  // The trail in sentences, as on screen: who decided what and why; no event code, no JSON.
  expect(trail.some((line) => /Asha Rao rejected the company in quick review: Different functions/.test(line))).toBe(true);
  expect(trail.some((line) => /decision\.human|[{}]/.test(line))).toBe(false);
});

test('the evidence bundle is built with a progress bar and downloaded as a zip of PDFs', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto(`/benchmarks/${benchmarkId}?tab=exports&section=evidence`);
  await expect(page.getByText(`${COMPANIES.length} reports`)).toBeVisible();
  await page.getByRole('button', { name: 'Build evidence bundle' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${COMPANIES.length} evidence reports in one zip` })).toBeVisible({
    timeout: 45_000,
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download bundle (zip)' }).click();
  const zip = unzipSync(readFileSync(await (await download).path()));
  const names = Object.keys(zip);
  expect(names).toContain('index.csv');
  const pdfs = names.filter((n) => n.endsWith('.pdf'));
  expect(pdfs).toHaveLength(COMPANIES.length);
  for (const name of pdfs) expect(strFromU8(zip[name]!.subarray(0, 5))).toBe('%PDF-');
  expect(strFromU8(zip['index.csv']!)).toContain(NORDHAVN.name);

  // Starting again answers the finished bundle instead of a second one.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Download bundle (zip)' })).toBeVisible();
});
