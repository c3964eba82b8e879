import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalPage } from './LegalPage.tsx';
import { fullscreen } from '../../storybook/index.ts';

const meta = {
  title: 'Fragments/LegalPage',
  component: LegalPage,
  parameters: fullscreen,
  args: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    updated: 'Last updated 8 June 2025',
    intro: 'This policy explains what personal data we process.',
    contentsLabel: 'On this page',
    sections: [
      {
        id: 'retention',
        heading: 'Data retention',
        paragraphs: ['We keep data only as long as we need it:'],
        items: ['Account data: 7 years after the account is closed.', 'Usage logs: 2 years.'],
      },
      { id: 'rights', heading: 'Your rights', paragraphs: ['You may ask for access to your data.'] },
    ],
  },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText('Last updated 8 June 2025')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Data retention' })).toBeVisible();
    await expect(canvas.getByText('Usage logs: 2 years.')).toBeVisible();
  },
};
