import { Button } from '../../components/Button/Button.tsx';
import { formatCount } from '../../format/spreadsheet.ts';
import * as styles from '../../styles/wizard.css.ts';

export type ImportResultState =
  | {
      status: 'imported';
      importedCount: number;
      /** Rows the server did not import, with its reason. */
      skipped: readonly { row: number; reason: string }[];
      /** Blank rows the browser left out. */
      blankRows: number;
      /** Data issues to fix (missing names, countries, invalid websites). */
      issues: number;
    }
  /** 'Upload failed' or 'No companies were imported' (spec section 8), with the server's reason. */
  | { status: 'failed'; title: string; message?: string | null };

export interface ImportResultProps {
  result: ImportResultState;
  onReviewIssues?: () => void;
  onShowCompanies?: () => void;
  onRetry?: () => void;
}

const SHOWN_SKIPPED = 50;

/** What the import did: how many companies came in, each skipped row with its reason, or why it failed. */
export function ImportResult({ result, onReviewIssues, onShowCompanies, onRetry }: ImportResultProps) {
  if (result.status === 'failed') {
    return (
      <section className={styles.stack} aria-labelledby="import-result-title">
        <div role="alert" className={styles.error}>
          <strong id="import-result-title">{result.title}</strong>
          {result.message && result.message !== result.title ? <div>{result.message}</div> : null}
        </div>
        {onRetry ? (
          <div className={styles.footer}>
            <Button variant="primary" onPress={onRetry}>
              Try again
            </Button>
          </div>
        ) : null}
      </section>
    );
  }
  const { importedCount, skipped, blankRows, issues } = result;
  return (
    <section className={styles.stack} aria-labelledby="import-result-title">
      <p role="status" className={styles.success} id="import-result-title">
        {formatCount(importedCount)} {importedCount === 1 ? 'company was' : 'companies were'} imported.
        {issues > 0 ? ` ${formatCount(issues)} data ${issues === 1 ? 'issue needs' : 'issues need'} a look.` : ''}
      </p>
      {skipped.length > 0 || blankRows > 0 ? (
        <div className={styles.stack}>
          <h4 className={styles.subheading}>Not imported</h4>
          <ul className={styles.list} aria-label="Rows not imported">
            {blankRows > 0 ? <li>{`${formatCount(blankRows)} blank ${blankRows === 1 ? 'row' : 'rows'} left out`}</li> : null}
            {skipped.slice(0, SHOWN_SKIPPED).map((s) => (
              <li key={s.row}>
                Row {s.row}: {s.reason}
              </li>
            ))}
            {skipped.length > SHOWN_SKIPPED ? <li>and {formatCount(skipped.length - SHOWN_SKIPPED)} more rows</li> : null}
          </ul>
        </div>
      ) : null}
      <div className={styles.footer}>
        {onShowCompanies ? <Button onPress={onShowCompanies}>Show companies</Button> : null}
        {issues > 0 && onReviewIssues ? (
          <Button variant="primary" onPress={onReviewIssues}>
            Review data issues
          </Button>
        ) : null}
      </div>
    </section>
  );
}
