// The Summary's lines for the screens TP Catalyst users apply (issue 19), as stored with the benchmark.
import { ACTIVITY_SYSTEM_NAMES, type ActivitySystem } from '@quartile/domain';

export function moreScreenLines(screens: Record<string, unknown>): string[] {
  const lines: string[] = [];
  const codes = screens.activity_codes as
    { system: ActivitySystem; include: string[]; exclude: string[]; exclude_unknown?: boolean } | null | undefined;
  if (codes) {
    const name = ACTIVITY_SYSTEM_NAMES[codes.system] ?? codes.system;
    const parts = [
      codes.include.length ? `include ${codes.include.join(', ')}` : null,
      codes.exclude.length ? `exclude ${codes.exclude.join(', ')}` : null,
      codes.exclude_unknown ? 'companies without a code excluded' : null,
    ].filter(Boolean);
    lines.push(`Activity (${name} codes): ${parts.join('; ')}`);
  }
  if (typeof screens.max_revenue === 'number') lines.push(`Maximum revenue: ${screens.max_revenue}`);
  const employees = screens.employees as { min: number | null; max: number | null; exclude_unknown?: boolean } | null | undefined;
  if (employees) {
    const range =
      employees.min !== null && employees.max !== null
        ? `${employees.min} to ${employees.max}`
        : employees.min !== null
          ? `at least ${employees.min}`
          : `at most ${employees.max}`;
    lines.push(`Employees: ${range}${employees.exclude_unknown ? ', unknown excluded' : ''}`);
  }
  if (typeof screens.min_years_of_data === 'number')
    lines.push(`Years of data: at least ${screens.min_years_of_data} with revenue and operating profit`);
  return lines;
}
