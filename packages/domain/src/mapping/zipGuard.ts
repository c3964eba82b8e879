// Refuses a zip bomb before a workbook reader unpacks it, for the upload (in a Web Worker), the
// command line and the server's annual-report zips. First the cheap check of what the central
// directory declares, then every entry inflated with a cap on the bytes it really produces (a zip
// can declare 60 kB for a sheet of 1.2 GB).
import { MAX_COMPRESSION_RATIO, MAX_UNZIPPED_BYTES } from './companyFileLimits.ts';
import { readZipDirectory, type ZipLimits, type ZipProblem } from './zipDirectory.ts';
import { inflateEntry } from './zipInflate.ts';

export type { ZipLimits } from './zipDirectory.ts';
export type ZipCheck = { ok: true } | { ok: false; reason: ZipProblem };

/** The limits of a company list workbook. */
export const COMPANY_FILE_ZIP_LIMITS: ZipLimits = { maxUnzippedBytes: MAX_UNZIPPED_BYTES, maxCompressionRatio: MAX_COMPRESSION_RATIO };

/** What the central directory declares, nothing unpacked: cheap, but a zip can lie. */
export function checkZip(bytes: Uint8Array, limits: ZipLimits = COMPANY_FILE_ZIP_LIMITS): ZipCheck {
  const directory = readZipDirectory(bytes, limits);
  return directory.ok ? { ok: true } : directory;
}

/** checkZip, then every entry inflated (and dropped) while its real bytes are counted. */
export function checkZipContents(bytes: Uint8Array, limits: ZipLimits = COMPANY_FILE_ZIP_LIMITS): ZipCheck {
  const directory = readZipDirectory(bytes, limits);
  if (!directory.ok) return directory;
  const budget = { remaining: limits.maxUnzippedBytes };
  for (const entry of directory.entries) {
    const outcome = inflateEntry(bytes, entry, limits, budget);
    if (outcome !== 'ok') return { ok: false, reason: outcome };
  }
  return { ok: true };
}

/** Where an .xlsx lists its sheets, in order (ECMA-376 Part 1, §12.3.23). */
const WORKBOOK_PART = 'xl/workbook.xml';

export type WorkbookZipCheck = { ok: true; sheetNames: string[] | null } | { ok: false; reason: ZipProblem };

/**
 * checkZipContents for an .xlsx, which also keeps the workbook part it inflates anyway and reads
 * the sheet names from it: the zip is inspected once, and no workbook reader unpacks it only to
 * list the sheets. `sheetNames` is null when the part is missing or names none (the caller asks
 * its workbook reader then).
 */
export function checkWorkbookZip(bytes: Uint8Array, limits: ZipLimits = COMPANY_FILE_ZIP_LIMITS): WorkbookZipCheck {
  const directory = readZipDirectory(bytes, limits);
  if (!directory.ok) return directory;
  const budget = { remaining: limits.maxUnzippedBytes };
  let workbook: Uint8Array[] | null = null;
  for (const entry of directory.entries) {
    const chunks: Uint8Array[] | null = entry.name === WORKBOOK_PART ? [] : null;
    const outcome = inflateEntry(bytes, entry, limits, budget, chunks ? (chunk) => chunks.push(chunk.slice()) : undefined);
    if (outcome !== 'ok') return { ok: false, reason: outcome };
    if (chunks) workbook = chunks;
  }
  const names = workbook ? workbookSheetNames(new TextDecoder().decode(concat(workbook))) : [];
  return { ok: true, sheetNames: names.length > 0 ? names : null };
}

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The `name`s of a workbook part's `<sheet>` elements, unescaped (XML entities and OOXML's `_xHHHH_`). */
export function workbookSheetNames(xml: string): string[] {
  const names: string[] = [];
  for (const [element] of xml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = /\sname\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(element);
    const raw = name?.[1] ?? name?.[2];
    if (raw === undefined) continue;
    names.push(
      raw
        .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (whole, hex: string | undefined, dec: string | undefined, entity: string | undefined) =>
          hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (XML_ENTITIES[entity ?? ''] ?? whole),
        )
        .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  }
  return names;
}

export interface UnzipOptions extends ZipLimits {
  readonly maxFiles: number;
  /** Entries to unpack (the others are skipped, and not counted). */
  readonly keep: (name: string) => boolean;
}

export type UnzipOutcome = { ok: true; files: { name: string; data: Uint8Array }[] } | { ok: false; reason: ZipProblem | 'too-many-files' };

/** The kept entries of a zip, unpacked within the limits. */
export function unzipWithLimits(bytes: Uint8Array, options: UnzipOptions): UnzipOutcome {
  const directory = readZipDirectory(bytes, options);
  if (!directory.ok) return directory;
  const kept = directory.entries.filter((entry) => options.keep(entry.name));
  if (kept.length > options.maxFiles) return { ok: false, reason: 'too-many-files' };
  const budget = { remaining: options.maxUnzippedBytes };
  const files: { name: string; data: Uint8Array }[] = [];
  for (const entry of kept) {
    const chunks: Uint8Array[] = [];
    const outcome = inflateEntry(bytes, entry, options, budget, (chunk) => chunks.push(chunk));
    if (outcome !== 'ok') return { ok: false, reason: outcome };
    files.push({ name: entry.name, data: concat(chunks) });
  }
  return { ok: true, files };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
