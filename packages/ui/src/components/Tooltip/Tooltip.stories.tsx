import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { children: 'Operating margin = EBIT / net revenue' },
  render: (args) => (
    <div style={{ padding: '48px 0' }}>
      <TooltipTrigger delay={0}>
        <Button iconOnly variant="ghost" aria-label="About operating margin">
          <InfoIcon />
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About operating margin' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Operating margin = EBIT / net revenue');
    await expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await userEvent.tab();
  },
};
