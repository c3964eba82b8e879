import { Dialog, toast } from '@quartile/ui';
import { FarCreateForm, FarList, type FarCreateInput } from '@quartile/ui/fragments/FarList';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { listPaging } from '../../../shared/api/listPaging.ts';
import { useClientOptions } from '../../../shared/hooks/useClientOptions.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useDialogForm } from '../../../shared/hooks/useDialogForm.ts';
import { useListSearch } from '../../../shared/hooks/useListSearch.ts';
import { farClientOptionsQuery, farListQuery, useCreateFar } from '../api/fars.ts';

const PAGE_SIZE = 20;

/** /fars: the firm's FAR reports, searched on the server; a new one opens in the editor. */
export default function FarsPage() {
  const { t } = useTranslation('fars');
  const navigate = useNavigate();
  const listSearch = useListSearch();
  const { query, page } = listSearch;
  const createFar = useCreateFar();
  const pending = createFar.isPending;
  const form = useDialogForm();
  const [clientText, setClientText] = useState('');
  const clients = useClientOptions(clientText, form.isOpen, farClientOptionsQuery);

  useDocumentTitle(t('listDocumentTitle'));

  const list = useQuery(farListQuery({ search: query || undefined, page, page_size: PAGE_SIZE }));

  const create = (input: FarCreateInput) =>
    form.submit(async () => {
      const far = await createFar.mutateAsync({
        title: input.title,
        client_id: input.client_id,
        tested_party: input.tested_party,
        characterisation: input.characterisation,
      });
      toast.success(t('created'));
      form.close();
      void navigate(`/fars/${far.id}`);
    }, t('createFailed'));

  return (
    <>
      <FarList
        {...listPaging(list, listSearch, PAGE_SIZE)}
        fars={list.data?.items ?? []}
        onCreate={form.open}
        farHref={(far) => `/fars/${far.id}`}
        backHref="/agents"
      />
      <Dialog
        title={t('newTitle')}
        modalProps={form.modalProps(pending)}
      >
        <FarCreateForm
          clientOptions={clients.options}
          isLoadingClients={clients.isLoading}
          onClientSearchChange={setClientText}
          onSubmit={(input) => void create(input)}
          onCancel={form.close}
          isPending={pending}
          formError={form.formError}
        />
      </Dialog>
    </>
  );
}
