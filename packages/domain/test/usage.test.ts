import { describe, expect, it } from 'vitest';
import { groupUsageByMonth, remainingCapacity, summarizeUsage, usageBarColor, usageBarValue, usageCountText, usagePercent } from '../src/index.ts';

describe('usage (spec §2, §7, §9)', () => {
  const records = [
    { date: '2025-02-03', count: 4 },
    { date: '2025-01-15', count: 10 },
    { date: '2025-01-02', count: 5 },
    { date: '2025-02-01' }, // count defaults to 0
  ];
  it('groups by the first 7 characters of the date', () => {
    const months = groupUsageByMonth(records);
    expect(months.map((m) => [m.month, m.total])).toEqual([['2025-01', 15], ['2025-02', 4]]);
    expect(months[0]!.days.map((d) => d.date)).toEqual(['2025-01-02', '2025-01-15']);
  });
  it('counts re-runs among the comparables processed (issue 19)', () => {
    const months = groupUsageByMonth([{ date: '2025-03-03', count: 40, reruns: 3 }, { date: '2025-03-17', count: 25 }]);
    expect(months[0]).toMatchObject({ total: 65, reruns: 3 });
    expect(months[0]!.days.map((d) => d.reruns)).toEqual([3, 0]);
    expect(usageCountText(65, 3)).toBe('65 (3 re-runs)');
    expect(usageCountText(1, 1)).toBe('1 (1 re-run)');
    expect(usageCountText(25, 0)).toBe('25');
  });
  it('remaining capacity = credits − total, may be negative', () => {
    expect(remainingCapacity(100, 19)).toBe(81);
    expect(summarizeUsage(records, 10)).toMatchObject({ total: 19, remaining: -9, remainingNegative: true });
  });
  it('percent is capped at 100 for the bar', () => {
    expect(usagePercent(10, 19)).toBeCloseTo(190, 12);
    expect(usageBarValue(10, 19)).toBe(100);
    expect(usageBarValue(100, 19)).toBe(19);
  });
  it('credits 0 with usage > 0 counts as over 100 %; credits 0 and no usage is 0 %', () => {
    expect(usageBarColor(0, 1)).toBe('red');
    expect(usageBarValue(0, 1)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usageBarColor(0, 0)).toBe('blue');
  });
  it('colour: red above 100 %, yellow above 75 %, otherwise blue (strict)', () => {
    expect(usageBarColor(100, 101)).toBe('red');
    expect(usageBarColor(100, 100)).toBe('yellow');
    expect(usageBarColor(100, 76)).toBe('yellow');
    expect(usageBarColor(100, 75)).toBe('blue');
    expect(usageBarColor(100, 0)).toBe('blue');
  });
});
