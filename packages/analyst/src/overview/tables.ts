/** The overview's tables (computed, never written by a model): exported to XLSX one sheet each. */
import { overviewTableHeads } from '@quartile/domain';
import type { Material } from './material.ts';
import type { OverviewTable } from './types.ts';

export function buildTables(m: Material): OverviewTable[] {
  const heads = overviewTableHeads(m.industry, m.country, m.currency);
  const companies: OverviewTable = {
    ...heads.companies,
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
    ...heads.financial_profile,
    rows: m.profile.map((y) => [y.year, y.companies, y.medianRevenue, y.om.lower, y.om.median, y.om.upper, y.gmMedian, y.nmMedian]),
  };
  const sized = m.companies.filter((c) => c.latest).sort((a, b) => (b.latest?.revenue ?? 0) - (a.latest?.revenue ?? 0));
  const total = sized.reduce((sum, c) => sum + (c.latest?.revenue ?? 0), 0);
  const players: OverviewTable = {
    ...heads.key_players,
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
