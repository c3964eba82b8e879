/** The overview's tables (computed, never written by a model): exported to XLSX one sheet each. */
import type { Material } from './material.ts';
import type { OverviewTable } from './types.ts';

export function buildTables(m: Material): OverviewTable[] {
  const currency = m.currency ? ` (${m.currency})` : '';
  const companies: OverviewTable = {
    id: 'companies',
    title: 'Companies',
    note: `The firm’s companies of ${m.industry} in ${m.country}, strongest match first. Operating margin is the weighted average over the years with data (Σ operating profit / Σ revenue).`,
    columns: [
      { key: 'company', label: 'Company', format: 'text' },
      { key: 'function', label: 'Function', format: 'text' },
      { key: 'tags', label: 'Products and markets', format: 'text' },
      { key: 'latest_year', label: 'Latest year', format: 'integer' },
      { key: 'revenue', label: `Revenue${currency}`, format: 'money' },
      { key: 'operating_margin', label: 'Operating margin (weighted)', format: 'percent' },
      { key: 'years', label: 'Years', format: 'text' },
      { key: 'origin', label: 'Data from', format: 'text' },
    ],
    rows: m.companies.map((c) => [
      c.input.name,
      c.fn,
      c.tags.join(', ') || null,
      c.latest?.year ?? null,
      c.latest?.revenue ?? null,
      c.om.value,
      c.om.yearsUsed.length > 0 ? c.om.yearsUsed.join(', ') : null,
      c.input.origin ?? null,
    ]),
  };
  const profile: OverviewTable = {
    id: 'financial_profile',
    title: 'Financial profile by year',
    note: 'Medians and quartiles of the companies with data in each year (QUARTILE.INC).',
    columns: [
      { key: 'year', label: 'Year', format: 'integer' },
      { key: 'companies', label: 'Companies', format: 'integer' },
      { key: 'median_revenue', label: `Median revenue${currency}`, format: 'money' },
      { key: 'om_lower', label: 'Operating margin, lower quartile', format: 'percent' },
      { key: 'om_median', label: 'Operating margin, median', format: 'percent' },
      { key: 'om_upper', label: 'Operating margin, upper quartile', format: 'percent' },
      { key: 'gm_median', label: 'Gross margin, median', format: 'percent' },
      { key: 'nm_median', label: 'Net margin, median', format: 'percent' },
    ],
    rows: m.profile.map((y) => [y.year, y.companies, y.medianRevenue, y.om.lower, y.om.median, y.om.upper, y.gmMedian, y.nmMedian]),
  };
  const sized = m.companies.filter((c) => c.latest).sort((a, b) => (b.latest?.revenue ?? 0) - (a.latest?.revenue ?? 0));
  const total = sized.reduce((sum, c) => sum + (c.latest?.revenue ?? 0), 0);
  const players: OverviewTable = {
    id: 'key_players',
    title: 'Key players by revenue',
    note: 'Revenue of each company’s latest year with data; share of the combined revenue of the companies in this overview.',
    columns: [
      { key: 'rank', label: 'Rank', format: 'integer' },
      { key: 'company', label: 'Company', format: 'text' },
      { key: 'year', label: 'Year', format: 'integer' },
      { key: 'revenue', label: `Revenue${currency}`, format: 'money' },
      { key: 'share', label: 'Share', format: 'percent' },
    ],
    rows: sized
      .slice(0, 10)
      .map((c, i) => [
        i + 1,
        c.input.name,
        c.latest?.year ?? null,
        c.latest?.revenue ?? null,
        total > 0 ? (c.latest?.revenue ?? 0) / total : null,
      ]),
  };
  return [companies, profile, players];
}
