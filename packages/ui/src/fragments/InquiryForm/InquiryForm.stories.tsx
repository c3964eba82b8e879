import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InquiryForm, type InquiryFormLabels } from './InquiryForm.tsx';
import { panel } from './InquiryForm.css.ts';
import { SchedulingWidget } from './SchedulingWidget.tsx';
import { ThankYou } from './ThankYou.tsx';

const labels: InquiryFormLabels = {
  form: 'Inquiry form',
  name: 'Name',
  email: 'Work e-mail',
  companySize: 'Company size',
  placeholder: 'Select...',
  sizeOption: (band) => `${band} employees`,
  submit: 'Get Custom Quote',
  submitting: 'Sending Request...',
  honeypot: 'Leave this field empty',
};

/** The booking calendar's texts as the public site passes them; each story sets its title and availability. */
const widgetTexts = {
  url: 'about:blank',
  fallbackText: 'The calendar opens on our scheduling page.',
  linkLabel: 'Open the booking calendar',
  newTabLabel: 'Open in a new tab',
};

const meta = {
  title: 'Fragments/InquiryForm',
  component: InquiryForm,
  args: { labels, status: 'editing', onSubmit: fn() },
  render: (args) => (
    <div className={panel} style={{ maxWidth: 460 }}>
      <InquiryForm {...args} />
    </div>
  ),
} satisfies Meta<typeof InquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work e-mail' }), 'asha@firm.example');
    const size = canvas.getByRole('combobox', { name: 'Company size' });
    await expect(within(size).getByRole('option', { name: 'Select...' })).toBeDisabled();
    await userEvent.selectOptions(size, '51-200');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Custom Quote' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Asha Rao', email: 'asha@firm.example', company_size: '51-200', website: '' });
    // The honeypot is out of reach for people and assistive technology.
    const honeypot = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Custom Quote' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('combobox', { name: 'Company size' })).toHaveAccessibleDescription('This field is required');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work e-mail' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Custom Quote' }));
    await expect(canvas.getByRole('textbox', { name: 'Work e-mail' })).toHaveAccessibleDescription('Enter a valid work e-mail address');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', defaultValues: { name: 'Asha Rao', email: 'asha@firm.example', company_size: '51-200' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending Request...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Work e-mail' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Company size' })).toBeDisabled();
  },
};

export const ServerFieldError: Story = {
  args: {
    defaultValues: { name: 'Asha Rao', email: 'asha@blocked.example', company_size: '1000+' },
    serverErrors: { email: 'Use your work e-mail address.' },
  },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Work e-mail' });
    await expect(email).toHaveAccessibleDescription('Use your work e-mail address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'x');
    await expect(canvas.queryByText('Use your work e-mail address.')).not.toBeInTheDocument();
  },
};

export const Submitted: Story = {
  render: () => (
    <div className={panel} style={{ maxWidth: 560 }}>
      <ThankYou
        title="Thank You!"
        message="We have received your request and will be in touch shortly."
        bookNow="Want to talk sooner? Book a demo now in the calendar below."
      >
        <SchedulingWidget {...widgetTexts} title="Book your demo" availability="unavailable" />
      </ThankYou>
    </div>
  ),
  play: async ({ canvas }) => {
    // Focus moves to the confirmation (tabindex -1 makes the heading focusable by script).
    await expect(canvas.getByRole('heading', { name: 'Thank You!' })).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByText(/in touch shortly/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the booking calendar' })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const SchedulerAvailable: Story = {
  render: () => <SchedulingWidget {...widgetTexts} title="Discovery call" availability="available" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe[title="Discovery call"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Open in a new tab' })).toBeVisible();
  },
};

export const SchedulerUnavailable: Story = {
  render: () => <SchedulingWidget {...widgetTexts} title="Discovery call" availability="unavailable" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Open the booking calendar' })).toBeVisible();
  },
};
