import type { CompanyStatus } from '@quartile/api';
import { makeCompanies, makeJob } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EvidenceExport } from './EvidenceExport.tsx';
import { useHeld } from '../../storybook/index.ts';

const companies = makeCompanies().map((c) => ({ id: c.id, name: c.name, status: c.status }));
const FINAL: CompanyStatus[] = ['Accepted using Criteria', 'Accepted after Review', 'Rejected using Criteria', 'Rejected after Review'];

type Args = React.ComponentProps<typeof EvidenceExport>;
function Stateful(args: Args) {
  const [statuses, onStatusesChange] = useHeld<CompanyStatus[]>([...args.statuses], args.onStatusesChange);
  return <EvidenceExport {...args} statuses={statuses} onStatusesChange={onStatusesChange} />;
}

const meta = {
  title: 'Fragments/Benchmarks/EvidenceExport',
  component: EvidenceExport,
  args: { companies, statuses: FINAL, onStatusesChange: fn(), job: null, onStart: fn(), onDownload: fn(), onDownloadReport: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EvidenceExport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The companies with a final decision are chosen; the other statuses can be added. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Accepted using Criteria (2)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Decision Conflict (1)' })).not.toBeChecked();
    await expect(canvas.getByText('5 reports')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Decision Refrained (1)' }));
    await expect(args.onStatusesChange).toHaveBeenLastCalledWith([
      ...FINAL.slice(0, 2),
      'Rejected using Criteria',
      'Rejected after Review',
      'Decision Refrained',
    ]);
    await expect(canvas.getByText('6 reports')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Build evidence bundle' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Building: Story = {
  args: { job: makeJob({ kind: 'evidence_bundle', status: 'running', total: 40, completed: 11, failed: 1 }) },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Writing evidence reports' });
    await expect(bar).toHaveAttribute('aria-valuetext', '12 of 40');
    await expect(canvas.getByRole('button', { name: 'Building…' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Accepted using Criteria (2)' })).toBeDisabled();
  },
};

export const Queued: Story = {
  args: { job: makeJob({ kind: 'evidence_bundle', status: 'queued', total: 5, completed: 0, failed: 0, started_at: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Waiting for a worker' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 5',
    );
  },
};

export const Ready: Story = {
  args: {
    job: makeJob({
      kind: 'evidence_bundle',
      status: 'succeeded',
      total: 5,
      completed: 5,
      failed: 0,
      finished_at: '2025-06-02T09:01:00.000Z',
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('5 evidence reports in one zip');
    await userEvent.click(canvas.getByRole('button', { name: 'Download bundle (zip)' }));
    await expect(args.onDownload).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Build again' })).toBeEnabled();
  },
};

export const ReadyWithFailures: Story = {
  args: {
    job: makeJob({
      kind: 'evidence_bundle',
      status: 'succeeded',
      total: 5,
      completed: 4,
      failed: 1,
      error: '1 of 5 reports could not be written; index.csv lists them.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('index.csv lists them');
  },
};

export const BuildFailed: Story = {
  args: {
    job: makeJob({
      kind: 'evidence_bundle',
      status: 'failed',
      total: 5,
      completed: 0,
      failed: 5,
      error: 'No report could be written (5 failed).',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No report could be written (5 failed).');
  },
};

export const StartFailed: Story = {
  args: { error: 'No company has the chosen statuses.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No company has the chosen statuses.');
  },
};

/** Nothing chosen: the bundle cannot start. */
export const NothingChosen: Story = {
  args: { statuses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one status with companies.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Build evidence bundle' })).toBeDisabled();
  },
};

/** One company's report: find it by name and download it. */
export const OneCompany: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Company' }), 'kallio');
    const list = canvas.getByRole('list', { name: 'Matching companies' });
    await userEvent.click(within(list).getByRole('button', { name: 'Download the evidence report of Kallio Flow Solutions Oy' }));
    await expect(args.onDownloadReport).toHaveBeenCalledWith(companies[2]!.id);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Company' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Company' }), 'zzz');
    await expect(canvas.getByText('No company matches “zzz”.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { companies: [], statuses: FINAL },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No companies yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Build evidence bundle' })).toBeDisabled();
  },
};
