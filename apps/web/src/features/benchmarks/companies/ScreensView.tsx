// Quantitative screens over the existing /screens/ call: the settings are checked here for a quick
// answer and by the server, which excludes and records each reason.
import type { Benchmark, Company } from '@quartile/api';
import { ApiError } from '@quartile/api';
import { Card, toast } from '@quartile/ui';
import { defaultScreens, ScreensPanel, screensOf, screenSettingsErrors, type ScreenOutcome, type ScreenSettings } from '@quartile/ui/fragments/CompanyList';
import { useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { fieldErrorsOf } from '../../../shared/api/apiErrors.ts';
import { useCompaniesChanged } from '../api/companies.ts';

export function ScreensView({ benchmark, companies }: { benchmark: Benchmark; companies: readonly Company[] }) {
  const onApplied = useCompaniesChanged(benchmark.id);
  const [settings, setSettings] = useState<ScreenSettings>(() => defaultScreens(benchmark.financial_years));
  const [errors, setErrors] = useState<ReturnType<typeof screenSettingsErrors>>({});
  const [applying, setApplying] = useState(false);
  const [outcome, setOutcome] = useState<ScreenOutcome | null>(null);

  const apply = async () => {
    const found = screenSettingsErrors(settings, benchmark.financial_years);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setApplying(true);
    try {
      const screens = screensOf(settings);
      const answer = await api.applyQuantitativeScreens(benchmark.id, {
        independence: settings.independence ? { allowed: [...settings.allowed], exclude_unknown: settings.excludeUnknown } : null,
        data_availability: settings.dataAvailability,
        persistent_losses: settings.persistentLosses ? { loss_years: settings.lossYears } : null,
        min_revenue: screens.minRevenue ?? null,
        max_revenue: screens.maxRevenue ?? null,
        activity_codes: screens.activityCodes
          ? {
              system: screens.activityCodes.system,
              include: [...screens.activityCodes.include],
              exclude: [...screens.activityCodes.exclude],
              exclude_unknown: screens.activityCodes.excludeUnknown ?? false,
            }
          : null,
        employees: screens.employees
          ? { min: screens.employees.min, max: screens.employees.max, exclude_unknown: screens.employees.excludeUnknown ?? false }
          : null,
        min_years_of_data: screens.minYearsOfData ?? null,
      });
      const names = new Map(companies.map((c) => [c.id, c.name?.trim() || `Row ${c.row ?? ''}`]));
      setOutcome({
        excluded: answer.excluded,
        includedAgain: answer.included_again,
        results: answer.results.map((r) => ({ name: names.get(r.company_id) ?? r.company_id, reasons: r.reasons })),
      });
      toast.success('Screens applied');
      onApplied();
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrorsOf(error));
    } finally {
      setApplying(false);
    }
  };

  return (
    <Card>
      <ScreensPanel
        settings={settings}
        onChange={(next) => {
          setSettings(next);
          setErrors({});
        }}
        years={benchmark.financial_years}
        onApply={() => void apply()}
        isApplying={applying}
        errors={errors}
        outcome={outcome}
      />
    </Card>
  );
}
