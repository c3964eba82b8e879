/**
 * The `openai-compatible` provider: any chat-completions endpoint (hosted, Ollama, vLLM, ...) by
 * base URL, model and key, through the AI SDK with a zod schema for structured output. The prompt
 * carries only evidence sentences retrieved from the stored sources (BM25 per criterion plus the
 * lexicon's hits), each with an id; the model must quote them verbatim. Its citations are then
 * verified (verify.ts) like any provider's. Requests are bounded (concurrency limiter) and timed out.
 */
import { z } from 'zod';
import { createLimiter } from '../util/limit.ts';
import { locate } from '../sources/source.ts';
import { TNMM_FUNCTIONS, type AnalysisResult, type AnalystProvider, type AnalyzeInput, type Citation, type CriterionResult } from '../types.ts';
import { collectEvidence, type EvidenceSentence } from './evidence.ts';
import { TAG_VOCABULARY } from './lexicon.ts';
import { chatModelOf, generateStructured, type ModelConnection } from './modelCall.ts';

export { AnalystProviderError, type ProviderErrorCode } from './modelCall.ts';

export interface OpenAiCompatibleOptions extends ModelConnection {
  /** Per request, ms. Default 60 s. */
  readonly timeoutMs?: number;
  /** Requests in flight at once for this provider instance. Default 16. */
  readonly maxConcurrency?: number;
  /** Evidence sentences sent per company. Default 24. */
  readonly maxEvidence?: number;
  /** Retries on transport errors (AI SDK). Default 1. */
  readonly maxRetries?: number;
}

const DECISION = z.enum(['accept', 'reject', 'refrain']);

export const llmResultSchema = z.object({
  core_function: z.enum(TNMM_FUNCTIONS).nullable(),
  tags: z.array(z.string()).max(12),
  decision: DECISION,
  confidence: z.number().min(0).max(1),
  reasoning: z.string().min(1).max(2000),
  criteria: z.array(z.object({ id: z.string(), decision: DECISION, evidence_ids: z.array(z.string()).max(5) })),
  citations: z.array(z.object({ evidence_id: z.string().optional(), source_id: z.string(), quote: z.string().min(1).max(1500) })).max(8),
});
export type LlmResult = z.infer<typeof llmResultSchema>;

const SYSTEM = `You are a transfer-pricing analyst screening potential comparable companies for a TNMM benchmarking study.
Decide from the EVIDENCE lines only (never from your own knowledge of the company) whether the company meets the accept criteria and none of the reject criteria.
Rules:
- decision "accept" only if an accept criterion is clearly met and no reject criterion is met; "reject" if a reject criterion is clearly met; otherwise "refrain" (insufficient or contradictory evidence).
- core_function: the company's main function from a TNMM perspective, one of: ${TNMM_FUNCTIONS.join('; ')}; null if the evidence does not show it.
- tags: up to 6 from this vocabulary only: ${TAG_VOCABULARY.join('; ')}.
- reasoning: 2-4 plain sentences naming the matched criterion and the function.
- citations: for an accept or reject, at least one; each quote must be copied exactly, character for character, from one evidence line (a full line or a contiguous part of it), with that line's source_id and evidence_id.
- criteria: one entry per criterion id with your decision for that criterion alone and the evidence ids supporting it.
- evidence lines of the source "database record" are the database's activity fields (industry codes or labels), not the company's words: use them when the company's own sources do not say what it does, weigh them below the company's words when they disagree, and say in the reasoning when the decision rests on them.
Answer with JSON only.`;

/** Evidence sentences for the prompt: lexicon hits and BM25 hits per criterion, then the opening sentences. */
export function selectEvidence(input: AnalyzeInput, max: number): EvidenceSentence[] {
  const ev = collectEvidence(input.sources, { companyName: input.company.name });
  const picked = new Map<string, EvidenceSentence>();
  const add = (s: EvidenceSentence) => {
    if (picked.size < max) picked.set(`${s.sourceId}:${s.start}`, s);
  };
  for (const s of ev.sentences.filter((x) => x.weight >= 2)) add(s);
  const index = ev.index();
  for (const c of [...input.criteria.accept, ...input.criteria.reject]) for (const h of index.search(c, 3)) add(h.sentence as EvidenceSentence);
  for (const h of [...ev.hits].sort((a, b) => b.weight - a.weight)) add(h.sentence);
  for (const s of ev.sentences) add(s);
  const own = [...picked.values()].sort((a, b) => (a.sourceId === b.sourceId ? a.start - b.start : 0));
  // The database record's lines (its activity fields) last, each a citable line (ADR 0031).
  const record = input.sources.find((x) => x.kind === 'database_record');
  if (!record) return own;
  let start = 0;
  const lines: EvidenceSentence[] = record.text.split('\n').map((text, index) => {
    const line = { text, start, end: start + text.length, index, sourceId: record.id, weight: 0 };
    start += text.length + 1;
    return line;
  });
  return [...own, ...lines.filter((l) => l.text.trim() !== '')];
}

export function buildPrompt(input: AnalyzeInput, evidence: readonly EvidenceSentence[]): string {
  const sourceLabel = new Map(input.sources.map((s) => [s.id, s.location]));
  const lines = [
    `COMPANY: ${input.company.name}${input.company.country ? ` (${input.company.country})` : ''}`,
    '',
    'ACCEPT CRITERIA (accept if the company is involved in ...):',
    ...input.criteria.accept.map((c, i) => `A${i + 1}: ${c}`),
    'REJECT CRITERIA (reject if the company is ...):',
    ...input.criteria.reject.map((c, i) => `R${i + 1}: ${c}`),
    '',
    'EVIDENCE (id | source_id | source | text):',
    ...evidence.map((s, i) => `E${i + 1} | ${s.sourceId} | ${sourceLabel.get(s.sourceId) ?? ''} | ${s.text.replace(/\s+/g, ' ')}`),
  ];
  if (evidence.length === 0) lines.push('(no evidence: the sources are empty)');
  return lines.join('\n');
}

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AnalystProvider {
  const model = chatModelOf(options);
  const limit = createLimiter(Math.max(1, options.maxConcurrency ?? 16));
  const timeoutMs = options.timeoutMs ?? 60_000;
  return {
    name: 'openai-compatible',
    async analyze(input) {
      const evidence = selectEvidence(input, options.maxEvidence ?? 24);
      const prompt = buildPrompt(input, evidence);
      const output = await limit(() =>
        generateStructured({
          model,
          system: SYSTEM,
          prompt,
          schema: llmResultSchema,
          timeoutMs,
          maxRetries: options.maxRetries ?? 1,
          signal: input.signal,
          task: 'analysis',
          schemaName: 'result',
        }),
      );
      return toResult(input, output, evidence);
    },
  };
}

function toResult(input: AnalyzeInput, out: LlmResult, evidence: readonly EvidenceSentence[]): AnalysisResult {
  const byEvidence = (id: string | undefined) => (id ? evidence[Number(id.replace(/^E/i, '')) - 1] : undefined);
  const sourceById = new Map(input.sources.map((s) => [s.id, s]));
  const citation = (source_id: string, quote: string, fallback?: EvidenceSentence): Citation => {
    const source = sourceById.get(source_id) ?? (fallback ? sourceById.get(fallback.sourceId) : undefined);
    const at = source ? source.text.indexOf(quote) : -1;
    return { source_id: source?.id ?? source_id, source: source?.location ?? '', quote, location: source ? locate(source, at >= 0 ? at : (fallback?.start ?? 0)) : '' };
  };
  const all = [...input.criteria.accept.map((c, i) => ({ id: `A${i + 1}`, criterion: c, type: 'accept' as const })), ...input.criteria.reject.map((c, i) => ({ id: `R${i + 1}`, criterion: c, type: 'reject' as const }))];
  const criteria: CriterionResult[] = all.map((c) => {
    const got = out.criteria.find((x) => x.id.toUpperCase() === c.id);
    const cites = (got?.evidence_ids ?? []).map((id) => byEvidence(id)).filter((s): s is EvidenceSentence => !!s).map((s) => citation(s.sourceId, s.text, s));
    const decision = got ? got.decision : 'refrain';
    return { criterion: c.criterion, type: c.type, decision, score: decision === 'refrain' ? 0 : 1, citations: cites };
  });
  const vocab = new Set(TAG_VOCABULARY);
  return {
    company: input.company.name,
    core_function: out.core_function,
    tags: out.tags.filter((t) => vocab.has(t)).slice(0, 6),
    decision: out.decision,
    confidence: Math.round(out.confidence * 100) / 100,
    reasoning: out.reasoning,
    criteria,
    citations: out.citations.map((c) => citation(c.source_id, c.quote, byEvidence(c.evidence_id))),
    provider: 'openai-compatible',
  };
}
