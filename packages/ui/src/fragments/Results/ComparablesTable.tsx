import { RANGE_BOUND_NAMES, type BenchmarkResults, type ComparableResult } from '@quartile/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { pli, signedPli, yearsText } from './format.ts';
import { CompanyRowHeader } from './CompanyRowHeader.tsx';
import * as styles from './Results.css.ts';

export interface ComparablesTableProps {
  results: BenchmarkResults;
  /** Country per company id, shown under the name. */
  countries?: Readonly<Record<string, string | null | undefined>>;
  onExclude: (comparable: ComparableResult) => void;
  onInclude: (comparable: ComparableResult) => void;
  isDisabled?: boolean;
}

function RangeStatus({ c }: { c: ComparableResult }) {
  if (c.excluded) {
    return (
      <>
        <Badge tone="neutral" size="sm">
          Excluded
        </Badge>
        <span className={styles.subtle}>{c.exclusionReason}</span>
      </>
    );
  }
  if (c.value === null) {
    return (
      <>
        <Badge tone="caution" size="sm">
          No value
        </Badge>
        <span className={styles.subtle}>{c.wcaIssue ?? `Missing data for ${yearsText(c.pli.yearsMissing)}`}</span>
      </>
    );
  }
  return (
    <>
      <Badge tone="positive" size="sm">
        In the range
      </Badge>
      {c.pli.yearsMissing.length > 0 ? <span className={styles.subtle}>No data for {yearsText(c.pli.yearsMissing)}</span> : null}
    </>
  );
}

/** The accepted comparables with their PLI per year, the multi-year value, and the range per year below. */
export function ComparablesTable({ results, countries = {}, onExclude, onInclude, isDisabled }: ComparablesTableProps) {
  const { settings, range } = results;
  const id = settings.pli;
  const wca = results.wcaBase !== null;
  const bounds = RANGE_BOUND_NAMES[settings.method];
  const average = `${settings.aggregation === 'weighted' ? 'Weighted' : 'Simple'} average`;
  const statRows: {
    label: string;
    year: (y: (typeof results.perYear)[number]) => number | null | undefined;
    overall: number | null | undefined;
  }[] = [
    { label: bounds.lower, year: (y) => y.range?.lower, overall: range?.lower },
    {
      label: range && range.median === null ? 'Mean' : 'Median',
      year: (y) => (y.range && y.range.median === null ? y.range.mean : y.range?.median),
      overall: range?.adjustmentPoint,
    },
    { label: bounds.upper, year: (y) => y.range?.upper, overall: range?.upper },
  ];

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {`${results.comparables.length} accepted comparables. ${average} over ${yearsText(settings.years)}; rows below show the range of each year.`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              Company
            </th>
            {settings.years.map((year) => (
              <th key={year} scope="col" className={`${styles.th} ${styles.num}`}>
                {year}
              </th>
            ))}
            <th scope="col" className={`${styles.th} ${styles.num}`}>
              {average}
            </th>
            {wca ? (
              <>
                <th scope="col" className={`${styles.th} ${styles.num}`}>
                  Working-capital adjustment
                </th>
                <th scope="col" className={`${styles.th} ${styles.num}`}>
                  Adjusted
                </th>
              </>
            ) : null}
            <th scope="col" className={styles.th}>
              Range
            </th>
            <th scope="col" className={styles.th}>
              <span className={visuallyHidden}>Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {results.comparables.map((c) => {
            const name = c.name ?? 'Unnamed company';
            return (
              <tr key={c.id} className={c.excluded ? styles.excludedRow : undefined}>
                <CompanyRowHeader name={name} detail={countries[c.id]} />
                {c.pli.perYear.map((y) => (
                  <td key={y.year} className={`${styles.td} ${styles.num} ${y.ratio === null ? styles.missing : ''}`}>
                    {y.ratio === null ? 'n/a' : pli(id, y.ratio)}
                  </td>
                ))}
                <td className={wca ? `${styles.td} ${styles.num}` : `${styles.td} ${styles.num} ${styles.strongNum}`}>
                  {pli(id, c.pli.value)}
                </td>
                {wca ? (
                  <>
                    <td className={`${styles.td} ${styles.num}`}>{c.wca ? signedPli(id, c.wca.adjustment) : '—'}</td>
                    <td className={`${styles.td} ${styles.num} ${styles.strongNum}`}>
                      {pli(id, c.value)}
                    </td>
                  </>
                ) : null}
                <td className={`${styles.td} ${styles.statusCell}`}>
                  <RangeStatus c={c} />
                </td>
                <td className={`${styles.td} ${styles.endCell}`}>
                  {/* An excluded comparable can be included again, and the other way round. */}
                  <Button
                    key={c.excluded ? 'include' : 'exclude'}
                    size="sm"
                    variant="secondary"
                    isDisabled={isDisabled}
                    aria-label={`${c.excluded ? 'Include' : 'Exclude'} ${name}`}
                    onPress={() => (c.excluded ? onInclude(c) : onExclude(c))}
                  >
                    {c.excluded ? 'Include' : 'Exclude'}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {statRows.map((row) => (
            <tr key={row.label} className={styles.statRow}>
              <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                {row.label}
              </th>
              {results.perYear.map((y) => (
                <td key={y.year} className={`${styles.td} ${styles.num}`}>
                  {pli(id, row.year(y))}
                </td>
              ))}
              {wca ? (
                <>
                  <td className={styles.td} />
                  <td className={styles.td} />
                </>
              ) : null}
              <td className={`${styles.td} ${styles.num}`}>{pli(id, row.overall)}</td>
              <td className={styles.td} colSpan={2} />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
