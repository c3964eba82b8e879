/**
 * The material an industry overview is written from, built deterministically: which of the firm's
 * companies belong to the industry (their own words in the description and sources), each
 * company's function and tags (the Research Analyst's lexicon), its financials as a citable text
 * (one line per year) and its PLIs (domain package), and the yearly profile of the group.
 */
import { armsLengthRange, computePli, deriveFinancials, findIndustry, type IndustryDefinition, type PliResult } from '@quartile/domain';
import { collectEvidence, type CompanyEvidence, type EvidenceSentence } from '../analysis/evidence.ts';
import { coreFunction, tagsFor } from '../analysis/local.ts';
import { descriptionSource, createSource, locate } from '../sources/source.ts';
import { contentTerms, stem, tokenize } from '../text/retrieval.ts';
import type { Source } from '../types.ts';
import type { OverviewCitation, OverviewCompanyInput, OverviewInput, OverviewSource } from './types.ts';

export interface FinancialLine {
  readonly year: number;
  readonly text: string;
  readonly start: number;
}

export interface MatchedCompany {
  readonly input: OverviewCompanyInput;
  /** How strongly its own words place it in the industry. */
  readonly score: number;
  /** The sentence that best places it in the industry (cited in the market definition). */
  readonly industrySentence: EvidenceSentence | null;
  readonly evidence: CompanyEvidence;
  readonly fn: string | null;
  /** The sentence the function was read from. */
  readonly fnSentence: EvidenceSentence | null;
  readonly tags: readonly string[];
  /** Id of the financial-data source, when the company has financials. */
  readonly financialSourceId: string | null;
  readonly financialLines: readonly FinancialLine[];
  readonly latest: { readonly year: number; readonly revenue: number; readonly operatingProfit: number | null } | null;
  readonly om: PliResult;
  readonly gm: PliResult;
  readonly nm: PliResult;
}

export interface YearProfile {
  readonly year: number;
  readonly companies: number;
  readonly medianRevenue: number | null;
  readonly om: { readonly count: number; readonly median: number | null; readonly lower: number | null; readonly upper: number | null };
  readonly gmMedian: number | null;
  readonly nmMedian: number | null;
}

export interface Material {
  readonly industry: string;
  readonly country: string;
  readonly definition: IndustryDefinition | undefined;
  readonly companies: readonly MatchedCompany[];
  readonly sources: readonly OverviewSource[];
  /** Stored text of every source, by id, for citations and their verification. */
  readonly texts: ReadonlyMap<string, Source>;
  readonly profile: readonly YearProfile[];
  readonly currency: string | null;
  /** Companies of the country that were read and did not match the industry. */
  readonly consideredCount: number;
}

/**
 * An opening sentence must name the industry twice (a listed industry has many words), or once in
 * the identity sentence ("X is a ...") for a custom entry, which has only the user's own words.
 */
const OPENING_VALUE = { listed: 4, custom: 3 } as const;
const STRONG_MATCH = 8;
const OPENING_SENTENCES = 2;
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Terms of the industry: the listed industry's keywords plus the words of the entry itself. */
function industryTerms(industry: string, definition: IndustryDefinition | undefined): { phrases: string[]; stems: Set<string> } {
  const phrases = (definition?.keywords ?? []).filter((k) => k.includes(' '));
  const words = [...(definition?.keywords ?? []).filter((k) => !k.includes(' ')), ...contentTerms(industry)];
  return { phrases, stems: new Set(words.map(stem)) };
}

/** Weight of a sentence for the industry: its position weight for each distinct term it contains. */
function sentenceScore(text: string, terms: { phrases: string[]; stems: Set<string> }): number {
  const lower = text.toLowerCase();
  const seen = new Set(
    tokenize(lower)
      .map(stem)
      .filter((t) => terms.stems.has(t)),
  );
  const phrases = terms.phrases.filter((p) => lower.includes(p)).length;
  return seen.size + phrases;
}

export function financialText(company: OverviewCompanyInput): { text: string; lines: FinancialLine[] } {
  const lines: FinancialLine[] = [];
  let text = '';
  const years = [...company.financials].sort((a, b) => a.year - b.year);
  for (const y of years) {
    const d = deriveFinancials(y);
    const parts: string[] = [];
    const add = (label: string, v: number | null) => {
      if (v !== null) parts.push(`${label} ${NUMBER.format(v)}`);
    };
    add('revenue', d.revenue);
    add('cost of goods sold', d.cost_of_goods_sold);
    add('gross profit', d.gross_profit);
    add('operating profit', d.operating_profit);
    add('net profit', d.net_profit);
    add('total assets', d.total_assets);
    if (parts.length === 0) continue;
    const line = `FY${y.year}: ${parts.join('; ')}.`;
    lines.push({ year: y.year, text: line, start: text.length });
    text += `${line}\n`;
  }
  return { text, lines };
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return armsLengthRange(values, 'excel-inc').median;
}

function yearProfile(companies: readonly MatchedCompany[]): YearProfile[] {
  const years = [...new Set(companies.flatMap((c) => c.input.financials.map((f) => f.year)))].sort((a, b) => a - b);
  return years.map((year) => {
    const rows = companies
      .map((c) => c.input.financials.find((f) => f.year === year))
      .filter((f) => f !== undefined)
      .map((f) => deriveFinancials(f));
    const oms = rows
      .filter((r) => r.revenue && r.operating_profit !== null)
      .map((r) => (r.operating_profit as number) / (r.revenue as number));
    const gms = rows.filter((r) => r.revenue && r.gross_profit !== null).map((r) => (r.gross_profit as number) / (r.revenue as number));
    const nms = rows.filter((r) => r.revenue && r.net_profit !== null).map((r) => (r.net_profit as number) / (r.revenue as number));
    const range = oms.length > 0 ? armsLengthRange(oms, 'excel-inc') : null;
    return {
      year,
      companies: rows.filter((r) => r.revenue !== null).length,
      medianRevenue: median(rows.map((r) => r.revenue).filter((v): v is number => v !== null)),
      om: { count: oms.length, median: range?.median ?? null, lower: range?.lower ?? null, upper: range?.upper ?? null },
      gmMedian: median(gms),
      nmMedian: median(nms),
    };
  });
}

function toOverviewSource(source: Source, company: OverviewCompanyInput): OverviewSource {
  const title =
    source.kind === 'database_description'
      ? `${company.name}: database description${company.origin ? ` (${company.origin})` : ''}`
      : source.kind === 'annual_report'
        ? `${company.name}: ${source.document_name ?? 'annual report'}`
        : `${company.name}: ${source.url ?? source.location}`;
  return {
    id: source.id,
    kind: source.kind,
    title,
    url: source.url && /^https?:\/\//.test(source.url) ? source.url : null,
    company_name: company.name,
    // A database description has no retrieval time of its own (it came with the imported list).
    retrieved_at: source.kind === 'database_description' ? null : source.retrieved_at,
  };
}

export function buildMaterial(input: OverviewInput): Material {
  const definition = findIndustry(input.industry);
  const terms = industryTerms(input.industry, definition);
  const texts = new Map<string, Source>();
  const sources: OverviewSource[] = [];
  const matched: MatchedCompany[] = [];

  for (const company of input.companies) {
    const own: Source[] = [];
    if (company.description?.trim()) own.push(descriptionSource(company.description, { id: `description:${company.id}` }));
    own.push(...company.sources);
    if (own.length === 0) continue;
    const evidence = collectEvidence(own, { maxSentencesPerSource: 400 });
    let score = 0;
    let opening = false;
    let best: { sentence: EvidenceSentence; value: number } | null = null;
    for (const sentence of evidence.sentences) {
      const hits = sentenceScore(sentence.text, terms);
      if (hits === 0) continue;
      const value = hits * sentence.weight;
      score += value;
      if (sentence.index <= OPENING_SENTENCES && value >= OPENING_VALUE[definition ? 'listed' : 'custom']) opening = true;
      if (!best || value > best.value) best = { sentence, value };
    }
    // The analysis a person reviewed wins over a fresh reading of the same sources.
    const fn = company.core_function ?? coreFunction(evidence);
    // A company belongs to the industry when it defines itself by it (its opening sentences),
    // speaks of it throughout, or its function is one that defines the industry.
    const byFunction = fn !== null && (definition?.functions ?? []).includes(fn);
    if (!byFunction && !opening && score < STRONG_MATCH) continue;

    const fnSentence = functionSentence(evidence);
    const { text, lines } = financialText(company);
    let financialSourceId: string | null = null;
    if (text) {
      financialSourceId = `financials:${company.id}`;
      const data = createSource({ kind: 'database_description', text, id: financialSourceId, document_name: 'financials' });
      texts.set(data.id, data);
      const span = lines.length > 0 ? `FY${lines[0]?.year}–FY${lines.at(-1)?.year}` : '';
      sources.push({
        id: data.id,
        kind: 'financial_data',
        title: `${company.name}: financials ${span}${company.origin ? ` (${company.origin})` : ''}`,
        url: null,
        company_name: company.name,
        retrieved_at: null,
      });
    }
    for (const s of own) {
      texts.set(s.id, s);
      sources.push(toOverviewSource(s, company));
    }
    const latestYear = [...company.financials]
      .map((f) => deriveFinancials(f))
      .filter((f) => f.revenue !== null)
      .sort((a, b) => b.year - a.year)[0];
    matched.push({
      input: company,
      score,
      industrySentence: best?.sentence ?? null,
      evidence,
      fn,
      fnSentence,
      tags: tagsFor(evidence, 4),
      financialSourceId,
      financialLines: lines,
      latest: latestYear
        ? { year: latestYear.year, revenue: latestYear.revenue as number, operatingProfit: latestYear.operating_profit }
        : null,
      om: computePli(company.financials, 'OM'),
      gm: computePli(company.financials, 'GM'),
      nm: computePli(company.financials, 'NM'),
    });
  }
  // Strongest match first, then by name: the order is part of the deterministic result.
  matched.sort((a, b) => b.score - a.score || a.input.name.localeCompare(b.input.name, 'en'));
  const currencies = new Set(matched.map((c) => c.input.currency ?? null));
  return {
    industry: definition?.label ?? input.industry.trim(),
    country: input.country.trim(),
    definition,
    companies: matched,
    sources,
    texts,
    profile: yearProfile(matched),
    currency: currencies.size === 1 ? ([...currencies][0] ?? null) : null,
    consideredCount: input.companies.length,
  };
}

/** The sentence with the strongest hit of a function concept (what the function was read from). */
function functionSentence(evidence: CompanyEvidence): EvidenceSentence | null {
  const hit = [...evidence.hits]
    .filter((h) => h.concept !== 'limited_risk' && h.concept !== 'diversified')
    .sort((a, b) => b.weight - a.weight)[0];
  return hit?.sentence ?? evidence.sentences[0] ?? null;
}

/** A citation of a sentence of a stored source. */
export function citeSentence(material: Material, sentence: EvidenceSentence): OverviewCitation {
  const source = material.texts.get(sentence.sourceId);
  return { source_id: sentence.sourceId, quote: sentence.text, location: source ? locate(source, sentence.start) : sentence.sourceId };
}

/** A citation of one year of a company's financials. */
export function citeFinancials(company: MatchedCompany, year: number): OverviewCitation | null {
  const line = company.financialLines.find((l) => l.year === year);
  if (!line || !company.financialSourceId) return null;
  return { source_id: company.financialSourceId, quote: line.text, location: `FY${year} financials` };
}
