import type { IndustryOverviewSummary } from '@quartile/api';
import { Button } from '../../components/Button/Button.tsx';
import { EyebrowBackLink } from '../../components/BackLink/BackLink.tsx';
import { ListFrame, NothingYet } from '../../components/ListFrame/ListFrame.tsx';
import { CreateButton, RecordName } from '../../components/ListFrame/ListCells.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { PlayIcon, RefreshIcon } from '../../icons/icons.tsx';
import { formatDate } from '../../format/format.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { isActive, OverviewStatusBadge } from '../../components/OverviewStatusBadge/OverviewStatusBadge.tsx';
import * as styles from './IndustryOverviewList.css.ts';

export type OverviewListState = 'loading' | 'ready' | 'error';

export interface IndustryOverviewListProps {
  state: OverviewListState;
  overviews: readonly IndustryOverviewSummary[];
  onCreate: () => void;
  onRun: (overview: IndustryOverviewSummary) => void;
  /** Ids whose run request is on its way. */
  runningIds?: ReadonlySet<string>;
  overviewHref: (overview: IndustryOverviewSummary) => string;
  backHref?: string;
  onRetry?: () => void;
}

function StatusCell({ overview }: { overview: IndustryOverviewSummary }) {
  return (
    <div className={styles.statusCell}>
      <OverviewStatusBadge status={overview.status} size="sm" />
      {isActive(overview.status) ? (
        <div className={styles.statusProgress}>
          <ProgressBar
            aria-label={`Progress of ${overview.industry}, ${overview.country}`}
            value={overview.progress}
            label={overview.progress_message ?? undefined}
          />
        </div>
      ) : null}
      {overview.status === 'Failed' && overview.error ? <span className={styles.errorText}>{overview.error}</span> : null}
    </div>
  );
}

/** /agents/industry-overview: the firm's overviews (industry, country, status, created, actions). */
export function IndustryOverviewList({
  state,
  overviews,
  onCreate,
  onRun,
  runningIds,
  overviewHref,
  backHref,
  onRetry,
}: IndustryOverviewListProps) {
  const name = (o: IndustryOverviewSummary) => `${o.industry}, ${o.country}`;
  return (
    <ListFrame
      header={
        <PageHeader
          eyebrow={backHref ? <EyebrowBackLink href={backHref}>Agents</EyebrowBackLink> : 'Agents'}
          title="Industry overviews"
          description="An overview of an industry in a country, written from your firm’s own companies and sources: market definition, companies, financial profile, key players, risks and trends, every statement cited."
          actions={<CreateButton onPress={onCreate}>New overview</CreateButton>}
        />
      }
      state={state}
      isEmpty={overviews.length === 0}
      error={{ title: 'Failed to load industry overviews', description: 'Check your connection and try again.', onRetry }}
      loading={{ label: 'Loading industry overviews', cellWidths: ['80%', '60%', '50%', '40%'], rowClassName: styles.skeletonRow }}
      empty={
        <NothingYet
          title="No industry overviews yet"
          description="Create one for an industry and a country; then run it. The agent reads the companies your firm has imported into its benchmarks, with their descriptions, sources and financials."
          actionLabel="New overview"
          onAction={onCreate}
        />
      }
    >
      <Table aria-label="Industry overviews">
        <TableHeader>
          <Column id="industry" isRowHeader>
            Industry
          </Column>
          <Column id="country">Country</Column>
          <Column id="status">Status</Column>
          <Column id="created">Created</Column>
          <Column id="actions">
            <span className={visuallyHidden}>Actions</span>
          </Column>
        </TableHeader>
        <TableBody items={overviews}>
          {(o) => (
            <Row id={o.id}>
              <Cell textValue={o.industry}>
                <RecordName name={o.industry} href={overviewHref(o)} className={styles.nameCell} linkClassName={styles.nameLink}>
                  {o.created_by ? <span className={styles.secondary}>by {o.created_by.name}</span> : null}
                </RecordName>
              </Cell>
              <Cell>{o.country}</Cell>
              <Cell textValue={o.status}>
                <StatusCell overview={o} />
              </Cell>
              <Cell>{formatDate(o.created_at)}</Cell>
              <Cell textValue="Actions">
                <div className={styles.actionsCell}>
                  {o.status === 'Pending' ? (
                    <Button
                      size="sm"
                      variant="primary"
                      onPress={() => onRun(o)}
                      isPending={runningIds?.has(o.id)}
                      aria-label={`Run ${name(o)}`}
                    >
                      <PlayIcon />
                      Run
                    </Button>
                  ) : o.status === 'Failed' || o.status === 'Done' ? (
                    <Button size="sm" onPress={() => onRun(o)} isPending={runningIds?.has(o.id)} aria-label={`Run again: ${name(o)}`}>
                      <RefreshIcon />
                      Run again
                    </Button>
                  ) : null}
                </div>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </ListFrame>
  );
}
