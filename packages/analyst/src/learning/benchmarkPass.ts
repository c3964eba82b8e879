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
import { buildDecisionModel, type DecisionModel } from './model.ts';

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

/** What the pass needs of one company's current result to choose the examples of a round. */
export interface PassDecision {
  readonly id: string;
  readonly decision: AnalysisResult['decision'];
  readonly confidence: number;
  /** False for a result that learned from someone's decisions: neither an example nor re-decided. */
  readonly open: boolean;
}

/**
 * The examples of a round, in the order the model is built from (accepts, then rejects, each the
 * most confident first, ties in list order): up to EXAMPLE_SHARE of each side's open decisions, at
 * most MAX_PER_SIDE. Null when a side has fewer than MIN_PER_SIDE.
 */
export function passExamples(decisions: readonly PassDecision[]): string[] | null {
  const out: string[] = [];
  for (const side of ['accept', 'reject'] as const) {
    const list = decisions.flatMap((d, i) => (d.open && d.decision === side ? [i] : [])).sort((a, b) => (decisions[b] as PassDecision).confidence - (decisions[a] as PassDecision).confidence || a - b);
    const take = Math.min(MAX_PER_SIDE, Math.ceil(EXAMPLE_SHARE * list.length));
    if (take < MIN_PER_SIDE) return null;
    for (const i of list.slice(0, take)) out.push((decisions[i] as PassDecision).id);
  }
  return out;
}

/** One round of the pass: its examples (by id) and the model built from them. */
export interface PassRound {
  readonly examples: ReadonlySet<string>;
  readonly model: DecisionModel;
}

/**
 * The model of a round from its examples (in passExamples' order), each with its zero-shot result
 * and the decision it has after the rounds before.
 */
export function passRound(examples: readonly { item: PassItem; decision: 'accept' | 'reject' }[], criteria: Criteria): PassRound {
  const model = buildDecisionModel(
    examples.map(({ item, decision }) => ({ id: item.id, name: item.name, sources: item.sources, analysis: item.result, decision })),
    { criteria },
  );
  return { examples: new Set(examples.map((e) => e.item.id)), model };
}

/**
 * A company's result after the given rounds, computed from its zero-shot result alone (so a caller
 * can stream a long list a page at a time): the last round that did not take it as an example
 * re-decides it; an example of every round keeps its zero-shot result.
 */
export function resultAfter(rounds: readonly PassRound[], item: PassItem): AnalysisResult {
  if (item.result.learned) return item.result;
  for (let r = rounds.length - 1; r >= 0; r--) {
    const round = rounds[r] as PassRound;
    if (!round.examples.has(item.id)) return applyDecisionModel(item.result, { company: { name: item.name }, sources: item.sources, companyId: item.id }, round.model, 'analysis');
  }
  return item.result;
}

/** The whole pass over a list held in memory (the CLI, score:analyst); the server streams the same steps. */
export function benchmarkPass(items: readonly PassItem[], criteria: Criteria): AnalysisResult[] {
  const byId = new Map(items.map((x) => [x.id, x]));
  const rounds: PassRound[] = [];
  let results = items.map((x) => x.result);
  for (let r = 0; r < ROUNDS; r++) {
    const chosen = passExamples(items.map((x, i) => ({ id: x.id, decision: (results[i] as AnalysisResult).decision, confidence: (results[i] as AnalysisResult).confidence, open: !x.result.learned })));
    if (!chosen) break;
    const decisionOf = new Map(items.map((x, i) => [x.id, (results[i] as AnalysisResult).decision]));
    rounds.push(passRound(chosen.map((id) => ({ item: byId.get(id) as PassItem, decision: decisionOf.get(id) as 'accept' | 'reject' })), criteria));
    results = items.map((x) => resultAfter(rounds, x));
  }
  return results;
}
