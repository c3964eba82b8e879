import type { Benchmark } from '@quartile/api';
import type { ReactNode } from 'react';
import { Card } from '../../components/Card/Card.tsx';
import { RecordFallback } from '../../components/RecordFallback/RecordFallback.tsx';
import { BackLink } from '../../components/BackLink/BackLink.tsx';
import { OptionalLink } from '../../components/Link/Link.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { BenchmarkStatusBadge } from '../../components/BenchmarkStatusBadge/BenchmarkStatusBadge.tsx';
import { formatDate } from '../../format/format.ts';
import { StepEmptyState } from './StepEmptyState.tsx';
import { WORKSPACE_TABS, type WorkspaceTab } from './tabs.ts';
import * as styles from './BenchmarkWorkspace.css.ts';

export type WorkspaceState = 'loading' | 'ready' | 'error' | 'notFound';

export interface BenchmarkWorkspaceProps {
  state: WorkspaceState;
  benchmark?: Benchmark | null;
  tab: WorkspaceTab;
  onTabChange: (tab: WorkspaceTab) => void;
  /** Content of each tab; a tab without content shows its step's empty state. */
  panels?: Partial<Record<WorkspaceTab, ReactNode>>;
  backHref: string;
  clientHref?: (benchmark: Benchmark) => string;
  onRetry?: () => void;
}

function yearsLabel(years: readonly number[]): string {
  if (years.length === 0) return 'No financial years';
  const sorted = [...years].sort((a, b) => a - b);
  const contiguous = sorted.every((y, i) => i === 0 || y === (sorted[i - 1] ?? y) + 1);
  return contiguous && sorted.length > 1 ? `FY ${sorted[0]}–${sorted[sorted.length - 1]}` : `FY ${sorted.join(', ')}`;
}

/** The benchmark's frame: header and the six workflow tabs, the selected one kept in the URL by the page. */
export function BenchmarkWorkspace({ state, benchmark, tab, onTabChange, panels = {}, backHref, clientHref, onRetry }: BenchmarkWorkspaceProps) {
  if (state !== 'ready' || !benchmark) {
    return (
      <RecordFallback
        state={state === 'ready' ? 'notFound' : state}
        className={styles.root}
        back={{ label: 'Back to benchmarks', href: backHref, size: 'sm' }}
        frame={(message) => <Card>{message}</Card>}
        frameError
        notFound={{
          title: 'Benchmark not found',
          description: 'This benchmark does not exist or belongs to another firm.',
          backLabel: 'Back to benchmarks',
          linkVariant: 'standalone',
        }}
        error={{ title: 'Failed to fetch benchmark data.', description: 'The benchmark could not be loaded. Check your connection and try again.', onRetry }}
        loading={{
          label: 'Loading benchmark',
          skeleton: (
            <div className={styles.skeleton}>
              <Skeleton width={160} />
              <Skeleton width={360} height={32} />
              <Skeleton height={36} />
              <Card>
                <div className={styles.skeleton}>
                  {Array.from({ length: 4 }, (_, i) => (
                    <Skeleton key={i} width={`${90 - i * 15}%`} />
                  ))}
                </div>
              </Card>
            </div>
          ),
        }}
      />
    );
  }

  return (
    <div className={styles.root}>
      <BackLink href={backHref} size="sm">Back to benchmarks</BackLink>
      <PageHeader
        eyebrow={
          <OptionalLink href={clientHref?.(benchmark)} variant="subtle">
            {benchmark.client_name}
          </OptionalLink>
        }
        title={<span className={styles.title}>{benchmark.name}</span>}
        description={
          <span className={styles.headerMeta}>
            <BenchmarkStatusBadge status={benchmark.status} />
            <span>Started {formatDate(benchmark.start_date)}</span>
            <span className={styles.dot} aria-hidden="true">
              ·
            </span>
            <span>{yearsLabel(benchmark.financial_years)}</span>
          </span>
        }
      />
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key as WorkspaceTab)}>
        <TabList aria-label="Benchmark workflow">
          {WORKSPACE_TABS.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {WORKSPACE_TABS.map((t) => (
          <TabPanel key={t.id} id={t.id}>
            {panels[t.id] ?? (t.id === 'overview' ? null : <StepEmptyState tab={t.id} benchmark={benchmark} />)}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
