import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeCompany, makeSourceDocument } from '@quartile/api/mocks';
import { finishedJob, runningJob, webSearchCompanies, webSearchResults } from './analystFixtures.ts';
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
    results: webSearchResults(),
    onShowSource: fn(),
    onCloseSource: fn(),
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

/** Analysed from the description without a website read (the offline demo): "Description only", not "Not checked yet". */
export const DescriptionOnly: Story = {
  args: {
    companies: [
      { ...byName('Baltic Hydro Parts UAB'), status: 'Accepted using Criteria', automated_decision: makeCompany(1, { status: 'Accepted using Criteria' }).automated_decision },
      byName('Vestfold Maskin AS'),
    ],
    results: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(row(canvasElement, 'Baltic Hydro Parts UAB')).toHaveTextContent('Description only');
    await expect(canvas.getByText('Websites read').closest('dl')!).toHaveTextContent('Companies2Websites read1With issues0Description only1Not checked0');
    await userEvent.click(canvas.getByRole('radio', { name: 'Description only (1)' }));
    await expect(within(canvas.getByRole('list', { name: 'Company websites' })).getAllByRole('listitem')).toHaveLength(1);
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
    // Left out of the web search is not left out of the analysis: the other sources are named (ADR 0031).
    await expect(body.getByText(/analysed from their database description, the activity codes of the uploaded file \(NACE, US SIC, NAICS\) or an annual report/)).toBeVisible();
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
    await expect(canvas.getByText('Analysis in progress: start the web search when it has finished.')).toBeVisible();
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

/** Opens a company's web search details and answers the section. */
async function openDetails(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(row(canvasElement, name)).getByRole('button', { name: `Web search details: ${name}` }));
  return within(within(row(canvasElement, name)).getByRole('region', { name: 'Web search' }));
}

/** The homepage answered HTTP 404: the reason shows under the address, the details say which page and when. */
export const NotFoundDetail: Story = {
  play: async ({ canvasElement }) => {
    const name = 'Brightwater Components GmbH';
    await expect(row(canvasElement, name)).toHaveTextContent('URL Not Found');
    await expect(within(row(canvasElement, name)).getByText('HTTP 404')).toBeVisible();
    const toggle = within(row(canvasElement, name)).getByRole('button', { name: `Web search details: ${name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = await openDetails(canvasElement, name);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(details.getByText('URL Not Found: HTTP 404')).toBeVisible();
    await expect(details.getByRole('link', { name: 'brightwater-components.example' })).toHaveAttribute('href', 'https://brightwater-components.example/');
    await expect(details.getByRole('list', { name: 'Pages not read' })).toHaveTextContent('brightwater-components.exampleHTTP 404');
    await expect(details.queryByRole('list', { name: 'Pages read' })).toBeNull();
    await expect(details.getByText('2 Jun 2025, 09:12 UTC')).toBeVisible();
    // A company the web search has not reached has no details to open.
    await expect(within(row(canvasElement, 'Baltic Hydro Parts UAB')).queryByRole('button', { name: /^Web search details/ })).toBeNull();
  },
};

/** robots.txt disallows the homepage: nothing was fetched, and the details say so. */
export const RobotsDisallowed: Story = {
  play: async ({ canvasElement }) => {
    const name = 'Lumen Retail Brands AB';
    await expect(row(canvasElement, name)).toHaveTextContent('Other');
    await expect(within(row(canvasElement, name)).getByText('robots.txt disallows the homepage')).toBeVisible();
    const details = await openDetails(canvasElement, name);
    await expect(details.getByText('Disallows the homepage: nothing was read')).toBeVisible();
    await expect(details.getByRole('list', { name: 'Pages disallowed by robots.txt' })).toHaveTextContent('lumenretail.example');
    await expect(details.queryByRole('list', { name: 'Pages read' })).toBeNull();
    await expect(details.queryByRole('list', { name: 'Pages not read' })).toBeNull();
  },
};

/** A website read: where it redirected, the pages read (each with its stored text), the page that failed and the one robots.txt kept out. */
export const ReadWithPages: Story = {
  play: async ({ canvasElement, args }) => {
    const name = 'Nordhavn Industrial Supply A/S';
    await expect(row(canvasElement, name)).toHaveTextContent('Website read');
    const details = await openDetails(canvasElement, name);
    await expect(details.getByText('Homepage read')).toBeVisible();
    await expect(details.getByText('Redirected to')).toBeVisible();
    // The address it redirected to, and the same page again as the first page read.
    for (const link of details.getAllByRole('link', { name: 'www.nordhavn-supply.example/en' })) await expect(link).toHaveAttribute('href', 'https://www.nordhavn-supply.example/en/');
    await expect(details.getByText('Read and honoured')).toBeVisible();
    const read = within(details.getByRole('list', { name: 'Pages read' }));
    await expect(read.getAllByRole('listitem')).toHaveLength(3);
    await expect(read.getByRole('link', { name: 'www.nordhavn-supply.example/en/about-us' })).toHaveAttribute('target', '_blank');
    await expect(details.getByRole('list', { name: 'Pages not read' })).toHaveTextContent('www.nordhavn-supply.example/en/careersHTTP 404');
    await expect(details.getByRole('list', { name: 'Pages disallowed by robots.txt' })).toHaveTextContent('www.nordhavn-supply.example/en/investors');
    await userEvent.click(read.getByRole('button', { name: 'Stored text of www.nordhavn-supply.example/en/about-us' }));
    await expect(args.onShowSource).toHaveBeenCalledWith(byName(name), byName(name).sources[1]!.id);
  },
};

/** A page's stored text open under its company: the whole text as it was read, without a highlight. */
export const StoredPageText: Story = {
  args: {
    source: {
      companyId: byName('Nordhavn Industrial Supply A/S').id,
      sourceId: byName('Nordhavn Industrial Supply A/S').sources[1]!.id,
      quote: '',
      state: 'ready',
      document: makeSourceDocument({ id: byName('Nordhavn Industrial Supply A/S').sources[1]!.id, url: 'https://www.nordhavn-supply.example/en/about-us', title: 'About us' }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const name = 'Nordhavn Industrial Supply A/S';
    await openDetails(canvasElement, name);
    const viewer = within(row(canvasElement, name));
    await expect(viewer.getByRole('heading', { name: 'Source: About us' })).toBeVisible();
    await expect(viewer.getByLabelText('Whole source text')).toHaveTextContent('Wholesale distributor of pumps');
    await expect(viewer.queryByRole('alert')).toBeNull();
    await userEvent.click(viewer.getByRole('button', { name: 'Close source' }));
    await expect(args.onCloseSource).toHaveBeenCalled();
  },
};

const DETAILS_NOTICE = 'Failed to fetch data: the web search details could not be loaded. The website labels below are up to date.';

/** The details could not be loaded: each website keeps its label, a calm notice says what is missing, and Try again reloads. */
export const DetailsServerError: Story = {
  tags: ['screenshot'],
  args: { results: [], resultsFailed: true, onRetryResults: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(DETAILS_NOTICE);
    await expect(notice).toBeVisible();
    // Said as a status, not an alert: the tab stays usable.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(row(canvasElement, 'Brightwater Components GmbH')).toHaveTextContent('URL Not Found');
    await expect(row(canvasElement, 'Nordhavn Industrial Supply A/S')).toHaveTextContent('Website read');
    await expect(canvas.queryByRole('button', { name: /^Web search details/ })).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryResults).toHaveBeenCalledOnce();
  },
};

/** Trying again: the notice stays and says so, its button disabled, until the answer comes. */
export const DetailsRetrying: Story = {
  args: { results: [], resultsFailed: true, isRetryingResults: true, onRetryResults: fn() },
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(DETAILS_NOTICE);
    const button = within(notice).getByRole('button', { name: 'Trying again…' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRetryResults).not.toHaveBeenCalled();
  },
};
