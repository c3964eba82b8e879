import { DEFAULT_WCA_RATE, wcaBaseFor, type BenchmarkResults, type WcaBalances, type WcaSettings } from '@quartile/domain';
import { useState } from 'react';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { pli, signedPli } from './format.ts';
import { NumberInput } from './NumberInput.tsx';
import { CompanyRowHeader } from './CompanyRowHeader.tsx';
import * as styles from './Results.css.ts';

export interface WcaPanelProps {
  results: BenchmarkResults;
  onChange: (wca: WcaSettings | null) => void;
  isDisabled?: boolean;
}

const EMPTY: WcaBalances = { receivables: null, inventory: null, payables: null };
const FIELDS = [
  ['receivables', 'Receivables'],
  ['inventory', 'Inventory'],
  ['payables', 'Payables'],
] as const;

function BalanceInputs({
  who,
  balances,
  onChange,
  isDisabled,
}: {
  who: string;
  balances: WcaBalances;
  onChange: (b: WcaBalances) => void;
  isDisabled?: boolean;
}) {
  return (
    <>
      {FIELDS.map(([field, label]) => (
        <td key={field} className={`${styles.td} ${styles.num}`}>
          <NumberInput
            aria-label={`${label} of ${who}`}
            value={balances[field]}
            onChange={(v) => onChange({ ...balances, [field]: v })}
            isDisabled={isDisabled}
          />
        </td>
      ))}
    </>
  );
}

/**
 * The working-capital adjustment: off by default; method, interest rate and, per company, the
 * average receivables, inventory and payables with the adjustment they give.
 */
export function WcaPanel({ results, onChange, isDisabled }: WcaPanelProps) {
  const wca = results.settings.wca;
  const id = results.settings.pli;
  const base = wcaBaseFor(id);
  // Switching the adjustment off and on again keeps what was typed.
  const [stash, setStash] = useState<WcaSettings | null>(null);
  const rateProblem = wca && (wca.rate < 0 || wca.rate > 1) ? 'Enter an interest rate between 0 % and 100 %.' : null;
  const toggle = (on: boolean) => {
    if (!on) setStash(wca);
    onChange(on ? (stash ?? { method: 'simplified', rate: DEFAULT_WCA_RATE, tested: EMPTY, comparables: {} }) : null);
  };

  return (
    <div className={styles.section}>
      <Switch isSelected={wca !== null} onChange={toggle} isDisabled={isDisabled || base === null}>
        Apply a working-capital adjustment
      </Switch>
      {base === null ? (
        <p className={styles.note}>
          The adjustment applies to the operating margin (OM, sales base) and the net cost plus (NCP, cost base). Choose one of them to
          adjust.
        </p>
      ) : !wca ? (
        <p className={styles.note}>
          Not applied. Adjusts each comparable toward the tested party&apos;s working capital (receivables, inventory and payables), on the{' '}
          {base === 'sales' ? 'sales' : 'total cost'} base.
        </p>
      ) : (
        <>
          <div className={styles.wcaControls}>
            <Select
              label="Method"
              selectedKey={wca.method}
              onSelectionChange={(key) => onChange({ ...wca, method: key as WcaSettings['method'] })}
              isDisabled={isDisabled}
            >
              <SelectItem id="simplified">Simplified (OECD)</SelectItem>
              <SelectItem id="irs">IRS APA Attachment B</SelectItem>
            </Select>
            <div className={styles.fieldStack}>
              <label className={styles.fieldLabel} htmlFor="wca-rate">
                Interest rate (%)
              </label>
              <NumberInput
                id="wca-rate"
                value={Math.round(wca.rate * 1e8) / 1e6}
                onChange={(v) => onChange({ ...wca, rate: v === null ? 0 : v / 100 })}
                isDisabled={isDisabled}
                className={styles.rateInput}
              />
              {rateProblem ? <span className={styles.errorText}>{rateProblem}</span> : null}
            </div>
            <div className={styles.fieldStack}>
              <span className={styles.fieldLabel}>Base</span>
              <span className={styles.baseText}>{base === 'sales' ? 'Sales (operating margin)' : 'Total costs (net cost plus)'}</span>
            </div>
          </div>
          <p className={styles.note}>
            Average balances over the years used, in the unit of the financials. A comparable without its three balances gets no value, so
            adjusted and unadjusted results never mix.
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>Working-capital inputs and the adjustment of each comparable.</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    Party
                  </th>
                  {FIELDS.map(([field, label]) => (
                    <th key={field} scope="col" className={`${styles.th} ${styles.num}`}>
                      {label}
                    </th>
                  ))}
                  <th scope="col" className={`${styles.th} ${styles.num}`}>
                    Unadjusted
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.num}`}>
                    Adjustment
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.num}`}>
                    Adjusted
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row" className={`${styles.td} ${styles.nameCell} ${styles.nameHeaderStrong}`}>
                    Tested party
                  </th>
                  <BalanceInputs
                    who="the tested party"
                    balances={wca.tested}
                    onChange={(tested) => onChange({ ...wca, tested })}
                    isDisabled={isDisabled}
                  />
                  <td className={`${styles.td} ${styles.num}`}>{pli(id, results.testedParty.value)}</td>
                  <td className={`${styles.td} ${styles.num}`}>—</td>
                  <td className={`${styles.td} ${styles.num}`}>—</td>
                </tr>
                {results.comparables.map((c) => {
                  const name = c.name ?? 'Unnamed company';
                  return (
                    <tr key={c.id} className={c.excluded ? styles.excludedRow : undefined}>
                      <CompanyRowHeader name={name} detail={c.wcaIssue} />
                      <BalanceInputs
                        who={name}
                        balances={wca.comparables[c.id] ?? EMPTY}
                        onChange={(b) => onChange({ ...wca, comparables: { ...wca.comparables, [c.id]: b } })}
                        isDisabled={isDisabled}
                      />
                      <td className={`${styles.td} ${styles.num}`}>{pli(id, c.pli.value)}</td>
                      <td className={`${styles.td} ${styles.num}`}>{c.wca ? signedPli(id, c.wca.adjustment) : '—'}</td>
                      <td className={`${styles.td} ${styles.num} ${styles.strongNum}`}>
                        {pli(id, c.value)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
