/**
 * The benchmark pass (issue 17): once every company of a list has been analysed, the analysis' own
 * clearest decisions (the most confident third of each side's) are the examples for the rest, as a
 * reviewer's decisions would be (model.ts, apply.ts). The companies of one list share the words of
 * their trade and their place ("physiotherapy", "realty", "CEGEP") that the classifications do not
 * carry; the clearly decided ones show how this list says what the criteria mean. The examples keep
 * their results; a re-decided result says in its reasoning and in `learned.basis` that its examples
 * were the analysis' own decisions, not a person's.
 *
 * Only when each side has MIN_PER_SIDE examples: with fewer, the neighbours of one side say nothing
 * (model.ts scales them by the smaller side). A result that already carries `learned` (from a
 * reviewer's decisions) is left as it is.
 */
import type { AnalysisResult, Criteria, Source } from '../types.ts';
import { applyDecisionModel } from './apply.ts';
import { buildDecisionModel } from './model.ts';

export const MIN_PER_SIDE = 3;

export interface PassItem {
  readonly id: string;
  readonly name: string;
  readonly sources: readonly Source[];
  /** The provider's own (zero-shot, verified) result. */
  readonly result: AnalysisResult;
}

/**
 * The share of each side's decisions, the most confident first, that are the examples of a round.
 * A fixed confidence (0.85) instead let one side's few confident decisions stand for all of it: in a
 * study of engineering firms among other professional services, the 7 confident rejections were all
 * engineering firms rejected by a reject criterion, while the other services were rejected at 0.55 for
 * lack of the accept activity; a third of each side keeps both sides' usual cases (ADR 0017, eleventh
 * stop: a fifth to a half did about as well).
 */
export const EXAMPLE_SHARE = 1 / 3;

/**
 * Rounds of the pass: each round takes its examples from the decisions of the round before
 * (self-training), the first from the zero-shot ones. A second round added about a fifth as much
 * again on the guided tasks; a third took some of it back.
 */
export const ROUNDS = 2;

/**
 * Examples per side at most, the most confident first: the model compares every example with every
 * other (model.ts, leave-one-out), so a list of 20,000 companies would cost minutes and gigabytes.
 * The generalization tasks have at most 80 per side, so the cap does not change their figures.
 */
export const MAX_PER_SIDE = 300;

/** Up to EXAMPLE_SHARE of each side's decisions (at most MAX_PER_SIDE), the most confident first, ties in list order. */
function examplesOf(results: readonly AnalysisResult[], open: readonly boolean[]): Set<number> | null {
  const out = new Set<number>();
  for (const side of ['accept', 'reject'] as const) {
    const list = results.flatMap((r, i) => (open[i] && r.decision === side ? [i] : [])).sort((a, b) => (results[b] as AnalysisResult).confidence - (results[a] as AnalysisResult).confidence || a - b);
    const take = Math.min(MAX_PER_SIDE, Math.ceil(EXAMPLE_SHARE * list.length));
    if (take < MIN_PER_SIDE) return null;
    for (const i of list.slice(0, take)) out.add(i);
  }
  return out;
}

export function benchmarkPass(items: readonly PassItem[], criteria: Criteria): AnalysisResult[] {
  // A result that already learned from someone's decisions is neither an example nor re-decided.
  const open = items.map((x) => !x.result.learned);
  let results = items.map((x) => x.result);
  for (let round = 0; round < ROUNDS; round++) {
    const examples = examplesOf(results, open);
    if (!examples) break;
    const model = buildDecisionModel(
      [...examples].map((i) => {
        const x = items[i] as PassItem;
        return { id: x.id, name: x.name, sources: x.sources, analysis: x.result, decision: (results[i] as AnalysisResult).decision as 'accept' | 'reject' };
      }),
      { criteria },
    );
    // An example keeps the result it has; the others are re-decided from their own zero-shot result.
    const current = results;
    results = items.map((x, i) => (examples.has(i) || !open[i] ? (current[i] as AnalysisResult) : applyDecisionModel(x.result, { company: { name: x.name }, sources: x.sources, companyId: x.id }, model, 'analysis')));
  }
  return results;
}
