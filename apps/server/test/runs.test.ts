import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { ANALYST_ON_FIXTURE_SITES, startServerWithFirms } from './support/firms.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { studyWithCompanies, type Study } from './support/companies.ts';
import { startFixtureSites, type FixtureSiteServer } from './support/fixtureSites.ts';
import { giveCredits, parseEvents, waitForJob } from './support/runs.ts';
import { startWorkers } from '../src/worker/workers.ts';
import { startItemRunner, stopItemRunners } from '../src/runs/runWorkers.ts';
import { claimItems, commitFinished } from '../src/runs/items.ts';
import { ITEM_HANDLERS } from '../src/runs/handlers.ts';

let server: TestServer;
let sites: FixtureSiteServer;
let owner: SignedIn;
let other: SignedIn;

const CRITERIA = {
  accept: ['wholesale distribution of industrial pumps, valves or spare parts'],
  reject: ['manufacturing of pumps or components in its own plants'],
};

beforeAll(async () => {
  sites = await startFixtureSites();
  ({ server, owner, other } = await startServerWithFirms({ env: ANALYST_ON_FIXTURE_SITES, other: { firm_name: 'Other Firm' }, credits: true }));
  await giveCredits(server, other);
});
afterAll(async () => {
  await server?.close();
  await sites?.close();
});

const api = (session: SignedIn) => ({
  run: (benchmarkId: string, payload: object) => server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/create-run-ai-job/`, headers: bearer(session), payload }),
  companies: async (benchmarkId: string) => (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(session) })).json() as Record<string, any>[],
  saveCriteria: (benchmarkId: string, criteria = CRITERIA) => server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/criteria/save/`, headers: bearer(session), payload: criteria }),
});

async function study(): Promise<Study> {
  const s = await studyWithCompanies(server, owner, [
    { name: 'Nordhavn Industrial Supply A/S', website: sites.url('nordhavn-supply') },
    { name: 'Brightwater Components GmbH', website: sites.url('brightwater-components') },
    { name: 'Broken Link Ltd', website: sites.url('no-such-company') },
    { name: 'Ostrava Valve Trading s.r.o.', database_description: 'Ostrava Valve Trading is a wholesale distributor of industrial valves and pumps bought from European manufacturers; it resells them to plant operators in Czechia and Slovakia.' },
    { name: 'Excluded Pumps AG', website: sites.url('kallio-flow') },
  ]);
  const excluded = await server.app.inject({
    method: 'PATCH',
    url: `/api/benchmarks/${s.benchmarkId}/companies/${s.ids['Excluded Pumps AG']}/`,
    headers: bearer(owner),
    payload: { is_excluded: true, exclusion_reason: 'Independence indicator C' },
  });
  expect(excluded.statusCode).toBe(200);
  return s;
}

describe(`research analyst runs on ${testDbKind}`, () => {
  let s: Study;
  beforeAll(async () => {
    await startWorkers(server.runtime);
    s = await study();
  });

  it('web search: checks each website, stores its pages as sources and labels the broken one', async () => {
    const response = await api(owner).run(s.benchmarkId, { mode: 'web_search' });
    expect(response.statusCode).toBe(202);
    const queued = response.json();
    expect(queued).toMatchObject({ kind: 'web_search', status: 'queued', total: 3, completed: 0, benchmark_id: s.benchmarkId });
    const busy = await api(owner).run(s.benchmarkId, { mode: 'web_search' });
    expect([202, 409]).toContain(busy.statusCode); // 409 while the first is open
    if (busy.statusCode === 409) expect(busy.json().message).toMatch(/Another run is in progress/);
    const done = await waitForJob(server, owner, s.benchmarkId, queued.id);
    expect(done).toMatchObject({ status: 'succeeded', total: 3, completed: 2, failed: 1 });

    const companies = await api(owner).companies(s.benchmarkId);
    const byName = Object.fromEntries(companies.map((c) => [c.name, c]));
    expect(byName['Nordhavn Industrial Supply A/S']).toMatchObject({ url_issue: null, status: 'Ready for Analysis' });
    expect(byName['Nordhavn Industrial Supply A/S'].sources.map((x: any) => x.kind)).toEqual(['website', 'website', 'website']);
    expect(byName['Broken Link Ltd']).toMatchObject({ url_issue: 'URL Not Found', sources: [] });
    expect(byName['Ostrava Valve Trading s.r.o.'].sources).toEqual([]); // no website: not part of the web search
    expect(byName['Excluded Pumps AG'].sources).toEqual([]);
    // robots.txt is honoured: the disallowed admin page linked from every homepage was never fetched.
    expect(sites.requests.some((r) => r.path.startsWith('/private'))).toBe(false);

    const homepage = byName['Nordhavn Industrial Supply A/S'].sources[0];
    const text = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/${byName['Nordhavn Industrial Supply A/S'].id}/sources/${homepage.id}/`, headers: bearer(owner) });
    expect(text.json()).toMatchObject({ kind: 'website', url: `${sites.url('nordhavn-supply')}/`, content_hash: homepage.content_hash });
    expect(text.json().text).toContain('independent wholesale distributor of pumps');
  });

  it('analysis: refuses to start without criteria, then decides each ready company with verified citations, bills each once and streams its progress', async () => {
    const early = await api(owner).run(s.benchmarkId, { mode: 'analysis' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('At least one criteria field must be filled');

    expect((await api(owner).saveCriteria(s.benchmarkId)).statusCode).toBe(200);
    const response = await api(owner).run(s.benchmarkId, { mode: 'analysis' });
    expect(response.statusCode).toBe(202);
    const job = response.json();
    expect(job).toMatchObject({ kind: 'analysis', total: 3 }); // Broken Link (no readable source) and Excluded are left out
    const done = await waitForJob(server, owner, s.benchmarkId, job.id);
    expect(done).toMatchObject({ status: 'succeeded', completed: 3, failed: 0 });

    const companies = await api(owner).companies(s.benchmarkId);
    const byName = Object.fromEntries(companies.map((c) => [c.name, c]));
    const nordhavn = byName['Nordhavn Industrial Supply A/S'];
    expect(nordhavn.status).toBe('Accepted using Criteria');
    expect(nordhavn.analysis).toMatchObject({ job_id: job.id, provider: 'local', decision: 'accept', criteria_version: 1, failure: null });
    expect(nordhavn.analysis.core_function).toMatch(/distributor/);
    expect(nordhavn.automated_decision).toMatchObject({ decision: 'accept', matched_criteria: [CRITERIA.accept[0]] });
    expect(nordhavn.review).not.toBeNull(); // the Review Analyst checked it in the same transaction
    expect(byName['Brightwater Components GmbH'].status).toBe('Rejected using Criteria');
    expect(byName['Brightwater Components GmbH'].analysis.core_function).toMatch(/manufacturer/);
    expect(byName['Ostrava Valve Trading s.r.o.'].status).toBe('Accepted using Criteria');
    expect(byName['Broken Link Ltd'].status).toBe('Not Analyzed');
    expect(byName['Excluded Pumps AG'].status).toBe('Excluded');

    // Every citation is verbatim in the stored source it names.
    for (const company of [nordhavn, byName['Brightwater Components GmbH'], byName['Ostrava Valve Trading s.r.o.']]) {
      expect(company.analysis.citations.length).toBeGreaterThan(0);
      for (const citation of company.analysis.citations) {
        const source = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/${company.id}/sources/${citation.source_id}/`, headers: bearer(owner) })).json();
        expect(source.text.replace(/\s+/g, ' ')).toContain(citation.quote.replace(/\s+/g, ' '));
      }
    }
    expect(byName['Ostrava Valve Trading s.r.o.'].analysis.citations[0]).toMatchObject({ source: 'description', url: null });

    // One usage record and one audit event per analysed company.
    const usage = await server.runtime.database.sql.query<{ company_id: string; n: number }>('select company_id, count(*)::int as n from usage_records where work_key like $1 group by company_id', [`analysis:${job.id}:%`]);
    expect(usage).toHaveLength(3);
    expect(usage.every((u) => u.n === 1)).toBe(true);
    const trail = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/audit-events/?company_id=${nordhavn.id}`, headers: bearer(owner) })).json();
    expect(trail.items.filter((e: any) => e.action === 'analysis.completed')).toHaveLength(1);

    // The event stream of the finished run replays its companies and ends with done.
    const stream = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/runs/${job.id}/events/`, headers: bearer(owner) });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    const events = parseEvents(stream.body);
    expect(events.filter((e) => e.event === 'company').map((e) => (e.data as any).name).sort()).toEqual(['Brightwater Components GmbH', 'Nordhavn Industrial Supply A/S', 'Ostrava Valve Trading s.r.o.']);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { id: job.id, status: 'succeeded', completed: 3 } });

    const benchmark = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/`, headers: bearer(owner) })).json();
    expect(benchmark).toMatchObject({ status: 'decision', active_job_id: null, accepted_count: 2, rejected_count: 1 });
    const runs = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/runs/`, headers: bearer(owner) })).json();
    expect(runs.items.map((r: any) => r.kind)).toEqual(['analysis', 'web_search']);
  });

  it('a second run has nothing to do until the criteria change; an explicit re-run takes analysed companies', async () => {
    const again = await api(owner).run(s.benchmarkId, { mode: 'analysis' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/No company is ready for analysis/);
    const rerun = await api(owner).run(s.benchmarkId, { mode: 'analysis', company_ids: [s.ids['Nordhavn Industrial Supply A/S']] });
    expect(rerun.statusCode).toBe(202);
    expect(rerun.json().total).toBe(1);
    await waitForJob(server, owner, s.benchmarkId, rerun.json().id);
    const refused = await api(owner).run(s.benchmarkId, { mode: 'analysis', company_ids: [s.ids['Excluded Pumps AG']] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This company cannot be included in this run (Excluded Pumps AG: Excluded: Independence indicator C).');
  });

  it('refuses bad input and other firms: unknown mode, foreign company ids, another firm’s benchmark and run', async () => {
    const bad = await api(owner).run(s.benchmarkId, { mode: 'everything' });
    expect(bad.statusCode).toBe(400);
    const stranger = await studyWithCompanies(server, other, [{ name: 'Stranger Co', database_description: 'A wholesale distributor of valves.' }]);
    const foreignCompany = await api(owner).run(s.benchmarkId, { mode: 'analysis', company_ids: [stranger.ids['Stranger Co']] });
    expect(foreignCompany.statusCode).toBe(404);
    expect(foreignCompany.json().message).toBe('Company not found');
    const foreignBenchmark = await api(other).run(s.benchmarkId, { mode: 'web_search' });
    expect(foreignBenchmark.statusCode).toBe(404);
    const runs = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/runs/`, headers: bearer(owner) })).json();
    const jobId = runs.items[0].id;
    for (const url of [`/api/benchmarks/${s.benchmarkId}/runs/${jobId}/`, `/api/benchmarks/${s.benchmarkId}/runs/${jobId}/events/`, `/api/benchmarks/${stranger.benchmarkId}/runs/${jobId}/`]) {
      const response = await server.app.inject({ method: 'GET', url, headers: bearer(other) });
      expect(response.statusCode, url).toBe(404);
    }
    const cancel = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/runs/${jobId}/cancel/`, headers: bearer(other) });
    expect(cancel.statusCode).toBe(404);
  });

  it('refuses an analysis the firm has no credits for, and changes nothing', async () => {
    const poor = await registerFirm(server, { firm_name: 'No Credits LLP' });
    const p = await studyWithCompanies(server, poor, [{ name: 'Solo Distribution Ltd', database_description: 'Solo Distribution is a wholesale distributor of pumps.' }]);
    await api(poor).saveCriteria(p.benchmarkId);
    const response = await api(poor).run(p.benchmarkId, { mode: 'analysis' });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Not enough credits: analysing 1 company needs 1 credits and 0 remain. Ask your Quartile contact for more credits or choose fewer companies.');
    const [company] = await api(poor).companies(p.benchmarkId);
    expect(company!.status).toBe('Not Analyzed');
    const [{ n }] = await server.runtime.database.sql.query<{ n: number }>('select count(*)::int as n from jobs where benchmark_id = $1', [p.benchmarkId]) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('generates criteria from the tested party description, and says when they match the current ones or cannot be made', async () => {
    const g = await studyWithCompanies(server, owner, [{ name: 'Any Co' }]);
    const empty = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${g.benchmarkId}/tested-party-description/`, headers: bearer(owner), payload: { tested_party_description: 'The tested party is a limited-risk distributor of automotive spare parts in India, buying from its parent and reselling to independent workshops.' } });
    expect(empty.statusCode).toBe(200);
    const generated = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${g.benchmarkId}/criteria/generate/`, headers: bearer(owner) });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toMatchObject({ identical_to_current: false });
    expect(generated.json().criteria.accept[0]).toMatch(/distribution of automotive spare parts/);
    expect(generated.json().criteria.reject).toContain('manufacturing or production of goods');
    await api(owner).saveCriteria(g.benchmarkId, generated.json().criteria);
    const again = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${g.benchmarkId}/criteria/generate/`, headers: bearer(owner) });
    expect(again.json().identical_to_current).toBe(true);

    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${g.benchmarkId}/tested-party-description/`, headers: bearer(owner), payload: { tested_party_description: 'Our client, based in Pune.' } });
    const vague = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${g.benchmarkId}/criteria/generate/`, headers: bearer(owner) });
    expect(vague.statusCode).toBe(400);
    expect(vague.json()).toMatchObject({ message: 'Failed to generate criteria' });
    expect(vague.json().errors.tested_party_description[0]).toMatch(/does not say what the tested party does/);
    const foreign = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${g.benchmarkId}/criteria/generate/`, headers: bearer(other) });
    expect(foreign.statusCode).toBe(404);
  });
});

describe(`cancelling a run on ${testDbKind}`, () => {
  it('returns every company not yet analysed to its earlier status; a second cancel is refused', async () => {
    // No worker takes this run's items before the cancel: the workers stop while it starts (a run
    // of two companies would otherwise end within milliseconds) and start again after it.
    const c = await studyWithCompanies(server, owner, [
      { name: 'Alpha Trading', database_description: 'Alpha Trading is a wholesale distributor of industrial pumps.' },
      { name: 'Beta Trading', database_description: 'Beta Trading is a wholesale distributor of industrial valves.' },
    ]);
    await api(owner).saveCriteria(c.benchmarkId);
    await stopItemRunners(server.runtime.database);
    const started = (await api(owner).run(c.benchmarkId, { mode: 'analysis' })).json();
    // A worker has claimed one company and is still working on it when the run is cancelled.
    const claimed = await claimItems(server.runtime.database, ITEM_HANDLERS, { workerId: 'busy-worker', size: 1, leaseSeconds: 20, kinds: ['analysis'], jobId: started.id });
    expect(claimed.work).toHaveLength(1);
    const cancelled = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${c.benchmarkId}/runs/${started.id}/cancel/`, headers: bearer(owner) });
    const work = await ITEM_HANDLERS.analysis!.work(server.runtime, claimed.work[0]!, new AbortController().signal);
    expect(await commitFinished(server.runtime.database, ITEM_HANDLERS, [{ item: claimed.work[0]!, work }])).toBe(0);
    await startItemRunner(server.runtime);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(cancelled.json()).toMatchObject({ completed: 0, cancelled: 2 });
    // The busy worker's commit wrote nothing; the restarted worker finds nothing to do.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const companies = await api(owner).companies(c.benchmarkId);
    expect(companies.map((company) => company.status)).toEqual(['Not Analyzed', 'Not Analyzed']);
    const usage = await server.runtime.database.sql.query<{ n: number }>('select count(*)::int as n from usage_records where work_key like $1', [`analysis:${started.id}:%`]);
    expect(usage[0]!.n).toBe(cancelled.json().completed);
    const again = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${c.benchmarkId}/runs/${started.id}/cancel/`, headers: bearer(owner) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This run has already ended.');
    const benchmark = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${c.benchmarkId}/`, headers: bearer(owner) })).json();
    expect(benchmark.active_job_id).toBeNull();
  });
});

describe(`running a benchmark in-process (the demo seed) on ${testDbKind}`, () => {
  it('analyses every ready company to the end without a queue worker, by the same rules', async () => {
    const { runBenchmarkNow } = await import('../src/runs/runNow.ts');
    const d = await studyWithCompanies(server, owner, [
      { name: 'Seed Distribution Ltd', database_description: 'Seed Distribution is a wholesale distributor of industrial pumps and valves to machine builders.' },
      { name: 'Seed Castings Ltd', database_description: 'Seed Castings designs and manufactures pump housings in its own foundry.' },
    ]);
    await api(owner).saveCriteria(d.benchmarkId);
    const job = await runBenchmarkNow(server.runtime, { firmId: owner.user.firm.id, benchmarkId: d.benchmarkId, mode: 'analysis' });
    expect(job).toMatchObject({ status: 'succeeded', total: 2, completed: 2 });
    const statuses = (await api(owner).companies(d.benchmarkId)).map((c) => [c.name, c.status]).sort();
    expect(statuses).toEqual([
      ['Seed Castings Ltd', 'Rejected using Criteria'],
      ['Seed Distribution Ltd', 'Accepted using Criteria'],
    ]);
    const [started] = await server.runtime.database.sql.query<{ actor_kind: string }>("select actor_kind from audit_events where benchmark_id = $1 and action = 'run.started'", [d.benchmarkId]);
    expect(started!.actor_kind).toBe('system');
  });

  it('reads stored sources only when asked: the website is not fetched, the description decides', async () => {
    const { runBenchmarkNow } = await import('../src/runs/runNow.ts');
    const offline = await studyWithCompanies(server, owner, [
      {
        name: 'Offline Supply Ltd',
        website: sites.url('nordhavn-supply'),
        database_description: 'Offline Supply is a wholesale distributor of industrial pumps and valves to machine builders.',
      },
    ]);
    await api(owner).saveCriteria(offline.benchmarkId);
    const requestsBefore = sites.requests.length;
    const job = await runBenchmarkNow(server.runtime, { firmId: owner.user.firm.id, benchmarkId: offline.benchmarkId, mode: 'analysis', storedSourcesOnly: true });
    expect(job).toMatchObject({ status: 'succeeded', completed: 1 });
    // Without the option this run would read the company's (valid, reachable) website.
    expect(sites.requests.length).toBe(requestsBefore);
    const [company] = await api(owner).companies(offline.benchmarkId);
    expect(company!.sources.map((s: { kind: string }) => s.kind)).toEqual(['database_description']);
    expect(company!.url_issue).toBeNull();
    expect(company!.status).toBe('Accepted using Criteria');
    const [params] = await server.runtime.database.sql.query<{ params: Record<string, unknown> }>('select params from jobs where id = $1', [job.id]);
    expect(params!.params.stored_sources_only).toBe(true);
  });
});
