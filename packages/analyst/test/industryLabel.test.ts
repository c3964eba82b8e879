// A Capital IQ industry label ("Primary Industry": "Industrial Machinery") as activity evidence:
// resolved to NAICS 2022 through the classification index the criteria are read with, weighed like
// an Orbis code (below the company's own words), cited as the database field quoting the label.
import { describe, expect, it } from 'vitest';
import { createLocalProvider, databaseActivityCodes, descriptionSource, industryLabelCode, industryLabelCodes } from '../src/index.ts';

const local = createLocalProvider();
const machinery = { accept: ['manufacturers of industrial machinery and equipment'], reject: ['wholesale distributors of industrial products'] };

describe('industry labels as classification codes', () => {
  it.each([
    // A label naming only products is the makers' industry.
    ['Industrial Machinery', /^333/],
    ['Agricultural and Farm Machinery', /^333111/],
    ['Household Appliances', /^3352/],
    ['Tobacco', /^3122/],
    // A label naming a function is read in it.
    ['Trading Companies and Distributors', /^42/],
    ['Food Distributors', /^4244/],
    ['Application Software', /^513210/],
    ['Restaurants', /^7225/],
    ['Diversified Banks', /^522/],
    // Services named by their activity stay services.
    ['Advertising', /^5418/],
    ['Real Estate Services', /^531/],
    // ... even when a maker's index entries share their words: construction, not mineral products.
    ['Construction & Engineering', /^23/],
    // A label naming goods is read among their makers only: medical apparatus, not clinics (62);
    // and "care" is not "car" (railroad rolling stock, transportation equipment).
    ['Health Care Equipment', /^3(?:345|391)/],
    ['Personal Care Products', /^3[123](?!36)/],
  ])('%s -> NAICS %s', (label, code) => {
    expect(industryLabelCode(label)).toMatch(code);
  });

  it('reads no code from a label the classifications do not know', () => {
    expect(industryLabelCode('Other')).toBeNull();
    expect(industryLabelCodes('Other', 'Capital IQ Primary Industry')).toEqual([]);
  });

  it('reads a file row: Orbis codes and the industry label, each cited under its field', () => {
    const codes = databaseActivityCodes({ nace_code: '28.11', industry: 'Industrials (Primary); Machinery (Primary); Industrial Machinery (Primary); Building Products' }, 'Industry Classifications');
    expect(codes).toEqual([
      { scheme: 'nace', code: '28.11', field: 'NACE code', line: 'NACE code: 28.11' },
      {
        scheme: 'naics',
        code: expect.stringMatching(/^333/),
        label: 'Industrial Machinery',
        field: 'Capital IQ Industry Classifications',
        quote: 'Industrial Machinery',
        // The database record's line: the file's header and the cell as it gives them.
        line: 'Industry Classifications: Industrials (Primary); Machinery (Primary); Industrial Machinery (Primary); Building Products',
      },
    ]);
  });
});

describe('the label in the analysis', () => {
  const field = 'Capital IQ Primary Industry';

  it('is cited as the database field with the label as the quote, below what the company says', async () => {
    const text = 'Xi Machines Inc. designs and manufactures packaging machinery for food producers.';
    const company = { name: 'Xi Machines Inc.', activity_codes: industryLabelCodes('Trading Companies and Distributors', field) };
    const r = await local.analyze({ company, sources: [descriptionSource(text)], criteria: machinery });
    // The company's own words win: a maker, accepted, cited from its description.
    expect(r.decision).toBe('accept');
    expect(r.activities?.[0]?.code).toMatch(/^333/);
    expect(r.citations.every((c) => text.includes(c.quote))).toBe(true);
    const fromField = r.activities?.find((a) => a.citation?.source === field);
    expect(fromField?.code).toMatch(/^42/);
    expect(fromField?.score).toBeLessThan(1);
    expect(fromField?.citation).toMatchObject({ source: field, quote: 'Trading Companies and Distributors', location: field });
  });

  it('names the activity when the company says nothing of it, as an Orbis code does', async () => {
    const text = 'Kestrel Holdings Inc. was incorporated in 1987 and is headquartered in Cleveland, Ohio.';
    const withLabel = await local.analyze({ company: { name: 'Kestrel Holdings Inc.', activity_codes: industryLabelCodes('Industrial Machinery', field) }, sources: [descriptionSource(text)], criteria: machinery });
    const without = await local.analyze({ company: { name: 'Kestrel Holdings Inc.' }, sources: [descriptionSource(text)], criteria: machinery });
    expect(withLabel.activities?.[0]).toMatchObject({ code: expect.stringMatching(/^333/), citation: { source: field, quote: 'Industrial Machinery' } });
    expect(withLabel.core_function).toBe('full-fledged manufacturer');
    expect(without.core_function).toBeNull();
    expect(without.activities ?? []).toEqual([]);
  });
});
