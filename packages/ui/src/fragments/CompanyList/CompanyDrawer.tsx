import type { Company } from '@quartile/api';
import { attributeLabel } from '@quartile/domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
import { StatusTag } from '../../components/StatusTag/StatusTag.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { CompanyFlags } from './CompanyFlags.tsx';
import { formatAmount } from './companyList.ts';
import * as styles from './CompanyList.css.ts';
import { fillRow } from '../../styles/utilities.css.ts';

const METRICS = [
  ['revenue', 'Revenue'],
  ['cost_of_goods_sold', 'Cost of goods sold'],
  ['gross_profit', 'Gross profit'],
  ['operating_expenses', 'Operating expenses'],
  ['total_costs', 'Total costs'],
  ['operating_profit', 'Operating profit'],
  ['net_profit', 'Net profit'],
  ['total_assets', 'Total assets'],
  ['capital_employed', 'Capital employed'],
] as const;

export interface CompanyDrawerProps {
  company: Company;
  onClose: () => void;
  /** Excludes (true) or includes (false) the company with the person's reason. */
  onSetExcluded: (excluded: boolean, reason: string) => Promise<void> | void;
  isPending?: boolean;
}

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={styles.detailValue}>{value?.toString().trim() ? value : <span className={styles.muted}>Not provided</span>}</dd>
    </div>
  );
}

/** One company: its data, flags, financials by year, and including or excluding it with a reason. */
export function CompanyDrawer({ company, onClose, onSetExcluded, isPending }: CompanyDrawerProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const years = [...company.financial_data].sort((a, b) => a.year - b.year);
  const metrics = METRICS.filter(([key]) => years.some((y) => y[key] !== null));
  const deleted = company.status === 'Deleted';
  const attributes = Object.entries(company.attributes ?? {}).filter(([, v]) => v !== null && String(v).trim() !== '');

  const submit = () => {
    if (!company.is_excluded && !reason.trim()) {
      setError('This field is required');
      return;
    }
    setError(null);
    void Promise.resolve(onSetExcluded(!company.is_excluded, reason.trim())).then(() => setReason(''));
  };

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.drawerOverlay}>
      <Modal className={styles.drawer}>
        <AriaDialog className={styles.drawerDialog}>
          {({ close }) => (
            <div className={styles.drawerBody}>
              <div className={styles.drawerHeader}>
                <Heading slot="title" className={styles.drawerTitle}>
                  {company.name?.trim() || `Row ${company.row ?? ''} (no name)`}
                </Heading>
                <Button variant="ghost" iconOnly aria-label="Close" onPress={close}>
                  <CloseIcon />
                </Button>
              </div>
              <div className={styles.actions}>
                <StatusTag status={company.status} />
                <CompanyFlags company={company} wrap />
              </div>
              <dl className={styles.details}>
                <Detail label="Country" value={company.country} />
                <Detail label="Website" value={company.website} />
                <Detail label="BvD ID" value={company.bvd_id ?? null} />
                <Detail label="Row in the file" value={company.row ? String(company.row) : null} />
                {company.exclusion_reason ? <Detail label="Exclusion reason" value={company.exclusion_reason} /> : null}
                {attributes.map(([key, value]) => (
                  <Detail key={key} label={attributeLabel(key)} value={String(value)} />
                ))}
              </dl>
              {company.database_description ? (
                <section className={styles.section} aria-labelledby="drawer-description">
                  <h3 id="drawer-description" className={styles.sectionTitle}>
                    Business description
                  </h3>
                  <p className={styles.note}>{company.database_description}</p>
                </section>
              ) : null}
              <section className={styles.section} aria-labelledby="drawer-financials">
                <h3 id="drawer-financials" className={styles.sectionTitle}>
                  Financials by year
                </h3>
                {years.length === 0 || metrics.length === 0 ? (
                  <p className={styles.note}>No financial data was imported for this company.</p>
                ) : (
                  <div className={styles.scroll}>
                    <table className={styles.table} aria-labelledby="drawer-financials">
                      <thead>
                        <tr>
                          <th scope="col" className={styles.thFirst}>
                            Metric
                          </th>
                          {years.map((y) => (
                            <th key={y.year} scope="col" className={styles.th}>
                              {y.year}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {metrics.map(([key, label]) => (
                          <tr key={key}>
                            <th scope="row" className={styles.thFirst}>
                              {label}
                            </th>
                            {years.map((y) => (
                              <td key={y.year} className={styles.td}>
                                {y[key] === null ? '–' : formatAmount(y[key])}
                              </td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
              {deleted ? (
                <p className={styles.note}>This company was deleted with its file.</p>
              ) : (
                <section className={styles.section} aria-labelledby="drawer-inclusion">
                  <h3 id="drawer-inclusion" className={styles.sectionTitle}>
                    {company.is_excluded ? 'Include the company again' : 'Exclude the company'}
                  </h3>
                  <div className={styles.actions}>
                    <TextField
                      label={company.is_excluded ? 'Reason (optional)' : 'Reason for excluding'}
                      value={reason}
                      onChange={(v) => {
                        setReason(v);
                        setError(null);
                      }}
                      isInvalid={!!error}
                      errorMessage={error ?? undefined}
                      isRequired={!company.is_excluded}
                      className={fillRow}
                    />
                    <Button variant={company.is_excluded ? 'primary' : 'danger'} onPress={submit} isPending={isPending}>
                      {company.is_excluded ? 'Include' : 'Exclude'}
                    </Button>
                  </div>
                </section>
              )}
            </div>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
