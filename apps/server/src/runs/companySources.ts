// What a run reads about a company: its fields and its current stored sources.
import type { DatabaseFieldHeaders, Source as AnalystSource } from '@quartile/analyst';
import type { SqlRunner } from '../db/database.ts';
import { loadSources, loadSourcesMany } from '../analysis/sourceStore.ts';
import type { SourceRef } from '../analysis/storedAnalysis.ts';

export interface RunCompany {
  id: string;
  name: string | null;
  country: string | null;
  website: string | null;
  database_description: string | null;
  url_issue: string | null;
  url_manually_validated: boolean;
  status: string;
  sources: SourceRef[];
  /** The file's other columns (activity codes among them). */
  attributes: Record<string, unknown> | null;
  /** The file's header of the column mapped to `industry` ("Primary Industry"), for its citation. */
  industry_header: string | null;
  /** The file's headers of the activity columns by field ("NACE Rev. 2 core code"), for the database record. */
  field_headers: DatabaseFieldHeaders | null;
}

/** The columns a run reads, the headers of the activity columns in the company's file among them. */
const RUN_COLUMNS = `id, name, country, website, database_description, url_issue, url_manually_validated, status, sources, attributes,
  (select e.key from benchmark_files f, jsonb_each_text(coalesce(f.column_mapping, '{}'::jsonb)) e where f.id = companies.file_id and f.firm_id = companies.firm_id and e.value = 'industry' limit 1) as industry_header,
  (select jsonb_object_agg(e.value, e.key) from benchmark_files f, jsonb_each_text(coalesce(f.column_mapping, '{}'::jsonb)) e
    where f.id = companies.file_id and f.firm_id = companies.firm_id and e.value in ('nace_code', 'sic_code', 'naics_code', 'industry')) as field_headers`;

export async function loadRunCompany(sql: SqlRunner, firmId: string, companyId: string): Promise<RunCompany | null> {
  const [row] = await sql.query<RunCompany>(
    `select ${RUN_COLUMNS} from companies where id = $1 and firm_id = $2`,
    [companyId, firmId],
  );
  return row ?? null;
}

/** What a run reads about many companies (a claimed chunk), with their stored sources of these kinds, in two statements. */
export async function loadRunCompaniesWithSources(
  sql: SqlRunner,
  firmId: string,
  companyIds: readonly string[],
  kinds: readonly SourceRef['kind'][],
): Promise<Map<string, { company: RunCompany; stored: AnalystSource[] }>> {
  const companies = await sql.query<RunCompany>(
    `select ${RUN_COLUMNS} from companies where id = any($1::uuid[]) and firm_id = $2`,
    [companyIds, firmId],
  );
  const sources = await loadSourcesMany(sql, companies.map((c) => ({ companyId: c.id, ids: (c.sources ?? []).filter((ref) => kinds.includes(ref.kind)).map((ref) => ref.id) })));
  return new Map(companies.map((company) => [company.id, { company, stored: sources.get(company.id) ?? [] }]));
}

/** The company's stored sources of these kinds, as the analyst reads them. */
export async function storedSourcesOf(sql: SqlRunner, company: RunCompany, kinds: readonly SourceRef['kind'][]): Promise<AnalystSource[]> {
  const ids = (company.sources ?? []).filter((ref) => kinds.includes(ref.kind)).map((ref) => ref.id);
  return loadSources(sql, company.id, ids);
}

/** Replaces the references of the given kinds with `fresh`, keeping the others (in kind order). */
export function mergeSourceRefs(current: readonly SourceRef[], replacedKinds: readonly SourceRef['kind'][], fresh: readonly SourceRef[]): SourceRef[] {
  const kept = (current ?? []).filter((ref) => !replacedKinds.includes(ref.kind));
  const all = [...kept, ...fresh];
  const seen = new Set<string>();
  const order = ['database_description', 'database_record', 'website', 'annual_report', 'external_profile'];
  return all
    .filter((ref) => (seen.has(ref.id) ? false : (seen.add(ref.id), true)))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}
