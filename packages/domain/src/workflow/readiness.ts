/**
 * Which companies a web search or an analysis run takes, and why the others are left out
 * (product-spec §2 "A web search warning dialog lists the companies ready and the companies
 * excluded"; §3 flags: excluded, URL manually validated, missing website, invalid URL, source not
 * provided or valid). The server picks the run's companies with these rules and the web app's
 * warning dialog lists them, so both always agree.
 */
import { COMPANY_STATUS, type CompanyStatus } from './companyStatus.ts';
import { needsAnalysis, type CompanyWorkflow } from './decisions.ts';
import { isValidUrl } from '../validation/fields.ts';
import { activityCodeParts } from '../screens/quantitative.ts';

/** What readiness needs to know about a company (the contract's Company has every field). */
export interface ReadinessInput {
  readonly status: string;
  readonly is_excluded: boolean;
  readonly exclusion_reason?: string | null;
  readonly website: string | null;
  readonly url_issue: string | null;
  readonly url_manually_validated: boolean;
  readonly database_description: string | null;
  /** True when an annual report or another stored source exists besides the website. */
  readonly has_document_source?: boolean;
  /** The file's other columns: activity codes (nace_code, sic_code, naics_code) or an industry label are a source too (ADR 0031). */
  readonly attributes?: Readonly<Record<string, unknown>> | null;
  readonly outdated_criteria?: boolean;
}

export type ExclusionReason =
  | 'deleted'
  | 'excluded'
  | 'missing_website'
  | 'invalid_url'
  | 'url_issue'
  | 'no_source'
  | 'in_progress'
  | 'up_to_date'
  | 'awaiting_person';

export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: ExclusionReason; readonly message: string };

const READY: Readiness = { ready: true };
const no = (reason: ExclusionReason, message: string): Readiness => ({ ready: false, reason, message });

const hasText = (v: string | null | undefined): boolean => (v ?? '').trim() !== '';

/**
 * Whether the file's row carries activity fields the analysis reads as its database record (ADR
 * 0031): a code of at least two digits in a NACE / US SIC / NAICS column, or an industry label.
 */
export function hasDatabaseActivity(attributes: Readonly<Record<string, unknown>> | null | undefined): boolean {
  if (!attributes) return false;
  for (const field of ['nace_code', 'sic_code', 'naics_code']) if (activityCodeParts(attributes[field]).some((code) => /^\d{2}[\d.]*$/.test(code))) return true;
  const industry = attributes['industry'];
  return (typeof industry === 'string' && /[a-z]/i.test(industry)) || false;
}

function common(c: ReadinessInput): Readiness | null {
  if (c.status === COMPANY_STATUS.deleted) return no('deleted', 'Deleted with the company file');
  if (c.is_excluded) return no('excluded', c.exclusion_reason?.trim() ? `Excluded: ${c.exclusion_reason.trim()}` : 'Excluded');
  if (c.status === COMPANY_STATUS.pending || c.status === COMPANY_STATUS.analysisInProgress) return no('in_progress', 'Already in a run');
  return null;
}

/** A web search reads the company's website: it needs one that is a valid web address. */
export function webSearchReadiness(c: ReadinessInput): Readiness {
  const blocked = common(c);
  if (blocked) return blocked;
  if (!hasText(c.website)) return no('missing_website', 'Missing website');
  if (!isValidUrl(c.website as string)) return no('invalid_url', 'Invalid URL');
  return READY;
}

/** True when the website may be read: valid, and either without a known issue or validated by a person. */
export function websiteUsable(c: Pick<ReadinessInput, 'website' | 'url_issue' | 'url_manually_validated'>): boolean {
  if (!hasText(c.website) || !isValidUrl(c.website as string)) return false;
  return c.url_issue === null || c.url_manually_validated;
}

const STATUS_KEY = new Map<string, CompanyStatus>(Object.entries(COMPANY_STATUS).map(([key, label]) => [label, key as CompanyStatus]));

/**
 * An analysis run needs a source (a usable website, the database description, the file's activity
 * fields or a document) and a
 * company the workflow lets it (re-)analyse: never analysed, failed, or outdated after a criteria
 * change; `rerun` also takes analysed companies whose analysis is current (an explicit re-run).
 */
export function analysisReadiness(c: ReadinessInput, options: { rerun?: boolean } = {}): Readiness {
  const blocked = common(c);
  if (blocked) return blocked;
  const status = STATUS_KEY.get(c.status) ?? 'notAnalyzed';
  if (status === 'decisionConflict') return no('awaiting_person', 'Decision conflict: choose Accept or Reject first');
  if (status === 'criteriaConfirmation') return no('awaiting_person', 'Awaiting confirmation of a criteria change');
  const workflow: CompanyWorkflow = { id: '', status, automated: null, human: null, conflict: false, outdated: c.outdated_criteria ?? false, pendingChange: null };
  if (!options.rerun && !needsAnalysis(workflow)) return no('up_to_date', 'Analysed with the current criteria');
  if (websiteUsable(c) || hasText(c.database_description) || c.has_document_source || hasDatabaseActivity(c.attributes)) return READY;
  if (hasText(c.website) && !isValidUrl(c.website as string)) return no('invalid_url', 'Invalid URL and no other source');
  if (c.url_issue) return no('url_issue', `${c.url_issue} and no other source`);
  return no('no_source', 'Source not provided: add a website, a description or an annual report');
}

export interface ReadinessSplit<T> {
  readonly ready: T[];
  readonly excluded: { readonly company: T; readonly reason: ExclusionReason; readonly message: string }[];
}

/** Splits companies into those a run takes and those it leaves out (with why), keeping their order. */
export function splitByReadiness<T extends ReadinessInput>(companies: readonly T[], readiness: (c: T) => Readiness): ReadinessSplit<T> {
  const ready: T[] = [];
  const excluded: ReadinessSplit<T>['excluded'] = [];
  for (const company of companies) {
    const r = readiness(company);
    if (r.ready) ready.push(company);
    else excluded.push({ company, reason: r.reason, message: r.message });
  }
  return { ready, excluded };
}
