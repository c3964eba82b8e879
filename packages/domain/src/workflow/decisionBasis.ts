// What an automated decision rests on, in words an auditor reads in the workbook: the criteria
// alone, or the criteria with what decided companies of the benchmark taught the Research Analyst
// (a reviewer's decisions, or, before there are enough of them, the analysis' own clearest
// decisions on the list: the benchmark pass, ADR 0017, 0023), and what the criteria alone said.
import { DECISION_LABELS } from './decisionLabels.ts';

/** The part of an analysis' `learned` record the wording needs (contract `LearnedFrom`). */
export interface DecisionBasisInput {
  readonly basis?: 'reviewer' | 'analysis' | null;
  readonly examples: number;
  readonly effect: 'changed' | 'confirmed';
  readonly zero_shot: { readonly decision: 'accept' | 'reject' | 'refrain'; readonly confidence: number };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whose decisions taught it: "10 reviewer decisions" or "the list's 24 clearest cases". */
export function learnedFromWho(learned: Pick<DecisionBasisInput, 'basis' | 'examples'>): string {
  return learned.basis === 'analysis' ? `the list's ${plural(learned.examples, 'clearest case', 'clearest cases')}` : plural(learned.examples, 'reviewer decision', 'reviewer decisions');
}

/** "Criteria", or e.g. "Learned from 10 reviewer decisions, which changed it (criteria alone: Accept, 55 %)". */
export function decisionBasisText(learned: DecisionBasisInput | null | undefined): string {
  if (!learned) return 'Criteria';
  const who = learnedFromWho(learned);
  if (learned.effect === 'confirmed') return `Criteria, confirmed by ${who}`;
  const alone = `${DECISION_LABELS[learned.zero_shot.decision]}, ${Math.round(learned.zero_shot.confidence * 100)} %`;
  const how = learned.basis === 'analysis' ? `Compared with ${who}` : `Learned from ${who}`;
  return `${how}, which changed it (criteria alone: ${alone})`;
}

/**
 * The badge of a learned result: "Learned from 5 decisions" (the reviewer's), or for the benchmark
 * pass "Compared with 24 clear cases": no person decided those, and the label must not say so.
 */
export function learnedLabel(learned: Pick<DecisionBasisInput, 'basis' | 'examples'>): string {
  if (learned.basis === 'analysis') return `Compared with ${plural(learned.examples, 'clear case', 'clear cases')}`;
  return `Learned from ${plural(learned.examples, 'decision', 'decisions')}`;
}
