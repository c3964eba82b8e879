import type { ClientInput } from '@quartile/api';
import { Dialog, toast } from '@quartile/ui';
import { ClientDetails } from '@quartile/ui/fragments/ClientDetails';
import { ClientForm, clientToValues } from '@quartile/ui/fragments/ClientForm';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { fieldErrorsOf, isNotFound } from '../../../shared/api/apiErrors.ts';
import { useAsync } from '../hooks/useAsync.ts';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';

/** /vault/:id: a client's profile and benchmarks, with edit and back-to-clients. */
export default function ClientPage() {
  const { t } = useTranslation('vault');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const benchmarking = user?.firm.feature_benchmarking_enabled !== false;

  const client = useAsync(() => api.getClient(id), [id]);
  const benchmarks = useAsync(() => api.listClientBenchmarks(id), [id]);

  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const name = client.data?.name;
  useEffect(() => {
    document.title = name ? t('clientDocumentTitle', { name }) : t('documentTitle');
  }, [name, t]);

  const notFound = client.status === 'error' && isNotFound(client.error);
  const benchmarksMissing = benchmarks.status === 'error' && isNotFound(benchmarks.error);

  const save = async (input: ClientInput) => {
    setPending(true);
    setFormError(null);
    setFieldErrors({});
    try {
      await api.updateClient(id, input);
      toast.success(t('updated'));
      setEditing(false);
      client.reload();
    } catch (error) {
      setFormError(t('updateFailed'));
      setFieldErrors(fieldErrorsOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <ClientDetails
        state={notFound ? 'notFound' : client.status}
        client={client.data}
        benchmarksState={benchmarksMissing ? 'ready' : benchmarks.status}
        benchmarks={benchmarks.data ?? []}
        backHref="/vault"
        onEdit={() => {
          setFormError(null);
          setFieldErrors({});
          setEditing(true);
        }}
        onRetry={client.reload}
        onRetryBenchmarks={benchmarks.reload}
        benchmarkHref={benchmarking ? (b) => `/benchmarks/${b.id}` : undefined}
        onStartBenchmark={benchmarking ? () => void navigate(`/benchmarks?start=${encodeURIComponent(id)}`) : undefined}
      />
      {client.data ? (
        <Dialog title={t('editClientTitle')} modalProps={{ isOpen: editing, onOpenChange: (open) => !pending && setEditing(open), isDismissable: !pending }}>
          <ClientForm
            key={client.data.updated_at}
            initialValues={clientToValues(client.data)}
            submitLabel={t('editClientSubmit')}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            isPending={pending}
            formError={formError}
            fieldErrors={fieldErrors}
          />
        </Dialog>
      ) : null}
    </>
  );
}
