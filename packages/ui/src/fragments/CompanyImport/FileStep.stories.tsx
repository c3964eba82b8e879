import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileStep } from './FileStep.tsx';

const meta = {
  title: 'Fragments/Companies/Upload wizard/1 File selection',
  component: FileStep,
  args: { state: { status: 'idle' }, onFiles: fn(), onSheetChange: fn(), onNext: fn() },
} satisfies Meta<typeof FileStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: drop a file or pick one; Next waits for a readable file. */
export const Idle: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drop your company list here')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next: map columns' })).toBeDisabled();
  },
};

/** A large file is read in a Web Worker: the stage shows and the page stays usable. */
export const LargeFileProgress: Story = {
  args: { state: { status: 'parsing', fileName: 'orbis-10000.xlsx', fileSize: 14_200_000, stage: 'parsing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: /Reading the rows… orbis-10000\.xlsx/ })).toBeVisible();
    await expect(canvas.getByText(/A large file \(13\.5 MB\) takes a few seconds/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next: map columns' })).toBeDisabled();
  },
};

/** An Orbis workbook: the "Results" sheet is chosen, "Search summary" is explained; the header row was found. */
export const Parsed: Story = {
  tags: ['screenshot'],
  args: {
    state: {
      status: 'parsed',
      fileName: 'orbis-export-distributors.xlsx',
      fileSize: 184_320,
      sheetNames: ['Search summary', 'Results'],
      sheet: 'Results',
      headerRow: 1,
      dataRows: 412,
      columns: 48,
      recognized: 47,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('orbis-export-distributors.xlsx')).toBeVisible();
    await expect(canvas.getByText('47 of 48')).toBeVisible();
    await expect(canvas.getByText(/"Search summary" sheet holds the search/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Sheet/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Search summary' }));
    await expect(args.onSheetChange).toHaveBeenCalledWith('Search summary');
    await userEvent.click(canvas.getByRole('button', { name: 'Next: map columns' }));
    await expect(args.onNext).toHaveBeenCalled();
  },
};

/** Capital IQ puts a title block above the headers: the header row is found further down. */
export const HeaderNotFirst: Story = {
  args: {
    state: { status: 'parsed', fileName: 'capiq-screen.csv', fileSize: 42_000, sheetNames: [], sheet: null, headerRow: 5, dataRows: 96, columns: 12, recognized: 9 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Row 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Sheet/ })).toBeNull();
  },
};

/** Another kind of content is refused with a clear message. */
export const WrongFile: Story = {
  args: { state: { status: 'error', fileName: 'minutes.docx', message: 'Upload a CSV or Excel file' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('minutes.docx: Upload a CSV or Excel file');
  },
};

/** A file without a single header cell (spec section 5). */
export const NoColumns: Story = {
  args: { state: { status: 'error', fileName: 'empty.csv', message: 'No columns found in the file' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No columns found in the file');
    await expect(canvas.getByRole('button', { name: 'Next: map columns' })).toBeDisabled();
  },
};

/** Too large for the limit: refused before it is read. */
export const TooLarge: Story = {
  args: { state: { status: 'error', fileName: 'all-of-europe.xlsx', message: 'The file is larger than 20 MB.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file is larger than 20 MB.');
  },
};
