import type { Benchmark } from '@quartile/api';
import { defaultResultsSettings } from '@quartile/domain';
import { toast } from '@quartile/ui';
import { ResultsPanel, type TestedPartyInput } from '@quartile/ui/fragments/Results';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useInvalidateBenchmark } from '../api/benchmarks.ts';
import { companiesQuery } from '../api/companies.ts';
import { useSavedSettings } from './useSavedSettings.ts';

export interface ResultsSectionProps {
  benchmark: Benchmark;
}

/** The arm's length range of the study, wired to the API: companies, saved settings, tested party. */
export function ResultsSection({ benchmark }: ResultsSectionProps) {
  const companies = useQuery(companiesQuery(benchmark.id));
  // The tested party lives on the benchmark: read it again after a save.
  const refreshBenchmark = useInvalidateBenchmark(benchmark.id);
  const { settings, change, saveState, retry } = useSavedSettings(
    benchmark.results_settings ?? {
      ...defaultResultsSettings(benchmark.financial_years),
      years: [...benchmark.financial_years].sort((a, b) => a - b),
      exclusions: [],
    },
    (next) => api.saveResultsSettings(benchmark.id, next),
  );
  const [testedParty, setTestedParty] = useState({
    description: benchmark.tested_party_description,
    financials: benchmark.tested_party_financials,
  });

  const saveTestedParty = async (input: TestedPartyInput) => {
    const updated = await api.saveTestedPartyDescription(benchmark.id, input);
    setTestedParty({ description: updated.tested_party_description, financials: updated.tested_party_financials });
    refreshBenchmark();
  };

  /** Issue 19: current decisions only, or outdated ones too with this person's acknowledgement. */
  const setRangeBasis = async (includeOutdated: boolean) => {
    try {
      await api.setRangeBasis(benchmark.id, { include_outdated: includeOutdated });
      toast.success(includeOutdated ? 'Outdated decisions included in the range' : 'The range uses current decisions only');
    } finally {
      refreshBenchmark();
    }
  };

  return (
    <ResultsPanel
      state={loadStateOf(companies)}
      companies={companies.data}
      financialYears={benchmark.financial_years}
      testedParty={testedParty}
      settings={settings}
      onSettingsChange={change}
      saveState={saveState}
      onRetrySave={retry}
      onRetry={() => void companies.refetch()}
      onSaveTestedParty={saveTestedParty}
      rangeBasis={{
        criteriaVersion: benchmark.criteria_version,
        includeOutdated: benchmark.range_basis.include_outdated,
        chosenBy: benchmark.range_basis.chosen_by,
        chosenAt: benchmark.range_basis.chosen_at,
        onChange: setRangeBasis,
      }}
    />
  );
}
