// Matching uploaded annual-report files to a benchmark's companies by file name ("Acme Industrial
// Supply Inc - 10-K 2024.pdf" -> Acme Industrial Supply, Inc.), or by a BvD ID in the name.
// Legal forms, years and report words are ignored; the longest company name found wins; a file
// that two equally long names fit is left unmatched rather than guessed.
import { unzipWithLimits } from '@quartile/domain';

export interface MatchCompany {
  readonly id: string;
  readonly name: string | null;
  readonly bvd_id: string | null;
}

export type ReportFormat = 'pdf' | 'html' | 'text';

const LEGAL_FORMS = new Set(['inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'llc', 'llp', 'plc', 'gmbh', 'ag', 'kg', 'se', 'sa', 'sas', 'sarl', 'spa', 'srl', 'nv', 'bv', 'oy', 'oyj', 'ab', 'as', 'asa', 'a', 's', 'aps', 'pte', 'pty', 'bhd', 'kk', 'the', 'and']);
/** Words a file name may leave out ("Acme annual report" for Acme Holding AG), but that tell two companies apart when present. */
const GROUP_WORDS = new Set(['group', 'holding', 'holdings']);
const REPORT_WORDS = new Set(['annual', 'report', 'reports', 'ar', '10k', '10', 'k', 'form', 'filing', 'fy', 'financial', 'statements', 'integrated', 'final', 'en', 'eng', 'english', 'copy', 'v1', 'v2']);

export function nameTokens(text: string, drop: ReadonlySet<string> = LEGAL_FORMS): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '' && !drop.has(t));
}

function fileTokens(filename: string): string[] {
  const base = filename.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  return nameTokens(base, new Set([...LEGAL_FORMS, ...REPORT_WORDS])).filter((t) => !/^(19|20)\d{2}$/.test(t));
}

const containsRun = (haystack: readonly string[], needle: readonly string[]) => {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

export type MatchResult = { ok: true; company: MatchCompany } | { ok: false; reason: string };

export function matchReportToCompany(filename: string, companies: readonly MatchCompany[]): MatchResult {
  const base = filename.replace(/^.*[\\/]/, '');
  const byBvd = companies.filter((c) => c.bvd_id && new RegExp(`(^|[^A-Za-z0-9])${c.bvd_id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z0-9]|$)`, 'i').test(base));
  if (byBvd.length === 1) return { ok: true, company: byBvd[0]! };
  const tokens = fileTokens(base);
  let best: { company: MatchCompany; length: number }[] = [];
  for (const company of companies) {
    const full = nameTokens(company.name ?? '');
    const core = full.filter((t) => !GROUP_WORDS.has(t));
    const name = containsRun(tokens, full) ? full : core;
    if (name.length === 0 || !containsRun(tokens, name)) continue;
    const length = name.join(' ').length;
    if (best.length === 0 || length > best[0]!.length) best = [{ company, length }];
    else if (length === best[0]!.length) best.push({ company, length });
  }
  if (best.length === 1) return { ok: true, company: best[0]!.company };
  if (best.length > 1) return { ok: false, reason: `The name fits several companies (${best.map((b) => b.company.name).join(', ')}); upload it for the right company.` };
  return { ok: false, reason: 'No company of this benchmark is named in the file name.' };
}

/** What the bytes are (PDF by its signature, HTML by its tags, else plain text); null for anything else. */
export function reportFormat(filename: string, data: Uint8Array): ReportFormat | null {
  if (data.byteLength === 0) return null;
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  if (head.startsWith('%PDF')) return 'pdf';
  if (!/\.(html?|xhtml|txt|text)$/i.test(filename)) return null;
  if (data.subarray(0, 65_536).includes(0)) return null;
  return /<(html|body|div|p|table|document)\b/i.test(Buffer.from(data.subarray(0, 8192)).toString('utf8')) ? 'html' : 'text';
}

export const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** Annual reports are PDFs (barely compressible) or text; far more than this is a zip bomb. */
const REPORT_ZIP_MAX_RATIO = 200;

/**
 * Why a zip of reports is refused, in words for the person uploading: the route shows it after
 * "The zip could not be read: ", and it never carries a library's own text.
 */
export class ReportZipError extends Error {}

/**
 * The report files of a zip (folders, hidden files and macOS metadata skipped), unpacked while
 * the real inflated bytes are counted: a zip that declares small sizes and inflates large is
 * stopped at the limit, not unpacked into memory.
 */
export function unzipReports(data: Uint8Array, maxFiles = 2000, maxTotalBytes = 512 * 1024 * 1024): { name: string; data: Uint8Array }[] {
  const outcome = unzipWithLimits(data, {
    maxFiles,
    maxUnzippedBytes: maxTotalBytes,
    maxCompressionRatio: REPORT_ZIP_MAX_RATIO,
    keep: (name) => !name.endsWith('/') && !/(^|\/)(__MACOSX|\.)/.test(name),
  });
  if (outcome.ok) return outcome.files;
  if (outcome.reason === 'not-zip') throw new ReportZipError('it is damaged or incomplete. Create the zip again and upload the new file.');
  if (outcome.reason === 'too-many-files') throw new ReportZipError(`it holds more than ${maxFiles.toLocaleString('en-US')} files. Upload the reports in smaller zips.`);
  throw new ReportZipError(`it unpacks to more than ${maxTotalBytes / 1024 / 1024} MB, or is packed far tighter than reports are. Upload the reports in smaller zips.`);
}
