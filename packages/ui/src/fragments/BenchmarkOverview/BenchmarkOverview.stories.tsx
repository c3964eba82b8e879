import { makeBenchmark, makeCompany, makeJob, makeNewBenchmark, makeReviewSummary } from '@quartile/api/mocks';

const nothingToReview = makeReviewSummary({
  flagged_companies: 0,
  flags: { high: 0, medium: 0, low: 0 },
  conflicts: 0,
  outdated: 0,
  awaiting_confirmation: 0,
  refrained: 0,
});
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BenchmarkOverview } from './BenchmarkOverview.tsx';

const fresh = makeNewBenchmark({ tested_party_description: '', review_summary: nothingToReview });

const meta = {
  title: 'Fragments/Benchmarks/BenchmarkOverview',
  component: BenchmarkOverview,
  args: { benchmark: makeBenchmark(), onOpenTab: fn() },
} satisfies Meta<typeof BenchmarkOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the Decision phase: progress 7 of 12, 4 accepted and 3 rejected (57 %). */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '7');
    await expect(progress).toHaveAttribute('aria-valuetext', '7 of 12');
    await expect(canvas.getByRole('group', { name: 'Acceptance rate' })).toHaveTextContent('57 %');
    await expect(canvas.getByRole('group', { name: 'Acceptance rate' })).toHaveTextContent('4 accepted, 3 rejected');
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Phase 3: Decision');
    await expect(canvas.getByRole('region', { name: 'Human review' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Decision conflicts' })).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Open Human Review' }));
    await expect(args.onOpenTab).toHaveBeenCalledWith('human-review');
    await userEvent.click(canvas.getByRole('button', { name: 'Start review' }));
    await expect(args.onOpenTab).toHaveBeenCalledWith('human-review');
    await userEvent.click(canvas.getByRole('button', { name: 'Open web search' }));
    await expect(args.onOpenTab).toHaveBeenCalledWith('web-search');
    await userEvent.click(canvas.getByRole('button', { name: 'Review criteria' }));
    await expect(args.onOpenTab).toHaveBeenCalledWith('accept-reject');
  },
};

/** A new benchmark: only the upload can start; the rest say why not. */
export const Empty: Story = {
  args: { benchmark: fresh },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Acceptance rate' })).toHaveTextContent('No decisions yet');
    for (const name of ['Validate data', 'Open web search', 'Define criteria', 'Start review']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Upload a company list first');
    }
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Phase 1: Input');
    await expect(canvas.getByText('Not written yet')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Human review' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload company list' }));
    await expect(args.onOpenTab).toHaveBeenCalledWith('companies');
  },
};

/** Companies imported, no analysis yet: review waits for the analysis. */
export const ImportedNotAnalysed: Story = {
  args: {
    benchmark: makeBenchmark({
      status: 'input',
      completed_count: 0,
      ongoing_count: 0,
      accepted_count: 0,
      rejected_count: 0,
      criteria: { accept: [], reject: [] },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'View companies' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Define criteria' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Start review' })).toHaveAccessibleDescription('Run the analysis first');
  },
};

export const Processing: Story = {
  args: {
    benchmark: makeBenchmark({
      status: 'processing',
      total_companies: 86,
      ongoing_count: 40,
      completed_count: 46,
      accepted_count: 30,
      rejected_count: 16,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Phase 2: Processing');
    await expect(canvas.getByRole('group', { name: 'Ongoing' })).toHaveTextContent('40');
    await expect(canvas.getByRole('group', { name: 'Acceptance rate' })).toHaveTextContent('65 %');
  },
};

export const Completed: Story = {
  args: {
    benchmark: makeBenchmark({
      status: 'completed',
      total_companies: 18,
      ongoing_count: 0,
      completed_count: 18,
      accepted_count: 9,
      rejected_count: 9,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '18 of 18');
    await expect(canvas.queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('(done)')).toHaveLength(3);
  },
};

/** An analysis running: its progress shows live at the top of the Overview. */
export const RunInProgress: Story = {
  args: { run: makeJob({ kind: 'analysis', status: 'running', total: 12, completed: 5, failed: 1, in_progress: 3 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Analysis in progress' })).toHaveAttribute('aria-valuenow', '6');
    await expect(canvas.getByRole('status')).toHaveTextContent('6 of 12 companies done · 1 failed · 3 in progress');
    await expect(canvas.queryByRole('button', { name: 'Cancel run' })).toBeNull();
  },
};

/** Issue 19: after a criteria change (version 2) and a partial re-run, 143 decisions are outdated; the range leaves 8 of 10 accepted out. */
export const OutdatedDecisions: Story = {
  args: {
    benchmark: makeBenchmark({
      criteria_version: 2,
      outdated_decisions: { decided: 146, outdated: 143, accepted: 10, accepted_outdated: 8 },
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    const banner = canvas.getByRole('region', { name: 'Outdated decisions' });
    await expect(banner).toHaveTextContent('143 of 146 decisions were made under criteria older than version 2.');
    await expect(banner).toHaveTextContent('The range leaves out 8 of 10 accepted comparables until they are re-run.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Re-run outdated decisions' }));
    await expect(args.onOpenTab).toHaveBeenCalledWith('accept-reject');
  },
};

/** Issue 19: outdated decisions included in the range with a person's acknowledgement. */
export const OutdatedAcknowledged: Story = {
  args: {
    benchmark: makeBenchmark({
      criteria_version: 2,
      outdated_decisions: { decided: 146, outdated: 143, accepted: 10, accepted_outdated: 8 },
      range_basis: { include_outdated: true, acknowledged_version: 2, chosen_by: 'Asha Rao', chosen_at: '2026-11-27T05:30:00.000Z' },
    }),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Outdated decisions' });
    await expect(banner).toHaveTextContent('The range includes the 8 outdated accepted comparables, acknowledged by Asha Rao.');
  },
};

/** Analysed offline from the descriptions (the demo): data validated, no website read, and the Web search step says so. */
export const DescriptionOnly: Story = {
  args: {
    companies: [1, 2, 3].map((n) =>
      makeCompany(n, {
        status: 'Accepted using Criteria',
        website: `https://company-${n}.example`,
        invalid_url: false,
        missing_website: false,
        country: 'United States',
        sources: [],
        automated_decision: makeCompany(1, { status: 'Accepted using Criteria' }).automated_decision,
      }),
    ),
  },
  play: async ({ canvas }) => {
    const validate = canvas.getByRole('article', { name: 'Validate data' });
    await expect(validate).toHaveTextContent('No missing name, country or invalid website in the 3 companies.');
    await expect(within(validate).getByText('Done')).toBeVisible();
    const web = canvas.getByRole('article', { name: 'Web search' });
    await expect(web).toHaveTextContent('No website read yet: the analysis of 3 companies rests on the description only.');
    await expect(within(web).queryByText('Done')).toBeNull();
  },
};

/** Companies with data issues: the Validate data step counts them and is not done. */
export const DataIssues: Story = {
  args: {
    companies: [
      makeCompany(1, { name: null, sources: [] }),
      makeCompany(2, { country: 'United States', website: 'https://ok.example', invalid_url: false, missing_website: false, sources: [] }),
    ],
  },
  play: async ({ canvas }) => {
    const validate = canvas.getByRole('article', { name: 'Validate data' });
    await expect(validate).toHaveTextContent('1 company of 2 with missing names, countries or invalid website URLs');
    await expect(within(validate).queryByText('Done')).toBeNull();
  },
};
