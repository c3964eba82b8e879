import type { Benchmark, UsageRecord } from '@quartile/api';
import { BENCHMARK_PHASES, MESSAGES, summarizeUsage } from '@quartile/domain';
import { Link as RACLink } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { StatCard } from '../../components/StatCard/StatCard.tsx';
import { ChevronRightIcon, PlusCircleIcon } from '../../icons/icons.tsx';
import type { Loadable } from '../../types/loadState.ts';
import * as styles from './Dashboard.css.ts';
import { Stack } from '../../components/Stack/Stack.tsx';


export type DashboardBenchmark = Pick<Benchmark, 'id' | 'name' | 'client_name' | 'status' | 'total_companies' | 'completed_count' | 'ongoing_count'>;

export interface DashboardUsage {
  records: readonly UsageRecord[];
  credits: number;
  /** The subscription's end, ISO date, if any. */
  renewsOn?: string | null;
}

export interface DashboardProps {
  firstName: string;
  firmName: string;
  isEmployee: boolean;
  /** False hides the benchmark shortcut (spec section 6). */
  benchmarkingEnabled?: boolean;
  /** The firm's benchmarks that are not completed (employees). */
  benchmarks?: Loadable<readonly DashboardBenchmark[]>;
  usage?: Loadable<DashboardUsage>;
  onRetryBenchmarks?: () => void;
  onRetryUsage?: () => void;
  vaultHref?: string;
  benchmarksHref?: string;
  usageHref?: string;
  helpHref?: string;
  benchmarkHref?: (id: string) => string;
}

const number = new Intl.NumberFormat('en-GB');

/** Status to the spec's phases (1 Input, 2 Processing, 3 Decision); completed studies are not in progress. */
function phaseOf(status: Benchmark['status']) {
  return BENCHMARK_PHASES.find((p) => p.id === status) ?? null;
}

function BenchmarksInProgress({ benchmarks, onRetry, benchmarksHref, benchmarkHref, benchmarkingEnabled }: {
  benchmarks: Loadable<readonly DashboardBenchmark[]>;
  onRetry?: () => void;
  benchmarksHref: string;
  benchmarkHref: (id: string) => string;
  benchmarkingEnabled: boolean;
}) {
  if (benchmarks.status === 'loading') {
    return (
      <SkeletonGroup label="Loading benchmarks">
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap="sm" paddingY="sm">
            <Skeleton width="60%" />
            <Skeleton width="35%" />
            <Skeleton height={6} />
          </Stack>
        ))}
      </SkeletonGroup>
    );
  }
  if (benchmarks.status === 'error') {
    return <ErrorState headingLevel={3} title={MESSAGES.failedToFetchData} description={benchmarks.message ?? 'Your benchmarks could not be loaded.'} onRetry={onRetry} />;
  }
  const inProgress = benchmarks.data.filter((b) => b.status !== 'completed');
  if (inProgress.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No benchmarks in progress"
        description={benchmarkingEnabled ? 'Start a benchmark to screen comparables against your accept and reject criteria.' : 'Benchmarking is not enabled for your firm.'}
        actions={
          benchmarkingEnabled ? (
            <Link href={benchmarksHref} variant="standalone">
              Start a benchmark
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className={styles.benchmarkList}>
      {inProgress.map((b) => {
        const phase = phaseOf(b.status);
        const decided = Math.min(b.completed_count, b.total_companies);
        return (
          <li key={b.id} className={styles.benchmarkItem}>
            <div className={styles.benchmarkTop}>
              <div>
                <RACLink href={benchmarkHref(b.id)} className={styles.benchmarkName}>
                  {b.name}
                </RACLink>
                <p className={styles.meta}>{b.client_name}</p>
              </div>
              {phase ? (
                <Badge tone={phase.number === 1 ? 'neutral' : phase.number === 2 ? 'info' : 'brand'}>
                  Phase {phase.number} · {phase.label}
                </Badge>
              ) : null}
            </div>
            <ProgressBar
              label={b.total_companies > 0 ? `${number.format(decided)} of ${number.format(b.total_companies)} companies decided` : 'No companies uploaded yet'}
              aria-label={`Progress of ${b.name}`}
              value={decided}
              maxValue={Math.max(1, b.total_companies)}
            />
            {b.ongoing_count > 0 ? <p className={styles.meta}>{number.format(b.ongoing_count)} in analysis now</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

function UsageAtAGlance({ usage, onRetry, usageHref }: { usage: Loadable<DashboardUsage>; onRetry?: () => void; usageHref: string }) {
  if (usage.status === 'loading') {
    return (
      <SkeletonGroup label="Loading usage">
        <Skeleton height={64} />
        <Skeleton height={8} />
      </SkeletonGroup>
    );
  }
  if (usage.status === 'error') return <ErrorState headingLevel={3} title={MESSAGES.usageLoadFailed} description="Try again in a moment." onRetry={onRetry} />;
  const summary = summarizeUsage(usage.data.records, usage.data.credits);
  const tone = summary.barColor === 'red' ? 'critical' : summary.barColor === 'yellow' ? 'caution' : 'brand';
  const percent = Number.isFinite(summary.percent) ? `${Math.round(summary.percent)} %` : 'Over 100 %';
  return (
    <>
      <div className={styles.stats}>
        <StatCard label="Comparables processed" value={number.format(summary.total)} />
        <StatCard label="Credits" value={number.format(summary.credits)} />
        <StatCard
          label="Remaining capacity"
          value={<span className={summary.remainingNegative ? styles.negative : undefined}>{number.format(summary.remaining)}</span>}
          footnote={usage.data.renewsOn ? `Renews on ${new Date(`${usage.data.renewsOn}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}` : undefined}
        />
      </div>
      <ProgressBar label="Credits used" value={summary.barValue} tone={tone} valueLabel={percent} />
      <Link href={usageHref} variant="standalone" className={styles.footLink}>
        View usage by month
      </Link>
    </>
  );
}

/** The first signed-in page: a welcome, studies in progress, usage and shortcuts; a client contact's view for non-employees. */
export function Dashboard({
  firstName,
  firmName,
  isEmployee,
  benchmarkingEnabled = true,
  benchmarks = { status: 'loading' },
  usage = { status: 'loading' },
  onRetryBenchmarks,
  onRetryUsage,
  vaultHref = '/vault',
  benchmarksHref = '/benchmarks',
  usageHref = '/usage',
  helpHref = '/help-and-support',
  benchmarkHref = (id) => `/benchmarks/${id}`,
}: DashboardProps) {
  const title = `Welcome, ${firstName}`;

  if (!isEmployee) {
    return (
      <>
        <PageHeader title={title} eyebrow={firmName} description="This is your client workspace on Quartile." />
        <div className={styles.grid}>
          <Card id="dashboard-access" title="What you can see here">
            <ul className={styles.accessList}>
              <li>
                <strong>Your firm:</strong> you are signed in as a client contact of {firmName}.
              </li>
              <li>
                <strong>Help &amp; Support:</strong> how a benchmarking study is built, answers to common questions, and a way to write to us.
              </li>
            </ul>
          </Card>
          <Card id="dashboard-results" title="Your results">
            <p className={styles.note}>
              {firmName}&rsquo;s transfer-pricing analysts run the benchmarking studies and share the results with you: the accepted comparables, the
              arm&rsquo;s length range and the evidence behind each decision.
            </p>
            <Link href={helpHref} variant="standalone" className={styles.footLink}>
              Go to Help &amp; Support
            </Link>
          </Card>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} eyebrow={firmName} description="Pick up your studies where you left them, or start new work." />
      <section aria-labelledby="dashboard-start">
        <div className={styles.sectionHeader}>
          <h2 id="dashboard-start" className={styles.sectionTitle}>
            Start work
          </h2>
        </div>
        <div className={styles.shortcuts}>
          <RACLink href={vaultHref} className={styles.shortcut}>
            <span className={styles.shortcutTitle}>
              <PlusCircleIcon /> Add client
            </span>
            <span className={styles.shortcutText}>Create the client whose intercompany transactions you are testing, in the Vault.</span>
          </RACLink>
          {benchmarkingEnabled ? (
            <RACLink href={benchmarksHref} className={styles.shortcut}>
              <span className={styles.shortcutTitle}>
                <ChevronRightIcon /> Start a benchmark
              </span>
              <span className={styles.shortcutText}>Upload an Orbis or Capital IQ export and let the Research Analyst screen every company.</span>
            </RACLink>
          ) : null}
        </div>
      </section>
      <div className={styles.grid}>
        <Card id="dashboard-benchmarks" title="Benchmarks in progress">
          <BenchmarksInProgress
            benchmarks={benchmarks}
            onRetry={onRetryBenchmarks}
            benchmarksHref={benchmarksHref}
            benchmarkHref={benchmarkHref}
            benchmarkingEnabled={benchmarkingEnabled}
          />
        </Card>
        <Card id="dashboard-usage" title="Usage at a glance">
          <UsageAtAGlance usage={usage} onRetry={onRetryUsage} usageHref={usageHref} />
        </Card>
      </div>
    </>
  );
}
