// A database's industry named in words (Capital IQ "Primary Industry" / "Industry
// Classifications"): recognized as the `industry` field, kept as an attribute by the import, named
// in citations after its column, and split into the labels that name the company's activity.
import { describe, expect, it } from 'vitest';
import { buildImportRows, columnMappingRecord, industryFieldName, industryLabels, MAPPED_FIELD_LABELS, proposeColumnMapping, proposeFieldAssignment, recognizeHeader } from '../../src/index.ts';

describe('the industry field', () => {
  it.each([
    ['Primary Industry', 1],
    ['Industry Classifications', 0.95],
    ['Industry', 0.8],
  ])('recognizes the Capital IQ header %s', (header, confidence) => {
    expect(recognizeHeader(header).match).toEqual({ kind: 'field', field: 'industry', confidence });
  });

  it('is kept as an attribute by the import, with its column in the recorded mapping', () => {
    const headers = ['Company Name', 'Primary Industry', 'Long Business Description', 'Total Revenue [FY 2022] ($USDmm, Historical rate)'];
    const fields = proposeFieldAssignment(proposeColumnMapping(headers));
    expect(fields.industry).toBe(1);
    const rows = [headers, ['Kestrel Holdings Inc.', 'Industrial Machinery', 'Kestrel designs gearboxes.', 120.5]];
    expect(buildImportRows(rows, 0, fields, null).rows[0]!.attributes).toMatchObject({ industry: 'Industrial Machinery' });
    expect(columnMappingRecord(headers, fields, null)).toMatchObject({ 'Primary Industry': 'industry' });
    expect(MAPPED_FIELD_LABELS.industry).toBe('Industry');
  });

  it('names the column as a citation does: Capital IQ headers after the database, others as written', () => {
    expect(industryFieldName('Primary Industry')).toBe('Capital IQ Primary Industry');
    expect(industryFieldName('Industry Classifications')).toBe('Capital IQ Industry Classifications');
    expect(industryFieldName('  Sector\n(own)  ')).toBe('Sector (own)');
    expect(industryFieldName(null)).toBe('Industry');
  });

  it('reads the narrowest primary level of Industry Classifications, or each label of a plain cell', () => {
    expect(industryLabels('Industrials (Primary); Capital Goods (Primary); Machinery (Primary); Industrial Machinery (Primary); Agricultural and Farm Machinery')).toEqual([
      'Industrial Machinery',
    ]);
    expect(industryLabels('Industrial Machinery')).toEqual(['Industrial Machinery']);
    expect(industryLabels('Application Software; Systems Software; Application Software')).toEqual(['Application Software', 'Systems Software']);
    expect(industryLabels('A; B; C; D')).toEqual(['A', 'B', 'C']);
    expect(industryLabels('123; ;')).toEqual([]);
    expect(industryLabels(null)).toEqual([]);
  });
});
