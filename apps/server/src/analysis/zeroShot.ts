// The zero-shot result of a stored company: what the provider read from the criteria alone, before
// anyone's decisions (a reviewer's or the benchmark pass') re-decided it. Learning always starts
// from it, so re-applying after new decisions never learns from its own earlier output.
import type { AnalysisResult, Citation, Source as AnalystSource } from '@quartile/analyst';
import type { SqlRunner } from '../db/database.ts';
import { loadSourcesById } from './sourceStore.ts';
import type { LearningRow } from './learningStore.ts';
import type { StoredCitation, StoredZeroShot } from './storedAnalysis.ts';

/** The zero-shot result of a stored company: the stored one, or (rows analysed before it was kept) the shown analysis if nothing learned it. */
export function zeroShotOf(row: Pick<LearningRow, 'name' | 'zero_shot' | 'analysis' | 'sources'>): StoredZeroShot | null {
  if (row.zero_shot?.result) return row.zero_shot;
  const a = row.analysis;
  if (!a || a.decision === null || a.learned || typeof a.provider !== 'string') return null;
  const strip = (c: StoredCitation): Citation => ({ source_id: c.source_id, source: c.source, quote: c.quote, location: c.location });
  const result: AnalysisResult = {
    company: row.name ?? '',
    core_function: (a.core_function ?? null) as AnalysisResult['core_function'],
    tags: a.tags ?? [],
    decision: a.decision,
    confidence: a.confidence ?? 0,
    reasoning: a.reasoning ?? '',
    criteria: (a.criteria ?? []).map((k) => ({ criterion: k.criterion, type: k.type, decision: k.decision, score: k.score ?? 0, citations: k.citations.map(strip) })),
    citations: (a.citations ?? []).map(strip),
    provider: a.provider,
    ...(a.activities ? { activities: a.activities } : {}),
  };
  return { result, source_ids: (row.sources ?? []).map((s) => s.id) };
}

/** The stored sources a zero-shot result was made from, of those loaded. */
export function sourcesOf(zero: StoredZeroShot, all: ReadonlyMap<string, AnalystSource>): AnalystSource[] {
  return zero.source_ids.flatMap((id) => all.get(id) ?? []);
}

/** Loads the sources of the rows' zero-shot results at once (by stored source id). */
export async function zeroShotSources(sql: SqlRunner, rows: readonly LearningRow[]): Promise<Map<string, AnalystSource>> {
  return loadSourcesById(sql, [...new Set(rows.flatMap((r) => zeroShotOf(r)?.source_ids ?? []))]);
}
