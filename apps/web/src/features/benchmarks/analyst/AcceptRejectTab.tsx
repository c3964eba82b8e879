import type { Benchmark, Citation, Company, Criteria } from '@quartile/api';
import { MESSAGES, type RunScope } from '@quartile/domain';
import { toast } from '@quartile/ui';
import { AcceptRejectPanel } from '@quartile/ui/fragments/ResearchAnalyst';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useState } from 'react';
import { classificationSearchQuery, criteriaReadingsQuery } from '../api/analyst.ts';
import { api } from '../../../shared/api/client.ts';
import { useInvalidateBenchmark } from '../api/benchmarks.ts';
import { useBenchmarkCompanies } from '../api/companies.ts';
import { useCompanySource } from '../api/sources.ts';
import { creditsRemainingQuery, type Runs } from '../api/runs.ts';
import { CompaniesFallback } from './CompaniesFallback.tsx';
import { en } from './en.ts';

if (!i18n.hasResourceBundle('en', 'analyst')) i18n.addResourceBundle('en', 'analyst', en, true, true);

export interface AcceptRejectTabProps {
  benchmark: Benchmark;
  runs: Runs;
}

/** The Accept/Reject tab: Run Analysis (criteria, start), live progress and each company's result with citations. */
export function AcceptRejectTab({ benchmark, runs }: AcceptRejectTabProps) {
  const { t } = useTranslation('analyst');
  const data = useBenchmarkCompanies(benchmark.id);
  // Criteria, description and counts live on the benchmark: read it again after a change.
  const refreshBenchmark = useInvalidateBenchmark(benchmark.id);
  const source = useCompanySource(benchmark.id);
  const passage = source.passage;
  const queryClient = useQueryClient();
  // What the drafted criteria are read as (classification codes); the words settle before a read.
  const [drafted, setDrafted] = useState(() => ({ accept: [...benchmark.criteria.accept], reject: [...benchmark.criteria.reject] }));
  const words = useDeferredValue(drafted);
  const cleaned = { accept: words.accept.map((c) => c.trim()).filter(Boolean), reject: words.reject.map((c) => c.trim()).filter(Boolean) };
  const readings = useQuery({ ...criteriaReadingsQuery(cleaned), enabled: cleaned.accept.length + cleaned.reject.length > 0, placeholderData: keepPreviousData });
  const onDraftCriteriaChange = useCallback((criteria: { accept: string[]; reject: string[] }) => setDrafted(criteria), []);
  const searchCodes = useCallback((query: string) => queryClient.fetchQuery(classificationSearchQuery(query)), [queryClient]);
  const credits = useQuery(creditsRemainingQuery());

  if (data.status !== 'ready') return <CompaniesFallback data={data} />;

  const saveCriteria = async (criteria: Criteria) => {
    const result = await api.saveCriteria(benchmark.id, criteria, benchmark.version);
    toast.success(t('criteriaSaved'));
    refreshBenchmark();
    if (result.outdated_company_ids.length > 0) data.refetch();
  };

  /** Saves a changed description first (generation reads the stored one), then asks for criteria. */
  const generateCriteria = async (description: string): Promise<Criteria | null> => {
    if (description.trim() !== benchmark.tested_party_description.trim()) {
      await api.saveTestedPartyDescription(benchmark.id, { tested_party_description: description });
      refreshBenchmark();
    }
    const result = await api.generateCriteria(benchmark.id);
    if (result.identical_to_current) {
      toast.info(MESSAGES.criteriaIdentical);
      return null;
    }
    toast.success(t('criteriaGenerated'));
    return result.criteria;
  };

  const start = async (ids: string[], scope: RunScope) => {
    const job = await runs.start('analysis', ids, scope);
    toast.success(t('analysisStarted', { count: job.total }));
    data.refetch();
  };

  const showCitation = (company: Company, citation: Citation) => {
    source.show({ companyId: company.id, sourceId: citation.source_id, quote: citation.quote });
  };

  return (
    <AcceptRejectPanel
      criteria={benchmark.criteria}
      testedPartyDescription={benchmark.tested_party_description}
      criteriaPendingConfirmation={benchmark.criteria_pending_confirmation}
      companies={data.companies}
      run={runs.latest.analysis}
      otherRun={runs.active && runs.active.kind !== 'analysis' ? runs.active : null}
      onSaveCriteria={saveCriteria}
      onGenerateCriteria={generateCriteria}
      onStart={start}
      criteriaVersion={benchmark.criteria_version}
      creditsRemaining={credits.data ?? null}
      onCancelRun={() => void runs.cancel()}
      isCancelling={runs.isCancelling}
      passage={passage}
      onShowCitation={showCitation}
      onClosePassage={source.close}
      onRetryPassage={passage ? source.retry : undefined}
      criteriaReadings={readings.data ?? null}
      criteriaReadingsFailed={readings.isError}
      onDraftCriteriaChange={onDraftCriteriaChange}
      onSearchCodes={searchCodes}
    />
  );
}
