import type { CompanyStatus, Job } from '@quartile/api';
import { FINAL_STATUS_LABELS } from '@quartile/domain';
import { useMemo, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { FileIcon } from '../../icons/icons.tsx';
import { formatNumber } from '../../format/format.ts';
import { ExportFooter } from './ExportParts.tsx';
import * as styles from './Exports.css.ts';

export interface EvidenceCompany {
  id: string;
  name: string | null;
  status: CompanyStatus;
}

export interface EvidenceExportProps {
  /** The study's companies (not deleted): counts per status and the per-company reports. */
  companies: readonly EvidenceCompany[];
  statuses: readonly CompanyStatus[];
  onStatusesChange: (statuses: CompanyStatus[]) => void;
  /** The latest bundle job, while it runs and after. */
  job: Job | null;
  onStart: () => void;
  onDownload: () => void;
  onDownloadReport: (companyId: string) => void;
  isStarting?: boolean;
  isDownloading?: boolean;
  /** The last failure to show (starting, polling or downloading). */
  error?: string | null;
}

/** Statuses with a final decision come first: they are what a documentation bundle holds. */
const STATUS_ORDER: readonly CompanyStatus[] = [
  ...FINAL_STATUS_LABELS,
  'Decision Conflict',
  'Decision Refrained',
  'Criteria Confirmation',
  'Data Collected - Awaiting Decision',
  'Analysis Failed',
  'Analysis in Progress',
  'Pending',
  'Ready for Analysis',
  'Not Analyzed',
  'Excluded',
  'Included',
];

const MAX_MATCHES = 8;

function JobProgress({ job, onDownload, isDownloading }: { job: Job; onDownload: () => void; isDownloading?: boolean }) {
  const done = job.completed + job.failed;
  if (job.status === 'succeeded') {
    return (
      <div className={styles.statusRow} role="status">
        <p className={styles.note}>
          <Badge tone="positive" size="sm">
            Ready
          </Badge>{' '}
          {formatNumber(job.completed)} evidence reports in one zip, with an index of the companies.
          {job.error ? ` ${job.error}` : ''}
        </p>
        <div>
          <Button variant="primary" onPress={onDownload} isDisabled={isDownloading}>
            <FileIcon size={16} />
            {isDownloading ? 'Downloading…' : 'Download bundle (zip)'}
          </Button>
        </div>
      </div>
    );
  }
  if (job.status === 'failed' || job.status === 'cancelled') {
    return (
      <p role="alert" className={styles.error}>
        {job.error ?? 'The evidence bundle could not be built.'}
      </p>
    );
  }
  return (
    <div className={styles.statusRow}>
      <ProgressBar
        label={job.status === 'queued' ? 'Waiting for a worker' : 'Writing evidence reports'}
        value={done}
        maxValue={Math.max(1, job.total)}
        valueLabel={`${formatNumber(done)} of ${formatNumber(job.total)}`}
      />
      <p className={styles.note}>You can leave this page; the bundle keeps building and waits here for you.</p>
    </div>
  );
}

/** Evidence reports: one company's PDF at once, or a zip of many built in the background. */
export function EvidenceExport({
  companies,
  statuses,
  onStatusesChange,
  job,
  onStart,
  onDownload,
  onDownloadReport,
  isStarting,
  isDownloading,
  error,
}: EvidenceExportProps) {
  const [search, setSearch] = useState('');
  const counts = useMemo(() => {
    const map = new Map<CompanyStatus, number>();
    for (const c of companies) map.set(c.status, (map.get(c.status) ?? 0) + 1);
    return map;
  }, [companies]);
  const offered = STATUS_ORDER.filter((s) => counts.has(s));
  const chosen = companies.filter((c) => statuses.includes(c.status)).length;
  const running = job !== null && (job.status === 'queued' || job.status === 'running');
  const matches = search.trim()
    ? companies.filter((c) => (c.name ?? '').toLowerCase().includes(search.trim().toLowerCase())).slice(0, MAX_MATCHES)
    : [];

  return (
    <div className={styles.root}>
      <Card
        title="Evidence bundle"
        id="evidence-bundle"
        subtitle="A zip of evidence reports: each company's sources with their retrieval times, the citations in context, the decisions and their reasoning, flags and the audit trail."
      >
        <div className={styles.root}>
          <fieldset className={styles.group}>
            <legend className={styles.groupLegend}>Companies to include</legend>
            {offered.length === 0 ? <p className={styles.note}>No companies yet.</p> : null}
            <div className={styles.statusList}>
              {offered.map((s) => (
                <Checkbox
                  key={s}
                  isSelected={statuses.includes(s)}
                  isDisabled={running}
                  onChange={(on) =>
                    onStatusesChange(on ? STATUS_ORDER.filter((x) => x === s || statuses.includes(x)) : statuses.filter((x) => x !== s))
                  }
                >
                  {`${s} (${formatNumber(counts.get(s) ?? 0)})`}
                </Checkbox>
              ))}
            </div>
          </fieldset>
          {job ? <JobProgress job={job} onDownload={onDownload} isDownloading={isDownloading} /> : null}
          <ExportFooter
            error={error}
            note={
              <p className={styles.note}>
                {chosen === 0 ? 'Choose at least one status with companies.' : `${formatNumber(chosen)} reports`}
              </p>
            }
          >
            <Button
              variant={job?.status === 'succeeded' ? 'secondary' : 'primary'}
              onPress={onStart}
              isDisabled={chosen === 0 || running || isStarting}
            >
              {running ? 'Building…' : job ? 'Build again' : 'Build evidence bundle'}
            </Button>
          </ExportFooter>
        </div>
      </Card>
      <Card
        title="One company's evidence report"
        id="evidence-report"
        subtitle="The same report as in the bundle, for one company, at once."
      >
        <div className={styles.root}>
          <SearchField label="Company" value={search} onChange={setSearch} placeholder="Type a company name" />
          {search.trim() && matches.length === 0 ? <p className={styles.note}>No company matches “{search.trim()}”.</p> : null}
          {matches.length > 0 ? (
            <ul className={styles.matches} aria-label="Matching companies">
              {matches.map((c) => (
                <li key={c.id} className={styles.match}>
                  <span className={styles.matchName}>
                    {c.name ?? 'Unnamed company'}
                    <span className={styles.matchStatus}>{c.status}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Download the evidence report of ${c.name ?? 'this company'}`}
                    onPress={() => onDownloadReport(c.id)}
                  >
                    Download PDF
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
