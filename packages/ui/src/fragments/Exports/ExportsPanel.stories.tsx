import { EXPORT_COLUMN_KEYS } from '@quartile/domain';
import { makeCompanies } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { EvidenceExport } from './EvidenceExport.tsx';
import { ExportsPanel, type ExportSection } from './ExportsPanel.tsx';
import { WorkbookExport } from './WorkbookExport.tsx';

const companies = makeCompanies();

function Panel({
  initial = 'results' as ExportSection,
  onSectionChange,
}: {
  initial?: ExportSection;
  onSectionChange: (s: ExportSection) => void;
}) {
  const [section, setSection] = useState<ExportSection>(initial);
  return (
    <ExportsPanel
      section={section}
      onSectionChange={(next) => {
        setSection(next);
        onSectionChange(next);
      }}
      sections={{
        results: <p>The range and PLIs of the study.</p>,
        workbook: (
          <WorkbookExport companyCount={companies.length} columns={[...EXPORT_COLUMN_KEYS]} onColumnsChange={fn()} onExport={fn()} />
        ),
        evidence: (
          <EvidenceExport
            companies={companies.map((c) => ({ id: c.id, name: c.name, status: c.status }))}
            statuses={['Accepted using Criteria', 'Accepted after Review', 'Rejected using Criteria', 'Rejected after Review']}
            onStatusesChange={fn()}
            job={null}
            onStart={fn()}
            onDownload={fn()}
            onDownloadReport={fn()}
          />
        ),
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Benchmarks/ExportsPanel',
  component: Panel,
  args: { onSectionChange: fn() },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Exports tab: the range first, then the workbook and the evidence reports. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Results and exports' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Range and PLIs', 'Excel workbook', 'Evidence reports']);
    await expect(canvas.getByText('The range and PLIs of the study.')).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Excel workbook' }));
    await expect(args.onSectionChange).toHaveBeenLastCalledWith('workbook');
    await expect(canvas.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Evidence reports' }));
    await expect(canvas.getByRole('button', { name: 'Build evidence bundle' })).toBeVisible();
  },
};

/** Opened on a section from the URL. */
export const OpenOnWorkbook: Story = {
  args: { initial: 'workbook' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Excel workbook' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Excel workbook' })).toBeVisible();
  },
};
