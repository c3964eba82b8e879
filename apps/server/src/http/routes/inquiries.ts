// POST /api/submitInquiry/: the pricing and contact/demo forms (spec sections 3, 4, 5 and 8).
// The body is validated here, not by the route schema, so that errors come back in the forms'
// shape `{ success: false, message, errors: { field: [message] } }` with the spec's wording.
import { COMPANY_SIZES, MESSAGES, validateInquiry } from '@quartile/domain';
import type { FastifyRequest } from 'fastify';
import type { OperationHandlers } from '../context.ts';

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

interface InquiryBody {
  name?: unknown;
  email?: unknown;
  company_size?: unknown;
  inquiry_type?: unknown;
  message?: unknown;
  website?: unknown;
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' ? value.trim().slice(0, max) : null);

export const SELF_VALIDATING_OPERATIONS = new Set(['submitInquiry']);

export const inquiryHandlers: OperationHandlers = {
  async submitInquiry(request: FastifyRequest, reply, ctx) {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as InquiryBody;
    // A bot fills the hidden field: answer as if received, keep nothing.
    if (typeof body.website === 'string' && body.website.trim() !== '') return { success: true, message: INQUIRY_RECEIVED };

    const input = { name: text(body.name, 200), email: text(body.email, 254), company_size: text(body.company_size, 20) };
    const errors: Record<string, string[]> = {};
    for (const [field, message] of Object.entries(validateInquiry(input))) if (message) errors[field] = [message];
    if (input.company_size && !errors.company_size && !(COMPANY_SIZES as readonly string[]).includes(input.company_size)) {
      errors.company_size = [MESSAGES.requiredField];
    }
    const source = typeof body.inquiry_type === 'string' ? SOURCE_BY_TYPE[body.inquiry_type] : undefined;
    if (!source) errors.inquiry_type = ['Unknown inquiry type.'];
    if (typeof body.message === 'string' && body.message.length > 5000) errors.message = ['Keep the message under 5,000 characters.'];
    if (Object.keys(errors).length) {
      reply.code(400);
      return { success: false, message: INQUIRY_INVALID, errors };
    }

    const [recent] = await ctx.database.sql.query<{ n: number }>(
      `select count(*)::int as n from inquiries where lower(email) = lower($1) and created_at > now() - interval '1 day'`,
      [input.email],
    );
    if ((recent?.n ?? 0) >= INQUIRIES_PER_ADDRESS_PER_DAY) {
      reply.code(429);
      return { message: INQUIRY_TOO_MANY };
    }
    const message = text(body.message, 5000) || null;
    await ctx.database.sql.query(
      `insert into inquiries (name, email, company_size, inquiry_type, source, message, ip_address, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [input.name, input.email, input.company_size, body.inquiry_type, source, message, request.ip, text(request.headers['user-agent'], 500)],
    );
    await ctx.mailer.send({
      to: ctx.config.salesEmail,
      subject: `New ${source!.replace('_', ' ')} inquiry from ${input.name}`,
      text: `Name: ${input.name}\nE-mail: ${input.email}\nCompany size: ${input.company_size} employees\nSource: ${source}\n${message ? `\n${message}\n` : ''}`,
    });
    return { success: true, message: INQUIRY_RECEIVED };
  },
};
