// Annual-report zips are unpacked with the real inflated bytes counted, and a zip that cannot be
// read is refused in words for the person uploading, never with a library's own text.
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ReportZipError, unzipReports } from '../src/runs/reportMatching.ts';
import { buildZip, deflatedZeros } from '../../../packages/domain/test/mapping/zipFixtures.ts';

const text = (s: string) => new TextEncoder().encode(s);
const reasonOf = (zip: Uint8Array, ...limits: [number?, number?]) => {
  try {
    unzipReports(zip, ...limits);
  } catch (error) {
    expect(error).toBeInstanceOf(ReportZipError);
    return (error as Error).message;
  }
  throw new Error('the zip was read');
};

describe('unzipReports', () => {
  const honest = zipSync({
    'Acme Industrial 10-K 2024.txt': text('Acme Industrial annual report '.repeat(200)),
    'reports/Beta GmbH Geschäftsbericht.html': text('<html><body>Beta</body></html>'),
    '__MACOSX/._Acme': text('x'),
    '.DS_Store': text('x'),
  });

  it('unpacks the report files and skips folders and metadata', () => {
    const files = unzipReports(honest);
    expect(files.map((f) => f.name)).toEqual(['Acme Industrial 10-K 2024.txt', 'reports/Beta GmbH Geschäftsbericht.html']);
    expect(new TextDecoder().decode(files[0]!.data)).toBe('Acme Industrial annual report '.repeat(200));
  });

  it('refuses a zip that declares 60 kB and inflates to 1.21 GB', () => {
    const bomb = buildZip([{ name: 'Acme 10-K.txt', stored: deflatedZeros(1210), declaredSize: 60_000 }]);
    expect(reasonOf(bomb)).toBe(
      'it unpacks to more than 512 MB, or is packed far tighter than reports are. Upload the reports in smaller zips.',
    );
  });

  it('refuses too many files', () => {
    const three = zipSync({ 'Acme.txt': text('Acme'), 'Beta.txt': text('Beta'), 'Gamma.txt': text('Gamma') });
    expect(unzipReports(three, 3)).toHaveLength(3);
    expect(reasonOf(three, 2)).toBe('it holds more than 2 files. Upload the reports in smaller zips.');
  });

  it.each([
    ['cut short', honest.subarray(0, honest.byteLength - 30)],
    [
      'with damaged data',
      (() => {
        const damaged = honest.slice();
        damaged.fill(0xff, 60, 90);
        return damaged;
      })(),
    ],
    [
      'with a damaged directory',
      (() => {
        const damaged = honest.slice();
        const view = new DataView(damaged.buffer);
        view.setUint32(damaged.byteLength - 22 + 16, 0x7fffffff, true);
        return damaged;
      })(),
    ],
  ])('says a zip %s is damaged, without library text', (_what, zip) => {
    const reason = reasonOf(zip);
    expect(reason).toBe('it is damaged or incomplete. Create the zip again and upload the new file.');
    expect(reason).not.toMatch(/offset|bounds|invalid|unexpected|EOF/i);
  });
});
