/**
 * Column mapping proposal (product-spec §3 "Upload file", §5 "Mapping"): every header is
 * recognized (headers.ts); each system field takes the column with the highest confidence (ties →
 * the leftmost), each metric-year likewise. Unmatched and blank headers are listed. Relative
 * years stay unresolved (`year: null`) until a last available year is known.
 */
import { recognizeHeader, type HeaderPeriod, type RecognizeOptions } from './headers.ts';
import type { FinancialMetric, SystemField } from './fields.ts';
import type { HeaderUnit } from './units.ts';

export interface FieldColumn {
  readonly index: number;
  readonly header: string;
  readonly confidence: number;
}

export interface MetricColumn extends FieldColumn {
  readonly period: HeaderPeriod | null;
  readonly year: number | null;
  readonly unit: HeaderUnit | null;
  readonly multiplier: number;
}

export interface ColumnMappingProposal {
  readonly fields: Partial<Record<SystemField, FieldColumn>>;
  /** metric → list of columns (one per period), ordered by year (unresolved last). */
  readonly metrics: Partial<Record<FinancialMetric, MetricColumn[]>>;
  readonly unmatched: readonly FieldColumn[];
}

const periodKey = (p: HeaderPeriod | null): string =>
  p === null ? 'none' : p.kind === 'year' ? `y${p.year}` : p.kind === 'last' ? 'last' : `r${p.offset}`;

export function proposeColumnMapping(headers: readonly unknown[], options: RecognizeOptions = {}): ColumnMappingProposal {
  const fields: Partial<Record<SystemField, FieldColumn>> = {};
  const metricMaps = new Map<FinancialMetric, Map<string, MetricColumn>>();
  const unmatched: FieldColumn[] = [];
  headers.forEach((raw, index) => {
    const r = recognizeHeader(raw, options);
    const header = r.raw;
    if (r.match === null) {
      if (header.trim() !== '') unmatched.push({ index, header, confidence: 0 });
      return;
    }
    if (r.match.kind === 'field') {
      const current = fields[r.match.field];
      if (!current || r.match.confidence > current.confidence) fields[r.match.field] = { index, header, confidence: r.match.confidence };
      return;
    }
    const byPeriod = metricMaps.get(r.match.metric) ?? new Map<string, MetricColumn>();
    const key = periodKey(r.match.period);
    const current = byPeriod.get(key);
    if (!current || r.match.confidence > current.confidence) {
      byPeriod.set(key, {
        index,
        header,
        confidence: r.match.confidence,
        period: r.match.period,
        year: r.match.year,
        unit: r.unit,
        multiplier: r.unit?.multiplier ?? 1,
      });
    }
    metricMaps.set(r.match.metric, byPeriod);
  });
  const metrics: Partial<Record<FinancialMetric, MetricColumn[]>> = {};
  for (const [metric, byPeriod] of metricMaps) {
    metrics[metric] = [...byPeriod.values()].sort((a, b) => (a.year ?? Infinity) - (b.year ?? Infinity) || a.index - b.index);
  }
  return { fields, metrics, unmatched };
}
