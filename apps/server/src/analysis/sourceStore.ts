// Stores the analyst's sources in the immutable `sources` table and reads them back. The same
// text read again from the same place is the same row (unique company/kind/location/hash), so a
// re-run never duplicates a source and old citations keep pointing at what they quoted.
import type { Source as AnalystSource, SourceKind } from '@quartile/analyst';
import type { SourceDocument } from '@quartile/api';
import type { SqlRunner } from '../db/database.ts';
import type { SourceRef } from './storedAnalysis.ts';

export interface SourceOwner {
  readonly firmId: string;
  readonly benchmarkId: string;
  readonly companyId: string;
}

/** A stored source as read back: the API's SourceDocument, with the analyst's kind and the spans null where none were stored. */
type SourceRow = Omit<SourceDocument, 'kind' | 'pages' | 'sections'> & {
  kind: SourceKind;
  pages: { page: number; start: number; end: number }[] | null;
  sections: { title: string; start: number; end: number }[] | null;
};

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id, company_id, kind, location, url, document_name, title, ${ISO('retrieved_at')} as retrieved_at, content_hash, text, pages, sections`;
const REF_COLUMNS = `id, kind, url, title, ${ISO('retrieved_at')} as fetched_at, location, content_hash`;

/**
 * Stores each source (or finds the identical one stored before) and answers the stored id of
 * every analyst source id, plus the references in input order.
 */
export async function storeSources(
  sql: SqlRunner,
  owner: SourceOwner,
  sources: readonly (AnalystSource & { readonly title?: string | null; readonly blobId?: string | null })[],
): Promise<{ ids: Map<string, string>; refs: SourceRef[] }> {
  const ids = new Map<string, string>();
  const refs: SourceRef[] = [];
  for (const source of sources) {
    const params = [
      owner.firmId,
      owner.benchmarkId,
      owner.companyId,
      source.kind,
      source.location,
      source.url ?? null,
      source.document_name ?? null,
      source.title ?? null,
      source.retrieved_at,
      source.content_hash,
      source.text,
      source.pages ? JSON.stringify(source.pages) : null,
      source.sections ? JSON.stringify(source.sections) : null,
      source.blobId ?? null,
    ];
    const [inserted] = await sql.query<SourceRef>(
      `insert into sources (firm_id, benchmark_id, company_id, kind, location, url, document_name, title, retrieved_at, content_hash, text, pages, sections, blob_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (company_id, kind, location, content_hash) do nothing
       returning ${REF_COLUMNS}`,
      params,
    );
    const ref =
      inserted ??
      (
        await sql.query<SourceRef>(`select ${REF_COLUMNS} from sources where company_id = $1 and kind = $2 and location = $3 and content_hash = $4`, [
          owner.companyId,
          source.kind,
          source.location,
          source.content_hash,
        ])
      )[0];
    if (!ref) throw new Error(`source ${source.id} was neither stored nor found`);
    ids.set(source.id, ref.id);
    refs.push(ref);
  }
  return { ids, refs };
}

/**
 * storeSources for many companies in two statements (a run's batch): answers, per company, the
 * stored id of every analyst source id and the references in input order.
 */
export async function storeSourcesMany(
  sql: SqlRunner,
  entries: readonly { readonly owner: SourceOwner; readonly sources: readonly AnalystSource[] }[],
): Promise<Map<string, { ids: Map<string, string>; refs: SourceRef[] }>> {
  const rows = entries.flatMap(({ owner, sources }) =>
    sources.map((source) => ({
      firm_id: owner.firmId,
      benchmark_id: owner.benchmarkId,
      company_id: owner.companyId,
      kind: source.kind,
      location: source.location,
      url: source.url ?? null,
      document_name: source.document_name ?? null,
      title: (source as { title?: string | null }).title ?? null,
      retrieved_at: source.retrieved_at,
      content_hash: source.content_hash,
      text: source.text,
      pages: source.pages ?? null,
      sections: source.sections ?? null,
    })),
  );
  const answer = new Map(entries.map((e) => [e.owner.companyId, { ids: new Map<string, string>(), refs: [] as SourceRef[] }]));
  if (rows.length === 0) return answer;
  const json = JSON.stringify(rows);
  const RECORD = `jsonb_to_recordset($1::jsonb) as x(firm_id uuid, benchmark_id uuid, company_id uuid, kind text, location text, url text, document_name text, title text,
                  retrieved_at timestamptz, content_hash text, text text, pages jsonb, sections jsonb)`;
  await sql.query(
    `insert into sources (firm_id, benchmark_id, company_id, kind, location, url, document_name, title, retrieved_at, content_hash, text, pages, sections)
     select firm_id, benchmark_id, company_id, kind, location, url, document_name, title, retrieved_at, content_hash, text, nullif(pages, 'null'::jsonb), nullif(sections, 'null'::jsonb)
     from ${RECORD}
     on conflict (company_id, kind, location, content_hash) do nothing`,
    [json],
  );
  const stored = await sql.query<SourceRef & { company_id: string }>(
    `select s.company_id, s.id, s.kind, s.url, s.title, ${ISO('s.retrieved_at')} as fetched_at, s.location, s.content_hash
     from sources s join (select distinct company_id, kind, location, content_hash from ${RECORD}) k
       on s.company_id = k.company_id and s.kind = k.kind and s.location = k.location and s.content_hash = k.content_hash`,
    [json],
  );
  const found = new Map(stored.map(({ company_id, ...ref }) => [`${company_id}|${ref.kind}|${ref.location}|${ref.content_hash}`, ref as SourceRef]));
  for (const { owner, sources } of entries) {
    const mine = answer.get(owner.companyId)!;
    for (const source of sources) {
      const ref = found.get(`${owner.companyId}|${source.kind}|${source.location}|${source.content_hash}`);
      if (!ref) throw new Error(`source ${source.id} was neither stored nor found`);
      mine.ids.set(source.id, ref.id);
      mine.refs.push(ref);
    }
  }
  return answer;
}

/** loadSources for many companies in one statement. */
export async function loadSourcesMany(sql: SqlRunner, wanted: readonly { readonly companyId: string; readonly ids: readonly string[] }[]): Promise<Map<string, AnalystSource[]>> {
  const all = wanted.flatMap((w) => w.ids);
  const rows = all.length ? await sql.query<SourceRow>(`select ${COLUMNS} from sources where company_id = any($1::uuid[]) and id = any($2::uuid[])`, [wanted.map((w) => w.companyId), all]) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(wanted.map((w) => [w.companyId, w.ids.flatMap((id) => (byId.get(id)?.company_id === w.companyId ? [toAnalystSource(byId.get(id)!)] : []))]));
}

/** A stored source in the analyst's shape (its id is the table's id). */
export function toAnalystSource(row: SourceRow): AnalystSource {
  return Object.freeze({
    id: row.id,
    kind: row.kind,
    location: row.location,
    ...(row.url ? { url: row.url } : {}),
    ...(row.document_name ? { document_name: row.document_name } : {}),
    retrieved_at: row.retrieved_at,
    content_hash: row.content_hash,
    text: row.text,
    ...(row.pages ? { pages: row.pages } : {}),
    ...(row.sections ? { sections: row.sections } : {}),
  });
}

/** The stored sources with these ids (of this company), in the given order. */
export async function loadSources(sql: SqlRunner, companyId: string, ids: readonly string[]): Promise<AnalystSource[]> {
  if (ids.length === 0) return [];
  const rows = await sql.query<SourceRow>(`select ${COLUMNS} from sources where company_id = $1 and id = any($2::uuid[])`, [companyId, ids]);
  const byId = new Map(rows.map((r) => [r.id, toAnalystSource(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Stored sources by id, in the analyst's shape (several companies at once, within the caller's firm). */
export async function loadSourcesById(sql: SqlRunner, ids: readonly string[]): Promise<Map<string, AnalystSource>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<SourceRow>(`select ${COLUMNS} from sources where id = any($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.id, toAnalystSource(r)]));
}

/** The contract's SourceDocument (text, provenance and page/section spans), or null. */
export async function readSourceDocument(sql: SqlRunner, firmId: string, companyId: string, sourceId: string): Promise<SourceDocument | null> {
  const [row] = await sql.query<SourceRow>(`select ${COLUMNS} from sources where id = $1 and company_id = $2 and firm_id = $3`, [sourceId, companyId, firmId]);
  if (!row) return null;
  return {
    id: row.id,
    company_id: row.company_id,
    kind: row.kind,
    location: row.location,
    url: row.url,
    document_name: row.document_name,
    title: row.title,
    retrieved_at: row.retrieved_at,
    content_hash: row.content_hash,
    text: row.text,
    pages: (row.pages ?? []).map((p) => ({ label: `page ${p.page}`, start: p.start, end: p.end })),
    sections: (row.sections ?? []).map((s) => ({ label: s.title, start: s.start, end: s.end })),
  };
}
