import type { Benchmark } from '@quartile/api';
import type { ReactNode } from 'react';
import { Card } from '../../components/Card/Card.tsx';
import * as empty from '../../components/EmptyState/EmptyState.css.ts';
import { CheckCircleIcon, ClockIcon, FileIcon, InboxIcon, ReviewIcon, SearchIcon, UploadIcon, FilterIcon } from '../../icons/icons.tsx';
import { formatDate, formatNumber } from '../../format/format.ts';
import type { WorkspaceTab } from './tabs.ts';
import * as styles from './BenchmarkWorkspace.css.ts';

interface StepText {
  icon: ReactNode;
  title: string;
  description: string;
  steps?: readonly string[];
  after?: string;
  /** What must happen first; null when the step's prerequisites are met. */
  needs: string | null;
  /** A fact about where the study stands, when there is one. */
  status?: string;
}

const UPLOAD_FIRST = 'Upload a company list first';

function stepText(tab: Exclude<WorkspaceTab, 'overview'>, b: Benchmark): StepText {
  const hasCompanies = b.total_companies > 0;
  const criteriaCount = b.criteria.accept.length + b.criteria.reject.length;
  switch (tab) {
    case 'companies':
      return b.file
        ? {
            icon: <FileIcon size={20} />,
            title: `${formatNumber(b.total_companies)} ${b.total_companies === 1 ? 'company' : 'companies'} in this study`,
            description: `Imported from ${b.file.filename} on ${formatDate(b.file.uploaded_at)}. Only one file can exist: delete it before uploading a newer export.`,
            needs: null,
          }
        : {
            icon: <UploadIcon size={20} />,
            title: 'No company list yet',
            description:
              'Bring in the candidate comparables from your database export (Orbis, TP Catalyst or Capital IQ, as CSV or Excel) in three steps:',
            steps: [
              'File selection: choose the file and its sheet.',
              "Map columns: match the file's headers to name, country, website and the other company fields.",
              'Financial data: choose the profit level indicator, the years and the columns that hold each figure.',
            ],
            after: 'Then check the data: missing names, missing countries and invalid website URLs are listed for fixing.',
            needs: null,
          };
    case 'web-search':
      return {
        icon: <SearchIcon size={20} />,
        title: hasCompanies ? 'Web search has not run yet' : 'No companies to search',
        description:
          "The Research Analyst finds each company's sources (website, annual report, external profiles) and extracts what it does, with citations. Before it starts you see which companies are ready and which are excluded, for example for a missing or invalid website.",
        needs: hasCompanies ? null : UPLOAD_FIRST,
        status: hasCompanies ? `${formatNumber(b.total_companies)} companies in the study` : undefined,
      };
    case 'accept-reject':
      return {
        icon: <FilterIcon size={20} />,
        title: criteriaCount > 0 ? `${b.criteria.accept.length} accept and ${b.criteria.reject.length} reject criteria` : 'No criteria yet',
        description:
          'Accept criteria say what a comparable must be involved in; reject criteria rule a company out. The analysts screen every company against them and give each decision with its reasoning and citations. Criteria can also be drafted from the tested party description.',
        needs: hasCompanies ? null : UPLOAD_FIRST,
      };
    case 'human-review':
      return {
        icon: <ReviewIcon size={20} />,
        title: b.completed_count > 0 ? `${formatNumber(b.completed_count)} decisions to review` : 'Nothing to review yet',
        description:
          "You confirm or override each of the analysts' decisions with your reasoning; where your decision and the automated one differ, the company is flagged as a conflict until you choose again.",
        needs: !hasCompanies ? UPLOAD_FIRST : b.completed_count === 0 ? 'Run the analysis first' : null,
      };
    case 'exports':
      return {
        icon: <InboxIcon size={20} />,
        title: hasCompanies ? 'Export the study' : 'Nothing to export yet',
        description:
          "The Excel workbook carries the accept/reject matrix, the financial data and the columns you choose; each company's evidence report bundles its sources and citations.",
        needs: hasCompanies ? null : UPLOAD_FIRST,
      };
  }
}

/** A step's honest empty state: what the step does, and what has to happen before it can. */
export function StepEmptyState({ tab, benchmark }: { tab: Exclude<WorkspaceTab, 'overview'>; benchmark: Benchmark }) {
  const text = stepText(tab, benchmark);
  return (
    <Card>
      <div className={empty.root}>
        <span className={empty.icon({ tone: 'neutral' })} aria-hidden="true">
          {text.icon}
        </span>
        <h2 className={empty.title}>{text.title}</h2>
        <p className={empty.description}>{text.description}</p>
        {text.steps ? (
          <ol className={styles.stepList}>
            {text.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : null}
        {text.after ? <p className={empty.description}>{text.after}</p> : null}
        {text.needs ? (
          <p className={styles.prerequisite}>
            <ClockIcon />
            {text.needs}
          </p>
        ) : text.status ? (
          <p className={styles.ready}>
            <CheckCircleIcon />
            {text.status}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
