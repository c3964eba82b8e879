import type { ClientInput } from '@quartile/api';
import { Dialog, toast } from '@quartile/ui';
import { ClientDetails } from '@quartile/ui/fragments/ClientDetails';
import { ClientForm, clientToValues } from '@quartile/ui/fragments/ClientForm';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../shared/api/apiErrors.ts';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { clientBenchmarksQuery, clientQuery, useUpdateClient } from '../api/clients.ts';
import { useSessionUser } from '../../../shared/session/index.ts';
import { useDialogForm } from '../../../shared/hooks/useDialogForm.ts';

/** /vault/:id: a client's profile and benchmarks, with edit and back-to-clients. */
export default function ClientPage() {
  const { t } = useTranslation('vault');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const benchmarking = user?.firm.feature_benchmarking_enabled !== false;

  const client = useQuery(clientQuery(id));
  const benchmarks = useQuery(clientBenchmarksQuery(id));
  const updateClient = useUpdateClient(id);

  const pending = updateClient.isPending;
  const form = useDialogForm();

  const name = client.data?.name;
  useDocumentTitle(name ? t('clientDocumentTitle', { name }) : t('documentTitle'));

  const notFound = client.status === 'error' && isNotFound(client.error);
  const benchmarksMissing = benchmarks.status === 'error' && isNotFound(benchmarks.error);

  const save = (input: ClientInput) =>
    form.submit(async () => {
      await updateClient.mutateAsync(input);
      toast.success(t('updated'));
      form.close();
    }, t('updateFailed'));

  return (
    <>
      <ClientDetails
        state={notFound ? 'notFound' : loadStateOf(client)}
        client={client.data}
        benchmarksState={benchmarksMissing ? 'ready' : loadStateOf(benchmarks)}
        benchmarks={benchmarks.data ?? []}
        backHref="/vault"
        onEdit={form.open}
        onRetry={() => void client.refetch()}
        onRetryBenchmarks={() => void benchmarks.refetch()}
        benchmarkHref={benchmarking ? (b) => `/benchmarks/${b.id}` : undefined}
        onStartBenchmark={benchmarking ? () => void navigate(`/benchmarks?start=${encodeURIComponent(id)}`) : undefined}
      />
      {client.data ? (
        <Dialog
          title={t('editClientTitle')}
          modalProps={form.modalProps(pending)}
        >
          <ClientForm
            key={client.data.updated_at}
            initialValues={clientToValues(client.data)}
            submitLabel={t('editClientSubmit')}
            onSubmit={save}
            {...form.formProps(pending)}
          />
        </Dialog>
      ) : null}
    </>
  );
}
