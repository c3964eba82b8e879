import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_SCREENS, ScreensPanel, screenSettingsErrors, type ScreenOutcome, type ScreenSettings } from './ScreensPanel.tsx';

type Args = { years: number[]; onApply: (s: ScreenSettings) => void; outcome: ScreenOutcome | null };
function Stateful({ years, onApply, outcome }: Args) {
  const [settings, setSettings] = useState<ScreenSettings>(DEFAULT_SCREENS);
  const [errors, setErrors] = useState<ReturnType<typeof screenSettingsErrors>>({});
  return (
    <ScreensPanel
      settings={settings}
      onChange={(s) => (setSettings(s), setErrors({}))}
      years={years}
      errors={errors}
      outcome={outcome}
      onApply={() => {
        const found = screenSettingsErrors(settings, years);
        setErrors(found);
        if (Object.keys(found).length === 0) onApply(settings);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Companies/Quantitative screens',
  component: Stateful,
  args: { years: [2022, 2023, 2024], onApply: fn(), outcome: null },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Independence keeps A and B by default; the other screens are off until chosen. */
export const Defaults: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /^A:/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^B:/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^C:/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Persistent losses' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Minimum revenue' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Minimum revenue of the latest year/ }), '5000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply screens' }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ persistentLosses: true, lossYears: 2, minRevenue: true, minRevenueValue: '5000000', allowed: ['A', 'B'] }));
  },
};

/** A one-year benchmark: the loss screen starts at 1 of 1 year, which applies as it is. */
export const OneYearDefaults: Story = {
  args: { years: [2024] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Persistent losses' }));
    await expect(canvas.getByRole('textbox', { name: 'Operating loss in at least … of 1 year' })).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply screens' }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ persistentLosses: true, lossYears: 1 }));
  },
};

/** Bad settings are said next to the screen, and nothing is applied. */
export const InvalidSettings: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /^A:/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^B:/ }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Minimum revenue' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Minimum revenue of the latest year/ }), 'lots');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply screens' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one indicator to keep.');
    await expect(canvas.getByText('Enter the minimum revenue as a number (in units, as imported).')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** What the screens did, with each exclusion's reason. */
export const Applied: Story = {
  args: {
    outcome: {
      excluded: 2,
      includedAgain: 1,
      results: [
        { name: 'Polder Hydraulics BV', reasons: ['Not independent: BvD independence indicator D (allowed: A, B)'] },
        { name: 'Danube Flow Kft', reasons: ['Persistent losses: operating loss in 2 of 3 years (2022, 2023)'] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 excluded, 1 included again.');
    await expect(canvas.getByRole('list', { name: 'Excluded by the screens' })).toHaveTextContent('Persistent losses: operating loss in 2 of 3 years');
  },
};
