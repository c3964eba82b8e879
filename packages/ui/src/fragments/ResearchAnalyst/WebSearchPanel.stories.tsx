import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { finishedJob, runningJob, webSearchCompanies } from './analystFixtures.ts';
import { WebSearchPanel } from './WebSearchPanel.tsx';

const companies = webSearchCompanies();
const byName = (name: string) => companies.find((c) => c.name === name)!;

const meta = {
  title: 'Fragments/ResearchAnalyst/WebSearchPanel',
  component: WebSearchPanel,
  args: {
    companies,
    run: null,
    onStart: fn(async () => undefined),
    onCancelRun: fn(),
    onForceValidate: fn(async () => undefined),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WebSearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('list', { name: 'Company websites' })).getByRole('listitem', { name });

/** Every website state with its label: read, the four issue labels, missing, invalid, validated by hand, not checked. */
export const Labels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected: [string, string][] = [
      ['Nordhavn Industrial Supply A/S', 'Website read'],
      ['Brightwater Components GmbH', 'URL Not Found'],
      ['Kallio Flow Solutions Oy', 'URL Inaccessible'],
      ['Adriatic Valve Trading d.o.o.', 'Reading Issue'],
      ['Lumen Retail Brands AB', 'Other'],
      ['Celtic Pump Distributors Ltd', 'Missing website'],
      ['Danubia Industrial Kft.', 'Invalid URL'],
      ['Vestfold Maskin AS', 'URL manually validated'],
      ['Baltic Hydro Parts UAB', 'Not checked yet'],
    ];
    for (const [name, label] of expected) await expect(row(canvasElement, name)).toHaveTextContent(label);
    await expect(row(canvasElement, 'Nordhavn Industrial Supply A/S')).toHaveTextContent('3 pages stored');
    const counts = canvas.getByText('Websites read').closest('dl')!;
    await expect(counts).toHaveTextContent('Companies10Websites read2With issues6Not checked2');
    await expect(canvas.getByRole('radio', { name: 'Issues (6)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Issues (6)' }));
    const list = canvas.getByRole('list', { name: 'Company websites' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'Croatia');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('listitem')).toHaveTextContent('Reading Issue');
  },
};

/** The warning dialog: the companies the web search takes and those it leaves out, with why. */
export const WarningDialog: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start web search' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Start web search' });
    const body = within(dialog);
    await waitFor(() => expect(body.getByRole('heading', { name: 'Ready: 7 companies' })).toBeVisible());
    await expect(body.getByRole('heading', { name: 'Excluded: 3 companies' })).toBeVisible();
    const excluded = body.getByRole('list', { name: 'Excluded companies' });
    await expect(excluded).toHaveTextContent('Celtic Pump Distributors LtdMissing website');
    await expect(excluded).toHaveTextContent('Danubia Industrial Kft.Invalid URL');
    await expect(excluded).toHaveTextContent('Excluded Pumps AGExcluded: Persistent losses');
    await expect(body.getByRole('list', { name: 'Ready companies' })).toHaveTextContent('Brightwater Components GmbH');
    await userEvent.click(body.getByRole('button', { name: 'Start web search (7 companies)' }));
    await expect(args.onStart).toHaveBeenCalledWith(
      ['Nordhavn Industrial Supply A/S', 'Brightwater Components GmbH', 'Kallio Flow Solutions Oy', 'Adriatic Valve Trading d.o.o.', 'Lumen Retail Brands AB', 'Vestfold Maskin AS', 'Baltic Hydro Parts UAB'].map((n) => byName(n).id),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Nothing can be searched: the dialog says so and cannot start. */
export const NothingReady: Story = {
  args: { companies: companies.filter((c) => ['Celtic Pump Distributors Ltd', 'Danubia Industrial Kft.'].includes(c.name ?? '')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start web search' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Start web search' }));
    await waitFor(() => expect(dialog.getByText('No company is ready: see why below.')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Start web search (0 companies)' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
};

/** A website labelled URL Not Found is marked as valid by the person who checked it. */
export const ForceValidate: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(row(canvasElement, 'Brightwater Components GmbH')).getByRole('button', { name: 'Mark as valid: Brightwater Components GmbH' }));
    const alert = within(await within(document.body).findByRole('alertdialog', { name: 'Mark the website as valid?' }));
    await waitFor(() => expect(alert.getByText(/was labelled URL Not Found/)).toBeVisible());
    await userEvent.click(alert.getByRole('button', { name: 'Mark as valid' }));
    await expect(args.onForceValidate).toHaveBeenCalledWith(byName('Brightwater Components GmbH'));
  },
};

/** A web search running: live progress, cancel, and no second start. */
export const InProgress: Story = {
  args: { run: runningJob('web_search') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Web search in progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
    await expect(canvas.getByRole('status')).toHaveTextContent('8 of 12 companies done · 1 failed · 2 in progress');
    await expect(canvas.getByRole('button', { name: 'Start web search' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel run' }));
    await expect(args.onCancelRun).toHaveBeenCalled();
  },
};

/** Finished with failed companies: the run says how many; their labels say why. */
export const FinishedWithFailures: Story = {
  args: { run: finishedJob('web_search') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Web search finished with 2 failed companies' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('12 of 12 companies done · 2 failed');
    await expect(canvas.queryByRole('button', { name: 'Cancel run' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Start web search' })).toBeEnabled();
  },
};

/** An analysis is running: the web search waits for it. */
export const BlockedByAnalysis: Story = {
  args: { otherRun: runningJob('analysis') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An analysis is running: start the web search when it has finished.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start web search' })).toBeDisabled();
  },
};

/** No company list yet. */
export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No companies in this study yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start web search' })).toBeDisabled();
  },
};
