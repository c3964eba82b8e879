// The pricing and contact/demo forms (spec sections 3, 4, 5 and 8). The body is validated here, not
// by the route schema, so that errors come back in the forms' shape with the spec's wording.
import type { AppContext } from '../context.ts';
import { COMPANY_SIZES, MESSAGES, validateInquiry } from '@quartile/domain';
import { insertInquiry, recentInquiries } from './inquiryStore.ts';

export const INQUIRY_RECEIVED = 'Thank you! We received your request and will be in touch shortly.';
export const INQUIRY_INVALID = 'Please correct the highlighted fields.';
export const INQUIRY_TOO_MANY = 'We already received several requests from this address. We will be in touch shortly.';
export const INQUIRIES_PER_ADDRESS_PER_DAY = 5;

/** Both readings of inquiry_type (spec section 3) map to one stored source. */
const SOURCE_BY_TYPE: Record<string, string> = {
  PricingPage: 'pricing_page',
  ContactForm: 'contact_form',
  pricing_page: 'pricing_page',
  contact_form: 'contact_form',
  demo_request: 'demo_request',
  newsletter: 'newsletter',
  footer_contact: 'footer_contact',
  general: 'general',
};

/** The form's body as sent: anything may be missing or of the wrong type. */
export interface InquiryBody {
  name?: unknown;
  email?: unknown;
  company_size?: unknown;
  inquiry_type?: unknown;
  message?: unknown;
  website?: unknown;
}

/** Who sent it, kept with the inquiry. */
export interface InquirySender {
  readonly ip: string;
  readonly userAgent: unknown;
}

export type InquiryOutcome =
  | { kind: 'received' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'tooMany' };

const text = (value: unknown, max: number): string | null => (typeof value === 'string' ? value.trim().slice(0, max) : null);

export async function submitInquiry(ctx: AppContext, body: InquiryBody, sender: InquirySender): Promise<InquiryOutcome> {
  // A bot fills the hidden field: answer as if received, keep nothing.
  if (typeof body.website === 'string' && body.website.trim() !== '') return { kind: 'received' };

  const input = { name: text(body.name, 200), email: text(body.email, 254), company_size: text(body.company_size, 20) };
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(validateInquiry(input))) if (message) errors[field] = [message];
  if (input.company_size && !errors.company_size && !(COMPANY_SIZES as readonly string[]).includes(input.company_size)) {
    errors.company_size = [MESSAGES.requiredField];
  }
  const source = typeof body.inquiry_type === 'string' ? SOURCE_BY_TYPE[body.inquiry_type] : undefined;
  if (!source) errors.inquiry_type = ['Unknown inquiry type.'];
  if (typeof body.message === 'string' && body.message.length > 5000) errors.message = ['Keep the message under 5,000 characters.'];
  if (Object.keys(errors).length || !source || !input.name || !input.email || !input.company_size) return { kind: 'invalid', errors };

  if ((await recentInquiries(ctx.database.sql, input.email)) >= INQUIRIES_PER_ADDRESS_PER_DAY) return { kind: 'tooMany' };
  const message = text(body.message, 5000) || null;
  await insertInquiry(ctx.database.sql, {
    name: input.name,
    email: input.email,
    companySize: input.company_size,
    inquiryType: String(body.inquiry_type),
    source,
    message,
    ipAddress: sender.ip,
    userAgent: text(sender.userAgent, 500),
  });
  await ctx.mailer.send({
    to: ctx.config.salesEmail,
    subject: `New ${source.replace('_', ' ')} inquiry from ${input.name}`,
    text: `Name: ${input.name}\nE-mail: ${input.email}\nCompany size: ${input.company_size} employees\nSource: ${source}\n${message ? `\n${message}\n` : ''}`,
  });
  return { kind: 'received' };
}
