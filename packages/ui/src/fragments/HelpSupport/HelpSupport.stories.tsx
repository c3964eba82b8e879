import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { HelpSupport } from './HelpSupport.tsx';

const meta = {
  title: 'Fragments/HelpSupport',
  component: HelpSupport,
  args: { onSubmitSupport: fn(async () => true) },
} satisfies Meta<typeof HelpSupport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: 'How the benchmark workflow works' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(8);
    await expect(steps[0]).toHaveTextContent('Upload the database export');
    await expect(steps[7]).toHaveTextContent('Export');

    const question = canvas.getByRole('button', { name: 'Which arm’s length range methods are available?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/india-10ca applies India’s Rule 10CA/)).toBeVisible());

    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Range differs from our workbook');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'The interquartile range of the Nordic study differs by 0.2 %.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmitSupport).toHaveBeenCalledWith({ subject: 'Range differs from our workbook', message: 'The interquartile range of the Nordic study differs by 0.2 %.' });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue(''));
  },
};

export const FaqHasEightOrMoreQuestions: Story = {
  play: async ({ canvas }) => {
    const faq = within(canvas.getByRole('region', { name: 'Frequently asked questions' }));
    await expect(faq.getAllByRole('button').length).toBeGreaterThanOrEqual(8);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await expect(args.onSubmitSupport).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isSending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send message' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
  },
};

/** The server refused the request: what was typed stays, so it can be sent again. */
export const ServerError: Story = {
  args: { onSubmitSupport: fn(async () => false), fieldErrors: { message: 'Keep the message under 10,000 characters.' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Keep the message under 10,000 characters.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Export question');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Columns');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('Export question');
  },
};
