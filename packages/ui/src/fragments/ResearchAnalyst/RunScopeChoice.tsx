import type { Company } from '@quartile/api';
import { analysisReadiness, creditsCheck, decisionVersionOf, inRunScope, RUN_SCOPE_LABELS, RUN_SCOPES, splitByReadiness, type RunScope } from '@quartile/domain';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { ChoiceSelect } from '../../components/Select/Select.tsx';
import { formatNumber } from '../../format/format.ts';
import * as styles from './ResearchAnalyst.css.ts';

const withSources = (c: Company) => ({ ...c, has_document_source: c.sources.some((s) => s.kind === 'annual_report' || s.kind === 'external_profile') });

/**
 * Issue 19: the companies an analysis takes for a scope, by the domain's rules (the server picks
 * the same): every company that needs it, only outdated decisions (re-run), only companies not
 * analysed yet, or only the selected ones (re-run, current decisions too).
 */
export function splitForScope(companies: readonly Company[], scope: RunScope, criteriaVersion: number, selected: ReadonlySet<string>) {
  const rerun = scope === 'outdated' || scope === 'selected';
  const inScope = companies.filter((c) => scope === 'selected' || inRunScope({ ...decisionVersionOf(c), id: c.id }, scope, criteriaVersion));
  const split = splitByReadiness(inScope, (c) => analysisReadiness(withSources(c), { rerun }));
  if (scope !== 'selected') return { ...split, selectable: [] as Company[] };
  return { ready: split.ready.filter((c) => selected.has(c.id)), excluded: split.excluded, selectable: split.ready };
}

export interface RunScopeChoiceProps {
  scope: RunScope;
  onScopeChange: (scope: RunScope) => void;
  /** With the selected scope: the companies that can be re-run, and the chosen ones. */
  selectable: readonly Company[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Companies the run takes, and the credits left (null while unknown). */
  companies: number;
  creditsRemaining: number | null;
}

/** The Start dialog's scope choice and its credit line: what the run uses against what is left. */
export function RunScopeChoice(props: RunScopeChoiceProps) {
  const credits = props.creditsRemaining === null ? null : creditsCheck(props.companies, props.creditsRemaining);
  return (
    <div className={styles.tight}>
      <ChoiceSelect
        label="Companies to analyse"
        options={RUN_SCOPES}
        optionLabel={(s) => RUN_SCOPE_LABELS[s]}
        value={props.scope}
        onChange={(key) => props.onScopeChange(key as RunScope)}
      />
      {props.scope === 'selected' ? (
        props.selectable.length === 0 ? (
          <p className={styles.muted}>No company can be re-run now.</p>
        ) : (
          <ul className={styles.readinessList} aria-label="Companies to re-run">
            {props.selectable.map((c) => (
              <li key={c.id} className={styles.readinessItem}>
                <Checkbox
                  isSelected={props.selected.has(c.id)}
                  onChange={(on) => {
                    const next = new Set(props.selected);
                    if (on) next.add(c.id);
                    else next.delete(c.id);
                    props.onSelectedChange(next);
                  }}
                >
                  {`${c.name ?? 'Unnamed company'} (${c.status})`}
                </Checkbox>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <p className={styles.paragraph} role="status">
        {credits === null
          ? `Uses ${formatNumber(props.companies)} ${props.companies === 1 ? 'credit' : 'credits'} (one per company analysed).`
          : `Uses ${formatNumber(credits.needed)} ${credits.needed === 1 ? 'credit' : 'credits'} of ${formatNumber(credits.remaining)} left.`}
      </p>
    </div>
  );
}
