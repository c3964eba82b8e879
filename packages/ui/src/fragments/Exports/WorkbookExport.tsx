import { EXPORT_COLUMN_GROUPS, EXPORT_COLUMNS, MESSAGES, type ExportColumnKey } from '@quartile/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { FileIcon } from '../../icons/icons.tsx';
import { formatNumber } from '../../format/format.ts';
import { ExportContents, ExportFooter } from './ExportParts.tsx';
import * as styles from './Exports.css.ts';

export interface WorkbookExportProps {
  /** Companies of the study (not deleted). */
  companyCount: number;
  columns: readonly ExportColumnKey[];
  onColumnsChange: (columns: ExportColumnKey[]) => void;
  onExport: () => void;
  isExporting?: boolean;
  /** The last export's failure, shown until the next attempt. */
  error?: string | null;
}

const SHEETS = [
  'Summary: client, tested party, search strategy, criteria versions, companies by status, the range and its method',
  'Accept-Reject Matrix: every company with the columns chosen below',
  'Financials: every company by year',
  "PLI and Range: live Excel formulas (the range by the method's own rule, the tested party over its financials), Quartile's values beside them",
  'Sources: each source with its link and retrieval time',
  "Citations: each quote of the Research Analyst's decisions with its source as a link",
  'Audit Trail: every change, who made it and when',
];

/** The Excel export: choose the matrix's columns, then download the workbook. */
export function WorkbookExport({ companyCount, columns, onColumnsChange, onExport, isExporting, error }: WorkbookExportProps) {
  const chosen = new Set<ExportColumnKey>(['name', ...columns]);
  const toggle = (key: ExportColumnKey, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onColumnsChange(EXPORT_COLUMNS.map((c) => c.key).filter((k) => next.has(k)));
  };
  const noCompanies = companyCount === 0;

  return (
    <Card title="Excel workbook" id="excel-workbook" subtitle="The deliverable for the transfer-pricing documentation, in seven sheets.">
      <div className={styles.root}>
        <ExportContents label="Sheets" items={SHEETS} />
        <div className={styles.toolbar}>
          <p className={styles.note} id="columns-count">
            Accept/reject matrix: {chosen.size} of {EXPORT_COLUMNS.length} columns
          </p>
          <div className={styles.toolbarGroup}>
            <Button size="sm" variant="secondary" onPress={() => onColumnsChange(EXPORT_COLUMNS.map((c) => c.key))}>
              Select all columns
            </Button>
            <Button size="sm" variant="secondary" onPress={() => onColumnsChange(['name'])}>
              Clear columns
            </Button>
          </div>
        </div>
        <div className={styles.groups}>
          {EXPORT_COLUMN_GROUPS.map((group) => (
            <fieldset key={group} className={styles.group}>
              <legend className={styles.groupLegend}>{group}</legend>
              {EXPORT_COLUMNS.filter((c) => c.group === group).map((c) => (
                <div key={c.key}>
                  <Checkbox
                    isSelected={chosen.has(c.key)}
                    isDisabled={c.key === 'name'}
                    onChange={(on) => toggle(c.key, on)}
                    aria-describedby={`column-${c.key}`}
                  >
                    {c.label}
                  </Checkbox>
                  <span id={`column-${c.key}`} className={styles.hint}>
                    {c.description}
                  </span>
                </div>
              ))}
            </fieldset>
          ))}
        </div>
        <ExportFooter
          error={error}
          note={<p className={styles.note}>{noCompanies ? MESSAGES.exportNeedsCompanies : `${formatNumber(companyCount)} companies`}</p>}
        >
          <Button variant="primary" onPress={onExport} isPending={isExporting} isDisabled={noCompanies}>
            <FileIcon size={16} />
            {isExporting ? 'Exporting…' : 'Export to Excel'}
          </Button>
        </ExportFooter>
      </div>
    </Card>
  );
}
