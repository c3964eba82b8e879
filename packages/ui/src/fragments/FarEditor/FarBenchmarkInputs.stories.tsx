import { makeFarBenchmarkInputs } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FarBenchmarkInputsPanel } from './FarBenchmarkInputs.tsx';

const meta = {
  title: 'Fragments/FARs/FarBenchmarkInputsPanel',
  component: FarBenchmarkInputsPanel,
  args: { benchmarkName: 'Nordic pump distributors FY2021–2023', inputs: makeFarBenchmarkInputs(), onApply: fn(), onCancel: fn() },
} satisfies Meta<typeof FarBenchmarkInputsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Proposal: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/is a limited-risk distributor in industrial pumps and valves/)).toBeVisible();
    await expect(canvas.getByText('wholesale distribution of industrial pumps and valves')).toBeVisible();
    await expect(canvas.getByText('retail to consumers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to benchmark' }));
    await expect(args.onApply).toHaveBeenCalled();
  },
};

export const IdenticalCriteria: Story = {
  args: { inputs: makeFarBenchmarkInputs({ identical_to_current: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Generated criteria are identical to current criteria');
  },
};

export const Applying: Story = {
  args: { isApplying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Apply to benchmark' })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
