// The wizard's plan on header variants users export (docs/transfer-pricing.md): Orbis with
// explicit years and relative periods, TP Catalyst, Capital IQ, and a hand-made CSV.
import { describe, expect, it } from 'vitest';
import {
  attributeLabel,
  buildImportRows,
  columnMappingRecord,
  detectHeaderRow,
  proposeColumnMapping,
  proposeFieldAssignment,
  proposeFinancialColumns,
  recognizedFinancialMetrics,
  suggestYears,
  unitText,
  validateMapping,
} from '../../src/index.ts';

const ORBIS = [
  '',
  'Company name Latin alphabet',
  'Country ISO code',
  'BvD ID number',
  'Website address',
  'Trade description (English)',
  'BvD Independence Indicator',
  'Operating revenue (Turnover)\nth EUR\n2023',
  'Operating revenue (Turnover)\nth EUR\n2022',
  'Operating P/L [=EBIT]\nth EUR\n2023',
  'Operating P/L [=EBIT]\nth EUR\n2022',
  'Costs of goods sold\nth EUR\n2023',
];

describe('field assignment', () => {
  it('maps an Orbis export: identity fields, description and the indicator as an attribute', () => {
    const fields = proposeFieldAssignment(proposeColumnMapping(ORBIS));
    expect(fields).toMatchObject({ name: 1, country: 2, bvd_id: 3, website: 4, database_description: 5, independence_indicator: 6 });
    expect(validateMapping({ name: ORBIS[1], country: ORBIS[2], website: ORBIS[4] })).toBeNull();
  });

  it('maps Capital IQ and a plain CSV; a list without a website misses it by name', () => {
    const capIq = ['Company Name', 'Country/Region', 'Long Business Description', 'Total Revenue [FY 2022] ($USDmm, Historical rate)'];
    const fields = proposeFieldAssignment(proposeColumnMapping(capIq));
    expect(fields).toEqual({ name: 0, country: 1, database_description: 2 });
    const mapping = Object.fromEntries(Object.entries(fields).map(([f, i]) => [f, capIq[i]]));
    expect(validateMapping(mapping)).toBe('Missing required fields: Website');
  });

  it('finds a header row that is not the first (Capital IQ title rows)', () => {
    const rows = [['S&P Capital IQ screening report'], ['Run on 2025-03-01'], [], ['Company Name', 'Country', 'Website'], ['Acme', 'US', 'acme.com']];
    expect(detectHeaderRow(rows)?.rowIndex).toBe(3);
  });
});

describe('financial columns', () => {
  it('pre-fills explicit years with their units inside the chosen range', () => {
    const cols = proposeFinancialColumns(ORBIS, { startYear: 2023, endYear: 2023 });
    expect(cols).toEqual([
      { metric: 'revenue', year: 2023, column: 7, scale: 'th', currency: 'EUR' },
      { metric: 'cost_of_goods_sold', year: 2023, column: 11, scale: 'th', currency: 'EUR' },
      { metric: 'operating_profit', year: 2023, column: 9, scale: 'th', currency: 'EUR' },
    ]);
    expect(unitText(cols[0]!)).toBe('th EUR');
  });

  it('resolves relative periods against the last available year', () => {
    const headers = ['Company name', 'Operating revenue (Turnover)\nm USD\nLast avail. yr', 'Operating revenue (Turnover)\nm USD\nYear - 1', 'Operating revenue (Turnover)\nm USD\nYear - 2'];
    expect(suggestYears(headers)).toEqual({ years: [], relative: true, maxOffset: 2 });
    const cols = proposeFinancialColumns(headers, { startYear: 2021, endYear: 2023, lastAvailableYear: 2023 });
    expect(cols.map((c) => [c.year, c.column, c.scale])).toEqual([
      [2021, 3, 'm'],
      [2022, 2, 'm'],
      [2023, 1, 'm'],
    ]);
    expect(proposeFinancialColumns(headers, { startYear: 2021, endYear: 2023 })).toEqual([]);
  });

  it('lists the financial metrics the headers carry, whatever their year, and none for a plain list', () => {
    expect(recognizedFinancialMetrics(ORBIS)).toEqual(['revenue', 'cost_of_goods_sold', 'operating_profit']);
    // Relative years count too: the last available year is only asked for later.
    expect(recognizedFinancialMetrics(['Company name', 'Operating revenue (Turnover)\nm USD\nLast avail. yr'])).toEqual(['revenue']);
    // A ratio is not a figure to import.
    expect(recognizedFinancialMetrics(['Company Name', 'Country', 'Website', 'Operating margin (%) 2023'])).toEqual([]);
  });
});

describe('blank rows of a CSV file (new-user trial, 2026-11-27)', () => {
  const fields = { name: 0, country: 1 } as const;
  // Rows as Papa Parse gives "Company,Country\nAcme GmbH,DE\nBeta SpA,IT\n": the final line break is a last row [""].
  const csv = [['Company', 'Country'], ['Acme GmbH', 'DE'], ['Beta SpA', 'IT']];

  it('does not count the line break that ends the file as a blank row', () => {
    const { rows, blankRows } = buildImportRows([...csv, ['']], 0, fields, null);
    expect(rows.map((r) => r.name)).toEqual(['Acme GmbH', 'Beta SpA']);
    expect(blankRows).toBe(0);
  });

  it('still counts a blank row in the middle, and a blank line before the final line break', () => {
    expect(buildImportRows([csv[0]!, csv[1]!, [''], csv[2]!, ['']], 0, fields, null).blankRows).toBe(1);
    expect(buildImportRows([...csv, [''], ['']], 0, fields, null).blankRows).toBe(1);
    // A blank row of a spreadsheet (a cell per column) at the end is a row of the file.
    expect(buildImportRows([...csv, [null, null]], 0, fields, null).blankRows).toBe(1);
  });
});

describe('import rows', () => {
  const rows = [
    ['Quartile export', null],
    ORBIS,
    ['1', 'Acme GmbH', 'DE', 'DE123', 'acme.de', 'Makes pumps', 'A+', '1,200', '1000', '(50)', 'n.a.', '700'],
    [null, '', '', null, '', '', '', '', '', '', '', ''],
    ['3', 'Beta SpA', '', null, 'not a url', null, 'D', 'n.a.', 'n.a.', 'n.a.', 'n.a.', 'n.a.'],
  ];

  it('normalizes units, keeps missing as null, numbers file rows and counts blank rows', () => {
    const fields = proposeFieldAssignment(proposeColumnMapping(ORBIS));
    const columns = proposeFinancialColumns(ORBIS, { startYear: 2022, endYear: 2023 });
    const plan = { include: true, pli: 'OM' as const, startYear: 2022, endYear: 2023, columns };
    const { rows: out, blankRows } = buildImportRows(rows, 1, fields, plan);
    expect(blankRows).toBe(1);
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({
      row: 3,
      name: 'Acme GmbH',
      bvd_id: 'DE123',
      country: 'DE',
      website: 'acme.de',
      database_description: 'Makes pumps',
      attributes: { independence_indicator: 'A+' },
      financial_data: [
        { year: 2022, revenue: 1_000_000, operating_profit: null },
        { year: 2023, revenue: 1_200_000, cost_of_goods_sold: 700_000, operating_profit: -50_000 },
      ],
    });
    // Nothing but "n.a.": no financial years at all, the missing country stays missing.
    expect(out[1]).toMatchObject({ row: 5, country: null, website: 'not a url', financial_data: [] });
  });

  it('refuses a row with a text over its limit, with the field and the limit in words, and cuts nothing', () => {
    const fields = proposeFieldAssignment(proposeColumnMapping(ORBIS));
    const long = [
      ORBIS,
      ['1', 'N'.repeat(301), 'DE', null, null, null, 'A+', null, null, null, null, null],
      ['2', 'Fine GmbH', 'DE', null, null, 'D'.repeat(20_001), 'A', null, null, null, null, null],
      ['3', 'Also Fine', 'DE', null, null, 'D'.repeat(20_000), 'X'.repeat(5001), null, null, null, null, null],
      ['4', 'Kept AG', 'DE', null, null, 'D'.repeat(20_000), 'B', null, null, null, null, null],
    ];
    const { rows: out, refused } = buildImportRows(long, 0, fields, null);
    expect(refused).toEqual([
      { row: 2, reason: 'The company name is longer than 300 characters; shorten it in the file and upload again.' },
      { row: 3, reason: 'The description is longer than 20,000 characters; shorten it in the file and upload again.' },
      { row: 4, reason: `The "${ORBIS[6]}" cell is longer than 5,000 characters; shorten it in the file and upload again.` },
    ]);
    expect(out.map((r) => [r.row, r.name, r.database_description?.length])).toEqual([[5, 'Kept AG', 20_000]]);
  });

  it('labels kept attributes by their field name, other keys in words', () => {
    expect(attributeLabel('sic_code')).toBe('US SIC code');
    expect(attributeLabel('independence_indicator')).toBe('BvD independence indicator');
    expect(attributeLabel('listed_on')).toBe('Listed on');
  });

  it('imports no financials when they are not included', () => {
    const fields = proposeFieldAssignment(proposeColumnMapping(ORBIS));
    const { rows: out } = buildImportRows(rows, 1, fields, { include: false, pli: 'OM', startYear: 2022, endYear: 2023, columns: proposeFinancialColumns(ORBIS, { startYear: 2022, endYear: 2023 }) });
    expect(out[0]?.financial_data).toEqual([]);
  });

  it('records the mapping by header for audit', () => {
    const fields = { name: 1, country: 2 };
    const record = columnMappingRecord(ORBIS, fields, { include: true, pli: 'OM', startYear: 2023, endYear: 2023, columns: [{ metric: 'revenue', year: 2023, column: 7, scale: 'th', currency: 'EUR' }] });
    expect(record).toEqual({ 'Company name Latin alphabet': 'name', 'Country ISO code': 'country', 'Operating revenue (Turnover)\nth EUR\n2023': 'revenue 2023' });
  });
});
