import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
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
}

export const DEFAULT_SCREENS: ScreenSettings = {
  independence: true,
  allowed: ['A', 'B'],
  excludeUnknown: false,
  dataAvailability: false,
  persistentLosses: false,
  lossYears: 2,
  minRevenue: false,
  minRevenueValue: '',
};

export interface ScreenOutcome {
  excluded: number;
  includedAgain: number;
  results: readonly { name: string; reasons: readonly string[] }[];
}

export interface ScreensPanelProps {
  settings: ScreenSettings;
  onChange: (settings: ScreenSettings) => void;
  /** The study's financial years. */
  years: readonly number[];
  onApply: () => void;
  isApplying?: boolean;
  /** Field messages from the last attempt (the server's, or the panel's own check). */
  errors?: Partial<Record<'independence' | 'persistent_losses' | 'min_revenue', string>>;
  outcome?: ScreenOutcome | null;
}

/**
 * The loss years a persistent-losses screen starts with: 2 (losses in most of a typical three-year
 * period), never more than the benchmark's years, so the default can be applied as it is.
 */
export const defaultLossYears = (yearCount: number): number => Math.max(1, Math.min(2, yearCount));

/** Checks the settings before sending them; the server checks them again. */
export function screenSettingsErrors(s: ScreenSettings, years: readonly number[]): NonNullable<ScreensPanelProps['errors']> {
  const errors: NonNullable<ScreensPanelProps['errors']> = {};
  if (s.independence && s.allowed.length === 0) errors.independence = 'Choose at least one indicator to keep.';
  if (s.persistentLosses && years.length === 0) errors.persistent_losses = 'Import financial years before screening for losses.';
  else if (s.persistentLosses && (s.lossYears < 1 || s.lossYears > years.length))
    errors.persistent_losses = years.length === 1 ? 'The benchmark has one financial year: choose 1.' : `Choose between 1 and ${years.length} years.`;
  if (s.minRevenue && !/^\d+(\.\d+)?$/.test(s.minRevenueValue.trim())) errors.min_revenue = 'Enter the minimum revenue as a number (in units, as imported).';
  return errors;
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
      <fieldset className={`${styles.section} ${fieldsetReset}`}>
        <Switch isSelected={s.independence} onChange={(independence) => set({ independence })}>
          BvD independence indicator
        </Switch>
        {s.independence ? (
          <div className={`${styles.section} ${styles.screenOptions}`}>
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
            {errors.independence ? (
              <p role="alert" className={styles.error}>
                {errors.independence}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      <Switch isSelected={s.dataAvailability} onChange={(dataAvailability) => set({ dataAvailability })}>
        {`Data available for every selected year (${yearText})`}
      </Switch>
      <div className={styles.actions}>
        <Switch
          isSelected={s.persistentLosses}
          isDisabled={years.length === 0 && !s.persistentLosses}
          // Switched on, the screen starts from a number of years the benchmark has.
          onChange={(persistentLosses) =>
            set({ persistentLosses, lossYears: s.lossYears >= 1 && s.lossYears <= years.length ? s.lossYears : defaultLossYears(years.length) })
          }
        >
          Persistent losses
        </Switch>
        {years.length === 0 ? <span className={styles.note}>Needs the financial years of an import.</span> : null}
        {s.persistentLosses ? (
          <TextField
            label={`Operating loss in at least … of ${years.length} ${years.length === 1 ? 'year' : 'years'}`}
            inputMode="numeric"
            value={String(s.lossYears)}
            onChange={(v) => set({ lossYears: Number(v.replace(/\D/g, '')) || 0 })}
            isInvalid={!!errors.persistent_losses}
            errorMessage={errors.persistent_losses}
            className={styles.lossYearsField}
          />
        ) : null}
      </div>
      <div className={styles.actions}>
        <Switch isSelected={s.minRevenue} onChange={(minRevenue) => set({ minRevenue })}>
          Minimum revenue
        </Switch>
        {s.minRevenue ? (
          <TextField
            label="Minimum revenue of the latest year (units)"
            inputMode="decimal"
            value={s.minRevenueValue}
            onChange={(minRevenueValue) => set({ minRevenueValue })}
            isInvalid={!!errors.min_revenue}
            errorMessage={errors.min_revenue}
            className={styles.minRevenueField}
          />
        ) : null}
      </div>
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
