// The benchmarking study report (issue 21) on the demo study: refused while decisions are open, a
// draft in Word and PDF with every chapter, every accepted company with a footnote, and the range
// figures equal to the ones the Exports tab computes (packages/domain from the same companies) and
// to the workbook's.
// A fully decided study gets its final report; another firm gets nothing.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Benchmark, Company } from '@quartile/api';
import { computeBenchmarkResults, defaultResultsSettings, formatPliValue, isAcceptedComparable } from '@quartile/domain';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_USER, DEMO_EMPLOYEE, DEMO_PASSWORD, seedDemoData } from '../src/seed/demo.ts';
import { STUDY_REPORT_HEADINGS } from '../src/studyReport/studyReportDocument.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { omYears, reviewedStudy } from './support/study.ts';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';

let server: TestServer;
let demoId: string;
let demo: { access: string };

beforeAll(async () => {
  server = await startTestServer();
  demoId = (await seedDemoData(server.runtime)).studyBenchmarkId!;
  const login = await server.app.inject({ method: 'POST', url: '/api/login/', payload: { email: DEMO_EMPLOYEE.email, password: DEMO_PASSWORD } });
  demo = login.json();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const report = (benchmarkId: string, query: string, session: { access: string }) =>
  server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/study-report/${query}`, headers: bearer(session) });

/** The text of a DOCX part, tags dropped. */
const text = (xml: string) => xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe(`the study report on ${testDbKind}`, () => {
  it('refuses the final report of the demo study while decisions are open, and says why; refuses client users', async () => {
    const refused = await report(demoId, '?format=docx', demo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/without a final decision.*Export a draft/);
    // The firm's client users do not get it, draft or not.
    const login = await server.app.inject({ method: 'POST', url: '/api/login/', payload: { email: DEMO_CLIENT_USER.email, password: DEMO_PASSWORD } });
    expect((await report(demoId, '?draft=true', login.json())).statusCode).toBe(403);
  });

  it('writes the draft in Word: every chapter, every accepted company with a footnote, the Exports tab’s range, DRAFT on every page', async () => {
    const response = await report(demoId, '?format=docx&draft=true', demo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toMatch(/study-report-DRAFT\.docx/);
    if (process.env.STUDY_REPORT_OUT) writeFileSync(path.join(process.env.STUDY_REPORT_OUT, 'demo.docx'), response.rawPayload);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const body = text(strFromU8(files['word/document.xml']!));
    const footnotes = strFromU8(files['word/footnotes.xml']!);
    const header = Object.entries(files).find(([name]) => /^word\/header\d*\.xml$/.test(name));
    expect(text(strFromU8(header![1]))).toContain('DRAFT');
    for (const heading of STUDY_REPORT_HEADINGS) expect(body).toContain(heading);

    // The figures the Exports tab shows: packages/domain over the companies the page reads.
    const benchmark: Benchmark = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${demoId}/`, headers: bearer(demo) })).json();
    const companies: Company[] = (
      await server.app.inject({ method: 'GET', url: `/api/benchmarks/${demoId}/companies/`, headers: bearer(demo) })
    ).json();
    const settings = benchmark.results_settings ?? defaultResultsSettings(benchmark.financial_years);
    const accepted = companies.filter((c) => c.status !== 'Deleted' && isAcceptedComparable(c));
    const page = computeBenchmarkResults({
      comparables: accepted.map((c) => ({ id: c.id, name: c.name, financials: c.financial_data })),
      testedParty: { financials: benchmark.tested_party_financials },
      settings,
    });
    expect(page.range).not.toBeNull();
    const fmt = (v: number | null | undefined) => formatPliValue(settings.pli, v);
    expect(body).toContain(`${fmt(page.range!.lower)} to ${fmt(page.range!.upper)}`);
    expect(body).toContain(fmt(page.range!.median));
    expect(body).toContain(fmt(page.testedParty.value));

    // ... and the workbook's "PLI and Range" sheet (Quartile's computed column).
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await server.app.inject({ method: 'GET', url: `/api/benchmarks/${demoId}/export/`, headers: bearer(demo) })).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('PLI and Range')!;
    const computed = (label: string) => {
      let value: number | null = null;
      sheet.eachRow((row) => {
        if (row.getCell(1).text === label) value = row.getCell(3).value as number;
      });
      return value;
    };
    expect(fmt(computed('Lower quartile'))).toBe(fmt(page.range!.lower));
    expect(fmt(computed('Median'))).toBe(fmt(page.range!.median));
    expect(fmt(computed('Upper quartile'))).toBe(fmt(page.range!.upper));

    // Every accepted company is named and has at least one footnote, each quote verbatim from a stored source.
    const ids = [...footnotes.matchAll(/<w:footnote [^>]*w:id="(\d+)"/g)].map((m) => Number(m[1])).filter((id) => id > 0);
    expect(ids.length).toBeGreaterThanOrEqual(accepted.length);
    const texts = new Map(companies.map((c) => [c.id, [c.database_description ?? '', ...(c.automated_decision?.citations ?? []).map((q) => q.quote)].join('\n')]));
    for (const c of accepted) {
      expect(body).toContain(c.name!.replace(/&/g, '&amp;'));
      const quote = c.automated_decision?.citations[0]?.quote;
      if (quote) expect(texts.get(c.id)).toContain(quote);
    }
    // An accepted company nobody decided, whose analysis learned from the reviewers' decisions, says so
    // beside its decision: never "using the criteria" alone when the decisions changed it.
    const learned = accepted.filter((c) => !c.human_decision && c.analysis?.learned);
    expect(learned.length).toBeGreaterThan(0);
    for (const c of learned) {
      const l = c.analysis!.learned!;
      expect(body).toContain(l.effect === 'changed' ? `: learned from ${l.examples} reviewer decisions, which changed it (criteria alone: ` : `, confirmed by ${l.examples} reviewer decisions`);
    }
    const references = [...strFromU8(files['word/document.xml']!).matchAll(/<w:footnoteReference w:id="(\d+)"/g)];
    expect(references.length).toBe(ids.length);
  });

  it('writes the draft as a PDF', async () => {
    const response = await report(demoId, '?format=pdf&draft=true', demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.STUDY_REPORT_OUT) writeFileSync(path.join(process.env.STUDY_REPORT_OUT, 'demo.pdf'), response.rawPayload);
  });

  it('gives a decided study its final report, without DRAFT, and nothing to another firm', async () => {
    const owner: SignedIn = await registerFirm(server);
    const { benchmarkId } = await reviewedStudy(server, owner, [
      { name: 'Alpha Parts GmbH', status: 'Accepted after Review', financials: omYears(3) },
      { name: 'Beta Valves AG', status: 'Accepted using Criteria', financials: omYears(5) },
      { name: 'Gamma Tools SE', status: 'Rejected after Review', financials: omYears(9) },
      { name: 'Delta Kleinhandel KG', status: 'Accepted using Criteria', financials: omYears(4, 100) },
    ]);
    // A minimum-revenue screen takes the small company out: the funnel shows it with its parameter.
    const screened = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/screens/`, headers: bearer(owner), payload: { min_revenue: 500 } });
    expect(screened.json()).toMatchObject({ excluded: 1 });
    const response = await report(benchmarkId, '', owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/study-report\.docx/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const body = text(strFromU8(files['word/document.xml']!));
    expect(body).not.toContain('DRAFT');
    expect(body).toContain('Alpha Parts GmbH');
    expect(body).toContain('Gamma Tools SE');
    expect(body).toContain('Minimum revenue Revenue of the latest year tested at least 500 4 1 3');
    expect(body).toContain('Qualitative screening Accepted against the accept and reject criteria (section 4) 3 1 2');
    expect(Object.keys(files).some((name) => /^word\/header\d*\.xml$/.test(name) && text(strFromU8(files[name]!)).includes('DRAFT'))).toBe(false);

    const stranger = await registerFirm(server);
    expect((await report(benchmarkId, '?draft=true', stranger)).statusCode).toBe(404);
    expect((await report(benchmarkId, '?format=odt', owner)).statusCode).toBe(400);
  });

  it("says why a reviewer's accept is comparable by the reviewer's reason, never by the analyst's reasoning for a reject", async () => {
    const owner: SignedIn = await registerFirm(server);
    const { benchmarkId, ids } = await reviewedStudy(server, owner, [
      { name: 'Alpha Parts GmbH', status: 'Accepted after Review', financials: omYears(3) },
      { name: 'Beta Valves AG', status: 'Accepted using Criteria', financials: omYears(5) },
    ]);
    // The analysis rejected; a reviewer accepted with the reason code only (no text).
    await server.runtime.database.sql.query('update companies set analysis = $2, human_decision = $3 where id = $1', [
      ids['Alpha Parts GmbH'],
      JSON.stringify({ core_function: 'Distribution', tags: [], automated_decision: { decision: 'reject', confidence: 0.6, reasoning: 'Rejected: the database field places it outside the accept criteria.', matched_criteria: [], citations: [], decided_at: '2026-10-30T08:00:00.000Z' } }),
      JSON.stringify({ decision: 'accept', reason: null, reason_code: 'matches_criteria', decided_by: { id: owner.user.id, name: 'Meera Iyer' }, decided_at: '2026-11-01T10:00:00.000Z' }),
    ]);
    const response = await report(benchmarkId, '?draft=true', owner);
    expect(response.statusCode, response.body).toBe(200);
    const body = text(strFromU8(unzipSync(new Uint8Array(response.rawPayload))['word/document.xml']!));
    expect(body).not.toContain('Why it is comparable: Rejected');
    expect(body).toContain('Why it is comparable: Matches the accept criteria');
  });
});
