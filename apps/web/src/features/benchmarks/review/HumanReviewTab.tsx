import type { Benchmark, Company, ReviewFlag } from '@quartile/api';
import { ApiError } from '@quartile/api';
import { reviewQueue, reviewQueueCounts, type ReviewFilter } from '@quartile/domain';
import { Button, Card, EmptyState, ErrorState, Skeleton, SkeletonGroup, Tab, TabList, TabPanel, Tabs, toast } from '@quartile/ui';
import { AuditTimeline, type TimelineFilter } from '@quartile/ui/fragments/AuditTimeline';
import {
  CompanyReviewPanel,
  QuickReview,
  ReviewQueue,
  type DecisionInput,
  type QuickDecision,
  type QuickReason,
  type QuickStep,
} from '@quartile/ui/fragments/HumanReview';
import i18n from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { saveFile } from '../../../shared/download.ts';
import { withParams } from '../../../shared/hooks/useListSearch.ts';
import { useReviewWrites } from '../api/review.ts';
import { useCompanySource } from '../api/sources.ts';
import { useSessionUser } from '../../../shared/session/index.ts';
import { en } from './en.ts';
import { advance, loadPass, savePass, startPass, stepBack, type QuickPass } from './quickPass.ts';
import { CriteriaLifecycle } from './CriteriaLifecycle.tsx';
import { useAuditEvents } from './useAuditEvents.ts';
import { useReviewCompanies } from './useReviewCompanies.ts';
import * as styles from './HumanReviewTab.css.ts';

if (!i18n.hasResourceBundle('en', 'review')) i18n.addResourceBundle('en', 'review', en, true, true);

export interface HumanReviewTabProps {
  benchmark: Benchmark;
}

type View = 'queue' | 'criteria' | 'audit';

interface ReviewTimelineProps {
  benchmarkId: string;
  /** One company's trail, reloaded when its review changes; without it, the whole benchmark's. */
  company?: Company;
  /** Reloads the benchmark's trail when it changes. */
  refreshKey?: number;
  /** In the benchmark's trail: the company an event is about. */
  companyName?: (id: string) => string | null;
}

function ReviewTimeline({ benchmarkId, company, refreshKey, companyName }: ReviewTimelineProps) {
  const { t } = useTranslation('review');
  const [filter, setFilter] = useState<TimelineFilter>('all');
  const companyKey = company ? `${company.version}:${company.review?.reviewed_at ?? ''}` : refreshKey;
  const trail = useAuditEvents(benchmarkId, company?.id ?? null, filter, companyKey);
  return (
    <AuditTimeline
      id={company ? `timeline-${company.id}` : undefined}
      title={company ? t('companyTimeline') : t('benchmarkTimeline')}
      state={trail.state}
      events={trail.events}
      total={trail.total}
      filter={filter}
      onFilterChange={setFilter}
      onLoadMore={() => void trail.loadMore()}
      isLoadingMore={trail.loadingMore}
      onRetry={trail.retry}
      companyName={companyName}
    />
  );
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The Human Review tab: the queue, one company at a time, and quick review with the keyboard. */
export function HumanReviewTab({ benchmark }: HumanReviewTabProps) {
  const { t } = useTranslation('review');
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const filter = (params.get('queue') as ReviewFilter | null) ?? 'to-review';
  const selectedId = params.get('company');
  const view = (params.get('view') as View | null) ?? 'queue';
  const [search, setSearch] = useState('');
  const source = useCompanySource(benchmark.id);
  const [notice, setNotice] = useState<{ id: string; text: string } | null>(null);
  const [pass, setPass] = useState<QuickPass | null>(() => loadPass(benchmark.id));
  const [quickOpen, setQuickOpen] = useState(false);
  const [lastStep, setLastStep] = useState<QuickStep | null>(null);

  const data = useReviewCompanies(benchmark.id, user?.id ?? null);
  // Each write puts the company it answers in place and reads the benchmark's counts again.
  const writes = useReviewWrites(benchmark.id);
  const pending = writes.isPending;
  const counts = useMemo(() => reviewQueueCounts(data.companies), [data.companies]);
  const queue = useMemo(() => reviewQueue(data.companies, filter, search), [data.companies, filter, search]);
  const byId = useMemo(() => new Map(data.companies.map((c) => [c.id, c])), [data.companies]);
  const selected = selectedId ? (byId.get(selectedId) ?? null) : null;

  const setParam = (name: string, value: string | null) => setParams((old) => withParams(old, { [name]: value }), { replace: true });

  useEffect(() => savePass(benchmark.id, pass), [benchmark.id, pass]);
  // The passage belongs to the company it was opened on.
  const passage = source.passage && source.passage.companyId === selectedId ? source.passage : null;

  // A colleague's change to the company on screen is said while it is the latest version.
  const change = selected ? data.lastChangeBy[selected.id] : undefined;
  const colleagueNotice =
    change && selected && change.version === selected.version ? t('changedBy', { name: change.actor?.name ?? '' }) : null;

  /** Runs a write; a refused stale write reloads the company and says so (the toast gives the server's words). */
  const write = async (id: string, run: () => Promise<Company>, success: string): Promise<Company> => {
    try {
      const company = await run();
      toast.success(success);
      return company;
    } catch (error) {
      if (isConflict(error)) {
        await data.refresh(id);
        setNotice({ id, text: t('staleReloaded') });
      }
      throw error;
    }
  };

  const showPassage = (sourceId: string, quote: string) => {
    if (!selected) return;
    source.show({ companyId: selected.id, sourceId, quote });
  };

  const decide = async (input: DecisionInput) => {
    if (!selected) return;
    await write(selected.id, () => writes.decide.mutateAsync({ company: selected, input }), t('decisionSaved')).catch(() => undefined);
  };

  const saveSummary = async (summary: string) => {
    if (!selected) return;
    await write(selected.id, () => writes.saveSummary.mutateAsync({ company: selected, summary }), t('summarySaved')).catch(
      () => undefined,
    );
  };

  const dismissFlag = async (flag: ReviewFlag, note: string) => {
    if (!selected) return;
    await write(selected.id, () => writes.dismissFlag.mutateAsync({ company: selected, flagId: flag.id, note }), t('flagDismissed'));
  };

  const downloadEvidence = async () => {
    if (!selected) return;
    try {
      const blob = (await api.downloadEvidenceReport(benchmark.id, selected.id)) as Blob;
      saveFile(blob, `${(selected.name ?? 'company').replace(/[^\w.-]+/g, '-')}-evidence-report.pdf`);
    } catch {
      toast.error(t('evidenceFailed'));
    }
  };

  const runReview = async () => {
    try {
      const result = await writes.runReview.mutateAsync();
      toast.success(t('reviewed', { count: result.reviewed, flagged: result.flagged }));
    } catch {
      // The error toast says why.
    }
  };

  // ---------------------------------------------------------------- quick review
  const current = pass && pass.index < pass.ids.length ? (byId.get(pass.ids[pass.index] as string) ?? null) : null;
  const startQuick = () => {
    const resumable = pass && pass.index < pass.ids.length;
    if (!resumable) setPass(startPass(queue.map((c) => c.id)));
    setLastStep(null);
    setQuickOpen(true);
  };
  const quickDecide = async (action: QuickDecision, reason: QuickReason) => {
    if (!pass || !current) return;
    try {
      const result = await writes.quickReview.mutateAsync({
        companyId: current.id,
        body: { action, reason_code: reason.code, reason: reason.text },
        version: current.version,
      });
      setLastStep({ companyName: current.name ?? '', action, flags: result.review.flags });
      setPass(advance(pass, { companyId: current.id, action }));
    } catch (error) {
      if (isConflict(error)) await data.refresh(current.id);
    }
  };
  const quickSkip = () => {
    if (!pass || !current) return;
    setLastStep({ companyName: current.name ?? '', action: 'skip', flags: [] });
    setPass(advance(pass, { companyId: current.id, action: 'skip' }));
  };
  const quickUndo = async () => {
    if (!pass) return;
    const back = stepBack(pass);
    if (!back) return;
    const company = byId.get(back.step.companyId);
    if (back.step.action !== 'skip') {
      try {
        await writes.quickReview.mutateAsync({ companyId: back.step.companyId, body: { action: 'undo' }, version: company?.version });
        toast.success(t('undone'));
      } catch (error) {
        if (isConflict(error)) await data.refresh(back.step.companyId);
        return;
      }
    }
    setLastStep({ companyName: company?.name ?? '', action: 'undo', flags: [] });
    setPass(back.pass);
  };
  const leaveQuick = () => {
    setQuickOpen(false);
    if (pass && pass.index >= pass.ids.length) setPass(null);
  };

  if (data.status === 'loading') {
    return (
      <SkeletonGroup label="Loading the review queue">
        <div className={styles.layout}>
          <Skeleton height={320} />
          <Skeleton height={320} />
        </div>
      </SkeletonGroup>
    );
  }
  if (data.status === 'error') {
    return (
      <Card>
        <ErrorState title={t('loadFailed')} description="The companies could not be loaded." onRetry={data.refetch} />
      </Card>
    );
  }
  if (counts.all === 0) {
    return (
      <div className={styles.root}>
        <CriteriaLifecycle
          benchmark={benchmark}
          companies={data.companies}
        />
        <Card>
          <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
        </Card>
      </div>
    );
  }

  const queueView = (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void runReview()} isDisabled={pending}>
            {t('runReview')}
          </Button>
          <Button
            variant="primary"
            onPress={startQuick}
            isDisabled={quickOpen || (queue.length === 0 && !(pass && pass.index < pass.ids.length))}
          >
            {pass && pass.index < pass.ids.length ? t('continueQuick') : t('startQuick')}
          </Button>
        </div>
      </div>
      <CriteriaLifecycle
        benchmark={benchmark}
        companies={data.companies}
        confirmationOnly
      />
      {quickOpen && pass ? (
        <QuickReview
          company={current}
          position={pass.index}
          total={pass.ids.length}
          lastStep={lastStep}
          canUndo={pass.steps.length > 0}
          isPending={pending}
          onDecide={(action, reason) => void quickDecide(action, reason)}
          onSkip={quickSkip}
          onUndo={() => void quickUndo()}
          onExit={leaveQuick}
        />
      ) : null}
      <div className={styles.layout}>
        <ReviewQueue
          companies={queue}
          counts={counts}
          filter={filter}
          onFilterChange={(f) => setParam('queue', f === 'to-review' ? null : f)}
          search={search}
          onSearchChange={setSearch}
          selectedId={selectedId}
          onSelect={(id) => {
            setNotice(null);
            setParam('company', id);
          }}
        />
        {selected ? (
          <CompanyReviewPanel
            company={selected}
            passage={passage}
            onShowPassage={showPassage}
            onClosePassage={source.close}
            onRetryPassage={passage ? source.retry : undefined}
            onDecide={decide}
            onSaveSummary={saveSummary}
            onDismissFlag={dismissFlag}
            onDownloadEvidence={() => void downloadEvidence()}
            isPending={pending}
            notice={notice?.id === selected.id ? notice.text : (colleagueNotice ?? undefined)}
            timeline={<ReviewTimeline benchmarkId={benchmark.id} company={selected} />}
          />
        ) : (
          <Card>
            <EmptyState title={t('selectCompany')} />
          </Card>
        )}
      </div>
    </div>
  );

  return (
    <Tabs selectedKey={view} onSelectionChange={(key) => setParam('view', key === 'queue' ? null : String(key))}>
      <TabList aria-label={t('title')}>
        <Tab id="queue">{t('viewQueue')}</Tab>
        <Tab id="criteria">{t('viewCriteria')}</Tab>
        <Tab id="audit">{t('viewAudit')}</Tab>
      </TabList>
      <TabPanel id="queue">{queueView}</TabPanel>
      <TabPanel id="criteria">
        <div className={styles.root}>
          <CriteriaLifecycle
            benchmark={benchmark}
            companies={data.companies}
          />
        </div>
      </TabPanel>
      <TabPanel id="audit">
        <ReviewTimeline benchmarkId={benchmark.id} refreshKey={data.changeCount} companyName={(id) => byId.get(id)?.name ?? null} />
      </TabPanel>
    </Tabs>
  );
}
