// POST /api/submitInquiry/: the pricing and contact/demo forms (spec sections 3, 4, 5 and 8).
// The body is validated by the use case, not by the route schema, so that errors come back in the
// forms' shape `{ success: false, message, errors: { field: [message] } }` with the spec's wording.
import { INQUIRY_INVALID, INQUIRY_RECEIVED, INQUIRY_TOO_MANY, submitInquiry, type InquiryBody } from '../../inquiries/submitInquiry.ts';
import type { Handlers } from '../handlers.ts';

export const SELF_VALIDATING_OPERATIONS = new Set(['submitInquiry']);

export const inquiryHandlers = {
  async submitInquiry(request, reply, ctx) {
    // Not checked by the route schema (above): anything may arrive.
    const sent: unknown = request.body;
    const body: InquiryBody = sent && typeof sent === 'object' ? sent : {};
    const outcome = await submitInquiry(ctx, body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    if (outcome.kind === 'invalid') {
      reply.code(400);
      return { success: false, message: INQUIRY_INVALID, errors: outcome.errors };
    }
    if (outcome.kind === 'tooMany') {
      reply.code(429);
      return { message: INQUIRY_TOO_MANY };
    }
    return { success: true, message: INQUIRY_RECEIVED };
  },
} satisfies Handlers;
