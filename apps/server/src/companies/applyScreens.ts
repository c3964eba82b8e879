// Use case: the quantitative screens (independence, data availability, persistent losses, minimum
// and maximum revenue, activity codes, employees, years of data; rules in packages/domain) exclude
// failing companies with reasons, keep manual exclusions, and include again the
// companies a screen had excluded once the screens relax.
import { ACTIVITY_ATTRIBUTES, ACTIVITY_SYSTEMS, screenReasons, screenSettingsProblems, type QuantitativeScreens } from '@quartile/domain';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { lockFinancialYears, saveScreens } from '../benchmarks/benchmarkStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { ValidationError } from '../errors.ts';
import { excludeByScreen, includeAfterScreen, liveCompanies } from './companyStore.ts';

export interface ScreensInput {
  independence?: { allowed: string[]; exclude_unknown?: boolean } | null;
  data_availability?: boolean;
  persistent_losses?: { loss_years: number } | null;
  min_revenue?: number | null;
  activity_codes?: { system: 'nace' | 'naics' | 'sic'; include: string[]; exclude: string[]; exclude_unknown?: boolean } | null;
  max_revenue?: number | null;
  employees?: { min: number | null; max: number | null; exclude_unknown?: boolean } | null;
  min_years_of_data?: number | null;
}

const attribute = (attributes: Record<string, unknown> | null | undefined, key: string): string | number | null => {
  const value = attributes?.[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

export async function applyQuantitativeScreens(ctx: AppContext, auth: AuthContext, benchmarkId: string, body: ScreensInput) {
  const screens: QuantitativeScreens = {
    independence: body.independence
      ? { allowed: body.independence.allowed, excludeUnknown: body.independence.exclude_unknown ?? false }
      : null,
    dataAvailability: body.data_availability ?? false,
    persistentLosses: body.persistent_losses ? { lossYears: body.persistent_losses.loss_years } : null,
    minRevenue: body.min_revenue ?? null,
    activityCodes: body.activity_codes
      ? {
          system: body.activity_codes.system,
          include: body.activity_codes.include,
          exclude: body.activity_codes.exclude,
          excludeUnknown: body.activity_codes.exclude_unknown ?? false,
        }
      : null,
    maxRevenue: body.max_revenue ?? null,
    employees: body.employees
      ? { min: body.employees.min, max: body.employees.max, excludeUnknown: body.employees.exclude_unknown ?? false }
      : null,
    minYearsOfData: body.min_years_of_data ?? null,
  };
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const financialYears = await lockFinancialYears(sql, auth.firmId, benchmarkId);
    const problems = Object.entries(screenSettingsProblems(screens, financialYears));
    if (problems.length > 0) {
      throw new ValidationError(problems[0]![1], Object.fromEntries(problems.map(([field, message]) => [field, [message]])));
    }
    const companies = await liveCompanies(sql, auth.firmId, benchmarkId);
    const results = companies.map((c) => ({
      company: c,
      reasons: screenReasons(
        {
          independenceIndicator: (c.attributes?.independence_indicator as string | undefined) ?? null,
          financials: Array.isArray(c.financials) ? c.financials : [],
          activityCodes: Object.fromEntries(
            ACTIVITY_SYSTEMS.map((system) => [system, attribute(c.attributes, ACTIVITY_ATTRIBUTES[system])]),
          ),
          employees: attribute(c.attributes, 'employees'),
        },
        screens,
        financialYears,
      ),
    }));
    const toExclude = results.filter((r) => r.reasons.length > 0 && r.company.exclusion_source !== 'manual');
    const toInclude = results.filter((r) => r.reasons.length === 0 && r.company.exclusion_source === 'screen');
    await excludeByScreen(
      sql,
      auth.firmId,
      toExclude.map((r) => ({ id: r.company.id, reason: r.reasons.join('; ') })),
    );
    await includeAfterScreen(
      sql,
      auth.firmId,
      toInclude.map((r) => r.company.id),
    );
    await saveScreens(sql, benchmarkId, body);
    await recordUserEvent(sql, auth, {
      benchmarkId,
      action: 'screens.applied',
      details: { screens: body, excluded: toExclude.length, included_again: toInclude.length },
    });
    return {
      excluded: toExclude.length,
      included_again: toInclude.length,
      results: results.filter((r) => r.reasons.length > 0).map((r) => ({ company_id: r.company.id, reasons: r.reasons })),
    };
  });
}
