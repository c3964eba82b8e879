import type { Benchmark } from '@quartile/api';
import { EXPORT_SECTIONS, ExportsPanel, type ExportSection } from '@quartile/ui/fragments/Exports';
import { useUrlChoice } from '../../../shared/hooks/useUrlChoice.ts';
import { ResultsSection } from '../results/ResultsSection.tsx';
import { EvidenceSection } from './EvidenceSection.tsx';
import { StudyReportSection } from './StudyReportSection.tsx';
import { WorkbookSection } from './WorkbookSection.tsx';

const sectionOf = (value: string | null): ExportSection => EXPORT_SECTIONS.find((s) => s.id === value)?.id ?? 'results';

/** The Exports tab: the range and PLIs, then the workbook; the section lives in the URL (?section=). */
export function ExportsTab({ benchmark }: { benchmark: Benchmark }) {
  const [section, open] = useUrlChoice<ExportSection>('section', sectionOf, 'results');
  return (
    <ExportsPanel
      section={section}
      onSectionChange={open}
      sections={{
        results: <ResultsSection key={benchmark.id} benchmark={benchmark} />,
        workbook: <WorkbookSection benchmark={benchmark} />,
        evidence: <EvidenceSection benchmark={benchmark} />,
        report: <StudyReportSection benchmark={benchmark} />,
      }}
    />
  );
}
