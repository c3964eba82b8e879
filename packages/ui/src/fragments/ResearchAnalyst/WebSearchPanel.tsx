import type { Company, Job } from '@quartile/api';
import { splitByReadiness, webSearchReadiness } from '@quartile/domain';
import { useMemo, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { AlertDialog } from '../../components/Dialog/Dialog.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { AlertIcon, CheckCircleIcon, ClockIcon, SearchIcon } from '../../icons/icons.tsx';
import { displayUrl, formatNumber, websiteHref } from '../ClientList/format.ts';
import { FilterChips } from './FilterChips.tsx';
import { activeCompanies, isOpenJob, matchesWebsiteFilter, pagesRead, WEBSITE_FILTERS, websiteLabel, type WebsiteFilter } from './labels.ts';
import { ReadinessDialog } from './ReadinessDialog.tsx';
import { RunProgress } from './RunProgress.tsx';
import * as styles from './ResearchAnalyst.css.ts';

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
}

const PAGE = 50;

const ICONS = {
  missing: <AlertIcon size={12} />,
  invalid: <AlertIcon size={12} />,
  issue: <AlertIcon size={12} />,
  'manually-validated': <CheckCircleIcon size={12} />,
  read: <CheckCircleIcon size={12} />,
  'not-checked': <ClockIcon size={12} />,
} as const;

function WebsiteRow({ company: c, onValidate, isBusy }: { company: Company; onValidate: (c: Company) => void; isBusy: boolean }) {
  const label = websiteLabel(c);
  const pages = pagesRead(c);
  return (
    <li className={styles.row} aria-label={c.name ?? 'Unnamed company'}>
      <div className={styles.tight}>
        <p className={styles.rowName}>{c.name ?? 'Unnamed company'}</p>
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
        {c.website ? (
          <Link href={websiteHref(c.website)} target="_blank" rel="noreferrer" variant="subtle">
            {displayUrl(c.website)}
          </Link>
        ) : (
          <span>No website</span>
        )}
        {pages > 0 ? <span>{`${pages} ${pages === 1 ? 'page' : 'pages'} stored`}</span> : null}
      </div>
      <div className={styles.rowEnd}>
        <Badge size="sm" tone={label.tone} icon={ICONS[label.check]} data-check={label.check}>
          {label.label}
        </Badge>
        {label.check === 'issue' ? (
          <Button size="sm" variant="secondary" onPress={() => onValidate(c)} isDisabled={isBusy} aria-label={`Mark as valid: ${c.name ?? 'Unnamed company'}`}>
            Mark as valid
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The Web Search tab: each company's website with the check's label (URL Inaccessible, URL Not
 * Found, Reading Issue, Other), force-validation, the warning dialog before a run, and progress.
 */
export function WebSearchPanel(props: WebSearchPanelProps) {
  const companies = useMemo(() => activeCompanies(props.companies), [props.companies]);
  const [filter, setFilter] = useState<WebsiteFilter>('all');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [validating, setValidating] = useState<Company | null>(null);
  const [validatePending, setValidatePending] = useState(false);

  const split = useMemo(() => splitByReadiness(companies, webSearchReadiness), [companies]);
  const counts = useMemo(() => {
    const c = { all: 0, issues: 0, read: 0, 'not-checked': 0 } as Record<WebsiteFilter, number>;
    for (const company of companies) for (const f of WEBSITE_FILTERS) if (matchesWebsiteFilter(company, f.id)) c[f.id] += 1;
    return c;
  }, [companies]);
  const needle = search.trim().toLowerCase();
  const visible = companies.filter(
    (c) => matchesWebsiteFilter(c, filter) && (needle === '' || `${c.name ?? ''} ${c.website ?? ''} ${c.country ?? ''}`.toLowerCase().includes(needle)),
  );

  const running = isOpenJob(props.run);
  const blocked = isOpenJob(props.otherRun);

  const start = async () => {
    setStarting(true);
    try {
      await props.onStart(split.ready.map((c) => c.id));
      setDialogOpen(false);
    } catch {
      // The server's message is shown by the caller; the dialog stays open to try again or cancel.
    } finally {
      setStarting(false);
    }
  };

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
        <Button variant="primary" onPress={() => setDialogOpen(true)} isDisabled={running || blocked || companies.length === 0}>
          <SearchIcon size={16} />
          Start web search
        </Button>
      </div>
      {blocked && !running ? <p className={styles.caution}>An analysis is running: start the web search when it has finished.</p> : null}
      {props.run ? <RunProgress job={props.run} onCancel={props.onCancelRun} isCancelling={props.isCancelling} /> : null}

      <dl className={styles.counts}>
        {(
          [
            ['Companies', counts.all],
            ['Websites read', counts.read],
            ['With issues', counts.issues],
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
            <FilterChips label="Show" options={WEBSITE_FILTERS} counts={counts} value={filter} onChange={(f) => (setFilter(f), setShown(PAGE))} />
            <SearchField aria-label="Search companies" value={search} onChange={(v) => (setSearch(v), setShown(PAGE))} placeholder="Company, website or country" />
          </div>
          {visible.length === 0 ? (
            <p className={styles.paragraph}>{companies.length === 0 ? 'No companies in this study yet.' : 'No company matches this filter.'}</p>
          ) : (
            <ul className={styles.list} aria-label="Company websites">
              {visible.slice(0, shown).map((c) => (
                <WebsiteRow key={c.id} company={c} onValidate={setValidating} isBusy={validatePending} />
              ))}
            </ul>
          )}
          {visible.length > shown ? (
            <Button variant="ghost" size="sm" onPress={() => setShown((n) => n + PAGE)}>
              {`Show more (${formatNumber(visible.length - shown)} more)`}
            </Button>
          ) : null}
        </div>
      </Card>

      <ReadinessDialog
        title="Start web search"
        description="The web search reads the website of each ready company. Companies without a valid website are left out; they can still be analysed from their database description or annual report."
        isOpen={dialogOpen}
        onOpenChange={setDialogOpen}
        ready={split.ready}
        excluded={split.excluded}
        confirmLabel="Start web search"
        onConfirm={() => void start()}
        isPending={starting}
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
