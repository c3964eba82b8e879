/**
 * Sheet and header-row detection for uploaded workbooks (docs/transfer-pricing.md:
 * Orbis / TP Catalyst exports have sheets "Results" and "Search summary"; Capital IQ's header
 * row is not always the first).
 * - pickSheet: the sheet named "Results" (case and spaces ignored), else the first whose name
 *   contains "result", else the first sheet that is not a search summary / summary / notes sheet,
 *   else null.
 * - detectHeaderRow: among the first `maxScan` rows, the row with the most recognized headers
 *   (sum of confidences, ties → earlier row); a row needs at least 2 recognized cells, otherwise
 *   the first row with at least 2 non-empty text cells is taken (null if none).
 */
import { recognizeHeader, type RecognizedHeader, type RecognizeOptions } from './headers.ts';

const IGNORED_SHEET = /search\s*summary|^summary$|^notes?$|^disclaimer/i;

export function pickSheet(names: readonly string[]): string | null {
  const clean = (s: string) => s.trim().toLowerCase();
  return (
    names.find((n) => clean(n) === 'results') ??
    names.find((n) => clean(n).includes('result') && !IGNORED_SHEET.test(n.trim())) ??
    names.find((n) => !IGNORED_SHEET.test(n.trim())) ??
    null
  );
}

export interface HeaderRowDetection {
  readonly rowIndex: number;
  readonly headers: readonly string[];
  readonly recognized: readonly RecognizedHeader[];
  readonly score: number;
}

const cellText = (c: unknown): string => (c === null || c === undefined ? '' : String(c));

export function detectHeaderRow(
  rows: readonly (readonly unknown[])[],
  options: RecognizeOptions & { maxScan?: number } = {},
): HeaderRowDetection | null {
  const maxScan = options.maxScan ?? 30;
  let best: HeaderRowDetection | null = null;
  for (let i = 0; i < Math.min(rows.length, maxScan); i++) {
    const row = rows[i] ?? [];
    const headers = row.map(cellText);
    const recognized = headers.map((h) => recognizeHeader(h, options));
    const hits = recognized.filter((r) => r.match !== null);
    if (hits.length < 2) continue;
    const s = hits.reduce((sum, r) => sum + (r.match?.confidence ?? 0), 0);
    if (best === null || s > best.score) best = { rowIndex: i, headers, recognized, score: s };
  }
  if (best) return best;
  for (let i = 0; i < Math.min(rows.length, maxScan); i++) {
    const row = rows[i] ?? [];
    const texts = row.filter((c) => typeof c === 'string' && c.trim() !== '');
    if (texts.length >= 2) {
      const headers = row.map(cellText);
      return { rowIndex: i, headers, recognized: headers.map((h) => recognizeHeader(h, options)), score: 0 };
    }
  }
  return null;
}
