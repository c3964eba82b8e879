import type { Company, CompanyFinancials, ResultsSettings } from '@quartile/api';
import {
  AGGREGATIONS,
  computeBenchmarkResults,
  decisionVersionOf,
  isDecisionOutdated,
  PLI_IDS,
  RANGE_BOUND_NAMES,
  RANGE_METHOD_NAMES,
  RANGE_METHODS,
  rangeComparablesOf,
  type ComparableResult,
  type PliId,
} from '@quartile/domain';
import { useMemo, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { ChoiceSelect, Select, SelectItem } from '../../components/Select/Select.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { StatCard } from '../../components/StatCard/StatCard.tsx';
import { AlertIcon, CheckCircleIcon, LoaderIcon } from '../../icons/icons.tsx';
import { ComparablesTable } from './ComparablesTable.tsx';
import { ExcludeDialog } from './ExcludeDialog.tsx';
import { pli, pliLabel, signedPli, yearsText } from './format.ts';
import { RangeChart } from './RangeChart.tsx';
import { TestedPartyCard, type TestedPartyInput } from './TestedPartyCard.tsx';
import { WcaPanel } from './WcaPanel.tsx';
import { OutdatedNotice, type RangeBasisProps } from './OutdatedNotice.tsx';
import * as styles from './Results.css.ts';
import { Inline } from '../../components/Inline/Inline.tsx';
import { fieldsetReset } from '../../styles/utilities.css.ts';

export type ResultsSaveState = 'saved' | 'saving' | 'unsaved' | 'error';

export interface ResultsPanelProps {
  state: 'loading' | 'ready' | 'error';
  /** Every company of the benchmark; the panel works on the accepted set. */
  companies?: readonly Company[];
  financialYears: readonly number[];
  testedParty: { description: string; financials: readonly CompanyFinancials[] };
  settings: ResultsSettings;
  onSettingsChange: (settings: ResultsSettings) => void;
  saveState: ResultsSaveState;
  onRetrySave?: () => void;
  onRetry?: () => void;
  onSaveTestedParty: (input: TestedPartyInput) => Promise<void>;
  /**
   * Issue 19: the current criteria version and the range's basis. Without it every accepted
   * comparable counts (version 0: nothing can be outdated).
   */
  rangeBasis?: RangeBasisProps;
}

const AGGREGATION_NAMES = { weighted: 'Weighted average', simple: 'Simple average' } as const;

function SaveStatus({ state, onRetry }: { state: ResultsSaveState; onRetry?: () => void }) {
  if (state === 'error') {
    return (
      <span className={styles.saveState} data-state="error" role="alert">
        <AlertIcon size={14} /> Failed to save changes
        {onRetry ? (
          <Button size="sm" variant="secondary" onPress={onRetry}>
            Try again
          </Button>
        ) : null}
      </span>
    );
  }
  return (
    <span className={styles.saveState} role="status">
      {state === 'saved' ? <CheckCircleIcon size={14} /> : <LoaderIcon size={14} />}
      {state === 'saved' ? 'All changes saved' : 'Saving…'}
    </span>
  );
}

/**
 * The results of the study: choose the PLI, years, aggregation and range method, exclude
 * comparables with a reason, apply a working-capital adjustment; everything is recomputed at once
 * with packages/domain (the same code the server and the workbook use).
 */
export function ResultsPanel({
  state,
  companies = [],
  financialYears,
  testedParty,
  settings,
  onSettingsChange,
  saveState,
  onRetrySave,
  onRetry,
  onSaveTestedParty,
  rangeBasis,
}: ResultsPanelProps) {
  const [excluding, setExcluding] = useState<ComparableResult | null>(null);
  const criteriaVersion = rangeBasis?.criteriaVersion ?? 0;
  const includeOutdated = rangeBasis?.includeOutdated ?? true;
  // The range's comparables: accepted, and decided under the current criteria unless acknowledged (domain workflow/outdated.ts).
  const { used: accepted, leftOut } = useMemo(
    () => rangeComparablesOf(companies, criteriaVersion, includeOutdated),
    [companies, criteriaVersion, includeOutdated],
  );
  const outdatedIds = useMemo(
    () => new Set(accepted.filter((c) => isDecisionOutdated(decisionVersionOf(c), criteriaVersion)).map((c) => c.id)),
    [accepted, criteriaVersion],
  );
  const outdatedCount = leftOut.length + outdatedIds.size;
  const results = useMemo(
    () =>
      computeBenchmarkResults({
        comparables: accepted.map((c) => ({ id: c.id, name: c.name, financials: c.financial_data })),
        testedParty: { financials: testedParty.financials },
        settings,
      }),
    [accepted, testedParty.financials, settings],
  );
  const countries = useMemo(() => Object.fromEntries(accepted.map((c) => [c.id, c.country])), [accepted]);

  if (state === 'loading') {
    return (
      <SkeletonGroup label="Loading results">
        <div className={styles.root}>
          <Skeleton height={56} />
          <div className={styles.stats}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={92} />
            ))}
          </div>
          <Skeleton height={180} />
        </div>
      </SkeletonGroup>
    );
  }
  if (state === 'error') {
    return (
      <Card>
        <ErrorState title="Failed to fetch data" description="The companies of this benchmark could not be loaded." onRetry={onRetry} />
      </Card>
    );
  }

  const change = (patch: Partial<ResultsSettings>) => onSettingsChange({ ...settings, ...patch });
  const id = settings.pli as PliId;
  const yearsOffered = [...new Set([...financialYears, ...settings.years])].sort((a, b) => a - b);
  const { range } = results;
  const bounds = RANGE_BOUND_NAMES[settings.method];
  const position = results.testedParty.position;
  const inRange = results.comparables.filter((c) => c.inRange).length;
  const excluded = results.comparables.filter((c) => c.excluded).length;
  const noValue = results.comparables.filter((c) => !c.excluded && c.value === null).length;
  const indiaMean = settings.method === 'india-10ca' && range !== null && range.lower === null;
  const subtitle = `${pliLabel(id)}, ${AGGREGATION_NAMES[settings.aggregation].toLowerCase()} ${yearsText(settings.years)}, ${RANGE_METHOD_NAMES[settings.method]}`;

  const toolbar = (
    <Card>
      <div className={styles.section}>
        <div className={styles.toolbar}>
          <ChoiceSelect
            label="Profit level indicator"
            options={PLI_IDS}
            optionLabel={pliLabel}
            value={settings.pli}
            onChange={(key) => change({ pli: key as PliId, ...(settings.wca && key !== 'OM' && key !== 'NCP' ? { wca: null } : {}) })}
          />
          <ChoiceSelect
            label="Aggregation"
            options={AGGREGATIONS}
            optionLabel={(a) => AGGREGATION_NAMES[a]}
            value={settings.aggregation}
            onChange={(key) => change({ aggregation: key as ResultsSettings['aggregation'] })}
          />
          <ChoiceSelect
            label="Range method"
            options={RANGE_METHODS}
            optionLabel={(m) => RANGE_METHOD_NAMES[m]}
            value={settings.method}
            onChange={(key) => change({ method: key as ResultsSettings['method'] })}
          />
          <fieldset className={`${styles.yearsGroup} ${fieldsetReset}`}>
            <legend className={styles.yearsLegend}>Years</legend>
            <div className={styles.yearsList}>
              {yearsOffered.map((year) => {
                const checked = settings.years.includes(year);
                return (
                  <Checkbox
                    key={year}
                    isSelected={checked}
                    // The last year cannot be cleared: a PLI needs at least one year.
                    isDisabled={checked && settings.years.length === 1}
                    onChange={(on) =>
                      change({ years: on ? [...settings.years, year].sort((a, b) => a - b) : settings.years.filter((y) => y !== year) })
                    }
                  >
                    {String(year)}
                  </Checkbox>
                );
              })}
            </div>
          </fieldset>
        </div>
        <div className={styles.toolbarFoot}>
          {settings.method === 'india-10ca' ? (
            <Select
              aria-label="Rule 10CA tolerance"
              selectedKey={settings.india_trade ?? 'other'}
              onSelectionChange={(key) => change({ india_trade: key as 'wholesale' | 'other' })}
              className={styles.toleranceSelect}
            >
              <SelectItem id="other">Tolerance 3 % (other than wholesale)</SelectItem>
              <SelectItem id="wholesale">Tolerance 1 % (wholesale trading)</SelectItem>
            </Select>
          ) : (
            <span className={styles.note}>
              {settings.aggregation === 'weighted'
                ? 'Weighted: the sum of numerators over the sum of denominators of the years used.'
                : 'Simple: the mean of the yearly ratios (an option; weighted is the default).'}
            </span>
          )}
          <SaveStatus state={saveState} onRetry={onRetrySave} />
        </div>
      </div>
    </Card>
  );

  const testedCard = (
    <TestedPartyCard
      description={testedParty.description}
      financials={testedParty.financials}
      years={financialYears}
      onSave={onSaveTestedParty}
    />
  );

  const outdatedNotice =
    rangeBasis && outdatedCount > 0 ? (
      <OutdatedNotice {...rangeBasis} outdated={outdatedCount} accepted={accepted.length + leftOut.length} />
    ) : null;

  if (accepted.length === 0) {
    return (
      <div className={styles.root}>
        {outdatedNotice}
        <Card>
          {leftOut.length > 0 ? (
            <EmptyState
              title="No current decisions in the range"
              description="Every accepted comparable was decided under older criteria. Re-run them in the Research Analyst tab, or include the outdated decisions above."
            />
          ) : (
            <EmptyState
              title="No accepted comparables yet"
              description="The range is built from the comparables accepted by the criteria or after review. Run the analysis and review the decisions first."
            />
          )}
        </Card>
        {testedCard}
      </div>
    );
  }

  const testedFoot =
    results.testedParty.value === null
      ? 'Enter its financials to place it against the range.'
      : !position || position.position === 'no-range'
        ? 'No range to compare with.'
        : position.adjustment === 0
          ? position.toleranceTest
            ? `Within the ${Math.round(position.toleranceTest.tolerance * 100)} % tolerance: no adjustment.`
            : 'Within the range: no adjustment.'
          : `Adjustment ${signedPli(id, position.adjustment)} to the ${indiaMean ? 'mean' : 'median'}.`;

  return (
    <div className={styles.root}>
      {toolbar}
      {outdatedNotice}
      <div className={styles.stats}>
        <StatCard
          label="Arm's length range"
          value={range && range.lower !== null ? `${pli(id, range.lower)} – ${pli(id, range.upper)}` : 'No range'}
          footnote={
            !range
              ? 'No comparable has a value for these years.'
              : indiaMean
                ? `Rule 10CA needs 6 values (${range.count} here): the mean applies.`
                : range.lower === null
                  ? `${RANGE_METHOD_NAMES[settings.method]} is undefined for ${range.count} values.`
                  : `${bounds.lower} to ${bounds.upper.toLowerCase()}`
          }
        />
        <StatCard
          label={indiaMean ? 'Arithmetic mean' : 'Median'}
          value={range ? pli(id, range.adjustmentPoint) : 'n/a'}
          footnote={range ? `Mean ${pli(id, range.mean)} · min ${pli(id, range.min)} · max ${pli(id, range.max)}` : undefined}
        />
        <StatCard
          label="Tested party"
          value={
            <Inline as="span" inline gap="sm">
              {pli(id, results.testedParty.value)}
              {position && position.position !== 'no-range' ? (
                <Badge tone={position.position === 'within' ? 'positive' : 'caution'} size="sm">
                  {position.position === 'within'
                    ? 'Within the range'
                    : position.position === 'below'
                      ? 'Below the range'
                      : 'Above the range'}
                </Badge>
              ) : null}
            </Inline>
          }
          footnote={testedFoot}
        />
        <StatCard
          label="Comparables in the range"
          value={`${inRange} of ${results.comparables.length}`}
          footnote={
            [
              excluded ? `${excluded} excluded` : null,
              noValue ? `${noValue} without a value` : null,
              leftOut.length ? `${leftOut.length} outdated left out` : null,
            ]
              .filter(Boolean)
              .join(' · ') || 'Every accepted comparable counts.'
          }
        />
      </div>
      <Card title="Range chart" id="range-chart" subtitle={subtitle}>
        {results.values.length === 0 && results.testedParty.value === null ? (
          <p className={styles.note}>No comparable has a value for the chosen PLI and years. Choose other years or another PLI.</p>
        ) : (
          <RangeChart results={results} outdatedIds={outdatedIds} outdatedLeftOut={leftOut.length} />
        )}
      </Card>
      <Card
        title="Comparables by year"
        id="comparables-by-year"
        subtitle="Each accepted comparable's PLI per year; exclude one from the range with a reason."
      >
        <ComparablesTable
          results={results}
          countries={countries}
          onExclude={setExcluding}
          onInclude={(c) => change({ exclusions: settings.exclusions.filter((e) => e.company_id !== c.id) })}
        />
      </Card>
      <Card title="Working-capital adjustment" id="working-capital">
        <WcaPanel results={results} onChange={(wca) => change({ wca })} />
      </Card>
      {testedCard}
      <ExcludeDialog
        key={excluding?.id ?? 'none'}
        companyName={excluding?.name ?? null}
        isOpen={excluding !== null}
        onOpenChange={(open) => !open && setExcluding(null)}
        onConfirm={(reason) =>
          excluding &&
          change({
            exclusions: [...settings.exclusions.filter((e) => e.company_id !== excluding.id), { company_id: excluding.id, reason }],
          })
        }
      />
    </div>
  );
}
