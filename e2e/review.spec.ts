// Human review end to end against the real server, queue and local Research Analyst (issue 10):
// a person reviews a refrained company, a re-run creates a Decision Conflict that they resolve,
// the criteria change and a re-run puts the changed decisions up for confirmation, one is
// confirmed and another reverted, and two colleagues in two browsers see each other's decisions
// live. The study is imported through the API and analysed from the stored descriptions.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { importCompanies } from './support/companies.ts';
import { mailTo } from './support/mail.ts';
import { companiesByName, runAnalysis, saveCriteria } from './support/runs.ts';
import { signIn } from './support/session.ts';
import { BRIGHTWATER, DISTRIBUTION_CRITERIA, FJORD, MANUFACTURING_CRITERIA, NORDHAVN, OSTRAVA } from './support/study.ts';

test.describe.configure({ mode: 'serial' });

let benchmarkId = '';
/** The colleague who joins in the fourth journey and comes back in the fifth. */
let lenaEmail = '';
const LENA_PASSWORD = 'Pump-curves-2026';

const queue = (page: Page) => page.getByRole('region', { name: 'Review queue' });
const panel = (page: Page, name: string) => page.getByRole('article', { name });

async function openReview(page: Page, query = '') {
  await page.goto(`/benchmarks/${benchmarkId}?tab=human-review${query}`);
  // The queue loads the whole benchmark; on a busy 2-core machine that can take longer than 5 s.
  await expect(queue(page)).toBeVisible({ timeout: 15_000 });
}

async function pick(page: Page, name: string) {
  await queue(page)
    .getByRole('row', { name: new RegExp(name) })
    .click();
  await expect(panel(page, name)).toBeVisible();
}

/** Clicks a choice of a radio group by its label (the radio input itself is visually hidden). */
async function choose(form: Locator, label: string) {
  await form.getByRole('radiogroup', { name: 'Decision' }).getByText(label, { exact: true }).click();
  await expect(form.getByRole('radio', { name: label })).toBeChecked();
}

const decisionForm = (page: Page, name: string) => panel(page, name).getByRole('form', { name: 'Human decision' });

async function chooseReason(page: Page, name: string, reason: string) {
  await decisionForm(page, name)
    .getByRole('button', { name: /Reason/ })
    .click();
  await page.getByRole('option', { name: reason, exact: true }).click();
}

/** Chooses a decision and a listed reason for the company in its review panel, and saves it. */
async function saveDecision(page: Page, name: string, decision: 'Accept' | 'Reject', reason: string) {
  const form = decisionForm(page, name);
  await choose(form, decision);
  await chooseReason(page, name, reason);
  await form.getByRole('button', { name: 'Save decision' }).click();
}

test('a person reviews a company the Research Analyst refrained on', async ({ page }) => {
  await signIn(page);
  benchmarkId = await importCompanies(
    page,
    'Pumps and valves distribution FY2022–2023',
    [NORDHAVN, BRIGHTWATER, FJORD, OSTRAVA],
    [2022, 2023],
  );
  await saveCriteria(page, benchmarkId, DISTRIBUTION_CRITERIA);
  expect(await runAnalysis(page, benchmarkId)).toMatchObject({ total: 4, completed: 4 });

  await openReview(page);
  await expect(page.getByRole('tab', { name: 'Review queue', selected: true })).toBeVisible();
  await queue(page).getByRole('radio', { name: 'Refrained (1)' }).click();
  await expect(queue(page).getByRole('row')).toHaveCount(1);
  await pick(page, FJORD.name);
  const fjord = panel(page, FJORD.name);
  await expect(fjord.getByText('Decision Refrained').first()).toBeVisible();

  // A reject without a reason is refused, by the form and by the server, and nothing changes.
  const form = fjord.getByRole('form', { name: 'Human decision' });
  const REASON_REQUIRED = 'Give a reason for the decision: choose one from the list or write a sentence an auditor can read.';
  await choose(form, 'Reject');
  await form.getByRole('button', { name: 'Save decision' }).click();
  await expect(form.getByRole('alert')).toHaveText(REASON_REQUIRED);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const fjordId = (await companiesByName(page, benchmarkId))[FJORD.name]!.id;
  const refused = await page.request.patch(`/api/benchmarks/${benchmarkId}/companies/${fjordId}/human-decision/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { decision: 'reject' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(REASON_REQUIRED);
  await expect(fjord.getByText('Decision Refrained').first()).toBeVisible();
  const reviewAnalyst = fjord.getByRole('region', { name: 'Review Analyst' });

  await chooseReason(page, FJORD.name, 'Insufficient information');
  await form.getByRole('textbox', { name: 'Reasoning' }).fill('The register entry names no activity; no website or report.');
  await form.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('Decision saved', { exact: true }).last()).toBeVisible();
  await expect(fjord.getByText('Rejected after Review').first()).toBeVisible();
  await expect(fjord.getByText(/Rejected by Asha Rao on .* — Insufficient information/)).toBeVisible();
  await expect(reviewAnalyst).toContainText('No flags');

  // The reviewer's summary and the company's timeline.
  await fjord.getByRole('textbox', { name: "Reviewer's summary" }).fill('A dormant holding with no stated activity.');
  await fjord.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByText('Summary saved', { exact: true })).toBeVisible();
  // The timeline reads as sentences, never as event codes or stored JSON.
  const timeline = fjord.getByRole('list', { name: /Company timeline/ });
  await expect(timeline).toContainText(
    'Asha Rao rejected the company: Insufficient information — The register entry names no activity; no website or report.',
  );
  await expect(timeline).toContainText("Asha Rao wrote the reviewer's summary: “A dormant holding with no stated activity.”");
  await expect(timeline).not.toContainText('decision.human');
  await expect(timeline).not.toContainText('{');
});

test('a re-run that disagrees with a person creates a Decision Conflict, which they resolve', async ({ page }) => {
  await signIn(page);
  await openReview(page, '&queue=all');
  await pick(page, NORDHAVN.name);
  const nordhavn = panel(page, NORDHAVN.name);
  await expect(nordhavn.getByText('Accepted using Criteria').first()).toBeVisible();
  await saveDecision(page, NORDHAVN.name, 'Reject', 'Different functions');
  await expect(nordhavn.getByText('Rejected after Review').first()).toBeVisible();

  // The analyst runs again on this company and still accepts it: the page follows live.
  const { [NORDHAVN.name]: company } = await companiesByName(page, benchmarkId);
  await runAnalysis(page, benchmarkId, [company!.id]);
  const conflict = nordhavn.getByRole('alert').filter({ hasText: 'Decision conflict' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Choose Accept or Reject again.');
  await expect(queue(page).getByRole('radio', { name: 'Conflicts (1)' })).toBeVisible();

  // Refrain is not a way out of a conflict; Accept is.
  const form = decisionForm(page, NORDHAVN.name);
  await expect(form.getByRole('radio', { name: 'Refrain' })).toBeDisabled();
  await form.getByRole('button', { name: 'Save decision' }).click();
  await expect(form.getByText('Choose Accept or Reject to resolve the conflict.')).toBeVisible();
  await saveDecision(page, NORDHAVN.name, 'Accept', 'Matches the accept criteria');
  await expect(nordhavn.getByText('Accepted after Review').first()).toBeVisible();
  await expect(conflict).toBeHidden();
  await expect(queue(page).getByRole('radio', { name: 'Conflicts (0)' })).toBeVisible();
  await expect(nordhavn.getByRole('list', { name: /Company timeline/ })).toContainText(
    'Asha Rao accepted the company, resolving a decision conflict: Matches the accept criteria.',
  );
});

test('new criteria and a re-run put the changed decisions up for confirmation: one confirmed, one reverted', async ({ page }) => {
  await signIn(page);
  await saveCriteria(page, benchmarkId, MANUFACTURING_CRITERIA);
  await openReview(page, '&queue=outdated');
  // Every analysed company waits for the re-run.
  await expect(queue(page).getByRole('radio', { name: 'Outdated (4)' })).toBeVisible();
  await pick(page, OSTRAVA.name);
  await expect(panel(page, OSTRAVA.name).getByText('Outdated criteria')).toBeVisible();

  const beforeRerun = await companiesByName(page, benchmarkId);
  await runAnalysis(page, benchmarkId);
  const confirmation = page.locator('#criteria-confirmation');
  await expect(confirmation).toContainText('3 decisions changed by the new criteria.');
  await expect(confirmation.getByRole('heading', { name: /Reject → Accept/ })).toBeVisible();
  await expect(confirmation.getByRole('heading', { name: /Accept → Reject/ })).toBeVisible();

  // No new run while changes wait.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const blocked = await page.request.post(`/api/benchmarks/${benchmarkId}/create-run-ai-job/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { mode: 'analysis', company_ids: [(await companiesByName(page, benchmarkId))[OSTRAVA.name]!.id] },
  });
  expect(blocked.status()).toBe(409);
  expect((await blocked.json()).message).toBe(
    'Analysis cannot run while criteria changes await confirmation. Confirm or revert them first.',
  );

  await confirmation
    .getByRole('radiogroup', { name: `${BRIGHTWATER.name}: confirm or revert` })
    .getByText('Confirm', { exact: true })
    .click();
  await confirmation
    .getByRole('radiogroup', { name: `${OSTRAVA.name}: confirm or revert` })
    .getByText('Revert', { exact: true })
    .click();
  await expect(confirmation.getByText('2 of 3 chosen')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Apply 2 choices' }).click();
  await expect(page.getByText('Settled 2 companies under the new criteria', { exact: true })).toBeVisible();
  await expect(confirmation).toContainText('1 decision changed by the new criteria.');

  const after = await companiesByName(page, benchmarkId);
  expect(after[BRIGHTWATER.name]!.status).toBe('Accepted using Criteria'); // confirmed: the new decision
  expect(after[OSTRAVA.name]!.status).toBe('Accepted using Criteria'); // reverted: the old decision
  // Revert restores the analysis from before the re-run exactly; confirm keeps the re-run's.
  expect(after[OSTRAVA.name]!.analysis).toEqual(beforeRerun[OSTRAVA.name]!.analysis);
  expect(after[BRIGHTWATER.name]!.analysis!.criteria_version).toBe(2);
  expect(after[NORDHAVN.name]!.status).toBe('Criteria Confirmation');

  await confirmation.getByRole('button', { name: 'Revert all Accept → Reject' }).click();
  await confirmation.getByRole('button', { name: 'Apply 1 choice' }).click();
  await expect(confirmation).toBeHidden();
  expect((await companiesByName(page, benchmarkId))[NORDHAVN.name]!.status).toBe('Accepted after Review');

  // Both versions of the criteria, and the benchmark's audit trail of it all.
  await page.getByRole('tab', { name: 'Criteria' }).click();
  await expect(page.getByText('Version 2', { exact: false }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  const trail = page.getByRole('list', { name: /Audit trail/ });
  await expect(trail).toContainText(
    'Asha Rao confirmed the criteria change (version 2): the automated decision changes from Reject to Accept, and the new analysis is kept.',
  );
  await expect(trail).toContainText('Asha Rao reverted the criteria change (version 2)');
  await expect(trail).toContainText('and the analysis under version 1 is restored.');
  await expect(trail).toContainText('Asha Rao saved the criteria (version 2)');
});

test('two colleagues on the same study see each other’s decisions as they are made', async ({ page, browser }) => {
  test.setTimeout(60_000); // a colleague joins first: an invitation e-mail and a second sign-in
  await signIn(page);
  // A colleague joins the firm through an e-mailed invitation.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const email = `lena.berg+${Date.now()}@demo.quartile.test`;
  lenaEmail = email;
  const invited = await page.request.post('/api/team/invites/', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, first_name: 'Lena', last_name: 'Berg', is_employee: true },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const link = /accept-invite\/([^\s"<>?#]+)/.exec(await mailTo(email, /invited you/))?.[1];
  expect(link, 'an invitation link').toBeTruthy();
  const joined = await page.request.post('/api/invites/accept/', {
    data: { token: decodeURIComponent(link!), password: LENA_PASSWORD, first_name: 'Lena', last_name: 'Berg' },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  const lenaContext = await browser.newContext();
  const lena = await lenaContext.newPage();
  await signIn(lena, email, LENA_PASSWORD);

  await openReview(page, '&queue=all');
  await pick(page, OSTRAVA.name);
  await openReview(lena, '&queue=all');
  await pick(lena, OSTRAVA.name);

  // Lena rejects; Asha's screen shows it, and says who.
  await saveDecision(lena, OSTRAVA.name, 'Reject', 'Different products or services');
  await expect(panel(lena, OSTRAVA.name).getByText('Rejected after Review').first()).toBeVisible();
  const ashaPanel = panel(page, OSTRAVA.name);
  await expect(ashaPanel.getByText('Rejected after Review').first()).toBeVisible();
  await expect(ashaPanel.getByRole('status').filter({ hasText: 'Lena Berg changed this company a moment ago' })).toBeVisible();

  // Asha accepts it again; Lena's screen follows.
  await saveDecision(page, OSTRAVA.name, 'Accept', 'Matches the accept criteria');
  await expect(ashaPanel.getByText('Accepted after Review').first()).toBeVisible();
  await expect(panel(lena, OSTRAVA.name).getByText('Accepted after Review').first()).toBeVisible();
  await expect(
    panel(lena, OSTRAVA.name).getByRole('status').filter({ hasText: 'Asha Rao changed this company a moment ago' }),
  ).toBeVisible();
  await lenaContext.close();
});

test('a stale write is refused with a clear message and the latest version is shown', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page);
  // Asha's page hears nothing live (its event stream is cut), so it keeps the version it read.
  await page.route('**/api/benchmarks/*/events/', (route) => route.abort());
  await openReview(page, '&queue=all');
  await pick(page, BRIGHTWATER.name);
  const asha = panel(page, BRIGHTWATER.name);
  await expect(asha.getByText('Accepted using Criteria').first()).toBeVisible();

  // Meanwhile Lena rejects the same company in her browser.
  const lenaContext = await browser.newContext();
  const lena = await lenaContext.newPage();
  await signIn(lena, lenaEmail, LENA_PASSWORD);
  await openReview(lena, '&queue=all');
  await pick(lena, BRIGHTWATER.name);
  await saveDecision(lena, BRIGHTWATER.name, 'Reject', 'Different functions');
  await expect(panel(lena, BRIGHTWATER.name).getByText('Rejected after Review').first()).toBeVisible();
  await lenaContext.close();

  // Asha, still on the old version, accepts: refused, nothing overwritten, the latest shown.
  await saveDecision(page, BRIGHTWATER.name, 'Accept', 'Matches the accept criteria');
  await expect(
    page.getByText('Someone else changed this company in the meantime. Reload to see their change, then decide again.'),
  ).toBeVisible();
  await expect(
    asha.getByRole('status').filter({ hasText: 'Your change was not saved because someone else changed this company first.' }),
  ).toBeVisible();
  await expect(asha.getByText('Rejected after Review').first()).toBeVisible();
  expect((await companiesByName(page, benchmarkId))[BRIGHTWATER.name]!.status).toBe('Rejected after Review');
});
