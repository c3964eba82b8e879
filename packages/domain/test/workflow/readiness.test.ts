import { describe, expect, it } from 'vitest';
import { analysisReadiness, completeAnalysis, decide, newCompany, splitByReadiness, startAnalysis, webSearchReadiness, type ReadinessInput } from '../../src/index.ts';

const company = (overrides: Partial<ReadinessInput> = {}): ReadinessInput => ({
  status: 'Not Analyzed',
  is_excluded: false,
  exclusion_reason: null,
  website: 'https://acme-supply.example',
  url_issue: null,
  url_manually_validated: false,
  database_description: null,
  ...overrides,
});

describe('web search readiness', () => {
  it('takes included companies with a valid website and says why it leaves the others out', () => {
    expect(webSearchReadiness(company())).toEqual({ ready: true });
    expect(webSearchReadiness(company({ website: null }))).toMatchObject({ ready: false, reason: 'missing_website', message: 'Missing website' });
    expect(webSearchReadiness(company({ website: 'not a url' }))).toMatchObject({ reason: 'invalid_url', message: 'Invalid URL' });
    expect(webSearchReadiness(company({ is_excluded: true, exclusion_reason: 'Independence indicator C' }))).toMatchObject({ reason: 'excluded', message: 'Excluded: Independence indicator C' });
    expect(webSearchReadiness(company({ status: 'Deleted' }))).toMatchObject({ reason: 'deleted' });
    expect(webSearchReadiness(company({ status: 'Analysis in Progress' }))).toMatchObject({ reason: 'in_progress' });
  });
});

describe('analysis readiness', () => {
  it('needs a source: a usable website, the description or a document', () => {
    expect(analysisReadiness(company())).toEqual({ ready: true });
    expect(analysisReadiness(company({ website: null, database_description: 'Wholesale distributor of bearings.' }))).toEqual({ ready: true });
    expect(analysisReadiness(company({ website: null, has_document_source: true }))).toEqual({ ready: true });
    expect(analysisReadiness(company({ url_issue: 'URL Not Found' }))).toMatchObject({ reason: 'url_issue', message: 'URL Not Found and no other source' });
    expect(analysisReadiness(company({ url_issue: 'URL Not Found', url_manually_validated: true }))).toEqual({ ready: true });
    expect(analysisReadiness(company({ website: null }))).toMatchObject({ reason: 'no_source' });
    // The file's activity fields are a source too (the database record, ADR 0031); an empty or non-code cell is not.
    expect(analysisReadiness(company({ website: null, attributes: { sic_code: '3561' } }))).toEqual({ ready: true });
    expect(analysisReadiness(company({ website: null, attributes: { industry: 'Industrial Machinery' } }))).toEqual({ ready: true });
    expect(analysisReadiness(company({ website: null, attributes: { nace_code: 'n.a.', city: 'Aarhus', industry: '' } }))).toMatchObject({ reason: 'no_source' });
  });

  it('follows the workflow: analysed companies wait for a criteria change or an explicit re-run, conflicts for a person', () => {
    expect(analysisReadiness(company({ status: 'Accepted using Criteria' }))).toMatchObject({ reason: 'up_to_date' });
    expect(analysisReadiness(company({ status: 'Accepted using Criteria', outdated_criteria: true }))).toEqual({ ready: true });
    expect(analysisReadiness(company({ status: 'Accepted using Criteria' }), { rerun: true })).toEqual({ ready: true });
    expect(analysisReadiness(company({ status: 'Analysis Failed' }))).toEqual({ ready: true });
    expect(analysisReadiness(company({ status: 'Decision Conflict' }), { rerun: true })).toMatchObject({ reason: 'awaiting_person' });
    expect(analysisReadiness(company({ status: 'Criteria Confirmation' }))).toMatchObject({ reason: 'awaiting_person' });
  });

  it('splits a list in order', () => {
    const list = [company({ website: null }), company(), company({ is_excluded: true })];
    const split = splitByReadiness(list, webSearchReadiness);
    expect(split.ready).toEqual([list[1]]);
    expect(split.excluded.map((e) => e.reason)).toEqual(['missing_website', 'excluded']);
  });
});

describe("the analyst's refrain", () => {
  it('becomes Decision Refrained without an automated decision, and a person can then decide', () => {
    const refrained = completeAnalysis(startAnalysis(newCompany('c1', 'readyForAnalysis')), 'refrain');
    expect(refrained).toMatchObject({ status: 'decisionRefrained', automated: null, conflict: false });
    expect(decide(refrained, 'accept').status).toBe('acceptedAfterReview');
  });

  it("keeps a person's earlier decision", () => {
    const decided = decide(completeAnalysis(startAnalysis(newCompany('c1', 'readyForAnalysis')), 'reject'), 'accept');
    const again = completeAnalysis(startAnalysis(decided), 'refrain');
    expect(again).toMatchObject({ status: 'acceptedAfterReview', automated: null, human: 'accept' });
  });
});
