// The demo study's company list as an analyst would upload it (a CSV export with one column per
// metric and year) and the rows its import stores: only the metrics a filing reports, in its real years.
import type { DemoCompany, DemoYear } from './demoStudyPlan.ts';
import { DEMO_YEARS } from './demoStudyPlan.ts';

const METRICS = [
  ['revenue', 'Revenue'],
  ['cost_of_goods_sold', 'Cost of revenue'],
  ['gross_profit', 'Gross profit'],
  ['operating_profit', 'Operating income'],
  ['net_profit', 'Net income'],
  ['total_assets', 'Total assets'],
] as const satisfies readonly (readonly [keyof DemoYear, string])[];

const csvCell = (value: string | number | null) => {
  if (value === null) return '';
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The years of a company's filings that the study uses, with null metrics left out. */
export function financialData(company: DemoCompany): Record<string, number>[] {
  return company.financials
    .filter((f) => (DEMO_YEARS as readonly number[]).includes(f.year))
    .map((f) => {
      const entry: Record<string, number> = { year: f.year };
      for (const [key] of METRICS) if (f[key] !== null) entry[key] = f[key] as number;
      return entry;
    });
}

export function importRows(companies: readonly DemoCompany[]) {
  return companies.map((c, i) => ({
    row_number: i + 2,
    name: c.name,
    country: c.country,
    website: c.website,
    database_description: c.description,
    attributes: { City: c.city, 'SEC CIK': c.cik },
    financials: financialData(c),
  }));
}

export function companiesCsv(companies: readonly DemoCompany[]): { filename: string; data: Uint8Array; columnMapping: Record<string, string> } {
  const yearColumns = DEMO_YEARS.flatMap((year) => METRICS.map(([key, label]) => ({ year, key, header: `${label} ${year} (USD)` })));
  const header = ['Company name', 'Country', 'City', 'Website', 'SEC CIK', 'Business description', ...yearColumns.map((c) => c.header)];
  const lines = [header.map(csvCell).join(',')];
  for (const company of companies) {
    const byYear = new Map(company.financials.map((f) => [f.year, f]));
    const cells = [company.name, company.country, company.city, company.website, company.cik, company.description, ...yearColumns.map((c) => byYear.get(c.year)?.[c.key] ?? null)];
    lines.push(cells.map(csvCell).join(','));
  }
  const columnMapping = { 'Company name': 'name', Country: 'country', Website: 'website', 'Business description': 'database_description' };
  return { filename: 'us-industrial-manufacturers-fy2007-2009.csv', data: new TextEncoder().encode(`${lines.join('\n')}\n`), columnMapping };
}
