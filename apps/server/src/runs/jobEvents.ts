// Server-sent events of a job: `progress` (the Job) whenever its counts change, `company` (the
// Company) for each company whose item ended, and `done` (the Job) when it ends; then the stream
// closes. The database is polled, so any instance can serve any job's events.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { SELECT_COMPANY, toCompanyDto, type CompanyRow } from '../companies/companyStore.ts';
import { loadJob } from './jobRows.ts';

const POLL_MS = 500;
const KEEPALIVE_MS = 15_000;

function send(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export async function streamJobEvents(ctx: AppContext, job: { firmId: string; benchmarkId: string; jobId: string }, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  let closed = false;
  req.on('close', () => (closed = true));
  const seen = new Set<string>();
  let lastProgress = '';
  let lastWrite = Date.now();
  try {
    while (!closed) {
      const { current, companies } = await withFirm(ctx.database, job.firmId, async (sql) => {
        const current = await loadJob(sql, job.firmId, job.benchmarkId, job.jobId);
        const ended = await sql.query<{ company_id: string }>("select company_id from job_items where job_id = $1 and status in ('succeeded', 'failed', 'cancelled') order by finished_at, position", [job.jobId]);
        const fresh = ended.map((e) => e.company_id).filter((id) => !seen.has(id));
        const rows = fresh.length ? await sql.query<CompanyRow>(`${SELECT_COMPANY} where id = any($1::uuid[]) and firm_id = $2`, [fresh, job.firmId]) : [];
        const byId = new Map(rows.map((r) => [r.id, r]));
        return { current, companies: fresh.flatMap((id) => (byId.has(id) ? [toCompanyDto(byId.get(id)!)] : [])) };
      });
      if (!current) break;
      for (const company of companies) {
        seen.add(company.id as string);
        send(res, 'company', company);
        lastWrite = Date.now();
      }
      const progress = JSON.stringify(current);
      if (progress !== lastProgress) {
        lastProgress = progress;
        send(res, 'progress', current);
        lastWrite = Date.now();
      }
      if (current.status !== 'queued' && current.status !== 'running') {
        send(res, 'done', current);
        break;
      }
      if (Date.now() - lastWrite > KEEPALIVE_MS) {
        res.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    res.end();
  }
}
