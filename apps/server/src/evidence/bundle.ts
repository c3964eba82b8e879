// The evidence bundle (spec §7 `evidence-reports/bundle/start|status|download`): a zip of the
// evidence reports of the chosen companies, built by a queue worker as a `jobs` row of kind
// `evidence_bundle` with one `job_items` row per company (docs/adr/0009).
// - Safe to start twice: while a bundle of the same companies is queued or running, starting
//   again answers that job (and nudges its worker) instead of opening a second one.
// - Resumable: each report is committed on its own (its PDF in the blob store, its item
//   succeeded); a worker that dies leaves the rest queued, and the redelivered message (or the
//   next start) carries on from there. The zip is assembled once every item has ended.
import type { Job } from '@quartile/api';
import { createHash } from 'node:crypto';
import { FINAL_STATUS_LABELS } from '@quartile/domain';
import { zipSync, strToU8 } from 'fflate';
import { recordEvent, userActor } from '../audit/recordEvent.ts';
import { getBenchmarkDto, lockBenchmarkInFirm } from '../benchmarks/benchmarkStore.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import type { AppContext } from '../context.ts';
import type { WorkerDefinition } from '../worker/workerDefinition.ts';
import { loadEvidenceInput, reportFileName } from './evidenceData.ts';
import { renderEvidenceReport } from './report.ts';
import { NotFoundError, ValidationError, WorkflowError } from '../errors.ts';

export const EVIDENCE_BUNDLE_QUEUE = 'evidence.bundle';
/** A report that has been "running" this long belongs to a worker that died; it is taken again. */
const STALE_CLAIM = '2 minutes';

export const NOTHING_TO_BUNDLE = 'No company has the chosen statuses.';
export const BUNDLE_NOT_FOUND = 'Evidence bundle not found';
export const BUNDLE_NOT_READY = 'The evidence bundle is still being built. Download it when it is ready.';

interface JobRow {
  id: string;
  firm_id: string;
  benchmark_id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  params: { selection_key: string; statuses: string[] | null };
  result: { blob_id: string; filename: string; size_bytes: number } | null;
  error: string | null;
  created_by: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The contract's `Job`, with progress counted from the items. */
export async function bundleJobDto(sql: SqlRunner, job: JobRow): Promise<Job> {
  const [counts] = await sql.query<{ total: number; completed: number; failed: number }>(
    `select count(*)::int as total, count(*) filter (where status = 'succeeded')::int as completed, count(*) filter (where status = 'failed')::int as failed
     from job_items where job_id = $1`,
    [job.id],
  );
  return {
    id: job.id,
    kind: 'evidence_bundle',
    status: job.status,
    total: counts?.total ?? 0,
    completed: counts?.completed ?? 0,
    failed: counts?.failed ?? 0,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
  };
}

/** The firm's bundle job of this benchmark; 404 for anything else. */
export async function findBundleJob(sql: SqlRunner, firmId: string, benchmarkId: string, jobId: string): Promise<JobRow> {
  const [job] = await sql.query<JobRow>(
    "select * from jobs where id = $1 and benchmark_id = $2 and firm_id = $3 and kind = 'evidence_bundle'",
    [jobId, benchmarkId, firmId],
  );
  if (!job) throw new NotFoundError(BUNDLE_NOT_FOUND);
  return job;
}

export interface StartInput {
  company_ids?: string[];
  statuses?: string[];
}

/** Opens a bundle job (or finds the open one for the same companies) and queues its worker. */
export async function startBundle(
  ctx: AppContext,
  firmId: string,
  userId: string,
  benchmarkId: string,
  input: StartInput,
): Promise<Job> {
  const { job, dto } = await withFirm(ctx.database, firmId, async (sql) => {
    // Serialises starts on one benchmark, so two clicks cannot open two jobs.
    await lockBenchmarkInFirm(sql, firmId, benchmarkId);
    // By default a bundle holds the companies with a final decision.
    const statuses = input.company_ids ? null : (input.statuses ?? [...FINAL_STATUS_LABELS]);
    const companies = input.company_ids
      ? await sql.query<{ id: string; status: string }>(
          'select id, status from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null and id = any($3::uuid[]) order by row_number, id',
          [benchmarkId, firmId, input.company_ids],
        )
      : await sql.query<{ id: string; status: string }>(
          'select id, status from companies where benchmark_id = $1 and firm_id = $2 and deleted_at is null and status = any($3::text[]) order by row_number, id',
          [benchmarkId, firmId, statuses],
        );
    if (input.company_ids && companies.length !== new Set(input.company_ids).size) {
      const message = 'Some of the chosen companies are not in this benchmark.';
      throw new ValidationError(message, { company_ids: [message] });
    }
    if (companies.length === 0) throw new WorkflowError('nothingToBundle', NOTHING_TO_BUNDLE);
    const selectionKey = createHash('sha256')
      .update(
        companies
          .map((c) => c.id)
          .sort()
          .join(','),
      )
      .digest('hex');
    const [open] = await sql.query<JobRow>(
      "select * from jobs where benchmark_id = $1 and kind = 'evidence_bundle' and status in ('queued', 'running') and params->>'selection_key' = $2",
      [benchmarkId, selectionKey],
    );
    if (open) return { job: open, dto: await bundleJobDto(sql, open) };
    const [created] = await sql.query<JobRow>(
      `insert into jobs (firm_id, benchmark_id, kind, params, created_by) values ($1, $2, 'evidence_bundle', $3, $4) returning *`,
      [firmId, benchmarkId, JSON.stringify({ selection_key: selectionKey, statuses }), userId],
    );
    await sql.query(
      `insert into job_items (job_id, firm_id, company_id, position, previous_status)
       select $1, $2, c.id, c.position, c.status from jsonb_to_recordset($3::jsonb) as c(id uuid, position int, status text)`,
      [created!.id, firmId, JSON.stringify(companies.map((c, i) => ({ id: c.id, position: i + 1, status: c.status })))],
    );
    await recordEvent(sql, {
      firmId,
      benchmarkId,
      actor: userActor(userId),
      action: 'evidence.bundle_started',
      details: { job_id: created!.id, companies: companies.length, statuses },
    });
    return { job: created!, dto: await bundleJobDto(sql, created!) };
  });
  // After the commit, so the worker finds the job. Sending again for an open job is harmless; the
  // queue is created here too, as an app instance without workers may be the first to use it.
  await ctx.queue.createQueue(EVIDENCE_BUNDLE_QUEUE);
  await ctx.queue.send(EVIDENCE_BUNDLE_QUEUE, { job_id: job.id });
  return dto;
}

/** Takes the next report to write: a queued one, or one a dead worker left running. */
async function claimNext(ctx: AppContext, jobId: string): Promise<{ company_id: string; position: number } | null> {
  const [item] = await ctx.database.sql.query<{ company_id: string; position: number }>(
    `update job_items set status = 'running', attempts = attempts + 1, started_at = now()
     where (job_id, company_id) = (
       select job_id, company_id from job_items
       where job_id = $1 and (status = 'queued' or (status = 'running' and started_at < now() - interval '${STALE_CLAIM}'))
       order by position limit 1 for update skip locked)
     returning company_id, position`,
    [jobId],
  );
  return item ?? null;
}

/** Writes the reports still to do, then the zip. Safe to run again for the same job at any time. */
export async function processBundle(ctx: AppContext, jobId: string): Promise<void> {
  const [job] = await ctx.database.sql.query<JobRow>("select * from jobs where id = $1 and kind = 'evidence_bundle'", [jobId]);
  if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
  await ctx.database.sql.query(
    "update jobs set status = 'running', started_at = coalesce(started_at, now()) where id = $1 and status in ('queued', 'running')",
    [jobId],
  );
  const userId = job.created_by ?? '';
  const benchmark = await withFirm(ctx.database, job.firm_id, (sql) => getBenchmarkDto(sql, job.firm_id, job.benchmark_id));

  for (let item = await claimNext(ctx, jobId); item; item = await claimNext(ctx, jobId)) {
    const { company_id: companyId, position } = item;
    try {
      const input = await withFirm(ctx.database, job.firm_id, (sql) =>
        loadEvidenceInput(sql, job.firm_id, job.benchmark_id, companyId, userId, benchmark),
      );
      if (!input) throw new Error('The company was deleted after the bundle started.');
      const pdf = await renderEvidenceReport(input);
      const filename = reportFileName(input.company, position);
      await ctx.database.transaction(async (sql) => {
        const blob = await ctx.blobs.put({ firmId: job.firm_id, filename, contentType: 'application/pdf', data: pdf }, sql);
        await sql.query(
          "update job_items set status = 'succeeded', result = $3, error = null, finished_at = now() where job_id = $1 and company_id = $2",
          [jobId, companyId, JSON.stringify({ blob_id: blob.id, filename, name: input.company.name, status: input.company.status })],
        );
      });
    } catch (error) {
      await ctx.database.sql.query(
        "update job_items set status = 'failed', error = $3, finished_at = now() where job_id = $1 and company_id = $2",
        [jobId, companyId, error instanceof Error ? error.message : String(error)],
      );
    }
  }
  await finishBundle(ctx, jobId);
}

function csvCell(value: string): string {
  // Quoted, quotes doubled, and a leading formula character neutralised for spreadsheet users.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Once no report is left to write: the zip of the reports with an index, in one transaction. */
async function finishBundle(ctx: AppContext, jobId: string): Promise<void> {
  await ctx.database.transaction(async (sql) => {
    const [job] = await sql.query<JobRow>("select * from jobs where id = $1 and status = 'running' for update", [jobId]);
    if (!job) return; // another worker finished it
    const items = await sql.query<{
      company_id: string;
      status: string;
      result: { blob_id: string; filename: string; name: string | null; status: string } | null;
      error: string | null;
      name: string | null;
      company_status: string;
    }>(
      `select i.company_id, i.status, i.result, i.error, c.name, c.status as company_status
       from job_items i join companies c on c.id = i.company_id where i.job_id = $1 order by i.position`,
      [jobId],
    );
    if (items.some((i) => i.status === 'queued' || i.status === 'running')) return; // still being written
    const done = items.filter((i) => i.status === 'succeeded' && i.result);
    const files: Record<string, [Uint8Array, { level: 0 }]> = {};
    for (const item of done) {
      const blob = await ctx.blobs.get(item.result!.blob_id, job.firm_id, sql);
      if (blob) files[item.result!.filename] = [new Uint8Array(blob.data), { level: 0 }]; // PDFs are compressed already
    }
    const index = [
      ['Company', 'Status', 'Report', 'Problem'].map(csvCell).join(','),
      ...items.map((i) => [i.name ?? '', i.company_status, i.result?.filename ?? '', i.error ?? ''].map(csvCell).join(',')),
    ].join('\r\n');
    files['index.csv'] = [strToU8(`\uFEFF${index}\r\n`), { level: 0 }];
    const zip = zipSync(files);
    const failed = items.length - done.length;
    if (done.length === 0) {
      await sql.query("update jobs set status = 'failed', error = $2, finished_at = now() where id = $1", [
        jobId,
        `No report could be written (${failed} failed).`,
      ]);
      return;
    }
    const filename = `evidence-reports-${jobId.slice(0, 8)}.zip`;
    const blob = await ctx.blobs.put({ firmId: job.firm_id, filename, contentType: 'application/zip', data: zip }, sql);
    await sql.query("update jobs set status = 'succeeded', result = $2, error = $3, finished_at = now() where id = $1", [
      jobId,
      JSON.stringify({ blob_id: blob.id, filename, size_bytes: zip.byteLength }),
      failed > 0 ? `${failed} of ${items.length} reports could not be written; index.csv lists them.` : null,
    ]);
    await recordEvent(sql, {
      firmId: job.firm_id,
      benchmarkId: job.benchmark_id,
      actor: { kind: 'system' },
      action: 'evidence.bundle_ready',
      details: { job_id: jobId, reports: done.length, failed },
    });
  });
}

/** The finished zip; 409 while it is being built or when it failed. */
export async function bundleZip(
  ctx: AppContext,
  firmId: string,
  benchmarkId: string,
  jobId: string,
): Promise<{ filename: string; data: Uint8Array }> {
  return withFirm(ctx.database, firmId, async (sql) => {
    const job = await findBundleJob(sql, firmId, benchmarkId, jobId);
    if (job.status === 'failed' || job.status === 'cancelled')
      throw new WorkflowError('bundleFailed', job.error ?? 'The evidence bundle could not be built.');
    if (job.status !== 'succeeded' || !job.result) throw new WorkflowError('bundleNotReady', BUNDLE_NOT_READY);
    const blob = await ctx.blobs.get(job.result.blob_id, firmId, sql);
    if (!blob) throw new WorkflowError('bundleGone', 'The evidence bundle file is gone. Build it again.');
    return { filename: job.result.filename, data: new Uint8Array(blob.data) };
  });
}

/** Evidence bundles: one message per bundle; the worker writes the reports still to do, then the zip. */
export const evidenceBundleWorker: WorkerDefinition = {
  queue: EVIDENCE_BUNDLE_QUEUE,
  concurrency: () => 1,
  handle: (ctx, data) => processBundle(ctx, (data as { job_id: string }).job_id),
};
