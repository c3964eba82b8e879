/**
 * analyzeCompany: one call for the server's queue worker and the CLI. Builds the company's sources
 * (database description; website pages when it has a website and gathering is enabled; annual
 * reports and other sources given by the caller), runs the provider and verifies its citations.
 */
import { descriptionSource } from '../sources/source.ts';
import { gatherWebsite, type GatherOptions, type GatherResult } from '../sources/website.ts';
import type { AnalysisResult, AnalystProvider, CompanyInput, Criteria, Source } from '../types.ts';
import { verifyCitations, type VerifyReport } from './verify.ts';

export interface AnalyzeCompanyOptions {
  readonly company: CompanyInput;
  readonly criteria: Criteria;
  readonly provider: AnalystProvider;
  /** Sources already stored for the company (annual reports, earlier website pages, profiles). */
  readonly sources?: readonly Source[];
  /** Fetch the website (default true when the company has one). */
  readonly gatherWebsite?: boolean;
  readonly gather?: GatherOptions;
  /** Replaces gatherWebsite (tests, caches). */
  readonly gatherer?: typeof gatherWebsite;
  readonly signal?: AbortSignal;
}

export interface CompanyAnalysis {
  readonly result: AnalysisResult & { readonly verification: VerifyReport };
  /** Every source the decision was made on (store them: citations point at their ids). */
  readonly sources: readonly Source[];
  readonly website: GatherResult | null;
}

export async function analyzeCompany(options: AnalyzeCompanyOptions): Promise<CompanyAnalysis> {
  const { company } = options;
  const sources: Source[] = [];
  const description = company.database_description?.trim();
  if (description) sources.push(descriptionSource(description));
  sources.push(...(options.sources ?? []));
  let website: GatherResult | null = null;
  if (company.website && company.website.trim() !== '' && options.gatherWebsite !== false) {
    website = await (options.gatherer ?? gatherWebsite)(company.website, { ...options.gather, ...(options.signal ? { signal: options.signal } : {}) });
    sources.push(...website.sources);
  }
  const raw = await options.provider.analyze({ company, sources, criteria: options.criteria, ...(options.signal ? { signal: options.signal } : {}) });
  return { result: verifyCitations(raw, sources), sources, website };
}
