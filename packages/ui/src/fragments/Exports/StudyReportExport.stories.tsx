import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StudyReportExport, type StudyReportFormat } from './StudyReportExport.tsx';

type Args = React.ComponentProps<typeof StudyReportExport>;

function Stateful(args: Args) {
  const [format, setFormat] = useState<StudyReportFormat>(args.format);
  const [draft, setDraft] = useState(args.draft);
  return (
    <StudyReportExport
      {...args}
      format={format}
      onFormatChange={(next) => {
        setFormat(next);
        args.onFormatChange(next);
      }}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        args.onDraftChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Benchmarks/StudyReportExport',
  component: StudyReportExport,
  args: {
    companyCount: 38,
    blockers: { undecided: 0, outdated: 0 },
    format: 'docx',
    draft: false,
    onFormatChange: fn(),
    onDraftChange: fn(),
    onExport: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof StudyReportExport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every decision is final: the final report, in the chosen format. */
export const Final: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Chapters' }).querySelectorAll('li')).toHaveLength(8);
    await expect(canvas.getByRole('radio', { name: 'Word document (DOCX)' })).toBeChecked();
    await userEvent.click(canvas.getByText('PDF'));
    await expect(args.onFormatChange).toHaveBeenLastCalledWith('pdf');
    await expect(canvas.queryByRole('status', { name: 'Draft report' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Export study report' }));
    await expect(args.onExport).toHaveBeenCalledWith(false);
  },
};

/** A person may still ask for a draft of a final study: the button says so. */
export const DraftOnRequest: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText(/Mark every page DRAFT/));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Export draft study report' }));
    await expect(args.onExport).toHaveBeenCalledWith(true);
  },
};

/** Decisions are open: only a draft, and why. */
export const DraftOnly: Story = {
  args: { blockers: { undecided: 2, outdated: 1 } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status', { name: 'Draft report' })).toHaveTextContent(
      'Draft only: the study has 2 companies without a final decision and 1 company decided against older criteria.',
    );
    await expect(canvas.getByRole('status', { name: 'Draft report' })).toHaveTextContent('every page is marked DRAFT');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Export draft study report' }));
    await expect(args.onExport).toHaveBeenCalledWith(true);
  },
};

/** The companies are still loading: the decisions cannot be checked yet. */
export const Checking: Story = {
  args: { blockers: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking the decisions…');
    await expect(canvas.getByRole('button', { name: 'Export study report' })).toBeDisabled();
  },
};

export const Exporting: Story = {
  args: { isExporting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Exporting/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ExportFailed: Story = {
  args: { error: 'The study report could not be written. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The study report could not be written. Try again.');
  },
};

export const NoCompanies: Story = {
  args: { companyCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no companies to export')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export study report' })).toBeDisabled();
  },
};
