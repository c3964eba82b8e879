/**
 * Cell values in database exports (docs/transfer-pricing.md): `n.a.` (and `n.s.`, `-`, `NA`,
 * `NM`, empty) means missing, never 0. Numbers may carry thousands separators (`1,234.5`),
 * accounting negatives (`(123)`), a leading sign or a trailing `%` (kept as written, not divided).
 */
const MISSING = new Set(['', 'n.a.', 'n.a', 'na', 'n/a', 'n.s.', 'n.s', 'nm', '-', '--', '—', 'null', 'nan']);

export function isMissingCell(cell: unknown): boolean {
  if (cell === null || cell === undefined) return true;
  if (typeof cell === 'number') return !Number.isFinite(cell);
  return typeof cell === 'string' && MISSING.has(cell.trim().toLowerCase());
}

/** Parses a numeric cell, or null when missing or not a number. */
export function parseNumberCell(cell: unknown): number | null {
  if (isMissingCell(cell)) return null;
  if (typeof cell === 'number') return cell;
  if (typeof cell !== 'string') return null;
  let t = cell.trim().replace(/[\s\u00a0]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  t = t.replace(/%$/, '');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  if (!Number.isFinite(n)) return null;
  return negative ? -n : n;
}

/** Parses and scales by the header's unit multiplier (e.g. th EUR → × 1000). */
export function normalizeNumberCell(cell: unknown, multiplier = 1): number | null {
  const n = parseNumberCell(cell);
  return n === null ? null : n * multiplier;
}
