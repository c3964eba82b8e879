import { createSource, extractPdfText } from '@quartile/analyst';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { storeSources } from '../src/analysis/sourceStore.ts';
import { processBundle } from '../src/evidence/bundle.ts';
import { startWorkers } from '../src/worker/workers.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { omYears, reviewedStudy } from './support/study.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { withFileServer } from './support/fileServer.ts';

let server: TestServer;
let owner: SignedIn;
withFileServer((started) => ({ server, owner } = started));

const URL_ABOUT = 'https://kallioflow.example/about';
const TEXT =
  'Kallio Flow Solutions was founded in 1994 in Tampere. Today we distribute industrial pumps and provide installation support in Finland and the Baltics. We do not manufacture pumps ourselves.';
const QUOTE = 'we distribute industrial pumps and provide installation support in Finland and the Baltics';

/** Three companies; Kallio analysed with a stored source, a citation, a flag and a human decision. */
async function evidenceStudy() {
  const { benchmarkId, ids } = await reviewedStudy(server, owner, [
    { name: 'Kallio Flow Solutions Oy', status: 'Accepted using Criteria', financials: omYears(4) },
    { name: 'Brightwater Components GmbH', status: 'Rejected using Criteria' },
    { name: 'Vestfold Maskin AS', status: 'Not Analyzed' },
  ]);
  const companyId = ids['Kallio Flow Solutions Oy']!;
  const source = createSource({ kind: 'website', url: URL_ABOUT, text: TEXT, retrieved_at: '2026-10-30T07:59:00.000Z' });
  // The uploaded trade description as a second source: stored as source and location "description".
  const description = createSource({ kind: 'database_description', text: 'Distributor of industrial pumps.', retrieved_at: '2026-10-30T07:59:00.000Z' });
  const { refs } = await server.runtime.database.transaction((sql) =>
    storeSources(sql, { firmId: owner.user.firm.id, benchmarkId, companyId }, [{ ...source, title: 'Kallio Flow — About us' }, description]),
  );
  const citation = { source_id: refs[0]!.id, source: URL_ABOUT, url: URL_ABOUT, quote: QUOTE, location: URL_ABOUT };
  const descriptionCitation = { source_id: refs[1]!.id, source: 'description', url: null, quote: 'Distributor of industrial pumps.', location: 'description' };
  const analysis = {
    core_function: 'Wholesale distribution',
    tags: ['industrial pumps', 'installation services'],
    summary: 'Distributor of industrial pumps in Finland and the Baltics.',
    automated_decision: {
      decision: 'accept',
      confidence: 0.88,
      reasoning: 'Resells pumps without manufacturing them.',
      matched_criteria: ['wholesale distribution of industrial pumps'],
      citations: [citation, descriptionCitation],
      decided_at: '2026-10-30T08:00:00.000Z',
    },
  };
  await server.runtime.database.sql.query('update companies set analysis = $2, sources = $3 where id = $1', [
    companyId,
    JSON.stringify(analysis),
    JSON.stringify(refs),
  ]);
  const decided = await server.app.inject({
    method: 'PATCH',
    url: `/api/benchmarks/${benchmarkId}/companies/${companyId}/human-decision/`,
    headers: bearer(owner),
    payload: { decision: 'accept', reason: 'Installation is under 10 % of revenue (annual report 2023).' },
  });
  expect(decided.statusCode).toBe(200);
  // After the decision: the Review Analyst's review on the decision replaces a company's flags.
  await server.runtime.database.sql.query(
    `insert into review_flags (firm_id, benchmark_id, company_id, id, kind, severity, message, evidence, suggested_action)
     values ($1, $2, $3, 'diversified_offerings:0123456789ab', 'diversified_offerings', 'medium', 'Installation services are part of the offering.', $4, 'Check the revenue split in the annual report.')`,
    [
      owner.user.firm.id,
      benchmarkId,
      companyId,
      JSON.stringify([
        { type: 'quote', source_id: refs[0]!.id, source: URL_ABOUT, quote: QUOTE, location: URL_ABOUT, label: null, value: null },
      ]),
    ],
  );
  return { benchmarkId, ids };
}

const report = (benchmarkId: string, companyId: string, session: SignedIn | null = owner) =>
  server.app.inject({
    method: 'GET',
    url: `/api/benchmarks/${benchmarkId}/companies/${companyId}/evidence-report/download/`,
    headers: session ? bearer(session) : {},
  });
const bundle = (benchmarkId: string, step: 'start' | 'status' | 'download', payload: object, session = owner) =>
  server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/evidence-reports/bundle/${step}/`,
    headers: bearer(session),
    payload,
  });

describe(`evidence report of a company on ${testDbKind}`, () => {
  it('is a PDF with the identity, the sources, the citation in context, the decisions, the flags and the audit trail', async () => {
    const { benchmarkId, ids } = await evidenceStudy();
    const response = await report(benchmarkId, ids['Kallio Flow Solutions Oy']!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Evidence-report-Kallio-Flow-Solutions-Oy\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await extractPdfText(new Uint8Array(response.rawPayload));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'EVIDENCE REPORT',
      'Kallio Flow Solutions Oy',
      'Import test · Import Client',
      'Accepted (Accepted after Review)',
      'Accept · confidence 88 %',
      // Nothing taught this analysis: the decision rests on the criteria alone.
      'Decision basis Criteria',
      'Resells pumps without manufacturing them.',
      'Installation is under 10 % of revenue (annual report 2023).',
      'Wholesale distribution',
      'Kallio Flow — About us',
      'Retrieved 2026-10-30 07:59 UTC',
      'founded in 1994 in Tampere. Today',
      QUOTE,
      'We do not manufacture pumps ourselves.',
      'Installation services are part of the offering.',
      'Check the revenue split in the annual report.',
      // The audit trail in the sentences of the screen and the workbook.
      'accepted the company: Installation is under 10 % of revenue (annual report 2023).',
      'Page 1 of',
    ]) {
      expect(flat).toContain(expected);
    }
    expect(flat).not.toMatch(/decision\.human|review\.completed|company\.[a-z]+|[{}]/);
    // The uploaded trade description by its label and what it is, never the stored name "description" (trial of 2026-11-27).
    expect(flat).toContain('Trade description of the uploaded file');
    expect(flat).toContain('[S2] · Database description');
    expect(flat).not.toMatch(/· description\b/);
    // Taking the evidence out is an export: the company's trail records it.
    const trail = (
      await server.app.inject({
        method: 'GET',
        url: `/api/benchmarks/${benchmarkId}/audit-events/?company_id=${ids['Kallio Flow Solutions Oy']}&action=evidence.`,
        headers: bearer(owner),
      })
    ).json();
    expect(trail.items).toMatchObject([{ action: 'evidence.report_downloaded', actor: { id: owner.user.id } }]);
  });

  it('is written for a company not analysed yet, saying so', async () => {
    const { benchmarkId, ids } = await evidenceStudy();
    const response = await report(benchmarkId, ids['Vestfold Maskin AS']!);
    const flat = (await extractPdfText(new Uint8Array(response.rawPayload))).text.replace(/\s+/g, ' ');
    expect(flat).toContain('Not analysed yet');
    expect(flat).toContain('No source was read for this company.');
  });

  it("answers 404 for another firm's company, an unknown or a deleted one, and 401 without a session", async () => {
    const { benchmarkId, ids } = await evidenceStudy();
    const other = await registerFirm(server);
    expect((await report(benchmarkId, ids['Kallio Flow Solutions Oy']!, other)).statusCode).toBe(404);
    expect((await report(benchmarkId, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await server.runtime.database.sql.query('update companies set deleted_at = now() where id = $1', [ids['Vestfold Maskin AS']]);
    expect((await report(benchmarkId, ids['Vestfold Maskin AS']!)).statusCode).toBe(404);
    expect((await report(benchmarkId, ids['Kallio Flow Solutions Oy']!, null)).statusCode).toBe(401);
  });
});

describe(`evidence bundle on ${testDbKind}`, () => {
  it('zips the reports of the companies with a final decision, with an index; starting twice answers the same job', async () => {
    const { benchmarkId } = await evidenceStudy();
    const started = await bundle(benchmarkId, 'start', {});
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ kind: 'evidence_bundle', status: 'queued', total: 2, completed: 0, failed: 0 });
    const again = await bundle(benchmarkId, 'start', {});
    expect(again.json().id).toBe(started.json().id);
    const early = await bundle(benchmarkId, 'download', { job_id: started.json().id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The evidence bundle is still being built. Download it when it is ready.');

    await processBundle(server.runtime, started.json().id);
    const status = (await bundle(benchmarkId, 'status', { job_id: started.json().id })).json();
    expect(status).toMatchObject({ status: 'succeeded', total: 2, completed: 2, failed: 0, error: null });
    expect(status.finished_at).not.toBeNull();
    const download = await bundle(benchmarkId, 'download', { job_id: started.json().id });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['0001-Kallio-Flow-Solutions-Oy.pdf', '0002-Brightwater-Components-GmbH.pdf', 'index.csv']);
    expect(strFromU8(files['0001-Kallio-Flow-Solutions-Oy.pdf']!.subarray(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['index.csv']!)).toContain(
      '"Brightwater Components GmbH","Rejected using Criteria","0002-Brightwater-Components-GmbH.pdf",""',
    );

    // A new start after the bundle is done opens a new job.
    expect((await bundle(benchmarkId, 'start', {})).json().id).not.toBe(started.json().id);
  });

  it('resumes after a worker died: finished reports are kept, the rest are written', async () => {
    const { benchmarkId, ids } = await evidenceStudy();
    const job = (
      await bundle(benchmarkId, 'start', { statuses: ['Accepted after Review', 'Rejected using Criteria', 'Not Analyzed'] })
    ).json();
    expect(job.total).toBe(3);
    // As if a first worker wrote Kallio's report, then died while writing Brightwater's.
    const sql = server.runtime.database.sql;
    await processBundle(server.runtime, job.id).catch(() => undefined);
    const [kallio] = await sql.query<{ result: { blob_id: string } }>(
      'select result from job_items where job_id = $1 and company_id = $2',
      [job.id, ids['Kallio Flow Solutions Oy']],
    );
    await sql.query("update jobs set status = 'running', finished_at = null, result = null where id = $1", [job.id]);
    await sql.query(
      "update job_items set status = 'running', started_at = now() - interval '10 minutes', result = null where job_id = $1 and company_id = $2",
      [job.id, ids['Brightwater Components GmbH']],
    );
    await sql.query("update job_items set status = 'queued', result = null, started_at = null where job_id = $1 and company_id = $2", [
      job.id,
      ids['Vestfold Maskin AS'],
    ]);

    await processBundle(server.runtime, job.id);
    const items = await sql.query<{ company_id: string; status: string; attempts: number; result: { blob_id: string } }>(
      'select company_id, status, attempts, result from job_items where job_id = $1 order by position',
      [job.id],
    );
    expect(items.map((i) => [i.status, i.attempts])).toEqual([
      ['succeeded', 1],
      ['succeeded', 2],
      ['succeeded', 2],
    ]);
    expect(items[0]!.result.blob_id).toBe(kallio!.result.blob_id);
    const files = unzipSync(new Uint8Array((await bundle(benchmarkId, 'download', { job_id: job.id })).rawPayload));
    expect(Object.keys(files)).toHaveLength(4);
  });

  it('runs through the queue worker', async () => {
    await startWorkers(server.runtime);
    const { benchmarkId } = await evidenceStudy();
    const job = (await bundle(benchmarkId, 'start', { statuses: ['Accepted after Review'] })).json();
    let status = job;
    for (let i = 0; i < 120 && status.status !== 'succeeded' && status.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await bundle(benchmarkId, 'status', { job_id: job.id })).json();
    }
    expect(status).toMatchObject({ status: 'succeeded', total: 1, completed: 1 });
  });

  it('refuses what it cannot bundle, with a clear message, and hides other firms’ jobs', async () => {
    const { benchmarkId } = await evidenceStudy();
    expect((await bundle(benchmarkId, 'start', { statuses: ['Maybe'] })).statusCode).toBe(400);
    const none = await bundle(benchmarkId, 'start', { statuses: ['Analysis Failed'] });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No company has the chosen statuses.');
    const elsewhere = await evidenceStudy();
    const foreign = await bundle(benchmarkId, 'start', { company_ids: [elsewhere.ids['Kallio Flow Solutions Oy']] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Some of the chosen companies are not in this benchmark.');
    expect((await bundle(benchmarkId, 'status', { job_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const job = (await bundle(benchmarkId, 'start', {})).json();
    const other = await registerFirm(server);
    expect((await bundle(benchmarkId, 'status', { job_id: job.id }, other)).statusCode).toBe(404);
    expect((await bundle(benchmarkId, 'download', { job_id: job.id }, other)).statusCode).toBe(404);
    expect((await bundle(benchmarkId, 'start', {}, other)).statusCode).toBe(404);
  });
});
