import { describe, expect, it } from 'vitest';
import { independenceLetter, screenReasons } from '../src/index.ts';

const years = [2021, 2022, 2023];
const profitable = [
  { year: 2021, revenue: 100, operating_profit: 5 },
  { year: 2022, revenue: 120, operating_profit: 6 },
  { year: 2023, revenue: 150, operating_profit: 9 },
];

describe('quantitative screens', () => {
  it('reads the BvD independence letter, ignoring +/- suffixes', () => {
    expect(independenceLetter('A+')).toBe('A');
    expect(independenceLetter(' b- ')).toBe('B');
    expect(independenceLetter('D')).toBe('D');
    expect(independenceLetter('n.a.')).toBeNull();
    expect(independenceLetter(null)).toBeNull();
  });

  it('keeps A and B by default and excludes C and D with a reason naming the indicator', () => {
    const independence = { allowed: ['A', 'B'] };
    expect(screenReasons({ independenceIndicator: 'B+', financials: profitable }, { independence }, years)).toEqual([]);
    expect(screenReasons({ independenceIndicator: 'C', financials: profitable }, { independence }, years)).toEqual([
      'Not independent: BvD independence indicator C (allowed: A, B)',
    ]);
    expect(screenReasons({ independenceIndicator: null, financials: profitable }, { independence }, years)).toEqual([]);
    expect(screenReasons({ independenceIndicator: null, financials: profitable }, { independence: { ...independence, excludeUnknown: true } }, years)).toHaveLength(1);
  });

  it('requires revenue and operating profit in every selected year when data availability is on', () => {
    const gap = [profitable[0]!, { year: 2022, revenue: 120, operating_profit: null }];
    expect(screenReasons({ financials: gap }, { dataAvailability: true }, years)).toEqual([
      'Insufficient data: no revenue or operating profit for 2022, 2023',
    ]);
    expect(screenReasons({ financials: profitable }, { dataAvailability: true }, years)).toEqual([]);
  });

  it('counts operating losses over the selected years, n of m', () => {
    const losses = [
      { year: 2021, revenue: 100, operating_profit: -1 },
      { year: 2022, revenue: 100, operating_profit: 2 },
      { year: 2023, revenue: 100, operating_profit: -3 },
    ];
    expect(screenReasons({ financials: losses }, { persistentLosses: { lossYears: 2 } }, years)).toEqual([
      'Persistent losses: operating loss in 2 of 3 years (2021, 2023)',
    ]);
    expect(screenReasons({ financials: losses }, { persistentLosses: { lossYears: 3 } }, years)).toEqual([]);
  });

  it('compares the latest selected revenue with the minimum', () => {
    expect(screenReasons({ financials: profitable }, { minRevenue: 150 }, years)).toEqual([]);
    expect(screenReasons({ financials: profitable }, { minRevenue: 151 }, years)).toEqual(['Below minimum revenue: 150 < 151']);
    expect(screenReasons({ financials: profitable }, { minRevenue: 10 }, [2019])).toEqual(['Below minimum revenue: no revenue reported']);
  });

  it('applies no screen that is not chosen', () => {
    expect(screenReasons({ independenceIndicator: 'D', financials: [] }, {}, years)).toEqual([]);
  });
});
