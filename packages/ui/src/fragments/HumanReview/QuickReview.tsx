import type { Company, DecisionReasonCode, ReviewFlag } from '@quartile/api';
import { ACCEPT_REASONS, FLAG_SEVERITY_LABELS, REJECT_REASONS, REVIEW_FLAG_LABELS, citationWhere, confidenceOf, learnedLabel, openFlags } from '@quartile/domain';
import { useLayoutEffect, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { StatusTag } from '../../components/StatusTag/StatusTag.tsx';
import { CheckCircleIcon } from '../../icons/icons.tsx';
import { SEVERITY_TONES } from './flagLabels.ts';
import * as styles from './QuickReview.css.ts';
import { Inline } from '../../components/Inline/Inline.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';

export type QuickAction = 'accept' | 'reject' | 'skip' | 'undo';
export type QuickDecision = 'accept' | 'reject';
export interface QuickReason {
  readonly code: DecisionReasonCode | null;
  readonly text: string | null;
}

/** The reasons offered by number: the side's list without "Other" (a written sentence is the other way). */
const LISTED: Record<QuickDecision, readonly { code: DecisionReasonCode; label: string }[]> = {
  accept: ACCEPT_REASONS.filter((r) => r.code !== 'other'),
  reject: REJECT_REASONS.filter((r) => r.code !== 'other'),
};
const SIDE_WORDS: Record<QuickDecision, string> = { accept: 'Accept', reject: 'Reject' };

export interface QuickStep {
  readonly companyName: string;
  readonly action: QuickAction;
  /** The Review Analyst's check of the step (empty for skip). */
  readonly flags: readonly ReviewFlag[];
}

export interface QuickReviewProps {
  /** The company in front of the reviewer; null when the pass is through the queue. */
  company: Company | null;
  position: number;
  total: number;
  lastStep?: QuickStep | null;
  canUndo: boolean;
  isPending?: boolean;
  /** A decision with its reason: a code from the list, or a sentence the reviewer wrote. */
  onDecide: (decision: QuickDecision, reason: QuickReason) => void;
  onSkip: () => void;
  onUndo: () => void;
  onExit: () => void;
}

const STEP_WORDS: Record<QuickAction, string> = { accept: 'Accepted', reject: 'Rejected', skip: 'Skipped', undo: 'Undid the decision on' };

function Key({ children }: { children: string }) {
  return (
    <kbd className={styles.kbd} aria-hidden="true">
      {children}
    </kbd>
  );
}

/**
 * Quick review: a keyboard pass through the queue. A accepts and R rejects, each asking for the
 * reason (a number picks it from the list, or a sentence is typed and Enter sends it; Esc cancels):
 * every decision carries a reason. S skips, U undoes the last decision, Esc leaves.
 */
export function QuickReview(props: QuickReviewProps) {
  const { company: c, isPending, canUndo, onDecide, onSkip, onUndo, onExit } = props;
  const hasCompany = c !== null;
  const [choosingReason, setChoosingReason] = useState<QuickDecision | null>(null);
  const [sentence, setSentence] = useState('');
  const [sentenceError, setSentenceError] = useState<string | null>(null);
  const ask = (side: QuickDecision | null) => {
    setChoosingReason(side);
    setSentence('');
    setSentenceError(null);
  };
  const decideWith = (side: QuickDecision, reason: QuickReason) => {
    ask(null);
    onDecide(side, reason);
  };

  // The keys work wherever the focus is while quick review is open, except in a text field.
  // A layout effect: the keys work from the first paint on.
  useLayoutEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.metaKey || e.ctrlKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [role="listbox"], [role="dialog"]')) return;
      const key = e.key.toLowerCase();
      if (choosingReason) {
        const listed = LISTED[choosingReason];
        const n = Number(key);
        if (Number.isInteger(n) && n >= 1 && n <= listed.length) {
          e.preventDefault();
          decideWith(choosingReason, { code: listed[n - 1]!.code, text: null });
        } else if (key === 'escape') {
          e.preventDefault();
          ask(null);
        }
        return;
      }
      if (key === 'escape') {
        e.preventDefault();
        onExit();
        return;
      }
      if (isPending) return;
      if (key === 'a' && hasCompany) {
        e.preventDefault();
        ask('accept');
      } else if (key === 'r' && hasCompany) {
        e.preventDefault();
        ask('reject');
      } else if (key === 's' && hasCompany) {
        e.preventDefault();
        onSkip();
      } else if (key === 'u' && canUndo) {
        e.preventDefault();
        onUndo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // decideWith and ask only set state and call onDecide, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choosingReason, isPending, hasCompany, canUndo, onDecide, onSkip, onUndo, onExit]);

  const confidence = c ? confidenceOf(c) : null;
  const decision = c?.analysis?.decision ?? c?.automated_decision?.decision ?? null;
  const citation = c?.analysis?.citations[0] ?? c?.automated_decision?.citations[0] ?? null;
  const flags = c ? openFlags(c) : [];

  return (
    <section className={styles.root} aria-label="Quick review" aria-describedby="quick-review-keys">
      <div className={styles.top}>
        <span className={styles.progress} aria-live="polite">
          {c ? `Company ${Math.min(props.position + 1, props.total)} of ${props.total}` : `All ${props.total} reviewed`}
        </span>
        <Button size="sm" variant="secondary" onPress={props.onExit} aria-keyshortcuts="Escape">
          Leave quick review
        </Button>
      </div>

      {props.lastStep ? (
        <div className={styles.last} role="status">
          <p className={styles.lastTitle}>
            {STEP_WORDS[props.lastStep.action]} {props.lastStep.companyName}
          </p>
          {props.lastStep.flags.length === 0 ? (
            props.lastStep.action === 'accept' || props.lastStep.action === 'reject' ? (
              <p className={styles.paragraph}>The Review Analyst has no remark on this decision.</p>
            ) : null
          ) : (
            // The check of the decision itself first, then the company's other flags.
            [...props.lastStep.flags]
              .sort((a, b) => Number(b.kind === 'user_action') - Number(a.kind === 'user_action'))
              .slice(0, 2)
              .map((f) => (
                <p key={f.id} className={styles.paragraph}>
                  <Badge size="sm" tone={SEVERITY_TONES[f.severity]}>
                    {FLAG_SEVERITY_LABELS[f.severity]}
                  </Badge>{' '}
                  {REVIEW_FLAG_LABELS[f.kind]}: {f.message} {f.suggested_action}
                </p>
              ))
          )}
        </div>
      ) : null}

      {c ? (
        <div className={styles.body}>
          <h3 className={styles.name}>{c.name ?? 'Unnamed company'}</h3>
          <Inline gap="sm">
            <StatusTag status={c.status} size="sm" />
            {decision ? (
              <Badge size="sm">{`Analyst: ${decision}${confidence !== null ? ` · ${Math.round(confidence * 100)} %` : ''}`}</Badge>
            ) : null}
            {c.analysis?.learned ? (
              <Badge size="sm" tone="info">
                {learnedLabel(c.analysis.learned)}
              </Badge>
            ) : null}
            {(c.analysis?.core_function ?? c.core_function) ? (
              <Badge size="sm">{c.analysis?.core_function ?? c.core_function}</Badge>
            ) : null}
            {flags.map((f) => (
              <Badge key={f.id} size="sm" tone={SEVERITY_TONES[f.severity]}>
                {REVIEW_FLAG_LABELS[f.kind]}
              </Badge>
            ))}
          </Inline>
          <p className={styles.paragraph}>{c.analysis?.reasoning ?? c.automated_decision?.reasoning ?? c.database_description}</p>
          {citation ? (
            <blockquote className={styles.quote}>
              “{citation.quote}” <span className={styles.paragraph}>— {citationWhere(citation)}</span>
            </blockquote>
          ) : null}
        </div>
      ) : (
        <EmptyState
          icon={<CheckCircleIcon size={20} />}
          title="Queue done"
          description="Every company of this queue has had its turn. Undo the last decision or leave quick review."
          headingLevel={3}
        />
      )}

      {choosingReason ? (
        <div className={styles.chooser}>
          <p className={styles.reasonTitle} id="quick-reasons" data-side={choosingReason}>
            {SIDE_WORDS[choosingReason]} {c?.name}: press the number of the reason, or write it below; Esc cancels
          </p>
          <ol className={styles.reasons} aria-labelledby="quick-reasons" data-side={choosingReason}>
            {LISTED[choosingReason].map((r, i) => (
              <li key={r.code} className={styles.reason}>
                <Button size="sm" variant="ghost" onPress={() => decideWith(choosingReason, { code: r.code, text: null })} aria-keyshortcuts={String(i + 1)}>
                  <Key>{String(i + 1)}</Key>
                  {r.label}
                </Button>
              </li>
            ))}
          </ol>
          <form
            className={styles.sentence}
            aria-label={`${SIDE_WORDS[choosingReason]} with a written reason`}
            onSubmit={(e) => {
              e.preventDefault();
              const text = sentence.trim();
              if (!text) {
                setSentenceError('Write the reason, or press the number of one above.');
                return;
              }
              decideWith(choosingReason, { code: null, text });
            }}
          >
            <TextField
              label="Or write the reason"
              value={sentence}
              onChange={(v) => {
                setSentence(v);
                setSentenceError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') ask(null);
              }}
              isInvalid={sentenceError !== null}
              errorMessage={sentenceError ?? undefined}
            />
            <Button type="submit" size="sm" variant={choosingReason === 'reject' ? 'danger' : 'primary'}>
              {SIDE_WORDS[choosingReason]} with this reason
            </Button>
          </form>
        </div>
      ) : (
        <div className={styles.keys} id="quick-review-keys">
          <Button variant="primary" onPress={() => ask('accept')} isDisabled={!c || isPending} aria-keyshortcuts="A">
            <Key>A</Key>Accept…
          </Button>
          <Button variant="danger" onPress={() => ask('reject')} isDisabled={!c || isPending} aria-keyshortcuts="R">
            <Key>R</Key>Reject…
          </Button>
          <Button variant="secondary" onPress={props.onSkip} isDisabled={!c || isPending} aria-keyshortcuts="S">
            <Key>S</Key>Skip
          </Button>
          <Button variant="secondary" onPress={props.onUndo} isDisabled={!props.canUndo || isPending} aria-keyshortcuts="U">
            <Key>U</Key>Undo
          </Button>
        </div>
      )}
    </section>
  );
}
