// Writes an Orbis-style company list (docs/transfer-pricing.md, "Company lists as users export
// them"): sheets "Results" and "Search summary", a leading unnamed row-number column, headers with
// line breaks (`Operating revenue (Turnover)\nth EUR\n2023`) and `n.a.` for missing figures.
// Used by `pnpm bench:import` and the end-to-end tests; deterministic for a given row count.
import { renderXlsx, type SheetCell } from '../../apps/server/src/documents/xlsx.ts';

export const ORBIS_METRICS = [
  'Operating revenue (Turnover)',
  'Costs of goods sold',
  'Gross profit',
  'Operating expenses',
  'Operating P/L [=EBIT]',
  'P/L for period [=Net income]',
  'Total assets',
  'Current liabilities',
] as const;

const IDENTITY = ['', 'Company name Latin alphabet', 'Country ISO code', 'BvD ID number', 'City\nLatin Alphabet', 'Website address', 'Trade description (English)', 'BvD Independence Indicator'];
const COUNTRIES = ['DE', 'FR', 'NL', 'ES', 'IT', 'PL', 'SE', 'AT'];
const STEMS = ['Nordwind', 'Alpine', 'Baltic', 'Iberia', 'Polder', 'Danube', 'Rhine', 'Carpathia', 'Fjord', 'Adriatic'];
const KINDS = ['Logistics', 'Components', 'Freight', 'Distribution', 'Trading', 'Services'];
const INDICATORS = ['A+', 'A', 'A-', 'B+', 'B', 'C', 'D', 'U'];

export interface OrbisOptions {
  rows: number;
  years: readonly number[];
  /** Overrides for the first rows (e2e: an invalid website, a missing country). */
  firstRows?: readonly { name?: string; country?: string | null; website?: string | null }[];
}

export function orbisHeaders(years: readonly number[]): string[] {
  const sorted = [...years].sort((a, b) => b - a);
  return [...IDENTITY, ...ORBIS_METRICS.flatMap((m) => sorted.map((y) => `${m}\nth EUR\n${y}`))];
}

export function orbisRows({ rows, years, firstRows = [] }: OrbisOptions): SheetCell[][] {
  const sorted = [...years].sort((a, b) => b - a);
  return Array.from({ length: rows }, (_, i) => {
    const override = firstRows[i] ?? {};
    const name = override.name ?? `${STEMS[i % STEMS.length]} ${KINDS[(i * 7) % KINDS.length]} ${i + 1}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const revenue = 2_000 + ((i * 7919) % 248_000);
    const figures = ORBIS_METRICS.flatMap((_, m) =>
      sorted.map((_y, k) => {
        if ((i + m + k) % 37 === 0) return 'n.a.';
        const r = Math.round(revenue * (1 - k * 0.04));
        return [r, Math.round(r * 0.7), Math.round(r * 0.3), Math.round(r * 0.24), Math.round(r * (((i % 9) - 2) / 100)), Math.round(r * 0.03), Math.round(r * 0.8), Math.round(r * 0.2)][m]!;
      }),
    );
    return [
      i + 1,
      name,
      override.country === undefined ? COUNTRIES[(i * 3) % COUNTRIES.length]! : override.country,
      `${COUNTRIES[(i * 3) % COUNTRIES.length]}${String(100000 + i)}`,
      'Hamburg',
      override.website === undefined ? `www.${slug}.example.com` : override.website,
      `Wholesale distribution of industrial components, firm ${i + 1}.`,
      INDICATORS[i % INDICATORS.length]!,
      ...figures,
    ];
  });
}

export async function orbisWorkbook(options: OrbisOptions): Promise<Buffer> {
  const headers = orbisHeaders(options.years);
  return renderXlsx(
    [
      { name: 'Search summary', columns: [{ label: 'Step' }, { label: 'Search criteria' }, { label: 'Result' }], rows: [[1, 'World region: Europe', 120000], [2, 'NACE Rev. 2: 4690', options.rows]] },
      { name: 'Results', columns: headers.map((label) => ({ label })), rows: orbisRows(options) },
    ],
    { title: 'Orbis export' },
  );
}
