import type { Client } from '@quartile/api';
import { NothingYet, PagedListFrame } from '../../components/ListFrame/ListFrame.tsx';
import { CreateButton, RecordName } from '../../components/ListFrame/ListCells.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { displayUrl, formatNumber } from '../../format/format.ts';
import * as styles from './ClientList.css.ts';
import type { PagedListProps } from '../../types/loadState.ts';

export interface ClientListProps extends PagedListProps {
  clients: readonly Client[];
  onAddClient: () => void;
  /** True while a new page or search result is on its way; the current rows stay visible. */
  isRefreshing?: boolean;
  clientHref: (client: Client) => string;
  /** Message of a failed load; 'Failed to fetch data' by default. */
  errorMessage?: string;
}

/** The Vault: the firm's clients with server-side search (name, country, region) and pages. */
export function ClientList({ clients, onAddClient, isRefreshing = false, clientHref, errorMessage = 'Failed to fetch data', ...list }: ClientListProps) {
  return (
    <PagedListFrame
      list={list}
      header={
        <PageHeader
          eyebrow="Vault"
          title="Clients"
          description="The companies your firm prepares transfer-pricing studies for, with their contacts, comparables database and benchmarks."
          actions={<CreateButton onPress={onAddClient}>Add client</CreateButton>}
        />
      }
      search={{ label: 'Search clients', placeholder: 'Name, country or region' }}
      isEmpty={clients.length === 0}
      error={{ title: errorMessage, description: 'The client list could not be loaded. Check your connection and try again.' }}
      loading={{ label: 'Loading clients', cellWidths: ['80%', '60%', '50%', '70%'] }}
      noMatches={{
        noun: 'clients',
        description: 'Search looks at client names, countries and regions. Try fewer letters or another spelling.',
        clearLabel: 'Show all clients',
      }}
      empty={
        <NothingYet
          title="No clients yet"
          description="Add the first company your firm prepares a study for. Each client keeps its contacts, its comparables database and its benchmarks together."
          actionLabel="Add client"
          onAction={onAddClient}
        />
      }
      refreshing={{ isActive: isRefreshing, label: 'Updating clients' }}
      noun={['client', 'clients']}
    >
      <Table aria-label="Clients">
        <TableHeader>
          <Column id="name" isRowHeader>
            Name
          </Column>
          <Column id="country">Country</Column>
          <Column id="region">Region</Column>
          <Column id="website">Website</Column>
          <Column id="poc">Point of contact</Column>
          <Column id="benchmarks" numeric>
            Benchmarks
          </Column>
        </TableHeader>
        <TableBody items={clients}>
          {(client) => (
            <Row id={client.id}>
              <Cell textValue={client.name}>
                <RecordName name={client.name} href={clientHref(client)} className={styles.nameCell} linkClassName={styles.nameLink} />
              </Cell>
              <Cell>{client.country}</Cell>
              <Cell>{client.region ?? <span className={styles.muted}>Not set</span>}</Cell>
              <Cell textValue={client.website}>
                <span className={styles.truncate} title={client.website}>
                  {displayUrl(client.website)}
                </span>
              </Cell>
              <Cell textValue={client.poc_name ?? ''}>
                {client.poc_name ? (
                  <span className={styles.nameCell}>
                    <span>{client.poc_name}</span>
                    {client.poc_contact ? <span className={styles.secondary}>{client.poc_contact}</span> : null}
                  </span>
                ) : (
                  <span className={styles.muted}>Not set</span>
                )}
              </Cell>
              <Cell numeric>{formatNumber(client.benchmark_count)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </PagedListFrame>
  );
}
