// What the latest web search found per company (GET web-search/results/): the label's detail,
// robots.txt, the final address, the pages read with their stored sources, and firm isolation;
// the same when an analysis read a website itself, without a web search first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { ANALYST_ON_FIXTURE_SITES, startServerWithFirms } from './support/firms.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { studyWithCompanies, type Study } from './support/companies.ts';
import { startFixtureSites, type FixtureSiteServer } from './support/fixtureSites.ts';
import { giveCredits, waitForJob } from './support/runs.ts';
import { startWorkers } from '../src/worker/workers.ts';
import { listWebSearchResults } from '../src/runs/webSearchResults.ts';
import { withFirm } from '../src/db/firmScope.ts';

let server: TestServer;
let sites: FixtureSiteServer;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  sites = await startFixtureSites();
  ({ server, owner, other } = await startServerWithFirms({ env: ANALYST_ON_FIXTURE_SITES, other: { firm_name: 'Other Firm' }, credits: true }));
  await startWorkers(server.runtime);
});
afterAll(async () => {
  await server?.close();
  await sites?.close();
});

const results = (session: SignedIn | null, benchmarkId: string) =>
  server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/web-search/results/`, headers: session ? bearer(session) : {} });

describe(`web search results on ${testDbKind}`, () => {
  let s: Study;
  let jobId: string;
  beforeAll(async () => {
    s = await studyWithCompanies(server, owner, [
      { name: 'Nordhavn Industrial Supply A/S', website: sites.url('nordhavn-supply') },
      { name: 'Broken Link Ltd', website: sites.url('no-such-company') },
      { name: 'Closed Doors Trading Ltd', website: sites.url('closed-doors') },
      { name: 'Ostrava Valve Trading s.r.o.', database_description: 'A wholesale distributor of industrial valves.' },
    ]);
  });

  it('answers an empty list before any web search', async () => {
    const response = await results(owner, s.benchmarkId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('gives each searched company its label’s detail: HTTP 404, robots.txt, and the pages read with their stored sources', async () => {
    const started = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/create-run-ai-job/`, headers: bearer(owner), payload: { mode: 'web_search' } });
    expect(started.statusCode).toBe(202);
    jobId = started.json().id;
    await waitForJob(server, owner, s.benchmarkId, jobId);

    const response = await results(owner, s.benchmarkId);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, any>[];
    // Company order; the company without a website was not searched.
    expect(list.map((r) => r.company_id)).toEqual([s.ids['Nordhavn Industrial Supply A/S'], s.ids['Broken Link Ltd'], s.ids['Closed Doors Trading Ltd']]);
    const [read, broken, closed] = list;

    expect(broken).toMatchObject({ job_id: jobId, url: `${sites.url('no-such-company')}/`, final_url: null, issue: 'URL Not Found', detail: 'HTTP 404', disallowed: [] });
    expect(broken!.pages).toEqual([{ url: `${sites.url('no-such-company')}/`, ok: false, status: 404, issue: 'URL Not Found', detail: 'HTTP 404', source_id: null }]);

    expect(closed).toMatchObject({ issue: 'Other', detail: 'robots.txt disallows the homepage', robots: 'disallowed', pages: [], disallowed: [`${sites.url('closed-doors')}/`] });
    expect(sites.requests.some((r) => r.host === 'closed-doors' && r.path !== '/robots.txt')).toBe(false);

    expect(read).toMatchObject({ issue: null, detail: 'ok', robots: 'allowed', final_url: `${sites.url('nordhavn-supply')}/` });
    expect(read!.pages.filter((p: any) => p.ok).map((p: any) => new URL(p.url).pathname)).toEqual(['/', '/about-us', '/products']);
    expect(read!.disallowed).toEqual([]);
    expect(Date.parse(read!.gathered_at)).toBeGreaterThan(Date.now() - 5 * 60_000);

    // Each page read opens in its stored source; the company's sources are the same ones.
    const company = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/`, headers: bearer(owner) })).json().find((c: any) => c.name === 'Nordhavn Industrial Supply A/S');
    const pageSources = read!.pages.filter((p: any) => p.ok).map((p: any) => p.source_id);
    expect(pageSources).toEqual(company.sources.filter((x: any) => x.kind === 'website').map((x: any) => x.id));
    const about = read!.pages.find((p: any) => p.url.endsWith('/about-us'));
    const source = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/${company.id}/sources/${about.source_id}/`, headers: bearer(owner) });
    expect(source.statusCode).toBe(200);
    expect(source.json()).toMatchObject({ kind: 'website', url: about.url });
    expect(source.json().text).toContain('Founded in 1987');
  });

  it('leaves out a company whose website was changed since its web search, until it is searched again', async () => {
    const edited = await server.app.inject({
      method: 'PATCH',
      url: `/api/benchmarks/${s.benchmarkId}/companies/${s.ids['Broken Link Ltd']}/`,
      headers: bearer(owner),
      payload: { website: sites.url('kallio-flow') },
    });
    expect(edited.statusCode).toBe(200);
    const list = (await results(owner, s.benchmarkId)).json() as Record<string, any>[];
    expect(list.map((r) => r.company_id)).not.toContain(s.ids['Broken Link Ltd']);

    const again = await server.app.inject({
      method: 'POST',
      url: `/api/benchmarks/${s.benchmarkId}/create-run-ai-job/`,
      headers: bearer(owner),
      payload: { mode: 'web_search', company_ids: [s.ids['Broken Link Ltd']] },
    });
    expect(again.statusCode).toBe(202);
    await waitForJob(server, owner, s.benchmarkId, again.json().id);
    const fresh = ((await results(owner, s.benchmarkId)).json() as Record<string, any>[]).find((r) => r.company_id === s.ids['Broken Link Ltd']);
    expect(fresh).toMatchObject({ job_id: again.json().id, issue: null, detail: 'ok', url: `${sites.url('kallio-flow')}/`, robots: 'allowed' });
    // robots.txt disallows the products page the homepage links to: listed, never fetched.
    expect(fresh!.disallowed).toEqual([`${sites.url('kallio-flow')}/products`]);
    expect(fresh!.pages.map((p: any) => new URL(p.url).pathname)).toEqual(['/', '/about-us']);
    expect(sites.requests.some((r) => r.host === 'kallio-flow' && r.path === '/products')).toBe(false);
  });

  it('refuses another firm (404, nothing leaks) and a caller who is not signed in (401)', async () => {
    const foreign = await results(other, s.benchmarkId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Benchmark not found' });
    const unknown = await results(owner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const anonymous = await results(null, s.benchmarkId);
    expect(anonymous.statusCode).toBe(401);
    // The other firm's own benchmark answers its own (empty) list, never this firm's results.
    const theirs = await studyWithCompanies(server, other, [{ name: 'Stranger Co', website: sites.url('kallio-flow') }]);
    const own = await results(other, theirs.benchmarkId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
  });
});

describe(`web search results left by an analysis that read the website itself, on ${testDbKind}`, () => {
  const CRITERIA = {
    accept: ['wholesale distribution of industrial pumps, valves or spare parts'],
    reject: ['manufacturing of pumps or components in its own plants'],
  };
  let s: Study;
  let analysisId: string;

  const run = async (session: SignedIn, benchmarkId: string, payload: object) => {
    const started = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/create-run-ai-job/`, headers: bearer(session), payload });
    expect(started.statusCode).toBe(202);
    return waitForJob(server, session, benchmarkId, started.json().id);
  };
  const saveCriteria = async (session: SignedIn, benchmarkId: string) => {
    const saved = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/criteria/save/`, headers: bearer(session), payload: CRITERIA });
    expect(saved.statusCode).toBe(200);
  };

  beforeAll(async () => {
    await giveCredits(server, other);
    s = await studyWithCompanies(server, owner, [
      { name: 'Nordhavn Industrial Supply A/S', website: sites.url('nordhavn-supply') },
      // Its website answers 404, but its description can still be analysed.
      { name: 'Broken Link Ltd', website: sites.url('no-such-company'), database_description: 'Broken Link is a wholesale distributor of industrial pumps and valves to machine builders.' },
      // Nothing else to read: the analysis fails, and the reason is still kept.
      { name: 'Dead End Ltd', website: sites.url('dead-end') },
    ]);
    await saveCriteria(owner, s.benchmarkId);
  });

  it('keeps what the analysis found on each website, as a web search would: the label’s detail and the pages read with their stored sources', async () => {
    const job = await run(owner, s.benchmarkId, { mode: 'analysis' });
    expect(job).toMatchObject({ status: 'succeeded', total: 3, completed: 2, failed: 1 });
    analysisId = job.id;
    const runs = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/runs/`, headers: bearer(owner) })).json();
    expect(runs.items.map((r: any) => r.kind)).toEqual(['analysis']); // no web search ran

    const list = (await results(owner, s.benchmarkId)).json() as Record<string, any>[];
    expect(list.map((r) => r.company_id)).toEqual([s.ids['Nordhavn Industrial Supply A/S'], s.ids['Broken Link Ltd'], s.ids['Dead End Ltd']]);
    const [read, broken, dead] = list;

    expect(read).toMatchObject({ job_id: analysisId, issue: null, detail: 'ok', robots: 'allowed', url: `${sites.url('nordhavn-supply')}/`, final_url: `${sites.url('nordhavn-supply')}/` });
    expect(read!.pages.filter((p: any) => p.ok).map((p: any) => new URL(p.url).pathname)).toEqual(['/', '/about-us', '/products']);
    expect(read!.disallowed).toEqual([]);
    expect(Date.parse(read!.gathered_at)).toBeGreaterThan(Date.now() - 5 * 60_000);
    // The pages read are the company's website sources, and each opens in its stored text.
    const companies = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/`, headers: bearer(owner) })).json() as Record<string, any>[];
    const nordhavn = companies.find((c) => c.name === 'Nordhavn Industrial Supply A/S')!;
    expect(read!.pages.filter((p: any) => p.ok).map((p: any) => p.source_id)).toEqual(nordhavn.sources.filter((x: any) => x.kind === 'website').map((x: any) => x.id));
    const about = read!.pages.find((p: any) => p.url.endsWith('/about-us'));
    const source = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/${nordhavn.id}/sources/${about.source_id}/`, headers: bearer(owner) });
    expect(source.statusCode).toBe(200);
    expect(source.json().text).toContain('Founded in 1987');

    expect(broken).toMatchObject({ job_id: analysisId, issue: 'URL Not Found', detail: 'HTTP 404', final_url: null });
    expect(broken!.pages).toEqual([{ url: `${sites.url('no-such-company')}/`, ok: false, status: 404, issue: 'URL Not Found', detail: 'HTTP 404', source_id: null }]);
    // Labelled as a web search labels it, and analysed from its description all the same.
    const brokenCompany = companies.find((c) => c.name === 'Broken Link Ltd')!;
    expect(brokenCompany.url_issue).toBe('URL Not Found');
    expect(brokenCompany.analysis).toMatchObject({ job_id: analysisId, failure: null });

    expect(dead).toMatchObject({ job_id: analysisId, issue: 'URL Not Found', detail: 'HTTP 404', pages: [expect.objectContaining({ ok: false, source_id: null })] });
    expect(companies.find((c) => c.name === 'Dead End Ltd')).toMatchObject({ url_issue: 'URL Not Found', status: 'Analysis Failed' });
  });

  it('an analysis that reads the stored pages leaves the web search’s detail; the newest reading of a website wins', async () => {
    const nordhavn = s.ids['Nordhavn Industrial Supply A/S']!;
    const search = await run(owner, s.benchmarkId, { mode: 'web_search', company_ids: [nordhavn] });
    expect(search.status).toBe('succeeded');
    const afterSearch = ((await results(owner, s.benchmarkId)).json() as Record<string, any>[]).find((r) => r.company_id === nordhavn);
    expect(afterSearch).toMatchObject({ job_id: search.id, issue: null });

    const requestsBefore = sites.requests.filter((r) => r.host === 'nordhavn-supply').length;
    const rerun = await run(owner, s.benchmarkId, { mode: 'analysis', company_ids: [nordhavn] });
    expect(rerun).toMatchObject({ status: 'succeeded', completed: 1 });
    expect(sites.requests.filter((r) => r.host === 'nordhavn-supply').length).toBe(requestsBefore); // read from the stored pages
    const list = (await results(owner, s.benchmarkId)).json() as Record<string, any>[];
    expect(list.find((r) => r.company_id === nordhavn)).toEqual(afterSearch);
    // The other companies keep what the first analysis found.
    expect(list.find((r) => r.company_id === s.ids['Broken Link Ltd'])).toMatchObject({ job_id: analysisId });
  });

  it('keeps each firm to its own: another firm’s analysis of the same website is never in this list, nor this one in theirs', async () => {
    const theirs = await studyWithCompanies(server, other, [{ name: 'Nordhavn Industrial Supply A/S', website: sites.url('nordhavn-supply') }]);
    await saveCriteria(other, theirs.benchmarkId);
    const job = await run(other, theirs.benchmarkId, { mode: 'analysis' });
    expect(job).toMatchObject({ status: 'succeeded', completed: 1 });

    const own = (await results(other, theirs.benchmarkId)).json() as Record<string, any>[];
    expect(own.map((r) => [r.company_id, r.job_id])).toEqual([[theirs.ids['Nordhavn Industrial Supply A/S'], job.id]]);
    const mine = (await results(owner, s.benchmarkId)).json() as Record<string, any>[];
    expect(mine.map((r) => r.company_id).sort()).toEqual(Object.values(s.ids).sort());
    expect(mine.some((r) => r.job_id === job.id)).toBe(false);
    // Across firms the benchmark is not found; below the route, the query is scoped to the firm it is
    // given, and row-level security hides the other firm's items even when asked for them.
    expect((await results(other, s.benchmarkId)).statusCode).toBe(404);
    expect((await results(owner, theirs.benchmarkId)).statusCode).toBe(404);
    const database = server.runtime.database;
    expect(await listWebSearchResults(database.sql, owner.user.firm.id, s.benchmarkId)).toHaveLength(3);
    expect(await listWebSearchResults(database.sql, other.user.firm.id, s.benchmarkId)).toEqual([]);
    expect(await withFirm(database, other.user.firm.id, (sql) => listWebSearchResults(sql, owner.user.firm.id, s.benchmarkId))).toEqual([]);
  });
});
