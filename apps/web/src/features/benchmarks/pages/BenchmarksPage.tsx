import type { BenchmarkCreate } from '@quartile/api';
import { Dialog, toast } from '@quartile/ui';
import { BenchmarkList, BENCHMARK_SORTS, DEFAULT_BENCHMARK_SORT, type BenchmarkSort } from '@quartile/ui/fragments/BenchmarkList';
import { StartBenchmarkForm, type ClientOption } from '@quartile/ui/fragments/StartBenchmarkForm';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isRefreshing } from '../../../shared/api/loadState.ts';
import { listPaging } from '../../../shared/api/listPaging.ts';
import { useClientOptions } from '../../../shared/hooks/useClientOptions.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useListSearch } from '../../../shared/hooks/useListSearch.ts';
import { benchmarkListQuery, clientOptionsQuery, startClientQuery, useCreateBenchmark } from '../api/benchmarks.ts';
import { useDialogForm } from '../../../shared/hooks/useDialogForm.ts';

const PAGE_SIZE = 20;

const isSort = (value: string | null): value is BenchmarkSort => (BENCHMARK_SORTS as readonly string[]).includes(value ?? '');

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** /benchmarks: the firm's benchmarks and the start-a-benchmark dialog (?start=<clientId> opens it for that client). */
export default function BenchmarksPage() {
  const { t } = useTranslation('benchmarks');
  const navigate = useNavigate();
  const listSearch = useListSearch();
  const { params, query, page, updateParams: update } = listSearch;
  const sortParam = params.get('sort');
  const sort: BenchmarkSort = isSort(sortParam) ? sortParam : DEFAULT_BENCHMARK_SORT;

  const startFor = params.get('start');
  const [starting, setStarting] = useState(startFor !== null);
  const [clientText, setClientText] = useState('');
  const createBenchmark = useCreateBenchmark();
  // Kept pending after success too: the page is left for the new benchmark.
  const pending = createBenchmark.isPending || createBenchmark.isSuccess;
  const form = useDialogForm();
  const clients = useClientOptions(clientText, starting, clientOptionsQuery);

  useDocumentTitle(t('documentTitle'));

  // Opening from a client's page: preselect that client, then drop the parameter.
  const startClient = useQuery({ ...startClientQuery(startFor ?? ''), enabled: startFor !== null });
  const [defaultClient, setDefaultClient] = useState<ClientOption | null>(null);
  const loadedClient = startFor !== null ? startClient.data : undefined;
  if (loadedClient && defaultClient?.id !== loadedClient.id)
    setDefaultClient({ id: loadedClient.id, name: loadedClient.name, country: loadedClient.country });

  const list = useQuery(benchmarkListQuery({ search: query || undefined, sort, page, page_size: PAGE_SIZE }));

  const open = () => {
    form.clear();
    setStarting(true);
  };
  const close = () => {
    setStarting(false);
    if (startFor) update({ start: null });
  };

  const start = (input: BenchmarkCreate) =>
    form.submit(async () => {
      const created = await createBenchmark.mutateAsync(input);
      toast.success(t('started'));
      void navigate(`/benchmarks/${created.id}`);
    }, t('startFailed'));

  const waitingForClient = startFor !== null && defaultClient === null;

  return (
    <>
      <BenchmarkList
        {...listPaging(list, listSearch, PAGE_SIZE)}
        benchmarks={list.data?.items ?? []}
        sort={sort}
        onSortChange={(next) => update({ sort: next === DEFAULT_BENCHMARK_SORT ? null : next, page: null })}
        onStartBenchmark={open}
        isRefreshing={isRefreshing(list)}
        benchmarkHref={(b) => `/benchmarks/${b.id}`}
        clientHref={(b) => `/vault/${b.client_id}`}
      />
      <Dialog
        title={t('startTitle')}
        modalProps={{ isOpen: starting, onOpenChange: (isOpen) => !pending && (isOpen ? open() : close()), isDismissable: !pending }}
      >
        {waitingForClient ? null : (
          <StartBenchmarkForm
            key={defaultClient?.id ?? 'none'}
            clientOptions={clients.options}
            isLoadingClients={clients.isLoading}
            onClientSearchChange={setClientText}
            defaultClient={defaultClient}
            today={localToday()}
            onSubmit={start}
            onCancel={close}
            isPending={pending}
            formError={form.formError}
            fieldErrors={form.fieldErrors}
          />
        )}
      </Dialog>
    </>
  );
}
