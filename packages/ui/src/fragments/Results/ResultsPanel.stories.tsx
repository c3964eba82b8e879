import type { Company, CompanyFinancials, ResultsSettings } from '@quartile/api';
import { fixtureId, makeCompany } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResultsPanel } from './ResultsPanel.tsx';
import { type Canvas, pressTryAgain, useHeld } from '../../storybook/index.ts';

const YEARS = [2021, 2022, 2023];

/** Three years of a distributor's P&L at the given operating margins (% of sales). */
function pnl(revenue: number, margins: readonly number[], gross = 24): CompanyFinancials[] {
  return YEARS.map((year, i) => {
    const sales = revenue * (0.94 + 0.03 * i);
    const op = (sales * (margins[i] ?? margins[0]!)) / 100;
    const gp = (sales * gross) / 100;
    return {
      year,
      revenue: Math.round(sales),
      cost_of_goods_sold: Math.round(sales - gp),
      gross_profit: Math.round(gp),
      operating_expenses: Math.round(gp - op),
      total_costs: Math.round(sales - op),
      operating_profit: Math.round(op),
      net_profit: Math.round(op * 0.75),
      total_assets: Math.round(sales * 0.6),
      capital_employed: Math.round(sales * 0.35),
    };
  });
}

const ACCEPTED: [string, string, number, number[]][] = [
  ['Nordhavn Industrial Supply A/S', 'Denmark', 48_200, [3.1, 3.4, 2.9]],
  ['Kallio Flow Solutions Oy', 'Finland', 22_700, [4.2, 4.6, 4.9]],
  ['Danubia Industrial Kft.', 'Hungary', 20_900, [2.2, 2.6, 2.4]],
  ['Iberflux Distribución S.L.', 'Spain', 18_400, [5.8, 6.1, 6.6]],
  ['Polder Pompen B.V.', 'Netherlands', 27_100, [3.9, 3.7, 4.1]],
  ['Celtic Pump Distributors Ltd', 'Ireland', 15_200, [1.4, 1.1, 1.9]],
  ['Alpenfluss Handels GmbH', 'Austria', 41_600, [4.8, 5.2, 5.0]],
  ['Vestfold Maskin AS', 'Norway', 35_900, [-1.5, 9.8, 11.2]],
];

function study(count = ACCEPTED.length): Company[] {
  const accepted = ACCEPTED.slice(0, count).map(([name, country, revenue, margins], i) =>
    makeCompany(i + 1, {
      id: fixtureId('company', i + 1),
      name,
      country,
      status: i % 3 === 1 ? 'Accepted after Review' : 'Accepted using Criteria',
      financial_data: pnl(revenue, margins),
    }),
  );
  // Companies outside the accepted set never enter the range.
  const rejected = makeCompany(20, {
    id: fixtureId('company', 20),
    name: 'Brightwater Components GmbH',
    status: 'Rejected using Criteria',
    financial_data: pnl(131_500, [18, 19, 21]),
  });
  return [...accepted, rejected];
}

const TESTED = {
  description: 'Helvetia Pumps Nordic AB distributes industrial pumps in Sweden as a limited-risk distributor.',
  financials: pnl(60_000, [2.0, 2.3, 2.2]),
};
const SETTINGS: ResultsSettings = { pli: 'OM', method: 'us-482', aggregation: 'weighted', years: YEARS, exclusions: [], wca: null };

type Args = React.ComponentProps<typeof ResultsPanel>;

/** The page keeps the settings and saves them; here a state stands in for it. */
function Stateful(args: Args) {
  const [settings, onSettingsChange] = useHeld(args.settings, args.onSettingsChange);
  return <ResultsPanel {...args} settings={settings} onSettingsChange={onSettingsChange} />;
}

const meta = {
  title: 'Fragments/Benchmarks/ResultsPanel',
  component: ResultsPanel,
  args: {
    state: 'ready',
    companies: study(),
    financialYears: YEARS,
    testedParty: TESTED,
    settings: SETTINGS,
    onSettingsChange: fn(),
    saveState: 'saved',
    onRetrySave: fn(),
    onRetry: fn(),
    onSaveTestedParty: fn(async () => undefined),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ResultsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const stat = (canvas: Canvas, name: string) => canvas.getByRole('group', { name });

/** Eight accepted comparables, the US interquartile range and the tested party below it. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(stat(canvas, "Arm's length range")).toHaveTextContent('2.77% – 5.59%');
    await expect(stat(canvas, 'Median')).toHaveTextContent('4.24%');
    await expect(stat(canvas, 'Tested party')).toHaveTextContent('2.17%');
    await expect(stat(canvas, 'Tested party')).toHaveTextContent('Below the range');
    await expect(stat(canvas, 'Tested party')).toHaveTextContent('Adjustment +2.07 pp to the median.');
    await expect(stat(canvas, 'Comparables in the range')).toHaveTextContent('8 of 8');
    await expect(canvas.getByRole('img', { name: 'Range chart' })).toHaveAccessibleDescription(
      /8 comparables; lower quartile 2.77%, upper 5.59%, median 4.24%; tested party 2.17%, below the range/,
    );
    const table = canvas.getByRole('table', { name: /8 accepted comparables/ });
    await expect(within(table).queryByText('Brightwater Components GmbH')).not.toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Weighted average' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Median' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('All changes saved');
  },
};

/** Changing the PLI, aggregation, method and years recomputes at once and reports the new settings. */
export const ChangeSettings: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Profit level indicator/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Net cost plus (full-cost markup) (NCP)' }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ pli: 'NCP' }));
    await userEvent.click(canvas.getByRole('button', { name: /Range method/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Excel QUARTILE.INC' }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ pli: 'NCP', method: 'excel-inc' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '2021' }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ years: [2022, 2023] }));
    await expect(canvas.getByRole('table', { name: /over 2022–2023/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '2022' }));
    // The last year cannot be cleared.
    await expect(canvas.getByRole('checkbox', { name: '2023' })).toBeDisabled();
  },
};

/** Excluding needs a reason; the comparable stays listed, greyed, and leaves the range. */
export const ExcludeAndInclude: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Exclude Vestfold Maskin AS' }));
    const dialog = await body.findByRole('dialog', { name: 'Exclude Vestfold Maskin AS from the range' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'loss in 2021, restructuring');
    // No reason is chosen in advance: the person picks one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude from the range' }));
    await expect(within(dialog).getByText('Choose why this comparable leaves the range.')).toBeVisible();
    await expect(args.onSettingsChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Persistent losses' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude from the range' }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        exclusions: [{ company_id: fixtureId('company', 8), reason: 'Persistent losses: loss in 2021, restructuring' }],
      }),
    );
    await expect(stat(canvas, 'Comparables in the range')).toHaveTextContent('7 of 8');
    await expect(stat(canvas, 'Comparables in the range')).toHaveTextContent('1 excluded');
    await expect(canvas.getByText('Persistent losses: loss in 2021, restructuring')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Include Vestfold Maskin AS' }));
    await expect(stat(canvas, 'Comparables in the range')).toHaveTextContent('8 of 8');
  },
};

/** "Other" needs the reason in the person's words. */
export const ExcludeNeedsReason: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Exclude Celtic Pump Distributors Ltd' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude from the range' }));
    await expect(within(dialog).getByText('Give a reason for excluding this comparable.')).toBeVisible();
    await expect(args.onSettingsChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** The working-capital adjustment with its inputs per company and the adjusted values. */
export const WorkingCapitalAdjustment: Story = {
  args: {
    settings: {
      ...SETTINGS,
      wca: {
        method: 'simplified',
        rate: 0.05,
        tested: { receivables: 9_000, inventory: 12_000, payables: 6_000 },
        comparables: Object.fromEntries(
          ACCEPTED.slice(0, 7).map(([, , revenue], i) => [
            fixtureId('company', i + 1),
            { receivables: revenue * 0.18, inventory: revenue * 0.12, payables: revenue * 0.1 },
          ]),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Apply a working-capital adjustment' })).toBeChecked();
    const inputs = canvas.getByRole('table', { name: /Working-capital inputs/ });
    await expect(within(inputs).getByRole('textbox', { name: 'Receivables of the tested party' })).toHaveValue('9,000');
    await expect(within(inputs).getByText('Enter receivables, inventory and payables.')).toBeVisible();
    const table = canvas.getByRole('table', { name: /8 accepted comparables/ });
    await expect(within(table).getByRole('columnheader', { name: 'Working-capital adjustment' })).toBeVisible();
    await expect(stat(canvas, 'Comparables in the range')).toHaveTextContent('7 of 8');
    await expect(stat(canvas, 'Comparables in the range')).toHaveTextContent('1 without a value');
  },
};

/** Turning the adjustment on starts empty; a PLI other than OM or NCP cannot be adjusted. */
export const WorkingCapitalOff: Story = {
  args: { settings: { ...SETTINGS, pli: 'GM' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Apply a working-capital adjustment' })).toBeDisabled();
    await expect(canvas.getByText(/Choose one of them to adjust/)).toBeVisible();
  },
};

/** India Rule 10CA with fewer than six comparables: no range, the mean and the tolerance. */
export const IndiaFewerThanSix: Story = {
  args: { companies: study(4), settings: { ...SETTINGS, method: 'india-10ca' } },
  play: async ({ canvas }) => {
    await expect(stat(canvas, "Arm's length range")).toHaveTextContent('No range');
    await expect(stat(canvas, "Arm's length range")).toHaveTextContent('Rule 10CA needs 6 values (4 here): the mean applies.');
    await expect(stat(canvas, 'Arithmetic mean')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Rule 10CA tolerance/ })).toHaveTextContent('Tolerance 3 % (other than wholesale)');
  },
};

/** Without the tested party's financials the range stands alone and says what is missing. */
export const NoTestedPartyFinancials: Story = {
  args: { testedParty: { description: '', financials: [] } },
  play: async ({ canvas }) => {
    await expect(stat(canvas, 'Tested party')).toHaveTextContent('Enter its financials to place it against the range.');
    await expect(canvas.getByText(/No financials yet/)).toBeVisible();
    await expect(canvas.getByText(/No description yet/)).toBeVisible();
  },
};

/** Editing the tested party's description and financials. */
export const EditTestedParty: Story = {
  args: { testedParty: { description: 'LRD', financials: [] } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit tested party' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit tested party' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Revenue 2023' }), '60000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Operating profit 2023' }), '1320');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tested party' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSaveTestedParty).toHaveBeenCalledWith({
      tested_party_description: 'LRD',
      financials: [expect.objectContaining({ year: 2023, revenue: 60000, operating_profit: 1320, cost_of_goods_sold: null })],
    });
  },
};

/** A failed save keeps the dialog and what was typed, and says why. */
export const EditTestedPartyFails: Story = {
  args: { onSaveTestedParty: fn(async () => Promise.reject(new Error('Failed to save changes'))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit tested party' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit tested party' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Commissionaire');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save tested party' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save changes');
    await expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Commissionaire');
  },
};

/** No comparable has total assets: ROA has no values and no range. */
export const NoValues: Story = {
  args: {
    companies: study().map((c) => ({ ...c, financial_data: c.financial_data.map((y) => ({ ...y, total_assets: null })) })),
    testedParty: { ...TESTED, financials: TESTED.financials.map((y) => ({ ...y, total_assets: null })) },
    settings: { ...SETTINGS, pli: 'ROA' },
  },
  play: async ({ canvas }) => {
    await expect(stat(canvas, "Arm's length range")).toHaveTextContent('No comparable has a value for these years.');
    await expect(canvas.getByText(/No comparable has a value for the chosen PLI and years/)).toBeVisible();
    await expect(canvas.getAllByText('No value')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: { companies: [makeCompany(2, { status: 'Rejected using Criteria' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No accepted comparables yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit tested party' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
  },
};

export const SaveFailed: Story = {
  args: { saveState: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save changes');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetrySave).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', companies: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading results');
  },
};

export const ServerError: Story = {
  args: { state: 'error', companies: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch data');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Issue 19: criteria version 2 is current; the first two accepted comparables were decided under version 1. */
const afterCriteriaChange = (): Company[] =>
  study().map((c, i) => (i < 2 || !c.analysis ? c : { ...c, analysis: { ...c.analysis, criteria_version: 2 } }));

/** Outdated decisions are left out of the range until re-run, or included with an acknowledgement. */
export const OutdatedLeftOut: Story = {
  args: {
    companies: afterCriteriaChange(),
    rangeBasis: { criteriaVersion: 2, includeOutdated: false, chosenBy: null, chosenAt: null, onChange: fn(async () => undefined) },
  },
  play: async ({ canvas, args, userEvent }) => {
    const notice = canvas.getByRole('region', { name: 'Outdated decisions' });
    await expect(notice).toHaveTextContent(
      '2 of 8 accepted comparables were decided under criteria older than version 2: the range uses current decisions only and leaves them out until re-run.',
    );
    await expect(stat(canvas, 'Comparables in the range')).toHaveTextContent('6 of 6');
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('2 outdated decisions left out');
    const include = within(notice).getByRole('button', { name: 'Include outdated decisions' });
    await expect(include).toBeDisabled();
    await userEvent.click(within(notice).getByRole('checkbox', { name: 'I acknowledge that 2 decisions were made under older criteria' }));
    await userEvent.click(include);
    await expect(args.rangeBasis!.onChange).toHaveBeenCalledWith(true);
  },
};

/** Outdated decisions included with Asha Rao's acknowledgement: marked in the chart's legend. */
export const OutdatedIncluded: Story = {
  args: {
    companies: afterCriteriaChange(),
    rangeBasis: { criteriaVersion: 2, includeOutdated: true, chosenBy: 'Asha Rao', chosenAt: '2026-11-27T05:30:00.000Z', onChange: fn(async () => undefined) },
  },
  play: async ({ canvas, args, userEvent }) => {
    const notice = canvas.getByRole('region', { name: 'Outdated decisions' });
    await expect(notice).toHaveTextContent(
      'The range includes 2 outdated decisions of 8 accepted comparables (criteria older than version 2), acknowledged by Asha Rao on 2026-11-27 05:30 UTC.',
    );
    await expect(stat(canvas, 'Comparables in the range')).toHaveTextContent('8 of 8');
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('Outdated decision (older criteria)');
    await userEvent.click(within(notice).getByRole('button', { name: 'Use current decisions only' }));
    await expect(args.rangeBasis!.onChange).toHaveBeenCalledWith(false);
  },
};
