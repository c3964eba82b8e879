import type { Benchmark, Company, Job } from '@quartile/api';
import { BENCHMARK_PHASES, companyIssues } from '@quartile/domain';
import { useId, type ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { StatCard } from '../../components/StatCard/StatCard.tsx';
import { AlertIcon, CheckCircleIcon, CheckIcon, ClockIcon, FilterIcon, ReviewIcon, SearchIcon, UploadIcon } from '../../icons/icons.tsx';
import { acceptanceRate } from '../../components/BenchmarkStatusBadge/BenchmarkStatusBadge.tsx';
import { ReviewSummary } from '../ReviewSummary/index.ts';
import { RunProgress, websiteLabel } from '../ResearchAnalyst/index.ts';
import { formatDate, formatNumber } from '../../format/format.ts';
import type { WorkspaceTab } from '../BenchmarkWorkspace/index.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './BenchmarkOverview.css.ts';
import { Stack } from '../../components/Stack/Stack.tsx';

export interface BenchmarkOverviewProps {
  benchmark: Benchmark;
  onOpenTab: (tab: WorkspaceTab) => void;
  /** The Research Analyst's run in progress (web search or analysis), live. */
  run?: Job | null;
  /** The study's companies once loaded: the Validate data and Web search steps say where they stand. */
  companies?: readonly Company[];
}

/** What the companies say about the Validate data and Web search steps. */
export function companySteps(companies: readonly Company[]) {
  const active = companies.filter((c) => c.status !== 'Deleted');
  let issues = 0;
  const websites = { read: 0, descriptionOnly: 0, notChecked: 0, problems: 0 };
  for (const c of active) {
    if (companyIssues(c).length > 0) issues++;
    const check = websiteLabel(c).check;
    if (check === 'read' || check === 'manually-validated') websites.read++;
    else if (check === 'description-only') websites.descriptionOnly++;
    else if (check === 'not-checked') websites.notChecked++;
    else websites.problems++;
  }
  return { total: active.length, issues, websites };
}

const companiesText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'company' : 'companies'}`;

interface NextStep {
  id: string;
  title: string;
  text: string;
  icon: ReactNode;
  tab: WorkspaceTab;
  button: string;
  /** Why the step cannot start yet; null when it can. */
  blockedBy: string | null;
  done?: boolean;
}

const UPLOAD_FIRST = 'Upload a company list first';

export function nextSteps(b: Benchmark, companies?: readonly Company[]): NextStep[] {
  const hasCompanies = b.total_companies > 0;
  const known = companies && companies.length > 0 ? companySteps(companies) : null;
  const w = known?.websites;
  const hasCriteria = b.criteria.accept.length + b.criteria.reject.length > 0;
  return [
    {
      id: 'upload',
      title: 'Upload company list',
      text: 'Import the database export (CSV or Excel), map its columns and choose the financial data.',
      icon: <UploadIcon />,
      tab: 'companies',
      button: b.file ? 'View companies' : 'Upload company list',
      blockedBy: null,
      done: Boolean(b.file),
    },
    {
      id: 'validate',
      title: 'Validate data',
      text: !known
        ? 'Fix missing names, missing countries and invalid website URLs before the web search.'
        : known.issues === 0
          ? `No missing name, country or invalid website in the ${companiesText(known.total)}.`
          : `${companiesText(known.issues)} of ${formatNumber(known.total)} with missing names, countries or invalid website URLs: fix them before the web search.`,
      icon: <CheckCircleIcon />,
      tab: 'companies',
      button: 'Validate data',
      blockedBy: hasCompanies ? null : UPLOAD_FIRST,
      done: known ? known.issues === 0 : undefined,
    },
    {
      id: 'web-search',
      title: 'Web search',
      text: !w
        ? "The Research Analyst gathers each company's website, annual report and external profiles."
        : w.read === 0 && w.descriptionOnly > 0
          ? `No website read yet: the analysis of ${companiesText(w.descriptionOnly)} rests on the description only. Run the web search to read their websites.`
          : `Websites read for ${companiesText(w.read)}${w.descriptionOnly ? `, description only for ${formatNumber(w.descriptionOnly)}` : ''}${w.problems ? `, ${formatNumber(w.problems)} with website issues` : ''}${w.notChecked ? `, ${formatNumber(w.notChecked)} not checked yet` : ''}.`,
      icon: <SearchIcon />,
      tab: 'web-search',
      button: 'Open web search',
      blockedBy: hasCompanies ? null : UPLOAD_FIRST,
      done: w ? w.read > 0 && w.notChecked === 0 && w.descriptionOnly === 0 : undefined,
    },
    {
      id: 'criteria',
      title: 'Define criteria',
      text: 'Write accept and reject criteria, or draft them from the tested party description, then start the analysis.',
      icon: <FilterIcon />,
      tab: 'accept-reject',
      button: hasCriteria ? 'Review criteria' : 'Define criteria',
      blockedBy: hasCompanies ? null : UPLOAD_FIRST,
      done: hasCriteria,
    },
    {
      id: 'review',
      title: 'Start review',
      text: "Confirm or override the analysts' decisions with your reasoning; conflicts wait for your choice.",
      icon: <ReviewIcon />,
      tab: 'human-review',
      button: 'Start review',
      blockedBy: !hasCompanies ? UPLOAD_FIRST : b.completed_count === 0 ? 'Run the analysis first' : null,
    },
  ];
}

function StepCard({ step, onOpenTab }: { step: NextStep; onOpenTab: (tab: WorkspaceTab) => void }) {
  const reasonId = useId();
  const titleId = useId();
  return (
    <li>
      <article className={styles.action} aria-labelledby={titleId}>
        <div className={styles.actionHead}>
          <span className={styles.actionIcon} aria-hidden="true">
            {step.icon}
          </span>
          <h3 id={titleId} className={styles.actionTitle}>
            {step.title}
          </h3>
          {step.done ? (
            <Badge tone="positive" size="sm" icon={<CheckIcon size={12} />} className={styles.endBadge}>
              Done
            </Badge>
          ) : null}
        </div>
        <p className={styles.actionText}>{step.text}</p>
        <div className={styles.actionFoot}>
          <Button
            size="sm"
            variant={step.blockedBy || step.done ? 'secondary' : 'primary'}
            isDisabled={step.blockedBy !== null}
            aria-describedby={step.blockedBy ? reasonId : undefined}
            onPress={() => onOpenTab(step.tab)}
          >
            {step.button}
          </Button>
          {step.blockedBy ? (
            <span id={reasonId} className={styles.reason}>
              <ClockIcon size={14} />
              {step.blockedBy}
            </span>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/**
 * Issue 19: decisions made under older criteria, wherever results are. Says how many, what the
 * range does with them, and leads to the re-run.
 */
export function OutdatedBanner({ benchmark: b, onOpenTab }: { benchmark: Benchmark; onOpenTab: (tab: WorkspaceTab) => void }) {
  const o = b.outdated_decisions;
  if (o.outdated === 0) return null;
  const range =
    o.accepted_outdated === 0
      ? 'None of them is an accepted comparable.'
      : b.range_basis.include_outdated
        ? `The range includes the ${formatNumber(o.accepted_outdated)} outdated accepted ${o.accepted_outdated === 1 ? 'comparable' : 'comparables'}, acknowledged by ${b.range_basis.chosen_by ?? 'a former member'}.`
        : `The range leaves out ${formatNumber(o.accepted_outdated)} of ${formatNumber(o.accepted)} accepted comparables until they are re-run.`;
  return (
    <section className={styles.outdatedBanner} aria-label="Outdated decisions">
      <p className={styles.outdatedText} role="status">
        <AlertIcon size={16} className={styles.outdatedIcon} />
        <span>
          {`${formatNumber(o.outdated)} of ${formatNumber(o.decided)} decisions were made under criteria older than version ${b.criteria_version}. ${range}`}
        </span>
      </p>
      <Button size="sm" variant="secondary" onPress={() => onOpenTab('accept-reject')}>
        Re-run outdated decisions
      </Button>
    </section>
  );
}

const PHASE_INDEX = { input: 0, processing: 1, decision: 2, completed: 3 } as const;

/** Progress, acceptance rate, the three phases and the next steps of a benchmark. */
export function BenchmarkOverview({ benchmark: b, onOpenTab, run, companies }: BenchmarkOverviewProps) {
  const rate = acceptanceRate(b);
  const current = PHASE_INDEX[b.status];
  return (
    <div className={styles.root}>
      {run ? <RunProgress job={run} /> : null}
      <OutdatedBanner benchmark={b} onOpenTab={onOpenTab} />
      <div className={styles.stats}>
        <Card padding="md">
          <ProgressBar
            label="Progress"
            value={b.completed_count}
            maxValue={Math.max(1, b.total_companies)}
            valueLabel={`${formatNumber(b.completed_count)} of ${formatNumber(b.total_companies)}`}
          />
          <p className={`${styles.actionText} ${styles.actionTextSpaced}`}>
            {b.total_companies === 0
              ? 'No companies yet.'
              : `${formatNumber(b.completed_count)} of ${formatNumber(b.total_companies)} companies have a final decision.`}
          </p>
        </Card>
        <StatCard
          label="Acceptance rate"
          value={rate === null ? '—' : `${rate} %`}
          footnote={
            rate === null ? 'No decisions yet' : `${formatNumber(b.accepted_count)} accepted, ${formatNumber(b.rejected_count)} rejected`
          }
        />
        <StatCard
          label="Total companies"
          value={formatNumber(b.total_companies)}
          footnote={b.file ? b.file.filename : 'No company list yet'}
        />
        <StatCard label="Ongoing" value={formatNumber(b.ongoing_count)} footnote="Queued or being analysed" />
      </div>

      {b.completed_count > 0 || b.review_summary.flagged_companies > 0 || b.review_summary.awaiting_confirmation > 0 ? (
        <ReviewSummary summary={b.review_summary} onOpen={() => onOpenTab('human-review')} />
      ) : null}

      <Stack as="section" gap="sm" aria-labelledby="benchmark-phases">
        <h2 id="benchmark-phases" className={styles.sectionTitle}>
          Phase
        </h2>
        <ol className={styles.phases}>
          {BENCHMARK_PHASES.map((p, i) => (
            <li
              key={p.id}
              className={styles.phase}
              aria-current={i === current ? 'step' : undefined}
              data-state={i < current ? 'done' : i === current ? 'current' : 'todo'}
            >
              <span className={styles.phaseNumber} aria-hidden="true">
                {i < current ? <CheckIcon size={12} /> : p.number}
              </span>
              <span className={styles.phaseLabel}>
                <span className={visuallyHidden}>Phase {p.number}: </span>
                {p.label}
                {i < current ? <span className={visuallyHidden}> (done)</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </Stack>

      <Stack as="section" gap="sm" aria-labelledby="benchmark-next-steps">
        <h2 id="benchmark-next-steps" className={styles.sectionTitle}>
          Next steps
        </h2>
        <ul className={styles.actions}>
          {nextSteps(b, companies).map((step) => (
            <StepCard key={step.id} step={step} onOpenTab={onOpenTab} />
          ))}
        </ul>
      </Stack>

      <Card title="Study details" id="benchmark-details">
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt className={styles.term}>Client</dt>
            <dd className={styles.definition}>{b.client_name}</dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.term}>Start date</dt>
            <dd className={styles.definition}>{formatDate(b.start_date)}</dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.term}>Financial years</dt>
            <dd className={styles.definition}>
              {b.financial_years.length ? b.financial_years.join(', ') : <span className={styles.notSet}>Not set</span>}
            </dd>
          </div>
          <div className={[styles.detail, styles.wide].join(' ')}>
            <dt className={styles.term}>Tested party description</dt>
            <dd className={styles.definition}>{b.tested_party_description || <span className={styles.notSet}>Not written yet</span>}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
