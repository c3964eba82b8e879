import type { Benchmark, Client } from '@quartile/api';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { RecordFallback } from '../../components/RecordFallback/RecordFallback.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { BackLink } from '../../components/BackLink/BackLink.tsx';
import { Link, OptionalLink } from '../../components/Link/Link.tsx';
import { CompletionProgress, CreateButton } from '../../components/ListFrame/ListCells.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { BenchmarkStatusBadge } from '../../components/BenchmarkStatusBadge/BenchmarkStatusBadge.tsx';
import { displayUrl, formatDate, formatNumber, websiteHref } from '../../format/format.ts';
import type { ListState } from '../../types/loadState.ts';
import * as styles from './ClientDetails.css.ts';

export type ClientDetailsState = 'loading' | 'ready' | 'error' | 'notFound';

export interface ClientDetailsProps {
  state: ClientDetailsState;
  client?: Client | null;
  benchmarksState: ListState;
  benchmarks: readonly Benchmark[];
  backHref: string;
  onEdit: () => void;
  onRetry?: () => void;
  onRetryBenchmarks?: () => void;
  /** Where a benchmark opens; without it the names are plain text (benchmarking disabled). */
  benchmarkHref?: (benchmark: Benchmark) => string;
  /** Starts a benchmark for this client; hidden when absent. */
  onStartBenchmark?: () => void;
}

function Item({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={[styles.item, wide ? styles.wide : ''].join(' ')}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children ?? <span className={styles.notSet}>Not set</span>}</dd>
    </div>
  );
}

/** A client's profile, including the comparables database its studies use, and its benchmarks. */
export function ClientDetails({
  state,
  client,
  benchmarksState,
  benchmarks,
  backHref,
  onEdit,
  onRetry,
  onRetryBenchmarks,
  benchmarkHref,
  onStartBenchmark,
}: ClientDetailsProps) {
  if (state !== 'ready' || !client) {
    return (
      <RecordFallback
        state={state === 'ready' ? 'notFound' : state}
        className={styles.root}
        back={{ label: 'Back to clients', href: backHref, size: 'sm' }}
        frame={(message) => <Card>{message}</Card>}
        frameError
        notFound={{
          title: 'Client not found',
          description: 'This client does not exist or belongs to another firm. Go back to the client list to find it.',
          backLabel: 'Back to clients',
          linkVariant: 'standalone',
        }}
        error={{ title: 'Failed to fetch client details', description: 'The client could not be loaded. Check your connection and try again.', onRetry }}
        loading={{
          label: 'Loading client',
          skeleton: (
            <div className={styles.skeleton}>
              <Skeleton width={280} height={32} />
              <Card>
                <div className={styles.skeleton}>
                  {Array.from({ length: 4 }, (_, i) => (
                    <Skeleton key={i} width={`${80 - i * 10}%`} />
                  ))}
                </div>
              </Card>
            </div>
          ),
        }}
      />
    );
  }

  return (
    <div className={styles.root}>
      <BackLink href={backHref} size="sm">Back to clients</BackLink>
      <PageHeader
        eyebrow="Client"
        title={<span className={styles.title}>{client.name}</span>}
        description={[client.country, client.region].filter(Boolean).join(' · ')}
        actions={
          <>
            <Button onPress={onEdit}>Edit client</Button>
            {onStartBenchmark ? <CreateButton onPress={onStartBenchmark}>Start a benchmark</CreateButton> : null}
          </>
        }
      />

      <Card title="Profile" id="client-profile">
        <dl className={styles.profile}>
          <Item term="Country">{client.country}</Item>
          <Item term="Region">{client.region}</Item>
          <Item term="Website">
            <Link href={websiteHref(client.website)} target="_blank" rel="noreferrer noopener">
              {displayUrl(client.website)}
            </Link>
          </Item>
          <Item term="Point of contact">{client.poc_name}</Item>
          <Item term="Point of contact number">{client.poc_contact}</Item>
          <Item term="Comparables database">{client.database_name}</Item>
          <Item term="Database region">{client.database_region}</Item>
          <Item term="Added">{formatDate(client.created_at)}</Item>
          <Item term="Last updated">{formatDate(client.updated_at)}</Item>
          <Item term="Other details" wide>
            {client.other_details}
          </Item>
        </dl>
      </Card>

      <Card title="Benchmarks" id="client-benchmarks" subtitle="Studies for this client, newest first.">
        {benchmarksState === 'error' ? (
          <ErrorState headingLevel={3} title="Failed to fetch data" description="The client's benchmarks could not be loaded." onRetry={onRetryBenchmarks} />
        ) : benchmarksState === 'loading' ? (
          <SkeletonGroup label="Loading benchmarks">
            <div className={styles.skeleton}>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} />
              ))}
            </div>
          </SkeletonGroup>
        ) : benchmarks.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No benchmarks for this client yet"
            description="A benchmark is one search for comparable companies: upload a database export, screen it against your criteria and review the decisions."
            actions={onStartBenchmark ? <Button onPress={onStartBenchmark}>Start a benchmark</Button> : undefined}
          />
        ) : (
          <Table aria-label={`Benchmarks of ${client.name}`}>
            <TableHeader>
              <Column id="name" isRowHeader>
                Benchmark
              </Column>
              <Column id="status">Status</Column>
              <Column id="start">Start date</Column>
              <Column id="companies" numeric>
                Companies
              </Column>
              <Column id="progress">Progress</Column>
            </TableHeader>
            <TableBody items={benchmarks}>
              {(b) => (
                <Row id={b.id}>
                  <Cell textValue={b.name}>
                    <span className={styles.benchmarkName}>
                      <OptionalLink href={benchmarkHref?.(b)} variant="standalone">
                        {b.name}
                      </OptionalLink>
                    </span>
                  </Cell>
                  <Cell>
                    <BenchmarkStatusBadge status={b.status} size="sm" />
                  </Cell>
                  <Cell>{formatDate(b.start_date)}</Cell>
                  <Cell numeric>{formatNumber(b.total_companies)}</Cell>
                  <Cell textValue={`${b.completed_count} of ${b.total_companies}`}>
                    <CompletionProgress benchmark={b} className={styles.progressCell} textClassName={styles.progressText} />
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        )}
      </Card>
    </div>
  );
}
