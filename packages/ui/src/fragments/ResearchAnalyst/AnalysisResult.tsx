import type { Citation, Company, CriterionResult, LearnedFrom } from '@quartile/api';
import { citationWhere, DECISION_LABELS, learnedLabel } from '@quartile/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { AlertIcon, CheckCircleIcon, ClockIcon, XCircleIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { formatDate } from '../../format/format.ts';
import { analysisOutcome, percent } from './labels.ts';
import * as styles from './ResearchAnalyst.css.ts';
import * as row from '../../styles/criterionRow.css.ts';

export interface AnalysisResultProps {
  company: Company;
  /** Opens the cited passage in its stored source. */
  onShowCitation?: (citation: Citation) => void;
}

const DECISION = {
  accept: { tone: 'positive', icon: <CheckCircleIcon size={12} />, label: DECISION_LABELS.accept },
  reject: { tone: 'critical', icon: <XCircleIcon size={12} />, label: DECISION_LABELS.reject },
  refrain: { tone: 'neutral', icon: <ClockIcon size={12} />, label: DECISION_LABELS.refrain },
} as const;

export function DecisionBadge({ decision }: { decision: 'accept' | 'reject' | 'refrain' }) {
  const d = DECISION[decision];
  return (
    <Badge tone={d.tone} size="sm" icon={d.icon}>
      {d.label}
    </Badge>
  );
}

/** What a criterion's result means, in words (see CriterionResult in the contract). */
function criterionVerdict(k: CriterionResult): string {
  if (k.decision === 'refrain') return 'The sources are silent on it';
  return k.type === 'accept' ? 'Met: accept' : 'Met: reject';
}

function CitationItem({ citation, onShow }: { citation: Citation; onShow?: (c: Citation) => void }) {
  const where = citationWhere(citation);
  const body = (
    <>
      “{citation.quote}”<span className={styles.citationWhere}>{`Source: ${where}`}</span>
    </>
  );
  return (
    <li>
      {onShow ? (
        <button type="button" className={styles.citation} onClick={() => onShow(citation)}>
          <span className={visuallyHidden}>Show in source: </span>
          {body}
        </button>
      ) : (
        <blockquote className={styles.citationStatic}>
          {body}
        </blockquote>
      )}
    </li>
  );
}

export function CitationList({ citations, onShow, label }: { citations: readonly Citation[]; onShow?: (c: Citation) => void; label: string }) {
  if (citations.length === 0) return null;
  return (
    <ul className={styles.citations} aria-label={label}>
      {citations.map((q, i) => (
        <CitationItem key={`${q.source_id}:${i}`} citation={q} onShow={onShow} />
      ))}
    </ul>
  );
}

const DECIDED = { accept: 'accepted', reject: 'rejected' } as const;

/** What the section says about the decided companies, by whose decisions they were. */
function learnedTexts(learned: LearnedFrom) {
  if (learned.basis === 'analysis') {
    return {
      title: `Compared with the ${learned.examples} companies of this list the analysis decided most clearly (${learned.accepted} accepted, ${learned.rejected} rejected)`,
      why: 'Nobody has yet decided enough companies of this benchmark to learn from, so the analysis compares each company with its own clearest decisions on the list.',
      changed: 'Those companies changed the analysis',
      unrelated: 'Those companies did not bear on it',
      confirmed: 'Those companies confirm the analysis',
      by: 'by the analysis',
      listLabel: 'Clearly decided companies it leaned on',
    };
  }
  return {
    title: `${learnedLabel(learned)} (${learned.accepted} accepted, ${learned.rejected} rejected)`,
    why: null,
    changed: 'The decisions in this benchmark changed the analysis',
    unrelated: 'The decisions in this benchmark did not bear on it',
    confirmed: 'The decisions in this benchmark confirm the analysis',
    by: 'by a reviewer',
    listLabel: 'Decided companies it leaned on',
  };
}

/** The decided companies this result leaned on (the reviewer's, or the analysis' clearest): the ones it reads most like. */
function LearnedFromDecisions({ learned }: { learned: LearnedFrom }) {
  const zero = DECISION_LABELS[learned.zero_shot.decision];
  // A decided company at similarity 0.00 shares nothing shown with this one (a company known only
  // by its database field, say): it is not named as one this result leaned on.
  const close = learned.neighbours.filter((n) => Number(n.similarity.toFixed(2)) > 0);
  // Decisions of companies none of which is close to this one did not bear on it: they confirm nothing.
  const unrelated = learned.effect === 'confirmed' && close.length === 0;
  const text = learnedTexts(learned);
  return (
    <section className={styles.tight} aria-label="Learned from decisions">
      <h3 className={styles.sectionTitle}>{text.title}</h3>
      {text.why ? <p className={styles.muted}>{text.why}</p> : null}
      <p className={styles.muted}>
        {learned.effect === 'changed'
          ? `${text.changed}: from the criteria alone it said ${zero} (${percent(learned.zero_shot.confidence)}).`
          : unrelated
            ? `${text.unrelated}: no decided company is close to it (each similarity 0.00), so the criteria decide (${zero}).`
            : `${text.confirmed} (from the criteria alone: ${zero}).`}
      </p>
      {close.length > 0 ? (
        <ol className={styles.neighbours} aria-label={text.listLabel}>
          {close.map((n) => (
            <li key={n.id}>{`${n.name}: ${DECIDED[n.decision]} ${text.by}, similarity ${n.similarity.toFixed(2)}`}</li>
          ))}
        </ol>
      ) : learned.neighbours.length > 0 && !unrelated ? (
        <p className={styles.muted}>No decided company is close to it (each similarity 0.00), so none is named.</p>
      ) : null}
    </section>
  );
}

/**
 * The Research Analyst's result for one company: function, tags, the decision per criterion and
 * overall with its confidence and reasoning, and every citation with its source and location; a
 * failure says why, a refrain says the sources do not settle it.
 */
export function AnalysisResult({ company: c, onShowCitation }: AnalysisResultProps) {
  const a = c.analysis;
  const outcome = analysisOutcome(c);
  if (outcome === 'failed') {
    return (
      <div className={styles.stack}>
        <p className={styles.error} role="note">
          <AlertIcon size={14} /> {`Analysis failed: ${a?.failure?.message ?? 'the Research Analyst could not finish this company.'}`}
        </p>
        <p className={styles.muted}>Fix the cause (a website, a description or an annual report), then run the analysis again: failed companies are included.</p>
      </div>
    );
  }
  if (!a || a.decision === null) {
    return <p className={styles.paragraph}>Not analysed yet.</p>;
  }
  // Citations under a criterion are shown there; the others (function, tags, context) below.
  const key = (q: Citation) => `${q.source_id}\u0000${q.quote}`;
  const underCriteria = new Set(a.criteria.flatMap((k) => k.citations.map(key)));
  const others = a.citations.filter((q) => !underCriteria.has(key(q)));
  const total = underCriteria.size + others.length;
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <dt className={styles.term}>Decision</dt>
        <dd className={styles.def}>
          <DecisionBadge decision={a.decision} />
          <span>{`${percent(a.confidence)} confidence`}</span>
        </dd>
        <dt className={styles.term}>Function</dt>
        <dd className={styles.def}>{a.core_function ?? 'Not shown by the sources'}</dd>
        <dt className={styles.term}>Tags</dt>
        <dd className={styles.def}>
          {a.tags.length === 0
            ? 'None'
            : a.tags.map((t) => (
                <Badge key={t} size="sm">
                  {t}
                </Badge>
              ))}
        </dd>
        {a.learned ? (
          <>
            <dt className={styles.term}>Learned</dt>
            <dd className={styles.def}>
              <Badge size="sm" tone="info">
                {learnedLabel(a.learned)}
              </Badge>
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>Analysed</dt>
        <dd className={styles.def}>{`${formatDate(a.analysed_at)} · ${a.provider} · criteria version ${a.criteria_version}`}</dd>
      </dl>
      {a.decision === 'refrain' ? (
        <p className={styles.caution}>Decision refrained: the sources do not settle accept or reject. A person decides in Human Review.</p>
      ) : null}
      <p className={styles.paragraph}>{a.reasoning}</p>
      {a.learned ? <LearnedFromDecisions learned={a.learned} /> : null}
      {a.criteria.length > 0 ? (
        <ul className={styles.criteriaResults} aria-label="Decision per criterion">
          {a.criteria.map((k) => (
            <li key={`${k.type}:${k.criterion}`} className={styles.tight}>
              <div className={row.criterionRowHead}>
                <Badge size="sm" tone={k.type === 'accept' ? 'positive' : 'critical'} className={row.criterionRowBadge}>
                  {k.type === 'accept' ? 'Accept if' : 'Reject if'}
                </Badge>
                <span className={row.criterionRowText}>{k.criterion}</span>
                <span className={row.criterionRowVerdict}>{criterionVerdict(k)}</span>
              </div>
              <CitationList citations={k.citations} onShow={onShowCitation} label={`Citations for ${k.criterion}`} />
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <section className={styles.tight} aria-label={underCriteria.size > 0 ? 'Other citations' : 'Citations'}>
          <h3 className={styles.sectionTitle}>{underCriteria.size > 0 ? `Other citations (${others.length})` : `Citations (${others.length})`}</h3>
          <CitationList citations={others} onShow={onShowCitation} label={underCriteria.size > 0 ? 'Other citations' : 'Citations'} />
        </section>
      ) : total > 0 ? null : (
        <p className={styles.muted}>No citation: nothing in the stored sources was quoted.</p>
      )}
      {a.dropped_citations > 0 ? (
        <p className={styles.muted}>{`${a.dropped_citations} ${a.dropped_citations === 1 ? 'citation was' : 'citations were'} dropped because the quote is not verbatim in the stored source.`}</p>
      ) : null}
    </div>
  );
}
