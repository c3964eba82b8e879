// The material of an industry overview from the firm's own data: the companies of every benchmark
// of the firm in the overview's country (each company once: the copy with the most financial years),
// with their database descriptions and financials.
import type { OverviewCompanyInput } from '@quartile/analyst';
import type { YearFinancials } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { countrySpellings } from './countries.ts';

interface CompanyRow {
  id: string;
  name: string;
  country: string | null;
  website: string | null;
  database_description: string | null;
  financials: unknown;
  attributes: Record<string, unknown> | null;
  benchmark_name: string;
}

const FINANCIAL_KEYS = [
  'revenue',
  'cost_of_goods_sold',
  'gross_profit',
  'operating_expenses',
  'operating_profit',
  'net_profit',
  'total_assets',
  'current_liabilities',
] as const;

function yearsOf(value: unknown): YearFinancials[] {
  if (!Array.isArray(value)) return [];
  const out: YearFinancials[] = [];
  for (const raw of value as Record<string, unknown>[]) {
    const year = Number(raw?.year);
    if (!Number.isInteger(year)) continue;
    const entry: Record<string, number | null> = {};
    for (const key of FINANCIAL_KEYS) entry[key] = typeof raw[key] === 'number' && Number.isFinite(raw[key]) ? (raw[key] as number) : null;
    out.push({ year, ...entry });
  }
  return out.sort((a, b) => a.year - b.year);
}

function currencyOf(attributes: Record<string, unknown> | null): string | null {
  const value = attributes?.currency ?? attributes?.Currency;
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value.trim()) ? value.trim() : null;
}

export async function loadOverviewCompanies(sql: SqlRunner, firmId: string, country: string): Promise<OverviewCompanyInput[]> {
  const rows = await sql.query<CompanyRow>(
    `select c.id, c.name, c.country, c.website, c.database_description, c.financials, c.attributes, b.name as benchmark_name
     from companies c join benchmarks b on b.id = c.benchmark_id
     where c.firm_id = $1 and c.deleted_at is null and c.name is not null
       and lower(trim(c.country)) = any($2::text[])
     order by b.created_at desc, c.row_number`,
    [firmId, countrySpellings(country)],
  );
  const byName = new Map<string, OverviewCompanyInput>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    const financials = yearsOf(row.financials);
    const previous = byName.get(key);
    if (previous && previous.financials.length >= financials.length) continue;
    byName.set(key, {
      id: row.id,
      name: row.name.trim(),
      country: row.country,
      website: row.website,
      description: row.database_description,
      sources: [],
      financials,
      currency: currencyOf(row.attributes),
      origin: row.benchmark_name,
    });
  }
  return [...byName.values()];
}
