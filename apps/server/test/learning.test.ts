// The Research Analyst's classification readings and learning from decisions, wired (issue 17,
// ADR 0023), through the real HTTP app and a real analysis run of the local provider:
// - the criteria editor's readings: read, search, save with a version (bad codes change nothing);
// - the zero-shot result kept beside the shown one; after people decide, the companies nobody
//   decided learn from them (analysis.learned events), decided ones never change; with every
//   decision undone, the shown analyses go back to zero-shot;
// - the decision request hands the work to the queue worker.
// Texts: Wikipedia (CC BY-SA 4.0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseActivityCodes } from '@quartile/analyst';
import { describeAuditEvent, type AuditEventRecord } from '@quartile/domain';
import { relearnBenchmark } from '../src/analysis/learning.ts';
import { runBenchmarkNow } from '../src/runs/runNow.ts';
import { startWorkers } from '../src/worker/workers.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { newBenchmark, uploadFile } from './support/benchmarks.ts';
import { studyWithCompanies } from './support/companies.ts';
import { DISTRIBUTOR_CRITERIA, saveCriteria, wikipedia } from './support/review.ts';
import { PASS_CRITERIA, PASS_LIST } from './support/passList.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { startServerWithFirms } from './support/firms.ts';

let server: TestServer, owner: SignedIn, stranger: SignedIn;
beforeAll(async () => ({ server, owner, other: stranger } = await startServerWithFirms({ other: { firm_name: 'Other Firm LLP' }, credits: true })));
afterAll(() => server?.close());

type Json = Record<string, any>;
const get = (url: string, session = owner) => server.app.inject({ method: 'GET', url, headers: bearer(session) });
const post = (url: string, payload: object, session = owner) => server.app.inject({ method: 'POST', url, headers: bearer(session), payload });
const patch = (url: string, payload: object, session = owner) => server.app.inject({ method: 'PATCH', url, headers: bearer(session), payload });
const versionCount = async (benchmarkId: string) => ((await get(`/api/benchmarks/${benchmarkId}/criteria/versions/`)).json() as Json[]).length;

const TICKERS = ['SYY', 'GWW', 'FAST', 'HSIC', 'MCK', 'CAH', 'MMM', 'CAT', 'DOV', 'PH', 'EMR'];

/** A study of Wikipedia descriptions analysed by a real run (the local provider). */
async function analysedStudy(tickers = TICKERS) {
  const texts = tickers.map((t) => wikipedia(t));
  const study = await studyWithCompanies(server, owner, texts.map((t) => ({ name: t.name, database_description: t.description })));
  await saveCriteria(server, owner, study.benchmarkId);
  const job = await runBenchmarkNow(server.runtime, { firmId: owner.user.firm.id, benchmarkId: study.benchmarkId, mode: 'analysis' });
  expect(job.status).toBe('succeeded');
  const id = (ticker: string) => study.ids[wikipedia(ticker).name]!;
  return { ...study, id };
}

const companies = async (benchmarkId: string): Promise<Json[]> => (await get(`/api/benchmarks/${benchmarkId}/companies/`)).json();
const decide = (benchmarkId: string, companyId: string, decision: 'accept' | 'reject') =>
  patch(`/api/benchmarks/${benchmarkId}/companies/${companyId}/human-decision/`, { decision, ...(decision === 'reject' ? { reason_code: 'different_functions' } : { reason_code: 'matches_criteria' }) });

describe(`criteria readings on ${testDbKind}`, () => {
  it('reads each criterion as classification codes, searches the index, and saves an adjusted reading with the criteria version', async () => {
    const read = await post('/api/classification/read/', DISTRIBUTOR_CRITERIA);
    expect(read.statusCode).toBe(200);
    const [accept, manufacturing] = read.json().readings as Json[];
    expect(accept).toMatchObject({ criterion: DISTRIBUTOR_CRITERIA.accept[0], type: 'accept', source: 'text' });
    expect(accept!.activities.some((a: Json) => a.scheme === 'naics' && a.code.startsWith('42'))).toBe(true);
    expect(manufacturing).toMatchObject({ type: 'reject' });

    const byCode = await get('/api/classification/search/?q=4238&limit=5');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().hits[0]).toMatchObject({ scheme: 'naics', code: '4238', title: 'Machinery, Equipment, and Supplies Merchant Wholesalers' });
    const byWords = (await get('/api/classification/search/?q=industrial%20pumps')).json().hits as Json[];
    expect(byWords.some((h) => h.scheme === 'nace' && h.code === '28.13')).toBe(true);
    expect((await get('/api/classification/search/?q=')).statusCode).toBe(400);
    expect((await get('/api/classification/search/?q=pumps', { access: '' } as SignedIn)).statusCode).toBe(401);

    const study = await studyWithCompanies(server, owner, [{ name: 'Sysco', database_description: wikipedia('SYY').description }]);
    await saveCriteria(server, owner, study.benchmarkId);
    const before = (await get(`/api/benchmarks/${study.benchmarkId}/`)).json();
    const versionsBefore = await versionCount(study.benchmarkId);
    // A code the classification does not know, or a reading of a criterion not in the list: refused, nothing saved.
    const unknown = await post(`/api/benchmarks/${study.benchmarkId}/criteria/save/`, {
      ...DISTRIBUTOR_CRITERIA,
      readings: [{ criterion: DISTRIBUTOR_CRITERIA.accept[0], activities: [{ scheme: 'naics', code: '999999', title: 'x', score: 1 }] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('NAICS 999999 is not a code of the classification.');
    const orphan = await post(`/api/benchmarks/${study.benchmarkId}/criteria/save/`, {
      ...DISTRIBUTOR_CRITERIA,
      readings: [{ criterion: 'retail of cars', activities: [{ scheme: 'naics', code: '441110', title: 'x', score: 1 }] }],
    });
    expect(orphan.statusCode).toBe(400);
    expect((await get(`/api/benchmarks/${study.benchmarkId}/`)).json()).toMatchObject({ criteria: before.criteria });
    expect(await versionCount(study.benchmarkId)).toBe(versionsBefore);

    // Food wholesale only: the analysis reads the accept criterion through it from now on.
    const readings = [{ criterion: DISTRIBUTOR_CRITERIA.accept[0], activities: [{ scheme: 'naics', code: '4244', title: 'whatever the client sent', score: 1 }, { scheme: 'nace', code: '46.3', title: '', score: 0.5 }] }];
    const saved = await post(`/api/benchmarks/${study.benchmarkId}/criteria/save/`, { ...DISTRIBUTOR_CRITERIA, readings });
    expect(saved.statusCode).toBe(200);
    const stored = (await get(`/api/benchmarks/${study.benchmarkId}/`)).json();
    expect(await versionCount(study.benchmarkId)).toBe(versionsBefore + 1);
    expect(stored.criteria.readings).toEqual([
      {
        criterion: DISTRIBUTOR_CRITERIA.accept[0],
        activities: [
          { scheme: 'naics', code: '4244', title: 'Grocery and Related Product Merchant Wholesalers', score: 1 },
          { scheme: 'nace', code: '46.3', title: expect.stringMatching(/^Wholesale of food/), score: 0.5 },
        ],
      },
    ]);
    const versions = (await get(`/api/benchmarks/${study.benchmarkId}/criteria/versions/`)).json() as Json[];
    expect(versions[0]).toMatchObject({ current: true, readings: stored.criteria.readings });
    expect(versions[1]).toMatchObject({ readings: [] });
    const adjusted = (await post('/api/classification/read/', stored.criteria)).json().readings as Json[];
    expect(adjusted[0]).toMatchObject({ source: 'adjusted', activities: stored.criteria.readings[0].activities });
    // Another firm cannot save criteria on this benchmark.
    expect((await post(`/api/benchmarks/${study.benchmarkId}/criteria/save/`, { ...DISTRIBUTOR_CRITERIA, readings }, stranger)).statusCode).toBe(404);
  });
});

describe(`learning from the reviewer's decisions on ${testDbKind}`, () => {
  it('keeps the zero-shot result, re-decides the undecided companies from the decisions, never a decided one, and goes back with no decision left', async () => {
    const study = await analysedStudy();
    const firmId = owner.user.firm.id;
    const first = await companies(study.benchmarkId);
    const zero = new Map(first.map((c) => [c.id, c.analysis]));
    for (const c of first) expect(c.analysis).toMatchObject({ learned: null, provider: 'local' });
    const [stored] = await server.runtime.database.sql.query<{ n: number }>('select count(*)::int as n from companies where benchmark_id = $1 and zero_shot is not null', [study.benchmarkId]);
    expect(stored!.n).toBe(TICKERS.length);

    // The reviewer keeps the two medical distributors out and the three industrial ones in.
    const decisions: [string, 'accept' | 'reject'][] = [
      ['HSIC', 'reject'],
      ['MCK', 'reject'],
      ['GWW', 'accept'],
      ['FAST', 'accept'],
      ['MMM', 'reject'],
    ];
    for (const [t, d] of decisions) expect((await decide(study.benchmarkId, study.id(t), d)).statusCode).toBe(200);
    const outcome = await relearnBenchmark(server.runtime, firmId, study.benchmarkId);
    expect(outcome).toMatchObject({ examples: 5, updated: TICKERS.length - decisions.length, skipped: false });

    const after = await companies(study.benchmarkId);
    const decidedIds = new Set(decisions.map(([t]) => study.id(t)));
    for (const c of after) {
      if (decidedIds.has(c.id)) {
        // A decided company keeps its analysis as the run made it, and its person's decision.
        expect(c.analysis).toEqual(zero.get(c.id));
        continue;
      }
      expect(c.analysis.learned).toMatchObject({ examples: 5, accepted: 2, rejected: 3 });
      expect(c.analysis.reasoning).toMatch(/^Learned from 5 decisions \(2 accepted, 3 rejected\)/);
      for (const n of c.analysis.learned.neighbours) expect(decidedIds.has(n.id)).toBe(true);
      expect(c.analysis.citations.length).toBeGreaterThan(0);
    }
    const learnedEvents = (await get(`/api/benchmarks/${study.benchmarkId}/audit-events/?action=analysis.learned&page_size=100`)).json().items as Json[];
    const changed = after.filter((c) => !decidedIds.has(c.id) && c.analysis.learned.effect === 'changed');
    // Cardinal Health, a distributor the criteria accept, reads like the two medical distributors the reviewer rejected.
    expect(changed.map((c) => [c.name, zero.get(c.id).decision, c.analysis.decision])).toContainEqual(['Cardinal Health', 'accept', 'reject']);
    expect(after.find((c) => c.name === 'Cardinal Health')).toMatchObject({ status: 'Rejected using Criteria', automated_decision: { decision: 'reject' } });
    expect(learnedEvents.map((e) => e.company_id).sort()).toEqual(changed.map((c) => c.id).sort());
    for (const e of learnedEvents) expect(e.details).toMatchObject({ examples: 5, neighbour_ids: expect.any(Array), zero_shot: { decision: expect.any(String) }, learned: { decision: expect.any(String) } });

    // Nothing new to learn: the job reads nothing.
    expect(await relearnBenchmark(server.runtime, firmId, study.benchmarkId)).toMatchObject({ skipped: true });

    // Every decision undone: the shown analyses go back to what the run found.
    for (const [t] of decisions) expect((await post(`/api/benchmarks/${study.benchmarkId}/companies/${study.id(t)}/quick_review/`, { action: 'undo' })).statusCode).toBe(200);
    expect(await relearnBenchmark(server.runtime, firmId, study.benchmarkId)).toMatchObject({ examples: 0, skipped: false });
    for (const c of await companies(study.benchmarkId)) {
      expect(c.analysis.learned).toBeNull();
      expect(c.analysis.decision).toBe(zero.get(c.id).decision);
    }
  });

  it('a run after decisions learns as it analyses, and a decision hands the rest to the queue worker', async () => {
    const study = await analysedStudy(['SYY', 'GWW', 'FAST', 'HSIC', 'MMM', 'CAT', 'DOV']);
    await startWorkers(server.runtime);
    // Three decisions, then one side only: not enough to learn from (MIN_DECISIONS, both sides).
    for (const [t, d] of [['GWW', 'accept'], ['CAT', 'reject'], ['MMM', 'reject']] as const) expect((await decide(study.benchmarkId, study.id(t), d)).statusCode).toBe(200);
    expect(await relearnBenchmark(server.runtime, owner.user.firm.id, study.benchmarkId)).toMatchObject({ examples: 0 });
    expect((await companies(study.benchmarkId)).filter((c) => c.analysis.learned)).toEqual([]);
    expect((await decide(study.benchmarkId, study.id('FAST'), 'accept')).statusCode).toBe(200);
    // The worker learns in the background; wait for it (no timing is asserted).
    let learned: Json[] = [];
    for (let i = 0; i < 300; i++) {
      learned = (await companies(study.benchmarkId)).filter((c) => c.analysis.learned?.examples === 4);
      if (learned.length === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(learned.map((c) => c.name).sort()).toEqual(['Dover Corporation', 'Henry Schein', 'Sysco']);
    // A re-run of one company applies the same model as it analyses.
    const rerun = await runBenchmarkNow(server.runtime, { firmId: owner.user.firm.id, benchmarkId: study.benchmarkId, mode: 'analysis', companyIds: [study.id('SYY')] });
    expect(rerun.status).toBe('succeeded');
    const sysco = (await get(`/api/benchmarks/${study.benchmarkId}/companies/${study.id('SYY')}/`)).json();
    expect(sysco.analysis).toMatchObject({ job_id: rerun.id, learned: { examples: 4, accepted: 2, rejected: 2 } });
    // Its audit trail says the run's decision learned from the decisions, and what the criteria alone read.
    const trail = (await get(`/api/benchmarks/${study.benchmarkId}/audit-events/?action=analysis.completed&company_id=${study.id('SYY')}&page_size=50`)).json();
    const latest = (trail.items as Json[]).find((e) => e.details.job_id === rerun.id);
    expect(latest!.details.learned).toEqual({ examples: 4, zero_shot: sysco.analysis.learned.zero_shot });
  });
});

describe(`the benchmark pass on ${testDbKind}`, () => {
  it("after a run, re-decides a misread company from the list's clearest decisions, says whose they were, and gives way to the reviewer's", async () => {
    const study = await studyWithCompanies(server, owner, PASS_LIST);
    await saveCriteria(server, owner, study.benchmarkId, PASS_CRITERIA);
    const firmId = owner.user.firm.id;
    await startWorkers(server.runtime);
    const job = await runBenchmarkNow(server.runtime, { firmId, benchmarkId: study.benchmarkId, mode: 'analysis' });
    expect(job.status).toBe('succeeded');
    // The run's end asks the queue worker to learn; wait for it (no timing is asserted).
    const stockistId = study.ids['Tidewater Bearings']!;
    let stockist: Json = {};
    for (let i = 0; i < 300; i++) {
      stockist = (await get(`/api/benchmarks/${study.benchmarkId}/companies/${stockistId}/`)).json();
      if (stockist.analysis?.learned) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Zero-shot the stockist reads as a maker; compared with the list's clear wholesalers, it is accepted.
    expect(stockist.analysis.learned).toMatchObject({ basis: 'analysis', effect: 'changed', zero_shot: { decision: 'reject' } });
    expect(stockist.analysis.decision).toBe('accept');
    expect(stockist.analysis.reasoning).toMatch(/^Compared with the \d+ companies of this list the analysis decided most clearly/);
    expect(stockist.analysis.reasoning).not.toContain('Learned from');
    expect(stockist.automated_decision).toMatchObject({ decision: 'accept' });
    expect(stockist.analysis.citations[0].quote).toBe(PASS_LIST.at(-1)!.database_description);
    // The audit trail says the analysis compared it with its own clearest decisions, no person's.
    const learned = (await get(`/api/benchmarks/${study.benchmarkId}/audit-events/?action=analysis.learned&company_id=${stockistId}&page_size=10`)).json().items as Json[];
    expect(learned).toHaveLength(1);
    expect(learned[0]!.details).toMatchObject({ basis: 'analysis', zero_shot: { decision: 'reject' }, learned: { decision: 'accept' } });
    expect(describeAuditEvent(learned[0] as AuditEventRecord).sentence).toMatch(/changed its decision from Reject to Accept after comparing it with \d+ companies of this list it decided most clearly \(no person's decision\)/);
    const relearned = (await get(`/api/benchmarks/${study.benchmarkId}/audit-events/?action=analysis.relearned&page_size=10`)).json().items as Json[];
    expect(relearned.map((e) => e.details.basis)).toEqual(['analysis']);
    const review = (await get(`/api/benchmarks/${study.benchmarkId}/companies/${stockistId}/`)).json().review;
    expect(review?.trigger).toBe('benchmark_pass');
    // Nothing new: the pass does not run again.
    expect(await relearnBenchmark(server.runtime, firmId, study.benchmarkId)).toMatchObject({ skipped: true });

    // Once people decide enough companies, their decisions are what the analysis learns from.
    for (const [name, d] of [['Westbay Supply 1', 'accept'], ['Westbay Supply 2', 'accept'], ['Ironbridge Metals 1', 'reject'], ['Ironbridge Metals 2', 'reject']] as const) {
      expect((await decide(study.benchmarkId, study.ids[name]!, d)).statusCode).toBe(200);
    }
    const outcome = await relearnBenchmark(server.runtime, firmId, study.benchmarkId);
    if (!outcome.skipped) expect(outcome).toMatchObject({ basis: 'reviewer', examples: 4 });
    const after = await companies(study.benchmarkId);
    for (const c of after.filter((x) => x.analysis.learned)) expect(c.analysis.learned.basis ?? 'reviewer').toBe('reviewer');
    expect(after.find((c) => c.id === stockistId)!.analysis.learned).toMatchObject({ examples: 4 });
  });
});

describe(`activity codes of the uploaded file on ${testDbKind}`, () => {
  it('passes the NACE, US SIC and NAICS columns to the analysis, cited as the database field', async () => {
    expect(databaseActivityCodes({ nace_code: '4669; 46.90', sic_code: 5084, naics_code: 'n/a', city: 'Aarhus' })).toEqual([
      // Each with its database record line: the file's header (here none was mapped: the field's label) and the cell.
      { scheme: 'nace', code: '4669', field: 'NACE code', line: 'NACE code: 4669; 46.90' },
      { scheme: 'nace', code: '46.90', field: 'NACE code', line: 'NACE code: 4669; 46.90' },
      { scheme: 'sic', code: '5084', field: 'US SIC code', line: 'US SIC code: 5084' },
    ]);
    const benchmarkId = await newBenchmark(server, owner);
    expect((await uploadFile(server, owner, `/api/benchmarks/${benchmarkId}/file/`, 'orbis.csv', 'Company name\nA\n')).statusCode).toBe(201);
    const imported = await post(`/api/benchmarks/${benchmarkId}/file/import/`, {
      column_mapping: {},
      rows: [{ row: 2, name: 'Kestrel Holding A/S', country: 'DK', database_description: 'Kestrel Holding A/S is a company based in Aarhus, Denmark.', attributes: { nace_code: '4669', naics_code: '423830' } }],
    });
    expect(imported.statusCode).toBeLessThan(300);
    await saveCriteria(server, owner, benchmarkId);
    expect((await runBenchmarkNow(server.runtime, { firmId: owner.user.firm.id, benchmarkId, mode: 'analysis' })).status).toBe('succeeded');
    const [row] = await server.runtime.database.sql.query<{ zero_shot: { result: { activities?: { citation: { source: string; quote: string } | null }[] } } }>('select zero_shot from companies where benchmark_id = $1', [benchmarkId]);
    const quotes = new Set((row!.zero_shot.result.activities ?? []).filter((a) => a.citation?.source === 'database record').map((a) => a.citation?.quote));
    expect(quotes.has('NACE code: 4669') || quotes.has('NAICS code: 423830')).toBe(true);
  });
});
