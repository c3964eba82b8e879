// Filters, search and flags of the Companies tab (spec section 3: the company's flags).
import type { Company } from '@quartile/api';
import { ACTIVITY_ATTRIBUTES, ACTIVITY_SYSTEM_NAMES, ACTIVITY_SYSTEMS, COMPANY_ISSUE_LABELS, companyIssues } from '@quartile/domain';
import type { Tone } from '../../theme/tokens/color.ts';

export const COMPANY_FILTERS = [
  { id: 'all', label: 'All companies' },
  { id: 'included', label: 'Included' },
  { id: 'excluded', label: 'Excluded' },
  { id: 'issues', label: 'Data issues' },
  { id: 'outdated', label: 'Outdated criteria' },
  { id: 'deleted', label: 'Deleted' },
] as const;
export type CompanyFilter = (typeof COMPANY_FILTERS)[number]['id'];

const isDeleted = (c: Company) => c.status === 'Deleted';

export interface CompanyFlag {
  key: string;
  label: string;
  tone: Tone;
}

/** Every flag of the spec that applies, as text (readable without colour). */
export function companyFlags(c: Company): CompanyFlag[] {
  const flags: CompanyFlag[] = [];
  flags.push(c.is_excluded ? { key: 'excluded', label: 'Excluded', tone: 'neutral' } : { key: 'included', label: 'Included', tone: 'positive' });
  if (c.url_manually_validated) flags.push({ key: 'validated', label: 'URL manually validated', tone: 'info' });
  if (c.missing_website) flags.push({ key: 'missing-website', label: COMPANY_ISSUE_LABELS.missing_website, tone: 'caution' });
  if (c.invalid_url) flags.push({ key: 'invalid-url', label: COMPANY_ISSUE_LABELS.invalid_url, tone: 'critical' });
  if (!c.source_valid) flags.push({ key: 'source', label: 'Source not provided or valid', tone: 'caution' });
  if (c.outdated_criteria) flags.push({ key: 'outdated', label: 'Outdated criteria', tone: 'caution' });
  return flags;
}

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase();

export function filterCompanies(companies: readonly Company[], filter: CompanyFilter, search: string): Company[] {
  const q = search.trim().toLowerCase();
  return companies.filter((c) => {
    if (filter === 'deleted' ? !isDeleted(c) : isDeleted(c)) return false;
    if (filter === 'included' && c.is_excluded) return false;
    if (filter === 'excluded' && !c.is_excluded) return false;
    if (filter === 'issues' && companyIssues(c).length === 0) return false;
    if (filter === 'outdated' && !c.outdated_criteria) return false;
    if (!q) return true;
    return norm(c.name).includes(q) || norm(c.country).includes(q) || norm(c.website).includes(q) || norm(c.bvd_id).includes(q);
  });
}

export function filterCounts(companies: readonly Company[]): Record<CompanyFilter, number> {
  const counts = { all: 0, included: 0, excluded: 0, issues: 0, outdated: 0, deleted: 0 };
  for (const c of companies) {
    if (isDeleted(c)) {
      counts.deleted++;
      continue;
    }
    counts.all++;
    if (c.is_excluded) counts.excluded++;
    else counts.included++;
    if (companyIssues(c).length > 0) counts.issues++;
    if (c.outdated_criteria) counts.outdated++;
  }
  return counts;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const formatAmount = (n: number | null | undefined): string => (n === null || n === undefined ? '' : numberFormat.format(n));

const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const formatPercent = (n: number | null | undefined): string => (n === null || n === undefined ? '' : percentFormat.format(n));

/** Operating profit / revenue of one year; null without both or with zero revenue. */
export function operatingMargin(c: Company, year: number | null): number | null {
  const f = c.financial_data.find((y) => y.year === year);
  const revenue = f?.revenue;
  const profit = f?.operating_profit;
  return typeof revenue === 'number' && typeof profit === 'number' && revenue !== 0 ? profit / revenue : null;
}

/** The company's activity code as imported, named by its system: "NACE 2813"; null without one. */
export function activityCode(c: Company): string | null {
  for (const system of ACTIVITY_SYSTEMS) {
    const value = c.attributes?.[ACTIVITY_ATTRIBUTES[system]];
    if (value !== null && value !== undefined && String(value).trim() !== '') return `${ACTIVITY_SYSTEM_NAMES[system]} ${String(value).trim()}`;
  }
  return null;
}
