/**
 * Evidence extraction shared by the providers: sentences of every source (with offsets), the
 * lexicon's concept hits per sentence with scope rules, and per-criterion evidence.
 */
import { buildSentenceIndex, contentTerms, type SentenceIndex } from '../text/retrieval.ts';
import { splitSentences, type Sentence } from '../text/sentences.ts';
import { locate } from '../sources/source.ts';
import { isOwnWords } from '../sources/databaseRecord.ts';
import type { Citation, Source } from '../types.ts';
import { criterionAlternatives } from './alternatives.ts';
import { lowerForScan, scanCues } from './scan.ts';
import { asciiWords, maskWords } from './mask.ts';
import { CONCEPTS, HISTORICAL, MINOR, NEGATION_BEFORE, type Concept } from './lexicon.ts';

/** Qualifier concepts that are not scaled against the dominant activity. */
const SCALE_EXEMPT = new Set(['diversified', 'holding', 'limited_risk', 'commission_agent']);

export interface EvidenceSentence extends Sentence {
  readonly sourceId: string;
  /** Position weight: a source's opening sentences define the business. */
  readonly weight: number;
}

export interface ConceptHit {
  readonly concept: string;
  readonly sentence: EvidenceSentence;
  /** Weight after scope rules (0 when voided). */
  readonly weight: number;
  readonly cue: string;
}

export interface CompanyEvidence {
  readonly sources: readonly Source[];
  readonly sentences: readonly EvidenceSentence[];
  readonly hits: readonly ConceptHit[];
  /** Sum of the best 4 hit weights per concept (diminishing returns for long texts). */
  readonly conceptScores: ReadonlyMap<string, number>;
  /**
   * Indexes (into sentences) of the sentences holding a word that starts with this stem, the
   * company's own name blanked.
   */
  sentencesWith(stem: string): ReadonlySet<number>;
  index(): SentenceIndex;
  /** Each source's text with the company's name blanked (same offsets), by source id. */
  readonly maskedText?: ReadonlyMap<string, string>;
}

const SUPPLIER_NOUN = /^(manufacturers|producers|makers|suppliers|vendors)$/i;
const SUPPLIER_BEFORE = /\b(from|by)\s+([\w-]+\s+){0,3}$/i;

const IDENTITY = /\b(is|are|was)\s+(a|an|the|one of)\b|\b(engaged in|specializ(?:es|ing) in|focus(?:es|ed)? on|provider of|known for)\b/i;

// "specializes in", "primarily": the sentence names the core business, above a sector label
// ("a health care services company ... specializes in the distribution of pharmaceuticals").
const CORE = /\b(specializ(?:es|ing) in|focus(?:es|ed)? (?:primarily |mainly )?on|primarily|principally|mainly|core business)\b/i;

function positionWeight(i: number, text: string): number {
  let w = i === 0 ? 2.5 : i <= 2 ? 1.5 : 1;
  if (i <= 4 && CORE.test(text)) w += 1;
  else if (i <= 4 && IDENTITY.test(text)) w += 0.5;
  return w;
}

/** The weight of one cue occurrence after the scope rules (0 when voided). */
function scopedWeight(concept: Concept, text: string, at: number, cue: string, base: number): number {
  const before = text.slice(Math.max(0, at - 100), at);
  const after = text.slice(at + cue.length, at + cue.length + 60);
  if (concept.voidBefore?.test(before) || concept.voidAfter?.test(after)) return 0;
  // "bought from European manufacturers", "supplied by 40 producers": other companies, its suppliers.
  if (SUPPLIER_NOUN.test(cue) && SUPPLIER_BEFORE.test(before)) return 0;
  if (NEGATION_BEFORE.test(before)) return 0;
  let w = base;
  if (concept.ownGoodsBefore?.test(before)) w *= 0.2;
  // Historical markers count in the clause before the cue, outside parentheses.
  if (HISTORICAL.test(before.replace(/\([^)]*\)/g, ' ').split(/[;:]|, (?:and|but) /).pop() ?? '')) w *= 0.3;
  if (MINOR.test(before.slice(-40))) w *= 0.5;
  return w;
}

/** Scans one sentence for a concept's cues; returns the best scoped weight and its cue. */
export function conceptInSentence(concept: Concept, text: string, base: number): { weight: number; cue: string } | null {
  let best: { weight: number; cue: string } | null = null;
  concept.cues.lastIndex = 0;
  for (const m of text.matchAll(concept.cues)) {
    const w = scopedWeight(concept, text, m.index, m[0], base);
    if (w > 0 && (!best || w > best.weight)) best = { weight: w, cue: m[0] };
  }
  return best;
}

/** Index of the sentence containing offset (sentences sorted by start), or -1. */
export function sentenceAt(sentences: readonly { start: number; end: number }[], offset: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sentences[mid] as { start: number; end: number };
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

const LEGAL_SUFFIX = /[\s,]+(inc|incorporated|corp|corporation|co|company|plc|ltd|limited|llc|ag|se|sa|nv|bv|gmbh|group|holdings?)\.?$/i;

/**
 * The company's own name hides cues ("Abbott Laboratories", "Idexx Laboratories" are not
 * laboratories): occurrences of the name are blanked for cue matching, offsets unchanged.
 */
export function maskCompanyName(text: string, name: string | undefined): string {
  const pattern = namePattern(name ?? '');
  if (!pattern) return text;
  // An ASCII name is matched by hand (mask.ts): no pattern compiled per company.
  const masked = pattern.words ? maskWords(text, pattern.words) : null;
  return masked ?? text.replace(pattern.regex(), (m) => ' '.repeat(m.length));
}

/** The pattern of a company's name, or null when it is too short to mask; the last few are kept (one per sentence otherwise). */
const namePatterns = new Map<string, { words: readonly string[] | null; regex: () => RegExp } | null>();
function namePattern(name: string): { words: readonly string[] | null; regex: () => RegExp } | null {
  let found = namePatterns.get(name);
  if (found !== undefined) return found;
  const core = name.replace(/\([^)]*\)/g, ' ').replace(LEGAL_SUFFIX, '').trim();
  if (core.length < 3 || !/\s/.test(core)) found = null;
  else {
    let regex: RegExp | null = null;
    found = { words: asciiWords(core), regex: () => (regex ??= new RegExp(`\\b${core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\\b`, 'gi')) };
  }
  if (namePatterns.size >= 64) namePatterns.clear();
  namePatterns.set(name, found);
  return found;
}

export function collectEvidence(allSources: readonly Source[], options: { maxSentencesPerSource?: number; companyName?: string } = {}): CompanyEvidence {
  const sources = allSources.every(isOwnWords) ? allSources : allSources.filter(isOwnWords);
  const sentences: EvidenceSentence[] = [];
  /** Each source's text with the company's name blanked, and where its sentences start in sentences. */
  const masked: { text: string; own: readonly EvidenceSentence[]; first: number }[] = [];
  const hits: ConceptHit[] = [];
  const perConcept = new Map<string, number[]>();
  for (const source of sources) {
    const split = splitSentences(source.text).slice(0, options.maxSentencesPerSource ?? 2000);
    const own: EvidenceSentence[] = split.map((s, i) => ({ ...s, sourceId: source.id, weight: positionWeight(i, s.text) }));
    sentences.push(...own);
    const limit = own.at(-1)?.end ?? 0;
    const matchText = maskCompanyName(source.text, options.companyName);
    masked.push({ text: matchText, own, first: sentences.length - own.length });
    const lower = lowerForScan(matchText);
    // One regex pass per concept over the whole text; matches are mapped to their sentence.
    for (const c of CONCEPTS) {
      const found = scanCues(matchText, lower, c.cues);
      if (found.length === 0) continue;
      const best = new Map<number, { weight: number; cue: string }>();
      for (const m of found) {
        if (m.index >= limit) break;
        const si = sentenceAt(own, m.index);
        if (si < 0) continue;
        const sent = own[si] as EvidenceSentence;
        const w = scopedWeight(c, matchText.slice(sent.start, sent.end), m.index - sent.start, m.cue, sent.weight);
        const prev = best.get(si);
        if (w > 0 && (!prev || w > prev.weight)) best.set(si, { weight: w, cue: m.cue });
      }
      for (const [si, h] of [...best.entries()].sort((a, b) => a[0] - b[0])) {
        hits.push({ concept: c.id, sentence: own[si] as EvidenceSentence, weight: h.weight, cue: h.cue });
        const list = perConcept.get(c.id) ?? [];
        list.push(h.weight);
        perConcept.set(c.id, list);
      }
    }
  }
  // Strength = the best 4 hits (diminishing returns), scaled by the concept's share of all cue
  // weight relative to the most present concept (sqrt): in a long annual report every activity is
  // mentioned somewhere, the dominant one is mentioned most.
  const totals = new Map<string, number>();
  for (const [id, ws] of perConcept) totals.set(id, ws.reduce((a, b) => a + b, 0));
  const maxTotal = Math.max(0, ...[...totals.entries()].filter(([id]) => !SCALE_EXEMPT.has(id)).map(([, t]) => t));
  const conceptScores = new Map<string, number>();
  for (const [id, ws] of perConcept) {
    const top = ws.sort((a, b) => b - a).slice(0, 4).reduce((a, b) => a + b, 0);
    const share = SCALE_EXEMPT.has(id) || maxTotal === 0 ? 1 : Math.sqrt((totals.get(id) ?? 0) / maxTotal);
    conceptScores.set(id, top * share);
  }
  // A broader concept is present as strongly as its strongest narrower one, with their sentences.
  for (const c of CONCEPTS) {
    if (!c.includes) continue;
    const best = Math.max(conceptScores.get(c.id) ?? 0, ...c.includes.map((id) => conceptScores.get(id) ?? 0));
    if (best > 0) conceptScores.set(c.id, best);
    const covered = new Set(c.includes);
    for (const h of hits.filter((x) => covered.has(x.concept))) hits.push({ ...h, concept: c.id });
  }
  let index: SentenceIndex | null = null;
  const withStem = new Map<string, ReadonlySet<number>>();
  const sentencesWith = (stem: string): ReadonlySet<number> => {
    let found = withStem.get(stem);
    if (found) return found;
    const set = new Set<number>();
    // One pass of the stem over each source (a website's pages hold hundreds of sentences).
    const pattern = stemPattern(stem);
    for (const m of masked) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(m.text); match; match = pattern.exec(m.text)) {
        if (match[0].length === 0) pattern.lastIndex++;
        const si = sentenceAt(m.own, match.index);
        if (si >= 0) set.add(m.first + si);
      }
    }
    found = set;
    withStem.set(stem, found);
    return found;
  };
  return {
    sources,
    sentences,
    hits,
    conceptScores,
    sentencesWith,
    index: () => (index ??= buildSentenceIndex(sentences)),
    maskedText: new Map(masked.map((m, i) => [(sources[i] as Source).id, m.text])),
  };
}

/** The pattern of a word stem (global, case-insensitive), compiled once per stem rather than per company. */
const stemPatterns = new Map<string, RegExp>();
function stemPattern(stem: string): RegExp {
  let pattern = stemPatterns.get(stem);
  if (!pattern) {
    pattern = new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gi');
    if (stemPatterns.size >= 1_000) stemPatterns.clear();
    stemPatterns.set(stem, pattern);
  }
  return pattern;
}

/** Caches a function of a criterion's text: a run reads the same few criteria for every company. */
function perCriterion<T>(f: (criterion: string) => T): (criterion: string) => T {
  const cache = new Map<string, T>();
  return (criterion) => {
    if (cache.has(criterion)) return cache.get(criterion) as T;
    if (cache.size >= 1_000) cache.clear();
    const value = f(criterion);
    cache.set(criterion, value);
    return value;
  };
}

/** Concepts a criterion speaks about (its text run through the same cues), leftmost first: the head activity. */
export const criterionConcepts = perCriterion((criterion: string): readonly string[] => {
  const found: { id: string; at: number }[] = [];
  for (const c of CONCEPTS) {
    c.cues.lastIndex = 0;
    const m = c.cues.exec(criterion);
    c.cues.lastIndex = 0;
    if (m) found.push({ id: c.id, at: m.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.id);
});

/**
 * The head activity of each alternative of a criterion: "passenger airline or railroad operator" is
 * about airlines or railroads; "reselling of software" only about reselling (its first concept).
 */
export const criterionHeads = perCriterion((criterion: string): readonly string[] => {
  const heads = [...criterion.split(/\s+(?:and\/)?or\s+|;/i), ...criterionAlternatives(criterion)]
    .map((part) => criterionConcepts(part)[0])
    .filter((c): c is string => c !== undefined);
  return [...new Set(heads)];
});

// Words that only introduce an activity ("supply of", "operation of", "provision of").
const ACTIVITY_LEADS = new Set(['suppl', 'supply', 'provision', 'provid', 'operat', 'operation', 'sale', 'sell', 'offer', 'perform', 'conduct', 'involv', 'mainly', 'primarily', 'act', 'acting', 'work', 'serv', 'role', 'function']);

/**
 * Whether a criterion is about the activity the lexicon recognizes: its first concept cue comes
 * before any other content word ("wholesale distribution of ...", "supply of analytical instruments").
 * "operation of hospitals, clinics, laboratories" is about hospitals, not about laboratories.
 */
export const criterionLedByConcept = perCriterion((criterion: string): boolean => {
  let first = -1;
  for (const c of CONCEPTS) {
    c.cues.lastIndex = 0;
    const m = c.cues.exec(criterion);
    c.cues.lastIndex = 0;
    if (m && (first < 0 || m.index < first)) first = m.index;
  }
  if (first < 0) return false;
  return contentTerms(criterion.slice(0, first)).every((t) => GENERIC.has(t) || ACTIVITY_LEADS.has(t));
});

/** Words of a criterion that are not concept cues: the product/market qualifiers ("automotive spare parts"). */
export const criterionQualifiers = perCriterion((criterion: string): readonly string[] => {
  let rest = criterion;
  for (const c of CONCEPTS) rest = rest.replace(c.cues, ' ');
  // Hyphenated leftovers of a cue ("-as-a-service") are not product words.
  return contentTerms(rest).filter((t) => !GENERIC.has(t) && !t.startsWith('as-'));
});

const GENERIC = new Set(['perform', 'fee', 'basi', 'owned', 'good', 'product', 'servic', 'provision', 'provid', 'own', 'third', 'parti', 'party', 'customer', 'client', 'other', 'main', 'mainly', 'primarily', 'principal', 'core', 'reject', 'accept', 'function', 'operat', 'operation', 'sale', 'sell', 'such', 'type', 'kind', 'rang', 'wide', 'variety', 'its', 'their', 'own', 'independent', 'engag', 'activ', 'includ', 'mostly', 'significant', 'part', 'segment']);

// What a company does, said plainly: "X is a provider of security products", "X designs, manufactures
// and markets ...". A sentence saying only where and when it was founded is not enough.
const BUSINESS_NOUN = /\b(products?|services?|solutions|technolog(?:y|ies)|systems|equipment|supplies|goods|brands|provider|maker|producer|manufacturer|retailer|operator|developer|supplier|distributor|wholesaler|conglomerate)\b/i;
const BUSINESS_VERB = /\b(designs|develops|manufactures|produces|makes|provides|offers|sells|operates|markets|distributes|supplies|owns)\b/i;

/** The first sentence (among a source's opening three) that states the company's business, or null. */
export function businessSentence(ev: CompanyEvidence): EvidenceSentence | null {
  for (const source of ev.sources) {
    const opening = ev.sentences.filter((s) => s.sourceId === source.id).slice(0, 3);
    const found = opening.find((s) => BUSINESS_NOUN.test(s.text) && (IDENTITY.test(s.text) || BUSINESS_VERB.test(s.text)));
    if (found) return found;
  }
  return null;
}

export function citationFor(sources: readonly Source[], s: { sourceId: string; text: string; start: number }): Citation {
  const source = sources.find((x) => x.id === s.sourceId) as Source;
  return { source_id: source.id, source: source.location, quote: s.text, location: locate(source, s.start) };
}
