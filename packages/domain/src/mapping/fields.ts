/**
 * System fields and financial metrics that export columns map to, with the header wordings of
 * Orbis, TP Catalyst and Capital IQ (docs/transfer-pricing.md, "Company lists as users export
 * them"). Each synonym has a weight: 1 for the database's own wording, lower for looser ones.
 * Synonyms are written in normalized form (lower case, single spaces; see headers.ts).
 */
import { REPORTED_FINANCIAL_FIELDS } from '../tp/financials.ts';

export const SYSTEM_FIELDS = [
  'name',
  'bvd_id',
  'country',
  'city',
  'website',
  'email',
  'database_description',
  'nace_code',
  'sic_code',
  'naics_code',
  'industry',
  'independence_indicator',
  'guo_name',
  'shareholder_total_pct',
  'employees',
  'last_available_year',
] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** What a column can carry: the reported figures and the working-capital balances. */
export const FINANCIAL_METRICS = [...REPORTED_FINANCIAL_FIELDS, 'receivables', 'inventory', 'payables'] as const;
export type FinancialMetric = (typeof FINANCIAL_METRICS)[number];

type Synonyms = ReadonlyArray<readonly [string, number]>;

export const FIELD_SYNONYMS: Readonly<Record<SystemField, Synonyms>> = {
  name: [
    ['company name latin alphabet', 1],
    ['company name', 1],
    ['name', 0.9],
    ['company', 0.8],
    ['entity name', 0.9],
  ],
  bvd_id: [
    ['bvd id number', 1],
    ['bvd id', 1],
    ['bvd id no', 1],
  ],
  country: [
    ['country iso code', 1],
    ['country', 1],
    ['country code', 0.95],
    ['country/region', 0.9],
    ['country/region of incorporation', 0.9],
    ['company country', 0.9],
  ],
  city: [
    ['city', 1],
    ['city latin alphabet', 1],
    ['town', 0.8],
  ],
  website: [
    ['website address', 1],
    ['website', 1],
    ['web site', 0.95],
    ['company website', 0.95],
    ['url', 0.8],
    ['web address', 0.9],
  ],
  email: [
    ['e-mail address', 1],
    ['email address', 1],
    ['e-mail', 0.9],
    ['email', 0.9],
  ],
  database_description: [
    ['trade description (english)', 1],
    ['full overview', 0.95],
    ['long business description', 1],
    ['business description', 0.9],
    ['main activity', 0.85],
    ['main products and services', 0.8],
    ['products & services', 0.8],
    ['trade description in original language', 0.7],
    ['trade description', 0.9],
    ['description', 0.7],
  ],
  nace_code: [
    ['nace rev. 2, core code (4 digits)', 1],
    ['nace rev. 2 core code', 1],
    ['nace rev. 2, primary code(s)', 1],
    ['nace code', 0.9],
    ['nace', 0.8],
  ],
  sic_code: [
    ['us sic, primary code(s)', 1],
    ['us sic, core code (3 digits)', 1],
    ['sic code', 0.9],
    ['primary sic code', 0.95],
    ['us sic', 0.9],
    ['sic', 0.8],
  ],
  naics_code: [
    ['naics 2022, primary code(s)', 1],
    ['naics 2022, core code (4 digits)', 1],
    ['naics 2017, primary code(s)', 1],
    ['naics code', 0.9],
    ['naics', 0.8],
  ],
  // An industry named in words, not a code: Capital IQ's "Primary Industry" and "Industry
  // Classifications" (its GICS-based labels, e.g. "Industrial Machinery"); read as evidence by
  // the analysis through the classification index (mapping/industryField.ts).
  industry: [
    ['primary industry', 1],
    ['industry classifications', 0.95],
    ['industry classification', 0.9],
    ['primary industry classification', 1],
    ['industry', 0.8],
  ],
  independence_indicator: [
    ['bvd independence indicator', 1],
    ['independence indicator', 0.95],
  ],
  guo_name: [
    ['guo - name', 1],
    ['guo name', 1],
    ['global ultimate owner - name', 1],
    ['global ultimate owner', 0.8],
  ],
  shareholder_total_pct: [
    ['shareholder - total %', 1],
    ['shareholder total %', 1],
    ['shareholders - total %', 1],
  ],
  employees: [
    ['number of employees', 1],
    ['employees', 0.9],
    ['total employees', 0.95],
    ['number of staff', 0.8],
  ],
  last_available_year: [
    ['last avail. year', 1],
    ['last available year', 1],
    ['last avail. yr', 1],
  ],
};

export const METRIC_SYNONYMS: Readonly<Record<FinancialMetric, Synonyms>> = {
  revenue: [
    ['operating revenue (turnover)', 1],
    ['operating revenue', 0.95],
    ['turnover', 0.9],
    ['total revenue', 1],
    ['revenue', 0.95],
    ['revenues', 0.95],
    ['net sales', 0.95],
    ['sales', 0.9],
  ],
  cost_of_goods_sold: [
    ['costs of goods sold', 1],
    ['cost of goods sold', 1],
    ['cost of goods sold (cogs)', 1],
    ['cost of sales', 0.95],
    ['cost of revenue', 0.95],
    ['cost of revenues', 0.95],
    ['cogs', 0.9],
  ],
  gross_profit: [
    ['gross profit', 1],
    ['gross profit (loss)', 1],
    ['gross p/l', 1],
  ],
  operating_expenses: [
    ['total operating expenses', 1],
    ['operating expenses', 1],
    ['opex', 0.9],
    ['other operating expenses', 0.6],
  ],
  operating_profit: [
    ['operating p/l [=ebit]', 1],
    ['operating profit (loss) [ebit]', 1],
    ['operating profit (loss) [=ebit]', 1],
    ['operating income', 0.95],
    ['operating profit', 0.95],
    ['ebit', 0.9],
    ['operating p/l', 1],
  ],
  net_profit: [
    ['p/l for period [=net income]', 1],
    ['p/l for period [=net income/loss]', 1],
    ['profit (loss) for the period [=net income]', 1],
    ['net income', 0.95],
    ['net profit', 0.95],
    ['p/l for period', 0.95],
    ['net income (loss)', 0.95],
  ],
  total_assets: [
    ['total assets', 1],
    ['assets, total', 0.9],
  ],
  current_liabilities: [
    ['current liabilities', 1],
    ['total current liabilities', 1],
  ],
  receivables: [
    ['debtors', 1],
    ['trade receivables', 1],
    ['accounts receivable', 1],
    ['total receivables', 0.95],
    ['receivables', 0.9],
  ],
  inventory: [
    ['stock', 1],
    ['stocks', 1],
    ['inventories', 1],
    ['inventory', 1],
    ['total inventory', 1],
  ],
  payables: [
    ['creditors', 1],
    ['trade payables', 1],
    ['accounts payable', 1],
    ['payables', 0.9],
  ],
};
