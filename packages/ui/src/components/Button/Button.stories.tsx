import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TrashIcon, UploadIcon } from '../../icons/icons.tsx';
import { Button } from './Button.tsx';
import { buttonSizeNames, buttonVariantNames } from './Button.css.ts';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Run analysis', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Run analysis' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = {
  args: { variant: 'danger', children: <><TrashIcon />Delete file</> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete file' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { variant: 'primary', isPending: true, children: 'Sending Request...' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const States: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 12, alignItems: 'center' }}>
      {buttonVariantNames.map((variant) => (
        <div key={variant} style={{ display: 'contents' }}>
          {buttonSizeNames.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} isDisabled>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
      <Button {...args} variant="primary" isPending>
        Saving
      </Button>
      <Button {...args} iconOnly aria-label="Upload file">
        <UploadIcon />
      </Button>
      <Button {...args} variant="ghost" iconOnly aria-label="Delete row">
        <TrashIcon />
      </Button>
    </div>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const disabled = canvas.getByRole('button', { name: 'primary disabled' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Upload file' })).toBeEnabled();
  },
};
