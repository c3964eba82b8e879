// The Agents home (product-spec §2): a card per agent, with whether the caller's firm has it.
import type { Agent } from '@quartile/api';
import type { AuthContext } from '../auth/guard.ts';
import type { Config } from '../config/config.ts';

export function listAgents(provider: Config['analyst']['provider'], features: AuthContext['features']): Agent[] {
  return [
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
      provider,
      available: features.benchmarking,
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
      provider,
      available: features.benchmarking,
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
      provider,
      available: features.industryOverview,
    },
  ];
}
