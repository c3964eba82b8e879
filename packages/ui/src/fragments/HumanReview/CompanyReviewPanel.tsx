import type { Citation, Company, FlagEvidence, ReviewFlag } from '@quartile/api';
import { citationWhere, DECISION_LABELS, decisionBasisText, sourceDisplayName, sourceKindLabel } from '@quartile/domain';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { StatusTag } from '../../components/StatusTag/StatusTag.tsx';
import { CheckCircleIcon, ClockIcon, FileIcon, XCircleIcon } from '../../icons/icons.tsx';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import { displayUrl, formatDate, websiteHref } from '../../format/format.ts';
import { DecisionForm, type DecisionInput } from './DecisionForm.tsx';
import { FlagList } from './FlagList.tsx';
import { SourceViewer, type OpenPassage } from './SourceViewer.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './CompanyReviewPanel.css.ts';
import * as row from '../../styles/criterionRow.css.ts';
import { Stack } from '../../components/Stack/Stack.tsx';
import { submitHandler } from '../../forms/submitHandler.ts';

export interface CompanyReviewPanelProps {
  company: Company;
  /** The cited passage being shown in its source, if any. */
  passage?: OpenPassage | null;
  onShowPassage: (sourceId: string, quote: string) => void;
  onClosePassage: () => void;
  onRetryPassage?: () => void;
  onDecide: (input: DecisionInput) => Promise<void>;
  onSaveSummary: (summary: string) => Promise<void>;
  onDismissFlag?: (flag: ReviewFlag, note: string) => Promise<void>;
  onDownloadEvidence?: () => void;
  isPending?: boolean;
  /** Shown above everything, e.g. that a colleague changed the company a moment ago. */
  notice?: ReactNode;
  /** The company's audit timeline. */
  timeline?: ReactNode;
}

const DECISION_BADGE = {
  accept: { tone: 'positive', icon: <CheckCircleIcon size={12} />, label: DECISION_LABELS.accept },
  reject: { tone: 'critical', icon: <XCircleIcon size={12} />, label: DECISION_LABELS.reject },
  refrain: { tone: 'neutral', icon: <ClockIcon size={12} />, label: DECISION_LABELS.refrain },
} as const;

function DecisionBadge({ decision }: { decision: 'accept' | 'reject' | 'refrain' }) {
  const b = DECISION_BADGE[decision];
  return (
    <Badge tone={b.tone} size="sm" icon={b.icon}>
      {b.label}
    </Badge>
  );
}

function CitationButton({ citation, onShow }: { citation: Citation; onShow: (sourceId: string, quote: string) => void }) {
  return (
    <button type="button" className={styles.citation} onClick={() => onShow(citation.source_id, citation.quote)}>
      <span className={visuallyHidden}>Show in source: </span>“{citation.quote}”
      <span className={styles.citationWhere}>
        {citationWhere(citation)}
      </span>
    </button>
  );
}

function SummaryForm({
  company,
  onSave,
  isPending,
}: {
  company: Company;
  onSave: (summary: string) => Promise<void>;
  isPending?: boolean;
}) {
  const [value, setValue] = useState(company.human_summary ?? '');
  const changed = value.trim() !== (company.human_summary ?? '').trim();
  return (
    <Stack as="form" gap="sm" onSubmit={submitHandler(() => onSave(value))}>
      <TextAreaField
        label="Reviewer's summary"
        description="Your description of the business, for the accept/reject matrix."
        value={value}
        onChange={setValue}
        rows={3}
        isDisabled={isPending}
      />
      <div className={styles.summaryActions}>
        <Button type="submit" size="sm" variant="secondary" isDisabled={!changed} isPending={isPending}>
          Save summary
        </Button>
      </div>
    </Stack>
  );
}

/** One company under review: what the analysts found, with every citation readable in its source, and the person's decision. */
export function CompanyReviewPanel(props: CompanyReviewPanelProps) {
  const { company: c, passage, onShowPassage } = props;
  const analysis = c.analysis;
  const decision = analysis?.decision ?? c.automated_decision?.decision ?? null;
  const confidence = analysis?.confidence ?? c.automated_decision?.confidence ?? null;
  const criteria = analysis?.criteria ?? [];
  const citations = analysis?.citations ?? c.automated_decision?.citations ?? [];
  const openFlags = c.review_flags.filter((f) => !f.dismissal);
  const tags = analysis?.tags ?? c.tags;
  const showEvidence = (e: FlagEvidence) => {
    if (e.source_id && e.quote) onShowPassage(e.source_id, e.quote);
  };
  return (
    <article className={styles.root} aria-labelledby={`company-${c.id}`}>
      <header className={styles.header}>
        <h2 id={`company-${c.id}`} className={styles.name}>
          {c.name ?? 'Unnamed company'}
        </h2>
        <div className={styles.meta}>
          <StatusTag status={c.status} size="sm" />
          {c.outdated_criteria ? (
            <Badge tone="caution" size="sm">
              Outdated criteria
            </Badge>
          ) : null}
          {c.country ? <span>{c.country}</span> : null}
          {c.website ? (
            <Link href={websiteHref(c.website)} target="_blank" rel="noreferrer" variant="subtle">
              {displayUrl(c.website)}
            </Link>
          ) : null}
          {props.onDownloadEvidence ? (
            <Button size="sm" variant="ghost" onPress={props.onDownloadEvidence}>
              <FileIcon size={14} />
              Evidence report
            </Button>
          ) : null}
        </div>
      </header>
      {props.notice ? (
        <p className={styles.notice} role="status">
          {props.notice}
        </p>
      ) : null}

      <Card title="Research Analyst" id={`research-${c.id}`} padding="md">
        {decision ? (
          <Stack gap="md">
            <dl className={styles.facts}>
              <dt className={styles.term}>Decision</dt>
              <dd className={styles.def}>
                <DecisionBadge decision={decision} />
                {confidence !== null ? <span>{Math.round(confidence * 100)} % confidence</span> : null}
              </dd>
              <dt className={styles.term}>Basis</dt>
              <dd className={styles.def}>{decisionBasisText(analysis?.learned)}</dd>
              <dt className={styles.term}>Function</dt>
              <dd className={styles.def}>{analysis?.core_function ?? c.core_function ?? 'Not shown by the sources'}</dd>
              <dt className={styles.term}>Tags</dt>
              <dd className={styles.def}>
                {tags.length === 0
                  ? 'None'
                  : tags.map((t) => (
                      <Badge key={t} size="sm">
                        {t}
                      </Badge>
                    ))}
              </dd>
            </dl>
            <p className={styles.paragraph}>{analysis?.reasoning ?? c.automated_decision?.reasoning}</p>
            {criteria.length > 0 ? (
              <ul className={styles.criteria} aria-label="Criteria">
                {criteria.map((k) => (
                  <li key={`${k.type}:${k.criterion}`} className={styles.criterion}>
                    <div className={row.criterionRowHead}>
                      <Badge size="sm" tone={k.type === 'accept' ? 'positive' : 'critical'} className={row.criterionRowBadge}>
                        {k.type === 'accept' ? 'Accept if' : 'Reject if'}
                      </Badge>
                      <span className={row.criterionRowText}>{k.criterion}</span>
                      <span className={row.criterionRowVerdict}>{k.decision === 'refrain' ? 'not shown by the sources' : 'met'}</span>
                    </div>
                    {k.citations.map((q) => (
                      <CitationButton key={`${q.source_id}:${q.quote}`} citation={q} onShow={onShowPassage} />
                    ))}
                  </li>
                ))}
              </ul>
            ) : (
              citations.map((q) => <CitationButton key={`${q.source_id}:${q.quote}`} citation={q} onShow={onShowPassage} />)
            )}
          </Stack>
        ) : (
          <p className={styles.paragraph}>Not analysed yet.</p>
        )}
      </Card>

      {passage ? <SourceViewer passage={passage} onClose={props.onClosePassage} onRetry={props.onRetryPassage} /> : null}

      <Card
        title="Review Analyst"
        id={`review-${c.id}`}
        padding="md"
        subtitle={
          c.review
            ? `Reviewed ${formatDate(c.review.reviewed_at)} · suggests ${DECISION_BADGE[c.review.suggestion].label}`
            : 'Not reviewed yet'
        }
      >
        <Stack gap="md">
          {c.review ? <p className={styles.paragraph}>{c.review.reasoning}</p> : null}
          {c.review_flags.length === 0 ? (
            <p className={styles.paragraph}>No flags: no comparability, independence or source risk was found.</p>
          ) : (
            <>
              <p className={styles.paragraph}>
                {openFlags.length === 0
                  ? 'Every flag was dismissed with a note.'
                  : `${openFlags.length} open ${openFlags.length === 1 ? 'flag' : 'flags'}.`}
              </p>
              <FlagList flags={c.review_flags} onShowEvidence={showEvidence} onDismiss={props.onDismissFlag} />
            </>
          )}
        </Stack>
      </Card>

      <Card title="Sources" id={`sources-${c.id}`} padding="md">
        {c.sources.length === 0 ? (
          <p className={styles.paragraph}>No source was stored for this company.</p>
        ) : (
          <ul className={styles.sources}>
            {c.sources.map((s) => (
              <li key={s.id} className={styles.source}>
                <span className={styles.sourceName}>{sourceDisplayName(s)}</span>
                <span>{sourceKindLabel(s.kind)}</span>
                {s.url ? <span>{displayUrl(s.url)}</span> : null}
                {s.fetched_at ? <span>read {formatDate(s.fetched_at)}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Your decision" id={`decision-${c.id}`} padding="md">
        <DecisionForm key={`${c.id}:${c.version ?? 0}`} company={c} onSubmit={props.onDecide} isPending={props.isPending} />
      </Card>

      <Card title="Summary" id={`summary-${c.id}`} padding="md">
        <SummaryForm key={`${c.id}:${c.human_summary ?? ''}`} company={c} onSave={props.onSaveSummary} isPending={props.isPending} />
      </Card>

      {props.timeline}
    </article>
  );
}
