/**
 * Reading a company as industry activities: each sentence of its sources (the opening sentences of
 * each source, weighted by position as in evidence.ts) is read against the classification index,
 * scoped by the TP function words the lexicon found in that sentence (a sentence saying
 * "distributor" reads in wholesale); activities add up over sentences, each keeping the verbatim
 * sentence that supports it best. Activity codes of the database (Orbis NACE / US SIC / NAICS
 * columns, Capital IQ industry) count too, at half the weight of the company's own words, cited as
 * the database field.
 */
import type { ActivityCode, Citation, Source } from '../types.ts';
import { findQuote } from '../analysis/verify.ts';
import { locate } from '../sources/source.ts';
import { recordLine } from '../sources/databaseRecord.ts';
import { maskCompanyName, type CompanyEvidence, type EvidenceSentence } from '../analysis/evidence.ts';
import { classificationIndex, type ClassificationIndex } from './classificationIndex.ts';
import { FUNCTION_SECTORS, functionPrefixes, TRADE_VERB } from './functions.ts';
import { COMMON_IDF, functionMask, OUTSIDE, profileOf, readText, textTerms, type Profile } from './read.ts';

let fitScratch: Float64Array | null = null;

export interface CompanyActivity {
  readonly index: number;
  readonly code: string;
  readonly title: string;
  readonly sector: string;
  readonly weight: number;
  /** The sentence that supports it best (null when only a database code says so). */
  readonly sentence: EvidenceSentence | null;
  /** The database field when the activity comes from an activity code. */
  readonly field: { readonly field: string; readonly scheme: string; readonly code: string; readonly label: string | null; readonly quote?: string; readonly line: string } | null;
}

export interface CompanyReading {
  /** Best first; weights relative to the best (1). */
  readonly activities: readonly CompanyActivity[];
  /** The sentences read, with their classification terms (textTerms) and function scope. */
  readonly sentences: readonly ReadSentence[];
  readonly profile: Profile;
  /** Weight of the company's own words (0 when its sources name no activity). */
  readonly described: number;
}

export interface ReadSentence {
  readonly sentence: EvidenceSentence;
  readonly terms: readonly string[];
  /** NAICS prefixes of the functions the sentence names (its reading's scope). */
  readonly scope: readonly string[];
}

/** Sentences read per source: a source's opening defines the business, and it bounds the cost. */
const SENTENCES_PER_SOURCE = 6;
const KEEP = 12;
/** BM25 strength below which a sentence names no activity. */
const MIN_STRENGTH = 7;

/** The pseudo-function of a bare trade verb and the sectors it scopes a sentence to (wholesale and retail). */
const TRADE = 'trade';
const TRADE_SECTORS = ['42', '44', '45'];

/** The function words of each sentence, by weight after the scope rules. */
function sentenceConcepts(ev: CompanyEvidence): Map<EvidenceSentence, Map<string, number>> {
  const concepts = new Map<EvidenceSentence, Map<string, number>>();
  for (const h of ev.hits) {
    if (h.weight <= 0 || !(h.concept in FUNCTION_SECTORS)) continue;
    const m = concepts.get(h.sentence) ?? new Map<string, number>();
    // A bare trade verb ("sells", "sale of", "dealer") says the company trades, not at which level:
    // wholesale or retail, as the sentence's other words say.
    const concept = h.concept === 'distribution' && TRADE_VERB.test(h.cue) ? TRADE : h.concept;
    m.set(concept, Math.max(m.get(concept) ?? 0, h.weight));
    concepts.set(h.sentence, m);
  }
  return concepts;
}

/** The sentences a company is read from: the opening sentences of each source, with their masked text. */
function readSentences(ev: CompanyEvidence, companyName?: string): { sentence: EvidenceSentence; text: string }[] {
  const out: { sentence: EvidenceSentence; text: string }[] = [];
  let perSource = 0;
  let lastSource = '';
  for (const s of ev.sentences) {
    if (s.sourceId !== lastSource) {
      lastSource = s.sourceId;
      perSource = 0;
    }
    if (++perSource > SENTENCES_PER_SOURCE) continue;
    // The company's own name is not its activity ("Orion Laboratories").
    const masked = ev.maskedText?.get(s.sourceId);
    out.push({ sentence: s, text: masked !== undefined ? masked.slice(s.start, s.end) : maskCompanyName(s.text, companyName) });
  }
  return out;
}

/**
 * How well the company's own sentences fit each set of industries (criteria readings): per set, the
 * best sentence and its fit (the sentence's BM25 score at the set's best industry, times that
 * industry's weight and the sentence's position weight), industries outside the sentence's function
 * words weighing a fifth, as in its reading. `named`: the sentence names a function one of the set's
 * industries falls under.
 */
export function wordsFit(company: CompanyReading, sets: readonly (readonly { readonly index: number; readonly weight: number }[])[], index: ClassificationIndex = classificationIndex()): { fit: number; sentence: EvidenceSentence | null; named: boolean }[] {
  const out = sets.map(() => ({ fit: 0, sentence: null as EvidenceSentence | null, named: false }));
  const buffer = (fitScratch ??= new Float64Array(index.bm25.size));
  for (const { sentence, terms, scope } of company.sentences) {
    // One BM25 pass per sentence (its ranking terms only), read at each set's industries.
    const touched = index.bm25.scoreInto(new Set(terms), buffer, COMMON_IDF);
    if (touched.length === 0) continue;
    const inScope = scope.length === 0 ? null : functionMask(scope, index);
    sets.forEach((industries, k) => {
      let f = 0;
      let named = false;
      for (const r of industries) {
        const inside = inScope === null || inScope[r.index] === 1;
        if (inScope !== null && inside) named = true;
        f = Math.max(f, (buffer[r.index] as number) * r.weight * (inside ? 1 : OUTSIDE));
      }
      f *= sentence.weight;
      const best = out[k] as { fit: number; sentence: EvidenceSentence | null; named: boolean };
      if (f > best.fit) {
        best.fit = f;
        best.sentence = sentence;
        best.named = named;
      }
    });
    for (const d of touched) buffer[d] = 0;
  }
  return out;
}

export function readCompany(ev: CompanyEvidence, codes: readonly ActivityCode[] = [], companyName?: string, index: ClassificationIndex = classificationIndex()): CompanyReading {
  const concepts = sentenceConcepts(ev);
  const totals = new Map<number, { weight: number; best: number; sentence: EvidenceSentence | null; field: CompanyActivity['field'] }>();
  const sentences: ReadSentence[] = [];
  for (const { sentence: s, text } of readSentences(ev, companyName)) {
    const terms = textTerms(text, index);
    const scope = sentenceFunctions(concepts.get(s));
    sentences.push({ sentence: s, terms, scope });
    const reading = readText(terms, index, scope, 6);
    // A sentence that names no activity ("founded in 1990 in Zurich") reads as noise: skipped.
    if (reading.industries.length === 0 || reading.strength < MIN_STRENGTH) continue;
    const strength = Math.min(1, reading.strength / 12);
    for (const r of reading.industries) {
      const w = s.weight * strength * r.weight;
      const t = totals.get(r.index);
      if (!t) totals.set(r.index, { weight: w, best: w, sentence: s, field: null });
      else {
        t.weight += w;
        if (w > t.best) {
          t.best = w;
          t.sentence = s;
        }
      }
    }
  }
  const described = Math.max(0, ...[...totals.values()].map((t) => t.weight));
  // Database codes: below what the company says about itself (half its best activity, or 1 alone).
  const codeWeight = described > 0 ? 0.5 * described : 1;
  for (const c of codes) {
    const list = index.industriesFor(c.scheme === 'other' ? 'naics' : c.scheme, c.code);
    if (list.length === 0 || c.scheme === 'other') continue;
    const w = codeWeight / Math.min(list.length, 2);
    for (const i of list.slice(0, 24)) {
      const t = totals.get(i);
      const field = { field: c.field, scheme: c.scheme, code: c.code, label: c.label ?? null, ...(c.quote ? { quote: c.quote } : {}), line: recordLine(c) };
      if (!t) totals.set(i, { weight: w, best: 0, sentence: null, field });
      else {
        t.weight += w;
        t.field ??= field;
      }
    }
  }
  const ranked = [...totals].sort((a, b) => b[1].weight - a[1].weight).slice(0, KEEP + codes.length);
  const top = ranked[0]?.[1].weight ?? 0;
  const activities: CompanyActivity[] = ranked
    .filter(([, t], k) => (t.weight >= 0.15 * top && k < KEEP) || (t.field !== null && t.sentence === null))
    .map(([i, t]) => {
      const c = index.industries[i] as { code: string; title: string; sector: string };
      return { index: i, code: c.code, title: c.title, sector: c.sector, weight: t.weight / top, sentence: t.sentence, field: t.field };
    });
  return { activities, sentences, profile: profileOf(activities, index), described };
}

/**
 * The functions a sentence names, by weight: "manufactures and sells cigarettes" names
 * manufacturing (selling its own goods weighs a fifth after the lexicon's scope rules), so the
 * sentence is read in manufacturing, not in tobacco wholesale. A function at less than half the
 * sentence's strongest does not scope the reading.
 */
function sentenceFunctions(found: ReadonlyMap<string, number> | undefined): string[] {
  if (!found) return [];
  const best = Math.max(0, ...found.values());
  const strong = [...found].filter(([, w]) => w >= 0.5 * best).map(([id]) => id);
  const prefixes = functionPrefixes(strong);
  if (strong.includes(TRADE)) for (const p of TRADE_SECTORS) if (!prefixes.includes(p)) prefixes.push(p);
  return prefixes;
}

/**
 * A database field's citation: its line of the database record (databaseRecordSource), quoted
 * verbatim, so verification keeps it as any other. Without the record among the sources (a caller
 * that passed codes only) a citation-like record of the field, which verification drops.
 */
export function fieldCitation(field: NonNullable<CompanyActivity['field']>, record?: Source | null): Citation {
  const at = record ? findQuote(record, field.line) : -1;
  if (record && at >= 0) return { source_id: record.id, source: record.location, quote: field.line, location: locate(record, at) };
  const quote = field.quote ?? (field.label ? `${field.code} ${field.label}` : field.code);
  return { source_id: `database:${field.field}`, source: field.field, quote, location: field.field };
}
