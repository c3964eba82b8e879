// Waiting for jobs and reading their events through the real endpoints.
import type { TestServer } from './testRuntime.ts';
import { bearer, type SignedIn } from './auth.ts';

export interface JobBody {
  id: string;
  status: string;
  total: number;
  completed: number;
  failed: number;
  cancelled?: number;
  in_progress?: number;
}

export async function waitForJob(server: TestServer, session: SignedIn, benchmarkId: string, jobId: string, timeoutMs = 60_000): Promise<JobBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/runs/${jobId}/`, headers: bearer(session) })).json() as JobBody;
    if (!['queued', 'running'].includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} after ${timeoutMs} ms: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Parses a text/event-stream body into its events. */
export function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block !== '' && !block.startsWith(':'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

export async function giveCredits(server: TestServer, session: SignedIn, credits = 1000): Promise<void> {
  await server.runtime.database.sql.query('update firms set credits = $2 where id = $1', [session.user.firm.id, credits]);
}
