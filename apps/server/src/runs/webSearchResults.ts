// What each company's website showed when it was last read (the record webSearchRecord.ts keeps on
// the job item: a web search's `result`, or an analysis result's `web_search` when the analysis read
// the website itself), in the contract's WebSearchResult shape, so a person sees the detail behind a
// website's label: the HTTP status, robots.txt, the final address, the pages read and when.
import { normalizeUrl } from '@quartile/analyst';
import type { WebSearchResult } from '@quartile/api';
import type { SqlRunner } from '../db/database.ts';
import { ANALYSIS_WEB_SEARCH_KEY, type StoredWebSearch } from './webSearchRecord.ts';

interface LatestItemRow {
  company_id: string;
  job_id: string;
  website: string | null;
  result: StoredWebSearch;
  gathered_at: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The latest finished item that read the company's website, per company of the benchmark, in company order. */
export async function listWebSearchResults(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<WebSearchResult[]> {
  const rows = await sql.query<LatestItemRow>(
    `select company_id, job_id, website, result, gathered_at from (
       select distinct on (i.company_id) i.company_id, i.job_id, c.website, c.row_number,
              case when j.kind = 'web_search' then i.result else i.result -> $3::text end as result,
              ${ISO('i.finished_at')} as gathered_at
       from job_items i
       join jobs j on j.id = i.job_id
       join companies c on c.id = i.company_id
       where j.firm_id = $1 and j.benchmark_id = $2 and i.firm_id = $1
         and (j.kind = 'web_search' or (j.kind = 'analysis' and i.result -> $3::text is not null))
         and i.result is not null and i.finished_at is not null and c.deleted_at is null
       order by i.company_id, i.finished_at desc
     ) latest
     order by row_number, company_id`,
    [firmId, benchmarkId, ANALYSIS_WEB_SEARCH_KEY],
  );
  // A website edited since its last web search was not checked yet: its old findings would contradict it.
  return rows.filter((row) => row.result.url === normalizeUrl(row.website)).map(toWebSearchResult);
}

function toWebSearchResult(row: LatestItemRow): WebSearchResult {
  const r = row.result;
  return {
    company_id: row.company_id,
    job_id: row.job_id,
    url: r.url,
    final_url: r.final_url,
    issue: r.issue,
    detail: r.detail,
    robots: r.robots,
    pages: (r.pages ?? []).map((p) => ({
      url: p.url,
      ok: p.ok,
      status: p.status,
      issue: p.issue,
      detail: p.detail,
      // Only a stored source's id: runs before ids were mapped kept the analyst's working id.
      source_id: p.source_id && UUID.test(p.source_id) ? p.source_id : null,
    })),
    disallowed: r.disallowed ?? [],
    gathered_at: row.gathered_at,
  };
}
