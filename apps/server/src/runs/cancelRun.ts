// Cancelling a job: its open items end as cancelled and their companies return to the status they
// had before the job queued them; a worker still busy with one of them finds it cancelled at its
// commit and writes nothing.
import { COMPANY_STATUS } from '@quartile/domain';
import { restoreStatusAfterRun } from '../companies/companyStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { recordEvent } from '../audit/recordEvent.ts';
import { loadJob, type JobDto } from './jobRows.ts';
import { NotFoundError, WorkflowError } from '../errors.ts';

export const RUN_NOT_FOUND = 'Run not found';
export const RUN_ALREADY_ENDED = 'This run has already ended.';

export async function cancelRun(ctx: AppContext, input: { firmId: string; benchmarkId: string; jobId: string; userId: string | null }): Promise<JobDto> {
  return withFirm(ctx.database, input.firmId, async (sql) => {
    // The open items first, then the job row: the order in which a worker's commit locks them (runs/items.ts).
    await sql.query("select company_id from job_items where job_id = $1 and status in ('queued', 'running') order by company_id for update", [input.jobId]);
    const [job] = await sql.query<{ status: string; kind: string }>('select status, kind from jobs where id = $1 and firm_id = $2 and benchmark_id = $3 for update', [input.jobId, input.firmId, input.benchmarkId]);
    if (!job) throw new NotFoundError(RUN_NOT_FOUND);
    if (job.status !== 'queued' && job.status !== 'running') throw new WorkflowError('runEnded', RUN_ALREADY_ENDED);
    const open = await sql.query<{ company_id: string; previous_status: string }>(
      "update job_items set status = 'cancelled', finished_at = now() where job_id = $1 and status in ('queued', 'running') returning company_id, previous_status",
      [input.jobId],
    );
    for (const item of open) {
      await restoreStatusAfterRun(sql, item.company_id, item.previous_status, [COMPANY_STATUS.pending, COMPANY_STATUS.analysisInProgress]);
    }
    await sql.query("update jobs set status = 'cancelled', finished_at = now() where id = $1", [input.jobId]);
    await sql.query('update benchmarks set active_job_id = null, updated_at = now() where id = $1 and active_job_id = $2', [input.benchmarkId, input.jobId]);
    if (job.kind === 'analysis') {
      await sql.query(
        `update benchmarks set status = case when status = 'processing' then
                  case when exists (select 1 from companies where benchmark_id = $1 and analysis is not null and deleted_at is null) then 'decision' else 'input' end
                else status end
         where id = $1`,
        [input.benchmarkId],
      );
    }
    await recordEvent(sql, {
      firmId: input.firmId,
      benchmarkId: input.benchmarkId,
      actor: input.userId ? { kind: 'user', userId: input.userId } : { kind: 'system' },
      action: 'run.cancelled',
      details: { job_id: input.jobId, kind: job.kind, companies_not_reached: open.length },
    });
    return (await loadJob(sql, input.firmId, input.benchmarkId, input.jobId))!;
  });
}
