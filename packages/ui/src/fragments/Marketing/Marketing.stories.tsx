import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgentCards, Announcement, CardGrid, CtaBand, Hero, PositionsTable, Section, Stats, Steps, TeamGrid } from './Marketing.tsx';
import { fullscreen } from '../../storybook/index.ts';

const meta = {
  title: 'Fragments/Marketing',
  component: Hero,
  parameters: fullscreen,
  args: { title: 'Transfer-pricing intelligence you can verify' },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeroWithAnnouncement: Story = {
  args: {
    eyebrow: 'AI for transfer pricing',
    lead: 'Analysis in minutes instead of days, with every decision linked to its source.',
    above: <Announcement badge="New" text="AI benchmarking studies are here" href="/benchmarking" />,
    actions: [
      { label: 'Request Demo', href: '/contact' },
      { label: 'View Pricing Plans', href: '/pricing' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transfer-pricing intelligence you can verify' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /AI benchmarking studies are here/ })).toHaveAttribute('href', '/benchmarking');
    await expect(canvas.getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/pricing');
  },
};

export const FeatureCards: Story = {
  render: () => (
    <Section id="features" title="Built for the work transfer-pricing teams defend">
      <CardGrid
        items={[
          { title: 'Uncompromising Accuracy', body: 'Each decision cites the passage it rests on.', icon: 'target' },
          { title: 'Fortress-Grade Security', body: 'A zero-trust data model.', icon: 'shield' },
          { title: 'Analysis at Light Speed', body: 'Analysis in minutes instead of days.', icon: 'bolt' },
        ]}
      />
    </Section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Built for the work transfer-pricing teams defend' });
    for (const title of ['Uncompromising Accuracy', 'Fortress-Grade Security', 'Analysis at Light Speed']) {
      await expect(within(region).getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
  },
};

export const StatsBand: Story = {
  render: () => (
    <Section>
      <Stats
        label="Quartile in numbers"
        items={[
          { value: '10x', label: 'faster analysis' },
          { value: 'Unbeatable', label: 'accuracy rate' },
          { value: '24/7', label: 'support' },
        ]}
      />
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10x')).toBeVisible();
    await expect(canvas.getByText('faster analysis')).toBeVisible();
    await expect(canvas.getByText('24/7')).toBeVisible();
  },
};

export const WorkflowSteps: Story = {
  render: () => (
    <Section id="workflow" title="How it works">
      <Steps
        items={[
          { title: 'Upload documents', body: 'Import the comparable set.' },
          { title: 'AI analysis', body: 'The agents research and screen each company.' },
          { title: 'Receive reports', body: 'Export the reviewed results.' },
        ]}
      />
    </Section>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('heading', { name: 'Upload documents' })).toBeVisible();
  },
};

export const Agents: Story = {
  render: () => (
    <Section id="agents" title="Meet the agents">
      <AgentCards
        agents={[
          {
            name: 'Research Analyst',
            summary: 'Finds and reads sources.',
            duties: ['Finds company sources: website, annual report and external profiles', 'Assigns product and service tags'],
            icon: 'search',
          },
          {
            name: 'Review Analyst',
            summary: 'Verifies the research.',
            duties: ['Verifies sources and citations', 'Runs independence checks for related-party links'],
            icon: 'shield',
          },
        ]}
      />
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Research Analyst' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Review Analyst' })).toBeVisible();
    await expect(canvas.getByText('Runs independence checks for related-party links')).toBeVisible();
  },
};

export const Team: Story = {
  render: () => (
    <Section id="team" title="Combining Transfer Pricing and AI Expertise">
      <TeamGrid
        profileLabel={(name) => `${name} on LinkedIn`}
        members={[
          { name: 'Co-founder A', role: 'Co-founder, Transfer Pricing', bio: 'Sample profile.', linkedin: 'https://www.linkedin.com/' },
          { name: 'Co-founder B', role: 'Co-founder, AI Engineering', bio: 'Sample profile.', linkedin: 'https://www.linkedin.com/' },
        ]}
      />
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Co-founder A' })).toBeVisible();
    await expect(canvas.getByText('CA')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Co-founder B on LinkedIn' })).toHaveAttribute('target', '_blank');
  },
};

export const OpenPositions: Story = {
  render: () => (
    <Section id="positions" title="Open Positions">
      <PositionsTable
        label="Open Positions"
        regionLabel="Open positions table"
        columns={{ position: 'Position', department: 'Department', location: 'Location', type: 'Type' }}
        positions={[
          { title: 'AI Engineer', department: 'Engineering', location: 'Remote / Hybrid', type: 'Full-time' },
          { title: 'Transfer Pricing Domain Expert', department: 'Product Quality', location: 'Remote / Hybrid', type: 'Full-time' },
        ]}
        footer={<span>Interested? Please send a resume to careers@quartile.example.</span>}
      />
    </Section>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    for (const column of ['Position', 'Department', 'Location', 'Type'])
      await expect(within(table).getByRole('columnheader', { name: column })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: /AI Engineer/ })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

export const CallToActionBand: Story = {
  render: () => (
    <CtaBand
      title="See a benchmarking study come together"
      body="Bring a comparable set; we will walk you through it."
      actions={[
        { label: 'Start Your Journey', href: '/contact' },
        { label: 'Schedule a Demo', href: '/demo' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute('href', '/demo');
  },
};
