/**
 * Data issues of an imported company (product-spec §2 "a data validation screen listing missing
 * names, missing countries and invalid website URLs"; §3 company flags "missing website; invalid
 * URL"). One function for the import answer, the validation screen and the API mocks.
 * - The website flags follow from the website alone: none (blank) is "missing website"; one that
 *   does not parse as a web address is "invalid URL".
 * - A website a person validated by hand is no issue (the "URL manually validated" flag).
 */
import { isBlank, isValidUrl } from './fields.ts';

export const COMPANY_ISSUE_KINDS = ['missing_name', 'missing_country', 'missing_website', 'invalid_url'] as const;
export type CompanyIssueKind = (typeof COMPANY_ISSUE_KINDS)[number];

export const COMPANY_ISSUE_LABELS: Readonly<Record<CompanyIssueKind, string>> = {
  missing_name: 'Missing name',
  missing_country: 'Missing country',
  missing_website: 'Missing website',
  invalid_url: 'Invalid URL',
};

export interface WebsiteFlags {
  readonly missing_website: boolean;
  readonly invalid_url: boolean;
}

/** The contract's website flags of a company. */
export function websiteFlags(website: string | null | undefined): WebsiteFlags {
  const text = website?.trim() || null;
  return { missing_website: text === null, invalid_url: text !== null && !isValidUrl(text) };
}

export interface IssueInput extends WebsiteFlags {
  readonly name?: string | null;
  readonly country?: string | null;
  readonly url_manually_validated?: boolean;
}

/** The data issues of a company, in the order of COMPANY_ISSUE_KINDS. */
export function companyIssues(c: IssueInput): CompanyIssueKind[] {
  const out: CompanyIssueKind[] = [];
  if (isBlank(c.name)) out.push('missing_name');
  if (isBlank(c.country)) out.push('missing_country');
  if (!c.url_manually_validated) {
    if (c.missing_website) out.push('missing_website');
    else if (c.invalid_url) out.push('invalid_url');
  }
  return out;
}
