// The zip guard against zips that lie about their unpacked size: the central directory check is
// cheap but believes the zip; the contents check counts the bytes the entries really inflate to.
import { inflateRaw } from 'pako';
import { describe, expect, it } from 'vitest';
import { checkWorkbookZip, checkZip, checkZipContents, unzipWithLimits, workbookSheetNames } from '../../src/index.ts';
import { inflateEntry } from '../../src/mapping/zipInflate.ts';
import { readZipDirectory } from '../../src/mapping/zipDirectory.ts';
import { buildZip, deflated, deflatedZeros } from './zipFixtures.ts';

const text = (s: string) => new TextEncoder().encode(s);
const sheetXml = text(
  `<worksheet><sheetData>${'<row><c t="s"><v>1</v></c><c><v>48200</v></c></row>'.repeat(2000)}</sheetData></worksheet>`,
);

/** An ordinary workbook: honest sizes, ordinary compression. */
const honest = buildZip([
  { name: '[Content_Types].xml', stored: deflated(text('<Types/>')), declaredSize: 8 },
  { name: 'xl/worksheets/sheet1.xml', stored: deflated(sheetXml), declaredSize: sheetXml.byteLength },
]);

/** The workbook of the issue: the sheet declares 60 kB and inflates to 1.21 GB. */
const bomb = buildZip([
  { name: '[Content_Types].xml', stored: deflated(text('<Types/>')), declaredSize: 8 },
  { name: 'xl/worksheets/sheet1.xml', stored: deflatedZeros(1210), declaredSize: 60_000 },
]);

describe('checkZipContents', () => {
  it('passes an ordinary workbook', () => {
    expect(checkZip(honest)).toEqual({ ok: true });
    expect(checkZipContents(honest)).toEqual({ ok: true });
  });

  it('refuses a sheet that declares 60 kB and inflates to 1.21 GB, which the directory check lets through', () => {
    expect(checkZip(bomb)).toEqual({ ok: true });
    const started = performance.now();
    expect(checkZipContents(bomb)).toEqual({ ok: false, reason: 'bomb' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stops inflating a few megabytes in, without producing the whole output', () => {
    const directory = readZipDirectory(bomb, { maxUnzippedBytes: 400 * 1024 * 1024, maxCompressionRatio: 200 });
    if (!directory.ok) throw new Error(directory.reason);
    let produced = 0;
    const outcome = inflateEntry(
      bomb,
      directory.entries[1]!,
      { maxUnzippedBytes: 400 * 1024 * 1024, maxCompressionRatio: 200 },
      { remaining: 400 * 1024 * 1024 },
      (chunk) => {
        produced += chunk.byteLength;
      },
    );
    expect(outcome).toBe('bomb');
    expect(produced).toBeGreaterThan(1024 * 1024);
    expect(produced).toBeLessThan(8 * 1024 * 1024);
  });

  it('counts real bytes against the total, across entries, when the ratio alone would pass', () => {
    // 3 MB of zeros really inflate from each entry; the zip declares 1 kB for each.
    const real = deflatedZeros(3);
    expect(inflateRaw(real).byteLength).toBe(3 * 1024 * 1024);
    const zip = buildZip([1, 2, 3].map((n) => ({ name: `part${n}.xml`, stored: real, declaredSize: 1024 })));
    const limits = { maxUnzippedBytes: 8 * 1024 * 1024, maxCompressionRatio: 10_000 };
    expect(checkZip(zip, limits)).toEqual({ ok: true });
    expect(checkZipContents(zip, limits)).toEqual({ ok: false, reason: 'bomb' });
    expect(checkZipContents(zip, { ...limits, maxUnzippedBytes: 10 * 1024 * 1024 })).toEqual({ ok: true });
  });

  it('refuses damaged zips as unreadable: a cut deflate stream, data past the end, an unknown method', () => {
    const stream = deflated(sheetXml);
    const cut = buildZip([{ name: 'sheet.xml', stored: stream.subarray(0, stream.byteLength >> 1), declaredSize: sheetXml.byteLength }]);
    expect(checkZipContents(cut)).toEqual({ ok: false, reason: 'not-zip' });
    const garbage = buildZip([{ name: 'sheet.xml', stored: new Uint8Array(64).fill(0xff), declaredSize: 100 }]);
    expect(checkZipContents(garbage)).toEqual({ ok: false, reason: 'not-zip' });
    const lzma = buildZip([{ name: 'sheet.xml', stored: stream, declaredSize: sheetXml.byteLength }]);
    new DataView(lzma.buffer).setUint16(lzma.byteLength - 22 - (46 + 9) + 10, 14, true);
    expect(checkZipContents(lzma)).toEqual({ ok: false, reason: 'not-zip' });
    const truncated = honest.subarray(0, honest.byteLength - 10);
    expect(checkZipContents(truncated)).toEqual({ ok: false, reason: 'not-zip' });
  });
});

describe('unzipWithLimits', () => {
  it('unpacks the kept entries, stored or deflated, to their real bytes', () => {
    const zip = buildZip([
      { name: 'Acme 10-K.txt', stored: deflated(sheetXml), declaredSize: sheetXml.byteLength },
      { name: '__MACOSX/._Acme', stored: text('x'), method: 0, declaredSize: 1 },
      { name: 'Beta.txt', stored: text('Beta annual report'), method: 0, declaredSize: 18 },
    ]);
    const out = unzipWithLimits(zip, {
      maxUnzippedBytes: 1024 * 1024,
      maxCompressionRatio: 200,
      maxFiles: 10,
      keep: (name) => !name.startsWith('__MACOSX'),
    });
    if (!out.ok) throw new Error(out.reason);
    expect(out.files.map((f) => f.name)).toEqual(['Acme 10-K.txt', 'Beta.txt']);
    expect(new TextDecoder().decode(out.files[0]!.data)).toBe(new TextDecoder().decode(sheetXml));
    expect(new TextDecoder().decode(out.files[1]!.data)).toBe('Beta annual report');
  });

  it('refuses a zip bomb, too many files and a damaged zip', () => {
    const limits = { maxUnzippedBytes: 512 * 1024 * 1024, maxCompressionRatio: 200, maxFiles: 2, keep: () => true };
    expect(unzipWithLimits(bomb, limits)).toEqual({ ok: false, reason: 'bomb' });
    expect(unzipWithLimits(honest, { ...limits, maxFiles: 1 })).toEqual({ ok: false, reason: 'too-many-files' });
    expect(unzipWithLimits(text('PK\u0003\u0004 not really a zip at all'), limits)).toEqual({ ok: false, reason: 'not-zip' });
  });
});

describe('checkWorkbookZip', () => {
  const workbookXml = text(
    '<workbook xmlns:r="r"><sheets><sheet name="Search summary" sheetId="1" r:id="rId1"/><sheet r:id="rId2" sheetId="2" name="R&amp;D &#x2013; _x0031_"/></sheets></workbook>',
  );
  const withWorkbook = buildZip([
    { name: 'xl/workbook.xml', stored: deflated(workbookXml), declaredSize: workbookXml.byteLength },
    { name: 'xl/worksheets/sheet1.xml', stored: deflated(sheetXml), declaredSize: sheetXml.byteLength },
  ]);

  it('reads the sheet names, in order and unescaped, from the one inspection of the zip', () => {
    expect(checkWorkbookZip(withWorkbook)).toEqual({ ok: true, sheetNames: ['Search summary', 'R&D \u2013 1'] });
  });

  it('leaves the names to the workbook reader when the zip has no workbook part, and refuses what checkZipContents refuses', () => {
    expect(checkWorkbookZip(honest)).toEqual({ ok: true, sheetNames: null });
    expect(checkWorkbookZip(bomb)).toEqual({ ok: false, reason: 'bomb' });
  });

  it('takes single-quoted and prefixed sheet elements, not <sheets> itself', () => {
    expect(workbookSheetNames(`<x:sheets><x:sheet sheetId='1' name='Data &lt;2024&gt;'/></x:sheets>`)).toEqual(['Data <2024>']);
  });
});
