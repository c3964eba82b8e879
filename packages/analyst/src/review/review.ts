/**
 * reviewCompany: the Review Analyst. Pure and deterministic over a company, its stored sources,
 * the Research Analyst's result and the human decision; runs after every analysis, on demand, and
 * in quick review (with the proposed decision as the human one). Returns the flags, most severe
 * first, and its own suggestion with a short reasoning.
 */
import { REVIEW_FLAG_KINDS, REVIEW_FLAG_LABELS } from '@quartile/domain';
import { checkCitations, checkSources } from './citations.ts';
import { checkBusinessModelShift, checkDiversified, checkSegmentMismatch, comparabilityEvidence } from './comparability.ts';
import { SEVERITY_RANK } from './flag.ts';
import { financialBreaks } from './financials.ts';
import { checkOwnershipColumns, checkRelatedParties } from './independence.ts';
import type { ReviewFlag, ReviewInput, ReviewResult } from './types.ts';
import { checkUserActions } from './userActions.ts';

const KIND_ORDER = new Map(REVIEW_FLAG_KINDS.map((k, i) => [k, i]));

export function sortFlags(flags: readonly ReviewFlag[]): ReviewFlag[] {
  return [...flags].sort(
    (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0),
  );
}

const round = (x: number) => Math.round(x * 100) / 100;

/**
 * A decision learned from the reviewers' decisions is reviewed like any other; the agreement says
 * it was learned, and what the criteria alone read when the decisions turned it.
 */
function learnedFrom(input: ReviewInput): string {
  const learned = input.analysis?.learned;
  if (!learned || learned.examples <= 0) return '';
  const turned = learned.effect === 'changed' && learned.zero_shot.decision !== input.analysis?.result.decision ? ` (the criteria alone read ${learned.zero_shot.decision})` : '';
  return `, learned from ${learned.examples} of the reviewers' decisions${turned}`;
}

function suggest(
  input: ReviewInput,
  flags: readonly ReviewFlag[],
  citationsVerified: boolean,
): Pick<ReviewResult, 'suggestion' | 'confidence' | 'reasoning'> {
  const result = input.analysis?.result;
  const high = flags.filter((f) => f.severity === 'high');
  const has = (...kinds: ReviewFlag['kind'][]) => high.find((f) => kinds.includes(f.kind));
  const base = result?.decision ?? 'refrain';
  const baseConfidence = result?.confidence ?? 0.3;
  const penalty = high.length * 0.15 + flags.filter((f) => f.severity === 'medium').length * 0.05;

  const independence = has('independence', 'related_party');
  if (independence) {
    return {
      suggestion: 'reject',
      confidence: 0.8,
      reasoning: `Reject as not independent: ${independence.message.replace(/^The company may not be independent: /, '')}`,
    };
  }
  const broken = has('citation_unverified', 'source_changed');
  if (broken) {
    return {
      suggestion: 'refrain',
      confidence: round(Math.max(0.1, Math.min(baseConfidence, 0.4))),
      reasoning: `Do not rely on the automated decision yet: ${broken.message} Re-run the analysis, then decide.`,
    };
  }
  if (base === 'accept') {
    const risk = has('diversified_offerings', 'segment_mismatch', 'business_model_shift');
    if (risk) {
      return {
        suggestion: 'refrain',
        confidence: round(Math.max(0.1, baseConfidence - penalty)),
        reasoning: `The accept needs a person's review: ${REVIEW_FLAG_LABELS[risk.kind].toLowerCase()}. ${risk.message}`,
      };
    }
  }
  if (!result) {
    return {
      suggestion: 'refrain',
      confidence: 0.2,
      reasoning: 'The company has not been analysed yet: there is no evidence to decide on.',
    };
  }
  const verified = citationsVerified ? 'Its citations were found verbatim in the stored sources' : 'It cites no source';
  const rest =
    flags.length === 0
      ? 'and no comparability or independence risk was found.'
      : `and ${flags.length === 1 ? 'one flag needs' : `${flags.length} flags need`} a look (none blocks the decision).`;
  return {
    suggestion: base,
    confidence: round(Math.max(0.1, baseConfidence - penalty)),
    reasoning: `The Review Analyst agrees with the automated ${base === 'refrain' ? 'refrain' : base}${learnedFrom(input)}. ${verified}, ${rest}`,
  };
}

export function reviewCompany(input: ReviewInput): ReviewResult {
  const now = input.now ? new Date(input.now) : new Date();
  const citations = checkCitations(input);
  const ev = comparabilityEvidence(input);
  const breaks = financialBreaks(input.company.financials ?? [], input.years);
  const evidenceFlags = [
    ...citations.flags,
    ...checkSources(input, now),
    checkDiversified(input, ev),
    checkSegmentMismatch(input, ev),
    checkBusinessModelShift(input, now, breaks),
    checkOwnershipColumns(input),
    checkRelatedParties(input),
  ].filter((f): f is ReviewFlag => f !== null);
  const flags = sortFlags([...evidenceFlags, ...checkUserActions(input, evidenceFlags)]);
  // Flags with the same id (same kind and evidence) are one flag.
  const unique = flags.filter((f, i) => flags.findIndex((g) => g.id === f.id) === i);
  const citationsVerified = citations.checked > 0 && citations.verified === citations.checked;
  return {
    flags: unique,
    citations_verified: citationsVerified,
    citations_checked: citations.checked,
    ...suggest(input, unique, citationsVerified),
  };
}
