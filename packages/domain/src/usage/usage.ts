/**
 * Usage screen rules (product-spec §2 "Usage screen", §7, §9).
 * - Records are grouped by month: the first 7 characters of the date (YYYY-MM), months in
 *   ascending order, days inside a month in ascending order.
 * - Remaining capacity = credits − total count (may be negative; the UI shows it red then).
 * - Percent used = total / credits × 100, capped at 100 for the bar. With credits 0 and usage > 0
 *   usage counts as over 100 % (red); with credits 0 and no usage it is 0 %.
 * - Bar colour: red above 100 %, yellow above 75 %, otherwise blue (strict comparisons).
 */
export interface UsageRecord {
  readonly date: string;
  readonly count?: number | null;
  /** Of `count`, comparables analysed again (a re-run, issue 19). */
  readonly reruns?: number | null;
}

export interface UsageMonth {
  readonly month: string;
  readonly total: number;
  /** Of `total`, re-runs. */
  readonly reruns: number;
  readonly days: readonly { readonly date: string; readonly count: number; readonly reruns: number }[];
}

export const USAGE_SKELETON_ROWS = 5;

const countOf = (r: UsageRecord): number => (typeof r.count === 'number' && Number.isFinite(r.count) ? r.count : 0);
const rerunsOf = (r: UsageRecord): number => (typeof r.reruns === 'number' && Number.isFinite(r.reruns) ? r.reruns : 0);

/** "12" or "12 (3 re-runs)": a count of comparables with the re-runs among them. */
export const usageCountText = (count: number, reruns: number, format: (n: number) => string = String): string =>
  reruns > 0 ? `${format(count)} (${format(reruns)} ${reruns === 1 ? 're-run' : 're-runs'})` : format(count);

export const monthOf = (date: string): string => date.slice(0, 7);

export function groupUsageByMonth(records: readonly UsageRecord[]): UsageMonth[] {
  const months = new Map<string, { date: string; count: number; reruns: number }[]>();
  for (const r of records) {
    const key = monthOf(r.date);
    const list = months.get(key) ?? [];
    list.push({ date: r.date, count: countOf(r), reruns: rerunsOf(r) });
    months.set(key, list);
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, days]) => ({
      month,
      total: days.reduce((s, d) => s + d.count, 0),
      reruns: days.reduce((s, d) => s + d.reruns, 0),
      days: days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    }));
}

export const totalUsage = (records: readonly UsageRecord[]): number => records.reduce((s, r) => s + countOf(r), 0);

export const remainingCapacity = (credits: number, total: number): number => (credits ?? 0) - total;

/** Uncapped percentage; Infinity when credits are 0 and usage is positive. */
export function usagePercent(credits: number, total: number): number {
  if (!credits) return total > 0 ? Infinity : 0;
  return (total / credits) * 100;
}

/** Value of the progress bar: 0..100. */
export const usageBarValue = (credits: number, total: number): number => Math.max(0, Math.min(100, usagePercent(credits, total)));

export type UsageBarColor = 'red' | 'yellow' | 'blue';

export function usageBarColor(credits: number, total: number): UsageBarColor {
  const p = usagePercent(credits, total);
  return p > 100 ? 'red' : p > 75 ? 'yellow' : 'blue';
}

export interface UsageSummary {
  readonly total: number;
  readonly credits: number;
  readonly remaining: number;
  readonly remainingNegative: boolean;
  readonly percent: number;
  readonly barValue: number;
  readonly barColor: UsageBarColor;
  readonly months: readonly UsageMonth[];
}

export function summarizeUsage(records: readonly UsageRecord[], credits = 0): UsageSummary {
  const total = totalUsage(records);
  const remaining = remainingCapacity(credits, total);
  return {
    total,
    credits,
    remaining,
    remainingNegative: remaining < 0,
    percent: usagePercent(credits, total),
    barValue: usageBarValue(credits, total),
    barColor: usageBarColor(credits, total),
    months: groupUsageByMonth(records),
  };
}
