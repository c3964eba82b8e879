/**
 * Screening quality after k reviewer decisions (issue 17): for a task (companies with true labels
 * and criteria), every company is analysed zero-shot once; then, per draw, k companies are drawn at
 * random (fixed seeds), their true labels taken as the reviewer's decisions, a decision model built
 * from them (learning/), and the remaining companies scored with it. Figures are the mean over the
 * draws. Works on any task of the shape `pnpm score:analyst` uses.
 */
import { applyDecisionModel } from '../learning/apply.ts';
import { buildDecisionModel } from '../learning/model.ts';
import { findQuote, verifyCitations } from '../analysis/verify.ts';
import { mapLimited } from '../util/limit.ts';
import type { AnalysisResult, AnalystProvider, Criteria, Source } from '../types.ts';
import { seededRandom } from './generalizationTasks.ts';

export interface LabelledCompany {
  readonly id: string;
  readonly name: string;
  readonly sources: readonly Source[];
  readonly truth: 'accept' | 'reject';
}

export interface DecisionMetrics {
  readonly companies: number;
  readonly balanced_accuracy: number | null;
  readonly refrain_rate: number;
  /** Share of citations found verbatim in the named source (before verification drops any). */
  readonly verbatim_rate: number;
  /** Share of accept/reject decisions carrying at least one verbatim citation. */
  readonly cited_rate: number;
  /** Share of companies whose decision the learned model changed (0 zero-shot). */
  readonly changed_rate: number;
}

export interface AfterKDecisions {
  readonly k: number;
  readonly draws: number;
  /** The remaining companies scored per draw. */
  readonly scored: number;
  /** The same remaining companies, zero-shot (what the decisions added is the difference). */
  readonly zero_shot_on_rest: DecisionMetrics;
  readonly learned: DecisionMetrics;
}

export interface AfterDecisionsReport {
  readonly zero_shot: DecisionMetrics;
  /** One entry per k; null when the task has too few companies to keep MIN_REST after drawing k. */
  readonly after: readonly (AfterKDecisions | { readonly k: number; readonly skipped: string })[];
}

export interface AfterDecisionsOptions {
  readonly ks?: readonly number[];
  readonly seed?: number;
  /** Draws per k (each with its own seed derived from `seed`). */
  readonly draws?: number;
  readonly concurrency?: number;
}

/** At least this many companies must remain to be scored after drawing k. */
const MIN_REST = 5;

/** k distinct indexes of 0..n-1 (partial Fisher-Yates). */
export function drawIndexes(n: number, k: number, random: () => number): number[] {
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (n - i));
    [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
  }
  return idx.slice(0, k);
}

interface Scored {
  readonly truth: 'accept' | 'reject';
  readonly raw: AnalysisResult;
  readonly final: AnalysisResult;
  readonly sources: readonly Source[];
  readonly zeroShot: AnalysisResult;
}

export function decisionMetrics(list: readonly Scored[]): DecisionMetrics {
  const rate = (truth: 'accept' | 'reject') => {
    const xs = list.filter((o) => o.truth === truth);
    return xs.length === 0 ? null : xs.filter((o) => o.final.decision === truth).length / xs.length;
  };
  const tpr = rate('accept');
  const tnr = rate('reject');
  let citations = 0;
  let verbatim = 0;
  let decided = 0;
  let cited = 0;
  for (const o of list) {
    const found = o.raw.citations.filter((c) => {
      const source = o.sources.find((s) => s.id === c.source_id);
      return source !== undefined && findQuote(source, c.quote) >= 0;
    }).length;
    citations += o.raw.citations.length;
    verbatim += found;
    if (o.raw.decision !== 'refrain') {
      decided++;
      if (found > 0) cited++;
    }
  }
  const n = list.length;
  return {
    companies: n,
    balanced_accuracy: tpr !== null && tnr !== null ? (tpr + tnr) / 2 : null,
    refrain_rate: n ? list.filter((o) => o.final.decision === 'refrain').length / n : 0,
    verbatim_rate: citations ? verbatim / citations : 1,
    cited_rate: decided ? cited / decided : 1,
    changed_rate: n ? list.filter((o) => o.final.decision !== o.zeroShot.decision).length / n : 0,
  };
}

const r3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);
function mean(list: readonly DecisionMetrics[]): DecisionMetrics {
  const avg = (f: (m: DecisionMetrics) => number | null) => {
    const xs = list.map(f).filter((x): x is number => x !== null);
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
  };
  return {
    companies: Math.round(avg((m) => m.companies) ?? 0),
    balanced_accuracy: r3(avg((m) => m.balanced_accuracy)),
    refrain_rate: r3(avg((m) => m.refrain_rate)) ?? 0,
    verbatim_rate: r3(avg((m) => m.verbatim_rate)) ?? 1,
    cited_rate: r3(avg((m) => m.cited_rate)) ?? 1,
    changed_rate: r3(avg((m) => m.changed_rate)) ?? 0,
  };
}

/** Zero-shot and after-k-decisions figures for one task. */
export async function scoreAfterDecisions(
  companies: readonly LabelledCompany[],
  criteria: Criteria,
  provider: AnalystProvider,
  options: AfterDecisionsOptions = {},
): Promise<AfterDecisionsReport> {
  const ks = options.ks ?? [10, 20];
  const seed = options.seed ?? 17;
  const draws = options.draws ?? 5;
  const zero = await mapLimited(companies, options.concurrency ?? 16, async (c) => {
    const raw = await provider.analyze({ company: { name: c.name }, sources: c.sources, criteria });
    return { raw, verified: verifyCitations(raw, c.sources) };
  });
  const zeroScored: Scored[] = companies.map((c, i) => {
    const z = zero[i] as { raw: AnalysisResult; verified: AnalysisResult };
    return { truth: c.truth, raw: z.raw, final: z.verified, sources: c.sources, zeroShot: z.verified };
  });
  const after: AfterDecisionsReport['after'][number][] = [];
  for (const k of ks) {
    if (companies.length - k < MIN_REST) {
      after.push({ k, skipped: `${companies.length} companies: fewer than ${MIN_REST} would remain after ${k} decisions` });
      continue;
    }
    const learned: DecisionMetrics[] = [];
    const baseline: DecisionMetrics[] = [];
    for (let draw = 0; draw < draws; draw++) {
      const picked = new Set(drawIndexes(companies.length, k, seededRandom(seed * 1000 + k * 10 + draw)));
      const model = buildDecisionModel(
        [...picked].sort((a, b) => a - b).map((i) => {
          const c = companies[i] as LabelledCompany;
          return { id: c.id, name: c.name, sources: c.sources, analysis: (zeroScored[i] as Scored).zeroShot, decision: c.truth };
        }),
        { criteria },
      );
      const rest: Scored[] = [];
      const restZero: Scored[] = [];
      companies.forEach((c, i) => {
        if (picked.has(i)) return;
        const z = zeroScored[i] as Scored;
        const raw = applyDecisionModel(z.zeroShot, { company: { name: c.name }, sources: c.sources, companyId: c.id }, model);
        rest.push({ truth: c.truth, raw, final: verifyCitations(raw, c.sources), sources: c.sources, zeroShot: z.zeroShot });
        restZero.push(z);
      });
      learned.push(decisionMetrics(rest));
      baseline.push(decisionMetrics(restZero));
    }
    after.push({ k, draws, scored: companies.length - k, zero_shot_on_rest: mean(baseline), learned: mean(learned) });
  }
  return { zero_shot: mean([decisionMetrics(zeroScored)]), after };
}
