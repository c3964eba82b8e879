import type { FAR } from '@quartile/api';
import { Badge } from '../../components/Badge/Badge.tsx';
import { EyebrowBackLink } from '../../components/BackLink/BackLink.tsx';
import { NothingYet, PagedListFrame } from '../../components/ListFrame/ListFrame.tsx';
import { CreateButton, RecordName } from '../../components/ListFrame/ListCells.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { formatDate } from '../../format/format.ts';
import type { PagedListProps } from '../../types/loadState.ts';
import * as styles from './FarList.css.ts';

export interface FarListProps extends PagedListProps {
  fars: readonly FAR[];
  onCreate: () => void;
  farHref: (far: FAR) => string;
  backHref?: string;
}

/** /fars: the firm's financial analysis reports, searched by title, client and tested party. */
export function FarList({ fars, onCreate, farHref, backHref, ...list }: FarListProps) {
  return (
    <PagedListFrame
      list={list}
      header={
        <PageHeader
          eyebrow={backHref ? <EyebrowBackLink href={backHref}>Agents</EyebrowBackLink> : undefined}
          title="FAR reports"
          description="Financial analysis reports: the tested party’s functions, assets and risks, its characterisation and its multi-year financial analysis, for a client and its benchmarks."
          actions={<CreateButton onPress={onCreate}>New FAR report</CreateButton>}
        />
      }
      search={{ label: 'Search FAR reports', placeholder: 'Title, client or tested party' }}
      isEmpty={fars.length === 0}
      error={{
        title: 'Failed to fetch data',
        description: 'The reports could not be loaded. Check your connection and try again.',
      }}
      loading={{ label: 'Loading FAR reports', cellWidths: ['80%', '60%', '40%', '50%'], rowClassName: styles.skeletonRow }}
      noMatches={{
        noun: 'FAR reports',
        description: 'Search looks at titles, clients and tested parties.',
        clearLabel: 'Show all reports',
      }}
      empty={
        <NothingYet
          title="No FAR reports yet"
          description="Write the first one for a client’s tested party: start from a characterisation’s usual functions, assets and risks, then adjust them."
          actionLabel="New FAR report"
          onAction={onCreate}
        />
      }
      noun={['report', 'reports']}
    >
      <Table aria-label="FAR reports">
        <TableHeader>
          <Column id="title" isRowHeader>
            Title
          </Column>
          <Column id="client">Client</Column>
          <Column id="tested">Tested party</Column>
          <Column id="year" numeric>
            Fiscal year
          </Column>
          <Column id="status">Status</Column>
          <Column id="updated">Updated</Column>
        </TableHeader>
        <TableBody items={fars}>
          {(far) => (
            <Row id={far.id}>
              <Cell textValue={far.title}>
                <RecordName name={far.title} href={farHref(far)} className={styles.nameCell} linkClassName={styles.nameLink}>
                  {far.characterisation ? <span className={styles.secondary}>{far.characterisation}</span> : null}
                </RecordName>
              </Cell>
              <Cell>{far.client_name}</Cell>
              <Cell>{far.tested_party || <span className={styles.muted}>Not set</span>}</Cell>
              <Cell numeric>{far.fiscal_year ?? '–'}</Cell>
              <Cell textValue={far.status}>
                <Badge tone={far.status === 'final' ? 'positive' : 'neutral'} size="sm">
                  {far.status === 'final' ? 'Final' : 'Draft'}
                </Badge>
              </Cell>
              <Cell>
                <span className={styles.nameCell}>
                  <span>{formatDate(far.updated_at)}</span>
                  {far.updated_by ? <span className={styles.secondary}>{far.updated_by.name}</span> : null}
                </span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </PagedListFrame>
  );
}
