// A criteria change settled for real (issue 19): a re-run under new criteria puts the company in
// Criteria Confirmation; confirm keeps the re-run's analysis, revert restores the analysis and the
// decision from before the re-run exactly. The runs go through the real run path (runBenchmarkNow).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBenchmarkNow } from '../src/runs/runNow.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { studyWithCompanies } from './support/companies.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { startServerWithOwner } from './support/firms.ts';

let server: TestServer, owner: SignedIn;
beforeAll(async () => ({ server, owner } = await startServerWithOwner({ credits: true })));
afterAll(() => server?.close());

const DISTRIBUTION = { accept: ['wholesale distribution of industrial valves and pumps'], reject: ['manufacturing of pumps or components in its own plants'] };
const MANUFACTURING = { accept: ['manufacturing of pumps or components in its own plants'], reject: ['wholesale distribution of industrial valves and pumps'] };
const DISTRIBUTOR = 'Ostrava Valve Trading is a wholesale distributor of industrial valves and pumps bought from European manufacturers; it resells them to plant operators in Czechia and Slovakia.';

type Json = Record<string, any>;

describe(`confirm and revert a criteria change on ${testDbKind}`, () => {
  it('confirm keeps the re-run analysis, revert restores the previous analysis and decision exactly', async () => {
    const { benchmarkId, ids } = await studyWithCompanies(server, owner, [
      { name: 'Confirmed Valves s.r.o.', database_description: DISTRIBUTOR.replace('Ostrava Valve Trading', 'Confirmed Valves') },
      { name: 'Reverted Valves s.r.o.', database_description: DISTRIBUTOR.replace('Ostrava Valve Trading', 'Reverted Valves') },
      { name: 'Overridden Valves s.r.o.', database_description: DISTRIBUTOR.replace('Ostrava Valve Trading', 'Overridden Valves') },
    ]);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject({ method, url: `/api/benchmarks/${benchmarkId}/${url}`, headers: bearer(owner), ...(payload ? { payload } : {}) });
    const companies = async () => Object.fromEntries(((await call('GET', 'companies/')).json() as Json[]).map((c) => [c.name, c]));
    const firmId = owner.user.firm.id;
    const run = () => runBenchmarkNow(server.runtime, { firmId, benchmarkId, mode: 'analysis', storedSourcesOnly: true });

    expect((await call('POST', 'criteria/save/', DISTRIBUTION)).statusCode).toBe(200);
    expect((await run()).status).toBe('succeeded');
    const first = await companies();
    expect(first['Reverted Valves s.r.o.']).toMatchObject({ status: 'Accepted using Criteria', automated_decision: { decision: 'accept' }, analysis: { criteria_version: 1 } });
    // A person overrides one acceptance (after Review: an override, not a conflict).
    const override = await server.app.inject({
      method: 'PATCH',
      url: `/api/benchmarks/${benchmarkId}/companies/${ids['Overridden Valves s.r.o.']}/human-decision/`,
      headers: bearer(owner),
      payload: { decision: 'reject', reason_code: 'not_independent', reason: 'Owned by a pump maker.' },
    });
    expect(override.json()).toMatchObject({ status: 'Rejected after Review' });

    // Version 2 turns the criteria round: the re-run rejects both, and each waits for a person.
    expect((await call('POST', 'criteria/save/', MANUFACTURING)).statusCode).toBe(200);
    expect((await run()).status).toBe('succeeded');
    const waiting = await companies();
    for (const name of ['Confirmed Valves s.r.o.', 'Reverted Valves s.r.o.', 'Overridden Valves s.r.o.']) {
      expect(waiting[name]).toMatchObject({ status: 'Criteria Confirmation', criteria_change: { from: 'accept', to: 'reject' }, analysis: { criteria_version: 2, decision: 'reject' } });
    }

    const settled = await call('POST', 'confirm-criteria-change/', {
      decisions: [
        { company_id: ids['Confirmed Valves s.r.o.'], action: 'confirm' },
        { company_id: ids['Reverted Valves s.r.o.'], action: 'revert' },
        { company_id: ids['Overridden Valves s.r.o.'], action: 'revert' },
      ],
    });
    expect(settled.statusCode).toBe(200);
    const after = await companies();

    // Confirm: the re-run's analysis stays, its decision becomes the automated one.
    const confirmed = after['Confirmed Valves s.r.o.'];
    expect(confirmed).toMatchObject({ status: 'Rejected using Criteria', criteria_change: null, automated_decision: { decision: 'reject' } });
    expect(confirmed.analysis).toEqual(waiting['Confirmed Valves s.r.o.'].analysis);
    expect(confirmed.automated_decision).toEqual({ ...waiting['Confirmed Valves s.r.o.'].automated_decision, decision: 'reject' });

    // Revert: the analysis from before the re-run, exactly, and its decision and status.
    const reverted = after['Reverted Valves s.r.o.'];
    expect(reverted).toMatchObject({ status: 'Accepted using Criteria', criteria_change: null });
    expect(reverted.analysis).toEqual(first['Reverted Valves s.r.o.'].analysis);
    expect(reverted.automated_decision).toEqual(first['Reverted Valves s.r.o.'].automated_decision);
    // Revert puts the person's override back as it was, not as a Decision Conflict.
    expect(after['Overridden Valves s.r.o.']).toMatchObject({ status: 'Rejected after Review', automated_decision: { decision: 'accept' }, human_decision: { decision: 'reject' } });
    const [kept] = await server.runtime.database.sql.query<{ analysis_before_change: unknown }>('select analysis_before_change from companies where id = $1', [ids['Reverted Valves s.r.o.']]);
    expect(kept!.analysis_before_change).toBeNull();

    // The trail says which criteria version each settlement was made under, and what it kept.
    const trail = (await call('GET', `audit-events/?action=criteria.change`)).json();
    expect(trail.items.map((e: Json) => [e.action, e.details])).toEqual(
      expect.arrayContaining([
        ['criteria.change_confirmed', { criteria_version: 2, kept_criteria_version: 2 }],
        ['criteria.change_reverted', { criteria_version: 2, kept_criteria_version: 1 }],
      ]),
    );
  });
});
