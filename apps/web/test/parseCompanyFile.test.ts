// The browser's reading of company lists (run here in Node; the page runs it in a Web Worker):
// Orbis workbooks, Capital IQ CSVs, and the files it must refuse.
import { describe, expect, it } from 'vitest';
import { utils, write } from 'xlsx';
import { parseCompanyFile } from '../src/features/benchmarks/companies/parse/parseCompanyFile.ts';
import { checkZip } from '@quartile/domain';
import { declaredZip } from '../../../packages/domain/test/mapping/zipFixtures.ts';

function workbook(sheets: Record<string, unknown[][]>): Uint8Array {
  const book = utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) utils.book_append_sheet(book, utils.aoa_to_sheet(rows), name);
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('parseCompanyFile', () => {
  it('reads the Results sheet of an Orbis workbook, not the Search summary, and maps its columns', () => {
    const bytes = workbook({
      'Search summary': [['Step', 'Criteria'], [1, 'NACE 4690']],
      Results: [
        ['', 'Company name Latin alphabet', 'Country ISO code', 'Website address', 'Operating revenue (Turnover)\nth EUR\n2023'],
        [1, 'Kallio Industrial Oy', 'FI', 'kallio.fi', 48200],
        [2, 'Brennero SpA', 'IT', 'n.a.', 'n.a.'],
      ],
    });
    const out = parseCompanyFile(bytes, 'orbis.xlsx');
    if (!out.ok) throw new Error(out.message);
    expect(out.file.sheetNames).toEqual(['Search summary', 'Results']);
    expect(out.file.sheet).toBe('Results');
    expect(out.file.headerRow).toBe(0);
    expect(out.file.dataRowCount).toBe(2);
    expect(out.file.proposal.fields).toMatchObject({ name: { index: 1 }, country: { index: 2 }, website: { index: 3 } });
    expect(out.file.proposal.metrics.revenue?.[0]).toMatchObject({ index: 4, year: 2023, multiplier: 1000 });
    expect(out.file.rows[1]?.[4]).toBe(48200);
    const other = parseCompanyFile(bytes, 'orbis.xlsx', { sheet: 'Search summary' });
    expect(other.ok && other.file.sheet).toBe('Search summary');
  });

  it('finds a CSV header row below a title block and reads Windows-1252 text', () => {
    const csv = 'Screening report\nRun on 2025-03-01\n\nCompany Name,Country,Website\nSoci\xe9t\xe9 G\xe9n\xe9rale Pompes,France,pompes.fr\n';
    const bytes = Uint8Array.from(csv, (c) => c.charCodeAt(0));
    const out = parseCompanyFile(bytes, 'capiq.csv');
    if (!out.ok) throw new Error(out.message);
    expect(out.file.headerRow).toBe(3);
    expect(out.file.rows[4]?.[0]).toBe('Société Générale Pompes');
  });

  it('refuses other content, empty files, binary CSVs and files beyond the limits', () => {
    expect(parseCompanyFile(encode('hello'), 'notes.txt')).toEqual({ ok: false, message: 'Upload a CSV or Excel file' });
    expect(parseCompanyFile(new Uint8Array(), 'empty.csv')).toEqual({ ok: false, message: 'The file is empty.' });
    expect(parseCompanyFile(new Uint8Array([0x41, 0, 0x42]), 'binary.csv').ok).toBe(false);
    expect(parseCompanyFile(encode('Company,Country\n'), 'fake.xlsx')).toEqual({ ok: false, message: 'The file could not be read as a CSV or Excel workbook.' });
    const wide = `${Array.from({ length: 501 }, (_, i) => `C${i}`).join(',')}\n`;
    expect(parseCompanyFile(encode(wide), 'wide.csv')).toEqual({ ok: false, message: 'The sheet has more than 500 columns.' });
    const long = `Company name,Country\n${'Acme,DE\n'.repeat(20_001)}`;
    expect(parseCompanyFile(encode(long), 'long.csv')).toMatchObject({ ok: false, message: expect.stringMatching(/more than 20,000 rows/) });
  });

  it('keeps a long cell only to one character past the limit, so the import sees it is too long', () => {
    const out = parseCompanyFile(encode(`Company name,Country,Website\n${'x'.repeat(30_000)},DE,a.de\n`), 'long-cell.csv');
    expect(out.ok && String(out.file.rows[1]?.[0]).length).toBe(20_001);
  });
});

describe('checkZip', () => {
  it('accepts an ordinary workbook and refuses zip bombs and non-zips', () => {
    expect(checkZip(workbook({ Results: [['Company name', 'Country'], ['Acme', 'DE']] }))).toEqual({ ok: true });
    expect(checkZip(declaredZip(100_000, 150_000))).toEqual({ ok: true });
    expect(checkZip(declaredZip(10_000, 500_000_000))).toEqual({ ok: false, reason: 'bomb' });
    expect(checkZip(declaredZip(0xffffffff, 0xffffffff))).toEqual({ ok: false, reason: 'bomb' });
    expect(checkZip(encode('not a zip at all'))).toEqual({ ok: false, reason: 'not-zip' });
  });
});
