/**
 * Public types of the Research Analyst: sources, citations, criteria and per-company results.
 * Sources are immutable; a citation points at a source id plus a verbatim quote and a location.
 */

export const SOURCE_KINDS = ['website', 'annual_report', 'database_description', 'external_profile', 'database_record'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/**
 * `database_record`: the activity fields of the uploaded file's row (one line per field, as the
 * file gives it: "NACE Rev. 2 core code: 4669"; sources/databaseRecord.ts). It is evidence of the
 * activity that the analysis cites, but not the company's own words: the lexicon and the reading
 * of the company's activities skip it (evidence.ts), so it never weighs as a description would.
 */

export interface PageSpan {
  readonly page: number;
  /** Character offsets into Source.text, end exclusive. */
  readonly start: number;
  readonly end: number;
}

export interface SectionSpan {
  readonly title: string;
  readonly start: number;
  readonly end: number;
}

export interface Source {
  readonly id: string;
  readonly kind: SourceKind;
  /** URL for websites/external profiles, document name for annual reports, 'description' for the database description, 'database record' for the file's activity fields. */
  readonly location: string;
  readonly url?: string;
  readonly document_name?: string;
  readonly retrieved_at: string;
  /** sha256 (hex) of `text`. */
  readonly content_hash: string;
  readonly text: string;
  readonly pages?: readonly PageSpan[];
  readonly sections?: readonly SectionSpan[];
}

export interface Citation {
  readonly source_id: string;
  /** The URL, 'description' or the document name. */
  readonly source: string;
  /** Verbatim text from the source. */
  readonly quote: string;
  /** URL, "page N" or a section title. */
  readonly location: string;
}

/** One industry activity in a classification scheme. */
export interface ClassifiedActivity {
  readonly scheme: 'naics' | 'nace' | 'sic';
  readonly code: string;
  readonly title: string;
  /** Relative strength, the best 1. */
  readonly score: number;
}

/** What a criterion was read as (classification/read.ts: readCriterion); a user may adjust it. */
export interface CriterionReadingOverride {
  readonly criterion: string;
  readonly activities: readonly ClassifiedActivity[];
}

export interface Criteria {
  readonly accept: readonly string[];
  readonly reject: readonly string[];
  /**
   * Readings of criteria as activities the user adjusted (keyed by the criterion's text); a
   * criterion without one is read from its text. Saved with the criteria version by the server.
   */
  readonly readings?: readonly CriterionReadingOverride[];
}

/** An activity code from the uploaded database file (Orbis, TP Catalyst, Capital IQ). */
export interface ActivityCode {
  readonly scheme: 'nace' | 'naics' | 'sic' | 'other';
  readonly code: string;
  readonly label?: string | null;
  /** The column it came from ("NACE Rev. 2 core code", "US SIC", "NAICS", "Capital IQ Primary Industry"). */
  readonly field: string;
  /**
   * What the field says, verbatim, when the code was read from words (a Capital IQ industry label,
   * classification/industryLabel.ts): the citation quotes it instead of the code.
   */
  readonly quote?: string;
  /**
   * The database record's line this code was read from, the header and the cell as the file gives
   * them ("NACE Rev. 2 core code: 4669; 4690"); the citation quotes it. Without it the line is
   * `<field>: <quote or code>` (sources/databaseRecord.ts: recordLine).
   */
  readonly line?: string;
}

export type Decision = 'accept' | 'reject' | 'refrain';

export const TNMM_FUNCTIONS = [
  'full-fledged distributor',
  'limited-risk distributor',
  'commission agent',
  'contract manufacturer',
  'full-fledged manufacturer',
  'routine service provider',
  'IT services',
  'contract R&D',
  'software/IP owner',
  'retailer',
  'holding',
  'financial',
  'diversified',
] as const;
export type TnmmFunction = (typeof TNMM_FUNCTIONS)[number];

export interface CriterionResult {
  readonly criterion: string;
  readonly type: 'accept' | 'reject';
  /** accept: an accept criterion is met; reject: a reject criterion is met; refrain: the sources are silent on it. */
  readonly decision: Decision;
  readonly score: number;
  readonly citations: readonly Citation[];
}

/** A decided company of the benchmark that a learned decision leaned on. */
export interface LearnedNeighbour {
  readonly id: string;
  readonly name: string;
  readonly decision: 'accept' | 'reject';
  /** Cosine similarity of the two companies' features, 0..1. */
  readonly similarity: number;
}

/** How the reviewer's decisions in the benchmark shaped this result (learning/applyDecisionModel). */
export interface LearnedFrom {
  /** Number of human decisions the model was built from. */
  readonly examples: number;
  readonly accepted: number;
  readonly rejected: number;
  /** changed: the decisions turned the analysis' own decision; confirmed: they agreed with it. */
  readonly effect: 'changed' | 'confirmed';
  /** What the analysis decided from the criteria alone. */
  readonly zero_shot: { readonly decision: Decision; readonly confidence: number };
  /** The decided companies it leaned on, most similar first. */
  readonly neighbours: readonly LearnedNeighbour[];
  /**
   * 'analysis': the examples were not a person's decisions but the analysis' own confident ones on
   * the same list (learning/benchmarkPass.ts); absent: the reviewer's decisions.
   */
  readonly basis?: 'analysis';
}

export interface AnalysisResult {
  readonly company: string;
  /** null when the sources do not show a function. */
  readonly core_function: TnmmFunction | null;
  readonly tags: readonly string[];
  readonly decision: Decision;
  readonly confidence: number;
  readonly reasoning: string;
  readonly criteria: readonly CriterionResult[];
  readonly citations: readonly Citation[];
  readonly provider: string;
  /** The company's ranked activities (local provider), each with the sentence or database field it came from. */
  readonly activities?: readonly {
    readonly scheme: 'naics' | 'nace' | 'sic';
    readonly code: string;
    readonly title: string;
    readonly score: number;
    readonly citation: Citation | null;
  }[];
  /** Present when the reviewer's decisions in the benchmark changed or confirmed this decision. */
  readonly learned?: LearnedFrom;
}

export interface CompanyInput {
  readonly name: string;
  readonly country?: string | null;
  readonly website?: string | null;
  readonly database_description?: string | null;
  /** Activity codes of the database file, weighed below what the company says about itself. */
  readonly activity_codes?: readonly ActivityCode[];
}

export interface AnalyzeInput {
  readonly company: CompanyInput;
  readonly sources: readonly Source[];
  readonly criteria: Criteria;
  readonly signal?: AbortSignal;
}

export interface AnalystProvider {
  readonly name: string;
  analyze(input: AnalyzeInput): Promise<AnalysisResult>;
}

export type UrlIssue = 'URL Inaccessible' | 'URL Not Found' | 'Reading Issue' | 'Other';
export const URL_ISSUES: readonly UrlIssue[] = ['URL Inaccessible', 'URL Not Found', 'Reading Issue', 'Other'];
