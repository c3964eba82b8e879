/**
 * analyzeCompany: one call for the server's queue worker and the CLI. Builds the company's sources
 * (database description; the database record of its activity codes; website pages when it has a website and gathering is enabled; annual
 * reports and other sources given by the caller), runs the provider, applies what the reviewer's
 * decisions in the benchmark teach (learning/, when a model is given) and verifies its citations.
 */
import { descriptionSource } from '../sources/source.ts';
import { databaseRecordSource } from '../sources/databaseRecord.ts';
import { gatherWebsite, type GatherOptions, type GatherResult } from '../sources/website.ts';
import type { AnalysisResult, AnalystProvider, CompanyInput, Criteria, Source } from '../types.ts';
import { applyDecisionModel } from '../learning/apply.ts';
import type { DecisionModel } from '../learning/model.ts';
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
  /**
   * The benchmark's decision model (buildDecisionModel over the companies people decided). With
   * it, the provider's decision is combined with those decisions (result.learned says how);
   * `companyId` keeps a decided company's analysis as the provider made it.
   */
  readonly learning?: { readonly model: DecisionModel; readonly companyId?: string };
}

export interface CompanyAnalysis {
  readonly result: AnalysisResult & { readonly verification: VerifyReport };
  /** Every source the decision was made on (store them: citations point at their ids). */
  readonly sources: readonly Source[];
  readonly website: GatherResult | null;
  /**
   * With `learning`: the provider's own verified result, before the decisions were applied. Store
   * it: after new decisions, applyDecisionModel re-decides from it without calling the provider.
   */
  readonly zeroShot?: AnalysisResult & { readonly verification: VerifyReport };
}

export async function analyzeCompany(options: AnalyzeCompanyOptions): Promise<CompanyAnalysis> {
  const { company } = options;
  const sources: Source[] = [];
  const description = company.database_description?.trim();
  if (description) sources.push(descriptionSource(description));
  // The file's activity fields, cited when a decision rests on them (never read as the company's words).
  const record = databaseRecordSource(company.activity_codes);
  if (record) sources.push(record);
  sources.push(...(options.sources ?? []));
  let website: GatherResult | null = null;
  if (company.website && company.website.trim() !== '' && options.gatherWebsite !== false) {
    website = await (options.gatherer ?? gatherWebsite)(company.website, { ...options.gather, ...(options.signal ? { signal: options.signal } : {}) });
    sources.push(...website.sources);
  }
  const zeroShot = await options.provider.analyze({ company, sources, criteria: options.criteria, ...(options.signal ? { signal: options.signal } : {}) });
  const learning = options.learning;
  const verified = verifyCitations(zeroShot, sources);
  if (!learning) return { result: verified, sources, website };
  // The model reads the verified analysis (it must not lean on a citation that is dropped); its own
  // citations are verified in turn, and the report keeps what the first pass dropped.
  const { verification: first, ...checked } = verified;
  const learned = verifyCitations(applyDecisionModel(checked, { company, sources, ...(learning.companyId !== undefined ? { companyId: learning.companyId } : {}) }, learning.model), sources);
  return { result: { ...learned, verification: { kept: learned.verification.kept, dropped: [...first.dropped, ...learned.verification.dropped] } }, sources, website, zeroShot: verified };
}
