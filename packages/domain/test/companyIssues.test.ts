import { describe, expect, it } from 'vitest';
import { COMPANY_ISSUE_KINDS, COMPANY_ISSUE_LABELS, companyIssues, websiteFlags } from '../src/index.ts';

describe('company issues', () => {
  it('labels every kind once', () => {
    expect(Object.keys(COMPANY_ISSUE_LABELS).sort()).toEqual([...COMPANY_ISSUE_KINDS].sort());
  });

  it('derives the website flags from the website', () => {
    expect(websiteFlags(null)).toEqual({ missing_website: true, invalid_url: false });
    expect(websiteFlags('  ')).toEqual({ missing_website: true, invalid_url: false });
    expect(websiteFlags('acme.de')).toEqual({ missing_website: false, invalid_url: false });
    expect(websiteFlags('not a url')).toEqual({ missing_website: false, invalid_url: true });
  });

  it('lists the issues of an imported row in kind order', () => {
    expect(companyIssues({ name: ' ', country: null, ...websiteFlags('not a url') })).toEqual(['missing_name', 'missing_country', 'invalid_url']);
    expect(companyIssues({ name: 'Acme', country: 'DE', ...websiteFlags(null) })).toEqual(['missing_website']);
    expect(companyIssues({ name: 'Acme', country: 'DE', ...websiteFlags('acme.de') })).toEqual([]);
  });

  it('drops website issues a person validated by hand', () => {
    expect(companyIssues({ name: 'Acme', country: 'DE', url_manually_validated: true, ...websiteFlags('not a url') })).toEqual([]);
  });
});
