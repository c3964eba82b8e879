import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { AlertDialog, Dialog, DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Rename benchmark' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <DialogTrigger>
      <Button>Rename</Button>
      <Dialog
        {...args}
        footer={(close) => (
          <>
            <Button onPress={close}>Cancel</Button>
            <Button variant="primary" onPress={close}>
              Save
            </Button>
          </>
        )}
      >
        <TextField label="Benchmark name" defaultValue="Distribution services FY2024" />
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rename benchmark' });
    await expect(within(dialog).getByRole('textbox', { name: 'Benchmark name' })).toHaveValue('Distribution services FY2024');
  },
};

export const ClosesOnEscape: Story = {
  render: Default.render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const onConfirm = fn();

export const DestructiveAlert: Story = {
  tags: ['screenshot'],
  render: () => (
    <DialogTrigger>
      <Button variant="danger">Delete file</Button>
      <AlertDialog title="Delete the uploaded file?" confirmLabel="Delete file" variant="danger" onConfirm={onConfirm}>
        All 1,248 imported companies will be marked as deleted. A new file can be uploaded afterwards.
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    onConfirm.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete file' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete the uploaded file?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete file' })).toHaveFocus();
  },
};

export const CancelKeepsFile: Story = {
  render: DestructiveAlert.render,
  play: async (ctx) => {
    await DestructiveAlert.play?.(ctx);
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};
