// Issue 19 (ADR 0027): outdated decisions are counted on the benchmark, left out of the range
// unless a person acknowledges them (who, when, audited, lapsing with new criteria), and a run
// takes only outdated, only selected or only not-yet-analysed companies, refusing before it starts
// when credits are short; the usage history counts the re-runs.
import { extractPdfText } from '@quartile/analyst';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../src/worker/workers.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { studyWithCompanies } from './support/companies.ts';
import { giveCredits, waitForJob } from './support/runs.ts';
import { omYears, reviewedStudy } from './support/study.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { startServerWithFirms } from './support/firms.ts';

let server: TestServer, owner: SignedIn, other: SignedIn;
beforeAll(async () => ({ server, owner, other } = await startServerWithFirms({ other: { firm_name: 'Other Firm' }, credits: true })));
afterAll(() => server?.close());

const inject = (session: SignedIn, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url: `/api/${url}`, headers: { ...bearer(session), ...headers }, ...(payload ? { payload } : {}) });
const getBenchmark = async (id: string, session = owner) => (await inject(session, 'GET', `benchmarks/${id}/`)).json();
const rangeCount = async (id: string) => (await inject(owner, 'POST', 'benchmarks/pli-stats/', { benchmark_id: id, pli: 'OM', method: 'us-482' })).json().count as number;
const sql = () => server.runtime.database.sql;

describe(`the range and outdated decisions on ${testDbKind}`, () => {
  it('counts outdated decisions, leaves them out of the range, and includes them only with an acknowledgement that lapses with new criteria', async () => {
    const s = await reviewedStudy(server, owner, [
      { name: 'Alpha Distribution', status: 'Accepted using Criteria', financials: omYears(2) },
      { name: 'Beta Trading', status: 'Accepted after Review', financials: omYears(3) },
      { name: 'Gamma Supply', status: 'Accepted using Criteria', financials: omYears(4) },
      { name: 'Delta Wholesale', status: 'Rejected using Criteria', financials: omYears(9) },
    ]);
    // Criteria version 2 is current; Alpha and Delta were analysed under version 1, Beta is flagged by the save.
    await sql().query('update benchmarks set criteria = $2, criteria_version = 2 where id = $1', [s.benchmarkId, JSON.stringify({ accept: ['distribution'], reject: [] })]);
    for (const [name, version] of [['Alpha Distribution', 1], ['Beta Trading', 2], ['Gamma Supply', 2], ['Delta Wholesale', 1]] as const)
      await sql().query("update companies set analysis = jsonb_build_object('criteria_version', $2::int, 'provider', 'local', 'analysed_at', '2026-11-01T10:00:00.000Z') where id = $1", [s.ids[name], version]);
    await sql().query('update companies set outdated_criteria = true where id = $1', [s.ids['Beta Trading']]);

    const before = await getBenchmark(s.benchmarkId);
    expect(before).toMatchObject({
      criteria_version: 2,
      outdated_decisions: { decided: 4, outdated: 3, accepted: 3, accepted_outdated: 2 },
      range_basis: { include_outdated: false, acknowledged_version: null, chosen_by: null, chosen_at: null },
    });
    expect(await rangeCount(s.benchmarkId)).toBe(1); // Gamma only

    // Bad input and a stale version change nothing; another firm sees no benchmark.
    expect((await inject(owner, 'POST', `benchmarks/${s.benchmarkId}/range-basis/`, { include_outdated: 'yes' })).statusCode).toBe(400);
    const stale = await inject(owner, 'POST', `benchmarks/${s.benchmarkId}/range-basis/`, { include_outdated: true }, { 'if-match': String(before.version - 1) });
    expect(stale.statusCode).toBe(409);
    expect((await inject(other, 'POST', `benchmarks/${s.benchmarkId}/range-basis/`, { include_outdated: true })).statusCode).toBe(404);
    expect((await getBenchmark(s.benchmarkId)).range_basis.include_outdated).toBe(false);

    // The workbook marks each decision and says what the range rests on; the evidence report says it too.
    const summaryOf = async () => {
      const file = await inject(owner, 'GET', `benchmarks/${s.benchmarkId}/export/`);
      expect(file.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const lines = new Map<string, string>();
      workbook.getWorksheet('Summary')!.eachRow((row) => lines.set(row.getCell(1).text, row.getCell(2).text));
      const matrix = workbook.getWorksheet('Accept-Reject Matrix')!;
      const header = (matrix.getRow(1).values as string[]).slice(1);
      const cells = new Map<string, [string, string]>();
      matrix.eachRow((row, n) => {
        if (n > 1) cells.set(row.getCell(1).text, [row.getCell(header.indexOf('Criteria version') + 1).text, row.getCell(header.indexOf('Outdated') + 1).text]);
      });
      return { lines, cells };
    };
    const current = await summaryOf();
    expect(current.lines.get('Current criteria version')).toBe('v2');
    expect(current.lines.get('Outdated decisions')).toBe('3 of 4 decisions (2 of 3 accepted comparables) were made under older criteria');
    expect(current.lines.get('Range basis')).toMatch(/^Current decisions only \(criteria version 2\): 2 accepted comparables/);
    expect(current.lines.get('Comparables in the range')).toBe('1');
    expect(current.cells.get('Alpha Distribution')).toEqual(['v1', 'Outdated: decided under criteria v1; the current criteria are v2. It is left out of the range until re-run.']);
    expect(current.cells.get('Gamma Supply')).toEqual(['v2', 'No: decided under the current criteria (v2)']);
    expect(current.cells.get('Delta Wholesale')?.[1]).toBe('Outdated: decided under criteria v1; the current criteria are v2.');
    const pdf = await inject(owner, 'GET', `benchmarks/${s.benchmarkId}/companies/${s.ids['Alpha Distribution']}/evidence-report/download/`);
    expect(pdf.statusCode).toBe(200);
    expect((await extractPdfText(new Uint8Array(pdf.rawPayload))).text.replace(/\s+/g, ' ')).toContain('Outdated: decided under criteria v1; the current criteria are v2. It is left out of the range until re-run.');

    const acknowledged = await inject(owner, 'POST', `benchmarks/${s.benchmarkId}/range-basis/`, { include_outdated: true }, { 'if-match': String(before.version) });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().range_basis).toMatchObject({ include_outdated: true, acknowledged_version: 2, chosen_by: expect.any(String) });
    expect(Date.parse(acknowledged.json().range_basis.chosen_at)).not.toBeNaN();
    expect(await rangeCount(s.benchmarkId)).toBe(3);
    const events = (await inject(owner, 'GET', `benchmarks/${s.benchmarkId}/audit-events/`)).json().items as { action: string; details: object; actor: unknown }[];
    const included = await summaryOf();
    expect(included.lines.get('Range basis')).toMatch(/^Includes 2 outdated decisions/);
    expect(included.lines.get('Outdated decisions acknowledged')).toMatch(/ UTC$/);
    expect(included.lines.get('Comparables in the range')).toBe('3');
    expect(included.cells.get('Alpha Distribution')?.[1]).toMatch(/It is in the range: a person acknowledged outdated decisions\.$/);
    expect(events.find((e) => e.action === 'results.range_basis_set')).toMatchObject({ details: { include_outdated: true, criteria_version: 2, accepted_outdated: 2 } });

    // New criteria (version 3): the acknowledgement lapses and the range is current decisions only again.
    const saved = await inject(owner, 'POST', `benchmarks/${s.benchmarkId}/criteria/save/`, { accept: ['wholesale distribution'], reject: [] });
    expect(saved.statusCode).toBe(200);
    const after = await getBenchmark(s.benchmarkId);
    expect(after).toMatchObject({ criteria_version: 3, range_basis: { include_outdated: false, acknowledged_version: 2 } });
    expect(after.outdated_decisions).toMatchObject({ accepted: 3, accepted_outdated: 3 });
    expect(await rangeCount(s.benchmarkId)).toBe(0);
  });
});

describe(`re-running what needs it on ${testDbKind}`, () => {
  beforeAll(async () => {
    await startWorkers(server.runtime);
  });
  const run = (id: string, payload: object) => inject(owner, 'POST', `benchmarks/${id}/create-run-ai-job/`, payload);
  const companies = async (id: string) => (await inject(owner, 'GET', `benchmarks/${id}/companies/`)).json() as { id: string; name: string; status: string; analysis: { criteria_version: number } | null }[];
  const description = (what: string) => `${what} is a wholesale distributor of industrial valves and pumps bought from European manufacturers; it resells them to plant operators.`;

  it('takes only outdated, selected or not-yet-analysed companies, refuses before starting when credits are short, and counts re-runs in the usage history', async () => {
    const s = await studyWithCompanies(server, owner, [
      { name: 'Ostrava Valve Trading', database_description: description('Ostrava Valve Trading') },
      { name: 'Brno Pump Supply', database_description: description('Brno Pump Supply') },
      { name: 'Plzen Flow Parts', database_description: description('Plzen Flow Parts') },
    ]);
    const usage = async () => ((await inject(owner, 'GET', 'benchmarks/usage/')).json() as { count: number; reruns: number }[]).reduce((t, d) => ({ count: t.count + d.count, reruns: t.reruns + d.reruns }), { count: 0, reruns: 0 });
    const usedBefore = await usage();
    expect((await inject(owner, 'POST', `benchmarks/${s.benchmarkId}/criteria/save/`, { accept: ['wholesale distribution of industrial valves'], reject: ['manufacturing'] })).statusCode).toBe(200);

    // First run: only one company, selected; then only the ones not analysed yet.
    const selected = await run(s.benchmarkId, { mode: 'analysis', scope: 'selected', company_ids: [s.ids['Ostrava Valve Trading']] });
    expect(selected.statusCode).toBe(202);
    expect(selected.json().total).toBe(1);
    await waitForJob(server, owner, s.benchmarkId, selected.json().id);
    const rest = await run(s.benchmarkId, { mode: 'analysis', scope: 'not_analysed' });
    expect(rest.json().total).toBe(2);
    await waitForJob(server, owner, s.benchmarkId, rest.json().id);
    expect((await run(s.benchmarkId, { mode: 'analysis', scope: 'not_analysed' })).json().message).toBe('Every company has been analysed: choose outdated or selected companies to re-run.');
    expect((await run(s.benchmarkId, { mode: 'analysis', scope: 'outdated' })).json().message).toBe('No decision is outdated: every analysed company was decided under the current criteria.');

    // Scope problems are refused with their message.
    const noIds = await run(s.benchmarkId, { mode: 'analysis', scope: 'selected' });
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().message).toBe('Select at least one company to re-run.');
    expect((await run(s.benchmarkId, { mode: 'web_search', scope: 'outdated' })).statusCode).toBe(400);
    expect((await run(s.benchmarkId, { mode: 'analysis', scope: 'everything' })).statusCode).toBe(400);

    // Criteria version 2: all three decisions are outdated.
    expect((await inject(owner, 'POST', `benchmarks/${s.benchmarkId}/criteria/save/`, { accept: ['wholesale distribution of industrial valves and pumps'], reject: ['manufacturing'] })).statusCode).toBe(200);
    expect((await getBenchmark(s.benchmarkId)).outdated_decisions).toMatchObject({ decided: 3, outdated: 3 });

    // Credits for 2 of the 3: refused before starting, nothing changes.
    const [firm] = await sql().query<{ used: number }>('select coalesce(sum(count), 0)::int as used from usage_records where firm_id = $1', [owner.user.firm.id]);
    await giveCredits(server, owner, firm!.used + 2);
    const short = await run(s.benchmarkId, { mode: 'analysis', scope: 'outdated' });
    expect(short.statusCode).toBe(402);
    expect(short.json().message).toBe('Not enough credits: analysing 3 companies needs 3 credits and 2 remain. Ask your Quartile contact for more credits or choose fewer companies.');
    expect((await companies(s.benchmarkId)).map((c) => c.analysis?.criteria_version)).toEqual([1, 1, 1]);
    expect((await getBenchmark(s.benchmarkId)).active_job_id).toBeNull();

    // A partial re-run of two outdated companies; the third stays outdated.
    const partial = await run(s.benchmarkId, { mode: 'analysis', scope: 'selected', company_ids: [s.ids['Ostrava Valve Trading'], s.ids['Brno Pump Supply']] });
    expect(partial.statusCode).toBe(202);
    await waitForJob(server, owner, s.benchmarkId, partial.json().id);
    const versions = Object.fromEntries((await companies(s.benchmarkId)).map((c) => [c.name, c.analysis?.criteria_version]));
    expect(versions).toEqual({ 'Ostrava Valve Trading': 2, 'Brno Pump Supply': 2, 'Plzen Flow Parts': 1 });
    expect((await getBenchmark(s.benchmarkId)).outdated_decisions.outdated).toBe(1);

    const used = await usage();
    expect(used.count - usedBefore.count).toBe(5);
    expect(used.reruns - usedBefore.reruns).toBe(2);
    const started = ((await inject(owner, 'GET', `benchmarks/${s.benchmarkId}/audit-events/`)).json().items as { action: string; details: { scope?: string; rerun?: boolean } }[]).filter((e) => e.action === 'run.started');
    expect(started.map((e) => e.details.scope)).toEqual(expect.arrayContaining(['selected', 'not_analysed']));
  });
});
