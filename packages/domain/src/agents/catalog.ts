/**
 * The Agents home's cards (product-spec §2): what each agent does and where it runs, in one
 * wording for the server and the stories. Which firm has an agent follows from its feature switch.
 */
export interface AgentCard {
  readonly id: 'research_analyst' | 'review_analyst' | 'industry_overview';
  readonly name: string;
  readonly description: string;
  readonly capabilities: readonly string[];
  readonly runs_in: string;
  /** The firm feature that makes the agent available. */
  readonly feature: 'benchmarking' | 'industryOverview';
}

export const AGENT_CATALOG: readonly AgentCard[] = [
  {
    id: 'research_analyst',
    name: 'Research Analyst',
    description:
      'Finds each company’s sources (website, annual report, external profiles), extracts information with citations and judges comparability against your accept and reject criteria.',
    capabilities: [
      'Validates websites and gathers sources',
      'Identifies the core business function from a TNMM perspective',
      'Assigns product and service tags',
      'Accepts or rejects with reasoning, confidence and citations',
    ],
    runs_in: 'Benchmarks: Web Search and Accept/Reject',
    feature: 'benchmarking',
  },
  {
    id: 'review_analyst',
    name: 'Review Analyst',
    description:
      'Verifies sources and citations, flags comparability risks and runs independence checks; reviews your decisions with suggestions.',
    capabilities: [
      'Verifies every citation against its stored source',
      'Flags diversified offerings, segment mismatches and business model shifts',
      'Checks related-party links for independence',
      'Suggests a decision on each company you review',
    ],
    runs_in: 'Benchmarks: Human Review',
    feature: 'benchmarking',
  },
  {
    id: 'industry_overview',
    name: 'Industry Overview',
    description:
      'Writes an overview of an industry in a country from your firm’s own companies and sources: market definition, companies, size and financial profile, key players, risks and trends, every statement cited.',
    capabilities: [
      'Finds the industry’s companies in your benchmarks',
      'Median margins and ranges by year',
      'Key players, risks and trends from the gathered sources',
      'Exports to DOCX, PDF and XLSX',
    ],
    runs_in: 'Agents: Industry overviews',
    feature: 'industryOverview',
  },
];
