import type { Job } from '@quartile/api';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { formatDate } from '../../format/format.ts';
import { isOpenJob, KIND_LABEL, runCounts } from './labels.ts';
import * as styles from './ResearchAnalyst.css.ts';
import { fillRow } from '../../styles/utilities.css.ts';

export interface RunProgressProps {
  job: Job;
  onCancel?: () => void;
  isCancelling?: boolean;
}

function headline(job: Job): string {
  const what = KIND_LABEL[job.kind] ?? 'Run';
  switch (job.status) {
    case 'queued':
      return `${what} queued`;
    case 'running':
      return `${what} in progress`;
    case 'succeeded':
      return job.failed > 0 ? `${what} finished with ${job.failed} failed ${job.failed === 1 ? 'company' : 'companies'}` : `${what} finished`;
    case 'failed':
      return `${what} failed`;
    case 'cancelled':
      return `${what} cancelled`;
  }
}

/** A run's progress, live while it runs (the page feeds it server-sent events), and how it ended. */
export function RunProgress({ job, onCancel, isCancelling }: RunProgressProps) {
  const open = isOpenJob(job);
  const { done, text } = runCounts(job);
  const title = headline(job);
  const tone = job.status === 'failed' ? 'critical' : !open && job.failed > 0 ? 'caution' : 'brand';
  return (
    <Card padding="md" aria-label={title}>
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <ProgressBar
            label={title}
            value={done}
            maxValue={Math.max(1, job.total)}
            valueLabel={`${done} of ${job.total}`}
            tone={tone}
            className={fillRow}
          />
          {open && onCancel ? (
            <Button variant="secondary" size="sm" onPress={onCancel} isDisabled={isCancelling}>
              Cancel run
            </Button>
          ) : null}
        </div>
        <p className={styles.muted} role="status" aria-live="polite">
          {text}
          {job.error ? ` · ${job.error}` : ''}
          {!open && job.finished_at ? ` · ended ${formatDate(job.finished_at)}` : ''}
        </p>
      </div>
    </Card>
  );
}
