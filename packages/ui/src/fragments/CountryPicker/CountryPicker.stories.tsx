import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { COUNTRIES, regionForCountry } from './countries.ts';
import { CountryPicker } from './CountryPicker.tsx';

function Controlled(props: Partial<React.ComponentProps<typeof CountryPicker>>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ maxWidth: 320 }}>
      <CountryPicker
        {...props}
        value={value}
        onChange={(name, country) => {
          setValue(name);
          props.onChange?.(name, country);
        }}
      />
      <p style={{ marginTop: 12, fontSize: 13 }}>Region: {regionForCountry(value) ?? 'none'}</p>
    </div>
  );
}

const meta = {
  title: 'Fragments/Vault/CountryPicker',
  component: CountryPicker,
  args: { value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CountryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'ind');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'India' })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'Indonesia' })).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: /Germany/ })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'India' }));
    await expect(args.onChange).toHaveBeenCalledWith('India', expect.objectContaining({ code: 'IN', region: 'Asia-Pacific' }));
    await waitFor(() => expect(input).toHaveValue('India'));
    await expect(canvas.getByText('Region: Asia-Pacific')).toBeVisible();
  },
};

export const AliasAndRegions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'UAE');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: /United Arab Emirates/ }));
    await expect(args.onChange).toHaveBeenCalledWith('United Arab Emirates', expect.objectContaining({ region: 'Middle East & Africa' }));
    await expect(regionForCountry('Germany')).toBe('Europe');
    await expect(regionForCountry('Brazil')).toBe('Americas');
    await expect(regionForCountry('Australia')).toBe('Asia-Pacific');
    await expect(regionForCountry('Nigeria')).toBe('Middle East & Africa');
    await expect(regionForCountry('Antarctica')).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Atlantis');
    await expect(await within(document.body).findByText('No country matches “Atlantis”.')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Preselected: Story = {
  args: { value: 'Switzerland' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Switzerland');
    await expect(canvas.getByText('Region: Europe')).toBeVisible();
  },
};
