import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { defaultScreens, ScreensPanel, screenSettingsErrors, type ScreenOutcome, type ScreenSettings } from './ScreensPanel.tsx';

type Args = { years: number[]; onApply: (s: ScreenSettings) => void; outcome: ScreenOutcome | null };
function Stateful({ years, onApply, outcome }: Args) {
  const [settings, setSettings] = useState<ScreenSettings>(() => defaultScreens(years));
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
  play: async ({ canvas, args, userEvent }) => {
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

/** Bad settings are said next to the screen, and nothing is applied. */
export const InvalidSettings: Story = {
  play: async ({ canvas, args, userEvent }) => {
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
        { name: 'Rhein Metallhandel GmbH', reasons: ['Activity: NACE 4672 is not in the include list (28)', 'Employees: 45000 > 10000'] },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 excluded, 1 included again.');
    await expect(canvas.getByRole('list', { name: 'Excluded by the screens' })).toHaveTextContent('Persistent losses: operating loss in 2 of 3 years');
    await expect(canvas.getByText('Activity: NACE 4672 is not in the include list (28)')).toBeVisible();
  },
};

/** A one-year study: the persistent-losses default is 1 of 1 year, and it applies as it is. */
export const OneYearStudy: Story = {
  args: { years: [2023] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Persistent losses' }));
    await expect(canvas.getByRole('textbox', { name: 'Operating loss in at least … of 1 year' })).toHaveValue('1');
    await userEvent.click(canvas.getByRole('switch', { name: 'Years of data' }));
    await expect(canvas.getByRole('textbox', { name: /Revenue and operating profit in at least … of 1 year$/ })).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply screens' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ lossYears: 1, minYearsOfData: 1 }));
  },
};

/** The screens TP Catalyst users apply: activity codes, maximum revenue, employees and years of data. */
export const MoreScreens: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Activity codes' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Include codes/ }), '28, 2813');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Exclude codes' }), '2899');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Exclude companies without a NACE code' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Maximum revenue' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Maximum revenue of the latest year/ }), '500000000');
    await userEvent.click(canvas.getByRole('switch', { name: 'Number of employees' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'At least' }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'At most' }), '5000');
    await userEvent.click(canvas.getByRole('switch', { name: 'Years of data' }));
    await expect(canvas.getByRole('textbox', { name: /Revenue and operating profit in at least … of 3 years/ })).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply screens' }));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        activity: true,
        activitySystem: 'nace',
        activityInclude: '28, 2813',
        activityExclude: '2899',
        activityExcludeUnknown: true,
        maxRevenueValue: '500000000',
        employeesMin: '10',
        employeesMax: '5000',
        minYearsOfData: 3,
      }),
    );
  },
};

/** Activity codes that are not codes, employees the wrong way round, more years than the study has: said, nothing applied. */
export const InvalidMoreScreens: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Activity codes' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Include codes/ }), 'metal');
    await userEvent.click(canvas.getByRole('switch', { name: 'Number of employees' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'At least' }), '500');
    await userEvent.type(canvas.getByRole('textbox', { name: 'At most' }), '10');
    await userEvent.click(canvas.getByRole('switch', { name: 'Years of data' }));
    const yearsField = canvas.getByRole('textbox', { name: /Revenue and operating profit in at least/ });
    await userEvent.clear(yearsField);
    await userEvent.type(yearsField, '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply screens' }));
    await expect(canvas.getByText('Not NACE codes: metal. Use digits, e.g. 28 or 2811.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The minimum number of employees is above the maximum.');
    await expect(canvas.getByText('Choose between 1 and 3 years of data (the benchmark has 3 financial years).')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
