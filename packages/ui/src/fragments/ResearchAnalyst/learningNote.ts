import type { Company } from '@quartile/api';
import { MIN_LEARNING_DECISIONS } from '@quartile/domain';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * One sentence on what the shown results learned from, for the top of the results list: the
 * reviewers' decisions, or (the benchmark pass) the analysis' own clearest decisions on the list,
 * with how many decisions it changed; null when no result learned anything. A result list can hold
 * both for a moment (a relearn is under way): the larger group speaks.
 */
export function learningNote(companies: readonly Company[]): string | null {
  const learned = companies.flatMap((c) => (c.analysis?.learned ? [c.analysis.learned] : []));
  if (learned.length === 0) return null;
  const pass = learned.filter((l) => l.basis === 'analysis');
  const byPass = pass.length * 2 > learned.length;
  const group = byPass ? pass : learned.filter((l) => l.basis !== 'analysis');
  const examples = Math.max(...group.map((l) => l.examples));
  const changed = group.filter((l) => l.effect === 'changed').length;
  const n = group.length;
  const outcome = `${changed === 0 ? 'no decision changed' : `${plural(changed, 'decision', 'decisions')} changed`}. Each result says what it leaned on.`;
  if (byPass) {
    const others = n === 1 ? 'one other company' : `the other ${count(n)} companies`;
    return `Nobody has decided enough companies yet to learn from (at least ${MIN_LEARNING_DECISIONS}, accepted and rejected), so the analysis compared ${others} with its ${plural(examples, 'clearest decision', 'clearest decisions')} on this list: ${outcome}`;
  }
  return `The analysis learned from ${plural(examples, 'reviewer decision', 'reviewer decisions')} for ${plural(n, 'undecided company', 'undecided companies')}: ${outcome}`;
}
