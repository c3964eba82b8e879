// Four months of earlier studies for the demo firm, billed through the real usage recorder, so
// the Usage screen shows months, days and a partly used credit balance on first start.
import type { SqlRunner } from '../db/database.ts';
import { recordUsage } from '../usage/recordUsage.ts';

const DAY_MS = 86_400_000;
export const USAGE_HISTORY_DAYS = 120;

/** Comparables processed on the i-th day back: weekdays only, a deterministic 0 to 6. */
export function historyCount(date: Date, i: number): number {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return 0;
  return (i * 13) % 7;
}

export async function seedUsageHistory(sql: SqlRunner, firmId: string, today = new Date()): Promise<number> {
  let total = 0;
  for (let i = USAGE_HISTORY_DAYS; i >= 1; i--) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - i * DAY_MS);
    const count = historyCount(date, i);
    if (count === 0) continue;
    const day = date.toISOString().slice(0, 10);
    await recordUsage(sql, { firmId, benchmarkId: null, companyId: null, workKey: `demo-history:${day}`, count, date: day });
    total += count;
  }
  return total;
}
