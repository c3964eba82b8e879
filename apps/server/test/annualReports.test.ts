import PDFDocument from 'pdfkit';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../src/worker/workers.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { startServerWithFirms } from './support/firms.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { uploadFile } from './support/benchmarks.ts';
import { studyWithCompanies, type Study } from './support/companies.ts';
import { waitForJob } from './support/runs.ts';

let server: TestServer;
let owner: SignedIn;
let other: SignedIn;
let s: Study;

/** A two-page annual report PDF (pdfkit) whose business description is on page 2. */
function annualReportPdf(): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.fontSize(18).text('Kallio Flow Solutions Oy - Annual Report 2024');
    doc.fontSize(11).text('Letter from the Managing Director. The year brought steady demand from the pulp and paper industry.');
    doc.addPage();
    doc.fontSize(14).text('Item 1. Business');
    doc.fontSize(11).text('Kallio Flow Solutions Oy is a wholesale distributor of industrial valves, pumps and process instrumentation. The company purchases its products from manufacturers in Europe and Asia and resells them to customers in Finland. It does not own production facilities.');
    doc.end();
  });
}

const html = (name: string, business: string) => `<html><body><h1>${name} Annual Report 2024</h1><p>Item 1. Business</p><p>${business}</p><p>Item 1A. Risk Factors</p><p>Demand for our products is cyclical.</p></body></html>`;

beforeAll(async () => {
  ({ server, owner, other } = await startServerWithFirms({ other: { firm_name: 'Other Firm' }, credits: true }));
  await startWorkers(server.runtime);
  s = await studyWithCompanies(server, owner, [
    { name: 'Kallio Flow Solutions Oy' },
    { name: 'Brightwater Components GmbH' },
    { name: 'Nordhavn Industrial Supply A/S' },
    { name: 'Nordhavn Industrial Supply Holding A/S' },
  ]);
});
afterAll(async () => {
  await server?.close();
});

const importUrl = (benchmarkId: string) => `/api/benchmarks/${benchmarkId}/annual-reports/import/`;

describe(`annual reports on ${testDbKind}`, () => {
  it('imports a PDF for a company, reads it into a source with page numbers, and the analysis cites the page', async () => {
    const imported = await uploadFile(server, owner, importUrl(s.benchmarkId), 'kallio-annual-report-2024.pdf', await annualReportPdf(), { company_id: s.ids['Kallio Flow Solutions Oy']! });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ imported: [{ company_id: s.ids['Kallio Flow Solutions Oy'], filename: 'kallio-annual-report-2024.pdf', status: 'imported', source_id: null }], unmatched: [] });

    const processing = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/annual-reports/process/`, headers: bearer(owner), payload: {} });
    expect(processing.statusCode).toBe(202);
    expect(processing.json()).toMatchObject({ kind: 'annual_reports_process', total: 1 });
    expect(await waitForJob(server, owner, s.benchmarkId, processing.json().id)).toMatchObject({ status: 'succeeded', completed: 1 });

    const [report] = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/annual-reports/`, headers: bearer(owner) })).json();
    expect(report).toMatchObject({ status: 'processed', pages: 2, company_name: 'Kallio Flow Solutions Oy', error: null });
    const source = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/${s.ids['Kallio Flow Solutions Oy']}/sources/${report.source_id}/`, headers: bearer(owner) })).json();
    expect(source).toMatchObject({ kind: 'annual_report', location: 'kallio-annual-report-2024.pdf', document_name: 'kallio-annual-report-2024.pdf' });
    expect(source.pages.map((p: { label: string }) => p.label)).toEqual(['page 1', 'page 2']);

    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/criteria/save/`, headers: bearer(owner), payload: { accept: ['wholesale distribution of industrial valves or pumps'], reject: ['manufacturing'] } });
    const run = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/create-run-ai-job/`, headers: bearer(owner), payload: { mode: 'analysis', company_ids: [s.ids['Kallio Flow Solutions Oy']] } });
    expect(run.statusCode).toBe(202);
    await waitForJob(server, owner, s.benchmarkId, run.json().id);
    const company = ((await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/`, headers: bearer(owner) })).json() as any[]).find((c) => c.name === 'Kallio Flow Solutions Oy');
    expect(company.analysis.decision).toBe('accept');
    expect(company.analysis.citations.some((c: any) => c.source === 'kallio-annual-report-2024.pdf' && c.location === 'page 2')).toBe(true);
  });

  it('matches the files of a zip to companies by name, and lists what it could not match', async () => {
    const zip = zipSync({
      'reports/Brightwater Components - Annual Report 2024.html': new TextEncoder().encode(html('Brightwater Components GmbH', 'Brightwater Components designs and manufactures pump housings in its own foundry.')),
      'reports/nordhavn_industrial_supply_holding_2024.htm': new TextEncoder().encode(html('Nordhavn Holding', 'The holding company owns Nordhavn Industrial Supply.')),
      'reports/unknown-company-2024.html': new TextEncoder().encode(html('Unknown', 'Unknown business.')),
      'reports/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
      '__MACOSX/reports/._x.html': new Uint8Array([0]),
    });
    const response = await uploadFile(server, owner, importUrl(s.benchmarkId), 'annual-reports-2024.zip', zip);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.imported.map((r: any) => [r.company_name, r.filename]).sort()).toEqual([
      ['Brightwater Components GmbH', 'Brightwater Components - Annual Report 2024.html'],
      ['Nordhavn Industrial Supply Holding A/S', 'nordhavn_industrial_supply_holding_2024.htm'],
    ]);
    expect(body.unmatched).toEqual([
      { filename: 'reports/unknown-company-2024.html', reason: 'No company of this benchmark is named in the file name.' },
      { filename: 'reports/logo.png', reason: 'Not a PDF, HTML or text file.' },
    ]);
    const processing = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/annual-reports/process/`, headers: bearer(owner), payload: {} });
    expect(processing.json().total).toBe(2);
    await waitForJob(server, owner, s.benchmarkId, processing.json().id);
    const reports = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/annual-reports/`, headers: bearer(owner) })).json();
    const brightwater = reports.find((r: any) => r.company_name === 'Brightwater Components GmbH');
    expect(brightwater).toMatchObject({ status: 'processed', pages: null });
    const source = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/companies/${brightwater.company_id}/sources/${brightwater.source_id}/`, headers: bearer(owner) })).json();
    expect(source.sections.map((x: any) => x.label)).toEqual(['Item 1. Business', 'Item 1A. Risk Factors']);
    const again = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/annual-reports/process/`, headers: bearer(owner), payload: {} });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('There are no imported annual reports waiting to be read.');
  });

  it('refuses what is not a report, and other firms, and stores nothing', async () => {
    const exe = await uploadFile(server, owner, importUrl(s.benchmarkId), 'setup.exe', new Uint8Array([0x4d, 0x5a, 0x90, 0]));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('Upload a PDF, HTML or text annual report, or a zip of them.');
    const foreignCompany = await studyWithCompanies(server, other, [{ name: 'Stranger Co' }]);
    const wrongCompany = await uploadFile(server, owner, importUrl(s.benchmarkId), 'report.html', html('X', 'Y'), { company_id: foreignCompany.ids['Stranger Co']! });
    expect(wrongCompany.statusCode).toBe(404);
    const wrongBenchmark = await uploadFile(server, other, importUrl(s.benchmarkId), 'report.html', html('X', 'Y'));
    expect(wrongBenchmark.statusCode).toBe(404);
    const badId = await uploadFile(server, owner, importUrl(s.benchmarkId), 'report.html', html('X', 'Y'), { company_id: 'nope' });
    expect(badId.statusCode).toBe(400);
    const brokenPdf = await uploadFile(server, owner, importUrl(s.benchmarkId), 'broken.pdf', '%PDF-1.7 this is not really a pdf', { company_id: s.ids['Brightwater Components GmbH']! });
    expect(brokenPdf.statusCode).toBe(200);
    const processing = await server.app.inject({ method: 'POST', url: `/api/benchmarks/${s.benchmarkId}/annual-reports/process/`, headers: bearer(owner), payload: {} });
    const done = await waitForJob(server, owner, s.benchmarkId, processing.json().id);
    expect(done).toMatchObject({ status: 'failed', failed: 1 });
    const reports = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/annual-reports/`, headers: bearer(owner) })).json();
    expect(reports.find((r: any) => r.filename === 'broken.pdf')).toMatchObject({ status: 'failed', source_id: null });
    expect(reports.find((r: any) => r.filename === 'broken.pdf').error).toMatch(/could not be read/);
    const list = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${s.benchmarkId}/annual-reports/`, headers: bearer(other) });
    expect(list.statusCode).toBe(404);
  });
});
