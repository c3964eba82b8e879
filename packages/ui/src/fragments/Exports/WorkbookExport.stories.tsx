import { EXPORT_COLUMNS, type ExportColumnKey } from '@quartile/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WorkbookExport } from './WorkbookExport.tsx';
import { useHeld } from '../../storybook/index.ts';
import { exportFailedStory, exportingStory, noCompaniesStory } from './exportStories.ts';

type Args = React.ComponentProps<typeof WorkbookExport>;

function Stateful(args: Args) {
  const [columns, onColumnsChange] = useHeld<ExportColumnKey[]>([...args.columns], args.onColumnsChange);
  return <WorkbookExport {...args} columns={columns} onColumnsChange={onColumnsChange} />;
}

const meta = {
  title: 'Fragments/Benchmarks/WorkbookExport',
  component: WorkbookExport,
  args: { companyCount: 412, columns: EXPORT_COLUMNS.map((c) => c.key), onColumnsChange: fn(), onExport: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof WorkbookExport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every column chosen; the seven sheets are listed before the download. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Sheets' }).querySelectorAll('li')).toHaveLength(7);
    await expect(canvas.getByText(`Accept/reject matrix: ${EXPORT_COLUMNS.length} of ${EXPORT_COLUMNS.length} columns`)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Company' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Key citations' })).toHaveAccessibleDescription(
      'Verbatim quotes with where they come from.',
    );
    await expect(canvas.getByText('412 companies')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export to Excel' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** The column chooser: clear, then pick a few; the company name always stays. */
export const ChooseColumns: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear columns' }));
    await expect(canvas.getByText(`Accept/reject matrix: 1 of ${EXPORT_COLUMNS.length} columns`)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reviewer' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Decision' }));
    await expect(args.onColumnsChange).toHaveBeenLastCalledWith(['name', 'decision', 'reviewer']);
    await userEvent.click(canvas.getByRole('button', { name: 'Select all columns' }));
    await expect(canvas.getByRole('checkbox', { name: 'Sources' })).toBeChecked();
  },
};

export const Exporting: Story = exportingStory;

export const ExportFailed: Story = exportFailedStory('Failed to export benchmark data.');

/** Export cannot run without companies. */
export const NoCompanies: Story = noCompaniesStory('Export to Excel');
