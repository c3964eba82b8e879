import type { Company } from '@quartile/api';
import { COMPANY_ISSUE_LABELS, MESSAGES, companyIssues, isValidUrl, type CompanyIssueKind } from '@quartile/domain';
import { useMemo } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { DataGrid, type CellEdit, type DataGridColumn } from '../../components/DataGrid/DataGrid.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { CheckCircleIcon } from '../../icons/icons.tsx';
import * as styles from './CompanyList.css.ts';
import { listReset } from '../../styles/utilities.css.ts';

export type EditableField = 'name' | 'country' | 'website';

export interface ValidationPanelProps {
  companies: readonly Company[];
  /** Companies the person left for later: still flagged, out of the way. */
  fixLater: ReadonlySet<string>;
  showFixLater: boolean;
  onShowFixLaterChange: (show: boolean) => void;
  onEdit: (company: Company, field: EditableField, value: string) => void;
  /** Leaves companies for later (`true`, one or all shown at once) or brings them back (`false`). */
  onFixLater: (companies: readonly Company[], fixLater: boolean) => void;
  onEditWebsite: (company: Company) => void;
  height?: number;
}

/** The message for a cell edit, or null when the value is acceptable (spec section 5). */
export function validateCell(field: string, value: string): string | null {
  const text = value.trim();
  if (!text) return MESSAGES.requiredField;
  if (field === 'website' && !isValidUrl(text)) return MESSAGES.invalidUrlFormat;
  return null;
}

const SUMMARY: readonly { kind: CompanyIssueKind; label: string }[] = [
  { kind: 'missing_name', label: 'Missing names' },
  { kind: 'missing_country', label: 'Missing countries' },
  { kind: 'invalid_url', label: 'Invalid website URLs' },
  { kind: 'missing_website', label: 'Missing websites' },
];

/** The data validation screen: every company with a missing name, country or an invalid website, edited in place. */
export function ValidationPanel({ companies, fixLater, showFixLater, onShowFixLaterChange, onEdit, onFixLater, onEditWebsite, height = 420 }: ValidationPanelProps) {
  const withIssues = useMemo(() => companies.filter((c) => companyIssues(c).length > 0), [companies]);
  const rows = useMemo(() => withIssues.filter((c) => showFixLater || !fixLater.has(c.id)), [withIssues, fixLater, showFixLater]);
  const counts = useMemo(() => {
    const out: Record<CompanyIssueKind, number> = { missing_name: 0, missing_country: 0, invalid_url: 0, missing_website: 0 };
    for (const c of withIssues) for (const k of companyIssues(c)) out[k]++;
    return out;
  }, [withIssues]);
  const laterCount = withIssues.filter((c) => fixLater.has(c.id)).length;
  const notLater = rows.filter((c) => !fixLater.has(c.id));

  const columns: DataGridColumn<Company>[] = [
    { key: 'row', header: 'Row', width: 56, numeric: true, getValue: (c) => c.row ?? null },
    { key: 'name', header: 'Company name', width: 200, editable: true, getValue: (c) => c.name, render: (c) => c.name || <span className={styles.muted}>Missing</span> },
    { key: 'country', header: 'Country', width: 110, editable: true, getValue: (c) => c.country, render: (c) => c.country || <span className={styles.muted}>Missing</span> },
    { key: 'website', header: 'Website', width: 210, editable: true, getValue: (c) => c.website, render: (c) => c.website || <span className={styles.muted}>Missing</span> },
    {
      key: 'issues',
      header: 'Issues',
      width: 170,
      getValue: (c) => companyIssues(c).map((k) => COMPANY_ISSUE_LABELS[k]).join(', '),
      render: (c) => (
        <span className={styles.flags}>
          {companyIssues(c).map((k) => (
            <Badge key={k} tone={k === 'invalid_url' || k === 'missing_name' ? 'critical' : 'caution'} size="sm">
              {COMPANY_ISSUE_LABELS[k]}
            </Badge>
          ))}
          {fixLater.has(c.id) ? (
            <Badge tone="neutral" size="sm">
              Fix later
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 190,
      getValue: () => null,
      render: (c) => (
        <span className={styles.flags}>
          <Button size="sm" onPress={() => onEditWebsite(c)} aria-label={`Edit website of ${c.name || `row ${c.row}`}`}>
            Edit website
          </Button>
          {fixLater.has(c.id) ? (
            <Button size="sm" variant="ghost" onPress={() => onFixLater([c], false)} aria-label={`Fix now: ${c.name || `row ${c.row}`}`}>
              Fix now
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onPress={() => onFixLater([c], true)} aria-label={`Fix later: ${c.name || `row ${c.row}`}`}>
              Fix Later
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className={styles.root}>
      <ul className={`${styles.actions} ${listReset}`} aria-label="Data issues">
        {SUMMARY.map((s) => (
          <li key={s.kind}>
            <Badge tone={counts[s.kind] === 0 ? 'positive' : s.kind === 'missing_website' ? 'caution' : 'critical'}>
              {s.label}: {counts[s.kind]}
            </Badge>
          </li>
        ))}
      </ul>
      {withIssues.length === 0 ? (
        <p className={styles.empty} role="status">
          <CheckCircleIcon aria-hidden="true" /> Every company has a name, a country and a valid website.
        </p>
      ) : (
        <>
          <p className={styles.note}>
            Double-click a cell (or press Enter) to edit it; Enter saves, Escape cancels. Editing a company deletes its analysis and marks it for a
            re-run. Fix Later keeps the issue flagged and moves it out of the way.
          </p>
          <div className={styles.actions}>
            {notLater.length > 1 ? (
              <Button size="sm" onPress={() => onFixLater(notLater, true)}>
                {`Leave all ${notLater.length} for later`}
              </Button>
            ) : null}
            {laterCount > 0 ? (
              <Switch isSelected={showFixLater} onChange={onShowFixLaterChange}>
                {`Show the ${laterCount} left for later`}
              </Switch>
            ) : null}
          </div>
          {rows.length === 0 ? (
            <p className={styles.empty} role="status">
              Every remaining issue is left for later.
            </p>
          ) : (
            <DataGrid
              aria-label="Data validation"
              rows={rows}
              columns={columns}
              getRowId={(c) => c.id}
              height={Math.min(height, 40 + rows.length * 40)}
              rowHeight={40}
              validate={(edit: CellEdit<Company>) => validateCell(edit.columnKey, edit.value)}
              onCellEdit={(edit: CellEdit<Company>) => onEdit(edit.row, edit.columnKey as EditableField, edit.value.trim())}
            />
          )}
        </>
      )}
    </div>
  );
}
