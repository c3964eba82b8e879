import type { IndustryOverview, IndustryOverviewCitation, IndustryOverviewSource, IndustryOverviewTable } from '@quartile/api';
import { useId, useMemo, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { RecordFallback } from '../../components/RecordFallback/RecordFallback.tsx';
import { BackLink } from '../../components/BackLink/BackLink.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { ChevronDownIcon, FileIcon, PlayIcon, RefreshIcon } from '../../icons/icons.tsx';
import { formatDate } from '../../format/format.ts';
import { isActive, OverviewStatusBadge } from '../../components/OverviewStatusBadge/OverviewStatusBadge.tsx';
import { formatOverviewCell, SOURCE_KIND_LABELS } from './format.ts';
import * as styles from './IndustryOverviewReport.css.ts';

export type OverviewReportState = 'loading' | 'ready' | 'error' | 'notFound';
export type OverviewExportFormat = 'docx' | 'pdf' | 'xlsx';

export interface IndustryOverviewReportProps {
  state: OverviewReportState;
  overview?: IndustryOverview | null;
  backHref: string;
  onRun: () => void;
  isRunPending?: boolean;
  onExport: (format: OverviewExportFormat) => void;
  /** The format being downloaded. */
  exporting?: OverviewExportFormat | null;
  onRetry?: () => void;
}

/** Numbers every distinct citation in reading order, as the exported documents do. */
function numberCitations(overview: IndustryOverview): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const s of overview.sections)
    for (const st of s.statements)
      for (const c of st.citations) {
        const key = `${c.source_id}\u0000${c.quote}`;
        if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
      }
  return numbers;
}

function Statement({
  text,
  citations,
  numbers,
  sources,
}: {
  text: string;
  citations: readonly IndustryOverviewCitation[];
  numbers: Map<string, number>;
  sources: Map<string, IndustryOverviewSource>;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const list = citations.map((c) => ({ ...c, n: numbers.get(`${c.source_id}\u0000${c.quote}`) ?? 0 }));
  return (
    <div className={styles.statement}>
      <p className={styles.statementText}>
        {text}
        <span className={styles.refs}>
          <button
            type="button"
            className={styles.ref}
            aria-expanded={open}
            aria-controls={id}
            aria-label={`${open ? 'Hide' : 'Show'} ${list.length === 1 ? 'citation' : `${list.length} citations`} ${list.map((c) => c.n).join(', ')}`}
            onClick={() => setOpen(!open)}
          >
            {list.map((c) => c.n).join(', ')}
          </button>
        </span>
      </p>
      {open ? (
        <ul id={id} className={styles.quotes} aria-label="Citations">
          {list.map((c) => {
            const source = sources.get(c.source_id);
            return (
              <li key={c.n}>
                <blockquote className={styles.quote}>
                  <p className={styles.quoteText}>
                    [{c.n}] “{c.quote}”
                  </p>
                  <span className={styles.quoteSource}>
                    {source ? (
                      source.url ? (
                        <Link href={source.url} target="_blank" rel="noreferrer">
                          {source.title}
                        </Link>
                      ) : (
                        source.title
                      )
                    ) : (
                      c.source_id
                    )}{' '}
                    · {c.location}
                  </span>
                </blockquote>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function OverviewTable({ table }: { table: IndustryOverviewTable }) {
  const columns = table.columns.map((c, i) => ({ ...c, index: i }));
  const rows = table.rows.map((cells, i) => ({ id: `${table.id}-${i}`, cells }));
  return (
    <div className={styles.tableBlock}>
      <h3 className={styles.tableTitle}>{table.title}</h3>
      <Table aria-label={table.title}>
        <TableHeader columns={columns}>
          {(c) => (
            <Column id={c.key} isRowHeader={c.index === 0} numeric={c.format !== 'text'}>
              {c.label}
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id} columns={columns}>
              {(c) => <Cell numeric={c.format !== 'text'}>{formatOverviewCell(row.cells[c.index] ?? null, c.format)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
      <p className={styles.tableNote}>{table.note}</p>
    </div>
  );
}

function ExportMenu({
  onExport,
  exporting,
}: {
  onExport: (format: OverviewExportFormat) => void;
  exporting?: OverviewExportFormat | null;
}) {
  return (
    <MenuTrigger>
      <Button isPending={Boolean(exporting)}>
        <FileIcon />
        Export
        <ChevronDownIcon />
      </Button>
      <Menu aria-label="Export formats" onAction={(key) => onExport(key as OverviewExportFormat)} placement="bottom end">
        <MenuItem id="docx">Word document (DOCX)</MenuItem>
        <MenuItem id="pdf">PDF</MenuItem>
        <MenuItem id="xlsx">Tables as Excel (XLSX)</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** An industry overview: its status and progress while it runs, then its cited content. */
export function IndustryOverviewReport({
  state,
  overview,
  backHref,
  onRun,
  isRunPending = false,
  onExport,
  exporting,
  onRetry,
}: IndustryOverviewReportProps) {
  const numbers = useMemo(() => (overview ? numberCitations(overview) : new Map<string, number>()), [overview]);
  const sources = useMemo(() => new Map((overview?.sources ?? []).map((s) => [s.id, s])), [overview]);

  if (state !== 'ready' || !overview) {
    return (
      <RecordFallback
        state={state === 'ready' ? 'notFound' : state}
        className={styles.root}
        back={{ label: 'Industry overviews', href: backHref }}
        frame={(message) => <div className={styles.panel}>{message}</div>}
        notFound={{ title: 'Industry overview not found', backLabel: 'Back to industry overviews', linkVariant: 'standalone' }}
        error={{ description: 'The industry overview could not be loaded. Check your connection and try again.', onRetry }}
        loading={{
          label: 'Loading industry overview',
          skeleton: (
            <div className={styles.skeleton}>
              <Skeleton width="40%" height={24} />
              <Skeleton width="90%" />
              <Skeleton width="85%" />
              <Skeleton width="70%" />
            </div>
          ),
        }}
      />
    );
  }

  const o = overview;
  const runLabel = o.status === 'Pending' ? 'Run' : 'Run again';
  const tablesBySection = new Map(o.tables.map((t) => [t.id, t]));
  const looseTables = o.tables.filter((t) => !o.sections.some((s) => s.id === t.id));
  return (
    <div className={styles.root}>
      <BackLink href={backHref}>Industry overviews</BackLink>
      <PageHeader
        eyebrow={<OverviewStatusBadge status={o.status} />}
        title={o.industry}
        description={`${o.country} · created ${formatDate(o.created_at)}${o.created_by ? ` by ${o.created_by.name}` : ''}`}
        actions={
          <>
            {o.status === 'Done' ? <ExportMenu onExport={onExport} exporting={exporting} /> : null}
            {o.status === 'Done' || o.status === 'Failed' ? (
              <Button onPress={onRun} isPending={isRunPending}>
                <RefreshIcon />
                {runLabel}
              </Button>
            ) : null}
          </>
        }
      />

      {o.status === 'Pending' ? (
        <section className={styles.panel} aria-labelledby="overview-pending">
          <h2 id="overview-pending" className={styles.panelTitle}>
            Ready to generate
          </h2>
          <p className={styles.panelText}>
            The agent will read your firm’s companies in {o.country}, pick those of this industry by their own descriptions and sources, and
            write the overview with a citation for every statement.
          </p>
          <div className={styles.panelActions}>
            <Button variant="primary" onPress={onRun} isPending={isRunPending}>
              <PlayIcon />
              Run the generation
            </Button>
          </div>
        </section>
      ) : isActive(o.status) ? (
        <section className={styles.panel} aria-labelledby="overview-running">
          <h2 id="overview-running" className={styles.panelTitle}>
            {o.status === 'Job Created' ? 'Queued' : 'Writing the overview'}
          </h2>
          <ProgressBar label={o.progress_message ?? 'Waiting for a worker'} value={o.progress} />
          <p className={styles.panelText}>This page follows the run; you can leave it and come back.</p>
        </section>
      ) : o.status === 'Failed' ? (
        <section className={styles.failed} aria-labelledby="overview-failed" role="alert">
          <h2 id="overview-failed" className={styles.panelTitle}>
            The run failed
          </h2>
          <p className={styles.failedText}>{o.error ?? 'Something went wrong'}</p>
        </section>
      ) : (
        <dl className={styles.summary} aria-label="About this overview">
          <div className={styles.summaryItem}>
            <dt className={styles.summaryTerm}>Companies</dt>
            <dd className={styles.summaryValue}>{o.company_count}</dd>
          </div>
          <div className={styles.summaryItem}>
            <dt className={styles.summaryTerm}>Sources</dt>
            <dd className={styles.summaryValue}>{o.sources.length}</dd>
          </div>
          <div className={styles.summaryItem}>
            <dt className={styles.summaryTerm}>Written by</dt>
            <dd className={styles.summaryValue}>
              {o.provider === 'openai-compatible' ? 'openai-compatible model, citations verified' : 'local agent (deterministic)'}
            </dd>
          </div>
          {o.finished_at ? (
            <div className={styles.summaryItem}>
              <dt className={styles.summaryTerm}>Generated</dt>
              <dd className={styles.summaryValue}>{formatDate(o.finished_at)}</dd>
            </div>
          ) : null}
        </dl>
      )}

      {o.status === 'Done'
        ? o.sections.map((section) => {
            const table = tablesBySection.get(section.id);
            return (
              <section key={section.id} className={styles.section} aria-labelledby={`section-${section.id}`}>
                <h2 id={`section-${section.id}`} className={styles.sectionTitle}>
                  {section.title}
                </h2>
                {section.statements.length === 0 ? (
                  <p className={styles.silent}>The sources gathered for these companies do not speak to this.</p>
                ) : null}
                {section.statements.map((s, i) => (
                  <Statement key={i} text={s.text} citations={s.citations} numbers={numbers} sources={sources} />
                ))}
                {table ? <OverviewTable table={table} /> : null}
              </section>
            );
          })
        : null}
      {o.status === 'Done' ? looseTables.map((t) => <OverviewTable key={t.id} table={t} />) : null}
      {o.status === 'Done' && o.sources.length > 0 ? (
        <section className={styles.section} aria-labelledby="section-sources">
          <h2 id="section-sources" className={styles.sectionTitle}>
            Sources
          </h2>
          <ul className={styles.sources}>
            {o.sources.map((s) => (
              <li key={s.id} className={styles.source}>
                <span>
                  {s.url ? (
                    <Link href={s.url} target="_blank" rel="noreferrer">
                      {s.title}
                    </Link>
                  ) : (
                    s.title
                  )}
                </span>
                <span>
                  <Badge size="sm">{SOURCE_KIND_LABELS[s.kind] ?? s.kind}</Badge>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
