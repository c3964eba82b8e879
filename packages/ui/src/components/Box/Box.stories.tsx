import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { listReset } from '../../styles/utilities.css.ts';
import { Box } from './Box.tsx';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: { as: 'section', 'aria-label': 'Criteria', padding: 'lg', background: 'sunken', children: 'Independence: no shareholder above 25 %.' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sprinkles props become classes; the rest (here `as` and `aria-label`) reach the element. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Criteria' });
    await expect(region.tagName).toBe('SECTION');
    await expect(getComputedStyle(region).paddingTop).toBe('16px');
    await expect(region.getAttribute('style')).toBeNull();
  },
};

/** Responsive values follow the spec's breakpoints: 8px gap below md, 24px from md (768px) up. */
export const StackResponsive: Story = {
  render: () => (
    <Stack as="ul" gap={{ base: 'sm', md: 'xl' }} aria-label="Steps" className={listReset}>
      <li>Upload candidates</li>
      <li>Run the Research Analyst</li>
      <li>Review</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Steps' });
    await expect(getComputedStyle(list).display).toBe('grid');
    await expect(getComputedStyle(list).rowGap).toBe(window.innerWidth >= 768 ? '24px' : '8px');
  },
};

export const InlineRow: Story = {
  render: () => (
    <Inline gap="sm" aria-label="Flags" role="group">
      <Badge tone="caution">Low confidence</Badge>
      <Badge tone="critical">Source changed since cited</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Flags' });
    const style = getComputedStyle(row);
    await expect([style.display, style.flexWrap, style.alignItems, style.columnGap]).toEqual(['flex', 'wrap', 'center', '8px']);
    await expect(within(row).getByText('Low confidence')).toBeVisible();
  },
};
