// The upload parser refuses a zip that lies about its unpacked size, a damaged workbook and a CSV
// saved as UTF-16, each with a message in the user's words (never a library's text).
import { describe, expect, it } from 'vitest';
import { utils, write } from 'xlsx';
import { parseCompanyFile } from '../src/features/benchmarks/companies/parse/parseCompanyFile.ts';
import { PARSE_MESSAGES } from '../src/features/benchmarks/companies/parse/limits.ts';
import { COMPANY_CSV, utf16 } from '../../../packages/domain/test/mapping/textFixtures.ts';
import { buildZip, deflated, deflatedZeros } from '../../../packages/domain/test/mapping/zipFixtures.ts';

const CSV = COMPANY_CSV;

function workbook(): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet([
      ['Company name', 'Country'],
      ['Acme', 'DE'],
    ]),
    'Results',
  );
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

describe('parseCompanyFile refusals', () => {
  it.each([
    ['UTF-16 LE with a byte-order mark (Excel "Unicode Text")', utf16(CSV, true, true)],
    ['UTF-16 BE with a byte-order mark', utf16(CSV, false, true)],
    ['UTF-16 LE without one', utf16(CSV, true, false)],
    ['UTF-32 LE with a byte-order mark', Uint8Array.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0, 0x2c, 0, 0, 0, 0x42, 0, 0, 0])],
  ])('asks for UTF-8 when a CSV is saved as %s', (_what, bytes) => {
    expect(parseCompanyFile(bytes, 'capiq.csv')).toEqual({ ok: false, message: PARSE_MESSAGES.notUtf8 });
    expect(PARSE_MESSAGES.notUtf8).toBe(
      'This CSV file is saved as UTF-16 or UTF-32 text, which cannot be read. In Excel, choose Save As > “CSV UTF-8 (Comma delimited)” and upload the new file.',
    );
  });

  it('refuses a workbook whose sheet declares 60 kB and inflates to 1.21 GB, within a second or two', () => {
    const bomb = buildZip([
      { name: '[Content_Types].xml', stored: deflated(new TextEncoder().encode('<Types/>')), declaredSize: 8 },
      { name: 'xl/worksheets/sheet1.xml', stored: deflatedZeros(1210), declaredSize: 60_000 },
    ]);
    const started = performance.now();
    expect(parseCompanyFile(bomb, 'orbis.xlsx')).toEqual({ ok: false, message: PARSE_MESSAGES.zipBomb });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('says a workbook with damaged compressed data cannot be read, and still reads a normal one', () => {
    const good = workbook();
    expect(parseCompanyFile(good, 'orbis.xlsx').ok).toBe(true);
    const damaged = good.slice();
    const sheet = Buffer.from(damaged).indexOf('xl/worksheets/sheet1.xml');
    damaged.fill(0xa5, sheet + 30, sheet + 60);
    expect(parseCompanyFile(damaged, 'orbis.xlsx')).toEqual({
      ok: false,
      message: 'The file could not be read as a CSV or Excel workbook.',
    });
    expect(parseCompanyFile(good.subarray(0, good.byteLength >> 1), 'orbis.xlsx')).toEqual({
      ok: false,
      message: 'The file could not be read as a CSV or Excel workbook.',
    });
  });
});
