// FAR reports end to end against the real server (journey 8): the employee writes a FAR for a
// client's tested party (saved as they type), links the client's benchmark, generates the
// benchmark's criteria and tested party description from it and applies them, and exports it;
// a client contact who opens /fars lands on the Agents home.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiHeaders, createBenchmark } from './support/companies.ts';
import { DEMO_CLIENT_USER, signIn } from './support/session.ts';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const clientName = `Helvetia Pumps AG ${stamp}`;
const benchmarkName = `Nordic pump distributors ${stamp}`;
const title = `Helvetia Pumps Nordic AB — FAR FY2024 ${stamp}`;

test('an employee writes a FAR, generates a benchmark’s criteria from it and exports it', async ({ page }) => {
  await signIn(page);
  const headers = await apiHeaders(page);
  const benchmarkId = await createBenchmark(page, {
    client: { name: clientName, country: 'Switzerland', website: 'https://helvetia.example' },
    name: benchmarkName,
    years: [2022, 2023, 2024],
  });

  await page.goto('/agents');
  await page.getByRole('link', { name: 'Open FAR reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FAR reports' })).toBeVisible();
  await page.getByRole('button', { name: 'New FAR report' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New FAR report' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Client' }).fill(stamp);
  await page.getByRole('option', { name: clientName }).click();
  await dialog.getByRole('textbox', { name: 'Tested party' }).fill('Helvetia Pumps Nordic AB');
  await dialog.getByRole('button', { name: 'Create report' }).click();

  await expect(page).toHaveURL(/\/fars\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // Edit the matrix and the tested party: the page saves as it goes.
  await page.getByRole('textbox', { name: 'Products or services' }).fill('industrial pumps and valves');
  const risks = page.getByRole('region', { name: 'Risks assumed' });
  await risks.getByRole('radiogroup', { name: 'Tested party bears: Credit risk' }).getByText('Full').click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Revisions' });
  await expect(history).toContainText('Edited');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Products or services' })).toHaveValue('industrial pumps and valves');
  await expect(
    page
      .getByRole('region', { name: 'Risks assumed' })
      .getByRole('radiogroup', { name: 'Tested party bears: Credit risk' })
      .getByRole('radio', { name: 'Full' }),
  ).toBeChecked();

  // Link the client's benchmark and generate its inputs from the FAR.
  await page.getByRole('button', { name: /Link a benchmark/ }).click();
  await page.getByRole('option', { name: benchmarkName }).click();
  await page.getByRole('button', { name: `Generate criteria for ${benchmarkName}` }).click();
  const inputs = page.getByRole('dialog', { name: 'Benchmark inputs from this FAR' });
  await expect(inputs.getByText('wholesale distribution of industrial pumps and valves')).toBeVisible();
  await expect(inputs.getByText(/Helvetia Pumps Nordic AB is a limited-risk distributor in industrial pumps and valves/)).toBeVisible();
  await inputs.getByRole('button', { name: 'Apply to benchmark' }).click();
  await expect(page.getByText('Changes saved successfully', { exact: true })).toBeVisible();
  await expect(inputs).toBeHidden();

  const saved = await (await page.request.get(`/api/benchmarks/${benchmarkId}/`, { headers })).json();
  expect(saved.criteria.accept).toContain('wholesale distribution of industrial pumps and valves');
  expect(saved.tested_party_description).toMatch(/^Helvetia Pumps Nordic AB is a limited-risk distributor/);
  expect(saved.fars.map((f: { title: string }) => f.title)).toEqual([title]);

  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/-FAR\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('link', { name: 'FAR reports' }).click();
  await page.getByRole('searchbox', { name: 'Search FAR reports' }).fill(stamp);
  await expect(page.getByRole('grid', { name: 'FAR reports' }).getByRole('link', { name: title })).toBeVisible();
});

test('a client contact who opens /fars is sent to the Agents home', async ({ page }) => {
  await signIn(page, DEMO_CLIENT_USER);
  await page.goto('/fars');
  await expect(page).toHaveURL(/\/agents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await page.goto('/fars/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/agents$/);
});
