// The shape of `companies.analysis` (jsonb), written by the Research Analyst's run and read by the
// Company DTO, the Review Analyst (issue 10) and the evidence reports (issue 11).
// docs/adr/0009-sources-runs-and-analysis.md describes it; openapi.yaml's `Analysis` is its public part.
import type { AnalysisResult, Citation, LearnedFrom } from '@quartile/analyst';

/** A verified citation: `source_id` is a row of the `sources` table and `quote` is verbatim in its text. */
export interface StoredCitation {
  readonly source_id: string;
  /** The URL, the document name, or 'description'. */
  readonly source: string;
  readonly url: string | null;
  readonly quote: string;
  /** "page N", a section title, or the URL. */
  readonly location: string;
}

export interface StoredCriterionResult {
  readonly criterion: string;
  readonly type: 'accept' | 'reject';
  readonly decision: 'accept' | 'reject' | 'refrain';
  readonly score?: number;
  readonly citations: readonly StoredCitation[];
}

export interface StoredAnalysis {
  readonly job_id: string | null;
  readonly provider: string;
  readonly criteria_version: number;
  readonly analysed_at: string;
  /** null when the analysis failed. */
  readonly decision: 'accept' | 'reject' | 'refrain' | null;
  readonly confidence: number;
  readonly core_function: string | null;
  readonly tags: readonly string[];
  readonly reasoning: string;
  readonly criteria: readonly StoredCriterionResult[];
  readonly citations: readonly StoredCitation[];
  readonly dropped_citations: number;
  readonly failure: { readonly code: string; readonly message: string } | null;
  /** A short business summary from the sources (the first sentences of the best source). */
  readonly summary: string | null;
  /**
   * The automated decision in the contract's `Decision` shape, only for accept or reject: the
   * decision rules (packages/domain, companyWorkflow.ts) read `automated_decision.decision`.
   */
  readonly automated_decision: {
    readonly decision: 'accept' | 'reject';
    readonly confidence: number;
    readonly reasoning: string;
    readonly matched_criteria: readonly string[];
    readonly citations: readonly StoredCitation[];
    readonly decided_at: string;
  } | null;
  /** Written by the Review Analyst (issue 10). */
  readonly review_flags?: readonly unknown[];
  /** The company's ranked activities (classification codes, local provider), each with its citation. */
  readonly activities?: AnalysisResult['activities'];
  /** Present when the reviewer's decisions in the benchmark changed or confirmed the decision (ADR 0018, 0023). */
  readonly learned?: LearnedFrom | null;
}

/** The fields of a stored analysis that show the analyst's result, its citations mapped to stored sources. */
export type ShownResult = Pick<StoredAnalysis, 'decision' | 'confidence' | 'core_function' | 'tags' | 'reasoning' | 'criteria' | 'citations' | 'learned'>;

/** The decision when it is accept or reject (the only ones that make an automated decision). */
export function decidedOf(decision: StoredAnalysis['decision']): 'accept' | 'reject' | null {
  return decision === 'accept' || decision === 'reject' ? decision : null;
}

/** The analyst's result as shown, each citation (of the whole and of each criterion) passed through `cite`. */
export function shownResult(result: AnalysisResult, cite: (citations: readonly Citation[]) => StoredCitation[]): ShownResult {
  const criteria = result.criteria.map((c) => ({ criterion: c.criterion, type: c.type, decision: c.decision, score: c.score, citations: cite(c.citations) }));
  return {
    decision: result.decision,
    confidence: result.confidence,
    core_function: result.core_function,
    tags: result.tags,
    reasoning: result.reasoning,
    criteria,
    citations: cite(result.citations),
    learned: result.learned ?? null,
  };
}

/**
 * The automated decision of a shown result (null unless it decided accept or reject): `value` is the
 * decision recorded, which may differ from the result's while a criteria change awaits confirmation;
 * the matched criteria are those of the result's own decision.
 */
export function automatedDecisionOf(shown: ShownResult, value: 'accept' | 'reject' | null, decidedAt: string): StoredAnalysis['automated_decision'] {
  const decided = decidedOf(shown.decision);
  return decided && value
    ? {
        decision: value,
        confidence: shown.confidence,
        reasoning: shown.reasoning,
        matched_criteria: shown.criteria.filter((c) => c.decision === decided && c.type === decided).map((c) => c.criterion),
        citations: shown.citations,
        decided_at: decidedAt,
      }
    : null;
}

/**
 * `companies.zero_shot`: the provider's own verified result (citations pointing at stored source
 * ids) and the stored sources it read, kept beside the shown analysis so the decision model can be
 * re-applied after new decisions without calling the provider again (ADR 0023).
 */
export interface StoredZeroShot {
  readonly result: AnalysisResult;
  readonly source_ids: readonly string[];
}

/** A reference to a stored source, as `companies.sources` keeps it (no text). */
export interface SourceRef {
  readonly id: string;
  readonly kind: 'website' | 'annual_report' | 'database_description' | 'external_profile' | 'database_record';
  readonly url: string | null;
  readonly title: string | null;
  readonly fetched_at: string;
  readonly location: string;
  readonly content_hash: string;
}

const ANALYSIS_FIELDS = ['job_id', 'provider', 'criteria_version', 'analysed_at', 'decision', 'confidence', 'core_function', 'tags', 'reasoning', 'criteria', 'citations', 'dropped_citations', 'failure', 'learned'] as const;

/** The contract's `Analysis` from the stored jsonb; null for rows written before the analyst ran (e.g. tests). */
export function toAnalysisDto(stored: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!stored || typeof stored.provider !== 'string' || typeof stored.analysed_at !== 'string') return null;
  return Object.fromEntries(ANALYSIS_FIELDS.map((key) => [key, stored[key] ?? (key === 'tags' || key === 'criteria' || key === 'citations' ? [] : key === 'dropped_citations' || key === 'confidence' || key === 'criteria_version' ? 0 : null)]));
}
