import { Dialog, toast } from '@quartile/ui';
import { FarCreateForm, FarList, type FarCreateInput } from '@quartile/ui/fragments/FarList';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { listPaging } from '../../../shared/api/listPaging.ts';
import { useClientOptions } from '../../../shared/hooks/useClientOptions.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useListSearch } from '../../../shared/hooks/useListSearch.ts';
import { farClientOptionsQuery, farListQuery, useCreateFar } from '../api/fars.ts';

const PAGE_SIZE = 20;

/** /fars: the firm's FAR reports, searched on the server; a new one opens in the editor. */
export default function FarsPage() {
  const { t } = useTranslation('fars');
  const navigate = useNavigate();
  const { search, setSearch, query, page, setPage } = useListSearch();
  const [creating, setCreating] = useState(false);
  const createFar = useCreateFar();
  const pending = createFar.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const [clientText, setClientText] = useState('');
  const clients = useClientOptions(clientText, creating, farClientOptionsQuery);

  useDocumentTitle(t('listDocumentTitle'));

  const list = useQuery(farListQuery({ search: query || undefined, page, page_size: PAGE_SIZE }));

  const create = async (input: FarCreateInput) => {
    setFormError(null);
    try {
      const far = await createFar.mutateAsync({
        title: input.title,
        client_id: input.client_id,
        tested_party: input.tested_party,
        characterisation: input.characterisation,
      });
      toast.success(t('created'));
      setCreating(false);
      void navigate(`/fars/${far.id}`);
    } catch {
      setFormError(t('createFailed'));
    }
  };

  return (
    <>
      <FarList
        {...listPaging(list, page, PAGE_SIZE)}
        fars={list.data?.items ?? []}
        search={search}
        onSearchChange={setSearch}
        onPageChange={setPage}
        onCreate={() => {
          setFormError(null);
          setCreating(true);
        }}
        farHref={(far) => `/fars/${far.id}`}
        backHref="/agents"
        onRetry={() => void list.refetch()}
      />
      <Dialog
        title={t('newTitle')}
        modalProps={{ isOpen: creating, onOpenChange: (open) => !pending && setCreating(open), isDismissable: !pending }}
      >
        <FarCreateForm
          clientOptions={clients.options}
          isLoadingClients={clients.isLoading}
          onClientSearchChange={setClientText}
          onSubmit={(input) => void create(input)}
          onCancel={() => setCreating(false)}
          isPending={pending}
          formError={formError}
        />
      </Dialog>
    </>
  );
}
