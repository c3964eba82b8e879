/**
 * Public types of the Review Analyst: what it reads (a company, its stored sources, the Research
 * Analyst's result and the human decision) and what it returns (flags, each with a severity, the
 * evidence that raised it and a suggested action).
 */
import type { FlagSeverity, ReviewFlagKind } from '@quartile/domain';
import type { AnalysisResult, Criteria, LearnedFrom, Source, UrlIssue } from '../types.ts';

// The kinds, their labels and severities are the domain's (one wording on screen, workbook and report).
export type { FlagSeverity, ReviewFlagKind } from '@quartile/domain';

/** A quote from a stored source, or a data point (a column, a year's figures) that raised a flag. */
export type FlagEvidence =
  | { readonly type: 'quote'; readonly source_id: string; readonly source: string; readonly quote: string; readonly location: string }
  | { readonly type: 'data'; readonly label: string; readonly value: string };

export interface ReviewFlag {
  /** Stable across reviews of unchanged data: the kind plus a hash of the evidence. */
  readonly id: string;
  readonly kind: ReviewFlagKind;
  readonly severity: FlagSeverity;
  readonly message: string;
  readonly evidence: readonly FlagEvidence[];
  readonly suggested_action: string;
}

export interface ReviewFinancialYear {
  readonly year: number;
  readonly revenue?: number | null;
  readonly cost_of_goods_sold?: number | null;
  readonly gross_profit?: number | null;
  readonly operating_profit?: number | null;
  readonly total_assets?: number | null;
}

export interface ReviewCompany {
  readonly name: string;
  /** Uploaded columns by system field: independence_indicator, guo_name, shareholder_total_pct, ... */
  readonly attributes?: Readonly<Record<string, string | number | null>>;
  readonly financials?: readonly ReviewFinancialYear[];
  readonly website?: string | null;
  /** The website check's label when the website could not be read. */
  readonly url_issue?: UrlIssue | string | null;
}

/** The result of re-checking a source at its address (optional: the worker may not re-fetch). */
export interface SourceCheck {
  readonly source_id: string;
  readonly reachable: boolean;
  readonly issue?: string | null;
  readonly checked_at?: string;
}

export interface ReviewedAnalysis {
  readonly result: Pick<AnalysisResult, 'decision' | 'confidence' | 'criteria' | 'citations' | 'core_function'>;
  /** The content hash of each cited source at the time of the analysis (source id -> sha256). */
  readonly source_hashes?: Readonly<Record<string, string>>;
  readonly analyzed_at?: string | null;
  /** Present when the decision was learned from the reviewers' decisions in the benchmark (ADR 0018). */
  readonly learned?: Pick<LearnedFrom, 'examples' | 'effect' | 'zero_shot'> | null;
}

export interface ReviewedHumanDecision {
  readonly decision: 'accept' | 'reject' | 'refrain';
  readonly reason?: string | null;
  readonly reason_code?: string | null;
  readonly decided_at: string;
  readonly decided_by?: string | null;
}

export interface ReviewInput {
  readonly company: ReviewCompany;
  /** The stored sources as they are now. */
  readonly sources: readonly Source[];
  readonly analysis?: ReviewedAnalysis | null;
  readonly criteria?: Criteria | null;
  /** The financial years of the study: shifts and breaks are looked for in them. */
  readonly years?: readonly number[];
  readonly human?: ReviewedHumanDecision | null;
  readonly sourceChecks?: readonly SourceCheck[];
  /**
   * For a cited source of an immutable store: a newer version of the same page or document read
   * since (cited source id -> the newer version's hash and read date).
   */
  readonly newerVersions?: Readonly<Record<string, { readonly content_hash: string; readonly retrieved_at: string }>>;
  /** Defaults to the current time; tests pass a fixed one. */
  readonly now?: string | Date;
  /** A source older than this when the decision is made is stale (default 540 days, about 18 months). */
  readonly staleAfterDays?: number;
}

export interface ReviewResult {
  readonly flags: readonly ReviewFlag[];
  /** True when every citation of the analysis was found verbatim in an unchanged stored source. */
  readonly citations_verified: boolean;
  readonly citations_checked: number;
  /** The Review Analyst's view of the decision, after its checks. */
  readonly suggestion: 'accept' | 'reject' | 'refrain';
  readonly confidence: number;
  readonly reasoning: string;
}
