// The public website and its inquiry forms, end to end against the real server (spec sections 2,
// 4, 5 and 8; journey 1). Error answers the real server cannot be made to give on demand (one
// field's error, 500, a dropped connection) are injected with page.route.
import { expect, test, type Page } from '@playwright/test';

const INQUIRY = '**/api/submitInquiry/';
const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
const GENERIC_ERROR = 'An error occurred while submitting your request. Please try again.';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@prospect.example`;

async function fillInquiry(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Company size' }).selectOption('51-200');
}

/**
 * Opens a public page and waits until it is interactive: the page arrives prerendered and paints
 * before its scripts run, so a click in between would land on HTML that React has not taken over.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
}

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: /notification/i }).getByText(text);
/** The forms show their own toast; the app's error hook must stay silent (INQUIRY_PATH ignored). */
const expectOneToast = (page: Page) => expect(page.getByRole('region', { name: /notification/i }).locator('[data-kind]')).toHaveCount(1);

const forms = [
  { path: '/pricing', heading: 'Get Custom Quote', submit: 'Get Custom Quote' },
  { path: '/contact', heading: 'Learn More about the product', submit: 'Request a Demo' },
] as const;

for (const form of forms) {
  test.describe(`${form.path} inquiry form`, () => {
    test('a valid request shows the Thank You view and the server message in a success toast', async ({ page }) => {
      await open(page, form.path);
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
      await fillInquiry(page, uniqueEmail('ok'));
      const response = page.waitForResponse((r) => r.url().endsWith('/api/submitInquiry/') && r.request().method() === 'POST');
      await page.getByRole('button', { name: form.submit }).click();
      expect((await response).status()).toBe(200);
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      await expect(toastWith(page, 'Thank you! We received your request and will be in touch shortly.')).toBeVisible();
      // Final: the form is gone for good.
      await expect(page.getByRole('form', { name: 'Inquiry form' })).toHaveCount(0);
      // The booking calendar cannot load offline: a deliberate link stands in for it.
      await expect(page.getByRole('link', { name: 'Open the booking calendar' })).toBeVisible();
    });

    for (const field of ['name', 'email', 'company_size'] as const) {
      test(`a server error on ${field} appears under the field and in the toast`, async ({ page }) => {
        const message = `Server says ${field} is not acceptable.`;
        await page.route(INQUIRY, (route) =>
          route.fulfill({
            status: 400,
            json: { success: false, message: 'Please correct the highlighted fields.', errors: { [field]: [message, 'A second message'] } },
          }),
        );
        await open(page, form.path);
        await fillInquiry(page, uniqueEmail(field));
        await page.getByRole('button', { name: form.submit }).click();
        const control =
          field === 'company_size'
            ? page.getByRole('combobox', { name: 'Company size' })
            : page.getByRole('textbox', { name: field === 'name' ? 'Name' : 'Work e-mail' });
        await expect(control).toHaveAccessibleDescription(message);
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(toastWith(page, message)).toBeVisible();
        await expectOneToast(page);
        await expect(page.getByText('A second message')).toHaveCount(0);
        // Back to editing: everything is enabled again.
        await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
        await expect(control).toBeEnabled();
      });
    }

    test('a 500 returns to editing with the generic error toast', async ({ page }) => {
      await page.route(INQUIRY, (route) => route.fulfill({ status: 500, body: '' }));
      await open(page, form.path);
      await fillInquiry(page, uniqueEmail('five-hundred'));
      await page.getByRole('button', { name: form.submit }).click();
      await expect(toastWith(page, GENERIC_ERROR)).toBeVisible();
      await expectOneToast(page);
      await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
      await expect(page.getByRole('textbox', { name: 'Work e-mail' })).toHaveValue(/five-hundred/);
    });

    test('a dropped connection shows the network error and keeps the form', async ({ page }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(INQUIRY, async (route) => {
        await held;
        await route.abort('connectionreset');
      });
      await open(page, form.path);
      await fillInquiry(page, uniqueEmail('dropped'));
      await page.getByRole('button', { name: form.submit }).click();
      // Submitting: every field and the button are disabled, with the spec's label.
      await expect(page.getByRole('button', { name: 'Sending Request...' })).toBeDisabled();
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
      await expect(page.getByRole('combobox', { name: 'Company size' })).toBeDisabled();
      release();
      await expect(toastWith(page, NETWORK_ERROR)).toBeVisible();
      await expectOneToast(page);
      await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    });
  });
}

test('journey 1: a prospect follows a call to action to pricing, fixes a bad e-mail and gets a quote request in', async ({ page }) => {
  await open(page, '/');
  await expect(page).toHaveTitle(/Quartile/);
  await page.getByRole('main').getByRole('link', { name: 'View Pricing Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('PRICING REQUEST')).toBeVisible();
  await expect(page).toHaveTitle('Pricing · Quartile');

  const email = uniqueEmail('journey');
  await fillInquiry(page, 'asha.at.firm.example');
  await page.getByRole('button', { name: 'Get Custom Quote' }).click();
  const emailField = page.getByRole('textbox', { name: 'Work e-mail' });
  await expect(emailField).toHaveAccessibleDescription('Enter a valid work e-mail address');
  await expect(emailField).toBeFocused();

  await emailField.fill(email);
  await page.getByRole('button', { name: 'Get Custom Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(toastWith(page, 'Thank you! We received your request and will be in touch shortly.')).toBeVisible();
});

test('a honeypot submission is answered as received', async ({ page }) => {
  await open(page, '/pricing');
  await fillInquiry(page, uniqueEmail('bot'));
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Get Custom Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test('the mobile menu at 375 px opens, lists the links and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const name of ['Benchmarking', 'Pricing', 'About', 'Contact']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'Combining Transfer Pricing and AI Expertise' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the globe is not rendered below 768 px and is rendered at 1024 px', async ({ page }) => {
  const globe = page.getByRole('img', { name: /globe marking financial centres/ });
  await page.setViewportSize({ width: 767, height: 900 });
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(globe).toHaveCount(0);
  await expect(page.locator('canvas')).toHaveCount(0);

  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(globe).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(1);
});

test('every public page renders with its own title, description and the shared layout', async ({ page }) => {
  const pages = [
    {
      path: '/products',
      h1: 'From raw documents to an audit-ready benchmark',
      title: 'Product · Quartile',
      text: 'Real-time synchronization',
    },
    {
      path: '/benchmarking',
      h1: 'Benchmarking studies with two analysts that never stop citing',
      title: 'AI Benchmarking · Quartile',
      text: 'Review Analyst',
    },
    { path: '/about', h1: 'Transfer-pricing expertise, rebuilt around AI', title: 'About · Quartile', text: 'Excellence Always' },
    { path: '/careers', h1: 'Build the future of transfer pricing', title: 'Careers · Quartile', text: 'Transfer Pricing Domain Expert' },
    { path: '/privacy-policy', h1: 'Privacy Policy', title: 'Privacy Policy · Quartile', text: 'Last updated 8 June 2025' },
    { path: '/terms-of-service', h1: 'Terms of Service', title: 'Terms of Service · Quartile', text: 'arbitration, in Mumbai' },
  ];
  for (const p of pages) {
    await open(page, p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
    await expect(page).toHaveTitle(p.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.getByText(p.text).first()).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-public', '');
    await expect(page.getByRole('contentinfo').getByText(/Private Limited/)).toBeVisible();
  }
  await open(page, '/careers');
  await expect(page.getByRole('link', { name: /careers@/ })).toHaveAttribute('href', /^mailto:/);
  await open(page, '/demo');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText('Request a Demo').first()).toBeVisible();
});

test('public pages arrive as finished HTML: readable with JavaScript off, then taken over by the app', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  for (const { path, h1, title } of [
    { path: '/', h1: 'Transfer-pricing intelligence you can verify', title: 'Quartile · AI for transfer-pricing benchmarking' },
    { path: '/pricing', h1: 'Get Custom Quote', title: 'Pricing · Quartile' },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.getByRole('contentinfo').getByText(/Private Limited/)).toBeVisible();
    await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  }
  await expect(page.getByRole('textbox', { name: 'Work e-mail' })).toBeVisible();
  await noScript.close();

  // With scripts, the same HTML is hydrated in place: client-side navigation keeps the document.
  const context = await browser.newContext();
  const live = await context.newPage();
  await open(live, '/pricing');
  await live.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await live.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(live).toHaveURL(/\/about$/);
  expect(await live.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await context.close();
});
