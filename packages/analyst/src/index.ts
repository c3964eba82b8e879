/**
 * @quartile/analyst: the Research Analyst (sources, SSRF-safe fetching, text extraction, evidence
 * retrieval, decisions with verified citations, LLM providers). See README.md for the API.
 */
export * from './types.ts';
export { createSource, descriptionSource, locate, sha256, type CreateSourceInput } from './sources/source.ts';
export { databaseRecordSource, isOwnWords, recordLine, recordLineField } from './sources/databaseRecord.ts';
export { htmlToText, blockText, type HtmlText, type HtmlLink, type HtmlToTextOptions } from './sources/html.ts';
export {
  normalizeUrl,
  validateWebsite,
  gatherWebsite,
  selectRelevantLinks,
  linkRelevance,
  issueForError,
  issueForStatus,
  type WebsiteCheck,
  type GatherOptions,
  type GatherResult,
  type GatheredPage,
  type RobotsState,
} from './sources/website.ts';
export { extractAnnualReport, extractPdfText, findSections, type AnnualReportInput } from './sources/annualReport.ts';
export { noneSearchProvider, type SearchProvider, type SearchQuery, type SearchHit } from './sources/search.ts';
export {
  safeFetch,
  checkUrl,
  vetHost,
  decodeBody,
  SafeFetchError,
  DEFAULT_CONTENT_TYPES,
  USER_AGENT,
  type SafeFetchOptions,
  type SafeResponse,
  type SafeFetchErrorCode,
  type Resolver,
} from './fetch/safeFetch.ts';
export { isForbiddenAddress, embeddedIpv4 } from './fetch/ipRanges.ts';
export { splitSentences, type Sentence } from './text/sentences.ts';
export { buildSentenceIndex, contentTerms, stem, type SentenceIndex, type Hit } from './text/retrieval.ts';
export { CONCEPTS, TAG_VOCABULARY, TAG_CUES, type Concept } from './analysis/lexicon.ts';
export { collectEvidence, criterionConcepts, type CompanyEvidence, type EvidenceSentence } from './analysis/evidence.ts';
export { createLocalProvider, analyzeWithEvidence, coreFunction, tagsFor, type LocalProviderOptions } from './analysis/local.ts';
export {
  createOpenAiCompatibleProvider,
  AnalystProviderError,
  llmResultSchema,
  buildPrompt,
  selectEvidence,
  type OpenAiCompatibleOptions,
  type ProviderErrorCode,
} from './analysis/openai.ts';
export { verifyCitations, verifyCitationList, findQuote, type VerifyReport } from './analysis/verify.ts';
export { generateCriteria } from './analysis/criteria.ts';
export { readCriterion, type CriterionReading, type Activity } from './classification/read.ts';
export { analyzeCompany, type AnalyzeCompanyOptions, type CompanyAnalysis } from './analysis/analyze.ts';
export { SCREENING_TASKS, type ScreeningTask } from './quality/tasks.ts';
export { GUIDED_PROBE_TASKS, HELD_BACK_PROBE_TASKS } from './quality/probeTasks.ts';
export { buildDecisionModel, decideWithModel, queryFor, type DecidedExample, type DecisionModel, type BuildOptions, type ModelDecision } from './learning/model.ts';
export { applyDecisionModel, type ApplyInput, type LearningBasis } from './learning/apply.ts';
export { benchmarkPass, EXAMPLE_SHARE, MIN_PER_SIDE, passExamples, passRound, resultAfter, ROUNDS as PASS_ROUNDS, type PassDecision, type PassItem, type PassRound } from './learning/benchmarkPass.ts';
export { scoreAfterDecisions, drawIndexes, type LabelledCompany, type DecisionMetrics, type AfterDecisionsReport, type AfterDecisionsOptions, type AfterKDecisions } from './quality/afterDecisions.ts';
export { GENERALIZATION_TASKS, GENERALIZATION_GROUPS, GENERALIZATION_SEED, generalizationTasks, seededRandom, seededShuffle, type GeneralizationTask, type GeneralizationGroup, type GeneralizationSide, type GeneralizationDataset } from './quality/generalizationTasks.ts';
export { sampleTask, type GeneralizationCompany } from './quality/generalizationSample.ts';
export { mapLimited, createLimiter } from './util/limit.ts';
export { parseCsv, parseCsvObjects } from './util/csv.ts';
export * from './overview/types.ts';
export { buildMaterial, financialText, type Material, type MatchedCompany, type YearProfile } from './overview/material.ts';
export { createLocalOverviewWriter, writeLocal, type OverviewWriter } from './overview/local.ts';
export {
  createOpenAiOverviewWriter,
  overviewSchema,
  overviewEvidence,
  buildOverviewPrompt,
  verifyOverview,
  type OpenAiOverviewOptions,
} from './overview/openai.ts';
export { buildTables } from './overview/tables.ts';
export { buildIndustryOverview, type BuildOverviewOptions } from './overview/build.ts';
export { reviewCompany, sortFlags } from './review/review.ts';
export { financialBreaks } from './review/financials.ts';
export {
  type ReviewFlagKind,
  type FlagSeverity,
  type FlagEvidence,
  type ReviewFlag,
  type ReviewInput,
  type ReviewResult,
  type ReviewCompany,
  type ReviewFinancialYear,
  type ReviewedAnalysis,
  type ReviewedHumanDecision,
  type SourceCheck,
} from './review/types.ts';
export { industryLabelCode, industryLabelCodes } from './classification/industryLabel.ts';
export { databaseActivityCodes, type DatabaseActivityField, type DatabaseFieldHeaders } from './classification/databaseCodes.ts';
export { explainCriterion, searchClassifications, knownCode, type ExplainedReading, type ClassificationHit } from './classification/explain.ts';
