// The benchmark pass in the server (issue 17, ADR 0017 "twelfth stop"): while people have not yet
// decided enough companies for the Research Analyst to learn from them (learning.ts MIN_DECISIONS,
// both sides), the analysis' own clearest decisions on the list are the examples for the rest, as
// `quartile screen --benchmark-pass` does in memory (@quartile/analyst learning/benchmarkPass.ts).
// Here a list can hold tens of thousands of companies, so the same steps are streamed: the rounds'
// examples are chosen from the decisions alone (a page of rows at a time, no source text), only the
// examples' sources are loaded to build each round's model, and every other company is re-decided
// from its stored zero-shot result a page at a time (resultAfter).
import { passExamples, passRound, resultAfter, PASS_ROUNDS, type AnalysisResult, type Criteria, type PassDecision, type PassItem, type PassRound, type Source as AnalystSource } from '@quartile/analyst';
import type { AppContext } from '../context.ts';
import type { SqlRunner } from '../db/database.ts';
import { withFirm } from '../db/firmScope.ts';
import { companiesById, learnableCompanies, type LearningRow } from './learningStore.ts';
import type { StoredZeroShot } from './storedAnalysis.ts';
import { sourcesOf, zeroShotOf, zeroShotSources } from './zeroShot.ts';

/** Companies read per transaction. */
const PAGE = 200;

/** A learnable company as the pass sees it: its zero-shot result and its own sources. */
export function passItemOf(row: LearningRow, zero: StoredZeroShot, sources: ReadonlyMap<string, AnalystSource>): PassItem {
  return { id: row.id, name: row.name ?? '', sources: sourcesOf(zero, sources), result: zero.result };
}

/** Every learnable company's result after the rounds so far, streamed a page at a time (no sources read before the first round). */
async function currentDecisions(ctx: AppContext, firmId: string, benchmarkId: string, rounds: readonly PassRound[]): Promise<PassDecision[]> {
  const out: PassDecision[] = [];
  let after: { row: number; id: string } | null = null;
  for (;;) {
    const rows: LearningRow[] = await withFirm(ctx.database, firmId, async (sql) => {
      const page = await learnableCompanies(sql, firmId, benchmarkId, after, PAGE);
      const sources = rounds.length === 0 ? new Map<string, AnalystSource>() : await zeroShotSources(sql, page);
      for (const row of page) {
        const zero = zeroShotOf(row);
        if (!zero) continue;
        const result: AnalysisResult = rounds.length === 0 ? zero.result : resultAfter(rounds, passItemOf(row, zero, sources));
        out.push({ id: row.id, decision: result.decision, confidence: result.confidence, open: !zero.result.learned });
      }
      return page;
    });
    if (rows.length < PAGE) break;
    const last = rows.at(-1)!;
    after = { row: last.row_number, id: last.id };
  }
  return out;
}

async function examplesOf(sql: SqlRunner, firmId: string, benchmarkId: string, ids: readonly string[]): Promise<PassItem[]> {
  const rows = await companiesById(sql, firmId, benchmarkId, ids);
  const sources = await zeroShotSources(sql, rows);
  return rows.flatMap((row) => {
    const zero = zeroShotOf(row);
    return zero ? [passItemOf(row, zero, sources)] : [];
  });
}

/**
 * The rounds of the benchmark pass over the companies nobody decided (empty when a side has too
 * few clear decisions: the companies keep their zero-shot results). Apply them with resultAfter.
 */
export async function planBenchmarkPass(ctx: AppContext, firmId: string, benchmarkId: string, criteria: Criteria): Promise<PassRound[]> {
  const rounds: PassRound[] = [];
  for (let r = 0; r < PASS_ROUNDS; r++) {
    const decisions = await currentDecisions(ctx, firmId, benchmarkId, rounds);
    const chosen = passExamples(decisions);
    if (!chosen) break;
    const decisionOf = new Map(decisions.map((d) => [d.id, d.decision]));
    const items = await withFirm(ctx.database, firmId, (sql) => examplesOf(sql, firmId, benchmarkId, chosen));
    rounds.push(passRound(items.map((item) => ({ item, decision: decisionOf.get(item.id) as 'accept' | 'reject' })), criteria));
  }
  return rounds;
}
