import type { Benchmark } from '@quartile/api';
import { defaultResultsSettings } from '@quartile/domain';
import { ResultsPanel, type TestedPartyInput } from '@quartile/ui/fragments/Results';
import { useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { useAsync } from '../hooks/useAsync.ts';
import { useSavedSettings } from './useSavedSettings.ts';

export interface ResultsSectionProps {
  benchmark: Benchmark;
  /** Called with the benchmark as the server answered after a change (tested party saved). */
  onBenchmarkChange?: (benchmark: Benchmark) => void;
}

/** The arm's length range of the study, wired to the API: companies, saved settings, tested party. */
export function ResultsSection({ benchmark, onBenchmarkChange }: ResultsSectionProps) {
  const companies = useAsync(() => api.getCompanies(benchmark.id), [benchmark.id]);
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
    onBenchmarkChange?.(updated);
  };

  return (
    <ResultsPanel
      state={companies.status}
      companies={companies.data}
      financialYears={benchmark.financial_years}
      testedParty={testedParty}
      settings={settings}
      onSettingsChange={change}
      saveState={saveState}
      onRetrySave={retry}
      onRetry={companies.reload}
      onSaveTestedParty={saveTestedParty}
    />
  );
}
