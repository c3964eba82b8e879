/**
 * Learning requests that survive a crash (ADR 0023). What asks the Research Analyst to learn again
 * (a person's decision or its undo, a run's end) writes a request in its own transaction; the queue
 * message follows the commit (learning.ts requestLearning). A process that dies in between leaves
 * the request behind, and the next worker start sends its message again (learning.ts
 * resumeLearningRequests).
 * The learning job clears the request it read when it is done, never a newer one.
 */
import type { SqlRunner } from '../db/database.ts';

/** Records that the benchmark's analyses should learn again (in the caller's transaction). */
export async function markLearningWanted(sql: SqlRunner, firmId: string, benchmarkId: string): Promise<void> {
  await sql.query(
    `insert into learning_requests (benchmark_id, firm_id) values ($1, $2)
     on conflict (benchmark_id) do update set seq = nextval('learning_requests_seq'), requested_at = now()`,
    [benchmarkId, firmId],
  );
}

/** The benchmark's open request (its seq), read before learning starts; null when none is open. */
export async function openLearningRequest(sql: SqlRunner, benchmarkId: string): Promise<string | null> {
  const [row] = await sql.query<{ seq: string }>('select seq::text as seq from learning_requests where benchmark_id = $1', [benchmarkId]);
  return row?.seq ?? null;
}

/**
 * Clears the request the learning read (`seq`), once it has learned. A request made meanwhile has a
 * new seq and stays: its own message, or the next start, learns from it.
 */
export async function clearLearningRequest(sql: SqlRunner, benchmarkId: string, seq: string): Promise<void> {
  await sql.query('delete from learning_requests where benchmark_id = $1 and seq = $2::bigint', [benchmarkId, seq]);
}

/** Every open request, oldest first (across firms: for the worker's start, as the runner's own bookkeeping is). */
export async function openLearningRequests(sql: SqlRunner): Promise<{ firm_id: string; benchmark_id: string }[]> {
  return sql.query<{ firm_id: string; benchmark_id: string }>('select firm_id, benchmark_id from learning_requests order by requested_at');
}
