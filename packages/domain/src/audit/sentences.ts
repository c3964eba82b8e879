/**
 * The audit trail in sentences (issue 19): what a person and a tax auditor read about every
 * recorded change, the same on screen (the company and benchmark timelines), in the workbook's
 * Audit Trail sheet and in the evidence PDFs. Internal event codes and stored JSON are never shown.
 *
 * - `AUDIT_EVENT_KINDS` is every action the server writes; its audit writer (recordEvent) takes
 *   only these, so a new kind cannot be written before it has a sentence here (the record below is
 *   complete by type, and the unit test renders each kind).
 * - `describeAuditEvent` answers one sentence that names who did what ("Asha Rao confirmed the
 *   criteria change (version 2): the automated decision stays Accept") and, for edits of fields,
 *   the changed fields as "Website: https://a.example → https://b.example".
 */
import { REVIEW_FLAG_LABELS, type ReviewFlagKind } from '../review/flags.ts';
import { DECISION_LABELS } from '../workflow/decisionLabels.ts';
import type { HumanDecision } from '../workflow/decisions.ts';
import { formatDecisionReason, reasonLabel } from '../workflow/reasons.ts';
import { IMPORT_METRIC_LABELS, type ImportMetric } from '../mapping/importPlan.ts';
import { RANGE_METHOD_NAMES } from '../tp/labels.ts';
import type { RangeMethod } from '../tp/methods.ts';

export const AUDIT_EVENT_KINDS = [
  'benchmark.created',
  'benchmark.updated',
  'benchmark.tested_party_updated',
  'criteria.saved',
  'criteria.change_confirmed',
  'criteria.change_reverted',
  'file.uploaded',
  'file.deleted',
  'companies.imported',
  'company.updated',
  'company.excluded',
  'company.included',
  'lookout.force_validated',
  'screens.applied',
  'annual_report.uploaded',
  'annual_reports.processed',
  'sources.gathered',
  'run.started',
  'run.finished',
  'run.cancelled',
  'analysis.completed',
  'analysis.failed',
  'analysis.learned',
  'analysis.relearned',
  'review.completed',
  'review.flag_dismissed',
  'decision.human',
  'decision.undone',
  'decision.reason',
  'summary.human',
  'results.settings_saved',
  'results.range_basis_set',
  'year.imported',
  'year.removed',
  'export.downloaded',
  'export.study_report',
  'evidence.bundle_started',
  'evidence.bundle_ready',
  'evidence.report_downloaded',
] as const;

export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/**
 * The timeline's filters: each kind belongs to exactly one group, by its action prefix (the
 * audit-events endpoint filters by prefixes). The domain test checks that no kind is left out.
 */
export const AUDIT_EVENT_GROUPS = {
  decisions: ['decision.', 'summary.'],
  criteria: ['criteria.'],
  review: ['review.'],
  data: ['file.', 'companies.', 'company.', 'lookout.', 'screens.', 'year.', 'benchmark.', 'results.', 'annual_report.'],
  runs: ['run.', 'analysis.', 'sources.', 'annual_reports.'],
  exports: ['export.', 'evidence.'],
} as const satisfies Record<string, readonly string[]>;

export type AuditEventGroup = keyof typeof AUDIT_EVENT_GROUPS;

export const isAuditEventKind = (action: string): action is AuditEventKind => (AUDIT_EVENT_KINDS as readonly string[]).includes(action);

export type AuditActorKind = 'user' | 'research_analyst' | 'review_analyst' | 'system';

/** An audit event as stored (the API's AuditEvent gives the actor's name as `actor.name`). */
export interface AuditEventRecord {
  readonly action: string;
  readonly actor_kind: string;
  /** The person's name as recorded; null for the analysts, Quartile, or a person no longer known. */
  readonly actor_name: string | null;
  readonly company_id?: string | null;
  readonly details?: Record<string, unknown> | null;
  readonly before?: Record<string, unknown> | null;
  readonly after?: Record<string, unknown> | null;
}

export interface AuditWording {
  /** One sentence, starting with who acted. */
  readonly sentence: string;
  /** For edits of fields: "Field: before → after", in words. */
  readonly changes: readonly string[];
}

export interface AuditWordingOptions {
  /** A company's name by id (for exclusions from the range, the neighbours a learned decision used). */
  readonly companyName?: (companyId: string) => string | null;
}

const ACTORS: Readonly<Record<AuditActorKind, string>> = {
  user: 'A former member',
  research_analyst: 'The Research Analyst',
  review_analyst: 'The Review Analyst',
  system: 'Quartile',
};

/** Who acted, as the sentence names them. */
export function auditActorName(e: Pick<AuditEventRecord, 'actor_kind' | 'actor_name'>): string {
  return e.actor_name?.trim() || ACTORS[e.actor_kind as AuditActorKind] || 'Quartile';
}

// ---------------------------------------------------------------- values in words

type Json = Record<string, unknown>;
const isRecord = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const quoted = (text: string, max = 160) => `“${clip(text.trim(), max)}”`;
const count = (n: number, one: string, many = `${one}s`) => `${amount.format(n)} ${n === 1 ? one : many}`;
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const humanKey = (key: string) => upperFirst(key.replace(/_/g, ' '));
/** The run's scope after the count of companies ("ready", every company that needs it, says nothing). */
const RUN_SCOPE_WORDS: Readonly<Record<string, string>> = {
  outdated: ' with outdated decisions',
  not_analysed: ' not analysed before',
  selected: ' chosen by hand',
};
const decisionWord = (v: unknown): string | null => DECISION_LABELS[v as HumanDecision] ?? null;
const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  country: 'Country',
  website: 'Website',
  database_description: 'Database description',
  excluded: 'Excluded',
  exclusion_reason: 'Reason for the exclusion',
  url_manually_validated: 'Website checked by hand',
  status: 'Status',
  tested_party_description: "Tested party's description",
  tested_party_financials: "Tested party's financials",
  start_date: 'Start date',
  financial_years: 'Financial years',
  financial_data_setup: 'Financial data set-up',
  fars: 'FARs',
  pli: 'PLI',
  method: 'Range method',
  aggregation: 'Aggregation',
  years: 'Years',
  exclusions: 'Excluded from the range',
  wca: 'Working-capital adjustment',
  accept: 'Accept if the company is involved in',
  reject: 'Reject if the company is',
  human_summary: "Reviewer's summary",
  reason: 'Reason',
  reason_code: 'Reason',
};
const fieldLabel = (key: string) => FIELD_LABELS[key] ?? humanKey(key);

/** A row of financials by year: "2023: revenue 60,000,000, operating profit 1,500,000". */
function yearRow(row: Json): string {
  const figures = Object.entries(row)
    .filter(([k, v]) => k !== 'year' && typeof v === 'number')
    .map(([k, v]) => `${(IMPORT_METRIC_LABELS[k as ImportMetric] ?? humanKey(k)).toLowerCase()} ${amount.format(v as number)}`);
  return `${str(row.year)}: ${figures.join(', ') || 'no figures'}`;
}

/** A stored value in words; objects are never shown as JSON. */
function valueText(key: string, v: unknown, options: AuditWordingOptions): string {
  if (v === null || v === undefined || v === '') return '—';
  if (key === 'reason_code' && typeof v === 'string') return reasonLabel(v) ?? humanKey(v);
  if (key === 'method' && typeof v === 'string') return RANGE_METHOD_NAMES[v as RangeMethod] ?? v;
  if (typeof v === 'string') return decisionWord(v) && /decision/.test(key) ? decisionWord(v)! : clip(v);
  if (typeof v === 'number') return amount.format(v);
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) {
    if (v.length === 0) return 'none';
    if (v.every((x) => typeof x === 'string' || typeof x === 'number')) return clip(v.join(key === 'financial_years' || key === 'years' ? ', ' : '; '), 400);
    if (v.every((x) => isRecord(x) && typeof x.company_id === 'string'))
      return clip(v.map((x) => `${options.companyName?.(str((x as Json).company_id)) ?? 'a company'}${(x as Json).reason ? `: ${str((x as Json).reason)}` : ''}`).join('; '), 400);
    if (v.every((x) => isRecord(x) && typeof x.year === 'number')) return clip(v.map((x) => yearRow(x as Json)).join('; '), 400);
    if (v.every((x) => isRecord(x) && typeof x.kind === 'string')) return v.map((x) => REVIEW_FLAG_LABELS[(x as Json).kind as ReviewFlagKind] ?? humanKey(str((x as Json).kind))).join(', ');
    if (v.every((x) => isRecord(x) && typeof x.name === 'string')) return clip(v.map((x) => str((x as Json).name)).join(', '), 400);
    return count(v.length, 'entry', 'entries');
  }
  if (isRecord(v) && key === 'wca') return 'set';
  return 'changed';
}

/** The fields that changed between before and after, in words. */
function fieldChanges(e: AuditEventRecord, options: AuditWordingOptions): string[] {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((k) => {
      const from = valueText(k, before[k], options);
      const to = valueText(k, after[k], options);
      return from === to ? `${fieldLabel(k)}: changed` : `${fieldLabel(k)}: ${from} → ${to}`;
    });
}

/** The changed fields' names, for the sentence: "name and financial years". */
const changedFieldNames = (before: Json, after: Json): string[] =>
  Object.keys(after)
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .map((k) => fieldLabel(k).charAt(0).toLowerCase() + fieldLabel(k).slice(1));

// ---------------------------------------------------------------- one sentence per kind

interface Context {
  readonly who: string;
  readonly d: Json;
  readonly before: Json;
  readonly after: Json;
  readonly options: AuditWordingOptions;
}

const RUN_KINDS: Readonly<Record<string, string>> = {
  analysis: 'an analysis',
  web_search: 'a web search',
  annual_reports_process: 'the reading of annual reports',
};
const runKind = (kind: unknown) => RUN_KINDS[str(kind)] ?? 'a run';

const TRIGGERS: Readonly<Record<string, string>> = {
  run: 'after the analysis',
  decision: 'after a decision',
  quick_review: 'in quick review',
  on_demand: 'on request',
  learning: "after the analysis learned from the reviewers' decisions",
  benchmark_pass: 'after the analysis compared it with the companies of the list it decided most clearly',
};

const LOOKOUTS: Readonly<Record<string, string>> = { website: 'website', country: 'country', name: 'name', source: 'source' };

function criteriaPair(before: Json): { from: string | null; to: string | null } {
  const change = isRecord(before.criteria_change) ? before.criteria_change : {};
  return { from: decisionWord(change.from), to: decisionWord(change.to) };
}

function screensText(screens: unknown): string {
  if (!isRecord(screens)) return '';
  const parts: string[] = [];
  const independence = screens.independence;
  if (isRecord(independence) && Array.isArray(independence.allowed))
    parts.push(`independence indicator ${independence.allowed.map(String).join(', ')}${independence.exclude_unknown ? ' (unknown excluded)' : ''}`);
  if (screens.data_availability === true) parts.push('data for every year');
  if (isRecord(screens.persistent_losses) && num(screens.persistent_losses.loss_years) !== null)
    parts.push(`no operating loss in ${str(screens.persistent_losses.loss_years)} or more years`);
  if (num(screens.min_revenue) !== null) parts.push(`revenue of at least ${amount.format(num(screens.min_revenue)!)}`);
  const known = new Set(['independence', 'data_availability', 'persistent_losses', 'min_revenue']);
  const others = Object.entries(screens).filter(([k, v]) => !known.has(k) && v !== null && v !== false && v !== undefined);
  for (const [k] of others) parts.push(humanKey(k).toLowerCase());
  return parts.length ? ` (${parts.join('; ')})` : '';
}

const SENTENCES: Readonly<Record<AuditEventKind, (c: Context) => string>> = {
  'benchmark.created': ({ who, after }) => {
    const years = Array.isArray(after.financial_years) ? after.financial_years.map(String) : [];
    return `${who} created the benchmark${after.name ? ` ${quoted(str(after.name))}` : ''}${years.length ? ` for the financial years ${years.join(', ')}` : ''}`;
  },
  'benchmark.updated': ({ who, ...c }) => `${who} changed the benchmark's ${list(changedFieldNames(c.before, c.after)) || 'settings'}`,
  'benchmark.tested_party_updated': ({ who, ...c }) =>
    `${who} updated the ${list(changedFieldNames(c.before, c.after)) || "tested party's details"}`,
  'criteria.saved': ({ who, d }) => {
    const outdated = num(d.outdated_companies) ?? 0;
    return `${who} saved the criteria${d.version ? ` (version ${str(d.version)})` : ''}${outdated > 0 ? `: ${count(outdated, 'company', 'companies')} analysed under earlier criteria ${outdated === 1 ? 'is' : 'are'} now outdated and need${outdated === 1 ? 's' : ''} a re-run` : ''}`;
  },
  'criteria.change_confirmed': ({ who, d, before, after }) => {
    const { from, to } = criteriaPair(before);
    const now = to ?? decisionWord(after.automated_decision);
    const decision = !now ? '' : from && from !== now ? `: the automated decision changes from ${from} to ${now}` : `: the automated decision stays ${now}`;
    return `${who} confirmed the criteria change${d.criteria_version ? ` (version ${str(d.criteria_version)})` : ''}${decision}, and the new analysis is kept`;
  },
  'criteria.change_reverted': ({ who, d, before, after }) => {
    const { from, to } = criteriaPair(before);
    const kept = from ?? decisionWord(after.automated_decision);
    const decision = !kept ? '' : to && to !== kept ? `: the automated decision goes back to ${kept}` : `: the automated decision stays ${kept}`;
    const analysis = d.kept_criteria_version ? `, and the analysis under version ${str(d.kept_criteria_version)} is restored` : ', and the earlier analysis is restored';
    return `${who} reverted the criteria change${d.criteria_version ? ` (version ${str(d.criteria_version)})` : ''}${decision}${analysis}`;
  },
  'file.uploaded': ({ who, d }) => `${who} uploaded the company list${d.filename ? ` ${quoted(str(d.filename))}` : ''}${num(d.size_bytes) !== null ? ` (${sizeText(num(d.size_bytes)!)})` : ''}`,
  'file.deleted': ({ who, d }) => `${who} deleted the company list${num(d.deleted_companies) !== null ? ` and its ${count(num(d.deleted_companies)!, 'company', 'companies')}` : ''}`,
  'companies.imported': ({ who, d }) => {
    const skipped = num(d.skipped_rows) ?? 0;
    const issues = num(d.issues) ?? 0;
    const header = num(d.header_row) !== null ? `, header on row ${num(d.header_row)}${d.header_row_chosen_by_hand === true ? ' (chosen by hand)' : ''}` : '';
    return `${who} imported ${count(num(d.imported_count) ?? 0, 'company', 'companies')}${d.sheet_name ? ` from the sheet ${quoted(str(d.sheet_name))}` : ''}${header}${skipped ? `; ${count(skipped, 'empty row')} skipped` : ''}${issues ? `; ${count(issues, 'data issue')} to check` : ''}`;
  },
  'company.updated': ({ who, d, ...c }) => {
    const fields = changedFieldNames(c.before, c.after).filter((f) => f !== 'status');
    return `${who} edited the company's ${list(fields) || 'details'}${d.analysis_deleted ? '; its analysis was deleted and the company needs a re-run' : ''}`;
  },
  'company.excluded': ({ who, after }) => `${who} excluded the company${after.exclusion_reason ? `: ${str(after.exclusion_reason)}` : ''}`,
  'company.included': ({ who }) => `${who} included the company again`,
  'lookout.force_validated': ({ who, d }) =>
    `${who} confirmed the company's ${LOOKOUTS[str(d.lookout)] ?? 'data'} is right despite the warning${d.note ? `: ${quoted(str(d.note))}` : ''}`,
  'screens.applied': ({ who, d }) =>
    `${who} applied the quantitative screens${screensText(d.screens)}: ${count(num(d.excluded) ?? 0, 'company', 'companies')} excluded, ${amount.format(num(d.included_again) ?? 0)} included again`,
  'annual_report.uploaded': ({ who, d }) => `${who} uploaded the annual report${d.filename ? ` ${quoted(str(d.filename))}` : ''}`,
  'annual_reports.processed': ({ who, d }) => {
    const processed = Array.isArray(d.processed) ? d.processed.filter(isRecord) : [];
    const failed = processed.filter((p) => p.ok === false);
    return `${who} read ${count(processed.length - failed.length, 'annual report')}${failed.length ? `; ${count(failed.length, 'report')} could not be read (${failed.map((p) => str(p.filename)).join(', ')})` : ''}`;
  },
  'sources.gathered': ({ who, d }) =>
    d.issue
      ? `${who} could not read the website${d.url ? ` ${str(d.url)}` : ''}: ${str(d.issue)}${d.detail ? ` (${clip(str(d.detail), 120)})` : ''}`
      : `${who} read the website${d.url ? ` ${str(d.url)}` : ''}: ${count(num(d.pages) ?? 0, 'page')} kept as sources`,
  'run.started': ({ who, d }) =>
    `${who} started ${d.rerun === true ? 'a re-run: ' : ''}${runKind(d.kind)} of ${count(num(d.companies) ?? 0, 'company', 'companies')}${RUN_SCOPE_WORDS[str(d.scope)] ?? ''}${d.criteria_version ? ` under criteria version ${str(d.criteria_version)}` : ''}`,
  'run.finished': ({ d }) => {
    const failed = num(d.failed) ?? 0;
    const status = str(d.status);
    const how = status === 'cancelled' ? 'was cancelled' : status === 'failed' ? 'ended with failures' : 'finished';
    return `The run ${how}: ${count(num(d.succeeded) ?? 0, 'company', 'companies')} done${failed ? `, ${amount.format(failed)} failed` : ''}`;
  },
  'run.cancelled': ({ who, d }) =>
    `${who} cancelled ${runKind(d.kind)}${num(d.companies_not_reached) ? `; ${count(num(d.companies_not_reached)!, 'company', 'companies')} ${num(d.companies_not_reached) === 1 ? 'was' : 'were'} not reached` : ''}`,
  'analysis.completed': ({ who, d, after }) => {
    const decision = decisionWord(after.decision) ?? 'no decision';
    const confidence = num(after.confidence);
    const status = str(after.status);
    const then =
      status === 'Criteria Confirmation'
        ? '; the change waits for a person to confirm or revert it'
        : status === 'Decision Conflict'
          ? "; this differs from the person's decision (a decision conflict)"
          : '';
    const citations = num(d.citations);
    const dropped = num(d.dropped_citations) ?? 0;
    // A run's analysis that applied what the benchmark learned from its reviewers' decisions says so,
    // with what the criteria alone read (details.learned), so its confidence is not taken for the criteria's.
    const learned = isRecord(d.learned) ? d.learned : null;
    const zero = learned && isRecord(learned.zero_shot) ? learned.zero_shot : null;
    const zeroWord = zero ? decisionWord(zero.decision) : null;
    const zeroConfidence = zero ? num(zero.confidence) : null;
    const learnedText = learned
      ? `; it learned from ${count(num(learned.examples) ?? 0, "reviewer's decision", "reviewers' decisions")}${zeroWord ? ` (from the criteria alone: ${zeroWord}${zeroConfidence !== null ? ` at ${Math.round(zeroConfidence * 100)} %` : ''})` : ''}`
      : '';
    return `${who} analysed the company${d.criteria_version ? ` under criteria version ${str(d.criteria_version)}` : ''}: ${decision}${confidence !== null ? ` at ${Math.round(confidence * 100)} % confidence` : ''}${after.core_function ? `, ${str(after.core_function)}` : ''}${citations !== null ? ` (${count(citations, 'citation')}${dropped ? `, ${amount.format(dropped)} dropped as not found in the source` : ''})` : ''}${learnedText}${then}`;
  },
  'analysis.failed': ({ who, d }) => `${who} could not analyse the company${d.message ? `: ${clip(str(d.message), 200)}` : ''}`,
  'analysis.learned': ({ who, d, before, after, options }) => {
    // The server writes { decision, confidence } for each side; a bare decision reads the same.
    const side = (v: unknown): unknown => (isRecord(v) ? v.decision : v);
    const zeroShot = decisionWord(side(d.zero_shot ?? d.zero_shot_decision ?? before.decision));
    const learned = decisionWord(side(d.learned ?? d.learned_decision ?? after.decision));
    const examples = num(d.examples ?? d.example_count ?? d.examples_used);
    const ids = [d.neighbour_ids, d.neighbor_ids, d.neighbours, d.neighbors].find(Array.isArray) as unknown[] | undefined;
    const names = (ids ?? []).map((id) => (typeof id === 'string' ? (options.companyName?.(id) ?? null) : isRecord(id) ? str(id.name) || null : null));
    const known = names.filter((n): n is string => !!n);
    const outcome = !learned ? 'revised its decision' : zeroShot && zeroShot !== learned ? `changed its decision from ${zeroShot} to ${learned}` : `kept its decision, ${learned}`;
    const neighbours = known.length ? `; closest decided companies: ${known.join(', ')}` : ids?.length ? `; ${count(ids.length, 'closest decided company', 'closest decided companies')}` : '';
    // The Review Analyst's check of the learned decision (details.review), when recorded.
    const review = isRecord(d.review) ? d.review : null;
    const suggestion = review ? decisionWord(review.suggestion) : null;
    const reviewed = !review || !suggestion ? '' : review.agrees === true ? '; the Review Analyst agrees' : `; the Review Analyst suggests ${suggestion}`;
    // The benchmark pass (details.basis 'analysis') learned from the analysis' own clearest decisions, not a person's.
    if (d.basis === 'analysis') {
      const closest = known.length ? `; closest of them: ${known.join(', ')}` : '';
      return `${who} ${outcome} after comparing it with ${examples !== null ? count(examples, 'company', 'companies') : 'the companies'} of this list it decided most clearly (no person's decision)${closest}${reviewed}`;
    }
    return `${who} ${outcome} after learning from ${examples !== null ? count(examples, "reviewer's decision", "reviewers' decisions") : "reviewers' decisions"}${neighbours}${reviewed}`;
  },
  'analysis.relearned': ({ who, d }) => {
    const changed = num(d.changed) ?? 0;
    const outcome = changed ? `; ${count(changed, 'decision', 'decisions')} changed` : '; no decision changed';
    const undecided = count(num(d.updated) ?? 0, 'undecided company', 'undecided companies');
    if (d.basis === 'analysis') return `${who} compared ${undecided} with the ${count(num(d.examples) ?? 0, 'company', 'companies')} of this list it decided most clearly${outcome}`;
    if (d.basis === 'none') return `${who} put ${undecided} back to what the criteria alone read, as there are not yet enough decisions to learn from${outcome}`;
    return `${who} re-applied what it learned from ${count(num(d.examples) ?? 0, "reviewer's decision", "reviewers' decisions")} to ${undecided}${outcome}`;
  },
  'review.completed': ({ who, d, after }) => {
    const raised = num(d.raised) ?? 0;
    const cleared = num(d.cleared) ?? 0;
    const flags = Array.isArray(after.flags) ? valueText('flags', after.flags, {}) : '';
    const what = raised === 0 && cleared === 0 ? 'changed no flag' : [raised ? `raised ${count(raised, 'flag')}` : '', cleared ? `cleared ${count(cleared, 'flag')}` : ''].filter(Boolean).join(' and ');
    return `${who} checked the company${TRIGGERS[str(d.trigger)] ? ` ${TRIGGERS[str(d.trigger)]}` : ''} and ${what}${flags && flags !== 'none' ? ` (open: ${flags})` : ''}`;
  },
  'review.flag_dismissed': ({ who, d, after }) =>
    `${who} dismissed the flag ${quoted(REVIEW_FLAG_LABELS[str(d.kind) as ReviewFlagKind] ?? humanKey(str(d.kind)))}${after.note ? `: ${quoted(str(after.note), 300)}` : ''}`,
  'decision.human': ({ who, d, after }) => {
    const decision = str(after.human_decision);
    const reason = formatDecisionReason(str(after.reason_code) || null, str(after.reason) || null);
    const verb = decision === 'accept' ? 'accepted the company' : decision === 'reject' ? 'rejected the company' : decision === 'refrain' ? 'refrained from deciding (Refrain)' : 'recorded a decision';
    return `${who} ${verb}${d.via === 'quick_review' ? ' in quick review' : ''}${d.resolved_conflict ? ', resolving a decision conflict' : ''}${reason ? `: ${clip(reason, 300)}` : decision === 'refrain' ? '' : ' without a reason'}`;
  },
  'decision.undone': ({ who, before, after }) =>
    `${who} undid the decision${decisionWord(before.human_decision) ? ` (${decisionWord(before.human_decision)})` : ''}${after.status ? `: the company is back to ${str(after.status)}` : ''}`,
  'decision.reason': ({ who, after }) => `${who} changed the reason of the decision${after.reason ? `: ${quoted(str(after.reason), 300)}` : ''}`,
  'summary.human': ({ who, after }) => (after.human_summary ? `${who} wrote the reviewer's summary: ${quoted(str(after.human_summary), 300)}` : `${who} cleared the reviewer's summary`),
  'results.settings_saved': ({ who, ...c }) =>
    `${who} saved the results settings${changedFieldNames(c.before, c.after).length ? ` (${list(changedFieldNames(c.before, c.after))})` : ''}`,
  'results.range_basis_set': ({ who, d }) =>
    d.include_outdated === true
      ? `${who} acknowledged that the range includes ${count(num(d.accepted_outdated) ?? 0, 'accepted comparable', 'accepted comparables')} decided under criteria older than version ${str(d.criteria_version)}`
      : `${who} set the range to use only decisions made under criteria version ${str(d.criteria_version)}`,
  'year.imported': ({ who, d }) => `${who} added the figures of ${str(d.year) || 'a new year'}${num(d.updated_companies) !== null ? ` for ${count(num(d.updated_companies)!, 'company', 'companies')}` : ''}`,
  'year.removed': ({ who, d }) => `${who} removed the financial year ${str(d.year)} from the benchmark`,
  'export.downloaded': ({ who, d }) => `${who} downloaded the Excel workbook${num(d.companies) !== null ? ` (${count(num(d.companies)!, 'company', 'companies')})` : ''}`,
  'export.study_report': ({ who, d }) =>
    `${who} exported the study report${d.draft === true ? ' as a draft' : ''}${str(d.format) ? ` (${str(d.format) === 'pdf' ? 'PDF' : 'Word'})` : ''}`,
  'evidence.bundle_started': ({ who, d }) => `${who} asked for the evidence reports of ${count(num(d.companies) ?? 0, 'company', 'companies')}`,
  'evidence.bundle_ready': ({ d }) => {
    const failed = Array.isArray(d.failed) ? d.failed.length : (num(d.failed) ?? 0);
    return `The evidence reports are ready: ${count(num(d.reports) ?? 0, 'report')}${failed ? `, ${amount.format(failed)} could not be made` : ''}`;
  },
  'evidence.report_downloaded': ({ who }) => `${who} downloaded the company's evidence report`,
};

/** Kinds whose changed fields are listed below the sentence (the sentence names only the fields). */
const FIELD_EDITS: ReadonlySet<AuditEventKind> = new Set([
  'benchmark.updated',
  'benchmark.tested_party_updated',
  'company.updated',
  'results.settings_saved',
  'criteria.saved',
]);

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The event in words: one sentence naming who did what, and the changed fields of an edit. */
export function describeAuditEvent(e: AuditEventRecord, options: AuditWordingOptions = {}): AuditWording {
  const who = auditActorName(e);
  if (!isAuditEventKind(e.action)) return { sentence: `${who} made a change that this version of Quartile does not describe.`, changes: [] };
  const context: Context = { who, d: e.details ?? {}, before: e.before ?? {}, after: e.after ?? {}, options };
  const text = SENTENCES[e.action](context).trim();
  const sentence = /[.!?][”)]?$/.test(text) ? text : `${text}.`; // a quoted sentence keeps its own full stop
  return { sentence: upperFirst(sentence), changes: FIELD_EDITS.has(e.action) ? fieldChanges(e, options) : [] };
}
