/**
 * Outdated decisions (issue 19, ADR 0027): the one home of "is this decision outdated", of which
 * decisions the arm's length range uses, and of which companies a re-run takes. The server (range,
 * workbook, evidence reports, run creation) and the web app (Overview, Exports, Start dialog) read
 * these rules; none restates them.
 *
 * A decision is outdated when the company was analysed (and so decided) under an older criteria
 * version than the benchmark's current one: saving criteria flags the analysed companies
 * (`outdated_criteria`, decisions.ts markOutdated) and an analysis stores the version it ran
 * under, so either says it. A company awaiting confirmation of a changed decision is not
 * outdated (its re-run is done; a person confirms or reverts it), nor is one without a decision.
 */
import { COMPANY_STATUS, companyStatusKey, DECIDABLE_STATUSES } from './companyStatus.ts';
import { isAccepted } from './decisionLabels.ts';
import { isAcceptedComparable } from '../tp/labels.ts';

/** What the rule reads of a company: its status label, the flag, and its analysis's criteria version. */
export interface DecisionVersionInput {
  readonly status: string;
  readonly outdated_criteria?: boolean;
  /** The criteria version the latest analysis ran under; null when never analysed. */
  readonly criteria_version: number | null;
}

/** True when the company's decision rests on criteria older than `currentVersion`. */
export function isDecisionOutdated(c: DecisionVersionInput, currentVersion: number): boolean {
  const status = companyStatusKey(c.status);
  if (!status || !DECIDABLE_STATUSES.includes(status)) return false;
  if (c.outdated_criteria) return true;
  return c.criteria_version !== null && c.criteria_version < currentVersion;
}

/** A company as the contract sends it, read for the rule (the version sits in its analysis). */
export function decisionVersionOf(c: {
  readonly status: string;
  readonly outdated_criteria?: boolean;
  readonly analysis?: { readonly criteria_version: number } | null;
}): DecisionVersionInput {
  return { status: c.status, outdated_criteria: c.outdated_criteria ?? false, criteria_version: c.analysis?.criteria_version ?? null };
}

export interface OutdatedCounts {
  /** Companies with a decision (analysed, neither excluded nor deleted). */
  readonly decided: number;
  /** Of those, decided under older criteria. */
  readonly outdated: number;
  /** Accepted comparables (the range's candidates). */
  readonly accepted: number;
  /** Of those, accepted under older criteria. */
  readonly acceptedOutdated: number;
}

/** Counts for the Overview, the Exports tab and the workbook's Summary. */
export function countOutdated(
  companies: readonly (DecisionVersionInput & { readonly is_excluded?: boolean; readonly count?: number })[],
  currentVersion: number,
): OutdatedCounts {
  let decided = 0;
  let outdated = 0;
  let accepted = 0;
  let acceptedOutdated = 0;
  for (const c of companies) {
    const key = companyStatusKey(c.status);
    if (c.is_excluded || !key || !DECIDABLE_STATUSES.includes(key)) continue;
    const n = c.count ?? 1;
    const old = isDecisionOutdated(c, currentVersion);
    decided += n;
    if (old) outdated += n;
    if (isAccepted(c.status)) {
      accepted += n;
      if (old) acceptedOutdated += n;
    }
  }
  return { decided, outdated, accepted, acceptedOutdated };
}

/**
 * A person's choice to build the range with outdated decisions too. It holds for the criteria
 * version it was made under: new criteria make it lapse (the range is current decisions only
 * again until someone acknowledges anew).
 */
export interface OutdatedAcknowledgement {
  readonly include_outdated: boolean;
  readonly criteria_version: number;
}

/** True when the range uses outdated decisions too (a standing acknowledgement under the current criteria). */
export function rangeIncludesOutdated(ack: OutdatedAcknowledgement | null | undefined, currentVersion: number): boolean {
  return !!ack && ack.include_outdated && ack.criteria_version === currentVersion;
}

/**
 * Splits a benchmark's companies into the accepted comparables the range uses and the accepted
 * ones it leaves out because their decision is outdated (`includeOutdated`: rangeIncludesOutdated,
 * or the contract's `range_basis.include_outdated`).
 */
export function rangeComparables<T extends { readonly status: string; readonly is_excluded?: boolean; readonly outdated_criteria?: boolean }>(
  companies: readonly T[],
  versionOf: (c: T) => number | null,
  currentVersion: number,
  includeOutdated: boolean,
): { readonly used: T[]; readonly leftOut: T[] } {
  const used: T[] = [];
  const leftOut: T[] = [];
  for (const c of companies) {
    if (!isAcceptedComparable(c)) continue;
    const old = isDecisionOutdated({ status: c.status, outdated_criteria: c.outdated_criteria ?? false, criteria_version: versionOf(c) }, currentVersion);
    (old && !includeOutdated ? leftOut : used).push(c);
  }
  return { used, leftOut };
}

/** rangeComparables over the contract's companies (the version sits in `analysis`). */
export const rangeComparablesOf = <T extends { readonly status: string; readonly is_excluded?: boolean; readonly outdated_criteria?: boolean; readonly analysis?: { readonly criteria_version: number } | null }>(
  companies: readonly T[],
  currentVersion: number,
  includeOutdated: boolean,
) => rangeComparables(companies, (c) => c.analysis?.criteria_version ?? null, currentVersion, includeOutdated);

/** What the workbook and the reports say about the range's basis. */
export function rangeBasisText(includeOutdated: boolean, currentVersion: number, counts: Pick<OutdatedCounts, 'acceptedOutdated'>): string {
  if (counts.acceptedOutdated === 0) return `Current decisions only (criteria version ${currentVersion}); no accepted comparable is outdated.`;
  return includeOutdated
    ? `Includes ${counts.acceptedOutdated} outdated ${counts.acceptedOutdated === 1 ? 'decision' : 'decisions'} (analysed under criteria older than version ${currentVersion}), acknowledged by a person.`
    : `Current decisions only (criteria version ${currentVersion}): ${counts.acceptedOutdated} accepted ${counts.acceptedOutdated === 1 ? 'comparable' : 'comparables'} decided under older criteria ${counts.acceptedOutdated === 1 ? 'is' : 'are'} left out until re-run.`;
}

/** Which companies a run takes (the API's `scope`, the Start dialog's choice). */
export const RUN_SCOPES = ['ready', 'outdated', 'not_analysed', 'selected'] as const;
export type RunScope = (typeof RUN_SCOPES)[number];

export const RUN_SCOPE_LABELS: Readonly<Record<RunScope, string>> = {
  ready: 'Every company that needs it',
  outdated: 'Only outdated decisions',
  not_analysed: 'Only companies not analysed yet',
  selected: 'Only the selected companies',
};

const NEVER_ANALYSED: ReadonlySet<string> = new Set([COMPANY_STATUS.notAnalyzed, COMPANY_STATUS.readyForAnalysis, COMPANY_STATUS.included, COMPANY_STATUS.analysisFailed]);

/**
 * True when a company belongs to the scope (before readiness: a source, not excluded, not in a
 * run). `ready` is every company a run needs (never analysed, failed or outdated); `selected`
 * is the person's list, which may re-run current decisions too.
 */
export function inRunScope(c: DecisionVersionInput & { readonly id: string }, scope: RunScope, currentVersion: number, selected: ReadonlySet<string> = new Set()): boolean {
  switch (scope) {
    case 'outdated':
      return isDecisionOutdated(c, currentVersion);
    case 'not_analysed':
      return NEVER_ANALYSED.has(c.status);
    case 'selected':
      return selected.has(c.id);
    case 'ready':
      return true;
  }
}

/** Whether a scope re-analyses companies whose analysis the default run would leave alone. */
export const scopeIsRerun = (scope: RunScope): boolean => scope === 'outdated' || scope === 'selected';

/** The Start dialog's credit check: a company analysed uses one credit. */
export function creditsCheck(companies: number, remaining: number): { readonly needed: number; readonly remaining: number; readonly enough: boolean; readonly message: string | null } {
  const left = Math.max(0, remaining);
  const enough = companies <= left;
  return {
    needed: companies,
    remaining: left,
    enough,
    message: enough
      ? null
      : `Not enough credits: analysing ${companies} ${companies === 1 ? 'company needs' : 'companies needs'} ${companies} credits and ${left} remain. Ask your Quartile contact for more credits or choose fewer companies.`,
  };
}

/**
 * One company's decision and its criteria version as the workbook and the evidence reports word
 * it; null when the company has no decision yet.
 */
export function decisionVersionText(
  c: DecisionVersionInput & { readonly is_excluded?: boolean },
  currentVersion: number,
  includeOutdated: boolean,
): { readonly outdated: boolean; readonly text: string } | null {
  const status = companyStatusKey(c.status);
  if (!status || !DECIDABLE_STATUSES.includes(status)) return null;
  if (!isDecisionOutdated(c, currentVersion)) return { outdated: false, text: `No: decided under the current criteria (v${currentVersion})` };
  const under = c.criteria_version !== null && c.criteria_version < currentVersion ? `criteria v${c.criteria_version}` : 'older criteria';
  const range = isAcceptedComparable(c) ? (includeOutdated ? ' It is in the range: a person acknowledged outdated decisions.' : ' It is left out of the range until re-run.') : '';
  return { outdated: true, text: `Outdated: decided under ${under}; the current criteria are v${currentVersion}.${range}` };
}
