// A learning request survives a crash (ADR 0023): the transaction of a decision (or a run's end)
// records it and the queue message follows the commit. When a process dies in between, the message
// is lost but the request is not: the next worker start sends it again, and learning clears only
// the request it read. Its own server: no queue worker runs until the test starts one.
// Texts: Wikipedia (CC BY-SA 4.0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_QUEUE } from '../src/analysis/learning.ts';
import { clearLearningRequest, markLearningWanted, openLearningRequest } from '../src/analysis/learningRequests.ts';
import { withFirm } from '../src/db/firmScope.ts';
import { runBenchmarkNow } from '../src/runs/runNow.ts';
import { startWorkers } from '../src/worker/workers.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { studyWithCompanies } from './support/companies.ts';
import { saveCriteria, wikipedia } from './support/review.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { startServerWithFirms } from './support/firms.ts';

let server: TestServer, owner: SignedIn, stranger: SignedIn;
beforeAll(async () => ({ server, owner, other: stranger } = await startServerWithFirms({ other: { firm_name: 'Other Firm LLP' }, credits: true })));
afterAll(() => server?.close());

type Json = Record<string, any>;
const companies = async (benchmarkId: string): Promise<Json[]> => (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
const decide = (benchmarkId: string, companyId: string, decision: 'accept' | 'reject') =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/benchmarks/${benchmarkId}/companies/${companyId}/human-decision/`,
    headers: bearer(owner),
    payload: { decision, reason_code: decision === 'reject' ? 'different_functions' : 'matches_criteria' },
  });
const openRequest = (firmId: string, benchmarkId: string) => withFirm(server.runtime.database, firmId, (sql) => openLearningRequest(sql, benchmarkId));

describe(`a learning request on ${testDbKind}`, () => {
  it('is recorded with the run and the decisions, sent again at the next worker start after a crash, and cleared once learned', async () => {
    const texts = ['SYY', 'GWW', 'FAST', 'HSIC', 'MMM', 'CAT', 'DOV'].map((t) => wikipedia(t));
    const study = await studyWithCompanies(server, owner, texts.map((t) => ({ name: t.name, database_description: t.description })));
    await saveCriteria(server, owner, study.benchmarkId);
    const firmId = owner.user.firm.id;
    expect(await openRequest(firmId, study.benchmarkId)).toBeNull();
    expect((await runBenchmarkNow(server.runtime, { firmId, benchmarkId: study.benchmarkId, mode: 'analysis' })).status).toBe('succeeded');
    // The run's end asked for learning in the transaction that ended it.
    const afterRun = await openRequest(firmId, study.benchmarkId);
    expect(afterRun).not.toBeNull();

    const id = (ticker: string) => study.ids[wikipedia(ticker).name]!;
    for (const [t, d] of [['GWW', 'accept'], ['FAST', 'accept'], ['CAT', 'reject'], ['MMM', 'reject']] as const) expect((await decide(study.benchmarkId, id(t), d)).statusCode).toBe(200);
    // Every decision asks again: the request is the latest one.
    const afterDecisions = await openRequest(firmId, study.benchmarkId);
    expect(BigInt(afterDecisions!)).toBeGreaterThan(BigInt(afterRun!));
    // Another firm does not see it.
    expect(await openRequest(stranger.user.firm.id, study.benchmarkId)).toBeNull();

    // The process dies after the commits, before its messages are worked: they are gone.
    await server.runtime.queue.deleteQueuedJobs(LEARNING_QUEUE);
    expect((await companies(study.benchmarkId)).filter((c) => c.analysis.learned)).toEqual([]);

    // The next start sends the request again; the worker learns from the four decisions.
    await startWorkers(server.runtime);
    let learned: Json[] = [];
    for (let i = 0; i < 300; i++) {
      learned = (await companies(study.benchmarkId)).filter((c) => c.analysis.learned?.examples === 4);
      if (learned.length === 3 && (await openRequest(firmId, study.benchmarkId)) === null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(learned.map((c) => c.name).sort()).toEqual(['Dover Corporation', 'Henry Schein', 'Sysco']);
    expect(await openRequest(firmId, study.benchmarkId)).toBeNull();
  });

  it('clears only the request the learning read: one made meanwhile stays open', async () => {
    const study = await studyWithCompanies(server, owner, [{ name: wikipedia('SYY').name, database_description: wikipedia('SYY').description }]);
    const firmId = owner.user.firm.id;
    const read = await withFirm(server.runtime.database, firmId, async (sql) => {
      await markLearningWanted(sql, firmId, study.benchmarkId);
      return openLearningRequest(sql, study.benchmarkId);
    });
    await withFirm(server.runtime.database, firmId, (sql) => markLearningWanted(sql, firmId, study.benchmarkId));
    await withFirm(server.runtime.database, firmId, (sql) => clearLearningRequest(sql, study.benchmarkId, read!));
    const newer = await openRequest(firmId, study.benchmarkId);
    expect(newer).not.toBeNull();
    expect(newer).not.toBe(read);
    await withFirm(server.runtime.database, firmId, (sql) => clearLearningRequest(sql, study.benchmarkId, newer!));
    expect(await openRequest(firmId, study.benchmarkId)).toBeNull();
  });
});
