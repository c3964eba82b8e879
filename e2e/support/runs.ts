// Criteria and Research Analyst runs through the real API (the Run Analysis screen is another
// journey's): saves criteria, starts `create-run-ai-job` and waits for the run to end.
import { expect, type Page } from '@playwright/test';

export interface Criteria {
  accept: string[];
  reject: string[];
}

async function headers(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token, 'signed in').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

export async function saveCriteria(page: Page, benchmarkId: string, criteria: Criteria): Promise<void> {
  const response = await page.request.post(`/api/benchmarks/${benchmarkId}/criteria/save/`, {
    headers: await headers(page),
    data: criteria,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Starts an analysis (of the given companies, or of every ready one) and waits until it ends. */
export async function runAnalysis(page: Page, benchmarkId: string, companyIds?: string[]): Promise<{ total: number; completed: number }> {
  const auth = await headers(page);
  const started = await page.request.post(`/api/benchmarks/${benchmarkId}/create-run-ai-job/`, {
    headers: auth,
    data: { mode: 'analysis', ...(companyIds ? { company_ids: companyIds } : {}) },
  });
  expect(started.status(), await started.text()).toBe(202);
  const jobId = (await started.json()).id as string;
  let job: { status: string; total: number; completed: number } = { status: 'queued', total: 0, completed: 0 };
  await expect
    .poll(
      async () => {
        job = await (await page.request.get(`/api/benchmarks/${benchmarkId}/runs/${jobId}/`, { headers: auth })).json();
        return job.status;
      },
      { message: `run ${jobId} ends`, timeout: 30_000 },
    )
    .toBe('succeeded');
  return job;
}

/** The benchmark's companies by name, as the API answers them. */
export async function companiesByName(
  page: Page,
  benchmarkId: string,
): Promise<Record<string, { id: string; status: string; version: number; analysis: { criteria_version: number } | null }>> {
  const response = await page.request.get(`/api/benchmarks/${benchmarkId}/companies/`, { headers: await headers(page) });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as { id: string; name: string; status: string; version: number; analysis: { criteria_version: number } | null }[];
  return Object.fromEntries(list.map((c) => [c.name, c]));
}
