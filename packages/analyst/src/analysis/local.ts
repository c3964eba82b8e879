/**
 * The `local` provider: offline and deterministic. Sentences of every source are scanned with the
 * TP lexicon (lexicon.ts) and retrieved per criterion with BM25 (retrieval.ts); rules turn the
 * evidence into a decision:
 * - a criterion's strength = the strength of its concepts in the sources (position-weighted, scoped:
 *   negated cues count 0, historical ×0.3, minor "also" activities ×0.5), scaled by how many of its
 *   product/market qualifiers occur (0.6..1); a criterion without concept uses BM25 coverage;
 * - accept when accept evidence ≥ τ and clearly outweighs reject evidence (×1.5), reject likewise;
 *   refrain when both are weak (insufficient information) or close (contradictory evidence).
 * Every accept/reject cites verbatim sentences.
 */
import type { AnalysisResult, AnalystProvider, AnalyzeInput, Citation, CriterionResult, Decision, Source, TnmmFunction } from '../types.ts';
import { businessSentence, citationFor, collectEvidence, criterionConcepts, criterionHeads, criterionLedByConcept, criterionQualifiers, sentenceAt, type CompanyEvidence, type EvidenceSentence } from './evidence.ts';
import { criterionAlternatives } from './alternatives.ts';
import { lowerForScan, scanCues } from './scan.ts';
import { quotable } from './verify.ts';
import { CONCEPT_BY_ID, FUNCTION_CONCEPTS, TAG_CUES } from './lexicon.ts';
import { fieldCitation, readCompany, wordsFit, type CompanyActivity, type CompanyReading } from '../classification/company.ts';
import { FIELD_CONFIDENCE, recordLineField } from '../sources/databaseRecord.ts';
import { FUNCTION_SECTORS, SHOP_TRADE_VERB } from '../classification/functions.ts';
import { classificationIndex } from '../classification/classificationIndex.ts';
import { criterionProfile, matchCriteria, withinNamed, type CriterionProfile } from '../classification/match.ts';
import { readCriterion } from '../classification/read.ts';

export interface LocalProviderOptions {
  /** Minimum evidence strength for a criterion to count as met. Default 1. */
  readonly threshold?: number;
  /** How much stronger one side must be than the other. Default 1.5. */
  readonly margin?: number;
}

interface Scored {
  readonly criterion: string;
  readonly type: 'accept' | 'reject';
  readonly score: number;
  readonly evidence: readonly EvidenceSentence[];
  readonly concepts: readonly string[];
  /** The company's activity (classification title) that meets it best, when read through the classifications. */
  readonly activity?: string | null;
  /** Share of the company's activities the criterion covers (undefined when it is not read as activities). */
  readonly coverage?: number;
  /** How close the company's nearest activity sits to the criterion's own industries (0..1), when read as activities. */
  readonly closeness?: number;
  /**
   * The database field (Orbis code, Capital IQ industry) the criterion's activity was read from
   * when no sentence of the company's own sources carries it: then it is cited instead.
   */
  readonly field?: CompanyActivity['field'];
  /** The criterion read as activities (absent when the lexicon alone reads it). */
  readonly profile?: CriterionProfile;
}

/** Whether a stemmed qualifier occurs in any source (word prefix match, case-insensitive). */
function qualifierPresent(ev: CompanyEvidence, stemmed: string): boolean {
  const re = qualifierPattern(stemmed);
  return ev.sources.some((s) => re.test(s.text));
}

/** The pattern of a qualifier, compiled once per word (not per company); not global, so it keeps no state. */
const qualifierPatterns = new Map<string, RegExp>();
function qualifierPattern(stemmed: string): RegExp {
  let re = qualifierPatterns.get(stemmed);
  if (!re) {
    // "development" is found as "develops", "licensing" as "licenses": match on the word's root.
    const root = stemmed.length > 7 ? stemmed.replace(/(ment|ation|ition|ance|ence|ity)$/, '') : stemmed;
    re = new RegExp(`\\b${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
    if (qualifierPatterns.size >= 1_000) qualifierPatterns.clear();
    qualifierPatterns.set(stemmed, re);
  }
  return re;
}

/** One alternative of a criterion led by a lexicon concept, scaled by how many of its qualifiers occur. */
function scoreConceptAlternative(alternative: string, head: string, ev: CompanyEvidence, specific = false): { score: number; evidence: EvidenceSentence[] } {
  let score = ev.conceptScores.get(head) ?? 0;
  if (score === 0) return { score, evidence: [] };
  const qualifiers = criterionQualifiers(alternative);
  if (qualifiers.length > 0) {
    const coverage = qualifiers.filter((q) => qualifierPresent(ev, q)).length / qualifiers.length;
    score *= specific ? coverage : 0.6 + 0.4 * coverage;
  }
  const evidence = ev.hits.filter((h) => h.concept === head && h.weight > 0).sort((a, b) => b.weight - a.weight).map((h) => h.sentence);
  return { score, evidence };
}

/**
 * One alternative in words the lexicon does not know ("home health", "pest control"): sentences
 * holding its distinctive words (all of one or two, two thirds of more), by position weight.
 */
function scoreFreeTextAlternative(alternative: string, ev: CompanyEvidence): { score: number; evidence: EvidenceSentence[] } {
  const words = criterionQualifiers(alternative).filter((t) => !ACTIVITY_WORDS.has(t));
  if (words.length === 0) return { score: 0, evidence: [] };
  const needed = words.length <= 2 ? 1 : 2 / 3;
  const counts = new Map<number, number>();
  for (const w of words) for (const i of ev.sentencesWith(w)) counts.set(i, (counts.get(i) ?? 0) + 1);
  const found = [...counts]
    .map(([i, n]) => ({ sentence: ev.sentences[i] as EvidenceSentence, coverage: n / words.length }))
    .filter((x) => x.coverage >= needed)
    .map((x) => ({ sentence: x.sentence, score: x.sentence.weight * x.coverage }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  return { score: found.reduce((sum, x) => sum + x.score, 0), evidence: found.map((x) => x.sentence) };
}

// Verbs that say how, not what: "services performed for", "provided to".
const ACTIVITY_WORDS = new Set(['provid', 'provided', 'perform', 'offer', 'deliver', 'us', 'based', 'its', 'own']);

/**
 * A criterion read as activities scores by the share of the company's activity it covers (0..1),
 * scaled so that an eighth of it meets the threshold, blended half and half with the lexicon's
 * score (which still carries the TP cues the classifications lack: customers, channels, risk
 * profile). Measured on the guided generalization tasks and the scored tasks (ADR 0017).
 */
const CLS = 0.5;
const SCALE = 12;

/**
 * A criterion names an industry when its words besides the function words ("industrial machinery",
 * not "bought from third parties") read as an activity by themselves; otherwise ("wholesale
 * distribution") it is met anywhere its reading lies, as before.
 */
const bare = new WeakMap<CriterionProfile, CriterionProfile>();
const naming = new Map<string, boolean>();
function namedProfile(criterion: string, cp: CriterionProfile): CriterionProfile {
  if (cp.level === null) return cp;
  let named = naming.get(criterion);
  if (named === undefined) {
    const qualifiers = criterionQualifiers(criterion);
    const words = criterion.split(/[^\p{L}\p{N}-]+/u).filter((w) => qualifiers.some((q) => w.toLowerCase().startsWith(q)));
    named = words.length > 0 && readCriterion(words.join(' ')).readable;
    if (naming.size >= 1_000) naming.clear();
    naming.set(criterion, named);
  }
  if (named) return cp;
  let out = bare.get(cp);
  if (!out) bare.set(cp, (out = { ...cp, level: null }));
  return out;
}

/** Whether a criterion names an industry: its reading is read (not the bare function word) and narrower than its function. */
function specificReading(cp: CriterionProfile): boolean {
  return cp.profile !== null && cp.level !== null;
}

/** Every criterion, each blended from its lexical score and its share of the company's activities. */
function scoreCriteria(input: AnalyzeInput, ev: CompanyEvidence, company: CompanyReading, strict = false): Scored[] {
  const list = [...input.criteria.accept.map((c) => [c, 'accept'] as const), ...input.criteria.reject.map((c) => [c, 'reject'] as const)];
  const profiles = list.map(([c]) => namedProfile(c, criterionProfile(c, criterionConcepts(c), input.criteria.readings?.find((r) => r.criterion === c))));
  const matches = matchCriteria(profiles, company, strict);
  const lexicals = list.map(([criterion, type], k) => scoreLexical(criterion, type, ev, strict && specificReading(profiles[k] as CriterionProfile) && (matches[k]?.closeness ?? 0) === 0));
  const heads = list.map(([c]) => criterionHeads(c).join(','));
  // When every criterion is led by the same function ("manufacturing of metal products" against
  // "manufacturing of plastic products"), that function's cue strength is on both sides and only
  // pushes them together into "contradictory": the part all share is left out, the rest decides.
  const sameHead = heads.every((h, k) => h !== '' && h === heads[0] && profiles[k]?.profile);
  const floor = sameHead ? Math.min(...lexicals.map((l) => l.score)) : 0;
  return lexicals.map((lexical, k) => {
    const m = matches[k];
    if (!profiles[k]?.profile || !m) return lexical;
    const score = CLS * SCALE * m.similarity + (1 - CLS) * (lexical.score - floor);
    const evidence = m.evidence.length > 0 ? m.evidence : lexical.evidence;
    // No sentence of the company's carries it: the activity rests on the database field alone.
    const field = evidence.length === 0 && m.similarity > 0 ? (m.activity?.field ?? null) : null;
    // A database code names one industry precisely: when no sentence of the company's carries the
    // criterion, the code meets it only within the criterion's own kind of industry (from 4-digit
    // agreement), not by sharing its sector (tobacco is not a pump maker because both manufacture).
    if (field && m.closeness < NEAR) return { ...lexical, coverage: 0, closeness: m.closeness, profile: profiles[k] };
    return { ...lexical, score, evidence, activity: m.activity?.title ?? null, coverage: m.similarity, closeness: m.closeness, profile: profiles[k], ...(field ? { field } : {}) };
  });
}

function scoreLexical(criterion: string, type: 'accept' | 'reject', ev: CompanyEvidence, specific = false): Scored {
  const heads = criterionHeads(criterion);
  const concepts = [...new Set([...heads, ...criterionConcepts(criterion)])];
  let score = 0;
  let best: EvidenceSentence[] = [];
  // Each alternative counts on its own: "hospitals, clinics or home health services" is met by any.
  // An alternative led by a concept is read through the lexicon ("reselling of software" is about
  // reselling), one in other words by its distinctive words.
  for (const alternative of criterionAlternatives(criterion)) {
    const head = criterionConcepts(alternative)[0];
    const found = head ? scoreConceptAlternative(alternative, head, ev, specific) : scoreFreeTextAlternative(alternative, ev);
    if (found.score > score) {
      score = found.score;
      best = found.evidence;
    }
  }
  return { criterion, type, score, evidence: dedupe(best).slice(0, 3), concepts };
}

function dedupe(list: readonly EvidenceSentence[]): EvidenceSentence[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = `${s.sourceId}:${s.start}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}


/** The TNMM core function suggested by the evidence (null when nothing points to one). */
export function coreFunction(ev: CompanyEvidence, threshold = 1): TnmmFunction | null {
  const ranked = FUNCTION_CONCEPTS.map((id) => [id, ev.conceptScores.get(id) ?? 0] as const).filter(([, s]) => s >= threshold).sort((a, b) => b[1] - a[1]);
  const top = ranked[0];
  if (!top) return (ev.conceptScores.get('diversified') ?? 0) >= threshold ? 'diversified' : null;
  if ((ev.conceptScores.get('diversified') ?? 0) >= 2 || ranked.filter(([, s]) => s >= Math.max(2, 0.7 * top[1])).length >= 3) return 'diversified';
  if (top[0] === 'distribution') {
    if ((ev.conceptScores.get('commission_agent') ?? 0) >= threshold) return 'commission agent';
    if ((ev.conceptScores.get('limited_risk') ?? 0) >= threshold) return 'limited-risk distributor';
  }
  if (top[0] === 'drug_development' && (ev.conceptScores.get('manufacturing') ?? 0) >= 0.8 * top[1]) return 'full-fledged manufacturer';
  return CONCEPT_BY_ID.get(top[0])?.fn ?? null;
}

export function tagsFor(ev: CompanyEvidence, max = 6): string[] {
  const pages = ev.sources.map((source) => ({
    text: source.text,
    lower: lowerForScan(source.text),
    own: ev.sentences.filter((s) => s.sourceId === source.id),
  }));
  const counts: [string, number][] = [];
  for (const [tag, cue] of TAG_CUES) {
    let n = 0;
    for (const page of pages) {
      const seen = new Set<number>();
      for (const m of scanCues(page.text, page.lower, cue)) {
        const si = sentenceAt(page.own, m.index);
        if (si < 0 || seen.has(si)) continue;
        seen.add(si);
        n += (page.own[si] as EvidenceSentence).weight;
        if (n >= 6) break;
      }
      if (n >= 6) break;
    }
    if (n >= 1) counts.push([tag, n]);
  }
  return counts.sort((a, b) => b[1] - a[1]).slice(0, max).map(([t]) => t);
}

const round = (x: number) => Math.round(x * 100) / 100;
const shorten = (q: string, n = 160) => (q.length <= n ? q : `${q.slice(0, n - 1).trimEnd()}…`);

function describe(s: Scored): string {
  if (s.activity) return `active in ${s.activity.toLowerCase()}`;
  const nouns = s.concepts.map((c) => CONCEPT_BY_ID.get(c)?.noun).filter(Boolean);
  return nouns.length > 0 ? (nouns[0] as string) : `involved in "${s.criterion}"`;
}

type Why = 'match' | 'insufficient' | 'contradictory' | 'accept_not_met' | 'field_not_met' | 'words';

export function decide(
  scored: readonly Scored[],
  threshold: number,
  margin: number,
  business: EvidenceSentence | null = null,
  described = false,
  fieldRead = false,
): { decision: Decision; confidence: number; winner: Scored | null; loser: Scored | null; why: Why } {
  const best = (type: 'accept' | 'reject') => scored.filter((s) => s.type === type).sort((a, b) => b.score - a.score)[0] ?? null;
  const a = best('accept');
  const r = best('reject');
  const A = a?.score ?? 0;
  const R = r?.score ?? 0;
  if (A < threshold && R < threshold) {
    // Accept criteria are necessary conditions: when the sources say plainly what the company does
    // and none of it is an accepted activity, a TP analyst rejects rather than waits for more. Only
    // when every accept criterion names an activity the lexicon knows (so its absence means
    // something; a free-text criterion may simply use other words than the source), and only for
    // activities companies name when they have them (lexicon: namedWhenPresent).
    const acceptKnown = scored
      .filter((s) => s.type === 'accept')
      .every((s) => s.concepts.length > 0 && criterionLedByConcept(s.criterion) && criterionHeads(s.criterion).every((c) => CONCEPT_BY_ID.get(c)?.namedWhenPresent !== false));
    if (business && acceptKnown && A < NOT_MET * threshold) {
      return { decision: 'reject', confidence: round(0.6 + 0.05 * Math.min(1, R / threshold)), winner: r && R > 0 ? r : null, loser: a, why: 'accept_not_met' };
    }
    // The same read through the classifications: the company's activities are known (read from its
    // own sentences) and none falls within any accept criterion read as activities.
    const acceptRead = scored.filter((s) => s.type === 'accept').every((s) => s.coverage !== undefined && s.coverage < ABSENT);
    if (business && described && acceptRead && R < threshold) {
      // Unless the accept criterion's words are found in the sources and point one way only (the
      // weak-evidence bar below): then the reading of its activities missed what its sentences say
      // ("production of films" read as manufacturing), and that evidence decides, at low confidence.
      if (a && A >= WEAK * threshold && A >= 2 * margin * R) return { decision: 'accept', confidence: round(0.5 + (0.1 * A) / threshold), winner: a, loser: r, why: 'match' };
      return { decision: 'reject', confidence: round(0.55 + 0.05 * Math.min(1, R / threshold)), winner: r && R > 0 ? r : null, loser: a, why: 'accept_not_met' };
    }
    // The same when only the database's activity fields say what the company does (its own
    // sources name no activity): a field outside every accept criterion rejects, cited as that
    // field, at the low confidence of a decision on a database field alone (ADR 0031). Weak accept
    // evidence that points one way only still decides for accept, as above.
    if (!described && fieldRead && acceptRead && R < threshold && !(a && A >= WEAK * threshold && A >= 2 * margin * R)) {
      return { decision: 'reject', confidence: round(0.55 + 0.05 * Math.min(1, R / threshold)), winner: r && R > 0 ? r : null, loser: a, why: 'field_not_met' };
    }
    // Weak evidence that points one way only: decided, with a low confidence.
    const accept = A > R;
    const side = accept ? a : r;
    // Read as activities, the side must cover a good part of what the company does, not a side line.
    if (Math.max(A, R) >= WEAK * threshold && Math.max(A, R) >= 2 * margin * Math.min(A, R) && (side?.coverage === undefined || side.coverage >= MAIN_SHARE || (side.coverage >= ABSENT && (side.closeness ?? 0) >= NEAR))) {
      return { decision: accept ? 'accept' : 'reject', confidence: round(0.5 + 0.1 * Math.max(A, R) / threshold), winner: accept ? a : r, loser: accept ? r : a, why: 'match' };
    }
    return { decision: 'refrain', confidence: round(0.2 + 0.1 * Math.max(A, R) / threshold), winner: null, loser: null, why: 'insufficient' };
  }
  const conf = (w: number, l: number) => round(Math.min(0.95, 0.55 + 0.4 * ((w - l) / (w + l)) * Math.min(1, w / (3 * threshold)) + 0.05 * Math.min(1, w / (2 * threshold))));
  if (A >= threshold && A >= margin * R) return { decision: 'accept', confidence: conf(A, R), winner: a, loser: r, why: 'match' };
  if (R >= threshold && R >= margin * A) return { decision: 'reject', confidence: conf(R, A), winner: r, loser: a, why: 'match' };
  // A side below the threshold has no sentence that meets its criterion: it cannot contradict a side
  // that has one (the evidence is not "similar" on both). Decided, with the low confidence of a close call.
  if (A >= threshold && R < threshold) return { decision: 'accept', confidence: conf(A, R), winner: a, loser: r, why: 'match' };
  if (R >= threshold && A < threshold) return { decision: 'reject', confidence: conf(R, A), winner: r, loser: a, why: 'match' };
  return { decision: 'refrain', confidence: round(0.35), winner: A >= R ? a : r, loser: A >= R ? r : a, why: 'contradictory' };
}

/** With insufficient evidence, the share of the company's fit to its own main activities a side's fit must reach. */
const OWN_SHARE = 0.5;

/** The trade sectors: a product named without its function fits their industries and its makers' alike. */
const TRADE_SECTORS = new Set(['42', '44-45']);
/** Fit (BM25, position-weighted) an accept criterion's industries must reach in the company's words to decide on them. */
const FIT_MIN = 3;

/**
 * The company's own words against each criterion's industries (wordsFit: BM25 of each opening
 * sentence against them, in the sentence's function scope; each industry weighed by what the
 * criterion reads in it beyond the other side's criteria), for the cases the activities leave open:
 * - `absent`: rejected for lack of the accept activity, its reading under no accept criterion. Short
 *   profiles are read over incidental words ("experience", a place name). When the criteria lie in
 *   one sector (landscaping vs janitorial services, both 56), or the fitted sentence names a function
 *   the accept criterion's industries fall under, and the words fit an accept criterion's industries
 *   `margin` times better than any reject criterion's, the reading missed what the sentence says:
 *   accepted. Across sectors (makers vs distributors) a product named without its function fits both
 *   sides' industries alike, and the missing function word decides (rejected); but when no
 *   criterion is a trade one (printing vs advertising, repair vs machinery makers) and the reading
 *   falls under neither side, the sectors differ by activity and the words decide as in one sector.
 * - `contradictory` (both sides met within the margin) and `insufficient` (neither side met, the
 *   weak evidence pointing nowhere clearly): the side whose industries the words fit `margin` times
 *   better decides; when neither side is met, only if it fits at least half as well as the
 *   company's own main activities.
 * Either way at confidence 0.5, citing the fitted sentence; otherwise the decision stands.
 */
function decideByWords(input: AnalyzeInput, scored: readonly Scored[], d: ReturnType<typeof decide>, margin: number, company: CompanyReading): ReturnType<typeof decide> {
  const profiles: CriterionProfile[] = [];
  for (const s of scored) {
    if (!s.profile?.profile || !s.profile.reading.readable) return d;
    profiles.push(s.profile);
  }
  const own = company.activities.filter((x) => x.sentence).slice(0, 3).map((x) => ({ index: x.index, weight: 1 }));
  // Each criterion's industries as far as it reads them beyond the other side's criteria: an
  // industry both sides read (loan brokers and lenders both read 522299 first) tells them apart
  // only by the difference of its weights.
  // An accept criterion that names an industry is fitted within it only (as the strict reading
  // meets it, seventh stop): "truck transportation of freight" reads air and water freight too, and a
  // helicopter charter's words would fit those.
  const index = classificationIndex();
  const sets = profiles.map((p, k) =>
    (scored[k] as Scored).type === 'accept' ? p.reading.reading.industries.filter((r) => withinNamed(p, (index.industries[r.index] as { code: string }).code)) : p.reading.reading.industries,
  );
  const contrasted = sets.map((set, k) =>
    set.map((r) => {
      let other = 0;
      sets.forEach((o, j) => {
        if ((scored[j] as Scored).type === (scored[k] as Scored).type) return;
        for (const x of o) if (x.index === r.index) other = Math.max(other, x.weight);
      });
      return { index: r.index, weight: Math.max(0, r.weight - other) };
    }),
  );
  const fits = wordsFit(company, [...contrasted, own]);
  const ownFit = (fits[fits.length - 1] as { fit: number }).fit;
  // With neither side met, the side must fit at least half as well as what the company reads as
  // itself: a veterinary practice fits funeral homes (812) better than medical devices, but fits
  // neither as it fits veterinary services.
  const relevant = (f: { fit: number }) => d.why !== 'insufficient' || f.fit >= OWN_SHARE * ownFit;
  const best = (type: 'accept' | 'reject') => {
    let k = -1;
    scored.forEach((s, i) => {
      if (s.type === type && (k < 0 || (fits[i] as { fit: number }).fit > (fits[k] as { fit: number }).fit)) k = i;
    });
    return k;
  };
  const a = best('accept');
  const r = best('reject');
  if (a < 0 || r < 0) return d;
  const fa = fits[a] as (typeof fits)[number];
  const fr = fits[r] as (typeof fits)[number];
  const words = (k: number, sentence: EvidenceSentence, loser: Scored | null): ReturnType<typeof decide> => {
    const winner = scored[k] as Scored;
    return { decision: winner.type, confidence: 0.5, winner: { ...winner, evidence: [sentence, ...winner.evidence.filter((e) => e !== sentence)] }, loser, why: 'words' };
  };
  if (d.why === 'accept_not_met') {
    const oneSector = new Set(profiles.map((p) => p.reading.sectors[0])).size === 1;
    // Across sectors, when no criterion is a trade (wholesale or retail) one and the company's
    // reading falls under neither side: the sectors differ by activity, not by the trade function a
    // product sentence leaves unsaid, so its words tell them apart (printing vs advertising).
    const noTrade = profiles.every((p) => !TRADE_SECTORS.has(p.reading.sectors[0] ?? ''));
    const neither = noTrade && scored.every((s) => (s.coverage ?? 0) < ABSENT);
    if (fa.sentence && (oneSector || fa.named || neither) && fa.fit >= FIT_MIN && fa.fit >= margin * fr.fit) return words(a, fa.sentence, d.winner);
    return d;
  }
  if (fa.sentence && fa.fit >= FIT_MIN && fa.fit >= margin * fr.fit && relevant(fa)) return words(a, fa.sentence, scored[r] as Scored);
  if (fr.sentence && fr.fit >= FIT_MIN && fr.fit >= margin * fa.fit && relevant(fr)) return words(r, fr.sentence, scored[a] as Scored);
  return d;
}

const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);


/** Below this share of the threshold an accept criterion counts as absent, not merely weak. */
const NOT_MET = 0.3;
/**
 * Below this share of the company's activities an accept criterion read as activities counts as
 * absent (0.1 before the ninth stop: a company a seventh of whose reading was near the criterion
 * was left undecided; 0.15 decides it, ADR 0017).
 */
const ABSENT = 0.15;
/** Share of the threshold from which evidence on one side only decides (low confidence). */
const WEAK = 0.3;
/** Share of the company's activities a criterion read as activities must cover to decide on weak evidence. */
const MAIN_SHARE = 0.2;
/**
 * A smaller share (from ABSENT) decides too when that activity is the criterion's own kind of
 * industry (closeness from 4-digit agreement on): a short profile is read over several noisy
 * activities, so a moving company's trucking activity may be 15 % of its reading. Sharing only the
 * subsector (pet care and funeral homes, both 812) is not enough.
 */
const NEAR = 0.75;

/** A database field as the reasoning names it: "US SIC 3561 (Pumps and Pumping Equipment)", "Primary Industry ("Industrial Machinery")". */
function fieldPhrase(field: NonNullable<CompanyActivity['field']>): string {
  const name = recordLineField(field.line);
  if (field.quote) return `${name} ("${field.quote}")`;
  const index = classificationIndex();
  const digits = field.code.replace(/\D/g, '');
  const title = field.label ?? (field.scheme === 'sic' ? index.sicTitle(digits) : field.scheme === 'nace' ? index.naceTitle(digits.length > 2 ? `${digits.slice(0, 2)}.${digits.slice(2, 4)}` : digits) : index.naicsTitle(digits));
  return `${name} ${field.code}${title ? ` (${title})` : ''}`;
}

function reasoning(company: string, core: CoreFunction, d: ReturnType<typeof decide>, threshold: number, business: EvidenceSentence | null, accept: readonly string[], described: boolean, main: CompanyActivity | null): string {
  const fnText = functionText(core);
  if (d.why === 'field_not_met' && main?.field) {
    const list = accept.map((c) => `"${c}"`).join(', ');
    return `Rejected: the database field ${fieldPhrase(main.field)} places ${company} outside the accept criteria (${list}), and the company's own sources do not describe its activity. ${fnText} A reviewer may accept it if other sources show an accepted activity.`;
  }
  if (d.why === 'accept_not_met' && business) {
    const list = accept.map((c) => `"${c}"`).join(', ');
    return `Rejected: the sources describe ${possessive(company)} business ("${shorten(business.text)}") and show no involvement in the accept criteria (${list}). ${fnText} A reviewer may accept it if other sources show that activity.`;
  }
  if (d.decision === 'refrain' && d.why === 'insufficient') {
    return `The sources gathered for ${company} give too little evidence on the accept or reject criteria to decide (insufficient information). ${fnText} A reviewer should add a description, website or annual report.`;
  }
  const w = d.winner as Scored;
  const quote = w.evidence[0] ? ` ("${shorten(w.evidence[0].text)}")` : '';
  if (d.decision === 'refrain') {
    const l = d.loser as Scored;
    return `The evidence is contradictory: it supports both the ${w.type} criterion "${w.criterion}" and the ${l.type} criterion "${l.criterion}" to a similar degree. ${fnText} A reviewer should decide which activity dominates (possible diversified activities or segment mismatch).`;
  }
  const verb = d.decision === 'accept' ? 'Accepted' : 'Rejected';
  if (d.why === 'words') {
    const l = d.loser;
    const against = l ? `, against the ${l.type} criterion "${l.criterion}"` : '';
    return `${verb} at low confidence: the activities read from the sources leave it open, but ${possessive(company)} own words${quote} fit the industries of the ${w.type} criterion "${w.criterion}" clearly best${against}. ${fnText} A reviewer should confirm.`;
  }
  const other = d.loser && d.loser.score >= threshold ? ` Some evidence also points to "${d.loser.criterion}", but it is clearly weaker.` : '';
  if (w.evidence.length === 0 && w.field) {
    // The decision rests on the database field: say so, and why (ADR 0031).
    const own = described ? "the company's own sources do not name this activity" : "the company's own sources do not describe its activity";
    return `${verb}: ${company} is ${describe(w)}, which matches the ${w.type} criterion "${w.criterion}", per the database field ${fieldPhrase(w.field)}; ${own}. ${fnText}${other}`;
  }
  return `${verb}: the sources describe ${company} as ${describe(w)}${quote}, which matches the ${w.type} criterion "${w.criterion}". ${fnText}${other}`;
}

export function analyzeWithEvidence(input: AnalyzeInput, ev: CompanyEvidence, options: LocalProviderOptions = {}): AnalysisResult {
  const threshold = options.threshold ?? 1;
  const margin = options.margin ?? 1.5;
  const company = readCompany(ev, input.company.activity_codes ?? [], input.company.name);
  const scored = scoreCriteria(input, ev, company);
  // The sentence that says what the company does: the lexicon's business sentence, else the one its main activity was read from.
  const business = businessSentence(ev) ?? company.activities[0]?.sentence ?? null;
  // The company's main activity as only a database field gives it (its own sources name none).
  const mainField = company.described === 0 ? (company.activities.find((a) => a.field !== null) ?? null) : null;
  let d = decide(scored, threshold, margin, business, company.described > 0, mainField !== null);
  // An accept criterion that names an industry ("industrial machinery") is met only by evidence of
  // that industry, not by its function alone ("manufacturing"): read strictly (the activities under
  // its node, its head word only with its qualifiers), when the accept side is then not met at all,
  // an accepted company is rejected for lack of the accept activity (ADR 0017, seventh stop).
  let scoredFor = scored;
  const strictly = d.decision === 'accept' && scored.some((s) => s.type === 'accept' && s.profile?.level != null) ? scoreCriteria(input, ev, company, true) : null;
  const g = strictly ? decide(strictly, threshold, margin, business, company.described > 0, mainField !== null) : null;
  if (strictly && g?.why === 'accept_not_met') {
    d = g;
    scoredFor = strictly;
  }
  if ((d.why === 'accept_not_met' || d.why === 'contradictory' || d.why === 'insufficient') && company.described > 0) d = decideByWords(input, scoredFor, d, margin, company);
  const cite = (s: EvidenceSentence): Citation => citationFor(ev.sources, s);
  // The database record (the file's activity fields), cited for what only a database field says.
  const record = input.sources.find((s) => s.kind === 'database_record') ?? null;
  // A sentence too short to verify ("No MDF.") is not cited: the decision rests on the others.
  const evidenceOf = (s: Scored, n: number): Citation[] => (s.evidence.length > 0 ? s.evidence.filter((e) => quotable(e.text)).slice(0, n).map(cite) : s.field ? [fieldCitation(s.field, record)] : []);
  const criteria: CriterionResult[] = scoredFor.map((s) => ({
    criterion: s.criterion,
    type: s.type,
    decision: s.score >= threshold ? s.type : 'refrain',
    score: round(s.score),
    citations: s.score >= threshold ? evidenceOf(s, 2) : [],
  }));
  const citations: Citation[] =
    d.why === 'field_not_met' && mainField?.field ? [fieldCitation(mainField.field, record)] : d.why === 'accept_not_met' && business ? [cite(business)] : d.winner ? evidenceOf(d.winner, 3) : [];
  if (d.why === 'accept_not_met' && d.winner) citations.push(...d.winner.evidence.filter((e) => e !== business).slice(0, 1).map(cite));
  if (d.decision === 'refrain' && d.loser && d.loser.score >= threshold) citations.push(...evidenceOf(d.loser, 2));
  for (let k = citations.length - 1; k >= 0; k--) if (!quotable((citations[k] as Citation).quote)) citations.splice(k, 1);
  const core = functionFromActivities(company, ev, threshold);
  const fn = core.fn;
  // A decision on the database field alone is evidence of a classification, not of what the company
  // says it does: decided, at a confidence that asks a person to look (ADR 0031).
  const onField = d.why === 'field_not_met' || (d.decision !== 'refrain' && d.winner !== null && d.winner.evidence.length === 0 && d.winner.field !== undefined);
  return {
    company: input.company.name,
    core_function: fn,
    tags: tagsFor(ev),
    decision: d.decision,
    confidence: onField ? Math.min(d.confidence, FIELD_CONFIDENCE) : d.confidence,
    reasoning: reasoning(input.company.name, core, d, threshold, business, input.criteria.accept, company.described > 0, mainField),
    criteria,
    citations,
    provider: 'local',
    activities: activitiesOf(company, ev, record),
  };
}

/**
 * The TNMM function, from the function cues and the company's main activity together:
 * - the lexicon's cues first (they carry agent, risk profile and toll production);
 * - a distributor named only by a trade verb a shop uses too ("sells", "dealership") trades at the
 *   level of its main activity: a car dealership read as new car dealers (441110) is a retailer;
 * - when the cues name none, the main activity's sector: manufacturing, wholesale, retail, or a
 *   service sector (a law office, a translator, a tour operator is a service provider).
 * A manufacturer that also sells through dealers stays a manufacturer: channels are not read as activities.
 */
function functionFromActivities(company: CompanyReading, ev: CompanyEvidence, threshold: number): CoreFunction {
  const fromCues = coreFunction(ev, threshold);
  const top = company.activities[0];
  if (!top) return { fn: fromCues, activity: null };
  if (fromCues === 'full-fledged distributor' && top.sector === '44-45' && ev.hits.every((h) => h.concept !== 'distribution' || h.weight <= 0 || SHOP_TRADE_VERB.test(h.cue))) return { fn: 'retailer', activity: top };
  if (fromCues) return { fn: fromCues, activity: null };
  let best: { concept: string; length: number } | null = null;
  for (const [concept, prefixes] of Object.entries(FUNCTION_SECTORS)) {
    for (const p of prefixes) if (top.code.startsWith(p) && (!best || p.length > best.length)) best = { concept, length: p.length };
  }
  const fn = best ? (CONCEPT_BY_ID.get(best.concept)?.fn ?? null) : SERVICE_SECTORS.has(top.sector) ? 'routine service provider' : null;
  return { fn, activity: fn ? top : null };
}

/**
 * The reasoning's sentence on the function. One read from the main activity says so, with the
 * activity's NAICS code, so an auditor sees that no function word of the company's decided it.
 */
function functionText(core: CoreFunction): string {
  if (!core.fn) return 'The sources do not show a clear core function.';
  if (!core.activity) return `Core function from a TNMM perspective: ${core.fn}.`;
  return `Core function from a TNMM perspective: ${core.fn}, read from its main activity, ${core.activity.title} (NAICS ${core.activity.code}).`;
}

/** The TNMM function, and the main activity it was read from when no function word decided it. */
interface CoreFunction {
  readonly fn: TnmmFunction | null;
  readonly activity: CompanyActivity | null;
}

/** NAICS sectors of services: a company whose main activity lies here provides a service. */
const SERVICE_SECTORS: ReadonlySet<string> = new Set(['23', '48-49', '51', '53', '54', '56', '61', '62', '71', '81']);

/** The company's ranked activities (NAICS, and the NACE classes of the main ones), each with its verbatim sentence or database field. */
function activitiesOf(company: CompanyReading, ev: CompanyEvidence, record: Source | null): NonNullable<AnalysisResult['activities']> {
  const index = classificationIndex();
  const out: NonNullable<AnalysisResult['activities']>[number][] = [];
  const cite = (a: CompanyReading['activities'][number]): Citation | null => (a.sentence ? citationFor(ev.sources, a.sentence) : a.field ? fieldCitation(a.field, record) : null);
  // The best eight, and the database's codes (shown even when the company's own words outweigh them).
  for (const a of company.activities.filter((x, k) => k < 8 || (x.field && !x.sentence))) out.push({ scheme: 'naics', code: a.code, title: a.title, score: round(a.weight), citation: cite(a) });
  const seen = new Set<string>();
  for (const a of company.activities.slice(0, 3)) {
    for (const nace of index.naceFor(a.code)) {
      if (seen.has(nace)) continue;
      seen.add(nace);
      out.push({ scheme: 'nace', code: nace, title: index.naceTitle(nace) ?? nace, score: round(a.weight), citation: cite(a) });
    }
  }
  return out;
}

export function createLocalProvider(options: LocalProviderOptions = {}): AnalystProvider {
  return {
    name: 'local',
    async analyze(input) {
      return analyzeWithEvidence(input, collectEvidence(input.sources, { companyName: input.company.name }), options);
    },
  };
}
