/**
 * Header recognizer (docs/transfer-pricing.md, "Company lists as users export them").
 *
 * A raw header such as `Operating revenue (Turnover)\nth EUR\n2023` or
 * `Total Revenue [FY 2022] ($USDmm, Historical rate)` is split into
 *   label (normalized: line breaks → spaces, single spaces, lower case),
 *   unit (scale, multiplier, currency; units.ts) and
 *   period: an explicit year (`2023`, `FY 2022`, `CY2021`), the last available year
 *   (`Last avail. yr`, `LTM`) or a relative year (`Year - 1` … `Year - n`, offset −n).
 * Relative periods resolve against the last available year when one is known
 * (`options.lastAvailableYear`), otherwise they stay relative (resolve per row with resolveYear).
 *
 * The label is matched against the synonyms in fields.ts:
 *   exact synonym → confidence = weight; label starts with the synonym → 0.8 × weight;
 *   synonym contained as whole words → 0.6 × weight. The best match wins; ties prefer system
 *   fields for headers without a period and metrics for headers with one. Headers about ratios
 *   (`%`, margin, ratio, per employee, growth) never map to a financial metric.
 */
import { FIELD_SYNONYMS, METRIC_SYNONYMS, type FinancialMetric, type SystemField } from './fields.ts';
import { parseUnit, type HeaderUnit } from './units.ts';

export type HeaderPeriod =
  { readonly kind: 'year'; readonly year: number } | { readonly kind: 'last' } | { readonly kind: 'relative'; readonly offset: number };

export interface ParsedHeader {
  readonly raw: string;
  readonly label: string;
  readonly unit: HeaderUnit | null;
  readonly period: HeaderPeriod | null;
}

export type HeaderMatch =
  | { readonly kind: 'field'; readonly field: SystemField; readonly confidence: number }
  | {
      readonly kind: 'metric';
      readonly metric: FinancialMetric;
      readonly period: HeaderPeriod | null;
      /** Resolved calendar year when known. */
      readonly year: number | null;
      readonly confidence: number;
    };

export interface RecognizedHeader extends ParsedHeader {
  readonly match: HeaderMatch | null;
}

export interface RecognizeOptions {
  readonly lastAvailableYear?: number | null;
}

export function normalizeLabel(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const YEAR_RE = /^(?:fy|cy)?\s*((?:19|20)\d{2})$/i;
const RELATIVE_RE = /^year\s*-\s*(\d{1,2})$/i;
const LAST_RE = /^(last\s+avail\.?\s*(yr|year)|last\s+available\s+year|ltm)$/i;

function parsePeriod(text: string): HeaderPeriod | null {
  const t = text.trim();
  const y = YEAR_RE.exec(t);
  if (y) return { kind: 'year', year: Number(y[1]) };
  const r = RELATIVE_RE.exec(t);
  if (r) return { kind: 'relative', offset: -Number(r[1]) };
  if (LAST_RE.test(t)) return { kind: 'last' };
  return null;
}

/** Splits a header into label, unit and period without matching it. */
export function parseHeader(raw: unknown): ParsedHeader {
  const text = raw === null || raw === undefined ? '' : String(raw);
  let unit: HeaderUnit | null = null;
  let period: HeaderPeriod | null = null;
  const labelParts: string[] = [];
  // Capital IQ: brackets and trailing parentheses carry period and unit.
  let rest = text.replace(/\[([^\]]*)\]/g, (whole, inner: string) => {
    const p = parseCapIqPeriod(inner);
    if (p) {
      period ??= p;
      return ' ';
    }
    return whole;
  });
  rest = rest.replace(/\(([^()]*)\)\s*$/, (whole, inner: string) => {
    const first = inner.split(',')[0] ?? '';
    const u = /\$|\b[A-Z]{3}\b/.test(first) ? parseUnit(first) : null;
    if (u) {
      unit ??= u;
      return ' ';
    }
    return whole;
  });
  // Orbis: one line each for label, unit, period.
  const lines = rest
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  lines.forEach((line, i) => {
    if (i > 0) {
      const p = parsePeriod(line);
      if (p && period === null) {
        period = p;
        return;
      }
      // "th USD 2023" on one line (a unit line with its year): both are read, the year not lost in the unit.
      const withYear = /^(.*\S)\s+((?:19|20)\d{2})$/.exec(line);
      const unitYear = withYear && period === null && unit === null ? { u: parseUnit(withYear[1]!), p: parsePeriod(withYear[2]!) } : null;
      if (unitYear?.u && unitYear.p && withYear![1]!.split(/\s+/).length <= 2) {
        unit = unitYear.u;
        period = unitYear.p;
        return;
      }
      const u = parseUnit(line);
      if (u && unit === null && line.split(/\s+/).length <= 3) {
        unit = u;
        return;
      }
    }
    labelParts.push(line);
  });
  // Single-line Orbis variants: "Total assets th EUR 2023" or "Total assets 2023".
  let label = labelParts.join(' ');
  if (period === null) {
    const m = /^(.*\S)\s+((?:fy|cy)?\s*(?:19|20)\d{2}|year\s*-\s*\d{1,2}|last\s+avail\.?\s*(?:yr|year))$/i.exec(label);
    if (m && m[1] && m[2] && !/last avail\.?$/i.test(m[1])) {
      const p = parsePeriod(m[2]);
      if (p) {
        period = p;
        label = m[1];
      }
    }
  }
  if (unit === null) {
    const m = /^(.*\S)\s+((?:th|m|bn|mil|k)\s+[A-Z]{3}|[A-Z]{3})$/.exec(label);
    if (m && m[1] && m[2]) {
      const u = parseUnit(m[2]);
      if (u) {
        unit = u;
        label = m[1];
      }
    }
  }
  return { raw: text, label: normalizeLabel(label), unit, period };
}

function parseCapIqPeriod(inner: string): HeaderPeriod | null {
  const t = inner.trim();
  if (/^ltm$/i.test(t) || /^latest/i.test(t)) return { kind: 'last' };
  const y = /^(?:fy|cy)\s*((?:19|20)\d{2})$/i.exec(t) ?? /^((?:19|20)\d{2})$/.exec(t);
  if (y) return { kind: 'year', year: Number(y[1]) };
  const r = /^(?:fy|year)\s*-\s*(\d{1,2})$/i.exec(t);
  if (r) return { kind: 'relative', offset: -Number(r[1]) };
  return null;
}

/** Calendar year of a period given the last available year (null when it cannot be known). */
export function resolveYear(period: HeaderPeriod | null, lastAvailableYear: number | null | undefined): number | null {
  if (period === null) return null;
  if (period.kind === 'year') return period.year;
  if (lastAvailableYear === null || lastAvailableYear === undefined || !Number.isInteger(lastAvailableYear)) return null;
  return period.kind === 'last' ? lastAvailableYear : lastAvailableYear + period.offset;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function score(label: string, synonyms: ReadonlyArray<readonly [string, number]>): number {
  let best = 0;
  for (const [syn, weight] of synonyms) {
    let s = 0;
    if (label === syn) s = weight;
    else if (label.startsWith(`${syn} `) || label.startsWith(`${syn},`)) s = 0.8 * weight;
    else if (new RegExp(`(^|[^a-z0-9])${escapeRe(syn)}($|[^a-z0-9])`).test(label)) s = 0.6 * weight;
    if (s > best) best = s;
  }
  return best;
}

const RATIO_RE = /%|\bmargin\b|\bratio\b|\bper\b|\bgrowth\b|\breturn on\b|\bturnover ratio\b|\bdays\b/;

export function recognizeHeader(raw: unknown, options: RecognizeOptions = {}): RecognizedHeader {
  const parsed = parseHeader(raw);
  const { label, period } = parsed;
  if (label === '' || /^(#|no\.?|unnamed(: ?\d+)?|\d+)$/.test(label)) return { ...parsed, match: null };
  let bestField: { field: SystemField; confidence: number } | null = null;
  for (const [field, syns] of Object.entries(FIELD_SYNONYMS) as [SystemField, (typeof FIELD_SYNONYMS)[SystemField]][]) {
    const s = score(label, syns);
    if (s > 0 && (bestField === null || s > bestField.confidence)) bestField = { field, confidence: s };
  }
  let bestMetric: { metric: FinancialMetric; confidence: number } | null = null;
  if (!RATIO_RE.test(label)) {
    for (const [metric, syns] of Object.entries(METRIC_SYNONYMS) as [FinancialMetric, (typeof METRIC_SYNONYMS)[FinancialMetric]][]) {
      const s = score(label, syns);
      if (s > 0 && (bestMetric === null || s > bestMetric.confidence)) bestMetric = { metric, confidence: s };
    }
  }
  // A period or a currency unit makes a financial reading more likely, and vice versa.
  const financialHint = period !== null || parsed.unit?.currency != null;
  if (bestMetric && financialHint) bestMetric = { ...bestMetric, confidence: Math.min(1, bestMetric.confidence + 0.05) };
  if (
    bestMetric &&
    (bestField === null ||
      bestMetric.confidence > bestField.confidence ||
      (bestMetric.confidence === bestField.confidence && financialHint))
  ) {
    const year = resolveYear(period, options.lastAvailableYear);
    return { ...parsed, match: { kind: 'metric', metric: bestMetric.metric, period, year, confidence: round(bestMetric.confidence) } };
  }
  if (bestField) return { ...parsed, match: { kind: 'field', field: bestField.field, confidence: round(bestField.confidence) } };
  return { ...parsed, match: null };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
