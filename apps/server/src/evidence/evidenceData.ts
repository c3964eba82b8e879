// What a company's evidence report shows, read in one transaction: the company as the API shows
// it, its benchmark, its audit trail, and each cited passage in the context of its stored source.
import type { Benchmark, Company } from '@quartile/api';
import { describeAuditEvent } from '@quartile/domain';
import type { SqlRunner } from '../db/database.ts';
import { getBenchmarkDto } from '../benchmarks/benchmarkStore.ts';
import { SELECT_COMPANY, toCompanyDto, type CompanyRow } from '../companies/companyStore.ts';
import type { EvidenceAuditRow, EvidenceInput } from './report.ts';

const CONTEXT_CHARS = 180;

/** The words around a quote in its source: up to 180 characters either side, cut at a word. */
export function quoteContext(text: string, quote: string): { before: string; after: string } | null {
  const normal = (s: string) => s.replace(/\s+/g, ' ');
  const source = normal(text);
  const at = source.indexOf(normal(quote).trim());
  if (at < 0) return null;
  const end = at + normal(quote).trim().length;
  let before = source.slice(Math.max(0, at - CONTEXT_CHARS), at);
  let after = source.slice(end, end + CONTEXT_CHARS);
  if (at > CONTEXT_CHARS) before = `…${before.replace(/^\S*\s/, '')}`;
  if (end + CONTEXT_CHARS < source.length) after = `${after.replace(/\s\S*$/, '')}…`;
  return { before, after };
}

export async function loadCompanyAudit(sql: SqlRunner, firmId: string, companyId: string): Promise<EvidenceAuditRow[]> {
  const rows = await sql.query<{
    at: string;
    actor_kind: string;
    actor_name: string | null;
    action: string;
    details: Record<string, unknown>;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    'select created_at as at, actor_kind, actor_name, action, details, before, after from audit_events where company_id = $1 and firm_id = $2 order by created_at, id',
    [companyId, firmId],
  );
  // The same sentences as the screen's timeline and the workbook's Audit Trail sheet.
  return rows.map((r) => ({ at: new Date(r.at), ...describeAuditEvent(r) }));
}

/** The context of each cited quote, by `source_id + quote`, from the immutable stored sources. */
export async function loadQuoteContexts(
  sql: SqlRunner,
  firmId: string,
  company: Company,
): Promise<Map<string, { before: string; after: string }>> {
  const citations = company.automated_decision?.citations ?? [];
  const ids = [...new Set(citations.map((c) => c.source_id))];
  const contexts = new Map<string, { before: string; after: string }>();
  if (ids.length === 0) return contexts;
  const sources = await sql.query<{ id: string; text: string }>(
    'select id, text from sources where id = any($1::uuid[]) and firm_id = $2',
    [ids, firmId],
  );
  const texts = new Map(sources.map((s) => [s.id, s.text]));
  for (const c of citations) {
    const text = texts.get(c.source_id);
    const context = text ? quoteContext(text, c.quote) : null;
    if (context) contexts.set(`${c.source_id}\u0000${c.quote}`, context);
  }
  return contexts;
}

export async function loadCompanyRow(sql: SqlRunner, firmId: string, benchmarkId: string, companyId: string): Promise<Company | null> {
  const [row] = await sql.query<CompanyRow>(
    `${SELECT_COMPANY} where id = $1 and benchmark_id = $2 and firm_id = $3 and deleted_at is null`,
    [companyId, benchmarkId, firmId],
  );
  return row ? toCompanyDto(row) : null;
}

/** Everything the report of one company needs; null when the company is not the firm's (or deleted). */
export async function loadEvidenceInput(
  sql: SqlRunner,
  firmId: string,
  benchmarkId: string,
  companyId: string,
  userId: string,
  benchmark?: Benchmark,
): Promise<EvidenceInput | null> {
  const company = await loadCompanyRow(sql, firmId, benchmarkId, companyId);
  if (!company) return null;
  const [user] = await sql.query<{ name: string }>("select first_name || ' ' || last_name as name from users where id = $1", [userId]);
  return {
    benchmark: benchmark ?? (await getBenchmarkDto(sql, firmId, benchmarkId)),
    company,
    audit: await loadCompanyAudit(sql, firmId, companyId),
    contexts: await loadQuoteContexts(sql, firmId, company),
    generatedAt: new Date(),
    generatedBy: user?.name ?? 'Unknown',
  };
}

/** 'Acme GmbH' -> 'Acme-GmbH' for file names inside the bundle. */
export function reportFileName(company: Pick<Company, 'name' | 'id'>, position: number): string {
  const base =
    (company.name ?? 'company')
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'company';
  return `${String(position).padStart(4, '0')}-${base}.pdf`;
}
