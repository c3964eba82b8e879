import { deriveFinancials, farPliTable, PLI_NAMES } from '@quartile/domain';
import { useMemo, type ReactNode } from 'react';
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

/** A table with a column per year (and `after` columns), scrolling sideways when the years do not fit. */
function YearTable({
  label,
  corner,
  years,
  yearHead,
  after = [],
  children,
}: {
  label: string;
  corner: string;
  years: readonly FarYearValue[];
  yearHead: (year: number) => ReactNode;
  after?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.grid} aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className={styles.gridHead}>
              {corner}
            </th>
            {years.map((y) => (
              <th key={y.year} scope="col" className={styles.gridHeadNumber}>
                {yearHead(y.year)}
              </th>
            ))}
            {after.map((head) => (
              <th key={head} scope="col" className={styles.gridHeadNumber}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

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
        <YearTable
          label="Profit and loss"
          corner="Item"
          years={sorted}
          yearHead={(year) => (
            <span className={styles.yearHead}>
              FY{year}
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={`Remove FY${year}`}
                onPress={() => onChange(sorted.filter((x) => x.year !== year))}
                isDisabled={isDisabled}
              >
                <TrashIcon />
              </Button>
            </span>
          )}
        >
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
                        <Input className={styles.numberInput} placeholder={derived === null ? undefined : `= ${number.format(derived)}`} />
                      </Group>
                    </NumberField>
                  </td>
                );
              })}
            </tr>
          ))}
        </YearTable>
      )}
      {sorted.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Profit level indicators</h3>
          <YearTable label="Profit level indicators" corner="PLI" years={sorted} yearHead={(year) => `FY${year}`} after={['Weighted', 'Simple']}>
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
          </YearTable>
          <p className={styles.note}>
            Weighted: the sum of numerators over the sum of denominators of the years with data (the default). Simple: the mean of the
            yearly ratios. A missing value leaves its year out; nothing is estimated.
          </p>
        </>
      ) : null}
    </div>
  );
}
