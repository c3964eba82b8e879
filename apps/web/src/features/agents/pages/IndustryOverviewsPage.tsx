import type { IndustryOverviewSummary } from '@quartile/api';
import { Dialog, toast } from '@quartile/ui';
import { IndustryOverviewForm, IndustryOverviewList, type IndustryOverviewInput } from '@quartile/ui/fragments/IndustryOverviewList';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { overviewsQuery, useCreateOverview, useRunOverview } from '../api/agents.ts';
import { useDialogForm } from '../../../shared/hooks/useDialogForm.ts';

/** /agents/industry-overview: the firm's overviews; create one, run it, follow its progress. */
export default function IndustryOverviewsPage() {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const list = useQuery(overviewsQuery());
  const createOverview = useCreateOverview();
  const runOverview = useRunOverview();
  const pending = createOverview.isPending;
  const form = useDialogForm<keyof IndustryOverviewInput>();
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());

  useDocumentTitle(t('overviewsDocumentTitle'));

  const create = (input: IndustryOverviewInput) =>
    form.submit(async () => {
      const created = await createOverview.mutateAsync(input);
      toast.success(t('created'));
      form.close();
      void navigate(`/agents/industry-overview/${created.id}`);
    }, t('createFailed'));

  const run = async (overview: IndustryOverviewSummary) => {
    setRunning((ids) => new Set(ids).add(overview.id));
    try {
      await runOverview.mutateAsync(overview.id);
      toast.success(t('queued'));
    } catch {
      // The server's message is already shown (error toast); the list shows the current state.
    } finally {
      setRunning((ids) => {
        const next = new Set(ids);
        next.delete(overview.id);
        return next;
      });
    }
  };

  return (
    <>
      <IndustryOverviewList
        state={loadStateOf(list)}
        overviews={list.data ?? []}
        onCreate={form.open}
        onRun={(o) => void run(o)}
        runningIds={running}
        overviewHref={(o) => `/agents/industry-overview/${o.id}`}
        backHref="/agents"
        onRetry={() => void list.refetch()}
      />
      <Dialog
        title={t('newOverviewTitle')}
        modalProps={form.modalProps(pending)}
      >
        <IndustryOverviewForm
          onSubmit={(input) => void create(input)}
          {...form.formProps(pending)}
        />
      </Dialog>
    </>
  );
}
