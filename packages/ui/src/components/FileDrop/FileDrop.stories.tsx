import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileDrop } from './FileDrop.tsx';
import { maxWidth } from '../../storybook/index.ts';

const meta = {
  title: 'Primitives/FileDrop',
  component: FileDrop,
  args: {
    onFiles: fn(),
    acceptedFileTypes: ['.xlsx', '.csv'],
    hint: 'Excel or CSV, one company per row. Only one file per benchmark.',
  },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByText('Drop your company list here')).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['name,country'], 'companies.csv', { type: 'text/csv' }));
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'companies.csv' })]);
  },
};

export const RejectsOtherTypes: Story = {
  // The imported userEvent: the context's instance takes no per-call options such as applyAccept.
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    // The picker filters by type; a drop or a forced selection is checked again here.
    await userEvent.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not accepted: report.pdf');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};
