import type { IndustryOverviewSummary } from '@quartile/api';
import { Dialog, toast } from '@quartile/ui';
import {
  IndustryOverviewForm,
  IndustryOverviewList,
  isActive,
  type IndustryOverviewInput,
} from '@quartile/ui/fragments/IndustryOverviewList';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { fieldErrorsOf } from '../../../shared/api/apiErrors.ts';
import { useAsync } from '../hooks/useAsync.ts';
import { usePolling } from '../hooks/usePolling.ts';

/** /agents/industry-overview: the firm's overviews; create one, run it, follow its progress. */
export default function IndustryOverviewsPage() {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const list = useAsync(() => api.listIndustryOverviews(), []);
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof IndustryOverviewInput, string>>>({});
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    document.title = t('overviewsDocumentTitle');
  }, [t]);
  usePolling(Boolean(list.data?.some((o) => isActive(o.status))), list.reload);

  const create = async (input: IndustryOverviewInput) => {
    setPending(true);
    setFormError(null);
    setFieldErrors({});
    try {
      const created = await api.createIndustryOverview(input);
      toast.success(t('created'));
      setCreating(false);
      void navigate(`/agents/industry-overview/${created.id}`);
    } catch (error) {
      setFormError(t('createFailed'));
      setFieldErrors(fieldErrorsOf(error));
    } finally {
      setPending(false);
    }
  };

  const run = async (overview: IndustryOverviewSummary) => {
    setRunning((ids) => new Set(ids).add(overview.id));
    try {
      await api.runIndustryOverview(overview.id);
      toast.success(t('queued'));
    } catch {
      // The server's message is already shown (error toast); the list shows the current state.
    } finally {
      setRunning((ids) => {
        const next = new Set(ids);
        next.delete(overview.id);
        return next;
      });
      list.reload();
    }
  };

  return (
    <>
      <IndustryOverviewList
        state={list.status}
        overviews={list.data ?? []}
        onCreate={() => {
          setFormError(null);
          setFieldErrors({});
          setCreating(true);
        }}
        onRun={(o) => void run(o)}
        runningIds={running}
        overviewHref={(o) => `/agents/industry-overview/${o.id}`}
        backHref="/agents"
        onRetry={list.reload}
      />
      <Dialog
        title={t('newOverviewTitle')}
        modalProps={{ isOpen: creating, onOpenChange: (open) => !pending && setCreating(open), isDismissable: !pending }}
      >
        <IndustryOverviewForm
          onSubmit={(input) => void create(input)}
          onCancel={() => setCreating(false)}
          isPending={pending}
          formError={formError}
          fieldErrors={fieldErrors}
        />
      </Dialog>
    </>
  );
}
