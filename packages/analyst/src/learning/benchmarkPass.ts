/**
 * The benchmark pass (issue 17): once every company of a list has been analysed, the analysis' own
 * confident decisions (confidence CONFIDENT or more) are the examples for the rest, as a reviewer's
 * decisions would be (model.ts, apply.ts). The companies of one list share the words of their trade
 * and their place ("physiotherapy", "realty", "CEGEP") that the classifications do not carry; the
 * confidently decided ones show how this list says what the criteria mean. Confident results are
 * kept as they are; a re-decided result says in its reasoning and in `learned.basis` that its
 * examples were the analysis' own decisions, not a person's.
 *
 * Only when both sides have MIN_PER_SIDE confident decisions: with fewer, the neighbours of one side
 * say nothing (model.ts scales them by the smaller side). A result that already carries `learned`
 * (from a reviewer's decisions) is left as it is.
 */
import type { AnalysisResult, Criteria, Source } from '../types.ts';
import { applyDecisionModel, CONFIDENT } from './apply.ts';
import { buildDecisionModel } from './model.ts';

export const MIN_PER_SIDE = 3;

export interface PassItem {
  readonly id: string;
  readonly name: string;
  readonly sources: readonly Source[];
  /** The provider's own (zero-shot, verified) result. */
  readonly result: AnalysisResult;
}

const confident = (r: AnalysisResult) => r.decision !== 'refrain' && r.confidence >= CONFIDENT;

/**
 * Rounds of the pass: the companies the first round re-decides with confidence CONFIDENT or more
 * join the examples of the second (self-training). A second round added about half as much again on
 * the guided tasks; a third, nothing (ADR 0017, eleventh stop).
 */
export const ROUNDS = 2;

/**
 * Examples per side at most, the most confident first: the model compares every example with every
 * other (model.ts, leave-one-out), so a list of 20,000 companies would cost minutes and gigabytes.
 * The generalization tasks have at most 80 per side, so the cap does not change their figures.
 */
export const MAX_PER_SIDE = 300;

/** The examples the model is built from: up to MAX_PER_SIDE per side, the most confident first (ties: list order). */
function capped(examples: ReadonlySet<number>, results: readonly AnalysisResult[]): number[] {
  const bySide = (side: 'accept' | 'reject') =>
    [...examples]
      .filter((i) => (results[i] as AnalysisResult).decision === side)
      .sort((a, b) => (results[b] as AnalysisResult).confidence - (results[a] as AnalysisResult).confidence || a - b)
      .slice(0, MAX_PER_SIDE);
  return [...bySide('accept'), ...bySide('reject')].sort((a, b) => a - b);
}

export function benchmarkPass(items: readonly PassItem[], criteria: Criteria): AnalysisResult[] {
  // A result that already learned from someone's decisions is no example and is not re-decided.
  let results = items.map((x) => x.result);
  let examples = new Set(items.flatMap((x, i) => (!x.result.learned && confident(x.result) ? [i] : [])));
  for (let round = 0; round < ROUNDS; round++) {
    const accepted = [...examples].filter((i) => (results[i] as AnalysisResult).decision === 'accept').length;
    if (accepted < MIN_PER_SIDE || examples.size - accepted < MIN_PER_SIDE) break;
    const model = buildDecisionModel(
      capped(examples, results).map((i) => {
        const x = items[i] as PassItem;
        return { id: x.id, name: x.name, sources: x.sources, analysis: x.result, decision: (results[i] as AnalysisResult).decision as 'accept' | 'reject' };
      }),
      { criteria },
    );
    // An example keeps the result it has (also one left out by the cap); the others are re-decided from their own zero-shot result.
    const next = items.map((x, i) => (examples.has(i) ? (results[i] as AnalysisResult) : applyDecisionModel(x.result, { company: { name: x.name }, sources: x.sources, companyId: x.id }, model, 'analysis')));
    const grown = new Set(examples);
    next.forEach((r, i) => {
      if (r.learned?.basis === 'analysis' && confident(r)) grown.add(i);
    });
    results = next;
    if (grown.size === examples.size) break;
    examples = grown;
  }
  return results;
}
