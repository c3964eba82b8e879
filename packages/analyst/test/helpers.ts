import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createLocalProvider, descriptionSource, parseCsvObjects, type Criteria } from '../src/index.ts';

/** ../shared/data beside the checkout (see /work/shared/data/README.md for sources and licences). */
export const dataPath = (rel: string): string => fileURLToPath(new URL(`../../../../shared/data/${rel}`, import.meta.url));

let sp500: Record<string, string>[] | null = null;
/** S&P 500 Wikipedia descriptions (CC BY-SA 4.0, Wikipedia contributors). */
export function sp500Rows(): Record<string, string>[] {
  return (sp500 ??= parseCsvObjects(readFileSync(dataPath('companies-dev/sp500_wikipedia_descriptions.csv'), 'utf8')));
}
export const sp500Row = (ticker: string): Record<string, string> => {
  const r = sp500Rows().find((x) => x.ticker === ticker);
  if (!r) throw new Error(`no row ${ticker}`);
  return r;
};

let tenK: Record<string, string>[] | null = null;
/** SEC 10-K Item 1 sections (public domain). */
export function tenKRows(): Record<string, string>[] {
  return (tenK ??= parseCsvObjects(readFileSync(dataPath('sec-10k-item1/10k_item1_with_sic.csv'), 'utf8')));
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A real HTTP server on loopback; close() when done. */
export async function startServer(
  handler: Handler,
  host = '127.0.0.1',
): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let fsds: Record<string, string>[] | null = null;
/** SEC Financial Statement Data Sets, annual rows (public domain): a filer's years as review financials. */
export function secFinancials(
  nameStartsWith: string,
): {
  year: number;
  revenue: number | null;
  cost_of_goods_sold: number | null;
  gross_profit: number | null;
  operating_profit: number | null;
}[] {
  fsds ??= parseCsvObjects(readFileSync(dataPath('sec-financials/sec_fsds_2010q1q2_10k_annual_extract.csv'), 'utf8'));
  const num = (x: string | undefined) => (x === undefined || x === '' ? null : Number(x));
  const rows = fsds.filter((r) => r.name?.startsWith(nameStartsWith));
  if (rows.length === 0) throw new Error(`no filer ${nameStartsWith}`);
  return rows
    .map((r) => ({
      year: Number(r.period_end?.slice(0, 4)),
      revenue: num(r.revenue),
      cost_of_goods_sold: num(r.cost_of_revenue),
      gross_profit: num(r.gross_profit),
      operating_profit: num(r.operating_income),
    }))
    .sort((a, b) => a.year - b.year);
}

/** One 10-K Item 1 section by company name prefix and report year. */
export function tenKSection(companyStartsWith: string, year: number): Record<string, string> {
  const r = tenKRows().find((x) => x.company?.startsWith(companyStartsWith) && x.period_of_report?.startsWith(String(year)));
  if (!r) throw new Error(`no 10-K ${companyStartsWith} ${year}`);
  return r;
}

let localProvider: ReturnType<typeof createLocalProvider> | null = null;
/** The local provider's analysis of a company known by its database description only. */
export const analyseDescription = (name: string, description: string, criteria: Criteria) =>
  (localProvider ??= createLocalProvider()).analyze({ company: { name }, sources: [descriptionSource(description)], criteria });
