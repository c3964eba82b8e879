import { makeAgents } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FileIcon } from '../../icons/icons.tsx';
import { AgentsHome, AgentsHomeCard } from './AgentsHome.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const meta = {
  title: 'Fragments/Agents/AgentsHome',
  component: AgentsHome,
  args: {
    state: 'ready',
    agents: makeAgents(),
    linkFor: (agent) =>
      agent.available
        ? agent.id === 'industry_overview'
          ? { href: '/agents/industry-overview', label: 'Open industry overviews' }
          : { href: '/benchmarks', label: 'Open benchmarks' }
        : null,
    unavailableReason: () => 'Not enabled for your firm. Ask your Quartile contact to switch it on.',
  },
} satisfies Meta<typeof AgentsHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['screenshot'],
  args: {
    extra: (
      <AgentsHomeCard
        id="card-fars"
        title="Financial analysis reports"
        description="FAR reports for your tested parties: functions, assets and risks, characterisation and multi-year financial analysis."
        icon={<FileIcon size={18} />}
        link={{ href: '/fars', label: 'Open FAR reports' }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    for (const name of ['Research Analyst', 'Review Analyst', 'Industry Overview', 'Financial analysis reports']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const overview = canvas.getByRole('article', { name: 'Industry Overview' });
    await expect(within(overview).getByText('Enabled')).toBeVisible();
    await expect(within(overview).getByRole('link', { name: 'Open industry overviews' })).toHaveAttribute(
      'href',
      '/agents/industry-overview',
    );
    await expect(within(overview).getByText('Agents: Industry overviews')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Research Analyst' })).getByRole('list', { name: 'What the Research Analyst does' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open FAR reports' })).toHaveAttribute('href', '/fars');
  },
};

export const IndustryOverviewNotEnabled: Story = {
  args: { agents: makeAgents({ industry_overview: { available: false } }) },
  play: async ({ canvas }) => {
    const overview = canvas.getByRole('article', { name: 'Industry Overview' });
    await expect(within(overview).getByText('Not enabled')).toBeVisible();
    await expect(within(overview).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(overview).getByText('Not enabled for your firm. Ask your Quartile contact to switch it on.')).toBeVisible();
  },
};

export const NonEmployee: Story = {
  args: { linkFor: () => null, unavailableReason: () => 'Available to your firm’s employees.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getAllByText('Available to your firm’s employees.')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { state: 'loading', agents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading agents');
  },
};

export const ServerError: Story = {
  args: { state: 'error', agents: [], onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(within(canvas.getByRole('alert')).getByRole('heading', { name: 'Failed to fetch data' })).toBeVisible();
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
