import { MESSAGES, studyReportBlockedMessage, type StudyReportBlockers } from '@quartile/domain';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { FileIcon } from '../../icons/icons.tsx';
import { ExportContents, ExportFooter } from './ExportParts.tsx';
import * as styles from './Exports.css.ts';

export type StudyReportFormat = 'docx' | 'pdf';

export interface StudyReportExportProps {
  /** Companies of the study (not deleted). */
  companyCount: number;
  /** Open decisions; null while the companies load. */
  blockers: StudyReportBlockers | null;
  format: StudyReportFormat;
  onFormatChange: (format: StudyReportFormat) => void;
  /** A draft asked for although every decision is final. */
  draft: boolean;
  onDraftChange: (draft: boolean) => void;
  /** Exports with the chosen format; `draft` is true when the report will be marked DRAFT. */
  onExport: (draft: boolean) => void;
  isExporting?: boolean;
  /** The last export's failure, shown until the next attempt. */
  error?: string | null;
}

export const STUDY_REPORT_CHAPTERS = [
  'Summary: client, tested party, method, PLI, years, the range and the tested party’s position',
  'Tested party and functional profile, with the FAR matrix when a FAR report is linked',
  'Search strategy: the database export and the screening funnel, as a table and a chart',
  'Qualitative screening: the criteria and their versions, how the analysis was made, the rejection matrix',
  'The comparables: a profile of each accepted company, its cited sentences as footnotes',
  'Financial analysis: PLI per year, the range table and chart, exclusions, working-capital adjustment',
  'Conclusion: the tested party’s result against the range, as the figures say',
  'Appendices: financials, the full rejection matrix, the audit summary, data sources',
];

/** The benchmarking study report in Word or PDF; a draft (every page marked DRAFT) while decisions are open. */
export function StudyReportExport({
  companyCount,
  blockers,
  format,
  onFormatChange,
  draft,
  onDraftChange,
  onExport,
  isExporting,
  error,
}: StudyReportExportProps) {
  const blocked = blockers ? studyReportBlockedMessage(blockers) : null;
  const asDraft = blocked !== null || draft;
  const noCompanies = companyCount === 0;

  return (
    <Card
      title="Study report"
      id="study-report"
      subtitle="The benchmarking study for the local file, written from the study’s live, cited data."
    >
      <div className={styles.root}>
        <ExportContents label="Chapters" items={STUDY_REPORT_CHAPTERS} ordered />
        <RadioGroup
          value={format}
          onChange={(v) => onFormatChange(v as StudyReportFormat)}
          orientation="horizontal"
          isDisabled={isExporting}
        >
          <Label className={styles.formatLegend}>Format</Label>
          <div className={styles.formatChoices}>
            <Radio value="docx" className={styles.formatChoice}>
              Word document (DOCX)
            </Radio>
            <Radio value="pdf" className={styles.formatChoice}>
              PDF
            </Radio>
          </div>
        </RadioGroup>
        {blockers === null ? (
          <p className={styles.note} role="status">
            Checking the decisions…
          </p>
        ) : blocked ? (
          <p className={styles.draftNote} role="status" aria-label="Draft report">
            Draft only: the study has {describe(blockers)}. Until every company has a current final decision the report is a draft, and
            every page is marked DRAFT.
          </p>
        ) : (
          <Checkbox isSelected={draft} onChange={onDraftChange} isDisabled={isExporting}>
            Mark every page DRAFT (for a review before the final version)
          </Checkbox>
        )}
        <ExportFooter error={error} note={noCompanies ? <p className={styles.note}>{MESSAGES.exportNeedsCompanies}</p> : null}>
          <Button variant="primary" onPress={() => onExport(asDraft)} isPending={isExporting} isDisabled={noCompanies || blockers === null}>
            <FileIcon size={16} />
            {isExporting ? 'Exporting…' : asDraft ? 'Export draft study report' : 'Export study report'}
          </Button>
        </ExportFooter>
      </div>
    </Card>
  );
}

const companies = (n: number) => `${n} ${n === 1 ? 'company' : 'companies'}`;

function describe(b: StudyReportBlockers): string {
  return [
    b.undecided > 0 ? `${companies(b.undecided)} without a final decision` : null,
    b.outdated > 0 ? `${companies(b.outdated)} decided against older criteria` : null,
  ]
    .filter(Boolean)
    .join(' and ');
}
