import type { ClientInput } from '@quartile/api';
import { Dialog, toast } from '@quartile/ui';
import { ClientForm } from '@quartile/ui/fragments/ClientForm';
import { ClientList } from '@quartile/ui/fragments/ClientList';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/apiErrors.ts';
import { isRefreshing } from '../../../shared/api/loadState.ts';
import { listPaging } from '../../../shared/api/listPaging.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useListSearch } from '../../../shared/hooks/useListSearch.ts';
import { clientListQuery, useCreateClient } from '../api/clients.ts';
import { useDialogForm } from '../../../shared/hooks/useDialogForm.ts';

const PAGE_SIZE = 20;

/** /vault: the firm's clients, searched on the server as the user types. */
export default function ClientsPage() {
  const { t } = useTranslation('vault');
  // The URL keeps the search and page, so reload and back keep the place.
  const listSearch = useListSearch();
  const { query, page } = listSearch;

  const createClient = useCreateClient();
  const pending = createClient.isPending;
  const form = useDialogForm();

  useDocumentTitle(t('documentTitle'));

  const list = useQuery(clientListQuery({ search: query || undefined, page, page_size: PAGE_SIZE }));

  const create = (input: ClientInput) =>
    form.submit(async () => {
      await createClient.mutateAsync(input);
      toast.success(t('created'));
      form.close();
    }, t('createFailed'));

  return (
    <>
      <ClientList
        {...listPaging(list, listSearch, PAGE_SIZE)}
        clients={list.data?.items ?? []}
        onAddClient={form.open}
        isRefreshing={isRefreshing(list)}
        clientHref={(c) => `/vault/${c.id}`}
        errorMessage={isForbidden(list.error) ? t('forbidden') : undefined}
      />
      <Dialog
        title={t('addClientTitle')}
        modalProps={form.modalProps(pending)}
      >
        <ClientForm
          submitLabel={t('addClientSubmit')}
          onSubmit={create}
          {...form.formProps(pending)}
        />
      </Dialog>
    </>
  );
}
