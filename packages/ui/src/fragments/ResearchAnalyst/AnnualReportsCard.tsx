import type { AnnualReport, AnnualReportsImportResponse, Job } from '@quartile/api';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { FileDrop } from '../../components/FileDrop/FileDrop.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { AlertIcon, CheckCircleIcon, ClockIcon, FileIcon } from '../../icons/icons.tsx';
import { formatDate } from '../../format/format.ts';
import { isOpenJob } from './labels.ts';
import { RunProgress } from './RunProgress.tsx';
import * as styles from './ResearchAnalyst.css.ts';

export interface AnnualReportsCardProps {
  state: 'loading' | 'ready' | 'error';
  reports: readonly AnnualReport[];
  onRetry?: () => void;
  /** Uploads one file (a report or a zip of reports); answers what was stored and what matched no company. */
  onUpload: (file: File) => Promise<AnnualReportsImportResponse>;
  /** Reads the imported reports into sources (a run). */
  onProcess: () => Promise<void>;
  /** The latest reading run, if any (live while it runs). */
  run: Job | null;
  /** Another run in progress: reading waits for it. */
  otherRun?: Job | null;
  onCancelRun?: () => void;
}

const ACCEPTED = ['.pdf', '.html', '.htm', '.txt', '.zip'];

function ReportStatus({ report: r }: { report: AnnualReport }) {
  if (r.status === 'processed')
    return (
      <Badge size="sm" tone="positive" icon={<CheckCircleIcon size={12} />}>
        {r.pages ? `Read · ${r.pages} ${r.pages === 1 ? 'page' : 'pages'}` : 'Read'}
      </Badge>
    );
  if (r.status === 'failed')
    return (
      <Badge size="sm" tone="critical" icon={<AlertIcon size={12} />}>
        Failed
      </Badge>
    );
  return (
    <Badge size="sm" tone="neutral" icon={<ClockIcon size={12} />}>
      Waiting to be read
    </Badge>
  );
}

/** Annual reports as sources: upload (one file for a company's name, or a zip matched by file name), then read them (text with page numbers). */
export function AnnualReportsCard(props: AnnualReportsCardProps) {
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<{ imported: number; unmatched: AnnualReportsImportResponse['unmatched'] } | null>(null);
  const [processing, setProcessing] = useState(false);
  const waiting = props.reports.filter((r) => r.status === 'imported').length;
  const running = isOpenJob(props.run);
  const blocked = isOpenJob(props.otherRun);

  const upload = async (files: File[]) => {
    setUploading(true);
    let imported = 0;
    const unmatched: AnnualReportsImportResponse['unmatched'][number][] = [];
    try {
      for (const file of files) {
        try {
          const answer = await props.onUpload(file);
          imported += answer.imported.length;
          unmatched.push(...answer.unmatched);
        } catch {
          unmatched.push({ filename: file.name, reason: 'Upload failed' });
        }
      }
      setResult({ imported, unmatched });
    } finally {
      setUploading(false);
    }
  };

  const process = async () => {
    setProcessing(true);
    try {
      await props.onProcess();
    } catch {
      // The caller says why.
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Card
      padding="md"
      title="Annual reports"
      id="annual-reports"
      subtitle="Annual reports are read with their page numbers, so citations name the page. Upload a report, or a zip whose file names carry the company names."
    >
      <div className={styles.stack}>
        <FileDrop
          onFiles={(files) => void upload(files)}
          acceptedFileTypes={ACCEPTED}
          allowsMultiple
          title="Drop annual reports here"
          hint="PDF, HTML or text, or a zip of them; each file is matched to the company its name carries."
          buttonLabel="Choose files"
          isDisabled={uploading}
        />
        {result ? (
          <div className={styles.tight} role="status">
            <p className={styles.paragraph}>
              {`${result.imported} ${result.imported === 1 ? 'report' : 'reports'} imported.`}
              {result.unmatched.length > 0 ? ` ${result.unmatched.length} not imported:` : ''}
            </p>
            {result.unmatched.length > 0 ? (
              <ul className={styles.readinessList} aria-label="Files not imported">
                {result.unmatched.map((u) => (
                  <li key={u.filename} className={styles.readinessItem}>
                    <span>{u.filename}</span>
                    <span className={styles.reason}>{u.reason}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {props.run ? <RunProgress job={props.run} onCancel={props.onCancelRun} /> : null}
        {props.state === 'loading' ? (
          <Skeleton height={60} />
        ) : props.state === 'error' ? (
          <ErrorState title="Failed to fetch data" description="The annual reports could not be loaded." onRetry={props.onRetry} />
        ) : props.reports.length === 0 ? (
          <p className={styles.muted}>No annual report imported yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Imported annual reports">
            {props.reports.map((r) => (
              <li key={r.id} className={styles.row} aria-label={r.filename}>
                <div className={styles.tight}>
                  <p className={styles.rowName}>{r.company_name ?? 'Unnamed company'}</p>
                </div>
                <span className={styles.rowMeta}>
                  <FileIcon size={14} />
                  <span>{r.filename}</span>
                  <span>{`uploaded ${formatDate(r.uploaded_at)}`}</span>
                  {r.error ? <span className={styles.reason}>{r.error}</span> : null}
                </span>
                <div className={styles.rowEnd}>
                  <ReportStatus report={r} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void process()} isDisabled={waiting === 0 || running || blocked || processing}>
            {waiting > 0 ? `Read ${waiting} annual ${waiting === 1 ? 'report' : 'reports'}` : 'Read annual reports'}
          </Button>
          {blocked && !running ? <span className={styles.muted}>Another run is in progress.</span> : null}
        </div>
      </div>
    </Card>
  );
}
