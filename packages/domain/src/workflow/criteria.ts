/**
 * Accept / reject criteria (product-spec §3 "Criteria", §5 "Criteria", §8).
 * - At least one criteria field must be filled ('At least one criteria field must be filled');
 *   blank entries (whitespace only) do not count.
 * - Generated criteria identical to the current ones are reported
 *   ('Generated criteria are identical to current criteria'); comparison ignores surrounding
 *   whitespace, empty entries and order.
 */
import { MESSAGES } from '../validation/messages.ts';

export interface Criteria {
  /** Accept if the company is involved in … */
  readonly accept: readonly string[];
  /** Reject if the company is … */
  readonly reject: readonly string[];
}

const clean = (xs: readonly string[]): string[] => xs.map((x) => x.trim()).filter((x) => x.length > 0);

export function validateCriteria(c: Criteria): string | null {
  return clean(c.accept).length + clean(c.reject).length === 0 ? MESSAGES.criteriaRequired : null;
}

export function sameCriteria(a: Criteria, b: Criteria): boolean {
  const key = (xs: readonly string[]) => JSON.stringify(clean(xs).sort());
  return key(a.accept) === key(b.accept) && key(a.reject) === key(b.reject);
}

/** Message for generated criteria, or null when they differ from the current ones. */
export function generatedCriteriaMessage(current: Criteria, generated: Criteria): string | null {
  return sameCriteria(current, generated) ? MESSAGES.criteriaIdentical : null;
}
