// `quartile screen` on Excel workbooks: an Orbis-style export written with exceljs (a cover sheet,
// title rows above the header, numbers, a date, formula cells, rich text, empty cells and a blank
// row), and the files it must refuse (corrupt .xlsx, zip bomb, .xls, binary CSV, beyond the limits).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createScreenCommand } from '../src/commands/screen.ts';
import { UPLOAD_LIMIT_BYTES } from '../src/companyList/limits.ts';
import { readCompanyList } from '../src/companyList/readCompanyList.ts';
import { checkZip } from '@quartile/domain';
import { main } from '../src/main.ts';
import { declaredZip } from '../../../packages/domain/test/mapping/zipFixtures.ts';
import { jsonLines, quartile, screenFolder, testIO } from './helpers.ts';

const { dir, criteriaFile } = screenFolder('quartile-screen-xlsx-');

// Descriptions from ../shared/data/companies-dev/sp500_wikipedia_descriptions.csv (Wikipedia, CC BY-SA).
const DESCRIPTIONS = {
  gpc: 'Genuine Parts Company (GPC) is an American service organization engaged in the distribution of automotive replacement parts, industrial replacement parts, office products and electrical/electronic materials. GPC serves numerous customers from more than 2,600 operations around the world, and has approximately 48,000 employees. It owns the NAPA Auto Parts brand.',
  aos: 'A. O. Smith Corporation is an American manufacturer of both residential and commercial water heaters and boilers and the largest manufacturer and marketer of water heaters in North America. It also supplies water treatment products in the Asian market. The company has 24 locations worldwide, including five manufacturing facilities in North America, as well as plants in Bengaluru in India, Nanjing in China and Veldhoven in The Netherlands.',
  schein:
    "Henry Schein, Inc. is an American distributor of health care products and services with a presence in 32 countries. The company is a Fortune World's Most Admired Company and is ranked number one in its industry for social responsibility by Fortune magazine.",
};

const companiesXlsx = join(dir, 'orbis.xlsx');

/** An Orbis-style workbook: a cover sheet, then the list with two title rows above its header. */
async function orbisWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const cover = book.addWorksheet('Cover');
  cover.addRow(['Orbis export']);
  cover.addRow(['Search strategy', 'Active companies; NACE Rev. 2: 4690']);
  cover.addRow(['Exported', new Date(Date.UTC(2026, 10, 20))]);
  const list = book.addWorksheet('Companies');
  list.addRow(['Orbis - Bureau van Dijk']);
  list.addRow(['Export date', new Date(Date.UTC(2026, 10, 20))]);
  list.addRow([
    '',
    'Company name Latin alphabet',
    'Country ISO code',
    'Trade description (English)',
    'Website address',
    'Operating revenue (Turnover)\nth USD\nLast avail. yr',
    'Date of incorporation',
    'Revenue per employee\nth USD',
  ]);
  list.addRow([
    1,
    'Genuine Parts Company',
    'US',
    DESCRIPTIONS.gpc,
    'n.a.',
    22_100_000,
    new Date(Date.UTC(1928, 0, 1)),
    { formula: 'F4/48000', result: 460.41 },
  ]);
  // Rich text in the name, an empty website cell.
  list.addRow([
    2,
    { richText: [{ text: 'A. O. ' }, { font: { bold: true }, text: 'Smith' }] },
    'US',
    DESCRIPTIONS.aos,
    null,
    3_800_000,
    new Date(Date.UTC(1916, 0, 1)),
    null,
  ]);
  list.addRow([]);
  // A name given by a formula (its cached result is read), no financials.
  list.addRow([3, { formula: 'TRIM("  Henry Schein  ")', result: 'Henry Schein' }, 'US', DESCRIPTIONS.schein, null, null, null, null]);
  list.addRow([4, 'Nordic Holding AB', 'SE', 'n.a.', null, 'n.a.', null, null]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  writeFileSync(companiesXlsx, await orbisWorkbook());
});

describe('quartile screen on .xlsx', () => {
  it('reads the list sheet below its title rows and writes one line per company, in order (subprocess)', { timeout: 30_000 }, () => {
    const out = join(dir, 'out.jsonl');
    const r = quartile('screen', '--companies', companiesXlsx, '--criteria', criteriaFile, '--out', out, '--concurrency', '3');
    expect(r.stderr).toContain(`reading sheet "Companies" of ${companiesXlsx} (header on row 3)`);
    expect(r.status).toBe(0);
    const lines = jsonLines(readFileSync(out, 'utf8'));
    expect(lines.map((l) => [l.row, l.name, l.decision])).toEqual([
      [1, 'Genuine Parts Company', 'accept'],
      [2, 'A. O. Smith', 'reject'],
      [3, 'Henry Schein', 'accept'],
      [4, 'Nordic Holding AB', 'refrain'],
    ]);
    expect((lines[1]?.citations as { source: string; quote: string }[])[0]?.source).toBe('description');
  });

  it('reads cells as the upload does: numbers, dates as Excel serial numbers, formula results, rich text', () => {
    const read = readCompanyList(readFileSync(companiesXlsx), companiesXlsx, { usable: (f) => f.name !== undefined });
    if (!read.ok) throw new Error(read.message);
    expect(read.list).toMatchObject({
      kind: 'xlsx',
      sheet: 'Companies',
      sheetNames: ['Cover', 'Companies'],
      firstRow: 1,
      header: { rowIndex: 2 },
    });
    expect(read.list.fields).toMatchObject({
      name: { index: 1 },
      country: { index: 2 },
      database_description: { index: 3 },
      website: { index: 4 },
    });
    const rows = read.list.rows;
    // 1928-01-01 is day 10228 of Excel's 1900 date system.
    expect(rows[3]?.slice(4)).toEqual(['n.a.', 22_100_000, 10228, 460.41]);
    expect(rows[4]?.slice(0, 3)).toEqual([2, 'A. O. Smith', 'US']);
    expect(rows[4]?.[4]).toBeNull();
    expect(rows[5]).toEqual([]);
    expect(rows[6]?.[1]).toBe('Henry Schein');
  });

  it('reads the same companies from the workbook as from its CSV (in-process)', async () => {
    const csv = join(dir, 'orbis.csv');
    const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
    writeFileSync(
      csv,
      [
        ',Company name Latin alphabet,Country ISO code,Trade description (English),Website address',
        `1,Genuine Parts Company,US,${quote(DESCRIPTIONS.gpc)},n.a.`,
        `2,A. O. Smith,US,${quote(DESCRIPTIONS.aos)},`,
        `3,Henry Schein,US,${quote(DESCRIPTIONS.schein)},`,
        '4,Nordic Holding AB,SE,n.a.,',
      ].join('\n'),
    );
    const screen = async (file: string) => {
      let written = '';
      const io = testIO();
      expect(
        await createScreenCommand({ writeFile: (_p, t) => (written = t), env: {} }).run(
          ['--companies', file, '--criteria', criteriaFile, '--out', 'x.jsonl'],
          io,
        ),
      ).toBe(0);
      return { lines: jsonLines(written), err: io.errLines };
    };
    const fromXlsx = await screen(companiesXlsx);
    const fromCsv = await screen(csv);
    expect(fromXlsx.lines).toEqual(fromCsv.lines);
    expect(fromCsv.err.some((l) => l.startsWith('reading sheet'))).toBe(false);
    expect(new Set(fromXlsx.lines.map((l) => l.decision)).size).toBeGreaterThan(1);
  });

  it('refuses a corrupt workbook, a zip bomb, .xls and binary files with a one-line reason and exit code 2', async () => {
    const good = readFileSync(companiesXlsx);
    const truncated = join(dir, 'truncated.xlsx');
    writeFileSync(truncated, good.subarray(0, Math.floor(good.byteLength / 2)));
    const garbled = join(dir, 'garbled.xlsx');
    const damaged = Buffer.from(good);
    for (let i = 200; i < damaged.byteLength - 2_000; i += 7) damaged[i] = 0x5a;
    writeFileSync(garbled, damaged);
    const bomb = join(dir, 'bomb.xlsx');
    writeFileSync(bomb, declaredZip(10_000, 500_000_000));
    const xls = join(dir, 'old.xls');
    writeFileSync(xls, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]));
    const xlsNamedXlsx = join(dir, 'old-named.xlsx');
    writeFileSync(xlsNamedXlsx, readFileSync(xls));
    const workbookAsCsv = join(dir, 'workbook.csv');
    writeFileSync(workbookAsCsv, good);
    const binary = join(dir, 'binary.txt');
    writeFileSync(binary, Buffer.from([0x41, 0, 0x42, 0x0a]));
    const cases: [string, RegExp][] = [
      [truncated, /could not be read as an Excel workbook \(\.xlsx\); it may be corrupt/],
      [garbled, /could not be read as an Excel workbook \(\.xlsx\); it may be corrupt/],
      [bomb, /unpacks to far more data than a company list holds/],
      [xls, /Excel 97-2003 workbooks \(\.xls\) are not supported; save the sheet as \.xlsx or \.csv/],
      [xlsNamedXlsx, /Excel 97-2003 workbooks \(\.xls\) are not supported/],
      [workbookAsCsv, /a zip file, not CSV text: an Excel workbook must have the \.xlsx extension/],
      [binary, /not a CSV or \.xlsx file/],
    ];
    for (const [file, message] of cases) {
      // main() is what the process runs: a CliError becomes one stderr line and exit code 2.
      const io = testIO();
      expect({
        file,
        status: await main(['screen', '--companies', file, '--criteria', criteriaFile, '--out', join(dir, 'refused.jsonl')], io),
      }).toEqual({ file, status: 2 });
      expect(io.errLines).toHaveLength(1);
      expect(io.errLines[0]).toMatch(message);
      expect(io.errLines[0]?.startsWith(`quartile screen: --companies ${file}: `)).toBe(true);
    }
    // And as a process: no stack trace, nothing written.
    const r = quartile('screen', '--companies', garbled, '--criteria', criteriaFile, '--out', join(dir, 'garbled.jsonl'));
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `quartile screen: --companies ${garbled}: the file could not be read as an Excel workbook (.xlsx); it may be corrupt\n`,
    );
    expect(existsSync(join(dir, 'garbled.jsonl'))).toBe(false);
  });

  it('applies the upload limits: size, columns, rows', async () => {
    const run = async (file: string, bytes: Uint8Array) => {
      const io = { ...testIO(), readBytes: () => bytes };
      const cmd = createScreenCommand({ writeFile: () => {}, env: {} });
      try {
        await cmd.run(['--companies', file, '--criteria', criteriaFile, '--out', 'x.jsonl'], io);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(await run('huge.xlsx', new Uint8Array(UPLOAD_LIMIT_BYTES + 1))).toMatch(/larger than 20 MB/);
    const encode = (s: string) => new TextEncoder().encode(s);
    expect(await run('wide.csv', encode(`Company name,Website,${Array.from({ length: 499 }, (_, i) => `C${i}`).join(',')}\n`))).toMatch(
      /more than 500 columns/,
    );
    expect(await run('long.csv', encode(`Company name,Website\n${'Acme,acme.example\n'.repeat(20_001)}`))).toMatch(/more than 20,000 rows/);
    expect(await run('empty.xlsx', new Uint8Array())).toMatch(/the file is empty/);
  });

  it('names the sheets when no sheet holds a company list', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Cover').addRow(['Orbis export']);
    book.addWorksheet('Data').addRows([
      ['Ticker', 'Price'],
      ['AOS', 61.2],
    ]);
    const file = join(dir, 'nolist.xlsx');
    writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
    const r = quartile('screen', '--companies', file, '--criteria', criteriaFile, '--out', join(dir, 'o.jsonl'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/sheet "(Cover|Data)" of "Cover", "Data"/);
  });

  it('keeps the zip guard in step with the upload', async () => {
    expect(checkZip(readFileSync(companiesXlsx))).toEqual({ ok: true });
    expect(checkZip(declaredZip(100_000, 150_000))).toEqual({ ok: true });
    expect(checkZip(declaredZip(0xffffffff, 0xffffffff))).toEqual({ ok: false, reason: 'bomb' });
    expect(checkZip(new TextEncoder().encode('not a zip at all, long enough'))).toEqual({ ok: false, reason: 'not-zip' });
  });
});
