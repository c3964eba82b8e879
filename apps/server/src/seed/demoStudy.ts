// The demo study: a client, a benchmark of 38 real US-listed companies (descriptions and SEC
// financials), IBM's annual report, a realistic screen, the analysis run by the `local` provider
// through the same code as a run started from the page (reading stored sources only: nothing is
// fetched), a person's review with one Decision Conflict, the analysis learning from that review for
// the companies nobody decided, and the results settings, so every tab of the benchmark shows real
// content on first start.
// The import, criteria and settings are written as their endpoints write them (with their audit
// events): the data's real years (2007–2009) are outside the range a person may enter in the
// upload wizard (docs/adr/0013-stored-financial-years.md), so the seed cannot go through those requests.
import type { AppContext } from '../context.ts';
import { saveCriteriaVersion, saveResultsSettings as storeResultsSettings } from '../benchmarks/benchmarkStore.ts';
import type { BlobStore } from '../blob/blobStore.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { relearnBenchmark } from '../analysis/learning.ts';
import { recordEvent, userActor } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { SELECT_COMPANY, type CompanyRow } from '../companies/companyStore.ts';
import { applyHumanDecision } from '../decisions/humanDecision.ts';
import { runBenchmarkNow } from '../runs/runNow.ts';
import { companiesCsv, importRows } from './demoCompanyFile.ts';
import {
  DEMO_ANNUAL_REPORT,
  DEMO_BENCHMARK_NAME,
  DEMO_CLIENT,
  DEMO_CRITERIA,
  DEMO_DECISIONS,
  DEMO_EXCLUSION,
  DEMO_RERUN,
  DEMO_TESTED_PARTY,
  DEMO_TESTED_PARTY_FINANCIALS,
  DEMO_YEARS,
  loadDemoAnnualReport,
  loadDemoCompanies,
} from './demoStudyPlan.ts';

export interface DemoStudy {
  readonly benchmarkId: string;
  readonly clientId: string;
}

interface Owner {
  readonly firmId: string;
  readonly userId: string;
}

/** The seed always analyses with the offline `local` provider, whatever the process is configured with. */
function localContext(ctx: AppContext): AppContext {
  return { ...ctx, config: { ...ctx.config, analyst: { ...ctx.config.analyst, provider: 'local' } } };
}

async function companyIds(sql: SqlRunner, benchmarkId: string): Promise<Map<string, string>> {
  const rows = await sql.query<{ id: string; name: string }>('select id, name from companies where benchmark_id = $1 and deleted_at is null', [benchmarkId]);
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Client, benchmark, criteria, the uploaded company file and its import, and IBM's annual report. */
async function createStudy(sql: SqlRunner, blobs: BlobStore, owner: Owner): Promise<DemoStudy> {
  const actor = userActor(owner.userId);
  const [client] = await sql.query<{ id: string }>(
    `insert into clients (firm_id, created_by, name, region, country, website, poc_name, poc_contact, other_details, database_name, database_region)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [owner.firmId, owner.userId, DEMO_CLIENT.name, DEMO_CLIENT.region, DEMO_CLIENT.country, DEMO_CLIENT.website, DEMO_CLIENT.poc_name, DEMO_CLIENT.poc_contact, DEMO_CLIENT.other_details, DEMO_CLIENT.database_name, DEMO_CLIENT.database_region],
  );
  const clientId = client!.id;
  const [benchmark] = await sql.query<{ id: string }>(
    `insert into benchmarks (firm_id, client_id, name, tested_party_description, start_date, financial_years, created_by, tested_party_financials)
     values ($1, $2, $3, $4, current_date, $5, $6, $7) returning id`,
    [owner.firmId, clientId, DEMO_BENCHMARK_NAME, DEMO_TESTED_PARTY, [...DEMO_YEARS], owner.userId, JSON.stringify(DEMO_TESTED_PARTY_FINANCIALS)],
  );
  const benchmarkId = benchmark!.id;
  await recordEvent(sql, { firmId: owner.firmId, benchmarkId, actor, action: 'benchmark.created', after: { name: DEMO_BENCHMARK_NAME, client_id: clientId, financial_years: [...DEMO_YEARS] } });

  await saveCriteriaVersion(sql, { firmId: owner.firmId, benchmarkId, version: 1, criteria: { accept: [...DEMO_CRITERIA.accept], reject: [...DEMO_CRITERIA.reject] }, savedBy: owner.userId });
  await recordEvent(sql, { firmId: owner.firmId, benchmarkId, actor, action: 'criteria.saved', details: { version: 1, outdated_companies: 0 }, before: { accept: [], reject: [] }, after: { ...DEMO_CRITERIA } });

  // The company list as an analyst would upload it, then its import (as the import endpoint writes it).
  const companies = loadDemoCompanies();
  const file = companiesCsv(companies);
  const blob = await blobs.put({ firmId: owner.firmId, filename: file.filename, contentType: 'text/csv', data: file.data }, sql);
  const [fileRow] = await sql.query<{ id: string }>(
    `insert into benchmark_files (firm_id, benchmark_id, blob_id, filename, content_type, size_bytes, column_mapping, imported_count, uploaded_by)
     values ($1, $2, $3, $4, 'text/csv', $5, $6, $7, $8) returning id`,
    [owner.firmId, benchmarkId, blob.id, file.filename, file.data.byteLength, JSON.stringify(file.columnMapping), companies.length, owner.userId],
  );
  await recordEvent(sql, { firmId: owner.firmId, benchmarkId, actor, action: 'file.uploaded', details: { filename: file.filename, size_bytes: file.data.byteLength, sha256: blob.sha256, blob_id: blob.id } });
  await sql.query(
    `insert into companies (firm_id, benchmark_id, file_id, row_number, name, country, website, database_description, attributes, financials, status)
     select $1, $2, $3, r.row_number, r.name, r.country, r.website, r.database_description, r.attributes, r.financials, 'Not Analyzed'
     from jsonb_to_recordset($4::jsonb) as r(row_number int, name text, country text, website text, database_description text, attributes jsonb, financials jsonb)`,
    [owner.firmId, benchmarkId, fileRow!.id, JSON.stringify(importRows(companies))],
  );
  await recordEvent(sql, {
    firmId: owner.firmId,
    benchmarkId,
    actor,
    action: 'companies.imported',
    details: { imported_count: companies.length, skipped_rows: 0, issues: 0, column_mapping: file.columnMapping, sheet_name: null },
  });

  // IBM's annual report, uploaded for IBM (as the annual-report upload stores it); a run reads it below.
  const ibm = (await companyIds(sql, benchmarkId)).get(DEMO_ANNUAL_REPORT.company)!;
  const report = loadDemoAnnualReport();
  const reportBlob = await blobs.put({ firmId: owner.firmId, filename: DEMO_ANNUAL_REPORT.filename, contentType: 'text/html', data: report }, sql);
  await sql.query('insert into annual_reports (firm_id, benchmark_id, company_id, blob_id, filename, uploaded_by) values ($1, $2, $3, $4, $5, $6)', [
    owner.firmId,
    benchmarkId,
    ibm,
    reportBlob.id,
    DEMO_ANNUAL_REPORT.filename,
    owner.userId,
  ]);
  await recordEvent(sql, { firmId: owner.firmId, benchmarkId, companyId: ibm, actor, action: 'annual_report.uploaded', details: { filename: DEMO_ANNUAL_REPORT.filename, size_bytes: report.byteLength, sha256: reportBlob.sha256, blob_id: reportBlob.id } });
  return { benchmarkId, clientId };
}

/** The person's decisions, through the same function as the Human Review panel. */
async function review(ctx: AppContext, owner: Owner, benchmarkId: string): Promise<void> {
  const auth: AuthContext = { userId: owner.userId, firmId: owner.firmId, isEmployee: true, role: 'owner', features: { benchmarking: true, industryOverview: true } };
  await withFirm(ctx.database, owner.firmId, async (sql) => {
    const ids = await companyIds(sql, benchmarkId);
    for (const d of DEMO_DECISIONS) {
      const [row] = await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = $1 and firm_id = $2 for update`, [ids.get(d.company), owner.firmId]);
      if (!row) throw new Error(`demo study: ${d.company} is missing`);
      await applyHumanDecision(sql, auth, row, { decision: d.decision, reason_code: d.reason_code, reason: d.reason }, 'panel');
    }
  });
}

/** Results settings as the Exports tab saves them: OM, interquartile range, weighted, one outlier excluded. */
async function saveResultsSettings(ctx: AppContext, owner: Owner, benchmarkId: string): Promise<void> {
  await withFirm(ctx.database, owner.firmId, async (sql) => {
    const excluded = (await companyIds(sql, benchmarkId)).get(DEMO_EXCLUSION.company)!;
    const settings = { pli: 'OM', method: 'us-482', aggregation: 'weighted', years: [...DEMO_YEARS], exclusions: [{ company_id: excluded, reason: DEMO_EXCLUSION.reason }], wca: null };
    await storeResultsSettings(sql, benchmarkId, settings);
    await recordEvent(sql, { firmId: owner.firmId, benchmarkId, actor: userActor(owner.userId), action: 'results.settings_saved', before: {}, after: settings });
  });
}

/** Builds the whole study for the firm's analyst; answers its ids. */
export async function seedDemoStudy(ctx: AppContext, owner: Owner): Promise<DemoStudy> {
  const study = await withFirm(ctx.database, owner.firmId, (sql) => createStudy(sql, ctx.blobs, owner));
  const local = localContext(ctx);
  const { benchmarkId } = study;
  const reports = await runBenchmarkNow(local, { firmId: owner.firmId, benchmarkId, mode: 'annual_reports_process' });
  if (reports.status !== 'succeeded') throw new Error(`demo study: the annual report was not read (${reports.status})`);
  const analysis = await runBenchmarkNow(local, { firmId: owner.firmId, benchmarkId, mode: 'analysis', storedSourcesOnly: true });
  if (analysis.status !== 'succeeded') throw new Error(`demo study: the analysis ended ${analysis.status}`);
  await review(ctx, owner, benchmarkId);
  // The decisions teach the companies nobody decided, as the queue job a decision requests does
  // (the seed decides without the endpoint, so it asks directly): the Accept/Reject tab shows
  // "Learned from 10 decisions", and the Review Analyst reviews the learned decisions.
  await relearnBenchmark(local, owner.firmId, benchmarkId);
  const rerun = (await withFirm(ctx.database, owner.firmId, (sql) => companyIds(sql, benchmarkId))).get(DEMO_RERUN)!;
  await runBenchmarkNow(local, { firmId: owner.firmId, benchmarkId, mode: 'analysis', companyIds: [rerun], storedSourcesOnly: true });
  await saveResultsSettings(ctx, owner, benchmarkId);
  return study;
}
