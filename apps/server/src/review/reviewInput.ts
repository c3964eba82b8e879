// Builds the Review Analyst's input from what is stored: the company row, its sources (the
// immutable `sources` table, docs/adr/0009) and the stored analysis (`companies.analysis`), the
// benchmark's criteria and years, and the human decision (or a proposed one in quick review).
import type { AnalysisResult, Citation, ReviewInput, ReviewedHumanDecision, Source } from '@quartile/analyst';
import type { SqlRunner } from '../db/database.ts';
import { loadSources } from '../analysis/sourceStore.ts';
import type { CompanyRow } from '../companies/companyStore.ts';
import type { StoredHumanDecision } from '../companies/companyWorkflow.ts';

export interface BenchmarkReviewContext {
  readonly criteria: { accept: string[]; reject: string[] };
  readonly years: number[];
}

export async function loadBenchmarkContext(sql: SqlRunner, benchmarkId: string): Promise<BenchmarkReviewContext | null> {
  const [row] = await sql.query<{ criteria: { accept: string[]; reject: string[] }; financial_years: number[] }>(
    'select criteria, financial_years from benchmarks where id = $1',
    [benchmarkId],
  );
  return row ? { criteria: row.criteria, years: row.financial_years ?? [] } : null;
}

interface StoredCitationLike {
  source_id: string;
  source?: string;
  url?: string | null;
  quote: string;
  location: string;
}

const citation = (c: StoredCitationLike): Citation => ({
  source_id: c.source_id,
  source: c.source ?? c.url ?? '',
  quote: c.quote,
  location: c.location,
});

/** The analyst's result as stored, or null when the company was never analysed (or the analysis failed). */
export function storedResult(analysis: Record<string, unknown> | null): ReviewInput['analysis'] {
  if (!analysis) return null;
  const automated = analysis.automated_decision as
    { decision: 'accept' | 'reject'; confidence: number; citations?: StoredCitationLike[]; matched_criteria?: string[] } | null | undefined;
  const decision = (analysis.decision as AnalysisResult['decision'] | null | undefined) ?? automated?.decision ?? null;
  if (!decision) return null;
  const criteria = (
    (analysis.criteria as
      | {
          criterion: string;
          type: 'accept' | 'reject';
          decision: AnalysisResult['decision'];
          score?: number;
          citations: StoredCitationLike[];
        }[]
      | undefined) ?? []
  ).map((c) => ({
    criterion: c.criterion,
    type: c.type,
    decision: c.decision,
    score: c.score ?? 0,
    citations: (c.citations ?? []).map(citation),
  }));
  const citations = ((analysis.citations as StoredCitationLike[] | undefined) ?? automated?.citations ?? []).map(citation);
  return {
    result: {
      decision,
      confidence: Number(analysis.confidence ?? automated?.confidence ?? 0),
      core_function: (analysis.core_function as AnalysisResult['core_function']) ?? null,
      criteria,
      citations,
    },
    analyzed_at: (analysis.analysed_at as string | undefined) ?? null,
    learned: (analysis.learned as NonNullable<ReviewInput['analysis']>['learned'] | undefined) ?? null,
  };
}

interface SourceRefLike {
  id: string;
  kind: string;
  location: string;
  content_hash: string;
  fetched_at: string;
}

/**
 * The company's current sources plus every source its analysis cites; and, for a cited source
 * whose page or document has been read again since with different content, that newer version.
 */
export async function loadCompanySources(
  sql: SqlRunner,
  row: CompanyRow,
  analysis: ReviewInput['analysis'],
): Promise<{ sources: Source[]; newerVersions: Record<string, { content_hash: string; retrieved_at: string }> }> {
  return companySourcesFrom(row, analysis, await loadSources(sql, row.id, sourceIdsFor(row, analysis)));
}

/** The ids of the sources a review of the company reads: its current ones and those its analysis cites. */
export function sourceIdsFor(row: CompanyRow, analysis: ReviewInput['analysis']): string[] {
  const refs = (Array.isArray(row.sources) ? row.sources : []) as SourceRefLike[];
  const ids = [...refs.map((r) => r.id), ...citedSourceIds(analysis)];
  return [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
}

function citedSourceIds(analysis: ReviewInput['analysis']): Set<string> {
  return new Set([...(analysis?.result.citations ?? []), ...(analysis?.result.criteria ?? []).flatMap((c) => c.citations)].map((c) => c.source_id));
}

/** The review's sources from those loaded (by sourceIdsFor), with the cited ones a newer version replaced. */
export function companySourcesFrom(
  row: CompanyRow,
  analysis: ReviewInput['analysis'],
  sources: readonly Source[],
): { sources: Source[]; newerVersions: Record<string, { content_hash: string; retrieved_at: string }> } {
  const refs = (Array.isArray(row.sources) ? row.sources : []) as SourceRefLike[];
  const citedIds = citedSourceIds(analysis);
  const newerVersions: Record<string, { content_hash: string; retrieved_at: string }> = {};
  for (const source of sources) {
    if (!citedIds.has(source.id)) continue;
    const current = refs.find((r) => r.kind === source.kind && r.location === source.location);
    if (current && current.id !== source.id && current.content_hash !== source.content_hash) {
      newerVersions[source.id] = { content_hash: current.content_hash, retrieved_at: current.fetched_at };
    }
  }
  return { sources: [...sources], newerVersions };
}

export function humanFor(row: CompanyRow): ReviewedHumanDecision | null {
  const stored = row.human_decision as StoredHumanDecision | null;
  if (!stored) return null;
  return {
    decision: stored.decision,
    reason: stored.reason,
    reason_code: stored.reason_code ?? null,
    decided_at: stored.decided_at,
    decided_by: stored.decided_by?.name ?? null,
  };
}

export function reviewInputFor(
  row: CompanyRow,
  context: BenchmarkReviewContext,
  loaded: { sources: Source[]; newerVersions: Record<string, { content_hash: string; retrieved_at: string }> },
  analysis: ReviewInput['analysis'],
  human: ReviewedHumanDecision | null,
): ReviewInput {
  return {
    company: {
      name: row.name ?? '',
      attributes: row.attributes ?? {},
      financials: Array.isArray(row.financials) ? row.financials : [],
      website: row.website,
      url_issue: row.url_issue,
    },
    sources: loaded.sources,
    newerVersions: loaded.newerVersions,
    analysis,
    criteria: context.criteria,
    years: context.years,
    human,
  };
}
