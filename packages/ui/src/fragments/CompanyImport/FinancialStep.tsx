import {
  FINANCIAL_YEAR_MAX,
  FINANCIAL_YEAR_MIN,
  IMPORT_METRIC_LABELS,
  IMPORT_METRICS,
  PLI_IDS,
  PLI_METRICS,
  PLI_NAMES,
  recognizeHeader,
  UNIT_SCALE_LABELS,
  UNIT_SCALES,
  type ImportMetric,
  type MetricColumnAssignment,
  type PliId,
  type UnitScale,
} from '@quartile/domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formatCount } from '../../format/spreadsheet.ts';
import * as styles from '../../styles/wizard.css.ts';
import { ColumnSelect } from '../../components/ColumnSelect/ColumnSelect.tsx';

const YEARS = Array.from({ length: FINANCIAL_YEAR_MAX - FINANCIAL_YEAR_MIN + 1 }, (_, i) => FINANCIAL_YEAR_MIN + i);

export interface FinancialStepProps {
  headers: readonly string[];
  /** The financial metrics recognized in the headers: why the switch started on or off. */
  recognizedMetrics: readonly ImportMetric[];
  include: boolean;
  onIncludeChange: (include: boolean) => void;
  pli: PliId;
  onPliChange: (pli: PliId) => void;
  startYear: number;
  endYear: number;
  onStartYearChange: (year: number) => void;
  onEndYearChange: (year: number) => void;
  /** True when headers say `Last avail. yr` or `Year - n`: they resolve against lastAvailableYear. */
  relative: boolean;
  lastAvailableYear: number | null;
  onLastAvailableYearChange: (year: number | null) => void;
  columns: readonly MetricColumnAssignment[];
  onColumnChange: (metric: ImportMetric, year: number, column: number | null) => void;
  onUnitChange: (metric: ImportMetric, scale: UnitScale) => void;
  /** The spec's messages for the setup, once the person tried to import. */
  errors?: readonly string[];
  /** Companies about to be imported. */
  rowCount: number;
  isImporting?: boolean;
  onBack: () => void;
  onImport: () => void;
}

function YearSelect({ label, value, onChange, isDisabled }: { label: string; value: number; onChange: (y: number) => void; isDisabled?: boolean }) {
  return (
    <Select label={label} className={styles.control} selectedKey={String(value)} onSelectionChange={(k) => onChange(Number(k))} isDisabled={isDisabled}>
      {YEARS.map((y) => (
        <SelectItem key={y} id={String(y)}>
          {String(y)}
        </SelectItem>
      ))}
    </Select>
  );
}

/** Why financial data is on or off, from what the headers carry. */
export function includeNote(include: boolean, recognized: readonly ImportMetric[]): string {
  const names = recognized.map((m) => IMPORT_METRIC_LABELS[m].toLowerCase());
  const list = names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  if (recognized.length === 0) {
    return include
      ? 'No financial columns were recognized in the headers: choose the column of each figure below.'
      : 'Off because no financial columns were recognized in the headers.';
  }
  return include
    ? `On because financial columns were recognized in the headers (${list}).`
    : `Financial columns were recognized in the headers (${list}); switch on to import them.`;
}

/** The calendar years the headers' financial columns name ("Operating revenue (Turnover) th USD 2009" -> 2009). */
export function financialHeaderYears(headers: readonly string[]): number[] {
  const years = new Set<number>();
  for (const h of headers) {
    const match = recognizeHeader(h).match;
    if (match?.kind === 'metric' && match.year !== null) years.add(match.year);
  }
  return [...years].sort((a, b) => a - b);
}

const span = (years: readonly number[]) => (years.length === 1 ? String(years[0]) : `${years[0]}–${years[years.length - 1]}`);

/**
 * Why no column is pre-filled although financial columns were recognized: the file's years lie
 * outside the chosen ones (an export of 2007–2009 for a study of 2010–2012), so the person knows
 * before "Map at least one financial field".
 */
export function yearsNote(headerYears: readonly number[], startYear: number, endYear: number): string | null {
  if (headerYears.length === 0 || headerYears.some((y) => y >= startYear && y <= endYear)) return null;
  const outside = headerYears.every((y) => y < FINANCIAL_YEAR_MIN || y > FINANCIAL_YEAR_MAX);
  return `The file's financial columns are for ${span(headerYears)}, none of them in the years chosen (${span([startYear, endYear].filter((y, i, a) => a.indexOf(y) === i))}).${
    outside ? ` A study takes years from ${FINANCIAL_YEAR_MIN} to ${FINANCIAL_YEAR_MAX}: import without financial data, or export later years.` : ' Choose the years of the file.'
  }`;
}

/** Step 3: whether to import financials, the PLI, the years and which column holds each figure. */
export function FinancialStep(props: FinancialStepProps) {
  const { headers, include, pli, startYear, endYear, columns, errors = [], relative, lastAvailableYear } = props;
  const [showAll, setShowAll] = useState(false);
  const years = startYear <= endYear ? YEARS.filter((y) => y >= startYear && y <= endYear) : [];
  const needed = PLI_METRICS[pli];
  const metrics = IMPORT_METRICS.filter((m) => showAll || needed.includes(m) || columns.some((c) => c.metric === m));
  const at = (metric: ImportMetric, year: number) => columns.find((c) => c.metric === metric && c.year === year);
  const unitOf = (metric: ImportMetric) => columns.find((c) => c.metric === metric);
  const yearNote = startYear <= endYear && !relative ? yearsNote(financialHeaderYears(headers), startYear, endYear) : null;

  return (
    <section className={styles.stack} aria-labelledby="financial-step-title">
      <h3 id="financial-step-title" className={styles.subheading}>
        Financial data
      </h3>
      <div className={styles.stackTight}>
        <Switch isSelected={include} onChange={props.onIncludeChange} aria-describedby="financial-include-note">
          Include financial data
        </Switch>
        <p id="financial-include-note" className={styles.note}>
          {includeNote(include, props.recognizedMetrics)}
        </p>
        {include && yearNote ? (
          <p className={styles.note} role="status">
            {yearNote}
          </p>
        ) : null}
      </div>
      {include ? (
        <>
          <div className={styles.controls}>
            <Select label="Profit level indicator" className={styles.control} selectedKey={pli} onSelectionChange={(k) => props.onPliChange(k as PliId)}>
              {PLI_IDS.map((id) => (
                <SelectItem key={id} id={id} textValue={`${id}: ${PLI_NAMES[id]}`}>
                  {`${id}: ${PLI_NAMES[id]}`}
                </SelectItem>
              ))}
            </Select>
            <YearSelect label="Start year" value={startYear} onChange={props.onStartYearChange} />
            <YearSelect label="End year" value={endYear} onChange={props.onEndYearChange} />
            {relative ? (
              <TextField
                label="Last available year"
                className={styles.control}
                inputMode="numeric"
                value={lastAvailableYear === null ? '' : String(lastAvailableYear)}
                onChange={(v) => props.onLastAvailableYearChange(/^\d{4}$/.test(v.trim()) ? Number(v.trim()) : null)}
                description='The year "Last avail. yr" stands for; "Year - 1" is the year before.'
              />
            ) : null}
          </div>
          <p className={styles.note}>
            Columns are pre-filled from the headers. {PLI_NAMES[pli]} needs {needed.map((m) => IMPORT_METRIC_LABELS[m].toLowerCase()).join(' and ')}.
            Figures are converted to units with each column&apos;s unit.
          </p>
          {years.length > 0 ? (
            <div className={styles.scroll}>
              <table className={styles.grid} aria-label="Financial columns by year">
                <thead>
                  <tr>
                    <th scope="col" className={styles.th}>
                      Metric
                    </th>
                    <th scope="col" className={styles.th}>
                      Unit
                    </th>
                    {years.map((y) => (
                      <th key={y} scope="col" className={styles.th}>
                        {y}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {metrics.map((metric) => {
                    const unit = unitOf(metric);
                    return (
                      <tr key={metric}>
                        <th scope="row" className={styles.rowHeader}>
                          {IMPORT_METRIC_LABELS[metric]}
                        </th>
                        <td className={styles.tdWide}>
                          <Select
                            className={styles.unitSelect}
                            aria-label={`Unit of ${IMPORT_METRIC_LABELS[metric]}`}
                            selectedKey={unit?.scale ?? 'units'}
                            onSelectionChange={(k) => props.onUnitChange(metric, k as UnitScale)}
                            isDisabled={!unit}
                          >
                            {UNIT_SCALES.map((s) => (
                              <SelectItem key={s} id={s} textValue={UNIT_SCALE_LABELS[s]}>
                                {unit?.currency ? `${UNIT_SCALE_LABELS[s]} ${unit.currency}` : UNIT_SCALE_LABELS[s]}
                              </SelectItem>
                            ))}
                          </Select>
                        </td>
                        {years.map((year) => {
                          const column = at(metric, year)?.column;
                          return (
                            <td key={year} className={styles.tdWide}>
                              <ColumnSelect
                                className={styles.cellSelect}
                                aria-label={`${IMPORT_METRIC_LABELS[metric]} ${year}`}
                                headers={headers}
                                column={column}
                                onColumnChange={(c) => props.onColumnChange(metric, year, c)}
                              />
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
          <div>
            <Button size="sm" variant="ghost" onPress={() => setShowAll((v) => !v)}>
              {showAll ? 'Show the PLI’s metrics only' : 'Show all metrics'}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.note}>Only the company fields are imported. Financial data can be added later with a year-on-year roll-forward.</p>
      )}
      {errors.length > 0 ? (
        <div role="alert" className={styles.error}>
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </div>
      ) : null}
      <div className={styles.footer}>
        <Button onPress={props.onBack} isDisabled={props.isImporting}>
          Back
        </Button>
        <Button variant="primary" onPress={props.onImport} isPending={props.isImporting}>
          {props.isImporting ? 'Importing…' : `Import ${formatCount(props.rowCount)} ${props.rowCount === 1 ? 'company' : 'companies'}`}
        </Button>
      </div>
    </section>
  );
}
