import { REASON_MESSAGES } from '@quartile/domain';
import { describe, expect, it } from 'vitest';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { newBenchmark, uploadFile } from './support/benchmarks.ts';
import { withFileServer } from './support/fileServer.ts';

let server: TestServer;
let owner: SignedIn;
withFileServer((started) => ({ server, owner } = started));

const automated = (decision: 'accept' | 'reject') =>
  JSON.stringify({ automated_decision: { decision, confidence: 0.9, reasoning: 'test', matched_criteria: [], citations: [], decided_at: '2026-11-01T00:00:00.000Z' } });

/** A benchmark with companies in the given states, as if an analysis had run. */
async function analysedStudy(states: { name: string; status: string; automated?: 'accept' | 'reject'; human?: 'accept' | 'reject'; conflict?: boolean; change?: { from: string; to: string } }[], session = owner) {
  const benchmarkId = await newBenchmark(server, session);
  await uploadFile(server, session, `/api/benchmarks/${benchmarkId}/file/`, 'orbis.csv', 'Company name\nA\n');
  await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(session), payload: { column_mapping: {}, rows: states.map((s, i) => ({ row: i + 2, name: s.name, country: 'DE', website: 'https://x.de' })) } });
  const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(session) })).json();
  const ids: Record<string, string> = {};
  for (const s of states) {
    const id = companies.find((c: { name: string }) => c.name === s.name).id;
    ids[s.name] = id;
    await server.runtime.database.sql.query(
      'update companies set status = $2, analysis = $3, human_decision = $4, conflict = $5, criteria_change = $6 where id = $1',
      [id, s.status, s.automated ? automated(s.automated) : null, s.human ? JSON.stringify({ decision: s.human, reason: 'earlier', decided_by: { id: owner.user.id, name: 'Meera Iyer' }, decided_at: '2026-11-01T00:00:00.000Z' }) : null, s.conflict ?? false, s.change ? JSON.stringify(s.change) : null],
    );
  }
  return { benchmarkId, ids };
}

const decide = (benchmarkId: string, companyId: string, payload: object, headers: Record<string, string> = {}, session = owner) =>
  server.app.inject({ method: 'PATCH', url: `/api/benchmarks/${benchmarkId}/companies/${companyId}/human-decision/`, headers: { ...bearer(session), ...headers }, payload });

describe(`human decisions on ${testDbKind}`, () => {
  it('accepts or rejects an analysed company after review, with the reviewer and the reason', async () => {
    const { benchmarkId, ids } = await analysedStudy([{ name: 'Refrained Co', status: 'Decision Refrained', automated: 'accept' }]);
    const response = await decide(benchmarkId, ids['Refrained Co']!, { decision: 'reject', reason: 'Different functions: manufactures its products' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Rejected after Review', human_decision: { decision: 'reject', reason: 'Different functions: manufactures its products', decided_by: { id: owner.user.id } } });
    const trail = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/?company_id=${ids['Refrained Co']}`, headers: bearer(owner) })).json();
    expect(trail.items[0]).toMatchObject({ action: 'decision.human', before: { status: 'Decision Refrained', human_decision: null }, after: { status: 'Rejected after Review', human_decision: 'reject' } });
    const reason = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/companies/${ids['Refrained Co']}/human-decision-reason/`, headers: bearer(owner), payload: { reason: 'Manufacturer (10-K, Item 1)' } });
    expect(reason.json().human_decision.reason).toBe('Manufacturer (10-K, Item 1)');
    const summary = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/companies/${ids['Refrained Co']}/human-summary/`, headers: bearer(owner), payload: { summary: 'Makes and sells valves.' } });
    expect(summary.json().human_summary).toBe('Makes and sells valves.');
  });

  it('refuses a decision before analysis and a refrain on a conflict, with messages a person understands', async () => {
    const { benchmarkId, ids } = await analysedStudy([
      { name: 'Fresh Co', status: 'Not Analyzed' },
      { name: 'Conflict Co', status: 'Decision Conflict', automated: 'accept', human: 'reject', conflict: true },
    ]);
    const early = await decide(benchmarkId, ids['Fresh Co']!, { decision: 'accept', reason_code: 'matches_criteria' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/only an analysed company can be accepted or rejected/);
    const refrain = await decide(benchmarkId, ids['Conflict Co']!, { decision: 'refrain' });
    expect(refrain.statusCode).toBe(409);
    expect(refrain.json().message).toBe('The automated and the human decision differ. Choose Accept or Reject again.');
    const resolved = await decide(benchmarkId, ids['Conflict Co']!, { decision: 'accept', reason: 'Distributor after all' });
    expect(resolved.json()).toMatchObject({ status: 'Accepted after Review' });
    expect((await decide(benchmarkId, ids['Conflict Co']!, { decision: 'maybe' })).statusCode).toBe(400);
  });

  it('refuses a stale write from a colleague who read an older version', async () => {
    const colleague = (await server.app.inject({ method: 'POST', url: '/api/team/invites/', headers: bearer(owner), payload: { email: `c-${Date.now()}@firm.test`, first_name: 'Col', last_name: 'League', is_employee: true } })).json();
    expect(colleague.status).toBe('invited');
    const { benchmarkId, ids } = await analysedStudy([{ name: 'Shared Co', status: 'Accepted using Criteria', automated: 'accept' }]);
    const [read] = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    const first = await decide(benchmarkId, ids['Shared Co']!, { decision: 'accept', reason_code: 'matches_criteria' }, { 'if-match': String(read.version) });
    expect(first.statusCode).toBe(200);
    const second = await decide(benchmarkId, ids['Shared Co']!, { decision: 'reject', reason_code: 'different_functions' }, { 'if-match': String(read.version) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/Someone else changed this company/);
    const [after] = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect(after.human_decision.decision).toBe('accept');
  });

  it('refuses an Accept or Reject without a reason, with the message the form shows, and changes nothing', async () => {
    const { benchmarkId, ids } = await analysedStudy([{ name: 'Bare Co', status: 'Accepted using Criteria', automated: 'accept' }]);
    for (const payload of [{ decision: 'accept' }, { decision: 'reject', reason: '  ', reason_code: null }]) {
      const refused = await decide(benchmarkId, ids['Bare Co']!, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: REASON_MESSAGES.required, errors: { reason_code: [REASON_MESSAGES.required] } });
    }
    const [company] = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect(company).toMatchObject({ status: 'Accepted using Criteria', human_decision: null });
    const trail = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/?action=decision.`, headers: bearer(owner) })).json();
    expect(trail.total).toBe(0);
    // A sentence alone is a reason; a refrain needs none.
    expect((await decide(benchmarkId, ids['Bare Co']!, { decision: 'accept', reason: 'Makes valves, as the tested party does.' })).statusCode).toBe(200);
    expect((await decide(benchmarkId, ids['Bare Co']!, { decision: 'refrain' })).statusCode).toBe(200);
  });

  it("answers 404 for another firm's company", async () => {
    const { benchmarkId, ids } = await analysedStudy([{ name: 'Private Co', status: 'Accepted using Criteria', automated: 'accept' }]);
    const other = await registerFirm(server);
    expect((await decide(benchmarkId, ids['Private Co']!, { decision: 'reject', reason: 'Mine now' }, {}, other)).statusCode).toBe(404);
  });
});

describe(`criteria lifecycle on ${testDbKind}`, () => {
  it('saves versions, flags analysed companies outdated, and confirms or reverts changed decisions', async () => {
    const { benchmarkId, ids } = await analysedStudy([
      { name: 'Analysed Co', status: 'Accepted using Criteria', automated: 'accept' },
      { name: 'Waiting Co', status: 'Not Analyzed' },
    ]);
    const empty = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/criteria/save/`, headers: bearer(owner), payload: { accept: [' '], reject: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('At least one criteria field must be filled');
    const saved = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/criteria/save/`, headers: bearer(owner), payload: { accept: ['wholesale distribution of industrial parts'], reject: ['manufacturing'] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ criteria: { accept: ['wholesale distribution of industrial parts'], reject: ['manufacturing'] }, outdated_company_ids: [ids['Analysed Co']], requires_rerun: true });
    const versions = await server.runtime.database.sql.query('select version from criteria_versions where benchmark_id = $1', [benchmarkId]);
    expect(versions).toEqual([{ version: 1 }]);

    // As if the re-run changed two decisions: both wait for confirmation.
    await server.runtime.database.sql.query("update companies set status = 'Criteria Confirmation', criteria_change = '{\"from\":\"accept\",\"to\":\"reject\"}', outdated_criteria = false where id = $1", [ids['Analysed Co']]);
    await server.runtime.database.sql.query("update companies set status = 'Criteria Confirmation', criteria_change = '{\"from\":\"reject\",\"to\":\"accept\"}', analysis = $2 where id = $1", [ids['Waiting Co'], automated('accept')]);
    await server.runtime.database.sql.query('update benchmarks set criteria_pending_confirmation = true where id = $1', [benchmarkId]);
    const blocked = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/criteria/save/`, headers: bearer(owner), payload: { accept: ['x'], reject: [] } });
    expect(blocked.statusCode).toBe(409);

    const confirmOne = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/confirm-criteria-change/`, headers: bearer(owner), payload: { decisions: [{ company_id: ids['Analysed Co'], action: 'confirm' }] } });
    expect(confirmOne.json()).toMatchObject({ criteria_pending_confirmation: true, companies: [{ status: 'Rejected using Criteria', criteria_change: null }] });
    const revertOther = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/confirm-criteria-change/`, headers: bearer(owner), payload: { decisions: [{ company_id: ids['Waiting Co'], action: 'revert' }] } });
    expect(revertOther.json()).toMatchObject({ criteria_pending_confirmation: false, companies: [{ status: 'Rejected using Criteria', automated_decision: { decision: 'reject' } }] });
    const again = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/confirm-criteria-change/`, headers: bearer(owner), payload: { decisions: [{ company_id: ids['Waiting Co'], action: 'revert' }] } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to confirm while a run is in progress', async () => {
    const { benchmarkId, ids } = await analysedStudy([{ name: 'Busy Co', status: 'Criteria Confirmation', automated: 'reject', change: { from: 'accept', to: 'reject' } }]);
    await server.runtime.database.sql.query('update benchmarks set active_job_id = gen_random_uuid() where id = $1', [benchmarkId]);
    const response = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/confirm-criteria-change/`, headers: bearer(owner), payload: { decisions: [{ company_id: ids['Busy Co'], action: 'confirm' }] } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Wait for the analysis to finish/);
  });
});

describe(`refusals on every decision and criteria call on ${testDbKind}`, () => {
  it("answers 404 for another firm's benchmark or company and 400 for bad input, and changes nothing", async () => {
    const stranger = await registerFirm(server);
    const { benchmarkId, ids } = await analysedStudy([
      { name: 'Kept Co', status: 'Accepted after Review', automated: 'accept', human: 'accept' },
      { name: 'Waiting Co', status: 'Criteria Confirmation', automated: 'accept', change: { from: 'accept', to: 'reject' } },
    ]);
    const theirs = await analysedStudy([{ name: 'Their Co', status: 'Criteria Confirmation', automated: 'accept', change: { from: 'accept', to: 'reject' } }], stranger);
    const call = (method: 'POST' | 'PATCH', url: string, payload: object, session = owner) =>
      server.app.inject({ method, url: `/api/benchmarks/${url}`, headers: bearer(session), payload });
    const company = `${benchmarkId}/companies/${ids['Kept Co']}`;
    const before = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    const trailBefore = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/`, headers: bearer(owner) })).json().total;

    // Another firm reaches nothing.
    for (const [method, url, payload] of [
      ['PATCH', `${company}/human-decision/`, { decision: 'reject', reason: 'Mine now' }],
      ['POST', `${company}/human-decision-reason/`, { reason: 'Mine now' }],
      ['POST', `${company}/human-summary/`, { summary: 'Mine now' }],
      ['POST', `${benchmarkId}/criteria/save/`, { accept: ['x'], reject: [] }],
      ['POST', `${benchmarkId}/confirm-criteria-change/`, { decisions: [{ company_id: ids['Waiting Co'], action: 'confirm' }] }],
    ] as const) {
      const response = await call(method, url, payload, stranger);
      expect(response.statusCode, url).toBe(404);
    }
    // A company of another firm cannot be settled through this benchmark, nor one unknown.
    const foreign = await call('POST', `${benchmarkId}/confirm-criteria-change/`, { decisions: [{ company_id: theirs.ids['Their Co'], action: 'confirm' }] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Company not found');
    const unknown = await call('PATCH', `${benchmarkId}/companies/00000000-0000-4000-8000-000000000000/human-decision/`, { decision: 'accept', reason: 'Fits' });
    expect(unknown.statusCode).toBe(404);

    // Bad input: unknown values, missing or extra fields, ids that are not ids, a company twice.
    for (const [method, url, payload] of [
      ['PATCH', `${company}/human-decision/`, { decision: 'accept', reason_code: 'cheap' }],
      ['PATCH', `${company}/human-decision/`, { decision: 'accept', extra: 1 }],
      // Every Accept and Reject needs a reason: a code or a sentence.
      ['PATCH', `${company}/human-decision/`, { decision: 'reject' }],
      ['PATCH', `${company}/human-decision/`, { decision: 'accept', reason: '   ', reason_code: null }],
      ['POST', `${company}/human-decision-reason/`, {}],
      ['POST', `${company}/human-summary/`, { note: 'not a field' }],
      ['POST', `${benchmarkId}/criteria/save/`, { accept: [{ text: 'everything' }], reject: [] }],
      ['POST', `${benchmarkId}/confirm-criteria-change/`, { decisions: [{ company_id: 'nope', action: 'confirm' }] }],
      ['POST', `${benchmarkId}/confirm-criteria-change/`, { decisions: [{ company_id: ids['Waiting Co'], action: 'maybe' }] }],
      [
        'POST',
        `${benchmarkId}/confirm-criteria-change/`,
        {
          decisions: [
            { company_id: ids['Waiting Co'], action: 'confirm' },
            { company_id: ids['Waiting Co'], action: 'revert' },
          ],
        },
      ],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().message, url).toBeTruthy();
    }
    // Settling a company that waits for nothing says so.
    const nothing = await call('POST', `${benchmarkId}/confirm-criteria-change/`, { decisions: [{ company_id: ids['Kept Co'], action: 'confirm' }] });
    expect(nothing.statusCode).toBe(409);

    const after = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    expect(after).toEqual(before);
    expect((await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/`, headers: bearer(owner) })).json().total).toBe(trailBefore);
    const [stillTheirs] = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${theirs.benchmarkId}/companies/`, headers: bearer(stranger) })).json();
    expect(stillTheirs.status).toBe('Criteria Confirmation');
  });
});
