import { proposeFinancialColumns, recognizedFinancialMetrics, validateFinancialSetup, type MetricColumnAssignment, type PliId } from '@quartile/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FinancialStep } from './FinancialStep.tsx';
import { ORBIS_HEADERS } from './importFixtures.ts';
import { phoneAndDesktopScreenshots } from '../../storybook/index.ts';

const RELATIVE_HEADERS = ['Company name', 'Country', 'Website', 'Operating revenue (Turnover)\nm USD\nLast avail. yr', 'Operating revenue (Turnover)\nm USD\nYear - 1', 'Operating P/L [=EBIT]\nm USD\nLast avail. yr', 'Operating P/L [=EBIT]\nm USD\nYear - 1'];

interface Args {
  headers: string[];
  startYear: number;
  endYear: number;
  /** Unset: on when the headers carry financial columns, as the wizard starts. */
  include?: boolean;
  relative: boolean;
  lastAvailableYear: number | null;
  isImporting: boolean;
  onImport: () => void;
}

/** The step as the page runs it: pre-filled columns, year changes, the spec's checks on Import. */
function Stateful(args: Args) {
  const recognized = recognizedFinancialMetrics(args.headers);
  const [include, setInclude] = useState(args.include ?? recognized.length > 0);
  const [pli, setPli] = useState<PliId>('OM');
  const [startYear, setStart] = useState(args.startYear);
  const [endYear, setEnd] = useState(args.endYear);
  const [last, setLast] = useState(args.lastAvailableYear);
  const [manual, setManual] = useState<MetricColumnAssignment[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const columns = manual ?? (startYear <= endYear ? proposeFinancialColumns(args.headers, { startYear, endYear, lastAvailableYear: last }) : []);
  return (
    <FinancialStep
      headers={args.headers}
      recognizedMetrics={recognized}
      include={include}
      onIncludeChange={setInclude}
      pli={pli}
      onPliChange={setPli}
      startYear={startYear}
      endYear={endYear}
      onStartYearChange={(y) => (setStart(y), setErrors([]))}
      onEndYearChange={(y) => (setEnd(y), setErrors([]))}
      relative={args.relative}
      lastAvailableYear={last}
      onLastAvailableYearChange={setLast}
      columns={columns}
      onColumnChange={(metric, year, column) => {
        const rest = columns.filter((c) => !(c.metric === metric && c.year === year));
        setManual(column === null ? rest : [...rest, { metric, year, column, scale: 'units', currency: null }]);
        setErrors([]);
      }}
      onUnitChange={(metric, scale) => setManual(columns.map((c) => (c.metric === metric ? { ...c, scale } : c)))}
      errors={errors}
      rowCount={412}
      isImporting={args.isImporting}
      onBack={fn()}
      onImport={() => {
        const found = validateFinancialSetup({
          includeFinancials: include,
          startYear,
          endYear,
          mapping: Object.fromEntries(columns.map((c) => [String(c.year), { [c.metric]: args.headers[c.column] }])),
        });
        setErrors(found);
        if (found.length === 0) args.onImport();
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Companies/Upload wizard/3 Financial data',
  component: Stateful,
  args: { headers: ORBIS_HEADERS, startYear: 2022, endYear: 2023, relative: false, lastAvailableYear: null, isImporting: false, onImport: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Columns with explicit years are pre-filled with their unit (th EUR); the PLI's metrics come first. */
export const Prefilled: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Revenue 2023/ })).toHaveTextContent('Operating revenue (Turnover) · th EUR · 2023');
    await expect(canvas.getByRole('button', { name: /Operating profit 2022/ })).toHaveTextContent('Operating P/L [=EBIT] · th EUR · 2022');
    await expect(canvas.getByRole('button', { name: /Unit of Revenue/ })).toHaveTextContent('Thousands (th) EUR');
    await userEvent.click(canvas.getByRole('button', { name: 'Import 412 companies' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

/** `Last avail. yr` and `Year - 1` resolve against the last available year the person confirms. */
export const RelativePeriods: Story = {
  args: { headers: RELATIVE_HEADERS, relative: true, lastAvailableYear: 2024, startYear: 2023, endYear: 2024 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Last available year' })).toHaveValue('2024');
    await expect(canvas.getByRole('button', { name: /Revenue 2024/ })).toHaveTextContent('Last avail. yr');
    await expect(canvas.getByRole('button', { name: /Revenue 2023/ })).toHaveTextContent('Year - 1');
    await expect(canvas.getByRole('button', { name: /Unit of Revenue/ })).toHaveTextContent('Millions (m) USD');
  },
};

/** Financial columns were recognized in the headers: the switch starts on and says why. */
export const OnBecauseColumnsRecognized: Story = {
  tags: ['screenshot'],
  parameters: phoneAndDesktopScreenshots,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Include financial data' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('On because financial columns were recognized in the headers (revenue, cost of goods sold, operating profit).');
    await expect(canvas.getByRole('table', { name: 'Financial columns by year' })).toBeVisible();
  },
};

/** An export of 2007–2009 for a study of 2010–2012: the step says why no column is pre-filled, before the import is refused. */
export const FileYearsOutsideTheStudy: Story = {
  args: {
    headers: ['Company name Latin alphabet', 'Country ISO code', 'Operating revenue (Turnover)\nth USD\n2009', 'Operating revenue (Turnover)\nth USD\n2008', 'Operating P/L [=EBIT]\nth USD\n2009', 'Operating P/L [=EBIT]\nth USD\n2007'],
    startYear: 2010,
    endYear: 2012,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Include financial data' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "The file's financial columns are for 2007–2009, none of them in the years chosen (2010–2012). A study takes years from 2010 to 2029: import without financial data, or export later years.",
    );
  },
};

/** Columns for some of the chosen years: no note. */
export const FileYearsInsideTheStudy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A list with company fields only: the switch starts off and says why. */
export const OffBecauseNoneRecognized: Story = {
  tags: ['screenshot'],
  parameters: phoneAndDesktopScreenshots,
  args: { headers: ['Company name', 'Country', 'Website', 'Trade description (English)'] },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Include financial data' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Off because no financial columns were recognized in the headers.');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The start year cannot be after the end year (spec section 5). */
export const StartAfterEnd: Story = {
  args: { startYear: 2024, endYear: 2022 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import 412 companies' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The start year cannot be after the end year');
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

/** Financial data included, but no column mapped: at least one financial field is required. */
export const NoFinancialField: Story = {
  args: { headers: ['Company name', 'Country', 'Website'], startYear: 2022, endYear: 2023, include: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('No financial columns were recognized in the headers: choose the column of each figure below.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Revenue 2023/ })).toHaveTextContent('Not mapped');
    await userEvent.click(canvas.getByRole('button', { name: 'Import 412 companies' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Map at least one financial field');
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

/** Without financial data only the company fields are imported. */
export const WithoutFinancials: Story = {
  args: { include: false },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('switch', { name: 'Include financial data' })).not.toBeChecked();
    // Switched off although the headers carry figures: the note still says what they carry.
    await expect(canvas.getByText(/^Financial columns were recognized in the headers \(revenue, .*\); switch on to import them\.$/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 412 companies' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

/** While the rows go to the server. */
export const Importing: Story = {
  args: { isImporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Importing/ })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};
