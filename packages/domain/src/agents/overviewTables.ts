/**
 * The heads of an industry overview's tables (id, title, note, columns): one wording for the
 * analyst that fills them (packages/analyst overview/tables.ts) and for the fixtures of the screens.
 * The rows are computed by the analyst, never written by a model.
 */
export type OverviewColumnFormat = 'text' | 'integer' | 'money' | 'percent';

export interface OverviewColumn {
  readonly key: string;
  readonly label: string;
  readonly format: OverviewColumnFormat;
}

export interface OverviewTableHead {
  readonly id: 'companies' | 'financial_profile' | 'key_players';
  readonly title: string;
  readonly note: string;
  readonly columns: readonly OverviewColumn[];
}

/** The three tables of an overview of `industry` in `country`; money columns name the currency when known. */
export function overviewTableHeads(industry: string, country: string, currency: string | null | undefined): Record<OverviewTableHead['id'], OverviewTableHead> {
  const inCurrency = currency ? ` (${currency})` : '';
  return {
    companies: {
      id: 'companies',
      title: 'Companies',
      note: `The firm’s companies of ${industry} in ${country}, strongest match first. Operating margin is the weighted average over the years with data (Σ operating profit / Σ revenue).`,
      columns: [
        { key: 'company', label: 'Company', format: 'text' },
        { key: 'function', label: 'Function', format: 'text' },
        { key: 'tags', label: 'Products and markets', format: 'text' },
        { key: 'latest_year', label: 'Latest year', format: 'integer' },
        { key: 'revenue', label: `Revenue${inCurrency}`, format: 'money' },
        { key: 'operating_margin', label: 'Operating margin (weighted)', format: 'percent' },
        { key: 'years', label: 'Years', format: 'text' },
        { key: 'origin', label: 'Data from', format: 'text' },
      ],
    },
    financial_profile: {
      id: 'financial_profile',
      title: 'Financial profile by year',
      note: 'Medians and quartiles of the companies with data in each year (QUARTILE.INC).',
      columns: [
        { key: 'year', label: 'Year', format: 'integer' },
        { key: 'companies', label: 'Companies', format: 'integer' },
        { key: 'median_revenue', label: `Median revenue${inCurrency}`, format: 'money' },
        { key: 'om_lower', label: 'Operating margin, lower quartile', format: 'percent' },
        { key: 'om_median', label: 'Operating margin, median', format: 'percent' },
        { key: 'om_upper', label: 'Operating margin, upper quartile', format: 'percent' },
        { key: 'gm_median', label: 'Gross margin, median', format: 'percent' },
        { key: 'nm_median', label: 'Net margin, median', format: 'percent' },
      ],
    },
    key_players: {
      id: 'key_players',
      title: 'Key players by revenue',
      note: 'Revenue of each company’s latest year with data; share of the combined revenue of the companies in this overview.',
      columns: [
        { key: 'rank', label: 'Rank', format: 'integer' },
        { key: 'company', label: 'Company', format: 'text' },
        { key: 'year', label: 'Year', format: 'integer' },
        { key: 'revenue', label: `Revenue${inCurrency}`, format: 'money' },
        { key: 'share', label: 'Share', format: 'percent' },
      ],
    },
  };
}
