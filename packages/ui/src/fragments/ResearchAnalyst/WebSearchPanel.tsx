import type { Company, Job, WebSearchResult } from '@quartile/api';
import { splitByReadiness, webSearchReadiness } from '@quartile/domain';
import { useMemo, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { AlertDialog } from '../../components/Dialog/Dialog.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { AlertIcon, CheckCircleIcon, ChevronDownIcon, ChevronRightIcon, ClockIcon, SearchIcon } from '../../icons/icons.tsx';
import { displayUrl, formatNumber, websiteHref } from '../../format/format.ts';
import { SourceViewer, type OpenPassage } from '../HumanReview/index.ts';
import { FilterChips } from '../../components/FilterChips/FilterChips.tsx';
import { isOpenJob, KIND_LABEL, matchesWebsiteFilter, pagesRead, WEBSITE_FILTERS, websiteLabel, type WebsiteFilter } from './labels.ts';
import { DetailsUnavailable } from './DetailsUnavailable.tsx';
import { ReadinessDialog } from './ReadinessDialog.tsx';
import { RunProgress } from './RunProgress.tsx';
import { WebSearchDetails } from './WebSearchDetails.tsx';
import * as styles from './ResearchAnalyst.css.ts';
import { useToggleSet } from '../../hooks/useToggleSet.ts';
import { ShowMore } from './ShowMore.tsx';
import { useCompanyList, useStartDialog } from './panelState.ts';

export interface WebSearchPanelProps {
  companies: readonly Company[];
  /** The latest web search of the benchmark, if any (live while it runs). */
  run: Job | null;
  /** Another run in progress (an analysis): a web search waits for it. */
  otherRun?: Job | null;
  /** Starts the web search of these companies; rejects when the server refuses (it says why). */
  onStart: (companyIds: string[]) => Promise<void>;
  onCancelRun?: () => void;
  isCancelling?: boolean;
  /** Marks the company's website as checked by a person (lookouts/force-validate). */
  onForceValidate: (company: Company) => Promise<void>;
  /** What the latest web search found on each company's website (one entry per company searched). */
  results?: readonly WebSearchResult[];
  /** The results could not be loaded: the labels still show, a notice offers to try again. */
  resultsFailed?: boolean;
  onRetryResults?: () => void;
  isRetryingResults?: boolean;
  /** The stored text of a page read, open under its company. */
  source?: (OpenPassage & { companyId: string }) | null;
  onShowSource?: (company: Company, sourceId: string) => void;
  onCloseSource?: () => void;
  onRetrySource?: () => void;
}

const PAGE = 50;

const ICONS = {
  missing: <AlertIcon size={12} />,
  invalid: <AlertIcon size={12} />,
  issue: <AlertIcon size={12} />,
  'manually-validated': <CheckCircleIcon size={12} />,
  read: <CheckCircleIcon size={12} />,
  'description-only': <CheckCircleIcon size={12} />,
  'not-checked': <ClockIcon size={12} />,
} as const;

interface WebsiteRowProps {
  company: Company;
  result: WebSearchResult | undefined;
  onValidate: (c: Company) => void;
  isBusy: boolean;
  isOpen: boolean;
  onToggle: () => void;
  source: (OpenPassage & { companyId: string }) | null;
  panel: Pick<WebSearchPanelProps, 'onShowSource' | 'onCloseSource' | 'onRetrySource'>;
}

function WebsiteRow({ company: c, result, onValidate, isBusy, isOpen, onToggle, source, panel }: WebsiteRowProps) {
  const label = websiteLabel(c);
  const pages = pagesRead(c);
  const name = c.name ?? 'Unnamed company';
  const detailsId = `web-search-${c.id}`;
  const onShowSource = panel.onShowSource;
  return (
    <li className={styles.row} aria-label={name}>
      <div className={styles.tight}>
        <p className={styles.rowName}>{name}</p>
        <span className={styles.rowMeta}>
          {c.country ? <span>{c.country}</span> : null}
          {c.is_excluded ? (
            <Badge size="sm" tone="neutral">
              Excluded
            </Badge>
          ) : null}
        </span>
      </div>
      <div className={styles.rowMeta}>
        {c.website && label.check !== 'invalid' ? (
          <Link href={websiteHref(c.website)} target="_blank" rel="noreferrer" variant="subtle">
            {displayUrl(c.website)}
          </Link>
        ) : (
          <span>{c.website ? c.website : 'No website'}</span>
        )}
        {pages > 0 ? <span>{`${pages} ${pages === 1 ? 'page' : 'pages'} stored`}</span> : null}
        {c.sources.some((s) => s.kind === 'annual_report') ? <span>Annual report read</span> : null}
        {label.check === 'issue' && result?.issue ? <span className={styles.issueDetail}>{result.detail}</span> : null}
      </div>
      <div className={styles.rowEnd}>
        <Badge size="sm" tone={label.tone} icon={ICONS[label.check]} data-check={label.check}>
          {label.label}
        </Badge>
        {result ? (
          <Button size="sm" variant="ghost" onPress={onToggle} aria-expanded={isOpen} aria-controls={isOpen ? detailsId : undefined} aria-label={`Web search details: ${name}`}>
            {isOpen ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
            Details
          </Button>
        ) : null}
        {label.check === 'issue' ? (
          <Button size="sm" variant="secondary" onPress={() => onValidate(c)} isDisabled={isBusy} aria-label={`Mark as valid: ${name}`}>
            Mark as valid
          </Button>
        ) : null}
      </div>
      {result && isOpen ? (
        <div id={detailsId} className={styles.rowDetails}>
          <WebSearchDetails result={result} onShowSource={onShowSource ? (sourceId) => onShowSource(c, sourceId) : undefined} />
          {source ? <SourceViewer passage={source} onClose={() => panel.onCloseSource?.()} onRetry={panel.onRetrySource} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The Web Search tab: each company's website with the check's label (URL Inaccessible, URL Not
 * Found, Reading Issue, Other) and the reason behind it, what the web search found (opened per
 * company), force-validation, the warning dialog before a run, and progress.
 */
export function WebSearchPanel(props: WebSearchPanelProps) {
  const { companies, filter, setFilter, search, setSearch, shown, showMore } = useCompanyList<WebsiteFilter>(props.companies, PAGE);
  const startDialog = useStartDialog();
  const [validating, setValidating] = useState<Company | null>(null);
  const [validatePending, setValidatePending] = useState(false);
  const [open, toggle] = useToggleSet();
  const resultOf = useMemo(() => new Map((props.results ?? []).map((r) => [r.company_id, r])), [props.results]);

  const split = useMemo(() => splitByReadiness(companies, webSearchReadiness), [companies]);
  const counts = useMemo(() => {
    const c = { all: 0, issues: 0, read: 0, 'description-only': 0, 'not-checked': 0 } as Record<WebsiteFilter, number>;
    for (const company of companies) for (const f of WEBSITE_FILTERS) if (matchesWebsiteFilter(company, f.id)) c[f.id] += 1;
    return c;
  }, [companies]);
  const needle = search.trim().toLowerCase();
  const visible = companies.filter(
    (c) => matchesWebsiteFilter(c, filter) && (needle === '' || `${c.name ?? ''} ${c.website ?? ''} ${c.country ?? ''}`.toLowerCase().includes(needle)),
  );

  const running = isOpenJob(props.run);
  const blocked = isOpenJob(props.otherRun);


  const validate = async () => {
    if (!validating) return;
    setValidatePending(true);
    try {
      await props.onForceValidate(validating);
      setValidating(null);
    } catch {
      // Said by the caller.
    } finally {
      setValidatePending(false);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          The Research Analyst checks each company&apos;s website and stores its homepage and a few relevant pages (about, products,
          services, investors) as sources, exactly as read, so every citation can be shown later. Websites it cannot read are labelled;
          mark one as valid after checking it yourself.
        </p>
        <Button variant="primary" onPress={startDialog.open} isDisabled={running || blocked || companies.length === 0}>
          <SearchIcon size={16} />
          Start web search
        </Button>
      </div>
      {blocked && !running ? <p className={styles.caution}>{`${KIND_LABEL[props.otherRun!.kind] ?? 'Another run'} in progress: start the web search when it has finished.`}</p> : null}
      {props.run ? <RunProgress job={props.run} onCancel={props.onCancelRun} isCancelling={props.isCancelling} /> : null}

      <dl className={styles.counts}>
        {(
          [
            ['Companies', counts.all],
            ['Websites read', counts.read],
            ['With issues', counts.issues],
            ...(counts['description-only'] > 0 ? ([['Description only', counts['description-only']]] as const) : []),
            ['Not checked', counts['not-checked']],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={styles.count}>
            <dt className={styles.countLabel}>{label}</dt>
            <dd className={styles.countValue}>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>

      <Card padding="md" title="Company sources" id="web-search-sources">
        <div className={styles.stack}>
          <div className={styles.toolbar}>
            <FilterChips label="Show" options={WEBSITE_FILTERS} counts={counts} value={filter} onChange={setFilter} />
            <SearchField aria-label="Search companies" value={search} onChange={setSearch} placeholder="Company, website or country" />
          </div>
          {props.resultsFailed ? <DetailsUnavailable onRetry={props.onRetryResults} isRetrying={props.isRetryingResults} /> : null}
          {visible.length === 0 ? (
            <p className={styles.paragraph}>{companies.length === 0 ? 'No companies in this study yet.' : 'No company matches this filter.'}</p>
          ) : (
            <ul className={styles.list} aria-label="Company websites">
              {visible.slice(0, shown).map((c) => (
                <WebsiteRow
                  key={c.id}
                  company={c}
                  result={resultOf.get(c.id)}
                  onValidate={setValidating}
                  isBusy={validatePending}
                  isOpen={open.has(c.id)}
                  onToggle={() => toggle(c.id)}
                  source={props.source && props.source.companyId === c.id ? props.source : null}
                  panel={props}
                />
              ))}
            </ul>
          )}
          <ShowMore total={visible.length} shown={shown} onPress={showMore} />
        </div>
      </Card>

      <ReadinessDialog
        title="Start web search"
        description="The web search reads the website of each ready company. Companies without a valid website are left out; they can still be analysed from their database description, the activity codes of the uploaded file (NACE, US SIC, NAICS) or an annual report."
        ready={split.ready}
        excluded={split.excluded}
        confirmLabel="Start web search"
        {...startDialog.dialogProps(() => props.onStart(split.ready.map((c) => c.id)))}
      />
      {validating ? (
        <AlertDialog
          title="Mark the website as valid?"
          confirmLabel="Mark as valid"
          onConfirm={() => void validate()}
          modalProps={{ isOpen: true, onOpenChange: (open) => (open ? undefined : setValidating(null)) }}
        >
          {`The website ${displayUrl(validating.website ?? '')} of ${validating.name ?? 'this company'} was labelled ${validating.url_issue ?? 'with an issue'}. Mark it as valid if you checked that it is the company's website and it opens: the Research Analyst will then use what it read there.`}
        </AlertDialog>
      ) : null}
    </div>
  );
}
