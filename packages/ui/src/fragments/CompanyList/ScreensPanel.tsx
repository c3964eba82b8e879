import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import {
  ACTIVITY_SYSTEM_NAMES,
  ACTIVITY_SYSTEMS,
  defaultLossYears,
  screenSettingsProblems,
  type ActivitySystem,
  type QuantitativeScreens,
} from '@quartile/domain';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { ChoiceSelect } from '../../components/Select/Select.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './CompanyList.css.ts';
import { fieldsetReset } from '../../styles/utilities.css.ts';

export const INDEPENDENCE_LETTERS = ['A', 'B', 'C', 'D', 'U'] as const;
export type IndependenceLetter = (typeof INDEPENDENCE_LETTERS)[number];
const LETTER_TEXT: Record<IndependenceLetter, string> = {
  A: 'A: no shareholder over 25 %',
  B: 'B: none over 50 %, some over 25 %',
  C: 'C: over 50 % in total',
  D: 'D: over 50 % directly',
  U: 'U: unknown',
};

export interface ScreenSettings {
  independence: boolean;
  allowed: readonly IndependenceLetter[];
  excludeUnknown: boolean;
  dataAvailability: boolean;
  persistentLosses: boolean;
  lossYears: number;
  minRevenue: boolean;
  /** As typed (validated before applying). */
  minRevenueValue: string;
  maxRevenue: boolean;
  maxRevenueValue: string;
  activity: boolean;
  activitySystem: ActivitySystem;
  /** Codes as typed, separated by commas or semicolons. */
  activityInclude: string;
  activityExclude: string;
  activityExcludeUnknown: boolean;
  employees: boolean;
  employeesMin: string;
  employeesMax: string;
  employeesExcludeUnknown: boolean;
  yearsOfData: boolean;
  minYearsOfData: number;
}

/** The settings a study starts with; every number fits the study's years, so each screen applies as it is. */
export function defaultScreens(years: readonly number[]): ScreenSettings {
  return {
    independence: true,
    allowed: ['A', 'B'],
    excludeUnknown: false,
    dataAvailability: false,
    persistentLosses: false,
    lossYears: defaultLossYears(years),
    minRevenue: false,
    minRevenueValue: '',
    maxRevenue: false,
    maxRevenueValue: '',
    activity: false,
    activitySystem: 'nace',
    activityInclude: '',
    activityExclude: '',
    activityExcludeUnknown: false,
    employees: false,
    employeesMin: '',
    employeesMax: '',
    employeesExcludeUnknown: false,
    yearsOfData: false,
    minYearsOfData: Math.max(1, years.length),
  };
}

/** The defaults of a three-year study. */
export const DEFAULT_SCREENS: ScreenSettings = defaultScreens([1, 2, 3]);

const codeList = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((c) => c.trim())
    .filter(Boolean);
const NUMBER = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
const amount = (on: boolean, text: string) => (on ? (NUMBER.test(text.trim()) ? Number(text.trim()) : Number.NaN) : null);
const count = (text: string) => (text.trim() === '' ? null : WHOLE.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The settings as the screens' rules read them (packages/domain); NaN marks what is not a number. */
export function screensOf(s: ScreenSettings): QuantitativeScreens {
  return {
    independence: s.independence ? { allowed: s.allowed, excludeUnknown: s.excludeUnknown } : null,
    dataAvailability: s.dataAvailability,
    persistentLosses: s.persistentLosses ? { lossYears: s.lossYears } : null,
    minRevenue: amount(s.minRevenue, s.minRevenueValue),
    maxRevenue: amount(s.maxRevenue, s.maxRevenueValue),
    activityCodes: s.activity
      ? { system: s.activitySystem, include: codeList(s.activityInclude), exclude: codeList(s.activityExclude), excludeUnknown: s.activityExcludeUnknown }
      : null,
    employees: s.employees ? { min: count(s.employeesMin), max: count(s.employeesMax), excludeUnknown: s.employeesExcludeUnknown } : null,
    minYearsOfData: s.yearsOfData ? s.minYearsOfData : null,
  };
}

export interface ScreenOutcome {
  excluded: number;
  includedAgain: number;
  results: readonly { name: string; reasons: readonly string[] }[];
}

export type ScreenField =
  | 'independence'
  | 'persistent_losses'
  | 'min_revenue'
  | 'max_revenue'
  | 'activity_codes'
  | 'employees'
  | 'min_years_of_data';

export interface ScreensPanelProps {
  settings: ScreenSettings;
  onChange: (settings: ScreenSettings) => void;
  /** The study's financial years. */
  years: readonly number[];
  onApply: () => void;
  isApplying?: boolean;
  /** Field messages from the last attempt (the server's, or the panel's own check). */
  errors?: Partial<Record<ScreenField, string>>;
  outcome?: ScreenOutcome | null;
}

/** Checks the settings before sending them with the server's rules (packages/domain); the server checks them again. */
export function screenSettingsErrors(s: ScreenSettings, years: readonly number[]): NonNullable<ScreensPanelProps['errors']> {
  return screenSettingsProblems(screensOf(s), years) as NonNullable<ScreensPanelProps['errors']>;
}

interface ScreenProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  children: ReactNode;
}

/** A screen with one field, beside its switch once the screen is on; `note` stands there always. */
function InlineScreen({ label, isSelected, onChange, isDisabled, note, children }: ScreenProps & { isDisabled?: boolean; note?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Switch isSelected={isSelected} isDisabled={isDisabled} onChange={onChange}>
        {label}
      </Switch>
      {note}
      {isSelected ? children : null}
    </div>
  );
}

/** A screen with several options, grouped under its switch once the screen is on, its message last. */
function GroupedScreen({ label, isSelected, onChange, error, children }: ScreenProps & { error?: string | undefined }) {
  return (
    <fieldset className={`${styles.section} ${fieldsetReset}`}>
      <Switch isSelected={isSelected} onChange={onChange}>
        {label}
      </Switch>
      {isSelected ? (
        <div className={`${styles.section} ${styles.screenOptions}`}>
          {children}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

interface FieldProps<V> {
  value: V;
  onChange: (value: V) => void;
  error: string | undefined;
}

/** "… in at least N of the study's years": a whole number of years. */
function YearCountField({ what, years, value, onChange, error, className }: FieldProps<number> & { what: string; years: readonly number[]; className: string }) {
  return (
    <TextField
      label={`${what} in at least … of ${years.length} ${years.length === 1 ? 'year' : 'years'}`}
      inputMode="numeric"
      value={String(value)}
      onChange={(v) => onChange(Number(v.replace(/\D/g, '')) || 0)}
      isInvalid={!!error}
      errorMessage={error}
      className={className}
    />
  );
}

/** The latest year's revenue bound of the minimum or maximum revenue screen. */
function RevenueField({ bound, value, onChange, error }: FieldProps<string> & { bound: 'Minimum' | 'Maximum' }) {
  return (
    <TextField
      label={`${bound} revenue of the latest year (units)`}
      inputMode="decimal"
      value={value}
      onChange={onChange}
      isInvalid={!!error}
      errorMessage={error}
      className={styles.minRevenueField}
    />
  );
}

/** The quantitative screens users expect, each optional; every exclusion is recorded with its reason. */
export function ScreensPanel({ settings: s, onChange, years, onApply, isApplying, errors = {}, outcome }: ScreensPanelProps) {
  const set = (patch: Partial<ScreenSettings>) => onChange({ ...s, ...patch });
  const yearText = years.length ? years.join(', ') : 'no years yet';
  return (
    <div className={styles.root}>
      <p className={styles.note}>
        Each screen is optional. Companies that fail a chosen screen are excluded with the reason; companies an earlier run excluded and that now
        pass are included again. Exclusions you made by hand stay.
      </p>
      <GroupedScreen label="BvD independence indicator" isSelected={s.independence} onChange={(independence) => set({ independence })} error={errors.independence}>
        <span className={styles.note}>Keep companies whose indicator is:</span>
        {INDEPENDENCE_LETTERS.filter((l) => l !== 'U').map((letter) => (
          <Checkbox
            key={letter}
            isSelected={s.allowed.includes(letter)}
            onChange={(on) => set({ allowed: on ? [...s.allowed, letter] : s.allowed.filter((l) => l !== letter) })}
          >
            {LETTER_TEXT[letter]}
          </Checkbox>
        ))}
        <Checkbox isSelected={s.excludeUnknown} onChange={(excludeUnknown) => set({ excludeUnknown })}>
          Exclude companies without an indicator
        </Checkbox>
      </GroupedScreen>
      <Switch isSelected={s.dataAvailability} onChange={(dataAvailability) => set({ dataAvailability })}>
        {`Data available for every selected year (${yearText})`}
      </Switch>
      <InlineScreen
        label="Persistent losses"
        isSelected={s.persistentLosses}
        isDisabled={years.length === 0 && !s.persistentLosses}
        // Switched on, the screen starts from a number of years the benchmark has.
        onChange={(persistentLosses) =>
          set({ persistentLosses, lossYears: s.lossYears >= 1 && s.lossYears <= years.length ? s.lossYears : defaultLossYears(years) })
        }
        note={years.length === 0 ? <span className={styles.note}>Needs the financial years of an import.</span> : null}
      >
        <YearCountField
          what="Operating loss"
          years={years}
          value={s.lossYears}
          onChange={(lossYears) => set({ lossYears })}
          error={errors.persistent_losses}
          className={styles.lossYearsField}
        />
      </InlineScreen>
      <InlineScreen label="Minimum revenue" isSelected={s.minRevenue} onChange={(minRevenue) => set({ minRevenue })}>
        <RevenueField bound="Minimum" value={s.minRevenueValue} onChange={(minRevenueValue) => set({ minRevenueValue })} error={errors.min_revenue} />
      </InlineScreen>
      <InlineScreen label="Maximum revenue" isSelected={s.maxRevenue} onChange={(maxRevenue) => set({ maxRevenue })}>
        <RevenueField bound="Maximum" value={s.maxRevenueValue} onChange={(maxRevenueValue) => set({ maxRevenueValue })} error={errors.max_revenue} />
      </InlineScreen>
      <GroupedScreen label="Activity codes" isSelected={s.activity} onChange={(activity) => set({ activity })}>
        <ChoiceSelect
          label="Classification"
          options={ACTIVITY_SYSTEMS}
          optionLabel={(system) => ACTIVITY_SYSTEM_NAMES[system]}
          value={s.activitySystem}
          onChange={(key) => set({ activitySystem: key as ActivitySystem })}
          className={styles.minRevenueField}
        />
        <TextField
          label="Include codes (a code includes its sub-codes: 28 = 28xx)"
          value={s.activityInclude}
          onChange={(activityInclude) => set({ activityInclude })}
          isInvalid={!!errors.activity_codes}
          errorMessage={errors.activity_codes}
          description="Separate codes with commas"
          className={styles.codesField}
        />
        <TextField
          label="Exclude codes"
          value={s.activityExclude}
          onChange={(activityExclude) => set({ activityExclude })}
          description="Separate codes with commas"
          className={styles.codesField}
        />
        <Checkbox isSelected={s.activityExcludeUnknown} onChange={(activityExcludeUnknown) => set({ activityExcludeUnknown })}>
          {`Exclude companies without a ${ACTIVITY_SYSTEM_NAMES[s.activitySystem]} code`}
        </Checkbox>
      </GroupedScreen>
      <GroupedScreen label="Number of employees" isSelected={s.employees} onChange={(employees) => set({ employees })} error={errors.employees}>
        <div className={styles.actions}>
          <TextField
            label="At least"
            inputMode="numeric"
            value={s.employeesMin}
            onChange={(employeesMin) => set({ employeesMin })}
            isInvalid={!!errors.employees}
            className={styles.lossYearsField}
          />
          <TextField
            label="At most"
            inputMode="numeric"
            value={s.employeesMax}
            onChange={(employeesMax) => set({ employeesMax })}
            isInvalid={!!errors.employees}
            className={styles.lossYearsField}
          />
        </div>
        <Checkbox isSelected={s.employeesExcludeUnknown} onChange={(employeesExcludeUnknown) => set({ employeesExcludeUnknown })}>
          Exclude companies without the number of employees
        </Checkbox>
      </GroupedScreen>
      <InlineScreen label="Years of data" isSelected={s.yearsOfData} onChange={(yearsOfData) => set({ yearsOfData })}>
        <YearCountField
          what="Revenue and operating profit"
          years={years}
          value={s.minYearsOfData}
          onChange={(minYearsOfData) => set({ minYearsOfData })}
          error={errors.min_years_of_data}
          className={styles.codesField}
        />
      </InlineScreen>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onApply} isPending={isApplying}>
          Apply screens
        </Button>
      </div>
      {outcome ? (
        <section className={styles.section} aria-labelledby="screens-outcome">
          <p id="screens-outcome" role="status" className={styles.note}>
            {`${outcome.excluded} excluded, ${outcome.includedAgain} included again.`}
          </p>
          {outcome.results.length > 0 ? (
            <ul className={`${styles.section} ${styles.screenedOutList}`} aria-label="Excluded by the screens">
              {outcome.results.slice(0, 100).map((r, i) => (
                <li key={i} className={styles.note}>
                  <strong>{r.name}</strong>{' '}
                  {r.reasons.map((reason) => (
                    <Badge key={reason} tone="neutral" size="sm">
                      {reason}
                    </Badge>
                  ))}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
