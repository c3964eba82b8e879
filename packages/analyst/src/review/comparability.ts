/**
 * Comparability risks found in the sources, each with the sentences that raised it:
 * - diversified offerings: several reportable segments, a conglomerate, or several unrelated
 *   business functions each strongly present;
 * - segment mismatch: the activity that matched an accept criterion is a minor part of the
 *   business (a small segment share, an "also" activity, or clearly weaker than the dominant one);
 * - business model shifts in the years studied: acquisitions, mergers, disposals, spin-offs,
 *   restructurings, discontinued or new lines (breaks in the financials are in financials.ts).
 * Severity follows what is at stake: a risk on an accepted comparable matters most.
 */
import { collectEvidence, criterionConcepts, type CompanyEvidence } from '../analysis/evidence.ts';
import { CONCEPT_BY_ID, FUNCTION_CONCEPTS as ALL_FUNCTION_CONCEPTS, HISTORICAL } from '../analysis/lexicon.ts';
import { contentTerms } from '../text/retrieval.ts';
import { dataEvidence, flag, mentionsCompany, parseCount, quoteEvidence, sentencesOf, yearsIn, type SourceSentence } from './flag.ts';
import type { FlagEvidence, FlagSeverity, ReviewFlag, ReviewInput } from './types.ts';

// A holding company is a legal form, not an activity that competes with the accepted one.
const FUNCTION_CONCEPTS = ALL_FUNCTION_CONCEPTS.filter((id) => id !== 'holding');

/** The decision that currently stands: the human one when there is one, else the automated one. */
export function standingDecision(input: ReviewInput): 'accept' | 'reject' | 'refrain' | null {
  const human = input.human?.decision;
  if (human === 'accept' || human === 'reject') return human;
  return input.analysis?.result.decision ?? null;
}

function allSentences(input: ReviewInput): SourceSentence[] {
  return input.sources.flatMap((s) => sentencesOf(s));
}

const SEGMENT_COUNT =
  /\b(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(?:principal\s+|reportable\s+|operating\s+|business\s+|reporting\s+|distinct\s+)*(?:segments|divisions|business units)\b/i;
const DIVERSIFIED =
  /\b(conglomerate|diversified (?:group|company|corporation|portfolio|industrial|holding)|varied business activities|wide range of (?:unrelated )?(?:industries|businesses)|several (?:unrelated )?(?:segments|businesses)|multiple (?:segments|businesses))\b/i;

export function checkDiversified(input: ReviewInput, ev: CompanyEvidence): ReviewFlag | null {
  const evidence: FlagEvidence[] = [];
  let strong = false;
  let segments = 0;
  for (const s of allSentences(input)) {
    const m = SEGMENT_COUNT.exec(s.text);
    const n = m ? (parseCount(m[1] as string) ?? 0) : 0;
    if (n >= 3 && !/\bcustomer|\bmarket segments\b/i.test(s.text)) {
      segments = Math.max(segments, n);
      if (evidence.length < 3) evidence.push(quoteEvidence(s));
      strong = true;
      continue;
    }
    const d = DIVERSIFIED.exec(s.text);
    if (
      d &&
      !HISTORICAL.test(s.text.slice(0, d.index)) &&
      !/\b(customers?|clients?)\b/i.test(s.text.slice(Math.max(0, d.index - 30), d.index)) &&
      evidence.length < 3
    ) {
      evidence.push(quoteEvidence(s));
      strong = true;
    }
  }
  // Several unrelated functions, each strongly present.
  const scores = FUNCTION_CONCEPTS.map((id) => [id, ev.conceptScores.get(id) ?? 0] as const).sort((a, b) => b[1] - a[1]);
  const top = scores[0]?.[1] ?? 0;
  const strongOnes = scores.filter(([, s]) => s >= 2 && s >= 0.6 * top);
  if (strongOnes.length >= 3) {
    for (const [id] of strongOnes.slice(0, 3)) {
      const hit = ev.hits.filter((h) => h.concept === id && h.weight > 0).sort((a, b) => b.weight - a.weight)[0];
      const sentence = hit
        ? allSentences(input).find((s) => s.source.id === hit.sentence.sourceId && s.start === hit.sentence.start)
        : undefined;
      if (sentence && !evidence.some((e) => e.type === 'quote' && e.quote === sentence.text)) evidence.push(quoteEvidence(sentence));
    }
    strong = true;
  }
  if (!strong || evidence.length === 0) return null;
  const functions = strongOnes.length >= 3 ? strongOnes.map(([id]) => CONCEPT_BY_ID.get(id)?.noun ?? id) : [];
  const decision = standingDecision(input);
  const severity: FlagSeverity = decision === 'accept' ? 'high' : decision === 'reject' ? 'low' : 'medium';
  const what =
    segments >= 3
      ? `reports ${segments} segments`
      : functions.length >= 3
        ? `combines several functions (${functions.slice(0, 3).join('; ')})`
        : 'describes itself as diversified';
  if (functions.length >= 3 && segments >= 3) evidence.push(dataEvidence('Functions found', functions.slice(0, 3).join('; ')));
  return flag(
    'diversified_offerings',
    severity,
    `The company ${what}: its results mix activities that are not comparable to one tested function.`,
    evidence,
    decision === 'accept'
      ? 'Check the segment reporting in the annual report; keep the company only if the comparable activity dominates, otherwise reject it as diversified.'
      : 'Use this as evidence for a "Diversified activities / segment mismatch" reason, or check whether one segment dominates.',
  );
}

const SEGMENT_SHARE =
  /\b([A-Z][\w&'-]*(?:\s+[A-Z&][\w&'-]*){0,3})\s+(?:segment|division|business)(?:'s)?\s*(?:net\s+)?(?:revenues?|sales)?(?:\s+from continuing operations)?\s+(?:represented|accounted for|comprised|contributed|made up|were|was)\s+(?:approximately\s+|about\s+|around\s+|roughly\s+)?(\d{1,2}(?:\.\d+)?)\s?%/g;

/** The accept criteria the analysis found met (with their citations), or the human accept. */
function matchedAccept(input: ReviewInput) {
  return (input.analysis?.result.criteria ?? []).filter((c) => c.type === 'accept' && c.decision === 'accept');
}

export function checkSegmentMismatch(input: ReviewInput, ev: CompanyEvidence): ReviewFlag | null {
  if (standingDecision(input) !== 'accept') return null;
  const matched = matchedAccept(input);
  const accepted =
    matched.length > 0
      ? matched
      : (input.criteria?.accept ?? []).map((criterion) => ({
          criterion,
          type: 'accept' as const,
          decision: 'accept' as const,
          score: 0,
          citations: [],
        }));
  const evidence: FlagEvidence[] = [];
  const reasons: string[] = [];
  for (const criterion of accepted) {
    const terms = new Set(contentTerms(criterion.criterion));
    const head = criterionConcepts(criterion.criterion)[0];
    // 1. A segment whose name or sentence speaks of the criterion's activity, with a minor share.
    for (const s of allSentences(input)) {
      SEGMENT_SHARE.lastIndex = 0;
      for (const m of s.text.matchAll(SEGMENT_SHARE)) {
        const share = Number(m[2]);
        const segmentTerms = contentTerms(m[1] as string);
        const headHit = head ? (CONCEPT_BY_ID.get(head)?.cues.test(s.text) ?? false) : false;
        if (head) CONCEPT_BY_ID.get(head)!.cues.lastIndex = 0;
        if (share < 50 && (headHit || segmentTerms.some((t) => terms.has(t)))) {
          evidence.push(quoteEvidence(s));
          reasons.push(`the ${m[1]} segment, which matches "${criterion.criterion}", is ${share} % of revenue`);
        }
      }
    }
    if (!head) continue;
    // 2. The matching activity is clearly weaker than the dominant one.
    const own = ev.conceptScores.get(head) ?? 0;
    const dominant = FUNCTION_CONCEPTS.filter((id) => id !== head)
      .map((id) => [id, ev.conceptScores.get(id) ?? 0] as const)
      .sort((a, b) => b[1] - a[1])[0];
    if (own > 0 && dominant && dominant[1] >= 2 && dominant[1] >= 2 * own) {
      const best = (id: string) => ev.hits.filter((h) => h.concept === id && h.weight > 0).sort((a, b) => b.weight - a.weight)[0];
      for (const id of [dominant[0], head]) {
        const hit = best(id);
        const sentence = hit
          ? allSentences(input).find((s) => s.source.id === hit.sentence.sourceId && s.start === hit.sentence.start)
          : undefined;
        if (sentence && !evidence.some((e) => e.type === 'quote' && e.quote === sentence.text)) evidence.push(quoteEvidence(sentence));
      }
      reasons.push(
        `the sources describe the company mainly as ${CONCEPT_BY_ID.get(dominant[0])?.noun ?? dominant[0]}, the matching activity ("${criterion.criterion}") much less`,
      );
    }
    // 3. The cited passages present the matching activity as a minor one ("also", "a small").
    for (const c of criterion.citations) {
      if (
        /\b(also|in addition|additionally|a small|minor|to a lesser extent|ancillary)\b/i.test(c.quote) &&
        !evidence.some((e) => e.type === 'quote' && e.quote === c.quote)
      ) {
        evidence.push({ type: 'quote', source_id: c.source_id, source: c.source, quote: c.quote, location: c.location });
        reasons.push(`the cited passage presents "${criterion.criterion}" as a secondary activity`);
      }
    }
  }
  if (evidence.length === 0) return null;
  return flag(
    'segment_mismatch',
    'high',
    `The accepted activity may be a minor segment: ${reasons.slice(0, 2).join('; ')}.`,
    evidence.slice(0, 4),
    'Check the segment information in the annual report: accept only if the comparable activity is the main source of revenue and profit; otherwise reject for segment mismatch.',
  );
}

// Past events of the company's own business. Case matters: "acquired Hillshire Brands" or
// "acquired a 49% interest" is a transaction, "real estate acquired through foreclosure" is not.
const ART = '(?:(?:a|an|the|all of the|substantially all of the|the remaining|its|our)\\s+)?';
const SHIFT_EVENTS: readonly RegExp[] = [
  new RegExp(
    `\\b[Aa]cquired\\s+(?:and consolidated\\s+)?${ART}(?:[A-Z]|\\d{1,3}(?:\\.\\d+)?%\\s+(?:ownership\\s+|equity\\s+)?interest|majority\\s+interest|controlling\\s+interest)`,
  ),
  new RegExp(
    `\\b(?:[Cc]ompleted|[Cc]losed)\\s+(?:its|the|our)\\s+(?:previously announced\\s+)?(?:acquisition|merger|sale|divestiture|spin-?off)\\b`,
  ),
  new RegExp(`\\b(?:[Aa]cquisition|[Mm]erger|[Dd]ivestiture|[Ss]ale)\\s+of\\s+${ART}[A-Z]`),
  /\b(?:[Mm]erged with|[Ss]pun off|[Ss]pin-?off of|[Dd]ivested)\b/,
  /\b[Ss]old\s+(?:its|the|our)\s+[\w\s-]{0,40}?(?:business|division|segment|operations|unit|subsidiary|facility)\b/,
  /\b[Dd]iscontinued\s+(?:its\s+|the\s+|our\s+)?[\w\s-]{0,30}?(?:operations|business|line|products?)\b/,
  /\b[Ee]xited\s+(?:the|its|our)\s+[\w\s-]{0,30}?business\b|\b[Ww]ind-down\b/,
  /\b(?:[Rr]estructuring plan|[Ii]mplemented a restructuring|[Rr]eorgani[sz]ed)\b/,
  /\b[Ee]ntered\s+(?:the|into the)\s+[\w\s-]{0,30}?(?:market|business)\b/,
  /\b(?:agreed to acquire|will be a wholly[- ]owned subsidiary)\b/,
];
const FORWARD = /\b(expect|intend|may|might|could|would|plan to|seek|opportunit|strategy|pursue|there can be no assurance)\w*\b/i;
const OWN_BUSINESS = /\b(we|our|us|the company|the group|it|its)\b/i;

/** The window of years in which a change matters: the study's years, and the year before them. */
export function shiftWindow(input: ReviewInput, now: Date): [number, number] {
  const years = [...(input.years ?? []), ...(input.company.financials ?? []).map((f) => f.year)].filter((y) => Number.isFinite(y));
  if (years.length === 0) return [now.getUTCFullYear() - 5, now.getUTCFullYear()];
  return [Math.min(...years) - 1, Math.max(...years)];
}

export function shiftEvents(input: ReviewInput, now: Date): SourceSentence[] {
  const [from, to] = shiftWindow(input, now);
  const out: SourceSentence[] = [];
  for (const s of allSentences(input)) {
    const m = SHIFT_EVENTS.map((re) => re.exec(s.text)).find((x) => x !== null);
    if (!m) continue;
    if (FORWARD.test(s.text.slice(0, m.index)) && !/agreed to acquire|will be a wholly/i.test(m[0])) continue;
    if (!OWN_BUSINESS.test(s.text) && !mentionsCompany(s.text, input.company.name)) continue;
    // Financing ("the sale of the Convertible Debentures") is not a change of business.
    if (
      /^(?:sale|acquisition) of/i.test(m[0]) &&
      /\b(debentures|notes|shares|stock|warrants|securities|bonds)\b/i.test(s.text.slice(m.index, m.index + 60))
    )
      continue;
    const years = yearsIn(s.text);
    if (years.length === 0 || !years.some((y) => y >= from && y <= to)) continue;
    out.push(s);
  }
  return out;
}

export function checkBusinessModelShift(input: ReviewInput, now: Date, financialBreaks: readonly FlagEvidence[]): ReviewFlag | null {
  const events = shiftEvents(input, now);
  if (events.length === 0 && financialBreaks.length === 0) return null;
  const [from, to] = shiftWindow(input, now);
  const decision = standingDecision(input);
  const both = events.length > 0 && financialBreaks.length > 0;
  const severity: FlagSeverity = decision === 'reject' ? 'low' : both || events.length >= 2 ? 'high' : 'medium';
  const parts: string[] = [];
  if (events.length > 0)
    parts.push(
      `${events.length === 1 ? 'a change of business' : `${events.length} changes of business`} (acquisitions, disposals, restructuring) in ${from}–${to}`,
    );
  if (financialBreaks.length > 0) parts.push(`${financialBreaks.length === 1 ? 'a break' : 'breaks'} in the financials`);
  return flag(
    'business_model_shift',
    severity,
    `The sources show ${parts.join(' and ')}: the years studied may not reflect one stable business.`,
    [...events.slice(0, 3).map(quoteEvidence), ...financialBreaks],
    both
      ? 'Compare the years before and after the change; drop the affected years or reject the company for a business model change in the period.'
      : events.length > 0
        ? 'Check whether the change is material to the years tested (annual report, notes on acquisitions); if it is, reject for a business model change or drop the affected years.'
        : 'Find the cause of the break (acquisition, disposal, accounting change) before relying on these years.',
  );
}

export function comparabilityEvidence(input: ReviewInput): CompanyEvidence {
  return collectEvidence(input.sources, { companyName: input.company.name });
}
