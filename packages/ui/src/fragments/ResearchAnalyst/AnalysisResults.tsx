import type { Citation, Company } from '@quartile/api';
import { useMemo } from 'react';
import { Card } from '../../components/Card/Card.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { StatusTag } from '../../components/StatusTag/StatusTag.tsx';
import { ChevronDownIcon, ChevronRightIcon } from '../../icons/icons.tsx';
import { SourceViewer, type OpenPassage } from '../HumanReview/index.ts';
import { learnedLabel } from '@quartile/domain';
import { AnalysisResult, DecisionBadge } from './AnalysisResult.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { FilterChips } from '../../components/FilterChips/FilterChips.tsx';
import { analysisOutcome, matchesResultFilter, percent, RESULT_FILTERS, type ResultFilter } from './labels.ts';
import * as styles from './ResearchAnalyst.css.ts';
import { useToggleSet } from '../../hooks/useToggleSet.ts';
import { ShowMore } from './ShowMore.tsx';
import { useCompanyList } from './panelState.ts';
import { learningNote } from './learningNote.ts';

export interface AnalysisResultsProps {
  companies: readonly Company[];
  /** The cited passage open in its source, and the company it belongs to. */
  passage?: (OpenPassage & { companyId: string }) | null;
  onShowCitation: (company: Company, citation: Citation) => void;
  onClosePassage: () => void;
  onRetryPassage?: () => void;
  /** Opens this company's result at first (e.g. from a link). */
  initialExpandedId?: string | null;
}

const PAGE = 50;

function Summary({ company: c }: { company: Company }) {
  const a = c.analysis;
  const outcome = analysisOutcome(c);
  if (outcome === 'failed') return <span className={styles.rowMeta}>{a?.failure?.message ?? 'Analysis failed'}</span>;
  if (!a || a.decision === null) return null;
  return (
    <span className={styles.rowMeta}>
      <DecisionBadge decision={a.decision} />
      <span>{`${percent(a.confidence)} confidence`}</span>
      {a.core_function ? <span>{a.core_function}</span> : null}
      {a.learned ? (
        <Badge size="sm" tone="info">
          {learnedLabel(a.learned)}
        </Badge>
      ) : null}
    </span>
  );
}

/** Every company's analysis outcome, filterable; a company opens to its full result with citations. */
export function AnalysisResults(props: AnalysisResultsProps) {
  const { companies, filter, setFilter, search, setSearch, shown, showMore } = useCompanyList<ResultFilter>(props.companies, PAGE);
  const [expanded, toggle] = useToggleSet(props.initialExpandedId ? [props.initialExpandedId] : []);

  const counts = useMemo(() => {
    const c = Object.fromEntries(RESULT_FILTERS.map((f) => [f.id, 0])) as Record<ResultFilter, number>;
    for (const company of companies) {
      c.all += 1;
      c[analysisOutcome(company)] += 1;
    }
    return c;
  }, [companies]);
  const learning = useMemo(() => learningNote(companies), [companies]);
  const needle = search.trim().toLowerCase();
  const visible = companies.filter(
    (c) => matchesResultFilter(c, filter) && (needle === '' || `${c.name ?? ''} ${c.country ?? ''} ${c.analysis?.core_function ?? ''}`.toLowerCase().includes(needle)),
  );

  return (
    <Card padding="md" title="Results" id="analysis-results" subtitle="The Research Analyst's decision for each company, with its reasoning and citations.">
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <FilterChips label="Show" options={RESULT_FILTERS} counts={counts} value={filter} onChange={setFilter} />
          <SearchField aria-label="Search results" value={search} onChange={setSearch} placeholder="Company, country or function" />
        </div>
        {learning ? (
          <p className={styles.muted} role="note" aria-label="What the results learned from">
            {learning}
          </p>
        ) : null}
        {visible.length === 0 ? (
          <p className={styles.paragraph}>{companies.length === 0 ? 'No companies in this study yet.' : 'No company matches this filter.'}</p>
        ) : (
          <ul className={styles.list} aria-label="Analysis results">
            {visible.slice(0, shown).map((c) => {
              const open = expanded.has(c.id);
              const panelId = `result-${c.id}`;
              const passage = props.passage && props.passage.companyId === c.id ? props.passage : null;
              return (
                <li key={c.id} className={styles.resultItem}>
                  <div className={styles.resultHead}>
                    <button type="button" className={styles.resultToggle} aria-expanded={open} aria-controls={panelId} onClick={() => toggle(c.id)}>
                      {open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
                      <span className={styles.rowName}>{c.name ?? 'Unnamed company'}</span>
                    </button>
                    <StatusTag status={c.status} size="sm" />
                  </div>
                  <div className={styles.resultSummary}>
                    <Summary company={c} />
                  </div>
                  {open ? (
                    <div id={panelId} className={styles.resultDetails}>
                      <AnalysisResult company={c} onShowCitation={(q) => props.onShowCitation(c, q)} />
                      {passage ? <SourceViewer passage={passage} onClose={props.onClosePassage} onRetry={props.onRetryPassage} /> : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <ShowMore total={visible.length} shown={shown} onPress={showMore} />
      </div>
    </Card>
  );
}
