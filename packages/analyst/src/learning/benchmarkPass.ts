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
 * say nothing (model.ts scales them by the smaller side).
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

const confident = (r: AnalysisResult) => r.decision !== 'refrain' && r.confidence >= CONFIDENT && !r.learned;

export function benchmarkPass(items: readonly PassItem[], criteria: Criteria): AnalysisResult[] {
  const examples = items.filter((x) => confident(x.result));
  const accepted = examples.filter((x) => x.result.decision === 'accept').length;
  if (accepted < MIN_PER_SIDE || examples.length - accepted < MIN_PER_SIDE) return items.map((x) => x.result);
  const model = buildDecisionModel(
    examples.map((x) => ({ id: x.id, name: x.name, sources: x.sources, analysis: x.result, decision: x.result.decision as 'accept' | 'reject' })),
    { criteria },
  );
  // A confident company is one of the examples: model.decided leaves it unchanged.
  return items.map((x) => applyDecisionModel(x.result, { company: { name: x.name }, sources: x.sources, companyId: x.id }, model, 'analysis'));
}
