// How the Web Search and Accept/Reject tabs name a company's website check and its analysis result
// (product-spec §8 URL issue labels, §4 company states). Pure: stories and the web app share it.
import type { Company, Job } from '@quartile/api';

type JobKind = Job['kind'];
import { isValidUrl } from '@quartile/domain';
import type { Tone } from '../../theme/tokens/color.ts';

export type WebsiteCheck = 'missing' | 'invalid' | 'issue' | 'manually-validated' | 'read' | 'description-only' | 'not-checked';

export interface WebsiteLabel {
  readonly check: WebsiteCheck;
  readonly label: string;
  readonly tone: Tone;
}

const websitePages = (c: Company) => c.sources.filter((s) => s.kind === 'website').length;

/** The website's state as the Web Search tab shows it: the spec's issue label when there is one. */
export function websiteLabel(c: Company): WebsiteLabel {
  const site = (c.website ?? '').trim();
  if (site === '') return { check: 'missing', label: 'Missing website', tone: 'caution' };
  if (!isValidUrl(site)) return { check: 'invalid', label: 'Invalid URL', tone: 'critical' };
  if (c.url_manually_validated) return { check: 'manually-validated', label: 'URL manually validated', tone: 'positive' };
  if (c.url_issue) return { check: 'issue', label: c.url_issue, tone: 'critical' };
  if (websitePages(c) > 0) return { check: 'read', label: 'Website read', tone: 'positive' };
  // Analysed without reading the website (offline, or no page could be read): say what it rests on.
  if (c.automated_decision || c.analysis) return { check: 'description-only', label: 'Description only', tone: 'neutral' };
  return { check: 'not-checked', label: 'Not checked yet', tone: 'neutral' };
}

export const pagesRead = websitePages;

export type WebsiteFilter = 'all' | 'issues' | 'read' | 'description-only' | 'not-checked';

export const WEBSITE_FILTERS: readonly { id: WebsiteFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'issues', label: 'Issues' },
  { id: 'read', label: 'Read' },
  { id: 'description-only', label: 'Description only' },
  { id: 'not-checked', label: 'Not checked' },
];

export function matchesWebsiteFilter(c: Company, filter: WebsiteFilter): boolean {
  const check = websiteLabel(c).check;
  if (filter === 'all') return true;
  if (filter === 'issues') return check === 'missing' || check === 'invalid' || check === 'issue';
  if (filter === 'read') return check === 'read' || check === 'manually-validated';
  if (filter === 'description-only') return check === 'description-only';
  return check === 'not-checked';
}

/** Companies of the study (deleted ones are not part of it any more). */
export const activeCompanies = (companies: readonly Company[]): Company[] => companies.filter((c) => c.status !== 'Deleted');

export const KIND_LABEL: Partial<Record<JobKind, string>> = {
  web_search: 'Web search',
  analysis: 'Analysis',
  annual_reports_process: 'Reading annual reports',
};

export const isOpenJob = (job: Job | null | undefined): boolean => Boolean(job && (job.status === 'queued' || job.status === 'running'));

/** "7 of 12 companies done" and what else is worth saying about a run's counts. */
export function runCounts(job: Job): { done: number; text: string } {
  const done = job.completed + job.failed;
  const parts = [`${done} of ${job.total} ${job.total === 1 ? 'company' : 'companies'} done`];
  if (job.failed > 0) parts.push(`${job.failed} failed`);
  if ((job.in_progress ?? 0) > 0 && isOpenJob(job)) parts.push(`${job.in_progress} in progress`);
  if ((job.cancelled ?? 0) > 0) parts.push(`${job.cancelled} not reached`);
  return { done, text: parts.join(' · ') };
}

export type ResultFilter = 'all' | 'accepted' | 'rejected' | 'refrained' | 'failed' | 'not-analysed';

export const RESULT_FILTERS: readonly { id: ResultFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'accepted', label: 'Accepted' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'refrained', label: 'Refrained' },
  { id: 'failed', label: 'Failed' },
  { id: 'not-analysed', label: 'Not analysed' },
];

/** The Research Analyst's own outcome for the company (the automated side, before any person's review). */
export function analysisOutcome(c: Company): Exclude<ResultFilter, 'all'> {
  if (c.status === 'Analysis Failed') return 'failed';
  const decision = c.analysis?.decision ?? (c.analysis ? null : (c.automated_decision?.decision ?? null));
  if (decision === 'accept') return 'accepted';
  if (decision === 'reject') return 'rejected';
  if (decision === 'refrain' || c.status === 'Decision Refrained') return 'refrained';
  if (c.analysis?.failure) return 'failed';
  return 'not-analysed';
}

export const matchesResultFilter = (c: Company, filter: ResultFilter): boolean => filter === 'all' || analysisOutcome(c) === filter;

export const percent = (value: number): string => `${Math.round(value * 100)} %`;
