import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { FileStep, type FileStepProps, type FileStepState } from './FileStep.tsx';
import { phoneAndDesktopScreenshots } from '../../storybook/index.ts';

const meta = {
  title: 'Fragments/Companies/Upload wizard/1 File selection',
  component: FileStep,
  args: { state: { status: 'idle' }, onFiles: fn(), onSheetChange: fn(), onHeaderRowChange: fn(), onNext: fn() },
} satisfies Meta<typeof FileStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: drop a file or pick one; Next waits for a readable file. */
export const Idle: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Drop your company list here')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next: map columns' })).toBeDisabled();
  },
};

/** A large file is read in a Web Worker: the stage shows and the page stays usable. */
export const LargeFileProgress: Story = {
  args: { state: { status: 'parsing', fileName: 'orbis-10000.xlsx', fileSize: 14_200_000, stage: 'parsing' } },
  play: async ({ canvas }) => {
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
  play: async ({ canvas, args, userEvent }) => {
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

/** A Capital IQ screen: a title block above the column names, and the companies below. */
const CAPIQ_ROWS: unknown[][] = [
  ['S&P Capital IQ screening report', null, null, null],
  ['Run on 2025-03-01', null, null, null],
  ['Screen: Industrial distributors', 'Currency: USD', null, null],
  ['Company Name', 'Country/Region', 'Website', 'Total Revenue [FY 2023] ($USDmm, Historical rate)'],
  ['Acme Industrial Inc.', 'United States', 'acme-industrial.example.com', 412.5],
  ['Bolt Supply Co.', 'United States', 'boltsupply.example.com', 88],
  ['Crane Parts LLC', 'Canada', 'craneparts.example.com', 'n.a.'],
  ['Delta Fasteners Ltd.', 'Canada', 'deltafasteners.example.com', 57.25],
];

const capIqState = (headerRow: number, detectedHeaderRow: number): FileStepState => ({
  status: 'parsed',
  fileName: 'capiq-screen.csv',
  fileSize: 42_000,
  sheetNames: [],
  sheet: null,
  headerRow,
  detectedHeaderRow,
  firstRows: CAPIQ_ROWS,
  dataRows: CAPIQ_ROWS.length - headerRow,
  columns: CAPIQ_ROWS[headerRow - 1]!.filter((c) => c !== null).length,
  recognized: headerRow === 4 ? 4 : 0,
});

/** Capital IQ puts a title block above the headers: the header row is found further down and shown among the first rows. */
export const HeaderNotFirst: Story = {
  tags: ['screenshot'],
  parameters: phoneAndDesktopScreenshots,
  args: { state: capIqState(4, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Row 4', { exact: true })).toBeVisible();
    await expect(canvas.getByText(/Quartile took row 4 as the header row/)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'First rows of the sheet' });
    await expect(within(table).getByRole('row', { current: true })).toHaveTextContent(/Header · 4.*Company Name/);
    await expect(canvas.getByRole('button', { name: /Header row/ })).toHaveTextContent('Row 4 (found): Company Name · Country/Region · Website');
    await expect(canvas.queryByRole('button', { name: /Sheet/ })).toBeNull();
  },
};

/** The row the wizard found is a title line: the person picks the row with the column names, and the counts follow it. */
function ChoosingHeaderRow(props: FileStepProps) {
  const [row, setRow] = useState(3);
  return (
    <FileStep
      {...props}
      state={capIqState(row, 3)}
      onHeaderRowChange={(r) => {
        setRow(r);
        props.onHeaderRowChange?.(r);
      }}
    />
  );
}

export const HeaderRowChosenByHand: Story = {
  tags: ['screenshot'],
  parameters: phoneAndDesktopScreenshots,
  render: (args) => <ChoosingHeaderRow {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/Quartile took row 3 as the header row/)).toBeVisible();
    await expect(canvas.getByText('0 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Header row/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Row 4: Company Name · Country/Region · Website' }));
    await expect(args.onHeaderRowChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByText('Row 4 (chosen by you)')).toBeVisible();
    await expect(canvas.getByText(/Row 4 is the header row, chosen by you \(Quartile found row 3\)/)).toBeVisible();
    await expect(canvas.getByText('4 of 4')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'First rows of the sheet' });
    await expect(within(table).getByRole('row', { current: true })).toHaveTextContent(/Header · 4.*Company Name/);
  },
};

/** Another kind of content is refused with a clear message. */
export const WrongFile: Story = {
  args: { state: { status: 'error', fileName: 'minutes.docx', message: 'Upload a CSV or Excel file' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('minutes.docx: Upload a CSV or Excel file');
  },
};

/** A file without a single header cell (spec section 5). */
export const NoColumns: Story = {
  args: { state: { status: 'error', fileName: 'empty.csv', message: 'No columns found in the file' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No columns found in the file');
    await expect(canvas.getByRole('button', { name: 'Next: map columns' })).toBeDisabled();
  },
};

/** Too large for the limit: refused before it is read. */
export const TooLarge: Story = {
  args: { state: { status: 'error', fileName: 'all-of-europe.xlsx', message: 'The file is larger than 20 MB.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file is larger than 20 MB.');
  },
};
