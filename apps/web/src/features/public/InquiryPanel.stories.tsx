// The inquiry forms wired to the API client, against MSW: every answer the server can give.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { api as mock, errorResponse, handlers } from '@quartile/api/mocks';
import { Toaster } from '@quartile/ui';
import { toast } from '@quartile/ui/fragments/InquiryForm';
import i18n from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { site } from '../../content/site.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { en } from './en.ts';
import { NAMESPACE } from './hooks/useCopy.ts';
import { InquiryPanel } from './InquiryPanel.tsx';

initI18n();
i18n.addResourceBundle('en', NAMESPACE, en, true, true);

// The booking calendar is external; in stories it is unreachable, as offline.
const scheduler = [site.bookingUrl, site.schedulingUrl].map((url) => http.get(`${new URL(url).origin}/*`, () => HttpResponse.error()));

const withFieldErrors = (errors: Record<string, string[]>) =>
  mock.post('/submitInquiry/', ({ reply }) => reply(400, { success: false, message: 'Please correct the highlighted fields.', errors }));

const meta = {
  title: 'Pages/Public/InquiryPanel',
  component: InquiryPanel,
  args: { inquiryType: 'PricingPage', title: 'Tell us about your team', submitLabel: 'Get Custom Quote' },
  parameters: { msw: { handlers: [handlers.inquiries.submitInquiry, ...scheduler] } },
  render: (args) => (
    <div style={{ maxWidth: 520, minHeight: 520 }}>
      <InquiryPanel {...args} />
      <Toaster />
    </div>
  ),
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
} satisfies Meta<typeof InquiryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function fillAndSubmit(canvasElement: HTMLElement, email = 'asha@firm.example') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Asha Rao');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Work e-mail' }), email);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Company size' }), '201-1000');
  await userEvent.click(canvas.getByRole('button', { name: 'Get Custom Quote' }));
}

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await waitFor(() => expect(page().getByText('Thank you! We will be in touch shortly.')).toBeVisible());
    await expect(canvas.queryByRole('form', { name: 'Inquiry form' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Open the booking calendar' })).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.post('/submitInquiry/', async () => {
          await delay('infinite');
          return undefined;
        }),
        ...scheduler,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending Request...' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

export const ServerFieldErrorName: Story = {
  parameters: { msw: { handlers: [withFieldErrors({ name: ['Enter your full name.', 'Second message'] }), ...scheduler] } },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter your full name.'));
    await waitFor(() => expect(page().getByText('Enter your full name.', { selector: '[slot="title"]' })).toBeVisible());
    await expect(canvas.queryByText('Second message')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Get Custom Quote' })).toBeEnabled();
  },
};

export const ServerFieldErrorEmail: Story = {
  parameters: {
    msw: { handlers: [withFieldErrors({ email: ['Use your work e-mail address.'], company_size: ['Choose a size.'] }), ...scheduler] },
  },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Work e-mail' })).toHaveAccessibleDescription('Use your work e-mail address.'),
    );
    await expect(canvas.getByRole('combobox', { name: 'Company size' })).toHaveAccessibleDescription('Choose a size.');
    // The toast shows the e-mail error: it comes before company_size in the spec's precedence.
    await waitFor(() => expect(page().getByText('Use your work e-mail address.', { selector: '[slot="title"]' })).toBeVisible());
  },
};

export const ServerFieldErrorCompanySize: Story = {
  parameters: { msw: { handlers: [withFieldErrors({ company_size: ['Choose one of the listed sizes.'] }), ...scheduler] } },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Company size' })).toHaveAccessibleDescription('Choose one of the listed sizes.'),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [http.post('*/api/submitInquiry/', () => new HttpResponse(null, { status: 500 })), ...scheduler] } },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(page().getByText('An error occurred while submitting your request. Please try again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Get Custom Quote' })).toBeEnabled();
  },
};

export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/submitInquiry/', () => errorResponse(429, 'We already received several requests from this address.')),
        ...scheduler,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(page().getByText('We already received several requests from this address.')).toBeVisible());
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [http.post('*/api/submitInquiry/', () => HttpResponse.error()), ...scheduler] } },
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(page().getByText('Network error. Please check your connection and try again.')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  },
};
