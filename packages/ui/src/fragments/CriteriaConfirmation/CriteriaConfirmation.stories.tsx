import type { Company } from '@quartile/api';
import { fixtureId, makeCompany } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CriteriaConfirmation } from './CriteriaConfirmation.tsx';

const changed = (n: number, name: string, from: 'accept' | 'reject', to: 'accept' | 'reject'): Company =>
  makeCompany(10, { id: fixtureId('company', 100 + n), name, criteria_change: { from, to }, status: 'Criteria Confirmation' });

const companies = [
  changed(1, 'Celtic Pump Distributors Ltd', 'accept', 'reject'),
  changed(2, 'Nordhavn Industrial Supply A/S', 'reject', 'accept'),
  changed(3, 'Kallio Flow Solutions Oy', 'accept', 'accept'),
  changed(4, 'Brightwater Components GmbH', 'reject', 'reject'),
  changed(5, 'Danubia Industrial Kft.', 'accept', 'reject'),
];

const meta = {
  title: 'Fragments/Review/CriteriaConfirmation',
  component: CriteriaConfirmation,
  args: { companies, analysisRunning: false, onApply: fn(async () => undefined) },
} satisfies Meta<typeof CriteriaConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each pair in its own group; confirm one change and revert another. */
export const EachPair: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    // Only real changes count as changed: Accept → Accept and Reject → Reject stayed the same.
    await expect(canvasElement).toHaveTextContent('3 decisions changed by the new criteria; 2 stayed the same and wait for confirmation.');
    for (const [title, count] of [
      ['Reject → Accept', '1'],
      ['Accept → Reject', '2'],
      ['Accept → Accept', '1'],
      ['Reject → Reject', '1'],
    ] as const) {
      await expect(canvas.getByRole('heading', { name: `${title} ${count}` })).toBeVisible();
    }
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: 'Nordhavn Industrial Supply A/S: confirm or revert' })).getByRole('radio', {
        name: 'Confirm',
      }),
    );
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: 'Celtic Pump Distributors Ltd: confirm or revert' })).getByRole('radio', {
        name: 'Revert',
      }),
    );
    await expect(canvas.getByText('2 of 5 chosen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply 2 choices' }));
    await expect(args.onApply).toHaveBeenCalledWith([
      { company_id: companies[1]!.id, action: 'confirm' },
      { company_id: companies[0]!.id, action: 'revert' },
    ]);
  },
};

/** Confirm all of one pair at once. */
export const ConfirmAllOfAPair: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm all Accept → Reject' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply 2 choices' }));
    await expect(args.onApply).toHaveBeenCalledWith([
      { company_id: companies[0]!.id, action: 'confirm' },
      { company_id: companies[4]!.id, action: 'confirm' },
    ]);
  },
};

/** A re-run that kept the decision: nothing is reported as changed, it only waits for confirmation. */
export const NothingChanged: Story = {
  args: { companies: [companies[2]!] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No decision changed by the new criteria; 1 stayed the same and waits for confirmation.');
    await expect(canvas.getByRole('heading', { name: 'Accept → Accept 1' })).toBeVisible();
  },
};

/** While the analysis runs, nothing can be confirmed or reverted. */
export const AnalysisRunning: Story = {
  args: { analysisRunning: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Wait for the analysis to finish before confirming or reverting changed decisions.',
    );
    await expect(canvas.getByRole('button', { name: 'Confirm all Reject → Accept' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Nothing chosen yet: Apply waits. */
export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Apply/ })).toBeDisabled();
  },
};
