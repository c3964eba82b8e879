/**
 * Industry overviews (product-spec §2 "Industry overviews"): the firm's own companies of an
 * industry and country, with their functions, size and financial profile, key players, risks and
 * trends, every statement with a verbatim citation of a stored source or of the imported financials.
 */
import type { YearFinancials } from '@quartile/domain';
import type { Source, SourceKind } from '../types.ts';

export interface OverviewCompanyInput {
  readonly id: string;
  readonly name: string;
  readonly country: string | null;
  readonly website: string | null;
  /** The database description imported with the company list. */
  readonly description: string | null;
  /** Stored sources of the company (website pages, annual reports, profiles). */
  readonly sources: readonly Source[];
  readonly financials: readonly YearFinancials[];
  /** Currency of the financials when the import says it (e.g. USD). */
  readonly currency?: string | null;
  /** Where the data comes from (the benchmark's name), for the reader. */
  readonly origin?: string | null;
  /** The core function the Research Analyst's stored analysis found, when the company was analysed. */
  readonly core_function?: string | null;
}

export interface OverviewInput {
  readonly industry: string;
  readonly country: string;
  readonly companies: readonly OverviewCompanyInput[];
}

export type OverviewSourceKind = SourceKind | 'financial_data';

export interface OverviewSource {
  readonly id: string;
  readonly kind: OverviewSourceKind;
  readonly title: string;
  readonly url: string | null;
  readonly company_name: string | null;
  readonly retrieved_at: string | null;
}

export interface OverviewCitation {
  readonly source_id: string;
  readonly quote: string;
  readonly location: string;
}

export interface OverviewStatement {
  readonly text: string;
  readonly citations: readonly OverviewCitation[];
}

export const SECTION_IDS = ['market_definition', 'companies', 'financial_profile', 'key_players', 'risks', 'trends'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_TITLES: Readonly<Record<SectionId, string>> = {
  market_definition: 'Market definition',
  companies: 'Companies in the firm’s data',
  financial_profile: 'Size and financial profile',
  key_players: 'Key players',
  risks: 'Risks',
  trends: 'Trends',
};

export interface OverviewSection {
  readonly id: SectionId;
  readonly title: string;
  readonly statements: readonly OverviewStatement[];
}

export type CellValue = string | number | null;

export interface OverviewTable {
  readonly id: string;
  readonly title: string;
  readonly note: string;
  readonly columns: readonly { readonly key: string; readonly label: string; readonly format: 'text' | 'integer' | 'money' | 'percent' }[];
  readonly rows: readonly (readonly CellValue[])[];
}

export interface IndustryOverviewResult {
  readonly provider: string;
  readonly company_count: number;
  readonly sections: readonly OverviewSection[];
  readonly tables: readonly OverviewTable[];
  readonly sources: readonly OverviewSource[];
  /** Citations a writer proposed that were not found verbatim in the named source (dropped). */
  readonly dropped_citations: number;
}

export type ProgressReporter = (progress: number, message: string) => Promise<void> | void;
