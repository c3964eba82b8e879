// The demo seed builds the demo study through the real code paths: real companies and financials,
// IBM's annual report read into a source, the local provider's analysis from stored sources only,
// the person's decisions with one Decision Conflict, the analysis learning from them for the
// companies nobody decided (reviewed again by the Review Analyst), and results settings whose range computes.
import type { AuditEvent } from '@quartile/api';
import { describeAuditEvent, isAuditEventKind } from '@quartile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { DEMO_EMPLOYEE, DEMO_PASSWORD, seedDemoData } from '../src/seed/demo.ts';
import { DEMO_BENCHMARK_NAME, DEMO_DECISIONS, DEMO_EXCLUSION, DEMO_LEARNED_REFRAINS, DEMO_LEARNED_REJECTS, DEMO_RERUN, loadDemoCompanies } from '../src/seed/demoStudyPlan.ts';
import { bearer } from './support/auth.ts';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';

let server: TestServer;
let benchmarkId: string;
let session: { access: string };
let seedMs = 0;

beforeAll(async () => {
  // Configured for a language model that cannot be reached: the seed must still analyse, offline, with the local provider.
  server = await startTestServer({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'unreachable' });
  const started = performance.now();
  const seeded = await seedDemoData(server.runtime);
  seedMs = performance.now() - started;
  console.log(`demo seed on ${testDbKind}: ${Math.round(seedMs)} ms`);
  expect(seeded.firm).toBe(true);
  benchmarkId = seeded.studyBenchmarkId!;
  const login = await server.app.inject({ method: 'POST', url: '/api/login/', payload: { email: DEMO_EMPLOYEE.email, password: DEMO_PASSWORD } });
  expect(login.statusCode).toBe(200);
  session = login.json();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url, headers: bearer(session) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

interface CompanyDto {
  id: string;
  name: string;
  status: string;
  financial_data: { year: number }[];
  sources: { kind: string }[];
  analysis: {
    decision: string | null;
    citations: { quote: string; source_id: string }[];
    provider: string;
    learned: { examples: number; accepted: number; rejected: number; effect: string; neighbours: { name: string; decision: string }[] } | null;
  } | null;
  human_decision: { decision: string; reason_code: string | null } | null;
  review: { trigger: string; suggestion: string } | null;
}

describe(`the demo study on ${testDbKind}`, () => {
  it('is a benchmark of the real companies in their real years, in its Decision phase', async () => {
    const benchmark = await get(`/api/benchmarks/${benchmarkId}/`);
    expect(benchmark).toMatchObject({ name: DEMO_BENCHMARK_NAME, financial_years: [2007, 2008, 2009], status: 'decision', active_job_id: null });
    expect(benchmark.tested_party_financials.map((f: { year: number }) => f.year)).toEqual([2007, 2008, 2009]);
    const companies: CompanyDto[] = await get(`/api/benchmarks/${benchmarkId}/companies/`);
    expect(companies).toHaveLength(loadDemoCompanies().length);
    const threeM = companies.find((c) => c.name === '3M')!;
    expect(threeM.financial_data.map((f) => f.year)).toEqual([2007, 2008, 2009]);
  });

  it('was analysed by the local provider from stored sources only, with verified citations and IBM’s annual report', async () => {
    const companies: CompanyDto[] = await get(`/api/benchmarks/${benchmarkId}/companies/`);
    expect(companies.every((c) => c.analysis?.provider === 'local')).toBe(true);
    // Nothing was fetched: no company has a website source.
    expect(companies.flatMap((c) => c.sources.map((s) => s.kind))).not.toContain('website');
    const statuses = companies.map((c) => c.status);
    // Five of the accepted makers are the reviewer's (after review) and two the learning turned
    // (DEMO_LEARNED_REJECTS): the others stay accepted using the criteria.
    expect(statuses.filter((s) => s === 'Accepted using Criteria').length).toBeGreaterThanOrEqual(6);
    expect(statuses.filter((s) => s === 'Rejected using Criteria').length).toBeGreaterThanOrEqual(10);
    // Honeywell, which the analysis rejects only at low confidence (both criteria met, its words fit
    // the reject side better), and CF Industries, which it accepts as a fertilizer manufacturer, are
    // decided by the demo's reviewer (they teach the learning below); the ones left refrained are the
    // companies the decisions and the criteria disagree on (DEMO_LEARNED_REFRAINS: none in the demo now).
    expect(companies.filter((c) => c.status === 'Decision Refrained').map((c) => c.name).sort()).toEqual([...DEMO_LEARNED_REFRAINS].sort());
    expect(companies.find((c) => c.name === 'Honeywell Technologies')!.analysis).toMatchObject({ decision: 'reject', confidence: 0.5 });
    expect(companies.find((c) => c.name === 'CF Industries')!.analysis).toMatchObject({ decision: 'accept', core_function: 'full-fledged manufacturer' });
    const decided = companies.filter((c) => c.analysis?.decision === 'accept' || c.analysis?.decision === 'reject');
    expect(decided.every((c) => c.analysis!.citations.length > 0)).toBe(true);
    const ibm = companies.find((c) => c.name === 'IBM')!;
    expect(ibm.sources.map((s) => s.kind)).toEqual(['database_description', 'annual_report']);
    expect(ibm.status).toBe('Rejected using Criteria');
  });

  it('carries the person’s reviews and one Decision Conflict', async () => {
    const companies: CompanyDto[] = await get(`/api/benchmarks/${benchmarkId}/companies/`);
    const byName = new Map(companies.map((c) => [c.name, c]));
    for (const d of DEMO_DECISIONS.filter((x) => x.company !== DEMO_RERUN)) {
      const company = byName.get(d.company)!;
      expect(company.status).toBe(d.decision === 'accept' ? 'Accepted after Review' : 'Rejected after Review');
      expect(company.human_decision).toMatchObject({ decision: d.decision, reason_code: d.reason_code });
    }
    const conflict = byName.get(DEMO_RERUN)!;
    const person = DEMO_DECISIONS.find((x) => x.company === DEMO_RERUN)!;
    expect(conflict.status).toBe('Decision Conflict');
    expect(conflict.human_decision?.decision).toBe(person.decision);
    expect(conflict.analysis?.decision).toBe(person.decision === 'accept' ? 'reject' : 'accept');
    expect(companies.filter((c) => c.status === 'Decision Conflict')).toHaveLength(1);
  });

  it('learned from the ten decisions for every company nobody decided, each reviewed again', async () => {
    const companies: CompanyDto[] = await get(`/api/benchmarks/${benchmarkId}/companies/`);
    const decided = new Set(DEMO_DECISIONS.map((d) => d.company));
    const undecided = companies.filter((c) => !decided.has(c.name));
    expect(undecided).toHaveLength(companies.length - 10);
    for (const c of undecided) {
      expect(c.analysis!.learned).toMatchObject({ examples: 10, accepted: 5, rejected: 5 });
      expect(c.review).toMatchObject({ trigger: 'learning' });
    }
    // The decisions turn the two defence makers, and only them, to reject (neighbours: the rejected
    // defence makers); Texas Instruments stays accepted by the criteria.
    const turned = undecided.filter((c) => c.analysis!.learned!.effect === 'changed');
    expect(turned.map((c) => c.name).sort()).toEqual([...DEMO_LEARNED_REJECTS, ...DEMO_LEARNED_REFRAINS].sort());
    for (const c of turned) {
      const refrained = (DEMO_LEARNED_REFRAINS as readonly string[]).includes(c.name);
      if (refrained) expect(c).toMatchObject({ status: 'Decision Refrained', analysis: { decision: 'refrain' }, review: { suggestion: 'refrain' } });
      else expect(c).toMatchObject({ status: 'Rejected using Criteria', analysis: { decision: 'reject' }, review: { suggestion: 'reject' } });
      expect(c.analysis!.learned!.neighbours.some((n) => ['Lockheed Martin', 'General Dynamics', 'Intel'].includes(n.name) && n.decision === 'reject')).toBe(true);
    }
    // The people's own decisions are never re-decided.
    for (const c of companies.filter((x) => decided.has(x.name))) expect(c.analysis!.learned ?? null).toBeNull();
    const trail = await get(`/api/benchmarks/${benchmarkId}/audit-events/?action=analysis.learned&page_size=50`);
    expect((trail.items as AuditEvent[]).map((e) => e.company_id).sort()).toEqual(turned.map((c) => c.id).sort());
  });

  it('has an audit trail of known kinds only, each worded as a sentence', async () => {
    // recordEvent takes only AUDIT_EVENT_KINDS (typed); this checks what was really written.
    const actions = await server.runtime.database.sql.query<{ action: string }>('select distinct action from audit_events where benchmark_id = $1', [benchmarkId]);
    expect(actions.length).toBeGreaterThan(5);
    expect(actions.map((a) => a.action).filter((action) => !isAuditEventKind(action))).toEqual([]);
    const trail = await get(`/api/benchmarks/${benchmarkId}/audit-events/?action=decision.&page_size=50`);
    const sentences = (trail.items as AuditEvent[]).map((e) => describeAuditEvent({ ...e, actor_name: e.actor?.name ?? null }).sentence);
    expect(sentences).toContain(
      `${DEMO_EMPLOYEE.first_name} ${DEMO_EMPLOYEE.last_name} rejected the company: Different products or services — ${DEMO_DECISIONS.find((d) => d.company === 'Intel')!.reason}`,
    );
  });

  it('has results settings whose OM range computes from the accepted comparables, without the excluded one', async () => {
    const benchmark = await get(`/api/benchmarks/${benchmarkId}/`);
    expect(benchmark.results_settings).toMatchObject({ pli: 'OM', method: 'us-482', years: [2007, 2008, 2009] });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/benchmarks/pli-stats/',
      headers: bearer(session),
      payload: { ...benchmark.results_settings, benchmark_id: benchmarkId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json();
    // Every accepted comparable has its FY2007–2009 figures in the SEC extract: each has a value.
    expect(stats.comparables.filter((c: { value: number | null }) => c.value === null).map((c: { name: string }) => c.name)).toEqual([]);
    expect(stats.count).toBe(stats.comparables.length - 1);
    // Accepted ones, one excluded: the learning turned RTX and Boeing to reject.
    expect(stats.count).toBeGreaterThanOrEqual(10);
    expect(stats.lower_quartile).toBeLessThan(stats.median);
    expect(stats.median).toBeLessThan(stats.upper_quartile);
    expect(stats.tested_party_value).not.toBeNull();
    // The invented tested party sits within the interquartile range (the demo's story: no adjustment).
    expect(stats.tested_party_value).toBeGreaterThanOrEqual(stats.lower_quartile);
    expect(stats.tested_party_value).toBeLessThanOrEqual(stats.upper_quartile);
    expect(stats.years).toEqual([2007, 2008, 2009]);
    const excluded = stats.comparables.find((c: { name: string }) => c.name === DEMO_EXCLUSION.company);
    expect(excluded).toMatchObject({ excluded: true, exclusion_reason: DEMO_EXCLUSION.reason });
  });

  it('exports the workbook', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/export/`, headers: bearer(session) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/spreadsheetml/);
    expect(response.rawPayload.byteLength).toBeGreaterThan(10_000);
  });

  it('is seeded once: a second start changes nothing', async () => {
    const again = await seedDemoData(server.runtime);
    expect(again).toEqual({ firm: false, studyBenchmarkId: null });
    const [{ n }] = (await server.runtime.database.sql.query<{ n: number }>('select count(*)::int as n from benchmarks where name = $1', [DEMO_BENCHMARK_NAME])) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('when the demo is seeded', () => {
  const secrets = { JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789', COOKIE_SECRET: 'test-cookie-secret-0123456789abcdef012345' };
  const postgres = 'postgres://quartile@db.example:5432/quartile';

  it('on the embedded default, on PostgreSQL only when asked, and never in production', () => {
    expect(loadConfig({ ...secrets, NODE_ENV: 'development' }).demoSeed).toBe(true);
    expect(loadConfig({ ...secrets, NODE_ENV: 'development', DATABASE_URL: postgres }).demoSeed).toBe(false);
    expect(loadConfig({ ...secrets, NODE_ENV: 'development', DATABASE_URL: postgres, DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ ...secrets, NODE_ENV: 'production' }).demoSeed).toBe(false);
    expect(loadConfig({ ...secrets, NODE_ENV: 'production', DATABASE_URL: postgres, DEMO_SEED: '1' }).demoSeed).toBe(false);
  });
});
