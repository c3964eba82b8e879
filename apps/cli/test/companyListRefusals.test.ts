// `quartile screen` refuses a zip that lies about its unpacked size, a damaged workbook and a CSV
// saved as UTF-16, each with a reason in the operator's words (never a library's text).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils, write } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '../src/companyList/limits.ts';
import { readCompanyList } from '../src/companyList/readCompanyList.ts';
import { main } from '../src/main.ts';
import { COMPANY_CSV, utf16 } from '../../../packages/domain/test/mapping/textFixtures.ts';
import { buildZip, deflated, deflatedZeros } from '../../../packages/domain/test/mapping/zipFixtures.ts';
import { testIO } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'quartile-list-refusals-'));
const criteria = join(dir, 'criteria.json');
writeFileSync(criteria, JSON.stringify({ accept: ['wholesale distribution of goods'], reject: ['manufacturing in its own plants'] }));
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

async function screen(file: string, bytes: Uint8Array): Promise<{ status: number; err: string[] }> {
  const path = join(dir, file);
  writeFileSync(path, bytes);
  const io = testIO();
  const status = await main(['screen', '--companies', path, '--criteria', criteria, '--out', join(dir, 'out.jsonl')], io);
  return { status, err: io.errLines.map((l) => l.replace(`quartile screen: --companies ${path}: `, '')) };
}

describe('company list refusals', () => {
  it.each([
    ['UTF-16 LE with a byte-order mark', utf16(CSV, true, true)],
    ['UTF-16 BE with a byte-order mark', utf16(CSV, false, true)],
    ['UTF-16 LE without one', utf16(CSV, true, false)],
  ])('asks for UTF-8 when a CSV is saved as %s', async (_what, bytes) => {
    expect(readCompanyList(bytes, 'list.csv')).toEqual({ ok: false, message: LIST_MESSAGES.notUtf8 });
    expect(await screen('list.csv', bytes)).toEqual({ status: 2, err: [LIST_MESSAGES.notUtf8] });
    expect(LIST_MESSAGES.notUtf8).toMatch(/CSV UTF-8/);
  });

  it('still reads UTF-8 and Windows-1252 CSVs', () => {
    expect(readCompanyList(new TextEncoder().encode(CSV), 'list.csv').ok).toBe(true);
    expect(
      readCompanyList(
        Uint8Array.from(CSV.replace(/é/g, '\xe9'), (c) => c.charCodeAt(0)),
        'list.csv',
      ).ok,
    ).toBe(true);
  });

  it('refuses a workbook whose sheet declares 60 kB and inflates to 1.21 GB', async () => {
    const bomb = buildZip([
      { name: '[Content_Types].xml', stored: deflated(new TextEncoder().encode('<Types/>')), declaredSize: 8 },
      { name: 'xl/worksheets/sheet1.xml', stored: deflatedZeros(1210), declaredSize: 60_000 },
    ]);
    expect(readCompanyList(bomb, 'bomb.xlsx')).toEqual({ ok: false, message: LIST_MESSAGES.zipBomb });
    expect(await screen('bomb.xlsx', bomb)).toEqual({ status: 2, err: [LIST_MESSAGES.zipBomb] });
  });

  it('says a workbook with damaged compressed data may be corrupt, and still reads a normal one', async () => {
    const good = workbook();
    expect(readCompanyList(good, 'good.xlsx').ok).toBe(true);
    const damaged = good.slice();
    // Garble the deflated sheet just after its local header: the zip's directory stays intact.
    const sheet = Buffer.from(damaged).indexOf('xl/worksheets/sheet1.xml');
    damaged.fill(0xa5, sheet + 30, sheet + 60);
    const out = await screen('damaged.xlsx', damaged);
    expect(out).toEqual({ status: 2, err: [LIST_MESSAGES.unreadable] });
  });
});
