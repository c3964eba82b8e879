import type { ClientInput } from '@quartile/api';
import { Dialog, toast } from '@quartile/ui';
import { ClientForm } from '@quartile/ui/fragments/ClientForm';
import { ClientList } from '@quartile/ui/fragments/ClientList';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fieldErrorsOf, isForbidden } from '../../../shared/api/apiErrors.ts';
import { isRefreshing, loadStateOf } from '../../../shared/api/loadState.ts';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { clientListQuery, useCreateClient } from '../api/clients.ts';

const PAGE_SIZE = 20;

/** /vault: the firm's clients, searched on the server as the user types. */
export default function ClientsPage() {
  const { t } = useTranslation('vault');
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query = useDebouncedValue(search.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const [adding, setAdding] = useState(false);
  const createClient = useCreateClient();
  const pending = createClient.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  useDocumentTitle(t('documentTitle'));

  // The URL keeps the search and page, so reload and back keep the place.
  useEffect(() => {
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (query) next.set('q', query);
        else next.delete('q');
        if (query !== (old.get('q') ?? '')) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [query, setParams]);

  const list = useQuery(clientListQuery({ search: query || undefined, page, page_size: PAGE_SIZE }));

  const setPage = (next: number) =>
    setParams((old) => {
      const p = new URLSearchParams(old);
      if (next > 1) p.set('page', String(next));
      else p.delete('page');
      return p;
    });

  const openAdd = () => {
    setFormError(null);
    setFieldErrors({});
    setAdding(true);
  };

  const create = async (input: ClientInput) => {
    setFormError(null);
    setFieldErrors({});
    try {
      await createClient.mutateAsync(input);
      toast.success(t('created'));
      setAdding(false);
    } catch (error) {
      setFormError(t('createFailed'));
      setFieldErrors(fieldErrorsOf(error));
    }
  };

  return (
    <>
      <ClientList
        state={loadStateOf(list)}
        clients={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        page={list.data?.page ?? page}
        pageSize={list.data?.page_size ?? PAGE_SIZE}
        search={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onAddClient={openAdd}
        onRetry={() => void list.refetch()}
        isRefreshing={isRefreshing(list)}
        clientHref={(c) => `/vault/${c.id}`}
        errorMessage={isForbidden(list.error) ? t('forbidden') : undefined}
      />
      <Dialog
        title={t('addClientTitle')}
        modalProps={{ isOpen: adding, onOpenChange: (open) => !pending && setAdding(open), isDismissable: !pending }}
      >
        <ClientForm submitLabel={t('addClientSubmit')} onSubmit={create} onCancel={() => setAdding(false)} isPending={pending} formError={formError} fieldErrors={fieldErrors} />
      </Dialog>
    </>
  );
}
