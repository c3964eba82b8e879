import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import * as styles from './Exports.css.ts';

export const EXPORT_SECTIONS = [
  { id: 'results', label: 'Range and PLIs' },
  { id: 'workbook', label: 'Excel workbook' },
  { id: 'evidence', label: 'Evidence reports' },
  { id: 'report', label: 'Study report' },
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number]['id'];

export interface ExportsPanelProps {
  section: ExportSection;
  onSectionChange: (section: ExportSection) => void;
  /** Content of each section; a section without content is not offered. */
  sections: Partial<Record<ExportSection, ReactNode>>;
}

/** The Exports tab: the study's results, then the deliverables built from them. */
export function ExportsPanel({ section, onSectionChange, sections }: ExportsPanelProps) {
  const offered = EXPORT_SECTIONS.filter((s) => sections[s.id] !== undefined);
  return (
    <Tabs className={styles.sectionTabs} selectedKey={section} onSelectionChange={(key) => onSectionChange(key as ExportSection)}>
      <TabList aria-label="Results and exports">
        {offered.map((s) => (
          <Tab key={s.id} id={s.id}>
            {s.label}
          </Tab>
        ))}
      </TabList>
      {offered.map((s) => (
        <TabPanel key={s.id} id={s.id}>
          {sections[s.id]}
        </TabPanel>
      ))}
    </Tabs>
  );
}
