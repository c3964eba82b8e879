// The Review Analyst reviews the Research Analyst's learned decisions like any other (issue 17):
// after people decide some companies and the analysis re-decides the rest from those decisions,
// each re-decided company is reviewed again (its flags, its suggestion and agreement, the reasoning
// naming the decisions it learned from), and the audit trail records it as for other reviews (a
// review that changes the flags), with the Review Analyst's view on each learned change.
// Texts: Wikipedia (CC BY-SA 4.0).
import { describeAuditEvent } from '@quartile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relearnBenchmark } from '../src/analysis/learning.ts';
import { SELECT_COMPANY, type CompanyRow } from '../src/companies/companyStore.ts';
import { loadBenchmarkContext } from '../src/review/reviewInput.ts';
import { reviewOnly } from '../src/review/storeReview.ts';
import { runBenchmarkNow } from '../src/runs/runNow.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { studyWithCompanies } from './support/companies.ts';
import { saveCriteria, wikipedia } from './support/review.ts';
import { startServerWithFirms } from './support/firms.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';

let server: TestServer, owner: SignedIn;
beforeAll(async () => ({ server, owner } = await startServerWithFirms({ credits: true })));
afterAll(() => server?.close());

type Json = Record<string, any>;
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(owner) });
const patch = (url: string, payload: object) => server.app.inject({ method: 'PATCH', url, headers: bearer(owner), payload });
const TICKERS = ['SYY', 'GWW', 'FAST', 'HSIC', 'MCK', 'CAH', 'MMM', 'CAT', 'DOV', 'PH', 'EMR'];

describe(`the Review Analyst after learning on ${testDbKind}`, () => {
  it('reviews every re-decided company again, agrees or not with the learned decision, and records it', async () => {
    const firmId = owner.user.firm.id;
    const study = await studyWithCompanies(server, owner, TICKERS.map((t) => ({ name: wikipedia(t).name, database_description: wikipedia(t).description })));
    await saveCriteria(server, owner, study.benchmarkId);
    expect((await runBenchmarkNow(server.runtime, { firmId, benchmarkId: study.benchmarkId, mode: 'analysis' })).status).toBe('succeeded');
    const id = (t: string) => study.ids[wikipedia(t).name]!;
    const companies = async (): Promise<Json[]> => (await get(`/api/benchmarks/${study.benchmarkId}/companies/`)).json();
    const before = new Map((await companies()).map((c) => [c.id, c]));
    for (const c of before.values()) expect(c.review).toMatchObject({ trigger: 'run', suggestion: expect.any(String) });

    const decisions: [string, 'accept' | 'reject'][] = [['HSIC', 'reject'], ['MCK', 'reject'], ['GWW', 'accept'], ['FAST', 'accept'], ['MMM', 'reject']];
    for (const [t, d] of decisions) {
      const answer = await patch(`/api/benchmarks/${study.benchmarkId}/companies/${id(t)}/human-decision/`, { decision: d, reason_code: d === 'reject' ? 'different_functions' : 'matches_criteria' });
      expect(answer.statusCode).toBe(200);
    }
    expect(await relearnBenchmark(server.runtime, firmId, study.benchmarkId)).toMatchObject({ examples: 5, skipped: false });

    const after = await companies();
    const decided = new Set(decisions.map(([t]) => id(t)));
    const learned = after.filter((c) => !decided.has(c.id));
    expect(learned.length).toBe(TICKERS.length - decisions.length);
    const context = (await loadBenchmarkContext(server.runtime.database.sql, study.benchmarkId))!;
    for (const c of learned) {
      expect(c.analysis.learned).toMatchObject({ examples: 5 });
      // Reviewed again after learning: what it stored is what it says of the shown decision now.
      expect(c.review).toMatchObject({ trigger: 'learning' });
      const [row] = await server.runtime.database.sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1`, [c.id]);
      const fresh = await reviewOnly(server.runtime.database.sql, row!, context);
      expect(c.review).toMatchObject({ suggestion: fresh.suggestion, confidence: fresh.confidence, reasoning: fresh.reasoning });
      expect(c.review_flags.filter((f: Json) => !f.dismissal).map((f: Json) => [f.kind, f.severity]).sort()).toEqual(fresh.flags.map((f) => [f.kind, f.severity]).sort());
      // The agreement names the decisions the analysis learned from.
      if (c.review.suggestion === c.analysis.decision) expect(c.review.reasoning).toMatch(/learned from 5 of the reviewers' decisions/);
    }
    // Cardinal Health: accepted by the criteria, rejected after learning (it reads like the medical
    // distributors the reviewer rejected); the Review Analyst now reviews the reject.
    const cardinal = after.find((c) => c.id === id('CAH'))!;
    expect([before.get(cardinal.id)!.analysis.decision, cardinal.analysis.decision]).toEqual(['accept', 'reject']);
    expect(before.get(cardinal.id)!.review.suggestion).not.toBe('reject');
    expect(cardinal.review.suggestion).toBe('reject');
    expect(cardinal.review.reasoning).toMatch(/^The Review Analyst agrees with the automated reject, learned from 5 of the reviewers' decisions \(the criteria alone read accept\)/);
    // Decided companies are not reviewed by the learning.
    for (const c of after.filter((x) => decided.has(x.id))) expect(c.review.trigger).not.toBe('learning');

    // The audit trail: each learned change carries the Review Analyst's view; a review that
    // changed the flags is recorded as for other reviews, with the learning as its trigger.
    const events = async (action: string) => (await get(`/api/benchmarks/${study.benchmarkId}/audit-events/?action=${action}&page_size=100`)).json().items as Json[];
    const learnedEvents = await events('analysis.learned');
    expect(learnedEvents.length).toBeGreaterThan(0);
    for (const e of learnedEvents) {
      const company = after.find((c) => c.id === e.company_id)!;
      expect(e.details.review).toEqual({ suggestion: company.review.suggestion, confidence: company.review.confidence, agrees: company.review.suggestion === company.analysis.decision });
    }
    const cardinalEvent = learnedEvents.find((e) => e.company_id === cardinal.id)!;
    expect(describeAuditEvent(cardinalEvent as never).sentence).toMatch(/changed its decision from Accept to Reject .*; the Review Analyst agrees\.$/);
    const reviews = (await events('review.completed')).filter((e) => e.details.trigger === 'learning');
    for (const e of reviews) {
      const company = after.find((c) => c.id === e.company_id)!;
      expect(decided.has(company.id)).toBe(false);
      const was = before.get(company.id)!.review_flags.map((f: Json) => `${f.id}:${f.severity}`).sort();
      expect(company.review_flags.map((f: Json) => `${f.id}:${f.severity}`).sort()).not.toEqual(was);
    }
    for (const c of learned) {
      const was = before.get(c.id)!.review_flags.map((f: Json) => `${f.id}:${f.severity}`).sort();
      const now = c.review_flags.map((f: Json) => `${f.id}:${f.severity}`).sort();
      expect(reviews.some((e) => e.company_id === c.id)).toBe(JSON.stringify(was) !== JSON.stringify(now));
    }
  });
});
