// The Research Analyst end to end against the real server and queue (spec section 2: Web Search,
// Accept/Reject, Run Analysis): companies come in through the API, their websites are served on
// loopback; the person validates, gathers, defines criteria, runs the analysis, watches it and
// reads the decisions with their citations in the stored sources.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFixtureSites, type FixtureSiteServer } from '../apps/server/test/support/fixtureSites.ts';
import { importCompanies } from './support/companies.ts';
import { signIn } from './support/session.ts';

test.describe.configure({ mode: 'serial' });

let sites: FixtureSiteServer;
test.beforeAll(async () => {
  sites = await startFixtureSites();
});
test.afterAll(async () => {
  await sites.close();
});

const years = [2022, 2023];
const financials = [
  { year: 2022, revenue: 52_000_000, operating_profit: 2_100_000 },
  { year: 2023, revenue: 55_000_000, operating_profit: 2_300_000 },
];

const row = (page: Page, name: string): Locator => page.getByRole('list', { name: 'Company websites' }).getByRole('listitem', { name });
const result = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Analysis results' }).locator(':scope > li').filter({ has: page.getByRole('button', { name, exact: true }) });

test('web search, criteria, a live analysis run and decisions with citations', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await importCompanies(
    page,
    'Nordic pump distributors (analyst)',
    [
      { name: 'Nordhavn Industrial Supply A/S', country: 'Denmark', website: sites.url('nordhavn-supply'), database_description: '', financial_data: financials },
      { name: 'Brightwater Components GmbH', country: 'Germany', website: sites.url('brightwater-components'), database_description: '', financial_data: financials },
      { name: 'Broken Link Ltd', country: 'Ireland', website: sites.url('no-such-company'), database_description: '', financial_data: financials },
      {
        name: 'Ostrava Valve Trading s.r.o.',
        country: 'Czechia',
        website: '',
        database_description:
          'Ostrava Valve Trading is a wholesale distributor of industrial valves and pumps bought from European manufacturers; it resells them to plant operators in Czechia and Slovakia.',
        financial_data: financials,
      },
    ],
    years,
  );

  // Web Search: the warning dialog names who is searched and who is left out, and why.
  await page.goto(`/benchmarks/${id}?tab=web-search`);
  await expect(row(page, 'Nordhavn Industrial Supply A/S')).toContainText('Not checked yet');
  await page.getByRole('button', { name: 'Start web search' }).click();
  const searchDialog = page.getByRole('dialog', { name: 'Start web search' });
  await expect(searchDialog.getByRole('heading', { name: 'Ready: 3 companies' })).toBeVisible();
  await expect(searchDialog.getByRole('list', { name: 'Excluded companies' })).toContainText('Ostrava Valve Trading s.r.o.Missing website');
  await searchDialog.getByRole('button', { name: 'Start web search (3 companies)' }).click();
  await expect(searchDialog).toBeHidden();

  // Progress arrives live; the run ends with the broken site labelled.
  await expect(page.getByRole('progressbar', { name: 'Web search finished with 1 failed company' })).toBeVisible({ timeout: 60_000 });
  await expect(row(page, 'Nordhavn Industrial Supply A/S')).toContainText('Website read');
  await expect(row(page, 'Nordhavn Industrial Supply A/S')).toContainText('3 pages stored');
  await expect(row(page, 'Brightwater Components GmbH')).toContainText('Website read');
  await expect(row(page, 'Broken Link Ltd')).toContainText('URL Not Found');

  // Why: the reason shows under the address, and the details say what the web search found.
  await expect(row(page, 'Broken Link Ltd')).toContainText('HTTP 404');
  await row(page, 'Broken Link Ltd').getByRole('button', { name: 'Web search details: Broken Link Ltd' }).click();
  const broken = row(page, 'Broken Link Ltd').getByRole('region', { name: 'Web search' });
  await expect(broken).toContainText('URL Not Found: HTTP 404');
  await expect(broken.getByRole('list', { name: 'Pages not read' })).toContainText('HTTP 404');
  await expect(broken).toContainText(/Gathered\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
  // A site read: its pages, each opening in the text stored from it.
  await row(page, 'Nordhavn Industrial Supply A/S').getByRole('button', { name: 'Web search details: Nordhavn Industrial Supply A/S' }).click();
  const pagesRead = row(page, 'Nordhavn Industrial Supply A/S').getByRole('list', { name: 'Pages read' });
  await expect(pagesRead.getByRole('listitem')).toHaveCount(3);
  await pagesRead.getByRole('button', { name: /^Stored text of .*\/about-us$/ }).click();
  await expect(row(page, 'Nordhavn Industrial Supply A/S').getByLabel('Whole source text')).toContainText('Founded in 1987');
  await row(page, 'Nordhavn Industrial Supply A/S').getByRole('button', { name: 'Close source' }).click();

  // A person checked the broken site: force-validate it.
  await row(page, 'Broken Link Ltd').getByRole('button', { name: 'Mark as valid: Broken Link Ltd' }).click();
  await page.getByRole('alertdialog', { name: 'Mark the website as valid?' }).getByRole('button', { name: 'Mark as valid' }).click();
  await expect(row(page, 'Broken Link Ltd')).toContainText('URL manually validated');
  await page.reload();
  await expect(row(page, 'Broken Link Ltd')).toContainText('URL manually validated');

  // An annual report for the company without a website, matched by its file name, then read.
  await page
    .locator('#annual-reports input[type="file"]')
    .setInputFiles({
      name: 'Ostrava Valve Trading s.r.o. annual report 2023.html',
      mimeType: 'text/html',
      buffer: Buffer.from(
        '<html><body><h1>Annual report 2023</h1><h2>Business</h2><p>Ostrava Valve Trading s.r.o. is a wholesale distributor of industrial valves and pumps. The company purchases its products from European manufacturers and resells them to plant operators; it has no production of its own.</p></body></html>',
      ),
    });
  await expect(page.getByText('1 report imported.')).toBeVisible();
  const reports = page.getByRole('list', { name: 'Imported annual reports' });
  await expect(reports.getByRole('listitem', { name: 'Ostrava Valve Trading s.r.o. annual report 2023.html' })).toContainText('Waiting to be read');
  await page.getByRole('button', { name: 'Read 1 annual report' }).click();
  await expect(page.getByRole('progressbar', { name: /^Reading annual reports finished/ })).toBeVisible({ timeout: 60_000 });
  await expect(reports.getByRole('listitem', { name: 'Ostrava Valve Trading s.r.o. annual report 2023.html' })).toContainText('Read');
  await expect(row(page, 'Ostrava Valve Trading s.r.o.')).toContainText('Annual report read');

  // Accept/Reject, step 1: no criteria yet; generate them from the tested party description.
  await page.getByRole('tab', { name: 'Accept/Reject' }).click();
  await expect(page).toHaveURL(/tab=accept-reject/);
  await expect(page.getByText('Define and save at least one criterion in step 1 first.')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Tested party description' })
    .fill('The tested party is a limited-risk distributor of industrial pumps and valves in Denmark, buying from its parent and reselling to OEMs.');
  await page.getByRole('button', { name: 'Generate criteria' }).click();
  await expect(page.getByText('Criteria generated from the tested party description. Review them, then save.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Accept criterion 1' })).not.toHaveValue('');

  // The person writes their own: one accept and one reject criterion.
  const accept = page.getByRole('group', { name: 'Accept if the company is involved in …' });
  const reject = page.getByRole('group', { name: 'Reject if the company is …' });
  while ((await accept.getByRole('textbox').count()) > 1) await accept.getByRole('button', { name: /^Remove accept criterion/ }).last().click();
  while ((await reject.getByRole('textbox').count()) > 1) await reject.getByRole('button', { name: /^Remove reject criterion/ }).last().click();
  await page.getByRole('textbox', { name: 'Accept criterion 1' }).fill('wholesale distribution of industrial pumps, valves or spare parts');
  await page.getByRole('textbox', { name: 'Reject criterion 1' }).fill('manufacturing of pumps or components in its own plants');
  await page.getByRole('button', { name: 'Save criteria' }).click();
  await expect(page.getByText('Changes saved successfully')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // Step 2: the dialog lists the companies analysed; start.
  await page.getByRole('button', { name: 'Start analysis' }).click();
  const runDialog = page.getByRole('dialog', { name: 'Start analysis' });
  await expect(runDialog.getByRole('heading', { name: 'Ready: 4 companies' })).toBeVisible();
  await runDialog.getByRole('button', { name: 'Start analysis (4 companies)' }).click();
  await expect(runDialog).toBeHidden();

  // The run is followed live to its end; the site with nothing stored fails with its reason.
  await expect(page.getByRole('progressbar', { name: /^Analysis (finished|failed)/ })).toBeVisible({ timeout: 60_000 });
  await expect(result(page, 'Nordhavn Industrial Supply A/S')).toContainText('Accepted using Criteria');
  await expect(result(page, 'Brightwater Components GmbH')).toContainText('Rejected using Criteria');
  await expect(result(page, 'Ostrava Valve Trading s.r.o.')).toContainText('Accepted using Criteria');

  // A decision with its function, criteria and citations, each opening in its stored source.
  await result(page, 'Nordhavn Industrial Supply A/S').getByRole('button', { name: 'Nordhavn Industrial Supply A/S' }).click();
  const nordhavn = result(page, 'Nordhavn Industrial Supply A/S');
  await expect(nordhavn).toContainText('distributor');
  const perCriterion = nordhavn.getByRole('list', { name: 'Decision per criterion' });
  await expect(perCriterion).toContainText('wholesale distribution of industrial pumps, valves or spare partsMet: accept');
  const citation = perCriterion.getByRole('button', { name: /^Show in source:/ }).first();
  await expect(citation).toContainText(`Source: ${sites.url('nordhavn-supply')}`);
  await citation.click();
  await expect(nordhavn.locator('mark').first()).toBeVisible();

  // The Overview shows the outcome.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
});
