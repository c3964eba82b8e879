// The material of an industry overview from the firm's own data: the companies of every benchmark
// of the firm in the overview's country (each company once: the copy with the most financial years),
// with their database descriptions, financials, the stored sources the Research Analyst read
// (websites, annual reports: `sources`, migration 0020) and the function its analysis found.
import type { OverviewCompanyInput } from '@quartile/analyst';
import { loadSources } from '../analysis/sourceStore.ts';
import { REPORTED_FINANCIAL_FIELDS, type YearFinancials } from '@quartile/domain';
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
  source_ids: string[];
  core_function: string | null;
}

/** An annual report can be long: the overview reads the first part of each source (sentences are capped too). */
const MAX_SOURCE_CHARS = 200_000;
/** Companies read per overview, most recent benchmarks first (a firm's whole history of one country is rarely needed). */
export const MAX_COMPANIES = 2000;

function yearsOf(value: unknown): YearFinancials[] {
  if (!Array.isArray(value)) return [];
  const out: YearFinancials[] = [];
  for (const raw of value as Record<string, unknown>[]) {
    const year = Number(raw?.year);
    if (!Number.isInteger(year)) continue;
    const entry: Record<string, number | null> = {};
    for (const key of REPORTED_FINANCIAL_FIELDS) entry[key] = typeof raw[key] === 'number' && Number.isFinite(raw[key]) ? (raw[key] as number) : null;
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
    `select c.id, c.name, c.country, c.website, c.database_description, c.financials, c.attributes, b.name as benchmark_name,
            coalesce((select array_agg(s->>'id') from jsonb_array_elements(c.sources) s where s->>'kind' not in ('database_description', 'database_record')), '{}') as source_ids,
            c.analysis->>'core_function' as core_function
     from companies c join benchmarks b on b.id = c.benchmark_id
     where c.firm_id = $1 and c.deleted_at is null and c.name is not null
       and lower(trim(c.country)) = any($2::text[])
     order by b.created_at desc, c.row_number
     limit ${MAX_COMPANIES}`,
    [firmId, countrySpellings(country)],
  );
  const byName = new Map<string, CompanyRow>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    const previous = byName.get(key);
    if (previous && yearsOf(previous.financials).length >= yearsOf(row.financials).length) continue;
    byName.set(key, row);
  }
  const chosen = [...byName.values()];
  const out: OverviewCompanyInput[] = [];
  for (const row of chosen) {
    // The sources the Research Analyst read, exactly as stored, so citations verify against them.
    const stored = await loadSources(sql, row.id, row.source_ids);
    out.push({
      id: row.id,
      name: row.name.trim(),
      country: row.country,
      website: row.website,
      description: row.database_description,
      sources: stored.map((s) => (s.text.length > MAX_SOURCE_CHARS ? { ...s, text: s.text.slice(0, MAX_SOURCE_CHARS) } : s)),
      financials: yearsOf(row.financials),
      currency: currencyOf(row.attributes),
      origin: row.benchmark_name,
      core_function: row.core_function,
    });
  }
  return out;
}
