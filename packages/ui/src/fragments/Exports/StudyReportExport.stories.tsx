import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StudyReportExport, type StudyReportFormat } from './StudyReportExport.tsx';
import { useHeld } from '../../storybook/index.ts';
import { exportFailedStory, exportingStory, noCompaniesStory } from './exportStories.ts';

type Args = React.ComponentProps<typeof StudyReportExport>;

function Stateful(args: Args) {
  const [format, onFormatChange] = useHeld<StudyReportFormat>(args.format, args.onFormatChange);
  const [draft, onDraftChange] = useHeld(args.draft, args.onDraftChange);
  return <StudyReportExport {...args} format={format} onFormatChange={onFormatChange} draft={draft} onDraftChange={onDraftChange} />;
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

export const Exporting: Story = exportingStory;

export const ExportFailed: Story = exportFailedStory('The study report could not be written. Try again.');

export const NoCompanies: Story = noCompaniesStory('Export study report');
