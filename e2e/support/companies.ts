// Puts companies into the demo firm through the real API (a client, a benchmark, an uploaded
// list and its imported rows), for journeys that need the firm's own data.
import { expect, type Page } from '@playwright/test';

export interface CompanyRow {
  name: string;
  country: string;
  /** Left out for companies analysed from their stored description alone. */
  website?: string;
  database_description: string;
  financial_data: { year: number; revenue?: number; cost_of_goods_sold?: number; operating_profit?: number; net_profit?: number }[];
}

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(value, 'signed in').toBeTruthy();
  return value as string;
}

/** The signed-in user's authorization header, for calls to the API beside the page. */
export async function apiHeaders(page: Page): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await token(page)}` };
}

export interface NewBenchmark {
  readonly client: { readonly name: string; readonly country: string; readonly website: string };
  readonly name: string;
  readonly years: readonly number[];
}

/** Creates a client and its benchmark through the API; answers the benchmark id. */
export async function createBenchmark(page: Page, { client, name, years }: NewBenchmark): Promise<string> {
  const headers = await apiHeaders(page);
  const created = await page.request.post('/api/clients/', { headers, data: client });
  expect(created.status(), await created.text()).toBe(201);
  const benchmark = await page.request.post('/api/benchmarks/', {
    headers,
    data: { client_id: (await created.json()).id, name, tested_party_description: '', start_date: '2025-04-01', financial_years: years },
  });
  expect(benchmark.status(), await benchmark.text()).toBe(201);
  return (await benchmark.json()).id as string;
}

/** Creates a client and a benchmark and imports the rows; answers the benchmark id. */
export async function importCompanies(page: Page, label: string, rows: CompanyRow[], years: number[]): Promise<string> {
  const headers = await apiHeaders(page);
  const id = await createBenchmark(page, {
    client: { name: `${label} client`, country: rows[0]?.country ?? 'Denmark', website: 'https://client.example' },
    name: label,
    years,
  });
  const csv = `Company name,Country\n${rows.map((r) => `${r.name},${r.country}`).join('\n')}\n`;
  const upload = await page.request.post(`/api/benchmarks/${id}/file/`, {
    headers,
    multipart: { file: { name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const imported = await page.request.post(`/api/benchmarks/${id}/file/import/`, {
    headers,
    data: { column_mapping: { 'Company name': 'name', Country: 'country' }, rows },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  return id;
}
