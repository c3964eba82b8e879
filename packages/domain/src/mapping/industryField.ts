/**
 * An industry the database names in words (the `industry` field, fields.ts), read as evidence of
 * the company's activity: Capital IQ exports carry "Primary Industry" ("Industrial Machinery") or
 * "Industry Classifications", its levels from broad to narrow with the primary path marked
 * ("Industrials (Primary); Capital Goods (Primary); Machinery (Primary); Industrial Machinery
 * (Primary); Agricultural and Farm Machinery"). The analysis resolves the label to classification
 * codes (packages/analyst, classification/industryLabel.ts) and cites it as the database field.
 */
import { normalizeLabel, parseHeader } from './headers.ts';

/** Capital IQ's own wordings of its industry columns (normalized). */
const CAPITAL_IQ_HEADERS = new Set(['primary industry', 'industry classifications', 'industry classification', 'primary industry classification']);

/**
 * How a citation names the industry column: "Capital IQ Primary Industry" for Capital IQ's own
 * headers, else the file's header as written, else "Industry".
 */
export function industryFieldName(header: string | null | undefined): string {
  const text = (header ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return 'Industry';
  return CAPITAL_IQ_HEADERS.has(normalizeLabel(parseHeader(text).label)) ? `Capital IQ ${text}` : text;
}

const PRIMARY = /\s*\(\s*primary\s*\)\s*$/i;
/** At most this many labels of one cell count (a cell listing many secondary industries says little). */
const MAX_LABELS = 3;

/**
 * The labels of an industry cell that name the company's activity, each as written in the cell
 * (a verbatim part of it, for the citation). With Capital IQ's "(Primary)" marks: the narrowest
 * primary level alone (the broad levels only repeat it). Without marks: each label, at most three.
 */
export function industryLabels(value: string | number | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const parts = String(value)
    .split(/[;|\n]+/)
    .map((p) => p.trim())
    .filter((p) => /[a-z]/i.test(p));
  const primary = parts.filter((p) => PRIMARY.test(p));
  if (primary.length > 0) return [primary.at(-1)!.replace(PRIMARY, '').trim()];
  return [...new Set(parts)].slice(0, MAX_LABELS);
}
