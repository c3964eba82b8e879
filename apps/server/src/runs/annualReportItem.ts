// Reading a company's imported annual reports into sources: PDF text with page numbers
// (pdfjs-dist), HTML/text filings with their "Item 1. Business"-style sections.
import { extractAnnualReport, type Source as AnalystSource } from '@quartile/analyst';
import { storeSources } from '../analysis/sourceStore.ts';
import { updateCompany } from '../companies/companyStore.ts';
import { loadRunCompany, mergeSourceRefs } from './companySources.ts';
import type { ItemHandler } from './items.ts';

interface ReportRead {
  readonly reportId: string;
  readonly filename: string;
  readonly blobId: string;
  readonly source: AnalystSource | null;
  readonly error: string | null;
}

const MIN_TEXT = 40;

export const annualReportItemHandler: ItemHandler<ReportRead[]> = {
  async work(ctx, item) {
    const reports = await ctx.database.sql.query<{ id: string; filename: string; blob_id: string; uploaded_at: Date }>(
      "select id, filename, blob_id, uploaded_at from annual_reports where company_id = $1 and firm_id = $2 and status = 'imported' order by uploaded_at",
      [item.companyId, item.firmId],
    );
    const read: ReportRead[] = [];
    for (const report of reports) {
      const blob = await ctx.blobs.get(report.blob_id, item.firmId);
      if (!blob) {
        read.push({ reportId: report.id, filename: report.filename, blobId: report.blob_id, source: null, error: 'The uploaded file is missing.' });
        continue;
      }
      try {
        const source = await extractAnnualReport({ name: report.filename, data: blob.data, retrievedAt: new Date(report.uploaded_at) });
        const readable = source.text.replace(/\s+/g, ' ').trim().length >= MIN_TEXT;
        read.push({ reportId: report.id, filename: report.filename, blobId: report.blob_id, source: readable ? source : null, error: readable ? null : 'No readable text was found (a scanned PDF needs text recognition first).' });
      } catch (error) {
        read.push({ reportId: report.id, filename: report.filename, blobId: report.blob_id, source: null, error: `The file could not be read: ${(error as Error).message}` });
      }
    }
    return read;
  },

  async commit(sql, item, reads, effects) {
    const company = await loadRunCompany(sql, item.firmId, item.companyId);
    if (!company) return { status: 'failed', result: null, error: 'The company no longer exists.' };
    const owner = { firmId: item.firmId, benchmarkId: item.benchmarkId, companyId: item.companyId };
    const refs = [];
    for (const r of reads) {
      if (!r.source) {
        await sql.query("update annual_reports set status = 'failed', error = $2, processed_at = now() where id = $1", [r.reportId, r.error]);
        continue;
      }
      const stored = await storeSources(sql, owner, [{ ...r.source, title: r.filename, blobId: r.blobId }]);
      const ref = stored.refs[0]!;
      refs.push(ref);
      await sql.query("update annual_reports set status = 'processed', source_id = $2, error = null, processed_at = now() where id = $1", [r.reportId, ref.id]);
    }
    const sources = mergeSourceRefs(company.sources, [], refs);
    await updateCompany(sql, item.firmId, item.companyId, { sources });
    const failed = reads.filter((r) => !r.source);
    effects.event({
      firmId: item.firmId,
      benchmarkId: item.benchmarkId,
      companyId: item.companyId,
      actor: { kind: 'research_analyst' },
      action: 'annual_reports.processed',
      details: { job_id: item.jobId, processed: reads.map((r) => ({ filename: r.filename, ok: r.source !== null, error: r.error, pages: r.source?.pages?.length ?? null })) },
    });
    const ok = failed.length === 0;
    return { status: ok ? 'succeeded' : 'failed', result: { reports: reads.map((r) => ({ id: r.reportId, filename: r.filename, error: r.error })) }, error: ok ? null : failed.map((r) => `${r.filename}: ${r.error}`).join(' ') };
  },

  async fail(sql, item, error) {
    await sql.query("update annual_reports set status = 'failed', error = $3, processed_at = now() where company_id = $1 and firm_id = $2 and status = 'imported'", [item.companyId, item.firmId, error.message]);
    return { status: 'failed', result: null, error: error.message };
  },
};
