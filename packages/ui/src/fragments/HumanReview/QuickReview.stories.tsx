import { makeCompany, makeDatabaseFieldCompany, makeLearnedFrom } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QuickReview } from './QuickReview.tsx';
import { FLAGS, withFlags } from './reviewFixtures.ts';

const meta = {
  title: 'Fragments/Review/QuickReview',
  component: QuickReview,
  args: {
    company: withFlags(makeCompany(4), 'diversified_offerings'),
    position: 2,
    total: 9,
    canUndo: true,
    onDecide: fn(),
    onSkip: fn(),
    onUndo: fn(),
    onExit: fn(),
  },
} satisfies Meta<typeof QuickReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company in front of the reviewer; A asks for the accept reason and 1 picks it, by keyboard. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Quick review' });
    await expect(region).toHaveTextContent('Company 3 of 9');
    await expect(canvas.getByRole('heading', { name: 'Vestfold Maskin AS' })).toBeVisible();
    await expect(region).toHaveTextContent('Diversified offerings');
    await userEvent.keyboard('a');
    await expect(canvas.getByRole('list', { name: /Accept Vestfold Maskin AS/ })).toHaveTextContent('1Matches the accept criteria');
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.keyboard('1');
    await expect(args.onDecide).toHaveBeenCalledWith('accept', { code: 'matches_criteria', text: null });
    await userEvent.keyboard('s');
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('u');
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onExit).toHaveBeenCalledTimes(1);
  },
};

/** A decision on the database field: the reasoning says so and the quote names the record and the field. */
export const DatabaseFieldCitation: Story = {
  args: { company: makeDatabaseFieldCompany() },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Quick review' });
    await expect(region).toHaveTextContent('per the database field US SIC 3561 (Pumps and Pumping Equipment)');
    const quote = region.querySelector('blockquote');
    await expect(quote).toHaveTextContent('“US SIC: 3561” — Database record · US SIC');
    await expect(canvasElement).not.toHaveTextContent('database_record');
  },
};

/**
 * R asks for the reason: a number picks it from the taxonomy, or a written sentence is sent with
 * Enter. There is no reject without a reason: Enter on an empty sentence says what is missing.
 */
export const RejectWithReason: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.keyboard('r');
    const reasons = canvas.getByRole('list', { name: /Reject Vestfold Maskin AS/ });
    await expect(within(reasons).getAllByRole('listitem')).toHaveLength(8);
    await expect(reasons).toHaveTextContent('2Different products or services');
    await userEvent.keyboard('5');
    await expect(args.onDecide).toHaveBeenCalledWith('reject', { code: 'not_independent', text: null });
    await userEvent.keyboard('r');
    const field = canvas.getByRole('textbox', { name: 'Or write the reason' });
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Write the reason, or press the number of one above.')).toBeVisible();
    await expect(args.onDecide).toHaveBeenCalledTimes(1);
    await userEvent.type(field, 'Sells only to its parent group.{Enter}');
    await expect(args.onDecide).toHaveBeenLastCalledWith('reject', { code: null, text: 'Sells only to its parent group.' });
    await userEvent.keyboard('r');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list', { name: /Reject Vestfold/ })).toBeNull();
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};

/** After a step, the Review Analyst's check of it shows before the next company. */
/** A decision the benchmark pass changed: the badge says it was compared with clear cases, not learned from a person. */
export const ComparedWithClearCases: Story = {
  args: {
    company: (() => {
      const c = makeCompany(4);
      return { ...c, analysis: { ...c.analysis!, learned: makeLearnedFrom() } };
    })(),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Quick review' });
    await expect(within(region).getByText('Compared with 24 clear cases')).toBeVisible();
    await expect(region).not.toHaveTextContent(/Learned from \d+ decisions/);
  },
};

export const AfterDecision: Story = {
  args: { lastStep: { companyName: 'Brightwater Components GmbH', action: 'accept', flags: [FLAGS.user_action] } },
  play: async ({ canvas }) => {
    const last = canvas.getByText('Accepted Brightwater Components GmbH').closest('[role="status"]') as HTMLElement;
    await expect(last).toHaveTextContent('Decision check: Accepted by Anna Lindqvist although the sources meet the reject criterion');
  },
};

/** Nothing to undo yet: U does nothing and the button says it is unavailable. */
export const FirstCompany: Story = {
  args: { position: 0, canUndo: false, lastStep: null },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Undo/ })).toBeDisabled();
    await userEvent.keyboard('u');
    await expect(args.onUndo).not.toHaveBeenCalled();
  },
};

/** The whole queue had its turn. */
export const Done: Story = {
  args: { company: null, position: 9, lastStep: { companyName: 'Danubia Industrial Kft.', action: 'skip', flags: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Queue done' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Accept/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Undo/ })).toBeEnabled();
  },
};
