import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Benchmark phases">
        <Tab id="input">1 Input</Tab>
        <Tab id="processing">2 Processing</Tab>
        <Tab id="decision">3 Decision</Tab>
        <Tab id="report" isDisabled>Report</Tab>
      </TabList>
      <TabPanel id="input">Upload the company list and set the search criteria.</TabPanel>
      <TabPanel id="processing">Annual reports are imported and analysed.</TabPanel>
      <TabPanel id="decision">Accept or reject each comparable company.</TabPanel>
      <TabPanel id="report">The evidence report bundle.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    const first = await canvas.findByRole('tab', { name: '1 Input' });
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('tab', { name: '3 Decision' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('decision');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Accept or reject each comparable company.');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    (await canvas.findByRole('tab', { name: '1 Input' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '2 Processing' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped: focus wraps to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Report' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('tab', { name: '1 Input' })).toHaveAttribute('aria-selected', 'true');
  },
};
