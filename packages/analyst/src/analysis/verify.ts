/**
 * Citation verification, applied to every provider's output: a citation survives only if its
 * quote occurs verbatim (whitespace-normalized, case-sensitive) in the stored text of the source it
 * names. Its source label and location are recomputed from the stored source. An accept or reject
 * left with no citation falls to refrain.
 */
import { locate } from '../sources/source.ts';
import type { AnalysisResult, Citation, Source } from '../types.ts';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

interface NormalizedSource {
  readonly source: Source;
  readonly text: string;
  /** Offset in the normalized text -> offset in the original text. */
  readonly map: Int32Array;
}

function normalizeWithMap(source: Source): NormalizedSource {
  const t = source.text;
  const map = new Int32Array(t.length + 1);
  let out = '';
  let space = false;
  for (let i = 0; i < t.length; i++) {
    const c = t[i] as string;
    if (/\s/.test(c)) {
      space = out.length > 0;
      continue;
    }
    if (space) {
      map[out.length] = i;
      out += ' ';
      space = false;
    }
    map[out.length] = i;
    out += c;
  }
  map[out.length] = t.length;
  return { source, text: out, map };
}

/** Where the quote sits in the source (original offset), or -1 when it is not there verbatim. */
/** A quote shorter than this (whitespace-normalized) proves nothing and is never found ("No MDF."). */
export const MIN_QUOTE_LENGTH = 8;

/** Whether a quote is long enough to be checked against its source (findQuote). */
export const quotable = (quote: string): boolean => norm(quote).length >= MIN_QUOTE_LENGTH;

export function findQuote(source: Source, quote: string): number {
  const q = norm(quote);
  if (q.length < MIN_QUOTE_LENGTH) return -1;
  const direct = source.text.indexOf(quote);
  if (direct >= 0) return direct;
  const n = normalizeWithMap(source);
  const at = n.text.indexOf(q);
  return at < 0 ? -1 : (n.map[at] ?? -1);
}

export interface VerifyReport {
  readonly kept: number;
  readonly dropped: readonly (Citation & { readonly reason: string })[];
}

export function verifyCitationList(citations: readonly Citation[], sources: readonly Source[]): { kept: Citation[]; dropped: (Citation & { reason: string })[] } {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const kept: Citation[] = [];
  const dropped: (Citation & { reason: string })[] = [];
  const seen = new Set<string>();
  for (const c of citations) {
    const source = byId.get(c.source_id) ?? sources.find((s) => s.location === c.source);
    if (!source) {
      dropped.push({ ...c, reason: 'unknown source' });
      continue;
    }
    const at = typeof c.quote === 'string' ? findQuote(source, c.quote) : -1;
    if (at < 0) {
      dropped.push({ ...c, reason: 'quote not found verbatim in the source' });
      continue;
    }
    const key = `${source.id}:${norm(c.quote)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({ source_id: source.id, source: source.location, quote: c.quote, location: locate(source, at) });
  }
  return { kept, dropped };
}

/** Drops unverifiable citations (overall and per criterion); accept/reject without citation -> refrain. */
export function verifyCitations(result: AnalysisResult, sources: readonly Source[]): AnalysisResult & { readonly verification: VerifyReport } {
  const overall = verifyCitationList(result.citations, sources);
  const criteria = result.criteria.map((c) => {
    const v = verifyCitationList(c.citations, sources);
    return { ...c, citations: v.kept, decision: c.decision !== 'refrain' && v.kept.length === 0 ? ('refrain' as const) : c.decision };
  });
  const downgraded = result.decision !== 'refrain' && overall.kept.length === 0;
  return {
    ...result,
    criteria,
    citations: overall.kept,
    decision: downgraded ? 'refrain' : result.decision,
    confidence: downgraded ? Math.min(result.confidence, 0.3) : result.confidence,
    // The reasoning leads with what stands (refrain), so no reader takes the provider's "Accepted: …" for the decision.
    reasoning: downgraded ? `Refrained: no citation of this ${result.decision} could be verified against the stored sources, so it is left to a reviewer. What the analysis read: ${result.reasoning}` : result.reasoning,
    verification: { kept: overall.kept.length, dropped: overall.dropped },
  };
}
