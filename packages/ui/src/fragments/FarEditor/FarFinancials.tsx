import { deriveFinancials, farPliTable, PLI_NAMES } from '@quartile/domain';
import { useMemo } from 'react';
import { Group, Input, NumberField } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import * as field from '../../components/Field/Field.css.ts';
import { PlusCircleIcon, TrashIcon } from '../../icons/icons.tsx';
import type { FarYearValue } from './farValues.ts';
import * as styles from './FarEditor.css.ts';

export interface FarFinancialsProps {
  years: readonly FarYearValue[];
  onChange: (years: FarYearValue[]) => void;
  currency: string | null;
  isDisabled?: boolean;
}

const METRICS = [
  ['revenue', 'Revenue'],
  ['cost_of_goods_sold', 'Cost of goods sold'],
  ['gross_profit', 'Gross profit'],
  ['operating_expenses', 'Operating expenses'],
  ['operating_profit', 'Operating profit'],
  ['net_profit', 'Net profit'],
  ['total_assets', 'Total assets'],
] as const;
type Metric = (typeof METRICS)[number][0];

const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ratio = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The tested party's P&L by year (editable) and its PLIs, computed with the domain's rules. */
export function FarFinancials({ years, onChange, currency, isDisabled = false }: FarFinancialsProps) {
  const sorted = useMemo(() => [...years].sort((a, b) => a.year - b.year), [years]);
  const plis = useMemo(() => farPliTable(sorted), [sorted]);
  const setValue = (year: number, metric: Metric, value: number) =>
    onChange(sorted.map((y) => (y.year === year ? { ...y, [metric]: Number.isNaN(value) ? null : value } : y)));
  const nextYear = sorted.length > 0 ? (sorted.at(-1)?.year ?? 2023) + 1 : new Date().getFullYear() - 1;
  const previousYear = sorted.length > 0 ? (sorted[0]?.year ?? 2023) - 1 : null;
  const fmt = (pli: string, v: number | null) => (v === null ? '–' : pli === 'BERRY' ? ratio.format(v) : percent.format(v));

  return (
    <div className={styles.financials}>
      <div className={styles.matrixHeader}>
        <h3 className={styles.subTitle}>Profit and loss{currency ? ` (${currency})` : ''}</h3>
        <div className={styles.inlineActions}>
          {previousYear !== null && previousYear >= 2000 ? (
            <Button size="sm" onPress={() => onChange([{ year: previousYear }, ...sorted])} isDisabled={isDisabled}>
              <PlusCircleIcon />
              Add FY{previousYear}
            </Button>
          ) : null}
          <Button size="sm" onPress={() => onChange([...sorted, { year: nextYear }])} isDisabled={isDisabled || nextYear > 2100}>
            <PlusCircleIcon />
            Add FY{nextYear}
          </Button>
        </div>
      </div>
      {sorted.length === 0 ? (
        <p className={styles.muted}>No years yet. Add the years of the tested party’s accounts to compute its profit level indicators.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.grid} aria-label="Profit and loss">
            <thead>
              <tr>
                <th scope="col" className={styles.gridHead}>
                  Item
                </th>
                {sorted.map((y) => (
                  <th key={y.year} scope="col" className={styles.gridHeadNumber}>
                    <span className={styles.yearHead}>
                      FY{y.year}
                      <Button
                        variant="ghost"
                        size="sm"
                        iconOnly
                        aria-label={`Remove FY${y.year}`}
                        onPress={() => onChange(sorted.filter((x) => x.year !== y.year))}
                        isDisabled={isDisabled}
                      >
                        <TrashIcon />
                      </Button>
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {METRICS.map(([metric, label]) => (
                <tr key={metric}>
                  <th scope="row" className={styles.gridRowHead}>
                    {label}
                  </th>
                  {sorted.map((y) => {
                    // A value the accounting identities give (GP = revenue − COGS, ...) shows as a hint.
                    const derived = typeof y[metric] === 'number' ? null : deriveFinancials(y)[metric];
                    return (
                      <td key={y.year} className={styles.gridCell}>
                        <NumberField
                          aria-label={`${label} FY${y.year}`}
                          value={typeof y[metric] === 'number' ? (y[metric] as number) : Number.NaN}
                          onChange={(value) => setValue(y.year, metric, value)}
                          isDisabled={isDisabled}
                          formatOptions={{ maximumFractionDigits: 2 }}
                        >
                          <Group className={field.inputGroup}>
                            <Input
                              className={styles.numberInput}
                              placeholder={derived === null ? undefined : `= ${number.format(derived)}`}
                            />
                          </Group>
                        </NumberField>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sorted.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Profit level indicators</h3>
          <div className={styles.scroll}>
            <table className={styles.grid} aria-label="Profit level indicators">
              <thead>
                <tr>
                  <th scope="col" className={styles.gridHead}>
                    PLI
                  </th>
                  {sorted.map((y) => (
                    <th key={y.year} scope="col" className={styles.gridHeadNumber}>
                      FY{y.year}
                    </th>
                  ))}
                  <th scope="col" className={styles.gridHeadNumber}>
                    Weighted
                  </th>
                  <th scope="col" className={styles.gridHeadNumber}>
                    Simple
                  </th>
                </tr>
              </thead>
              <tbody>
                {plis.map((row) => (
                  <tr key={row.pli}>
                    <th scope="row" className={styles.gridRowHead}>
                      {PLI_NAMES[row.pli]} ({row.pli})
                    </th>
                    {row.perYear.map((y) => (
                      <td key={y.year} className={styles.gridNumber}>
                        {fmt(row.pli, y.value)}
                      </td>
                    ))}
                    <td className={styles.gridNumberStrong}>{fmt(row.pli, row.weighted)}</td>
                    <td className={styles.gridNumber}>{fmt(row.pli, row.simple)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>
            Weighted: the sum of numerators over the sum of denominators of the years with data (the default). Simple: the mean of the
            yearly ratios. A missing value leaves its year out; nothing is estimated.
          </p>
        </>
      ) : null}
    </div>
  );
}
