import { makeIndustryOverview } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { IndustryOverviewReport } from './IndustryOverviewReport.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const meta = {
  title: 'Fragments/Agents/IndustryOverviewReport',
  component: IndustryOverviewReport,
  args: {
    state: 'ready',
    overview: makeIndustryOverview(1),
    backHref: '/agents/industry-overview',
    onRun: fn(),
    onExport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof IndustryOverviewReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wholesale distribution' })).toBeVisible();
    // One pass over the page for the section headings (role queries over a long page are slow).
    const sections = canvas.getAllByRole('region');
    await expect(sections.map((s) => s.querySelector('h2')?.textContent)).toEqual([
      'Market definition',
      'Companies in the firm’s data',
      'Size and financial profile',
      'Key players',
      'Risks',
      'Trends',
      'Sources',
    ]);
    const companies = within(sections[1]!).getByRole('grid', { name: 'Companies' });
    await expect(await within(companies).findByRole('rowheader', { name: 'Nordhavn Industrial Supply A/S' })).toBeVisible();
    await expect(within(companies).getByText('141M')).toBeVisible();
    await expect(within(companies).getByText('5.4%')).toBeVisible();
  },
};

/** Reading a statement's citations, exporting and running again. */
export const ReadCitationsAndExport: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const market = within(canvas.getAllByRole('region')[0]!);
    const cite = market.getByRole('button', { name: 'Show 2 citations 1, 2' });
    await userEvent.click(cite);
    await expect(cite).toHaveAttribute('aria-expanded', 'true');
    const quotes = market.getByRole('list', { name: 'Citations' });
    await expect(within(quotes).getByText(/“Nordhavn Industrial Supply A\/S is an independent wholesale distributor/)).toBeVisible();
    await expect(within(quotes).getByText(/Kattegat Bearings ApS: database description/)).toBeVisible();
    await userEvent.click(cite);
    await expect(market.queryByRole('list', { name: 'Citations' })).not.toBeInTheDocument();
    const header = within(canvas.getByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: /Export/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Word document (DOCX)' }));
    await expect(args.onExport).toHaveBeenCalledWith('docx');
    await userEvent.click(header.getByRole('button', { name: 'Run again' }));
    await expect(args.onRun).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { overview: makeIndustryOverview(3) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Pending', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ready to generate' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Run the generation' }));
    await expect(args.onRun).toHaveBeenCalled();
  },
};

export const JobCreated: Story = {
  args: { overview: makeIndustryOverview(5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Job Created', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Queued' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Waiting for a worker' })).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Running: Story = {
  tags: ['screenshot'],
  args: { overview: makeIndustryOverview(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Running', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Writing the overview of 7 companies' })).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.queryByRole('button', { name: /Run/ })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { overview: makeIndustryOverview(4) },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'The run failed' })).toBeVisible();
    await expect(alert).toHaveTextContent('None of the firm’s 4 companies in Mexico describe themselves as Automotive components.');
    await userEvent.click(canvas.getByRole('button', { name: 'Run again' }));
    await expect(args.onRun).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', overview: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading industry overview');
  },
};

export const NotFound: Story = {
  args: { state: 'notFound', overview: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Industry overview not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to industry overviews' })).toHaveAttribute('href', '/agents/industry-overview');
  },
};

export const ServerError: Story = {
  args: { state: 'error', overview: null },
  play: async ({ canvas, args, userEvent }) => {
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
