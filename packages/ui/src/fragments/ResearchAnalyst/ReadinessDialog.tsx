import type { Company } from '@quartile/api';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import * as styles from './ResearchAnalyst.css.ts';

export interface ExcludedCompany {
  readonly company: Company;
  readonly message: string;
}

export interface ReadinessDialogProps {
  title: string;
  /** What the run will do, in a sentence. */
  description: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  ready: readonly Company[];
  excluded: readonly ExcludedCompany[];
  /** e.g. "Start web search": the count of ready companies is added. */
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  /** Choices shown above the lists (e.g. which companies an analysis re-runs, the credits it uses). */
  children?: React.ReactNode;
  /** Why the run cannot start (e.g. not enough credits): shown, and the confirm button is disabled. */
  confirmBlockedBy?: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The warning before a run (product-spec §2): the companies it takes and the companies it leaves
 * out with why, so nobody is surprised that a company was not searched or analysed.
 */
export function ReadinessDialog(props: ReadinessDialogProps) {
  const { ready, excluded } = props;
  return (
    <Dialog
      title={props.title}
      modalProps={{ isOpen: props.isOpen, onOpenChange: props.onOpenChange }}
      footer={(close) => (
        <>
          <Button onPress={close} isDisabled={props.isPending}>
            Cancel
          </Button>
          <Button variant="primary" onPress={props.onConfirm} isDisabled={ready.length === 0 || props.isPending || Boolean(props.confirmBlockedBy)}>
            {`${props.confirmLabel} (${plural(ready.length, 'company', 'companies')})`}
          </Button>
        </>
      )}
    >
      <div className={styles.stack}>
        <p className={styles.paragraph}>{props.description}</p>
        {props.children}
        {props.confirmBlockedBy ? (
          <p className={styles.error} role="alert">
            {props.confirmBlockedBy}
          </p>
        ) : null}
        <section className={styles.tight} aria-labelledby="readiness-ready">
          <h3 id="readiness-ready" className={styles.sectionTitle}>
            {`Ready: ${plural(ready.length, 'company', 'companies')}`}
          </h3>
          {ready.length === 0 ? (
            <p className={styles.error}>No company is ready: see why below.</p>
          ) : (
            <ul className={styles.readinessList} aria-label="Ready companies">
              {ready.map((c) => (
                <li key={c.id} className={styles.readinessItem}>
                  {c.name ?? 'Unnamed company'}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.tight} aria-labelledby="readiness-excluded">
          <h3 id="readiness-excluded" className={styles.sectionTitle}>
            {`Excluded: ${plural(excluded.length, 'company', 'companies')}`}
          </h3>
          {excluded.length === 0 ? (
            <p className={styles.muted}>Every company of the study is included.</p>
          ) : (
            <ul className={styles.readinessList} aria-label="Excluded companies">
              {excluded.map(({ company, message }) => (
                <li key={company.id} className={styles.readinessItem}>
                  <span>{company.name ?? 'Unnamed company'}</span>
                  <span className={styles.reason}>{message}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}
