/**
 * The `openai-compatible` overview writer: the model writes the narrative from the same material
 * as the local writer (evidence lines of the companies' sources and their financial lines, each
 * with an id, plus the computed facts), and must quote evidence lines verbatim. Every citation is
 * then verified against the stored text (as in the Research Analyst); a statement left without a
 * verified citation is dropped. Tables are never written by the model.
 */
import { z } from 'zod';
import type { EvidenceSentence } from '../analysis/evidence.ts';
import { chatModelOf, generateStructured, type ModelConnection } from '../analysis/modelCall.ts';
import { findQuote } from '../analysis/verify.ts';
import { locate } from '../sources/source.ts';
import { percent, money } from './format.ts';
import type { OverviewWriter } from './local.ts';
import { RISK_THEMES, TREND_THEMES } from './local.ts';
import type { Material } from './material.ts';
import { SECTION_IDS, SECTION_TITLES, type OverviewCitation, type OverviewSection, type OverviewStatement } from './types.ts';

export interface OpenAiOverviewOptions extends ModelConnection {
  /** Per request, ms. Default 120 s (one request writes the whole overview). */
  readonly timeoutMs?: number;
  readonly maxRetries?: number;
  /** Evidence lines sent. Default 160. */
  readonly maxEvidence?: number;
}

export const overviewSchema = z.object({
  sections: z
    .array(
      z.object({
        id: z.enum(SECTION_IDS),
        statements: z
          .array(
            z.object({
              text: z.string().min(1).max(1200),
              citations: z
                .array(z.object({ evidence_id: z.string(), quote: z.string().min(1).max(1500) }))
                .min(1)
                .max(4),
            }),
          )
          .max(30),
      }),
    )
    .max(SECTION_IDS.length),
});
type OverviewAnswer = z.infer<typeof overviewSchema>;

const SYSTEM = `You are a transfer-pricing analyst writing an industry overview for a benchmarking study.
Write only from the EVIDENCE and FACTS given (never from your own knowledge of the companies).
Sections (ids): ${SECTION_IDS.map((id) => `${id} (${SECTION_TITLES[id]})`).join('; ')}.
- market_definition: what the industry is in the country and which functions its companies perform.
- companies: one statement per company: its function, size and financial profile.
- financial_profile: median margins and ranges by year and the spread of sizes, from FACTS.
- key_players: the largest companies and what they do.
- risks and trends: what the companies' own sources say; skip a section when the evidence is silent.
Every statement needs at least one citation: an evidence_id and a quote copied exactly, character for character, from that evidence line (the whole line or a contiguous part of at least 8 characters).
Plain, factual English; no figures that are not in FACTS or EVIDENCE. Answer with JSON only.`;

interface EvidenceLine {
  readonly id: string;
  readonly sourceId: string;
  readonly company: string;
  readonly text: string;
}

/** Evidence lines: per company its industry and function sentences, a risk and a trend sentence, and its first and last financial lines. */
export function overviewEvidence(m: Material, max: number): EvidenceLine[] {
  const lines: EvidenceLine[] = [];
  const seen = new Set<string>();
  const add = (sourceId: string, company: string, text: string) => {
    const key = `${sourceId}:${text}`;
    if (lines.length >= max || seen.has(key)) return;
    seen.add(key);
    lines.push({ id: `E${lines.length + 1}`, sourceId, company, text: text.replace(/\s+/g, ' ').trim() });
  };
  const themed = (sentences: readonly EvidenceSentence[], themes: typeof RISK_THEMES) =>
    sentences.find((s) => themes.some((t) => t.cue.test(s.text)));
  for (const c of m.companies) {
    const name = c.input.name;
    for (const s of [
      c.industrySentence,
      c.fnSentence,
      themed(c.evidence.sentences, RISK_THEMES),
      themed(c.evidence.sentences, TREND_THEMES),
    ])
      if (s) add(s.sourceId, name, s.text);
    if (c.financialSourceId) for (const l of [c.financialLines[0], c.financialLines.at(-1)]) if (l) add(c.financialSourceId, name, l.text);
  }
  return lines;
}

export function overviewFacts(m: Material): string[] {
  const facts = [`Companies of ${m.industry} in ${m.country} in the firm's data: ${m.companies.length}.`];
  for (const y of m.profile) {
    if (y.om.median === null) continue;
    facts.push(
      `FY${y.year}: ${y.om.count} companies with data; median operating margin ${percent(y.om.median)}; lower quartile ${percent(y.om.lower)}; upper quartile ${percent(y.om.upper)}; median revenue ${money(y.medianRevenue, m.currency)}.`,
    );
  }
  for (const c of m.companies) {
    facts.push(
      `${c.input.name}: function ${c.fn ?? 'not shown'}; latest revenue ${c.latest ? `${money(c.latest.revenue, m.currency)} (FY${c.latest.year})` : 'n/a'}; weighted operating margin ${percent(c.om.value)}.`,
    );
  }
  return facts;
}

export function buildOverviewPrompt(m: Material, evidence: readonly EvidenceLine[]): string {
  return [
    `INDUSTRY: ${m.industry}${m.definition ? ` (${m.definition.definition})` : ''}`,
    `COUNTRY: ${m.country}`,
    '',
    'FACTS (computed from the imported financials):',
    ...overviewFacts(m),
    '',
    'EVIDENCE (id | company | text):',
    ...evidence.map((e) => `${e.id} | ${e.company} | ${e.text}`),
  ].join('\n');
}

/** Keeps the citations whose quote is in the named evidence line's stored source; counts the rest. */
export function verifyOverview(
  m: Material,
  answer: OverviewAnswer,
  evidence: readonly EvidenceLine[],
): { sections: OverviewSection[]; dropped: number } {
  const byId = new Map(evidence.map((e) => [e.id.toUpperCase(), e]));
  let dropped = 0;
  const sections = SECTION_IDS.map((id): OverviewSection => {
    const statements: OverviewStatement[] = [];
    for (const s of answer.sections.filter((x) => x.id === id).flatMap((x) => x.statements)) {
      const citations: OverviewCitation[] = [];
      for (const c of s.citations) {
        const line = byId.get(c.evidence_id.trim().toUpperCase());
        const source = line ? m.texts.get(line.sourceId) : undefined;
        const at = source ? findQuote(source, c.quote) : -1;
        if (!line || !source || at < 0) {
          dropped++;
          continue;
        }
        const fy = /^FY(\d{4}):/.exec(c.quote) ?? /^FY(\d{4}):/.exec(line.text);
        const location = line.sourceId.startsWith('financials:') ? `FY${fy?.[1] ?? ''} financials` : locate(source, at);
        citations.push({ source_id: line.sourceId, quote: c.quote, location });
      }
      if (citations.length > 0) statements.push({ text: s.text.trim(), citations });
    }
    return { id, title: SECTION_TITLES[id], statements };
  });
  return { sections, dropped };
}

export function createOpenAiOverviewWriter(options: OpenAiOverviewOptions): OverviewWriter & { lastDropped: () => number } {
  const model = chatModelOf(options);
  const timeoutMs = options.timeoutMs ?? 120_000;
  let dropped = 0;
  return {
    name: 'openai-compatible',
    lastDropped: () => dropped,
    async write(material, signal) {
      const evidence = overviewEvidence(material, options.maxEvidence ?? 160);
      const answer = await generateStructured({
        model,
        system: SYSTEM,
        prompt: buildOverviewPrompt(material, evidence),
        schema: overviewSchema,
        timeoutMs,
        maxRetries: options.maxRetries ?? 1,
        signal,
        task: 'overview',
        schemaName: 'overview',
      });
      const verified = verifyOverview(material, answer, evidence);
      dropped = verified.dropped;
      return verified.sections;
    },
  };
}
