/**
 * applyDecisionModel: turns an analysis (any provider) into the decision the benchmark's reviewer
 * decisions support. The result says so: `learned` names the decided companies it leaned on (ids,
 * names, decisions, similarities), the reasoning starts with "Learned from N decisions: ...", and
 * the first citation is the verbatim sentence of this company that matched them best. A company
 * the person decided is never re-decided (returned unchanged), and an empty model changes nothing.
 * Give it the provider's own (zero-shot, verified) result: a result that already carries `learned`
 * is returned unchanged, so re-applying after new decisions starts from the stored zero-shot result.
 */
import { splitSentences } from '../text/sentences.ts';
import { locate } from '../sources/source.ts';
import { FIELD_CONFIDENCE, isOwnWords, restsOnDatabaseRecord } from '../sources/databaseRecord.ts';
import type { AnalysisResult, Citation, Decision, LearnedNeighbour, Source } from '../types.ts';
import { textTerms } from './features.ts';
import { decideWithModel, queryFor, type DecisionModel, type ModelDecision, type Query } from './model.ts';

export interface ApplyInput {
  readonly company: { readonly name: string };
  readonly sources: readonly Source[];
  /** The company's id in the benchmark: a decided company is returned unchanged. */
  readonly companyId?: string;
}

const shorten = (q: string, n = 160) => (q.length <= n ? q : `${q.slice(0, n - 1).trimEnd()}…`);
const VERB: Record<'accept' | 'reject', string> = { accept: 'accepted', reject: 'rejected' };
const DECISION_WORD: Record<Decision, string> = { accept: 'accept', reject: 'reject', refrain: 'refrain' };

interface Matched {
  readonly citation: Citation;
  /** false: no sentence shares a word with the neighbours, the company's opening sentence stands in. */
  readonly matched: boolean;
}

/**
 * The sentence of this company that shares most weighted terms with the neighbours on the winning
 * side; when none shares any (the similarity came from the analysis' reading), its opening sentence.
 */
function matchedSentence(model: DecisionModel, q: Query, sources: readonly Source[], leaning: readonly LearnedNeighbour[]): Matched | null {
  const ids = new Set(leaning.map((n) => n.id));
  const weightOf = new Map<string, number>();
  for (const e of model.examples) {
    if (!ids.has(e.id)) continue;
    for (const [t, w] of e.text) {
      const mine = q.text.get(t);
      if (mine !== undefined) weightOf.set(t, (weightOf.get(t) ?? 0) + mine * w);
    }
  }
  type Candidate = { source: Source; start: number; text: string; score: number };
  let best: Candidate | null = null;
  let opening: Candidate | null = null;
  for (const source of sources) {
    if (!isOwnWords(source)) continue;
    for (const s of splitSentences(source.text.length > 20_000 ? source.text.slice(0, 20_000) : source.text)) {
      if (s.text.length < 12) continue;
      opening ??= { source, start: s.start, text: s.text, score: 0 };
      let score = 0;
      for (const t of new Set(textTerms(s.text))) score += weightOf.get(t) ?? 0;
      if (score > (best?.score ?? 0)) best = { source, start: s.start, text: s.text, score };
    }
  }
  const found = best ?? opening;
  if (!found) return null;
  return { citation: { source_id: found.source.id, source: found.source.location, quote: found.text, location: locate(found.source, found.start) }, matched: best !== null };
}

/** Whose decisions the model was built from: the reviewer's, or the analysis' own confident ones (benchmarkPass.ts). */
export type LearningBasis = 'reviewer' | 'analysis';

function reasoningFor(result: AnalysisResult, model: DecisionModel, d: ModelDecision, leaning: readonly LearnedNeighbour[], matched: Matched | null, basis: LearningBasis): string {
  const n = model.examples.length;
  // A neighbour whose similarity shows as 0.00 shares nothing shown with the company: naming it as
  // what the company "reads most like" would be untrue to a reader (a company known only by its
  // database field reads like none of them), so only neighbours with a visible similarity are named.
  const close = (x: LearnedNeighbour) => Number(x.similarity.toFixed(2)) > 0;
  const like = leaning.filter(close).map((x) => `${x.name} (${VERB[x.decision]}, similarity ${x.similarity.toFixed(2)})`);
  const others = d.neighbours.filter((x) => !leaning.includes(x) && close(x)).map((x) => `${x.name} (${VERB[x.decision]}, ${x.similarity.toFixed(2)})`);
  const likeText = like.length > 0 ? `it reads most like ${like.join(' and ')}${others.length > 0 ? `, less like ${others.join(' and ')}` : ''}` : 'no decided company is close to it';
  const quote = !matched ? '' : matched.matched ? `; the closest match is "${shorten(matched.citation.quote)}"` : `; no sentence shares their words, its sources open with "${shorten(matched.citation.quote)}"`;
  const trust = basis === 'reviewer' && d.analysisDecided > 0 ? ` The analysis agreed with ${d.analysisAgreed} of the ${d.analysisDecided} decisions where it had decided.` : '';
  // The analysis' own confident decisions are no person's: the reasoning says what they are.
  const head =
    basis === 'reviewer'
      ? `Learned from ${n} decision${n === 1 ? '' : 's'} (${model.accepted} accepted, ${model.rejected} rejected): ${likeText}${quote}.${trust}`
      : `Compared with the ${n} companies of this list the analysis decided most clearly (${model.accepted} accepted, ${model.rejected} rejected): ${likeText}${quote}.`;
  const they = basis === 'reviewer' ? 'The decisions' : 'Those companies';
  // Decisions no company close to this one took do not confirm anything: they did not bear on it
  // (text only, the decision is the model's as before; new-user trial, 2026-11-27).
  if (d.decision === result.decision && like.length === 0) return `${head} ${they} did not bear on it, so the criteria decide. ${result.reasoning}`;
  if (d.decision === result.decision) return `${head} They confirm the analysis. ${result.reasoning}`;
  const now = d.decision === 'refrain' ? `${they} and the criteria point different ways, so it is left to a reviewer` : `${they} turn it to ${DECISION_WORD[d.decision]}`;
  return `${head} ${now}; from the criteria alone the analysis said ${DECISION_WORD[result.decision]}: ${result.reasoning}`;
}

export function applyDecisionModel(result: AnalysisResult, input: ApplyInput, model: DecisionModel, basis: LearningBasis = 'reviewer'): AnalysisResult {
  if (model.examples.length === 0) return result;
  if (input.companyId !== undefined && model.decided.has(input.companyId)) return result;
  if (result.learned) return result;
  const q = queryFor(model, input.sources, input.company.name, result);
  const d = decideWithModel(model, q, { decision: result.decision, confidence: result.confidence });
  // The neighbours that support the outcome (all of them when it refrains).
  const leaning = d.decision === 'refrain' ? d.neighbours.slice(0, 2) : d.neighbours.filter((x) => x.decision === d.decision);
  const matched = matchedSentence(model, q, input.sources, leaning);
  const changed = d.decision !== result.decision;
  const confidence = changed ? d.confidence : Math.max(result.confidence, d.confidence);
  // Citations: the matched sentence first, then the criteria's own evidence for the outcome.
  const criteriaCitations = d.decision === result.decision ? result.citations : result.criteria.filter((c) => c.type === d.decision && c.decision === d.decision).flatMap((c) => c.citations);
  const citations: Citation[] = [];
  const seen = new Set<string>();
  for (const c of [...(matched ? [matched.citation] : []), ...criteriaCitations]) {
    const key = `${c.source_id}:${c.quote}`;
    if (seen.has(key)) continue;
    seen.add(key);
    citations.push(c);
  }
  return {
    ...result,
    decision: d.decision,
    // A decision that rests on the database field alone keeps its cap (ADR 0031): decided companies
    // that share nothing with it do not make a classification the company's own account.
    confidence: restsOnDatabaseRecord(result.citations, input.sources) ? Math.min(confidence, FIELD_CONFIDENCE) : confidence,
    reasoning: reasoningFor(result, model, d, leaning, matched, basis),
    citations: citations.slice(0, 4),
    learned: {
      examples: model.examples.length,
      accepted: model.accepted,
      rejected: model.rejected,
      effect: changed ? 'changed' : 'confirmed',
      zero_shot: { decision: result.decision, confidence: result.confidence },
      neighbours: d.neighbours,
      ...(basis === 'analysis' ? { basis } : {}),
    },
  };
}
