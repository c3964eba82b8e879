import { describe, expect, it } from 'vitest';
import { activityCodesOf, defaultLossYears, employeesOf, independenceLetter, screenReasons, screenSettingsProblems } from '../src/index.ts';

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
    expect(
      screenReasons(
        { independenceIndicator: null, financials: profitable },
        { independence: { ...independence, excludeUnknown: true } },
        years,
      ),
    ).toHaveLength(1);
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

  it('screens by activity code: prefixes, include and exclude lists, unknown codes only when asked', () => {
    const nace = (code: string | null) => ({ financials: profitable, activityCodes: { nace: code } });
    const screen = { system: 'nace' as const, include: ['28'], exclude: ['28.9'] };
    expect(screenReasons(nace('28.11; 28.12'), { activityCodes: screen }, years)).toEqual([]);
    expect(screenReasons(nace('2899'), { activityCodes: screen }, years)).toEqual(['Activity: NACE 2899 is in the exclude list (289)']);
    expect(screenReasons(nace('4669'), { activityCodes: screen }, years)).toEqual(['Activity: NACE 4669 is not in the include list (28)']);
    expect(screenReasons(nace(null), { activityCodes: screen }, years)).toEqual([]);
    expect(screenReasons(nace(''), { activityCodes: { ...screen, excludeUnknown: true } }, years)).toEqual(['Activity: no NACE code']);
    // Another system's code is not this one's.
    expect(
      screenReasons(
        { financials: [], activityCodes: { sic: '3561' } },
        { activityCodes: { system: 'naics', include: ['333'], exclude: [], excludeUnknown: true } },
        years,
      ),
    ).toEqual(['Activity: no NAICS code']);
    expect(activityCodesOf(' 28.11, C28 | n.a.')).toEqual(['2811', 'C28']);
    expect(activityCodesOf(3561)).toEqual(['3561']);
  });

  it('screens by maximum revenue, employees and years of data', () => {
    expect(screenReasons({ financials: profitable }, { maxRevenue: 150 }, years)).toEqual([]);
    expect(screenReasons({ financials: profitable }, { maxRevenue: 149 }, years)).toEqual(['Above maximum revenue: 150 > 149']);
    expect(screenReasons({ financials: [] }, { maxRevenue: 1 }, years)).toEqual([]);
    const staff = (employees: string | number | null) => ({ financials: [], employees });
    const range = { min: 10, max: 250 };
    expect(screenReasons(staff('1,250'), { employees: range }, years)).toEqual(['Employees: 1250 > 250']);
    expect(screenReasons(staff(9), { employees: range }, years)).toEqual(['Employees: 9 < 10']);
    expect(screenReasons(staff(250), { employees: range }, years)).toEqual([]);
    expect(screenReasons(staff('n.a.'), { employees: range }, years)).toEqual([]);
    expect(screenReasons(staff('n.a.'), { employees: { ...range, excludeUnknown: true } }, years)).toEqual([
      'Employees: number of employees not reported',
    ]);
    expect(employeesOf("12'500")).toBe(12500);
    const gap = [profitable[0]!, { year: 2022, revenue: 120, operating_profit: null }];
    expect(screenReasons({ financials: gap }, { minYearsOfData: 1 }, years)).toEqual([]);
    expect(screenReasons({ financials: gap }, { minYearsOfData: 2 }, years)).toEqual([
      'Insufficient data: 1 of 3 years with revenue and operating profit (at least 2 required)',
    ]);
  });

  it('checks settings against the benchmark years, so the defaults apply as they are', () => {
    expect(defaultLossYears([2023])).toBe(1);
    expect(defaultLossYears(years)).toBe(2);
    expect(screenSettingsProblems({ persistentLosses: { lossYears: defaultLossYears([2023]) } }, [2023])).toEqual({});
    expect(screenSettingsProblems({ persistentLosses: { lossYears: 2 } }, [2023])).toEqual({
      persistent_losses: 'Choose 1 loss year (the benchmark has 1 financial year).',
    });
    expect(screenSettingsProblems({ minYearsOfData: 4 }, years)).toEqual({
      min_years_of_data: 'Choose between 1 and 3 years of data (the benchmark has 3 financial years).',
    });
    expect(screenSettingsProblems({ activityCodes: { system: 'nace', include: ['28', 'metal'], exclude: [] } }, years)).toEqual({
      activity_codes: 'Not NACE codes: metal. Use digits, e.g. 28 or 2811.',
    });
    expect(screenSettingsProblems({ activityCodes: { system: 'sic', include: [], exclude: [] } }, years).activity_codes).toBe(
      'List US SIC codes to include or to exclude.',
    );
    expect(screenSettingsProblems({ employees: { min: 500, max: 10 } }, years).employees).toBe(
      'The minimum number of employees is above the maximum.',
    );
    expect(screenSettingsProblems({ employees: { min: null, max: null } }, years).employees).toBe(
      'Enter a minimum or a maximum number of employees.',
    );
    expect(screenSettingsProblems({ minRevenue: 100, maxRevenue: 50 }, years).max_revenue).toBe(
      'The maximum revenue is below the minimum revenue.',
    );
  });
});
