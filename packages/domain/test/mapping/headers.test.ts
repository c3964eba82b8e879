// Header wordings from docs/transfer-pricing.md ("Company lists as users export them").
import { describe, expect, it } from 'vitest';
import {
  detectHeaderRow,
  normalizeNumberCell,
  parseHeader,
  parseNumberCell,
  parseUnit,
  pickSheet,
  proposeColumnMapping,
  recognizeHeader,
  resolveYear,
} from '../../src/index.ts';

const field = (h: string) => {
  const m = recognizeHeader(h).match;
  return m?.kind === 'field' ? m.field : m?.kind === 'metric' ? `metric:${m.metric}` : null;
};

describe('system fields', () => {
  it.each([
    ['Company name Latin alphabet', 'name'],
    ['Company name', 'name'],
    ['Company Name', 'name'],
    ['BvD ID number', 'bvd_id'],
    ['Country ISO code', 'country'],
    ['Country', 'country'],
    ['City\nLatin Alphabet', 'city'],
    ['Website address', 'website'],
    ['E-mail address', 'email'],
    ['Trade description (English)', 'database_description'],
    ['Trade description in original language', 'database_description'],
    ['Full overview', 'database_description'],
    ['Main activity', 'database_description'],
    ['Main products and services', 'database_description'],
    ['Products & services', 'database_description'],
    ['Long Business Description', 'database_description'],
    ['NACE Rev. 2, core code (4 digits)', 'nace_code'],
    ['US SIC, primary code(s)', 'sic_code'],
    ['NAICS 2022, primary code(s)', 'naics_code'],
    ['BvD Independence Indicator', 'independence_indicator'],
    ['GUO - Name', 'guo_name'],
    ['Shareholder - Total\n%', 'shareholder_total_pct'],
    ['Number of employees\nLast avail. yr', 'employees'],
    ['Last avail. year', 'last_available_year'],
  ])('%j → %s', (header, expected) => expect(field(header)).toBe(expected));

  it('the English trade description beats the original-language one', () => {
    const p = proposeColumnMapping(['Trade description in original language', 'Trade description (English)']);
    expect(p.fields.database_description?.index).toBe(1);
  });
  it('row-number and blank columns are not matched', () => {
    expect(recognizeHeader('').match).toBeNull();
    expect(recognizeHeader('Unnamed: 0').match).toBeNull();
    expect(recognizeHeader('Favourite colour').match).toBeNull();
  });
});

describe('financial metrics with units and periods', () => {
  it('Orbis multi-line header with unit and explicit year', () => {
    const r = recognizeHeader('Operating revenue (Turnover)\nth EUR\n2023');
    expect(r.match).toEqual({ kind: 'metric', metric: 'revenue', period: { kind: 'year', year: 2023 }, year: 2023, confidence: 1 });
    expect(r.unit).toMatchObject({ scale: 'th', multiplier: 1000, currency: 'EUR' });
  });
  it.each([
    ['Operating P/L [=EBIT]\nth EUR\n2022', 'operating_profit'],
    ['Operating profit (loss) [EBIT]\nm USD\n2021', 'operating_profit'],
    ['Gross profit\nth EUR\n2023', 'gross_profit'],
    ['Costs of goods sold\nth EUR\n2023', 'cost_of_goods_sold'],
    ['P/L for period [=Net income]\nth EUR\n2023', 'net_profit'],
    ['Total assets\nth EUR\n2023', 'total_assets'],
    ['Current liabilities\nth EUR\n2023', 'current_liabilities'],
    ['Debtors\nth EUR\n2023', 'receivables'],
    ['Stock\nth EUR\n2023', 'inventory'],
    ['Creditors\nth EUR\n2023', 'payables'],
    ['Total Revenue [FY 2022] ($USDmm, Historical rate)', 'revenue'],
    ['Cost Of Revenue [FY 2021] ($USDmm, Historical rate)', 'cost_of_goods_sold'],
  ])('%j → %s', (header, metric) => expect(field(header)).toBe(`metric:${metric}`));

  it('a unit line that carries the year ("th USD 2009") gives both, the year not swallowed by the unit', () => {
    const r = recognizeHeader('Operating revenue (Turnover)\nth USD 2009');
    expect(r.unit).toMatchObject({ multiplier: 1e3, currency: 'USD', text: 'th USD' });
    expect(r.match).toMatchObject({ kind: 'metric', metric: 'revenue', year: 2009 });
    expect(recognizeHeader('Operating P/L [=EBIT]\nm EUR 2023').match).toMatchObject({ kind: 'metric', metric: 'operating_profit', year: 2023 });
  });

  it('relative periods resolve against the last available year', () => {
    const r = recognizeHeader('Operating revenue (Turnover)\nth EUR\nYear - 2', { lastAvailableYear: 2023 });
    expect(r.match).toMatchObject({ kind: 'metric', period: { kind: 'relative', offset: -2 }, year: 2021 });
    const last = recognizeHeader('Operating revenue (Turnover)\nth EUR\nLast avail. yr');
    expect(last.match).toMatchObject({ period: { kind: 'last' }, year: null });
    expect(resolveYear({ kind: 'last' }, 2024)).toBe(2024);
    expect(resolveYear({ kind: 'relative', offset: -4 }, 2024)).toBe(2020);
    expect(resolveYear({ kind: 'relative', offset: -1 }, null)).toBeNull();
  });
  it('Capital IQ unit and period', () => {
    const h = parseHeader('Total Revenue [FY 2022] ($USDmm, Historical rate)');
    expect(h).toMatchObject({ label: 'total revenue', period: { kind: 'year', year: 2022 }, unit: { scale: 'm', multiplier: 1e6, currency: 'USD' } });
    expect(parseHeader('EBIT [LTM] ($USDth)').period).toEqual({ kind: 'last' });
  });
  it('ratio headers are not financial metrics', () => {
    expect(field('Gross margin (%)\n%\n2023')).toBeNull();
    expect(field('Operating revenue per employee\nth EUR\n2023')).toBeNull();
  });
  it('units: th / m / bn and currency', () => {
    expect(parseUnit('th USD')).toMatchObject({ multiplier: 1e3, currency: 'USD' });
    expect(parseUnit('m EUR')).toMatchObject({ multiplier: 1e6, currency: 'EUR' });
    expect(parseUnit('bn GBP')).toMatchObject({ multiplier: 1e9, currency: 'GBP' });
    expect(parseUnit('EUR')).toMatchObject({ multiplier: 1, currency: 'EUR' });
    expect(parseUnit('hello')).toBeNull();
  });
});

describe('cells', () => {
  it('n.a. and friends are missing, never 0', () => {
    for (const c of ['n.a.', 'n.s.', '', ' - ', null, undefined, NaN]) expect(parseNumberCell(c)).toBeNull();
  });
  it('parses separators and accounting negatives, and normalizes by the unit', () => {
    expect(parseNumberCell('1,234.5')).toBe(1234.5);
    expect(parseNumberCell('(120)')).toBe(-120);
    expect(parseNumberCell('-3.5')).toBe(-3.5);
    expect(parseNumberCell('12abc')).toBeNull();
    expect(normalizeNumberCell('1,234', 1000)).toBe(1_234_000);
  });
});

describe('sheet and header row', () => {
  it('prefers "Results" and ignores "Search summary"', () => {
    expect(pickSheet(['Search summary', 'Results'])).toBe('Results');
    expect(pickSheet(['Search summary', 'Export'])).toBe('Export');
    expect(pickSheet(['Search summary'])).toBeNull();
    expect(pickSheet([' results '])).toBe(' results ');
  });
  it('finds a Capital IQ header row below title rows', () => {
    const rows = [
      ['S&P Capital IQ', null, null],
      ['Screening results as of 2024-01-31', null, null],
      [],
      ['Company Name', 'Long Business Description', 'Total Revenue [FY 2022] ($USDmm, Historical rate)', 'EBIT [FY 2022] ($USDmm, Historical rate)'],
      ['Acme Corp', 'Distributes widgets', '120.5', 'n.a.'],
    ];
    const d = detectHeaderRow(rows);
    expect(d?.rowIndex).toBe(3);
    const p = proposeColumnMapping(d!.headers);
    expect(p.fields.name?.index).toBe(0);
    expect(p.fields.database_description?.index).toBe(1);
    expect(p.metrics.revenue?.[0]).toMatchObject({ index: 2, year: 2022, multiplier: 1e6 });
    expect(p.metrics.operating_profit?.[0]).toMatchObject({ index: 3, year: 2022 });
  });
  it('maps a full Orbis header row with a leading row-number column', () => {
    const headers = [
      '', 'Company name Latin alphabet', 'BvD ID number', 'Country ISO code', 'Website address', 'Trade description (English)',
      'BvD Independence Indicator', 'Operating revenue (Turnover)\nth EUR\n2023', 'Operating revenue (Turnover)\nth EUR\n2022',
      'Operating P/L [=EBIT]\nth EUR\n2023', 'Operating P/L [=EBIT]\nth EUR\n2022', 'Some custom column',
    ];
    const d = detectHeaderRow([headers, ['1', 'ACME GMBH', 'DE123', 'DE', 'acme.de', 'Wholesale', 'A+', '1,000', 'n.a.', '60', '55']]);
    expect(d?.rowIndex).toBe(0);
    const p = proposeColumnMapping(headers);
    expect(Object.keys(p.fields).sort()).toEqual(['bvd_id', 'country', 'database_description', 'independence_indicator', 'name', 'website']);
    expect(p.metrics.revenue?.map((c) => c.year)).toEqual([2022, 2023]);
    expect(p.metrics.operating_profit?.map((c) => c.index)).toEqual([10, 9]);
    expect(p.unmatched.map((u) => u.header)).toEqual(['Some custom column']);
    for (const c of p.metrics.revenue ?? []) expect(c.confidence).toBeGreaterThan(0.9);
  });
  it('returns null when no row looks like a header', () => {
    expect(detectHeaderRow([[1, 2], [3, 4]])).toBeNull();
  });
});
