// A company's stored source opened beside it (a cited passage, or a page the web search read):
// which one is open is page state; its text is a query.
import type { OpenPassage } from '@quartile/ui/fragments/HumanReview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { benchmarkKeys } from './keys.ts';

export const companySourceQuery = (benchmarkId: string, companyId: string, sourceId: string) =>
  queryOptions({
    queryKey: benchmarkKeys.source(benchmarkId, companyId, sourceId),
    queryFn: () => api.getCompanySource(benchmarkId, companyId, sourceId),
  });

export type CompanyPassage = OpenPassage & { companyId: string };

interface OpenSource {
  companyId: string;
  sourceId: string;
  /** The passage to highlight; '' shows the whole source. */
  quote: string;
}

export function useCompanySource(benchmarkId: string) {
  const [open, setOpen] = useState<OpenSource | null>(null);
  const source = useQuery({ ...companySourceQuery(benchmarkId, open?.companyId ?? '', open?.sourceId ?? ''), enabled: open !== null });
  const state = loadStateOf(source);
  const passage: CompanyPassage | null = open ? { ...open, state, ...(state === 'ready' && source.data ? { document: source.data } : {}) } : null;
  const { refetch } = source;
  const show = useCallback((next: OpenSource) => setOpen(next), []);
  const close = useCallback(() => setOpen(null), []);
  const retry = useCallback(() => void refetch(), [refetch]);
  return { passage, show, close, retry };
}
