/**
 * The `local` overview writer (offline, deterministic): every statement is composed from the
 * material (matched companies, their functions, financial lines and the yearly profile) and cites
 * the sentences and financial lines it rests on, verbatim. Risks and trends are the sentences of
 * the companies' own sources that speak about them, grouped by theme.
 */
import type { EvidenceSentence } from '../analysis/evidence.ts';
import { article, listOf, money, percent } from './format.ts';
import { citeFinancials, citeSentence, type MatchedCompany, type Material } from './material.ts';
import { SECTION_TITLES, type OverviewCitation, type OverviewSection, type OverviewStatement, type SectionId } from './types.ts';

export interface OverviewWriter {
  readonly name: string;
  write(material: Material, signal?: AbortSignal): Promise<readonly OverviewSection[]>;
}

const MAX_COMPANY_STATEMENTS = 25;
const KEY_PLAYERS = 5;

interface Theme {
  readonly label: string;
  readonly cue: RegExp;
}

export const RISK_THEMES: readonly Theme[] = [
  {
    label: 'Litigation and regulatory exposure',
    cue: /\b(lawsuits?|litigation|complaints?|settlements?|fines?|penalt(?:y|ies)|regulat\w+|investigations?|antitrust|recalls?|sanctions)\b/i,
  },
  {
    label: 'Competition and pricing pressure',
    cue: /\b(competition|competitive pressure|highly competitive|pressure on prices|price pressure|pricing pressure|commoditi\w+)\b/i,
  },
  { label: 'Cyclical and macroeconomic demand', cue: /\b(cyclical|recession|downturn|economic conditions|slowdown|volatil\w+|crisis)\b/i },
  {
    label: 'Dependence on customers, suppliers or programmes',
    cue: /\b(depend(?:s|ent|ence)? (?:on|upon)|single customer|largest customers?|key customers?|sole supplier|government contracts?|contracts? with the (?:u\.s\.|united states) (?:government|department))\b/i,
  },
  {
    label: 'Financial and structural risk',
    cue: /\b(bankruptcy|bankrupt|debt|impairment|write-?downs?|losses|restructuring|divest\w*|bailout)\b/i,
  },
];

export const TREND_THEMES: readonly Theme[] = [
  {
    label: 'Acquisitions, mergers and spin-offs',
    cue: /\b(acquir\w+|acquisitions?|merg(?:er|ed|ers)|spin-?off|spun off|spun-off|divested)\b/i,
  },
  { label: 'Growth and expansion', cue: /\b(grew|growth|growing|expan\w+|new markets|opened|largest|fastest)\b/i },
  { label: 'Technology and new channels', cue: /\b(digital|e-?commerce|online|software|automation|cloud|electric vehicles?|renewable)\b/i },
  { label: 'Change of focus or name', cue: /\b(renamed|rebrand\w*|changed its name|formerly|refocus\w*|transform\w*)\b/i },
];

const cites = (...list: (OverviewCitation | null | undefined)[]): OverviewCitation[] => list.filter((c): c is OverviewCitation => !!c);

function statement(text: string, citations: OverviewCitation[]): OverviewStatement | null {
  return citations.length > 0 ? { text, citations } : null;
}

function section(id: SectionId, statements: (OverviewStatement | null)[]): OverviewSection {
  return { id, title: SECTION_TITLES[id], statements: statements.filter((s): s is OverviewStatement => s !== null) };
}

function functionPhrase(c: MatchedCompany): string {
  return c.fn ? article(c.fn) : 'a company whose function the sources do not show';
}

function marketDefinition(m: Material): OverviewSection {
  const n = m.companies.length;
  const top = m.companies.slice(0, 3);
  const scope = m.definition ? ` ${m.definition.definition}` : '';
  const opening = statement(
    `${m.industry} in ${m.country}:${scope} The firm’s data holds ${n} ${n === 1 ? 'company' : 'companies'} of this industry and country, read from ${m.sources.length} ${m.sources.length === 1 ? 'source' : 'sources'}.`,
    cites(...top.map((c) => (c.industrySentence ? citeSentence(m, c.industrySentence) : null))),
  );
  const byFunction = new Map<string, MatchedCompany[]>();
  for (const c of m.companies) if (c.fn) byFunction.set(c.fn, [...(byFunction.get(c.fn) ?? []), c]);
  const functions = [...byFunction.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const functionStatements = functions
    .slice(0, 4)
    .map(([fn, list]) =>
      statement(
        `${list.length} of the ${n} companies ${list.length === 1 ? 'reads' : 'read'} as ${fn === 'diversified' ? 'diversified groups' : `${fn}s`} (${listOf(list.slice(0, 4).map((c) => c.input.name))}${list.length > 4 ? ` and ${list.length - 4} more` : ''}).`,
        cites(...list.slice(0, 2).map((c) => (c.fnSentence ? citeSentence(m, c.fnSentence) : null))),
      ),
    );
  return section('market_definition', [opening, ...functionStatements]);
}

function companyStatements(m: Material): OverviewSection {
  const list = m.companies.slice(0, MAX_COMPANY_STATEMENTS).map((c) => {
    const size = c.latest ? `, with revenue of ${money(c.latest.revenue, m.currency)} in FY${c.latest.year}` : '';
    const margin =
      c.om.value !== null
        ? ` and a weighted operating margin of ${percent(c.om.value)} over FY${c.om.yearsUsed[0]}–FY${c.om.yearsUsed.at(-1)}`
        : '';
    const tags = c.tags.length > 0 ? ` Its sources point to ${listOf([...c.tags])}.` : '';
    return statement(
      `${c.input.name} is ${functionPhrase(c)}${size}${margin}.${tags}`,
      cites(c.fnSentence ? citeSentence(m, c.fnSentence) : null, ...(c.latest ? [citeFinancials(c, c.latest.year)] : [])),
    );
  });
  const rest = m.companies.length - MAX_COMPANY_STATEMENTS;
  if (rest > 0) {
    list.push(
      statement(
        `${rest} further ${rest === 1 ? 'company is' : 'companies are'} listed in the Companies table.`,
        cites(
          ...m.companies
            .slice(MAX_COMPANY_STATEMENTS, MAX_COMPANY_STATEMENTS + 2)
            .map((c) => (c.industrySentence ? citeSentence(m, c.industrySentence) : null)),
        ),
      ),
    );
  }
  return section('companies', list);
}

/** Companies whose ratio for `year` is closest to the value (the median's own data). */
function nearest(m: Material, year: number, value: number): MatchedCompany[] {
  const ratio = (c: MatchedCompany) => c.om.perYear.find((y) => y.year === year)?.ratio ?? null;
  return m.companies
    .filter((c) => ratio(c) !== null)
    .sort(
      (a, b) => Math.abs((ratio(a) as number) - value) - Math.abs((ratio(b) as number) - value) || a.input.name.localeCompare(b.input.name),
    )
    .slice(0, 2);
}

function financialProfile(m: Material): OverviewSection {
  const out: (OverviewStatement | null)[] = [];
  for (const y of m.profile) {
    if (y.om.median === null) continue;
    const range =
      y.om.lower !== null && y.om.upper !== null && y.om.count >= 4
        ? ` (interquartile range ${percent(y.om.lower)} to ${percent(y.om.upper)})`
        : '';
    out.push(
      statement(
        `FY${y.year}: the median operating margin of the ${y.om.count} ${y.om.count === 1 ? 'company' : 'companies'} with data was ${percent(y.om.median)}${range}; median revenue was ${money(y.medianRevenue, m.currency)}.`,
        cites(...nearest(m, y.year, y.om.median).map((c) => citeFinancials(c, y.year))),
      ),
    );
  }
  const sized = m.companies.filter((c) => c.latest).sort((a, b) => (b.latest?.revenue ?? 0) - (a.latest?.revenue ?? 0));
  const largest = sized[0];
  const smallest = sized.at(-1);
  if (largest?.latest && smallest?.latest && sized.length > 1) {
    out.push(
      statement(
        `Size ranges from ${money(smallest.latest.revenue, m.currency)} of revenue (${smallest.input.name}, FY${smallest.latest.year}) to ${money(largest.latest.revenue, m.currency)} (${largest.input.name}, FY${largest.latest.year}).`,
        cites(citeFinancials(smallest, smallest.latest.year), citeFinancials(largest, largest.latest.year)),
      ),
    );
  }
  const losses = m.companies.filter((c) => c.om.perYear.some((y) => y.ratio !== null && y.ratio < 0));
  if (losses.length > 0) {
    out.push(
      statement(
        `${losses.length} of the ${m.companies.length} ${m.companies.length === 1 ? 'company' : 'companies'} reported an operating loss in at least one year (${listOf(losses.slice(0, 4).map((c) => c.input.name))}${losses.length > 4 ? ` and ${losses.length - 4} more` : ''}).`,
        cites(
          ...losses.slice(0, 2).map((c) => {
            const year = c.om.perYear.find((y) => y.ratio !== null && y.ratio < 0)?.year;
            return year === undefined ? null : citeFinancials(c, year);
          }),
        ),
      ),
    );
  }
  return section('financial_profile', out);
}

function keyPlayers(m: Material): OverviewSection {
  const sized = m.companies
    .filter((c) => c.latest)
    .sort((a, b) => (b.latest?.revenue ?? 0) - (a.latest?.revenue ?? 0) || a.input.name.localeCompare(b.input.name));
  const total = sized.reduce((sum, c) => sum + (c.latest?.revenue ?? 0), 0);
  return section(
    'key_players',
    sized.slice(0, KEY_PLAYERS).map((c, i) => {
      const latest = c.latest as NonNullable<MatchedCompany['latest']>;
      const share =
        total > 0 && sized.length > 1
          ? `, ${percent(latest.revenue / total)} of the combined revenue of the companies in this overview`
          : '';
      return statement(
        `${i === 0 ? 'The largest' : `Number ${i + 1}`} by revenue is ${c.input.name}, ${functionPhrase(c)}, with ${money(latest.revenue, m.currency)} in FY${latest.year}${share}.`,
        cites(c.industrySentence ? citeSentence(m, c.industrySentence) : null, citeFinancials(c, latest.year)),
      );
    }),
  );
}

/** Sentences of the companies' sources about each theme; each sentence is used once. */
function themed(m: Material, themes: readonly Theme[], id: SectionId, used: Set<string>): OverviewSection {
  const out: (OverviewStatement | null)[] = [];
  for (const theme of themes) {
    const found: { company: MatchedCompany; sentence: EvidenceSentence }[] = [];
    for (const c of m.companies) {
      const sentence = c.evidence.sentences.find(
        (s) => theme.cue.test(s.text) && !used.has(`${s.sourceId}:${s.start}`) && s.text.length >= 25,
      );
      if (!sentence) continue;
      used.add(`${sentence.sourceId}:${sentence.start}`);
      found.push({ company: c, sentence });
      if (found.length >= 4) break;
    }
    if (found.length === 0) continue;
    const names = listOf(found.map((f) => f.company.input.name));
    out.push(
      statement(
        `${theme.label} is named in the sources of ${names}.`,
        found.map((f) => citeSentence(m, f.sentence)),
      ),
    );
  }
  return section(id, out);
}

/** Revenue and margin direction over the years of the group (trends in the data itself). */
function dataTrends(m: Material): OverviewStatement[] {
  const withData = m.profile.filter((y) => y.om.median !== null);
  const first = withData[0];
  const last = withData.at(-1);
  if (!first || !last || first.year === last.year || first.om.median === null || last.om.median === null) return [];
  const growers = m.companies.filter((c) => {
    const a = c.om.perYear.find((y) => y.year === first.year)?.denominator;
    const b = c.om.perYear.find((y) => y.year === last.year)?.denominator;
    return a !== undefined && b !== undefined && a !== null && b !== null && b > a;
  });
  const both = m.companies.filter(
    (c) => c.financialLines.some((l) => l.year === first.year) && c.financialLines.some((l) => l.year === last.year),
  );
  const direction = last.om.median > first.om.median ? 'rose' : last.om.median < first.om.median ? 'fell' : 'held';
  const example = nearest(m, last.year, last.om.median)[0];
  const s = statement(
    `The median operating margin ${direction} from ${percent(first.om.median)} in FY${first.year} to ${percent(last.om.median)} in FY${last.year}; ${growers.length} of the ${both.length} companies with both years grew their revenue.`,
    cites(...(example ? [citeFinancials(example, first.year), citeFinancials(example, last.year)] : [])),
  );
  return s ? [s] : [];
}

export function writeLocal(m: Material): OverviewSection[] {
  const used = new Set<string>();
  const risks = themed(m, RISK_THEMES, 'risks', used);
  const trends = themed(m, TREND_THEMES, 'trends', used);
  return [
    marketDefinition(m),
    companyStatements(m),
    financialProfile(m),
    keyPlayers(m),
    risks,
    { ...trends, statements: [...dataTrends(m), ...trends.statements] },
  ];
}

export function createLocalOverviewWriter(): OverviewWriter {
  return { name: 'local', write: async (material) => writeLocal(material) };
}
